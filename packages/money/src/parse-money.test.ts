import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCIES, CURRENCY_CODES, type CurrencyCode } from './currencies.ts';
import { MoneyError, MoneyParseError, type MoneyParseReason } from './errors.ts';
import { parseMoney } from './parse-money.ts';
import { currencyArb } from './test-arbitraries.ts';

function reasonOf(input: unknown, currency: CurrencyCode): MoneyParseReason | 'accepted' {
  try {
    parseMoney(input as string, currency);
    return 'accepted';
  } catch (error) {
    if (error instanceof MoneyParseError) return error.reason;
    throw error;
  }
}

describe('parseMoney accepts plain decimal strings', () => {
  it.each<[string, CurrencyCode, bigint]>([
    ['1250', 'THB', 125000n],
    ['1250.5', 'THB', 125050n],
    ['1250.50', 'THB', 125050n],
    ['-3.10', 'THB', -310n],
    ['-3.1', 'USD', -310n],
    ['0', 'THB', 0n],
    ['0.00', 'THB', 0n],
    ['-0', 'THB', 0n],
    ['-0.00', 'EUR', 0n],
    ['0.01', 'USD', 1n],
    ['-0.05', 'USDT', -5n],
    ['1250', 'VND', 1250n],
    ['-7', 'JPY', -7n],
    ['50000', 'KRW', 50000n],
    ['92233720368547758.07', 'USD', 2n ** 63n - 1n],
    ['-92233720368547758.08', 'USD', -(2n ** 63n)],
    ['9223372036854775807', 'VND', 2n ** 63n - 1n],
  ])('%j %s → %s', (input, currency, expected) => {
    expect(parseMoney(input, currency)).toEqual({ amountMinor: expected, currency });
  });
});

