import { CurrencyMismatchError } from './errors.ts';
import type { Money } from './money.ts';

/** Throws `CurrencyMismatchError` unless both amounts share a currency. */
export function assertSameCurrency(a: Money, b: Money): void {
  if (a.currency !== b.currency) throw new CurrencyMismatchError(a.currency, b.currency);
}

export function isZero(m: Money): boolean {
  return m.amountMinor === 0n;
}

export function isNegative(m: Money): boolean {
  return m.amountMinor < 0n;
}

export function isPositive(m: Money): boolean {
  return m.amountMinor > 0n;
}

/** −1, 0 or 1 as `a` is less than, equal to or greater than `b`; refuses mixed currencies. */
export function compare(a: Money, b: Money): -1 | 0 | 1 {
  assertSameCurrency(a, b);
  if (a.amountMinor < b.amountMinor) return -1;
  return a.amountMinor > b.amountMinor ? 1 : 0;
}

/** Same currency and same amount; amounts of different currencies are never equal (no throw). */
export function equals(a: Money, b: Money): boolean {
  return a.currency === b.currency && a.amountMinor === b.amountMinor;
}
