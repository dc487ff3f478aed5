import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BASIS_POINTS_PER_UNIT, applyBasisPoints, basisPointsOfMinor } from './basis-points.ts';
import { MoneyArgumentError } from './errors.ts';
import { money } from './money.ts';
import { multiplyRatio } from './multiply-ratio.ts';
import { ROUNDING_MODES, divideRounded, type RoundingMode } from './rounding.ts';
import { moneyArb } from './test-arbitraries.ts';

const abs = (x: bigint) => (x < 0n ? -x : x);

describe('divideRounded', () => {
  //            n    d   floor ceil down half-up half-even
  const table: [bigint, bigint, bigint, bigint, bigint, bigint, bigint][] = [
    [5n, 2n, 2n, 3n, 2n, 3n, 2n],
    [-5n, 2n, -3n, -2n, -2n, -3n, -2n],
    [7n, 2n, 3n, 4n, 3n, 4n, 4n],
    [-7n, 2n, -4n, -3n, -3n, -4n, -4n],
    [1n, 3n, 0n, 1n, 0n, 0n, 0n],
    [-1n, 3n, -1n, 0n, 0n, 0n, 0n],
    [2n, 3n, 0n, 1n, 0n, 1n, 1n],
    [-2n, 3n, -1n, 0n, 0n, -1n, -1n],
    [6n, 3n, 2n, 2n, 2n, 2n, 2n],
    [0n, 7n, 0n, 0n, 0n, 0n, 0n],
    [5n, -2n, -3n, -2n, -2n, -3n, -2n],
    [-5n, -2n, 2n, 3n, 2n, 3n, 2n],
  ];
  it.each(table)('%s / %s', (n, d, floor, ceil, down, halfUp, halfEven) => {
    expect(divideRounded(n, d, 'floor')).toBe(floor);
    expect(divideRounded(n, d, 'ceil')).toBe(ceil);
    expect(divideRounded(n, d, 'down')).toBe(down);
    expect(divideRounded(n, d, 'half-up')).toBe(halfUp);
    expect(divideRounded(n, d, 'half-even')).toBe(halfEven);
  });
});

describe('multiplyRatio', () => {
  const nonZero = fc.bigInt({ min: -(10n ** 6n), max: 10n ** 6n }).filter((d) => d !== 0n);
  const ratioArb = fc.tuple(fc.bigInt({ min: -(10n ** 6n), max: 10n ** 6n }), nonZero);

  /** Checks `result` against the exact quotient n / d, with d made positive. */
  function checkBounds(mode: RoundingMode, n: bigint, d: bigint, result: bigint) {
    if (d < 0n) [n, d] = [-n, -d];
    const error = n - result * d; // exact − rounded, scaled by d
    expect(abs(error) < d).toBe(true); // always within one minor unit
    switch (mode) {
      case 'floor':
        expect(result * d <= n && n < (result + 1n) * d).toBe(true);
        break;
      case 'ceil':
        expect((result - 1n) * d < n && n <= result * d).toBe(true);
        break;
      case 'down':
        expect(abs(result * d) <= abs(n)).toBe(true);
        expect(result === 0n || result < 0n === n < 0n).toBe(true);
        break;
      case 'half-up':
        expect(2n * abs(error) <= d).toBe(true);
        if (2n * abs(error) === d) expect(abs(result * d) > abs(n)).toBe(true); // ties away from zero
        break;
      case 'half-even':
        expect(2n * abs(error) <= d).toBe(true);
        if (2n * abs(error) === d) expect(result % 2n).toBe(0n); // ties to even
        break;
    }
  }

  it.each(ROUNDING_MODES)('stays within the bounds of %s rounding', (mode) => {
    fc.assert(
      fc.property(moneyArb, ratioArb, (m, [numerator, denominator]) => {
        const result = multiplyRatio(m, numerator, denominator, mode);
        expect(result.currency).toBe(m.currency);
        checkBounds(mode, m.amountMinor * numerator, denominator, result.amountMinor);
      }),
    );
  });

  it.each(ROUNDING_MODES)('%s is exact when the ratio divides evenly', (mode) => {
    fc.assert(
      fc.property(moneyArb, nonZero, (m, k) => {
        expect(multiplyRatio(m, k, k, mode)).toEqual(m);
        expect(multiplyRatio(m, 2n * k, k, mode).amountMinor).toBe(2n * m.amountMinor);
      }),
    );
  });

  it('orders the modes: floor ≤ every other mode ≤ ceil ≤ floor + 1', () => {
    fc.assert(
      fc.property(moneyArb, ratioArb, (m, [numerator, denominator]) => {
        const at = (mode: RoundingMode) => multiplyRatio(m, numerator, denominator, mode).amountMinor;
        const floor = at('floor');
        const ceil = at('ceil');
        expect(ceil - floor === 0n || ceil - floor === 1n).toBe(true);
        for (const mode of ROUNDING_MODES) expect(at(mode) >= floor && at(mode) <= ceil).toBe(true);
      }),
    );
  });

  it('accepts safe-integer numbers as well as bigints', () => {
    expect(multiplyRatio(money(1000n, 'THB'), 3, 100, 'floor')).toEqual(money(30n, 'THB'));
    expect(multiplyRatio(money(1050n, 'THB'), 1n, 100n, 'half-up')).toEqual(money(11n, 'THB'));
    expect(multiplyRatio(money(1050n, 'THB'), 1n, 100n, 'half-even')).toEqual(money(10n, 'THB'));
  });

  it.each<[string, () => unknown]>([
    ['zero denominator', () => multiplyRatio(money(1n, 'THB'), 1n, 0n, 'floor')],
    ['zero number denominator', () => multiplyRatio(money(1n, 'THB'), 1, 0, 'floor')],
    ['fractional numerator', () => multiplyRatio(money(1n, 'THB'), 1.5, 1, 'floor')],
    ['NaN denominator', () => multiplyRatio(money(1n, 'THB'), 1, Number.NaN, 'floor')],
    ['infinite numerator', () => multiplyRatio(money(1n, 'THB'), Number.POSITIVE_INFINITY, 1, 'floor')],
    ['unsafe integer', () => multiplyRatio(money(1n, 'THB'), 2 ** 60, 1, 'floor')],
    ['unknown rounding', () => multiplyRatio(money(1n, 'THB'), 1n, 3n, 'bankers' as RoundingMode)],
  ])('refuses a %s', (_name, run) => {
    expect(run).toThrow(MoneyArgumentError);
  });
});

