import { isCurrencyCode, MoneyParseError, parseMoney, toDecimalString } from '@platform/money';

export type AmountProblem = 'format' | 'scale' | 'zero' | 'negative';

export type ParsedAmount = { ok: true; minor: bigint; text: string } | { ok: false; problem: AmountProblem };

/**
 * An amount as an operator types it, read exactly (integer minor units, never a float) in the
 * currency's scale: `"50"`, `"50.5"` and `"50.50"` are all 50.50 THB. `signed` admits a leading
 * `+` or `-`; otherwise the amount must be above zero. `text` is the canonical decimal string.
 */
export function parseAmount(
  input: string,
  currency: string,
  options: { signed?: boolean } = {},
): ParsedAmount {
  const trimmed = input.trim();
  const unsigned = options.signed ? trimmed.replace(/^\+(?=\d)/, '') : trimmed;
  if (!isCurrencyCode(currency)) {
    // A currency outside the table: read at 8 decimals and let the server judge the scale.
    const shape = /^(-?)(\d{1,15})(?:\.(\d{1,8}))?$/.exec(unsigned);
    if (!shape) return { ok: false, problem: 'format' };
    const units = BigInt(shape[2]!) * 10n ** 8n + BigInt((shape[3] ?? '').padEnd(8, '0'));
    return check(shape[1] ? -units : units, unsigned);
  }
  try {
    const money = parseMoney(unsigned, currency);
    return check(money.amountMinor, toDecimalString(money));
  } catch (error) {
    if (error instanceof MoneyParseError && error.reason === 'TOO_MANY_FRACTION_DIGITS') {
      return { ok: false, problem: 'scale' };
    }
    return { ok: false, problem: 'format' };
  }

  function check(minor: bigint, text: string): ParsedAmount {
    if (minor === 0n) return { ok: false, problem: 'zero' };
    if (minor < 0n && !options.signed) return { ok: false, problem: 'negative' };
    return { ok: true, minor, text };
  }
}

/** Minor units of a decimal string the server sent (always in the currency's scale), or null. */
export function minorOf(value: string, currency: string): bigint | null {
  if (!isCurrencyCode(currency)) return null;
  try {
    return parseMoney(value, currency).amountMinor;
  } catch {
    return null;
  }
}

/** The absolute value of a signed decimal string, for sentences like "credit 50.00". */
export const magnitude = (text: string) => text.replace(/^[-+]/, '');

/** `a + b` for two decimal strings of one currency, as a decimal string; null if either is unreadable. */
export function addAmounts(a: string, b: string, currency: string): string | null {
  const x = minorOf(a, currency);
  const y = minorOf(b, currency);
  if (x === null || y === null || !isCurrencyCode(currency)) return null;
  return toDecimalString({ amountMinor: x + y, currency });
}

/** A count of minor units as the reconciliation report carries it (`"-1234"`), as a decimal string (`"-12.34"`). */
export function fromMinor(minor: string, currency: string): string {
  if (!/^-?\d+$/.test(minor) || !isCurrencyCode(currency)) return minor;
  return toDecimalString({ amountMinor: BigInt(minor), currency });
}
