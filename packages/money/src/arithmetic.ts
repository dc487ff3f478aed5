import type { CurrencyCode } from './currencies.ts';
import { CurrencyMismatchError } from './errors.ts';
import { assertSameCurrency } from './comparison.ts';
import { money, type Money } from './money.ts';

export function add(a: Money, b: Money): Money {
  assertSameCurrency(a, b);
  return money(a.amountMinor + b.amountMinor, a.currency);
}

export function subtract(a: Money, b: Money): Money {
  assertSameCurrency(a, b);
  return money(a.amountMinor - b.amountMinor, a.currency);
}

export function negate(m: Money): Money {
  return money(-m.amountMinor, m.currency);
}

/** Sum of amounts that must all be in `currency`; the empty list sums to zero. */
export function sum(list: Iterable<Money>, currency: CurrencyCode): Money {
  let total = money(0n, currency).amountMinor;
  for (const m of list) {
    if (m.currency !== currency) throw new CurrencyMismatchError(currency, m.currency);
    total += m.amountMinor;
  }
  return money(total, currency);
}
