import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeRebate, ratePercent, rebateOf, uncovered } from '../domain/rebate-arithmetic.ts';

const CATEGORIES = ['LIVE', 'RNG', 'SPORTS', 'FISH'] as const;
const minor = fc.bigInt({ min: -(10n ** 12n), max: 10n ** 15n });
const bps = fc.integer({ min: -100, max: 500 });

describe('rebate arithmetic', () => {
  it('is valid bet × rate rounded down to minor units, never negative and never above the exact value', () => {
    fc.assert(
      fc.property(minor, bps, (bet, rate) => {
        const r = rebateOf(bet, rate);
        expect(r >= 0n).toBe(true);
        if (bet <= 0n || rate <= 0) {
          expect(r).toBe(0n);
        } else {
          // r ≤ bet × rate / 10,000 < r + 1
          expect(r * 10_000n <= bet * BigInt(rate)).toBe(true);
          expect((r + 1n) * 10_000n > bet * BigInt(rate)).toBe(true);
        }
      }),
    );
  });

  it('pays examples exactly: 333.33 at 0.40 % is 1.33, 1,000.00 at 0.30 % is 3.00', () => {
    expect(rebateOf(33_333n, 40)).toBe(133n);
    expect(rebateOf(100_000n, 30)).toBe(300n);
    expect(ratePercent(40)).toBe('0.40');
    expect(ratePercent(125)).toBe('1.25');
    expect(ratePercent(0)).toBe('0.00');
  });

  it('rebates only what lies above the cover, and a cover above the bet (a late rollback) gives zero', () => {
    fc.assert(
      fc.property(minor, minor, (turnover, covered) => {
        const open = uncovered(turnover, covered);
        expect(open >= 0n).toBe(true);
        if (turnover > covered) expect(open).toBe(turnover - covered);
      }),
    );
  });

  it('sums categories across days before rounding, covers every open row, and never pays more than the exact total', () => {
    const row = fc.record({
      day: fc.constantFrom('2026-01-01', '2026-01-02'),
      category: fc.constantFrom(...CATEGORIES),
      turnoverMinor: fc.bigInt({ min: 0n, max: 10n ** 12n }),
      coveredMinor: fc.bigInt({ min: 0n, max: 10n ** 12n }),
    });
    const rates = fc.record(Object.fromEntries(CATEGORIES.map((c) => [c, fc.integer({ min: 0, max: 500 })])));
    fc.assert(
      fc.property(fc.array(row, { maxLength: 12 }), rates, (rows, r) => {
        const result = computeRebate(rows, r as Record<string, number>);
        let exactTimes10k = 0n;
        for (const c of result.categories) exactTimes10k += c.validBetMinor * BigInt(c.rateBps);
        expect(result.totalMinor >= 0n).toBe(true);
        expect(result.totalMinor * 10_000n <= exactTimes10k).toBe(true);
        // Each category loses less than one minor unit to rounding.
        expect(
          exactTimes10k - result.totalMinor * 10_000n < BigInt(result.categories.length + 1) * 10_000n,
        ).toBe(true);
        expect(result.cover.length).toBe(rows.filter((x) => x.turnoverMinor > x.coveredMinor).length);
        // Paying and covering leaves nothing to pay a second time.
        const after = rows.map((x) => {
          const c = result.cover.find((v) => v.day === x.day && v.category === x.category);
          return {
            ...x,
            coveredMinor: c && c.turnoverMinor > x.coveredMinor ? c.turnoverMinor : x.coveredMinor,
          };
        });
        const coveredRows = after.map((x) => ({
          ...x,
          coveredMinor: x.coveredMinor >= x.turnoverMinor ? x.coveredMinor : x.turnoverMinor,
        }));
        expect(computeRebate(coveredRows, r as Record<string, number>).totalMinor).toBe(0n);
      }),
    );
  });
});
