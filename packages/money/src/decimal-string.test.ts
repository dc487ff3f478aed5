import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCIES, CURRENCY_CODES, type CurrencyCode } from './currencies.ts';
import { toDecimalString } from './decimal-string.ts';
import { money } from './money.ts';
import { parseMoney } from './parse-money.ts';
import { moneyIn } from './test-arbitraries.ts';

describe('toDecimalString', () => {
  it.each<[bigint, CurrencyCode, string]>([
    [125000n, 'THB', '1250.00'],
    [125050n, 'THB', '1250.50'],
    [-310n, 'THB', '-3.10'],
    [5n, 'USD', '0.05'],
    [-5n, 'USD', '-0.05'],
    [0n, 'EUR', '0.00'],
    [1250n, 'VND', '1250'],
    [-1250n, 'VND', '-1250'],
    [0n, 'JPY', '0'],
    [100n, 'USDT', '1.00'],
    [2n ** 63n - 1n, 'USD', '92233720368547758.07'],
    [-(2n ** 63n), 'KRW', '-9223372036854775808'],
  ])('%s %s → %j', (amount, currency, expected) => {
    expect(toDecimalString(money(amount, currency))).toBe(expected);
  });

  it.each(CURRENCY_CODES)('round-trips through parseMoney in %s', (currency) => {
    fc.assert(
      fc.property(moneyIn(currency), (m) => {
        const text = toDecimalString(m);
        expect(parseMoney(text, currency)).toEqual(m);
        const fraction = text.split('.')[1];
        expect(fraction?.length ?? 0).toBe(CURRENCIES[currency].scale);
      }),
    );
  });

  it.each(CURRENCY_CODES)('normalises any accepted %s string to exactly the scale', (currency) => {
    const scale = CURRENCIES[currency].scale;
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        fc.stringMatching(new RegExp(`^[0-9]{0,${scale}}$`)),
        fc.boolean(),
        (integer, fraction, negative) => {
          const text = `${negative ? '-' : ''}${integer}${fraction ? `.${fraction}` : ''}`;
          const padded = fraction.padEnd(scale, '0');
          const isZero = integer === 0n && /^0*$/.test(padded);
          const expected = `${negative && !isZero ? '-' : ''}${integer}${scale > 0 ? `.${padded}` : ''}`;
          expect(toDecimalString(parseMoney(text, currency))).toBe(expected);
        },
      ),
    );
  });
});
