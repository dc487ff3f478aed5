import type { DayRange } from '../components/filter-bar/filter-bar.tsx';

export type { DayRange };

/**
 * Date ranges of the account record (spec §2 transactionHistory, §9 "Date-range shortcuts: last 7
 * days, last 30 days"), as the inclusive `YYYY-MM-DD` days the API takes. Days are cut in the
 * merchant's time zone (ARCHITECTURE.md "Tenancy"), not the browser's.
 */
export const DATE_SHORTCUTS = ['today', 'yesterday', 'last7', 'last30'] as const;
export type DateShortcut = (typeof DATE_SHORTCUTS)[number];

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The calendar day of `at` in `timeZone` (the browser's zone when not given or unknown). */
export function dayInZone(at: Date, timeZone?: string): string {
  const format = (zone?: string) =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(at);
  try {
    return format(timeZone);
  } catch {
    return format();
  }
}

/** `day` moved by `days` calendar days. */
export function addDays(day: string, days: number): string {
  const match = DAY.exec(day);
  if (!match) throw new RangeError(`not a day: ${day}`);
  const utc = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + days);
  return new Date(utc).toISOString().slice(0, 10);
}

export function isDay(value: string): boolean {
  const match = DAY.exec(value);
  return !!match && addDays(value, 0) === value;
}

/** The days a shortcut stands for; "last 7 days" is today and the six days before it. */
export function shortcutRange(shortcut: DateShortcut, now: Date, timeZone?: string): DayRange {
  const today = dayInZone(now, timeZone);
  switch (shortcut) {
    case 'today':
      return { startDate: today, endDate: today };
    case 'yesterday': {
      const yesterday = addDays(today, -1);
      return { startDate: yesterday, endDate: yesterday };
    }
    case 'last7':
      return { startDate: addDays(today, -6), endDate: today };
    case 'last30':
      return { startDate: addDays(today, -29), endDate: today };
  }
}

/** A custom range put in order (a start after the end is swapped) and kept out of the future. */
export function normaliseRange(range: DayRange, now: Date, timeZone?: string): DayRange {
  const today = dayInZone(now, timeZone);
  let { startDate, endDate } = range;
  if (!isDay(startDate)) startDate = today;
  if (!isDay(endDate)) endDate = today;
  if (endDate > today) endDate = today;
  if (startDate > today) startDate = today;
  return startDate <= endDate ? { startDate, endDate } : { startDate: endDate, endDate: startDate };
}

/** The shortcut a range equals, if any (so that a custom pick of "today" lights its chip). */
export function matchingShortcut(range: DayRange, now: Date, timeZone?: string): DateShortcut | null {
  return (
    DATE_SHORTCUTS.find((s) => {
      const r = shortcutRange(s, now, timeZone);
      return r.startDate === range.startDate && r.endDate === range.endDate;
    }) ?? null
  );
}

/** A period as the URL keeps it: a shortcut (`period=last7`), or a custom range (`from`, `to`). */
export interface PeriodParams {
  period: string;
  from: string;
  to: string;
}

const isShortcut = (value: string): value is DateShortcut =>
  (DATE_SHORTCUTS as readonly string[]).includes(value);

/**
 * The days a URL's period stands for. A shortcut is re-cut against `now`, so a link to "today" shows
 * the day it is opened; a custom range is put in order and kept out of the future; anything else
 * (nothing, nonsense) is `fallback`. `shortcut` is the chip to light: the one named, or the one a
 * custom range happens to equal.
 */
export function periodRange(
  params: PeriodParams,
  fallback: DateShortcut,
  now: Date,
  timeZone?: string,
): { range: DayRange; shortcut: DateShortcut | null } {
  if (isShortcut(params.period)) {
    return { range: shortcutRange(params.period, now, timeZone), shortcut: params.period };
  }
  if (isDay(params.from) && isDay(params.to)) {
    const range = normaliseRange({ startDate: params.from, endDate: params.to }, now, timeZone);
    return { range, shortcut: matchingShortcut(range, now, timeZone) };
  }
  return { range: shortcutRange(fallback, now, timeZone), shortcut: fallback };
}

/** The URL params of a shortcut. */
export const shortcutParams = (shortcut: DateShortcut): PeriodParams => ({
  period: shortcut,
  from: '',
  to: '',
});

/** The URL params of a custom range, put in order and kept out of the future first. */
export function customParams(range: DayRange, now: Date, timeZone?: string): PeriodParams {
  const { startDate, endDate } = normaliseRange(range, now, timeZone);
  return { period: 'custom', from: startDate, to: endDate };
}
