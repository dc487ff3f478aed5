import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, ChunkTimeoutError, withTimeout } from './chunk-timeout.ts';

describe('withTimeout (lazy route chunks)', () => {
  afterEach(() => vi.useRealTimers());

  it('is 120 000 ms by default', () => {
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
  });

  it('passes a chunk that loads in time', async () => {
    await expect(withTimeout(Promise.resolve('page'), 10)).resolves.toBe('page');
  });

  it('rejects with ChunkTimeoutError when the chunk is too slow', async () => {
    vi.useFakeTimers();
    const never = new Promise<never>(() => {});
    const result = withTimeout(never);
    vi.advanceTimersByTime(CHUNK_TIMEOUT_MS);
    await expect(result).rejects.toBeInstanceOf(ChunkTimeoutError);
  });

  it('passes the loader error through', async () => {
    await expect(withTimeout(Promise.reject(new Error('404')), 1000)).rejects.toThrow('404');
  });
});