describe('applyBasisPoints', () => {
  it.each<[RoundingMode, bigint]>([
    ['floor', 2n],
    ['ceil', 3n],
    ['down', 2n],
    ['half-up', 3n],
    ['half-even', 2n],
  ])('25 bps of 10.00 with %s → %s minor units', (mode, expected) => {
    expect(applyBasisPoints(money(1000n, 'THB'), 25n, mode)).toEqual(money(expected, 'THB'));
  });

  it('takes a 2.5 % fee and a negative rate', () => {
    expect(applyBasisPoints(money(123456n, 'USD'), 250, 'half-even')).toEqual(money(3086n, 'USD'));
    expect(applyBasisPoints(money(10000n, 'USD'), -150n, 'floor')).toEqual(money(-150n, 'USD'));
  });

  it('is multiplyRatio over 10 000', () => {
    fc.assert(
      fc.property(
        moneyArb,
        fc.bigInt({ min: -20_000n, max: 20_000n }),
        fc.constantFrom(...ROUNDING_MODES),
        (m, bps, mode) => {
          expect(applyBasisPoints(m, bps, mode)).toEqual(multiplyRatio(m, bps, BASIS_POINTS_PER_UNIT, mode));
        },
      ),
    );
  });

  it('10 000 bps is the identity and 0 bps is zero', () => {
    fc.assert(
      fc.property(moneyArb, fc.constantFrom(...ROUNDING_MODES), (m, mode) => {
        expect(applyBasisPoints(m, 10_000n, mode)).toEqual(m);
        expect(applyBasisPoints(m, 0n, mode).amountMinor).toBe(0n);
      }),
    );
  });
});

describe('basisPointsOfMinor', () => {
  it('is applyBasisPoints on the bare amount', () => {
    fc.assert(
      fc.property(
        moneyArb,
        fc.bigInt({ min: -20_000n, max: 20_000n }),
        fc.constantFrom(...ROUNDING_MODES),
        (m, bps, mode) => {
          expect(basisPointsOfMinor(m.amountMinor, bps, mode)).toBe(
            applyBasisPoints(m, bps, mode).amountMinor,
          );
        },
      ),
    );
  });

  it('rounds a 1.5 % guarantee of 0.01 up to one minor unit', () => {
    expect(basisPointsOfMinor(1n, 150, 'ceil')).toBe(1n);
    expect(basisPointsOfMinor(1n, 150, 'floor')).toBe(0n);
  });

  it('refuses a fractional rate', () => {
    expect(() => basisPointsOfMinor(100n, 1.5, 'ceil')).toThrow(MoneyArgumentError);
  });
});
