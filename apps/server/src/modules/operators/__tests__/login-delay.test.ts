import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountRetryDelayMs, FREE_ATTEMPTS, MAX_DELAY_MS } from '../domain/login-delay.ts';

describe('operator login delay per account', () => {
  it('lets the first attempts through, then doubles the wait up to the ceiling', () => {
    expect(Array.from({ length: FREE_ATTEMPTS }, (_, i) => accountRetryDelayMs(i + 1))).toEqual([
      0, 0, 0, 0, 0,
    ]);
    expect(accountRetryDelayMs(FREE_ATTEMPTS + 1)).toBe(2_000);
    expect(accountRetryDelayMs(FREE_ATTEMPTS + 2)).toBe(4_000);
    expect(accountRetryDelayMs(1_000)).toBe(MAX_DELAY_MS);
  });

  it('never shortens as attempts go on, and never passes the ceiling', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), (attempt) => {
        const delay = accountRetryDelayMs(attempt);
        expect(delay).toBeLessThanOrEqual(MAX_DELAY_MS);
        expect(accountRetryDelayMs(attempt + 1)).toBeGreaterThanOrEqual(delay);
      }),
    );
  });
});
