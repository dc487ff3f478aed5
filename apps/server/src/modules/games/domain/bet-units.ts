import { currencyScale, isCurrencyCode } from '@platform/money';

/**
 * Catalog stakes are in "bet units" (spec §9: slots claim a 1-unit minimum bet); one unit is worth
 * this many major units of the merchant's currency, so that a minimum bet reads naturally in each
 * (1 baht, 1,000 dong). Currencies not listed bet in whole major units.
 */
const BET_UNIT_MAJOR: Record<string, bigint> = {
  VND: 1000n,
  IDR: 1000n,
  KRW: 1000n,
  MMK: 1000n,
  JPY: 100n,
};

export const betUnitMajor = (currency: string): bigint => BET_UNIT_MAJOR[currency] ?? 1n;

/** Minor digits of a currency; a code outside the money table (e.g. the platform's TLB) has 2. */
export const scaleOf = (currency: string): number => (isCurrencyCode(currency) ? currencyScale(currency) : 2);

const UNITS = /^(\d{1,12})(?:\.(\d{1,2}))?$/;

/**
 * A catalog stake (`numeric(12,2)` text, e.g. "0.50") as a decimal string in the currency's scale,
 * rounded half up to the currency's minor unit: "0.50" units is "0.50" THB and "500" VND.
 */
export function stakeInCurrency(unitsText: string, currency: string): string {
  const match = UNITS.exec(unitsText);
  if (!match) throw new Error(`bad stake units ${unitsText}`);
  const hundredths = BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
  const scale = scaleOf(currency);
  // minor = hundredths × unit × 10^scale / 100, rounded half up.
  const numerator = hundredths * betUnitMajor(currency) * 10n ** BigInt(scale);
  const minor = (numerator + 50n) / 100n;
  if (scale === 0) return minor.toString();
  const digits = minor.toString().padStart(scale + 1, '0');
  return `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
}

const DECIMAL = /^\d{1,12}(?:\.\d{1,4})?$/;

/**
 * The `minBet` filter (a decimal string in the merchant's currency) as the largest catalog stake in
 * units it admits, an exact decimal for SQL (`min_bet_units <= $1::numeric`); undefined when the
 * text is not a plain non-negative decimal.
 */
export function minBetLimitUnits(minBet: string, currency: string): string | undefined {
  if (!DECIMAL.test(minBet)) return undefined;
  const [whole = '0', fraction = ''] = minBet.split('.');
  const unit = betUnitMajor(currency);
  if (unit === 1n) return `${BigInt(whole)}${fraction ? `.${fraction}` : ''}`;
  // Divide by a power-of-ten unit exactly: shift the decimal point.
  const shift = unit.toString().length - 1;
  const digits = (BigInt(whole).toString() + fraction).padStart(shift + fraction.length + 1, '0');
  const point = digits.length - fraction.length - shift;
  return `${digits.slice(0, point)}.${digits.slice(point) || '0'}`;
}
