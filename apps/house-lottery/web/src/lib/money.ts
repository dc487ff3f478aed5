import { CURRENCIES, isCurrencyCode, toDecimalString } from '@platform/money';

/** Minor units (a string of digits) as the decimal string of the currency; never through floats. */
export function minorToDecimal(minor: string | bigint, currency: string): string {
  const code = isCurrencyCode(currency) ? currency : 'THB';
  return toDecimalString({ amountMinor: BigInt(minor), currency: code });
}

/** A decimal amount with the currency's symbol and thousands separators, for display. */
export function showMoney(decimal: string, currency: string): string {
  const symbol = isCurrencyCode(currency) ? CURRENCIES[currency].symbol : currency;
  const negative = decimal.startsWith('-');
  const [whole, fraction] = decimal.replace('-', '').split('.');
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${symbol}${grouped}${fraction ? `.${fraction}` : ''}`;
}
