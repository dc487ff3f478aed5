import { currencyScale } from './currencies.ts';
import type { Money } from './money.ts';

/**
 * The amount as a plain decimal string with exactly the currency's scale, as carried in JSON:
 * `"1250.00"` (THB), `"-0.05"` (USD), `"1250"` (VND). `parseMoney` reads it back unchanged.
 */
export function toDecimalString(m: Money): string {
  const scale = currencyScale(m.currency);
  const negative = m.amountMinor < 0n;
  const digits = (negative ? -m.amountMinor : m.amountMinor).toString().padStart(scale + 1, '0');
  const sign = negative ? '-' : '';
  if (scale === 0) return sign + digits;
  return `${sign}${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
}
