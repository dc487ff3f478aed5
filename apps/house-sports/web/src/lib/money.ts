import { formatMoney, isCurrencyCode, parseMoney } from '@platform/money';
import { fromMinor, toMinor } from '../../../src/book/money.ts';

export { fromMinor, toMinor };

/** A decimal string from the API shown with grouping and the currency's symbol ("฿1,250.00"). */
export function formatAmount(amount: string, currency: string, locale: string): string {
  if (!isCurrencyCode(currency)) return `${amount} ${currency}`;
  try {
    return formatMoney(parseMoney(amount, currency), locale, { display: 'symbol' });
  } catch {
    return amount;
  }
}

/** What a stake typed by the player is in minor units (0 when empty or malformed). */
export function stakeMinor(text: string, currency: string): bigint {
  const cleaned = text.trim().replace(/,/g, '');
  if (!cleaned) return 0n;
  return toMinor(cleaned, currency) ?? 0n;
}
