import { formatMoney, isCurrencyCode, parseMoney } from '@platform/money';
import { currentBcp47 } from './language.ts';

/** "GMT+07:00" for a time zone at an instant (the agent page clock, spec §2). */
export function gmtOffsetLabel(timeZone: string | undefined, at: Date = new Date()): string {
  const minutes = timeZoneOffsetMinutes(timeZone, at);
  const sign = minutes >= 0 ? '+' : '-';
  const abs = Math.abs(minutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `GMT${sign}${hh}:${mm}`;
}

/** Offset of `timeZone` from UTC in minutes at `at` (local zone when not given or unknown). */
export function timeZoneOffsetMinutes(timeZone: string | undefined, at: Date = new Date()): number {
  if (!timeZone) return -at.getTimezoneOffset();
  try {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    }).formatToParts(at);
    const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
    const asUtc = Date.UTC(
      get('year'),
      get('month') - 1,
      get('day'),
      get('hour'),
      get('minute'),
      get('second'),
    );
    return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60000);
  } catch {
    return -at.getTimezoneOffset();
  }
}

export function formatDateTime(at: Date, timeZone?: string, options: { seconds?: boolean } = {}): string {
  try {
    return new Intl.DateTimeFormat(currentBcp47(), {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: options.seconds === false ? undefined : '2-digit',
      hour12: false,
    }).format(at);
  } catch {
    return at.toISOString();
  }
}

/** The calendar date of an instant in a time zone, in the current language (a registration day). */
export function formatDate(at: Date, timeZone?: string): string {
  try {
    return new Intl.DateTimeFormat(currentBcp47(), {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(at);
  } catch {
    return at.toISOString().slice(0, 10);
  }
}

/** Formats a decimal-string amount (API.md: money travels as strings) for display, without floats. */
export function formatAmount(amount: string, symbol = ''): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(amount.trim());
  if (!match) return amount;
  const [, sign = '', whole = '0', fraction] = match;
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${symbol}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/**
 * A decimal-string amount in `currency` for display in the current language (`10,000.00`,
 * `50.000` in Vietnamese), with the currency's exact scale: parsed into minor units and formatted by
 * `@platform/money`, never through a float. Amounts it cannot read fall back to `formatAmount`.
 */
export function formatMoneyText(
  amount: string,
  currency: string,
  options: { display?: 'symbol' | 'code' | 'none'; locale?: string } = {},
): string {
  if (!isCurrencyCode(currency)) return formatAmount(amount);
  try {
    return formatMoney(parseMoney(amount.trim(), currency), options.locale ?? currentBcp47(), {
      display: options.display ?? 'none',
    });
  } catch {
    return formatAmount(amount);
  }
}

/** A whole number grouped in the current language (`12,345`). */
export function formatCount(value: number): string {
  try {
    return new Intl.NumberFormat(currentBcp47(), { maximumFractionDigits: 0 }).format(value);
  } catch {
    return String(value);
  }
}

/**
 * A calendar day (`YYYY-MM-DD`, a merchant's day as the API names it) in the current language. The
 * day is formatted as it is, never moved by the browser's time zone.
 */
export function formatDay(day: string, locale: string = currentBcp47()): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const at = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  try {
    return new Intl.DateTimeFormat(locale, {
      timeZone: 'UTC',
      year: 'numeric',
      month: 'short',
      day: 'numeric',
    }).format(at);
  } catch {
    return day;
  }
}
