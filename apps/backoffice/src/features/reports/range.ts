import { REPORT_MAX_RANGE_DAYS, type ReportGrain } from '@platform/contracts';

/**
 * Report ranges are the merchant's calendar days (`YYYY-MM-DD`, both ends included), so "today" is
 * today where the merchant is, not where the operator sits. Day arithmetic runs on UTC dates, which
 * have no daylight saving: a day string plus one is always the next calendar day.
 */

export const RANGE_PRESETS = ['today', 'yesterday', 'last7', 'thisMonth', 'lastMonth', 'last30'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];
/** A preset, or `custom` for the from/to the operator typed. */
export type RangeChoice = RangePreset | 'custom';

export interface DayRange {
  from: string;
  to: string;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/** A real calendar day written `YYYY-MM-DD` (not 2026-02-30). */
export function isDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

const toUtc = (day: string) => Date.parse(`${day}T00:00:00Z`);
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const addDays = (day: string, days: number) => fromUtc(toUtc(day) + days * MS_PER_DAY);

/** Days from `from` to `to`, both included (0 when `to` is before `from`). */
export const daysInRange = ({ from, to }: DayRange) =>
  Math.max(0, Math.round((toUtc(to) - toUtc(from)) / MS_PER_DAY) + 1);

/** The calendar day it is at `now` in `timeZone` (UTC when the zone is unknown). */
export function todayIn(timeZone: string, now: Date): string {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
  } catch {
    return now.toISOString().slice(0, 10);
  }
  const parts = Object.fromEntries(format.formatToParts(now).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

const firstOfMonth = (day: string) => `${day.slice(0, 7)}-01`;
const lastOfMonth = (day: string) => addDays(firstOfMonth(addDays(firstOfMonth(day), 31)), -1);

/** The days a preset covers at `now` in the merchant's time zone. */
export function presetRange(preset: RangePreset, timeZone: string, now: Date): DayRange {
  const today = todayIn(timeZone, now);
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const yesterday = addDays(today, -1);
      return { from: yesterday, to: yesterday };
    }
    case 'last7':
      return { from: addDays(today, -6), to: today };
    case 'last30':
      return { from: addDays(today, -29), to: today };
    case 'thisMonth':
      return { from: firstOfMonth(today), to: today };
    case 'lastMonth': {
      const lastMonthDay = addDays(firstOfMonth(today), -1);
      return { from: firstOfMonth(lastMonthDay), to: lastMonthDay };
    }
  }
}

export const isRangeChoice = (value: string): value is RangeChoice =>
  value === 'custom' || (RANGE_PRESETS as readonly string[]).includes(value);

/** Why a typed range cannot be asked for, as an i18n key under `reports.range`, or null when it can. */
export function rangeProblem(range: DayRange): 'badDay' | 'reversed' | 'tooLong' | null {
  if (!isDay(range.from) || !isDay(range.to)) return 'badDay';
  if (range.to < range.from) return 'reversed';
  if (daysInRange(range) > REPORT_MAX_RANGE_DAYS) return 'tooLong';
  return null;
}

/**
 * The range the URL's choice stands for: a preset is worked out again at each visit (so "last 7
 * days" linked yesterday is still the last 7 days); `custom` keeps the typed days, falling back to
 * the default preset when they are unusable.
 */
export function resolveRange(
  choice: string,
  typed: DayRange,
  timeZone: string,
  now: Date,
  fallback: RangePreset = 'last7',
): DayRange & { choice: RangeChoice } {
  if (choice === 'custom' && rangeProblem(typed) === null) return { ...typed, choice };
  const preset = isRangeChoice(choice) && choice !== 'custom' ? choice : fallback;
  return { ...presetRange(preset, timeZone, now), choice: preset };
}

/**
 * The days one row of the revenue report covers, within the report's range: a day is itself, a week
 * (named by its Monday) runs to its Sunday, a month (`2026-11`) is its days; `total` is the range.
 * The ends are clipped to the range, as the report's first and last periods are.
 */
export function periodRange(period: string, grain: ReportGrain, range: DayRange): DayRange {
  let from: string;
  let to: string;
  if (period === 'total') return range;
  if (grain === 'month' && /^\d{4}-\d{2}$/.test(period)) {
    from = `${period}-01`;
    to = lastOfMonth(from);
  } else if (grain === 'week' && isDay(period)) {
    from = period;
    to = addDays(period, 6);
  } else {
    from = period;
    to = period;
  }
  return { from: from < range.from ? range.from : from, to: to > range.to ? range.to : to };
}
