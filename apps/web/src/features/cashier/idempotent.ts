import { ApiError, CLIENT_ERROR_CODES } from '../../lib/api-client.ts';

/**
 * Money-moving calls carry an `Idempotency-Key` (API.md): a fresh key for each submission by the
 * member, and the same key when the client retries by itself a call whose answer it never got, so
 * that the server runs it at most once.
 */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/** A call whose outcome is unknown (no answer, or the server or a proxy failed): safe to repeat with its key. */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.code === CLIENT_ERROR_CODES.network) return true;
  return error.status === 502 || error.status === 503 || error.status === 504;
}

export interface IdempotentOptions {
  /** Automatic retries after the first try (default 2). */
  retries?: number;
  /** Wait before retry `n` (1-based). */
  delayMs?: (retry: number) => number;
  sleep?: (ms: number) => Promise<void>;
  key?: string;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `send` with one key, retrying only outcomes that are unknown; any answer of the server ends it. */
export async function sendIdempotent<T>(
  send: (key: string) => Promise<T>,
  options: IdempotentOptions = {},
): Promise<T> {
  const key = options.key ?? newIdempotencyKey();
  const retries = options.retries ?? 2;
  const delayMs = options.delayMs ?? ((retry) => 600 * retry);
  const sleep = options.sleep ?? wait;
  for (let attempt = 0; ; attempt++) {
    try {
      return await send(key);
    } catch (error) {
      if (attempt >= retries || !isRetryable(error)) throw error;
      await sleep(delayMs(attempt + 1));
    }
  }
}
