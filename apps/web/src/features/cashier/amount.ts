import {
  isCurrencyCode,
  minorUnitsPerMajor,
  MoneyParseError,
  parseMoney,
  toDecimalString,
  type CurrencyCode,
} from '@platform/money';

/**
 * Amount entry for deposits, withdrawals and transfers: what the member types, read into integer
 * minor units (never a float) and checked against the channel's or the cashier's limits.
 */
export type AmountProblem = 'required' | 'format' | 'scale' | 'positive' | 'min' | 'max' | 'balance';

export type AmountCheck = { ok: true; amount: string; minor: bigint } | { ok: false; problem: AmountProblem };

export interface AmountLimits {
  /** Inclusive decimal strings in the currency (`"100.00"`). */
  min?: string;
  max?: string;
  /** What the wallet holds: more cannot be sent. */
  available?: string;
}

/** What people type: spaces and grouping commas are dropped; a decimal comma is not accepted. */
export function normaliseAmountInput(text: string): string {
  return text.trim().replace(/[\s,_']/g, '');
}

const minorOf = (amount: string, currency: CurrencyCode) => parseMoney(amount, currency).amountMinor;

/** A decimal string the server sent, in minor units; null when it cannot be read. */
export function toMinor(amount: string, currency: string): bigint | null {
  if (!isCurrencyCode(currency)) return null;
  try {
    return minorOf(amount.trim(), currency);
  } catch {
    return null;
  }
}

export function checkAmount(text: string, currency: string, limits: AmountLimits = {}): AmountCheck {
  const input = normaliseAmountInput(text);
  if (!input) return { ok: false, problem: 'required' };
  if (!isCurrencyCode(currency)) return { ok: false, problem: 'format' };
  let minor: bigint;
  try {
    // "0100" and "5." are what people type; parseMoney wants the canonical shape.
    const canonical = input.replace(/^0+(?=\d)/, '').replace(/\.$/, '');
    minor = minorOf(canonical, currency);
  } catch (error) {
    if (error instanceof MoneyParseError && error.reason === 'TOO_MANY_FRACTION_DIGITS')
      return { ok: false, problem: 'scale' };
    return { ok: false, problem: 'format' };
  }
  if (minor <= 0n) return { ok: false, problem: 'positive' };
  if (limits.min && minor < minorOf(limits.min, currency)) return { ok: false, problem: 'min' };
  if (limits.max && minor > minorOf(limits.max, currency)) return { ok: false, problem: 'max' };
  if (limits.available !== undefined && minor > minorOf(limits.available, currency))
    return { ok: false, problem: 'balance' };
  return { ok: true, amount: toDecimalString({ amountMinor: minor, currency }), minor };
}

/**
 * Quick-amount chips between `min` and `max`: the minimum, then round amounts of 1 and 5 times a
 * power of ten above it, at most `count`, never above the maximum (or `cap`, e.g. the balance).
 * With `top`, the largest round amounts instead (a transfer's minimum of 1.00 makes a poor chip).
 */
export function quickAmounts(
  min: string,
  max: string,
  currency: string,
  count = 6,
  cap?: string,
  top = false,
): string[] {
  if (!isCurrencyCode(currency)) return [];
  const unit = minorUnitsPerMajor(currency);
  let low: bigint;
  let high: bigint;
  try {
    low = minorOf(min, currency);
    high = minorOf(max, currency);
    if (cap !== undefined) {
      const capMinor = minorOf(cap, currency);
      if (capMinor < high) high = capMinor;
    }
  } catch {
    return [];
  }
  if (low <= 0n) low = unit;
  if (high < low) return [];
  const round: bigint[] = [];
  for (let power = unit; power <= high; power *= 10n) {
    for (const factor of [1n, 5n]) {
      const value = power * factor;
      if (value > low && value <= high) round.push(value);
    }
  }
  // The minimum is itself a chip when it is a whole amount (limits like 100.00 or 300.00).
  const first: bigint[] = !top && low % unit === 0n ? [low] : [];
  const rest = top ? round.slice(-count) : round.slice(0, count - first.length);
  return [...first, ...rest].map((amountMinor) => toDecimalString({ amountMinor, currency }));
}

/**
 * A chip's label without a zero fraction: `"1000.00"` reads `1,000` in English, `1.000` in
 * Vietnamese (the field still gets the exact amount). Formatted from the string, not a float.
 */
export function chipLabel(amount: string, locale = 'en-US'): string {
  const trimmed = amount.replace(/\.0+$/, '');
  try {
    return new Intl.NumberFormat(locale, { maximumFractionDigits: 20 }).format(
      trimmed as Intl.StringNumericLiteral,
    );
  } catch {
    return trimmed;
  }
}
