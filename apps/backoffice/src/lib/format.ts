import { formatMoney, isCurrencyCode, parseMoney } from '@platform/money';
import { useTranslation } from 'react-i18next';

/** Date-time formatting in the console language; `—` for a missing value. */
export function useDateTime() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language === 'CN' ? 'zh-CN' : 'en', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (value: string | null | undefined) => (value ? format.format(new Date(value)) : '—');
}

/**
 * A decimal amount from the server, grouped for reading in the console language (`-220,000.00`),
 * exactly: the string is formatted, never a float. Unknown currencies and odd strings pass through.
 */
export function useMoney() {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'CN' ? 'zh-CN' : 'en';
  return (value: string | null | undefined, currency: string) => {
    if (value === null || value === undefined) return '—';
    if (!isCurrencyCode(currency)) return value;
    try {
      return formatMoney(parseMoney(value, currency), locale, { display: 'none' });
    } catch {
      return value;
    }
  };
}
