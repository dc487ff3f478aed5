import { describe, expect, it } from 'vitest';
import {
  CURRENCIES,
  CURRENCY_CODES,
  currencyScale,
  getCurrency,
  isCurrencyCode,
  minorUnitsPerMajor,
  toCurrencyCode,
  type CurrencyCode,
} from './currencies.ts';
import { MoneyArgumentError, MoneyError, UnknownCurrencyError } from './errors.ts';
import { money, zero } from './money.ts';
import { parseMoney } from './parse-money.ts';

describe('currency table', () => {
  it.each([
    ['THB', 2],
    ['VND', 0],
    ['USD', 2],
    ['CNY', 2],
    ['KRW', 0],
    ['IDR', 2],
    ['INR', 2],
    ['MYR', 2],
    ['PHP', 2],
    ['MMK', 2],
    ['BRL', 2],
    ['EUR', 2],
    ['JPY', 0],
    ['USDT', 2],
  ])('%s has scale %i', (code, scale) => {
    expect(isCurrencyCode(code)).toBe(true);
    expect(currencyScale(code)).toBe(scale);
    expect(getCurrency(code).code).toBe(code);
    expect(getCurrency(code).symbol.length).toBeGreaterThan(0);
    expect(minorUnitsPerMajor(code)).toBe(10n ** BigInt(scale));
  });

  it('lists every entry once, each keyed by its own code', () => {
    expect(new Set(CURRENCY_CODES).size).toBe(CURRENCY_CODES.length);
    for (const code of CURRENCY_CODES) expect(CURRENCIES[code].code).toBe(code);
  });

  it.each([
    'XYZ',
    'thb',
    'Thb',
    ' THB',
    'THB ',
    '',
    '__proto__',
    'constructor',
    'toString',
    'hasOwnProperty',
  ])('refuses unknown code %j with UnknownCurrencyError', (code) => {
    expect(isCurrencyCode(code)).toBe(false);
    expect(() => toCurrencyCode(code)).toThrow(UnknownCurrencyError);
    expect(() => getCurrency(code)).toThrow(UnknownCurrencyError);
    expect(() => money(1n, code as CurrencyCode)).toThrow(UnknownCurrencyError);
    expect(() => parseMoney('1', code as CurrencyCode)).toThrow(UnknownCurrencyError);
  });

  it('types the unknown-currency error', () => {
    const error = (() => {
      try {
        toCurrencyCode('XYZ');
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(MoneyError);
    expect(error).toMatchObject({ code: 'UNKNOWN_CURRENCY', currency: 'XYZ', name: 'UnknownCurrencyError' });
  });

  it.each([null, undefined, 1, {}])('refuses non-string currency %j', (code) => {
    expect(isCurrencyCode(code)).toBe(false);
    expect(() => toCurrencyCode(code)).toThrow(UnknownCurrencyError);
  });
});

describe('money()', () => {
  it('builds a frozen value', () => {
    const m = money(125000n, 'THB');
    expect(m).toEqual({ amountMinor: 125000n, currency: 'THB' });
    expect(Object.isFrozen(m)).toBe(true);
    expect(zero('VND')).toEqual({ amountMinor: 0n, currency: 'VND' });
  });

  it.each([1250, 12.5, Number.NaN, '1250', null])('refuses a non-bigint amount %j', (amount) => {
    expect(() => money(amount as unknown as bigint, 'THB')).toThrow(MoneyArgumentError);
  });
});
