import { UnknownCurrencyError } from './errors.ts';

/** What the platform knows of a currency. `scale` is the number of minor digits (ISO 4217 minor unit). */
export interface CurrencyInfo {
  readonly code: string;
  readonly scale: number;
  readonly symbol: string;
  /** Whether `code` is an ISO 4217 code that `Intl.NumberFormat` accepts as a currency. */
  readonly iso4217: boolean;
}

/**
 * The currency table. Scales follow ISO 4217 (VND, KRW and JPY have no minor unit);
 * USDT and TLB are not ISO currencies and are carried with two minor digits.
 */
export const CURRENCIES = {
  THB: { code: 'THB', scale: 2, symbol: '฿', iso4217: true },
  VND: { code: 'VND', scale: 0, symbol: '₫', iso4217: true },
  USD: { code: 'USD', scale: 2, symbol: '$', iso4217: true },
  CNY: { code: 'CNY', scale: 2, symbol: '¥', iso4217: true },
  KRW: { code: 'KRW', scale: 0, symbol: '₩', iso4217: true },
  IDR: { code: 'IDR', scale: 2, symbol: 'Rp', iso4217: true },
  INR: { code: 'INR', scale: 2, symbol: '₹', iso4217: true },
  MYR: { code: 'MYR', scale: 2, symbol: 'RM', iso4217: true },
  PHP: { code: 'PHP', scale: 2, symbol: '₱', iso4217: true },
  MMK: { code: 'MMK', scale: 2, symbol: 'K', iso4217: true },
  BRL: { code: 'BRL', scale: 2, symbol: 'R$', iso4217: true },
  EUR: { code: 'EUR', scale: 2, symbol: '€', iso4217: true },
  JPY: { code: 'JPY', scale: 0, symbol: '¥', iso4217: true },
  USDT: { code: 'USDT', scale: 2, symbol: 'USDT', iso4217: false },
  // The spec's own display currency of some merchants (§9: vendor 123BET replaces BTI and TCG for TLB).
  TLB: { code: 'TLB', scale: 2, symbol: 'TLB', iso4217: false },
} as const satisfies Record<string, CurrencyInfo>;

export type CurrencyCode = keyof typeof CURRENCIES;

/** Every supported currency code, in table order. */
export const CURRENCY_CODES: readonly CurrencyCode[] = Object.freeze(
  Object.keys(CURRENCIES) as CurrencyCode[],
);

/** True when `value` is a supported currency code (exact, upper-case). */
export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && Object.hasOwn(CURRENCIES, value);
}

/** Narrows an untrusted string (JSON, a database row) to a currency code, or throws `UnknownCurrencyError`. */
export function toCurrencyCode(value: unknown): CurrencyCode {
  if (!isCurrencyCode(value)) throw new UnknownCurrencyError(value);
  return value;
}

/** The table entry of a currency; throws `UnknownCurrencyError` for a code outside the table. */
export function getCurrency(code: string): CurrencyInfo {
  return CURRENCIES[toCurrencyCode(code)];
}

/** Minor digits of a currency (2 for THB, 0 for VND). */
export function currencyScale(code: string): number {
  return getCurrency(code).scale;
}

/** Minor units in one major unit: 10^scale (100n for THB, 1n for VND). */
export function minorUnitsPerMajor(code: string): bigint {
  return 10n ** BigInt(currencyScale(code));
}
