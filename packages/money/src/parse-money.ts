import { CURRENCIES, toCurrencyCode, type CurrencyCode } from './currencies.ts';
import { MoneyParseError, type MoneyParseReason } from './errors.ts';
import { MAX_AMOUNT_MINOR, MIN_AMOUNT_MINOR, money, type Money } from './money.ts';

/** Longer inputs are refused before any digit is read (an int64 amount needs at most 22 characters). */
const MAX_INPUT_LENGTH = 64;

/** Optional minus, integer digits, optional point and fraction digits: ASCII only, nothing else. */
const SHAPE = /^(-?)([0-9]*)(?:(\.)([0-9]*))?$/;

/**
 * Parses a plain decimal string (`"1250"`, `"1250.5"`, `"1250.50"`, `"-3.10"`) into minor units.
 * Refused with a `MoneyParseError` and its reason: more fraction digits than the currency's scale,
 * exponents, whitespace, grouping separators, a plus sign, leading zeros, a bare `"."` or `"-"`,
 * `".5"`, `"5."`, non-ASCII digits, and amounts outside the PostgreSQL `bigint` range.
 * An unknown currency throws `UnknownCurrencyError`.
 */
export function parseMoney(decimalString: string, currency: CurrencyCode): Money {
  const code = toCurrencyCode(currency);
  const { scale } = CURRENCIES[code];
  const fail = (reason: MoneyParseReason): never => {
    throw new MoneyParseError(reason, decimalString, code);
  };

  if (typeof decimalString !== 'string') return fail('NOT_A_STRING');
  const input = decimalString;
  if (input.length === 0) return fail('EMPTY');
  if (input.length > MAX_INPUT_LENGTH) return fail('TOO_LONG');

  const shape = SHAPE.exec(input);
  if (!shape) return fail(diagnose(input));
  const [, sign = '', integerDigits = '', point, fractionDigits = ''] = shape;

  if (integerDigits === '' && fractionDigits === '') return fail('NO_DIGITS');
  if (integerDigits === '') return fail('MISSING_INTEGER_PART');
  if (point !== undefined && fractionDigits === '') return fail('MISSING_FRACTION_PART');
  if (integerDigits.length > 1 && integerDigits.startsWith('0')) return fail('LEADING_ZERO');
  if (fractionDigits.length > scale) return fail('TOO_MANY_FRACTION_DIGITS');

  const magnitude = BigInt(integerDigits + fractionDigits.padEnd(scale, '0'));
  const amountMinor = sign === '-' ? -magnitude : magnitude;
  if (amountMinor > MAX_AMOUNT_MINOR || amountMinor < MIN_AMOUNT_MINOR) return fail('OUT_OF_RANGE');
  return money(amountMinor, code);
}

/** Names the first problem of an input that does not have the plain decimal shape. */
function diagnose(input: string): MoneyParseReason {
  if (/\s/.test(input)) return 'WHITESPACE';
  if (/^[-+]?[0-9.]*[eE][-+]?[0-9]*$/.test(input)) return 'EXPONENT';
  if (/[,_'’]/.test(input) && /^[-+]?[0-9.,_'’]*$/.test(input)) return 'GROUPING_SEPARATOR';
  if (/^[-+0-9.]*$/.test(input)) return /[+]|.-|^--/.test(input) ? 'INVALID_SIGN' : 'MALFORMED';
  return 'INVALID_CHARACTER';
}
