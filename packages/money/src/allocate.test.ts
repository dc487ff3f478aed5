import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocate } from './allocate.ts';
import { sum } from './arithmetic.ts';
import type { CurrencyCode } from './currencies.ts';
import { MoneyArgumentError } from './errors.ts';
import { money } from './money.ts';
import { moneyArb } from './test-arbitraries.ts';

const amounts = (parts: { amountMinor: bigint }[]) => parts.map((p) => p.amountMinor);
const abs = (x: bigint) => (x < 0n ? -x : x);

describe('allocate', () => {
  it.each<[bigint, CurrencyCode, (bigint | number)[], bigint[]]>([
    [100n, 'THB', [1, 1, 1], [34n, 33n, 33n]],
    [-100n, 'THB', [1, 1, 1], [-34n, -33n, -33n]],
    [5n, 'USD', [1n, 1n], [3n, 2n]],
    [2n, 'USD', [1, 1, 1], [1n, 1n, 0n]],
    [100n, 'USD', [70, 20, 10], [70n, 20n, 10n]],
    [1n, 'USD', [0, 1], [0n, 1n]],
    [10n, 'VND', [3, 3, 3, 1], [3n, 3n, 3n, 1n]],
    [11n, 'VND', [3, 3, 3, 1], [4n, 3n, 3n, 1n]],
    [7n, 'JPY', [1, 2], [2n, 5n]],
    [0n, 'THB', [1, 2, 3], [0n, 0n, 0n]],
    [999n, 'THB', [5], [999n]],
  ])('%s %s by %o → %o', (amount, currency, ratios, expected) => {
    const parts = allocate(money(amount, currency), ratios);
    expect(amounts(parts)).toEqual(expected);
    for (const part of parts) expect(part.currency).toBe(currency);
  });

  const ratiosArb = fc
    .array(fc.bigInt({ min: 0n, max: 1000n }), { minLength: 1, maxLength: 10 })
    .filter((ratios) => ratios.some((r) => r > 0n));

  it('sums exactly to the original', () => {
    fc.assert(
      fc.property(moneyArb, ratiosArb, (m, ratios) => {
        const parts = allocate(m, ratios);
        expect(parts).toHaveLength(ratios.length);
        expect(sum(parts, m.currency)).toEqual(m);
      }),
    );
  });

  it('gives each part within one minor unit of its exact share, and zero to a zero ratio', () => {
    fc.assert(
      fc.property(moneyArb, ratiosArb, (m, ratios) => {
        const total = ratios.reduce((a, b) => a + b, 0n);
        allocate(m, ratios).forEach((part, i) => {
          const ratio = ratios[i] ?? 0n;
          // |part − amount × ratio / total| < 1, scaled by total
          expect(abs(part.amountMinor * total - m.amountMinor * ratio) < total).toBe(true);
          if (ratio === 0n) expect(part.amountMinor).toBe(0n);
          expect(part.amountMinor === 0n || part.amountMinor < 0n === m.amountMinor < 0n).toBe(true);
        });
      }),
    );
  });

  it('is deterministic and treats number and bigint ratios alike', () => {
    fc.assert(
      fc.property(moneyArb, ratiosArb, (m, ratios) => {
        const first = allocate(m, ratios);
        expect(allocate(m, ratios)).toEqual(first);
        expect(allocate(m, ratios.map(Number))).toEqual(first);
      }),
    );
  });

  it('is symmetric under negation', () => {
    fc.assert(
      fc.property(moneyArb, ratiosArb, (m, ratios) => {
        const negated = allocate(money(-m.amountMinor, m.currency), ratios);
        expect(amounts(negated)).toEqual(amounts(allocate(m, ratios)).map((a) => -a));
      }),
    );
  });

  it.each<[string, (bigint | number)[]]>([
    ['no ratios', []],
    ['a zero total', [0, 0n]],
    ['a negative ratio', [-1, 2]],
    ['a fractional ratio', [1.5, 1]],
    ['NaN', [Number.NaN]],
    ['Infinity', [Number.POSITIVE_INFINITY, 1]],
  ])('refuses %s', (_name, ratios) => {
    expect(() => allocate(money(100n, 'THB'), ratios)).toThrow(MoneyArgumentError);
  });
});
