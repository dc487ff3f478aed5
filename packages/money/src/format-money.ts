import { getCurrency, type CurrencyInfo } from './currencies.ts';
import { toDecimalString } from './decimal-string.ts';
import type { Money } from './money.ts';

/** How the currency is shown: its symbol (`฿1,250.00`), its code (`THB 1,250.00`) or not at all (`1,250.00`). */
export type CurrencyDisplay = 'symbol' | 'code' | 'none';

export interface FormatMoneyOptions {
  readonly display?: CurrencyDisplay;
}

/** ISO 4217 "no currency": lets Intl place a code for currencies it does not know (USDT). */
const PLACEHOLDER_CURRENCY = 'XXX';
const MAX_CACHED_FORMATTERS = 256;
const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Formats for display in `locale` with `Intl.NumberFormat`, always with exactly the currency's
 * scale. The decimal string is formatted as a string (exact on Node ≥ 20), never through a float.
 * An invalid locale throws Intl's `RangeError`.
 */
export function formatMoney(
  m: Money,
  locale: string | readonly string[],
  options: FormatMoneyOptions = {},
): string {
  const currency = getCurrency(m.currency);
  const display = options.display ?? 'symbol';
  const value = toDecimalString(m) as Intl.StringNumericLiteral;
  const formatter = formatterFor(locale, currency, display);

  if (display === 'none' || currency.iso4217) return formatter.format(value);
  const label = display === 'code' ? currency.code : currency.symbol;
  return formatter
    .formatToParts(value)
    .map((part) => (part.type === 'currency' ? label : part.value))
    .join('');
}

function formatterFor(
  locale: string | readonly string[],
  currency: CurrencyInfo,
  display: CurrencyDisplay,
): Intl.NumberFormat {
  const locales = typeof locale === 'string' ? [locale] : [...locale];
  const key = `${locales.join(',')}|${currency.code}|${display}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const digits = { minimumFractionDigits: currency.scale, maximumFractionDigits: currency.scale };
    formatter =
      display === 'none'
        ? new Intl.NumberFormat(locales, { style: 'decimal', ...digits })
        : new Intl.NumberFormat(locales, {
            style: 'currency',
            currency: currency.iso4217 ? currency.code : PLACEHOLDER_CURRENCY,
            currencyDisplay: display === 'symbol' && currency.iso4217 ? 'narrowSymbol' : 'code',
            ...digits,
          });
    if (formatters.size >= MAX_CACHED_FORMATTERS) formatters.clear();
    formatters.set(key, formatter);
  }
  return formatter;
}
