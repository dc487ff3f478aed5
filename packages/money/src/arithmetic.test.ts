import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { add, negate, subtract, sum } from './arithmetic.ts';
import { compare, equals, isNegative, isPositive, isZero } from './comparison.ts';
import { CurrencyMismatchError } from './errors.ts';
import { money, zero, type Money } from './money.ts';
import { currencyArb, moneyArb, sameCurrencyListArb } from './test-arbitraries.ts';

const sameCurrency = (count: number) => sameCurrencyListArb(count, count);
const pair = sameCurrency(2).map(([a, b]) => [a, b] as [Money, Money]);
const triple = sameCurrency(3).map(([a, b, c]) => [a, b, c] as [Money, Money, Money]);

describe('add, subtract, negate', () => {
  it('adds and subtracts minor units', () => {
    expect(add(money(125050n, 'THB'), money(-310n, 'THB'))).toEqual(money(124740n, 'THB'));
    expect(subtract(money(100n, 'VND'), money(250n, 'VND'))).toEqual(money(-150n, 'VND'));
    expect(negate(money(-5n, 'USD'))).toEqual(money(5n, 'USD'));
    expect(negate(zero('USD'))).toEqual(zero('USD'));
  });

  it('subtract undoes add, add undoes subtract', () => {
    fc.assert(
      fc.property(pair, ([a, b]) => {
        expect(subtract(add(a, b), b)).toEqual(a);
        expect(add(subtract(a, b), b)).toEqual(a);
      }),
    );
  });

  it('add is commutative, negate is an involution and the additive inverse', () => {
    fc.assert(
      fc.property(pair, ([a, b]) => {
        expect(add(a, b)).toEqual(add(b, a));
        expect(negate(negate(a))).toEqual(a);
        expect(isZero(add(a, negate(a)))).toBe(true);
        expect(subtract(a, b)).toEqual(add(a, negate(b)));
      }),
    );
  });

  it('keeps the currency', () => {
    fc.assert(
      fc.property(pair, ([a, b]) => {
        expect(add(a, b).currency).toBe(a.currency);
        expect(subtract(a, b).currency).toBe(a.currency);
        expect(negate(a).currency).toBe(a.currency);
      }),
    );
  });
});

describe('sum', () => {
  it('sums the empty list to zero', () => {
    expect(sum([], 'THB')).toEqual(zero('THB'));
  });

  it('is associative: any grouping gives the same total', () => {
    fc.assert(
      fc.property(triple, ([a, b, c]) => {
        const total = sum([a, b, c], a.currency);
        expect(add(add(a, b), c)).toEqual(total);
        expect(add(a, add(b, c))).toEqual(total);
        expect(sum([sum([a, b], a.currency), c], a.currency)).toEqual(total);
        expect(sum([a, sum([b, c], a.currency)], a.currency)).toEqual(total);
      }),
    );
  });

  it('splits over concatenation and ignores order', () => {
    fc.assert(
      fc.property(
        currencyArb.chain((currency) =>
          fc.tuple(
            fc.constant(currency),
            fc.array(moneyArb.map((m) => money(m.amountMinor, currency))),
            fc.array(moneyArb.map((m) => money(m.amountMinor, currency))),
          ),
        ),
        ([currency, xs, ys]) => {
          const whole = sum([...xs, ...ys], currency);
          expect(whole).toEqual(add(sum(xs, currency), sum(ys, currency)));
          expect(sum([...ys, ...xs].reverse(), currency)).toEqual(whole);
        },
      ),
    );
  });

  it('accepts any iterable', () => {
    function* amounts() {
      yield money(1n, 'MYR');
      yield money(2n, 'MYR');
    }
    expect(sum(amounts(), 'MYR')).toEqual(money(3n, 'MYR'));
  });
});

describe('comparisons', () => {
  it('compare agrees with the sign of the difference', () => {
    fc.assert(
      fc.property(pair, ([a, b]) => {
        const difference = subtract(a, b);
        const expected = isNegative(difference) ? -1 : isPositive(difference) ? 1 : 0;
        expect(compare(a, b)).toBe(expected);
        expect(compare(b, a)).toBe(-expected || 0);
        expect(equals(a, b)).toBe(expected === 0);
      }),
    );
  });

  it('isNegative, isZero and isPositive partition every amount', () => {
    fc.assert(
      fc.property(moneyArb, (m) => {
        expect([isNegative(m), isZero(m), isPositive(m)].filter(Boolean)).toHaveLength(1);
        expect(isNegative(negate(m))).toBe(isPositive(m));
      }),
    );
  });
});

describe('mixing currencies is refused', () => {
  const thb = money(100n, 'THB');
  const usd = money(100n, 'USD');

  it.each([
    ['add', () => add(thb, usd)],
    ['subtract', () => subtract(thb, usd)],
    ['compare', () => compare(thb, usd)],
    ['sum', () => sum([thb, usd], 'THB')],
    ['sum of another currency', () => sum([thb], 'USD')],
  ])('%s throws CurrencyMismatchError', (_name, run) => {
    expect(run).toThrow(CurrencyMismatchError);
  });

  it('names both currencies', () => {
    expect(() => add(thb, usd)).toThrow(
      expect.objectContaining({ code: 'CURRENCY_MISMATCH', expected: 'THB', actual: 'USD' }),
    );
  });

  it('equals answers false rather than throwing', () => {
    expect(equals(thb, usd)).toBe(false);
  });
});
