import {
  isCurrencyCode,
  minorUnitsPerMajor,
  parseMoney,
  toDecimalString,
  type CurrencyCode,
} from '@platform/money';

export type { CurrencyCode };
export { isCurrencyCode };

/**
 * The "betting unit" of a currency in minor units: one major unit for most, more for currencies whose
 * major unit is tiny (1 VND would be a meaningless stake). Bet options and chips are multiples of it.
 */
const BETTING_UNIT_MAJOR: Partial<Record<CurrencyCode, bigint>> = {
  VND: 1_000n,
  KRW: 100n,
  JPY: 10n,
  IDR: 1_000n,
};

export function bettingUnitMinor(currency: CurrencyCode): bigint {
  return (BETTING_UNIT_MAJOR[currency] ?? 1n) * minorUnitsPerMajor(currency);
}

/** Minor units as the protocol's decimal string ("12.50" for THB, "12500" for VND). */
export function toDecimal(amountMinor: bigint, currency: CurrencyCode): string {
  return toDecimalString({ amountMinor, currency });
}

/** A decimal string from the wire, or null when it is not a valid non-negative amount of the currency. */
export function parseAmount(amount: unknown, currency: CurrencyCode): bigint | null {
  if (typeof amount !== 'string') return null;
  try {
    const parsed = parseMoney(amount, currency).amountMinor;
    return parsed >= 0n ? parsed : null;
  } catch {
    return null;
  }
}

/** Demo credits of a fresh fun wallet: 2,000 betting units (2,000.00 THB). */
export function funStartingBalanceMinor(currency: CurrencyCode): bigint {
  return 2_000n * bettingUnitMinor(currency);
}
