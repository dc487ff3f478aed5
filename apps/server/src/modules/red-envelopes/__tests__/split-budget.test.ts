import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitBudget } from '../domain/split-budget.ts';

/** A seeded random in [0, 1) from fast-check's integers, so failures shrink and replay. */
const randoms = fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), { minLength: 1 });
const fromList = (list: number[]) => {
  let i = 0;
  return () => list[i++ % list.length]!;
};

const round = fc
  .record({
    count: fc.integer({ min: 1, max: 300 }),
    min: fc.bigInt({ min: 1n, max: 10_000n }),
    spread: fc.bigInt({ min: 0n, max: 100_000n }),
    fill: fc.double({ min: 0, max: 1, noNaN: true }),
  })
  .map(({ count, min, spread, fill }) => {
    const max = min + spread;
    const n = BigInt(count);
    const lowest = min * n;
    const highest = max * n;
    const budget = lowest + BigInt(Math.floor(Number(highest - lowest) * fill));
    return { count, min, max, budget };
  });

describe('red envelopes: the budget split', () => {
  it('sums to the budget exactly, each envelope within [min, max], as many as asked', () => {
    fc.assert(
      fc.property(round, randoms, ({ count, min, max, budget }, list) => {
        const amounts = splitBudget(budget, count, min, max, fromList(list));
        expect(amounts).toHaveLength(count);
        expect(amounts.reduce((a, b) => a + b, 0n)).toBe(budget);
        for (const a of amounts) {
          expect(a >= min).toBe(true);
          expect(a <= max).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('holds at the edges: the budget is count × min or count × max, and random 0 or almost 1', () => {
    for (const r of [0, 0.999999999]) {
      expect(splitBudget(1000n, 10, 100n, 500n, () => r)).toEqual(Array(10).fill(100n));
      expect(splitBudget(5000n, 10, 100n, 500n, () => r)).toEqual(Array(10).fill(500n));
      const mixed = splitBudget(2_000n, 7, 1n, 1_000n, () => r);
      expect(mixed.reduce((a, b) => a + b, 0n)).toBe(2_000n);
    }
  });

  it('varies the amounts (not all equal) when there is room', () => {
    const amounts = splitBudget(100_000n, 100, 100n, 5_000n, Math.random);
    expect(new Set(amounts.map(String)).size).toBeGreaterThan(10);
  });

  it('refuses a budget outside count × [min, max] and a bad count', () => {
    expect(() => splitBudget(99n, 10, 10n, 20n, Math.random)).toThrow(RangeError);
    expect(() => splitBudget(201n, 10, 10n, 20n, Math.random)).toThrow(RangeError);
    expect(() => splitBudget(100n, 0, 10n, 20n, Math.random)).toThrow(RangeError);
    expect(() => splitBudget(100n, 5, 30n, 20n, Math.random)).toThrow(RangeError);
  });
});
