import { toCurrencyCode, type CurrencyCode } from './currencies.ts';
import { MoneyArgumentError } from './errors.ts';

/** An amount in integer minor units of its currency (satang, cents, đồng…). Never a float. */
export type Money = { readonly amountMinor: bigint; readonly currency: CurrencyCode };

/** Largest amount a PostgreSQL `bigint` column holds: 2^63 − 1 minor units. */
export const MAX_AMOUNT_MINOR = 2n ** 63n - 1n;
/** Smallest amount a PostgreSQL `bigint` column holds: −2^63 minor units. */
export const MIN_AMOUNT_MINOR = -(2n ** 63n);

/**
 * Builds a frozen `Money`. The amount must be a `bigint`; the currency must be in the table
 * (`UnknownCurrencyError` otherwise), so values cast from JSON or SQL are checked here too.
 */
export function money(amountMinor: bigint, currency: CurrencyCode): Money {
  if (typeof amountMinor !== 'bigint') {
    throw new MoneyArgumentError(`amountMinor must be a bigint, got ${typeof amountMinor}`);
  }
  return Object.freeze({ amountMinor, currency: toCurrencyCode(currency) });
}

/** Zero in the given currency. */
export function zero(currency: CurrencyCode): Money {
  return money(0n, currency);
}

/** True when the amount fits a PostgreSQL `bigint` column. */
export function fitsInt64(m: Money): boolean {
  return m.amountMinor >= MIN_AMOUNT_MINOR && m.amountMinor <= MAX_AMOUNT_MINOR;
}
