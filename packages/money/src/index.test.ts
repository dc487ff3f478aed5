import { describe, expect, it } from 'vitest';
import * as api from './index.ts';

describe('public API', () => {
  it('exports the documented functions, tables and errors', () => {
    expect(Object.keys(api).sort()).toEqual(
      [
        'BASIS_POINTS_PER_UNIT',
        'CURRENCIES',
        'CURRENCY_CODES',
        'CurrencyMismatchError',
        'MAX_AMOUNT_MINOR',
        'MIN_AMOUNT_MINOR',
        'MoneyArgumentError',
        'MoneyError',
        'MoneyParseError',
        'ROUNDING_MODES',
        'UnknownCurrencyError',
        'add',
        'allocate',
        'applyBasisPoints',
        'assertSameCurrency',
        'basisPointsOfMinor',
        'compare',
        'currencyScale',
        'divideRounded',
        'equals',
        'fitsInt64',
        'formatMoney',
        'getCurrency',
        'isCurrencyCode',
        'isNegative',
        'isPositive',
        'isRoundingMode',
        'isZero',
        'minorUnitsPerMajor',
        'money',
        'multiplyRatio',
        'negate',
        'parseMoney',
        'subtract',
        'sum',
        'toCurrencyCode',
        'toDecimalString',
        'zero',
      ].sort(),
    );
  });

  it('composes: parse, allocate, format', () => {
    const stake = api.parseMoney('100.00', 'THB');
    const parts = api.allocate(stake, [1, 1, 1]);
    expect(parts.map(api.toDecimalString)).toEqual(['33.34', '33.33', '33.33']);
    expect(api.formatMoney(api.sum(parts, 'THB'), 'en-US')).toBe('฿100.00');
  });
});
