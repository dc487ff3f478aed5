import { formatMoney, isCurrencyCode, parseMoney, toDecimalString } from '@platform/money';
import type { Language } from '../i18n/catalog.ts';

const LOCALES: Record<Language, string> = { en: 'en-US', th: 'th-TH', vi: 'vi-VN', ko: 'ko-KR', cn: 'zh-CN' };

/** A decimal string from the API, shown with grouping and the currency's scale ("฿1,250.00"). */
export function formatAmount(
  amount: string,
  currency: string,
  language: Language,
  withSymbol = true,
): string {
  if (!isCurrencyCode(currency)) return `${amount} ${currency}`;
  try {
    return formatMoney(parseMoney(amount, currency), LOCALES[language], {
      display: withSymbol ? 'symbol' : 'none',
    });
  } catch {
    return amount;
  }
}

/** Minor units of a decimal string (chip sums on the page are integers, never floats). */
export function toMinor(amount: string, currency: string): bigint {
  if (!isCurrencyCode(currency)) return 0n;
  try {
    return parseMoney(amount, currency).amountMinor;
  } catch {
    return 0n;
  }
}

export function fromMinor(amountMinor: bigint, currency: string): string {
  if (!isCurrencyCode(currency)) return String(amountMinor);
  return toDecimalString({ amountMinor, currency });
}