describe('parseMoney refuses malformed strings with a reason', () => {
  it.each<[unknown, CurrencyCode, MoneyParseReason]>([
    ['', 'THB', 'EMPTY'],
    ['+', 'THB', 'INVALID_SIGN'],
    ['+5', 'THB', 'INVALID_SIGN'],
    ['--5', 'THB', 'INVALID_SIGN'],
    ['5-', 'THB', 'INVALID_SIGN'],
    ['1-2', 'THB', 'INVALID_SIGN'],
    ['-+5', 'THB', 'INVALID_SIGN'],
    ['.', 'THB', 'NO_DIGITS'],
    ['-', 'THB', 'NO_DIGITS'],
    ['-.', 'THB', 'NO_DIGITS'],
    ['.5', 'THB', 'MISSING_INTEGER_PART'],
    ['-.5', 'THB', 'MISSING_INTEGER_PART'],
    ['5.', 'THB', 'MISSING_FRACTION_PART'],
    ['5.', 'VND', 'MISSING_FRACTION_PART'],
    ['1.234', 'THB', 'TOO_MANY_FRACTION_DIGITS'],
    ['1.000', 'USD', 'TOO_MANY_FRACTION_DIGITS'],
    ['1.0', 'VND', 'TOO_MANY_FRACTION_DIGITS'],
    ['1.5', 'JPY', 'TOO_MANY_FRACTION_DIGITS'],
    ['0.001', 'USDT', 'TOO_MANY_FRACTION_DIGITS'],
    ['1e3', 'THB', 'EXPONENT'],
    ['1E3', 'VND', 'EXPONENT'],
    ['1e-3', 'THB', 'EXPONENT'],
    ['1.5e2', 'THB', 'EXPONENT'],
    ['-2E+2', 'THB', 'EXPONENT'],
    ['1e21', 'KRW', 'EXPONENT'],
    [' 1', 'THB', 'WHITESPACE'],
    ['1 ', 'THB', 'WHITESPACE'],
    ['1 000', 'THB', 'WHITESPACE'],
    ['1\u00a0000', 'THB', 'WHITESPACE'],
    ['1\u202f000', 'THB', 'WHITESPACE'],
    ['\t1', 'THB', 'WHITESPACE'],
    ['1\n', 'THB', 'WHITESPACE'],
    ['- 1', 'THB', 'WHITESPACE'],
    ['1,250', 'THB', 'GROUPING_SEPARATOR'],
    ['1,250.00', 'THB', 'GROUPING_SEPARATOR'],
    ['1,5', 'THB', 'GROUPING_SEPARATOR'],
    ['1_000', 'THB', 'GROUPING_SEPARATOR'],
    ["1'000", 'THB', 'GROUPING_SEPARATOR'],
    ['01', 'THB', 'LEADING_ZERO'],
    ['00.5', 'THB', 'LEADING_ZERO'],
    ['-01', 'THB', 'LEADING_ZERO'],
    ['00', 'VND', 'LEADING_ZERO'],
    ['1.2.3', 'THB', 'MALFORMED'],
    ['1..2', 'THB', 'MALFORMED'],
    ['abc', 'THB', 'INVALID_CHARACTER'],
    ['NaN', 'THB', 'INVALID_CHARACTER'],
    ['Infinity', 'THB', 'INVALID_CHARACTER'],
    ['-Infinity', 'THB', 'INVALID_CHARACTER'],
    ['0x10', 'THB', 'INVALID_CHARACTER'],
    ['0b1', 'THB', 'INVALID_CHARACTER'],
    ['1n', 'THB', 'INVALID_CHARACTER'],
    ['$5', 'USD', 'INVALID_CHARACTER'],
    ['5THB', 'THB', 'INVALID_CHARACTER'],
    ['１２', 'THB', 'INVALID_CHARACTER'],
    ['١٢', 'THB', 'INVALID_CHARACTER'],
    ['\u22123', 'THB', 'INVALID_CHARACTER'],
    ['92233720368547758.08', 'USD', 'OUT_OF_RANGE'],
    ['-92233720368547758.09', 'USD', 'OUT_OF_RANGE'],
    ['9223372036854775808', 'JPY', 'OUT_OF_RANGE'],
    ['1'.repeat(65), 'VND', 'TOO_LONG'],
    [1250, 'THB', 'NOT_A_STRING'],
    [12.5, 'THB', 'NOT_A_STRING'],
    [1250n, 'THB', 'NOT_A_STRING'],
    [null, 'THB', 'NOT_A_STRING'],
    [undefined, 'THB', 'NOT_A_STRING'],
  ])('%o %s → %s', (input, currency, reason) => {
    expect(reasonOf(input, currency)).toBe(reason);
  });

  it('carries the reason, the input and the currency', () => {
    const error = (() => {
      try {
        parseMoney('1.234', 'THB');
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(MoneyParseError);
    expect(error).toBeInstanceOf(MoneyError);
    expect(error).toMatchObject({
      name: 'MoneyParseError',
      code: 'MONEY_PARSE',
      reason: 'TOO_MANY_FRACTION_DIGITS',
      input: '1.234',
      currency: 'THB',
    });
  });
});

describe('parseMoney properties', () => {
  const exponentArb = fc
    .tuple(
      fc.constantFrom('', '-', '+'),
      fc.stringMatching(/^[0-9]{0,6}$/),
      fc.constantFrom('', '.'),
      fc.stringMatching(/^[0-9]{0,4}$/),
      fc.constantFrom('e', 'E'),
      fc.constantFrom('', '-', '+'),
      fc.stringMatching(/^[0-9]{0,4}$/),
    )
    .map((parts) => parts.join(''));

  it('never accepts a float-ish input with an exponent', () => {
    fc.assert(
      fc.property(exponentArb, currencyArb, (input, currency) => {
        expect(() => parseMoney(input, currency)).toThrow(MoneyParseError);
      }),
    );
  });

  it('never accepts what JavaScript prints for a double in exponent form, NaN or Infinity', () => {
    fc.assert(
      fc.property(fc.double(), currencyArb, (value, currency) => {
        const text = String(value);
        fc.pre(/[eEN]/.test(text));
        expect(() => parseMoney(text, currency)).toThrow(MoneyParseError);
      }),
    );
  });

  it('accepts exactly the strict decimal grammar within the scale (oracle on noisy strings)', () => {
    const noisy = fc.string({ unit: fc.constantFrom(...'0123456789.-+eE, _'.split('')), maxLength: 12 });
    fc.assert(
      fc.property(noisy, currencyArb, (input, currency) => {
        const scale = CURRENCIES[currency].scale;
        const grammar = new RegExp(`^-?(0|[1-9][0-9]*)${scale > 0 ? `(\\.[0-9]{1,${scale}})?` : ''}$`);
        expect(reasonOf(input, currency) === 'accepted').toBe(grammar.test(input));
      }),
      { numRuns: 2000 },
    );
  });

  it.each(CURRENCY_CODES)('reads integer and fraction digits exactly in %s', (currency) => {
    const scale = CURRENCIES[currency].scale;
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        fc.stringMatching(new RegExp(`^[0-9]{0,${scale}}$`)),
        fc.boolean(),
        (integer, fraction, negative) => {
          const text = `${negative ? '-' : ''}${integer}${fraction ? `.${fraction}` : ''}`;
          const magnitude = integer * 10n ** BigInt(scale) + BigInt(fraction.padEnd(scale, '0') || '0');
          expect(parseMoney(text, currency).amountMinor).toBe(negative ? -magnitude : magnitude);
        },
      ),
    );
  });
});
