import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_CONCURRENT_HASHES, withHashSlot } from '../password-hasher.ts';

describe('hash slots', () => {
  it('never runs more hashes at once than the bound, and runs every one', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 1, maxLength: 40 }),
        async (delays) => {
          let active = 0;
          let peak = 0;
          const results = await Promise.all(
            delays.map((delayMs, i) =>
              withHashSlot(async () => {
                active++;
                peak = Math.max(peak, active);
                await new Promise((r) => setTimeout(r, delayMs));
                active--;
                return i;
              }),
            ),
          );
          expect(results).toEqual(delays.map((_, i) => i));
          expect(peak).toBeLessThanOrEqual(MAX_CONCURRENT_HASHES);
          expect(active).toBe(0);
        },
      ),
      { numRuns: 30 },
    );
  });

  it('frees the slot when the work throws', async () => {
    await expect(withHashSlot(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(withHashSlot(async () => 'next')).resolves.toBe('next');
  });
});
