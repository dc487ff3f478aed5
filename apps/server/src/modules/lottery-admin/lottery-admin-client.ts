import { createHmac } from 'node:crypto';
import type { ErrorCode } from '@platform/contracts';
import { AppError } from '../../platform/http/app-error.ts';

/** The vendor's answer codes the console can act on, as the platform's own error codes. */
const ERROR_OF: Record<string, ErrorCode> = {
  DRAW_NOT_FOUND: 'NOT_FOUND',
  ENTRY_NOT_FOUND: 'NOT_FOUND',
  SECOND_OPERATOR_REQUIRED: 'LOTTERY_SECOND_OPERATOR_REQUIRED',
  DRAW_CLOSED: 'LOTTERY_DRAW_STATE_INVALID',
  DRAW_SETTLED: 'LOTTERY_DRAW_STATE_INVALID',
  DRAW_CANCELLED: 'LOTTERY_DRAW_STATE_INVALID',
  DRAW_ALREADY_RESULTED: 'LOTTERY_DRAW_STATE_INVALID',
  DRAW_NOT_DUE: 'LOTTERY_DRAW_STATE_INVALID',
  ENTRY_DECIDED: 'LOTTERY_DRAW_STATE_INVALID',
  RESULT_NOT_ENTERABLE: 'LOTTERY_DRAW_STATE_INVALID',
  MERCHANT_NOT_FOUND: 'NOT_FOUND',
};

/**
 * The lottery vendor's signed admin API (apps/house-lottery "admin (signed)"): every call carries
 * `x-timestamp` and `x-signature` = HMAC-SHA256(secret, `ts.METHOD.path.rawBody`), the same scheme
 * as the seamless calls (ADR 0017), so only the platform may enter results or cancel draws.
 */
export function createLotteryAdminClient(deps: {
  baseUrl: string;
  secret: string | undefined;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}) {
  const timeoutMs = deps.timeoutMs ?? 10_000;
  const fetchImpl = deps.fetchImpl ?? fetch;

  async function call<T>(
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    query?: Record<string, string | undefined>,
    body?: unknown,
  ): Promise<T> {
    if (!deps.secret) throw new AppError('LOTTERY_UNAVAILABLE');
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) params.set(k, v);
    const rawBody = body === undefined ? '' : JSON.stringify(body);
    const timestampS = Math.floor(Date.now() / 1000);
    const signature = createHmac('sha256', deps.secret)
      .update(`${timestampS}.${method}.${path}.${rawBody}`)
      .digest('hex');
    const qs = params.toString();
    let response: Response;
    try {
      response = await fetchImpl(new URL(qs ? `${path}?${qs}` : path, deps.baseUrl), {
        method,
        headers: {
          'x-timestamp': String(timestampS),
          'x-signature': signature,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: rawBody }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      throw new AppError('LOTTERY_UNAVAILABLE');
    }
    const answer = (await response.json().catch(() => null)) as {
      success?: boolean;
      code?: string;
      value?: unknown;
    } | null;
    if (response.status >= 500 || !answer) throw new AppError('LOTTERY_UNAVAILABLE');
    if (!answer.success) {
      // A bad signature is the platform's misconfiguration, not the operator's doing.
      if (answer.code === 'SIGNATURE_INVALID') throw new AppError('LOTTERY_UNAVAILABLE');
      const mapped = ERROR_OF[answer.code ?? ''];
      if (mapped) throw new AppError(mapped);
      throw new AppError('VALIDATION_FAILED', { fields: answer.code === 'ODDS_INVALID' ? 'odds' : 'result' });
    }
    return answer.value as T;
  }

  return {
    get: <T>(path: string, query: Record<string, string | undefined>) => call<T>('GET', path, query),
    post: <T>(path: string, body: unknown) => call<T>('POST', path, undefined, body),
    put: <T>(path: string, body: unknown) => call<T>('PUT', path, undefined, body),
  };
}

export type LotteryAdminClient = ReturnType<typeof createLotteryAdminClient>;
