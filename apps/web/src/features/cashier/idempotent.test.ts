import { describe, expect, it, vi } from 'vitest';
import { ApiError, CLIENT_ERROR_CODES } from '../../lib/api-client.ts';
import { isRetryable, newIdempotencyKey, sendIdempotent } from './idempotent.ts';

const network = () => new ApiError(CLIENT_ERROR_CODES.network, '', 0);
const refused = () => new ApiError('INSUFFICIENT_FUNDS', 'Not enough', 400);
const noSleep = async () => undefined;

describe('idempotent money calls', () => {
  it('makes a fresh key per submission', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[0-9a-f-]{36}$/);
    expect(newIdempotencyKey()).not.toBe(a);
  });

  it('retries an unanswered call with the same key', async () => {
    const send = vi
      .fn<(key: string) => Promise<string>>()
      .mockRejectedValueOnce(network())
      .mockRejectedValueOnce(new ApiError(CLIENT_ERROR_CODES.badResponse, '', 502))
      .mockResolvedValueOnce('done');
    await expect(sendIdempotent(send, { sleep: noSleep })).resolves.toBe('done');
    expect(send).toHaveBeenCalledTimes(3);
    const keys = send.mock.calls.map(([key]) => key);
    expect(new Set(keys).size).toBe(1);
  });

  it('never repeats a call the server answered', async () => {
    const send = vi.fn<(key: string) => Promise<string>>().mockRejectedValue(refused());
    await expect(sendIdempotent(send, { sleep: noSleep })).rejects.toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
    });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('gives up after the retries, with the last error', async () => {
    const send = vi.fn<(key: string) => Promise<string>>().mockRejectedValue(network());
    const sleep = vi.fn(async (_ms: number) => undefined);
    await expect(sendIdempotent(send, { retries: 2, sleep, delayMs: (n) => n * 10 })).rejects.toMatchObject({
      code: CLIENT_ERROR_CODES.network,
    });
    expect(send).toHaveBeenCalledTimes(3);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([10, 20]);
  });

  it('knows which failures leave the outcome unknown', () => {
    expect(isRetryable(network())).toBe(true);
    expect(isRetryable(new ApiError('X', '', 503))).toBe(true);
    expect(isRetryable(new ApiError('SYSTEM_ERROR', '', 500))).toBe(false);
    expect(isRetryable(new ApiError('IDEMPOTENCY_MISMATCH', '', 409))).toBe(false);
    expect(isRetryable(new Error('boom'))).toBe(false);
  });
});
