import { AppError } from '../../platform/http/app-error.ts';

/**
 * The lottery vendor's public read API over HTTP (apps/house-lottery, ADR 0030): the gateway's only
 * source. Answers are cached briefly (menus and results change at most once a second); a vendor
 * that does not answer, or answers with a server error, is LOTTERY_UNAVAILABLE.
 */
export function createLotteryVendorClient(deps: {
  baseUrl: string;
  timeoutMs?: number;
  cacheMs?: number;
  nowMs?: () => number;
  fetchImpl?: typeof fetch;
}) {
  const timeoutMs = deps.timeoutMs ?? 4_000;
  const cacheMs = deps.cacheMs ?? 5_000;
  const nowMs = deps.nowMs ?? Date.now;
  const fetchImpl = deps.fetchImpl ?? fetch;
  const cache = new Map<string, { atMs: number; value: Promise<unknown> }>();

  async function load<T>(path: string): Promise<T> {
    let response: Response;
    try {
      response = await fetchImpl(new URL(path, deps.baseUrl), { signal: AbortSignal.timeout(timeoutMs) });
    } catch {
      throw new AppError('LOTTERY_UNAVAILABLE');
    }
    const body = (await response.json().catch(() => null)) as { success?: boolean; value?: unknown } | null;
    if (response.status >= 500 || !body) throw new AppError('LOTTERY_UNAVAILABLE');
    if (!body.success) throw new AppError(response.status === 404 ? 'NOT_FOUND' : 'VALIDATION_FAILED');
    return body.value as T;
  }

  return {
    /** GET a vendor path with its query, from the short cache when fresh. */
    get<T>(path: string, query: Record<string, string | number | undefined> = {}): Promise<T> {
      const params = new URLSearchParams();
      for (const [k, v] of Object.entries(query)) if (v !== undefined) params.set(k, String(v));
      const key = `${path}?${params.toString()}`;
      const hit = cache.get(key);
      if (hit && nowMs() - hit.atMs < cacheMs) return hit.value as Promise<T>;
      const value = load<T>(key);
      cache.set(key, { atMs: nowMs(), value });
      // A failure is not cached: the next call asks again.
      value.catch(() => cache.delete(key));
      if (cache.size > 500) cache.delete(cache.keys().next().value!);
      return value;
    },
  };
}

export type LotteryVendorClient = ReturnType<typeof createLotteryVendorClient>;
