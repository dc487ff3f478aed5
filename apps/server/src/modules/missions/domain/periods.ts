import type { MissionPeriod } from '@platform/contracts';

/**
 * The merchant's zone as the periods need it (platform/time-zone.ts builds it): which day an
 * instant falls on, and the instant a day starts.
 */
export interface Zone {
  today(now: Date): string;
  dayStart(day: string): Date;
}

/** The calendar day `days` after `day`. */
function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** A mission period: its days in the merchant's zone (`endDay` excluded) and the instants they span. */
export interface PeriodWindow {
  period: MissionPeriod;
  /** First day, `YYYY-MM-DD` in the merchant's zone (the claim's key). */
  start: string;
  /** The day after the last one. */
  endDay: string;
  startsAt: Date;
  endsAt: Date;
}

/** ISO weekday of a calendar day: 1 Monday … 7 Sunday. */
function isoWeekday(day: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const w = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return w === 0 ? 7 : w;
}

/** The period that a given day of the merchant's zone belongs to (weeks start on Monday). */
export function periodOfDay(period: MissionPeriod, day: string, zone: Zone): PeriodWindow {
  const start = period === 'DAILY' ? day : addDays(day, 1 - isoWeekday(day));
  const endDay = addDays(start, period === 'DAILY' ? 1 : 7);
  return {
    period,
    start,
    endDay,
    startsAt: zone.dayStart(start),
    endsAt: zone.dayStart(endDay),
  };
}

/** The period running at an instant, cut in the merchant's zone. */
export function currentPeriod(period: MissionPeriod, now: Date, zone: Zone): PeriodWindow {
  return periodOfDay(period, zone.today(now), zone);
}

/** The period just before `window`. */
export function previousPeriod(window: PeriodWindow, zone: Zone): PeriodWindow {
  return periodOfDay(window.period, addDays(window.start, -1), zone);
}

/** Whether `start` is a valid first day of a period (today for daily, a Monday for weekly). */
export function isPeriodStart(period: MissionPeriod, start: string): boolean {
  return period === 'DAILY' || isoWeekday(start) === 1;
}

/** A completed mission stays claimable until its period ends plus the grace. */
export function claimDeadline(window: PeriodWindow, graceHours: number): Date {
  return new Date(window.endsAt.getTime() + graceHours * 3_600_000);
}

/**
 * Which period a claim may name at `now`: the current one, or the previous one while its grace
 * lasts. Anything else has lapsed (or has not begun).
 */
export function claimablePeriod(
  period: MissionPeriod,
  start: string,
  now: Date,
  zone: Zone,
  graceHours: number,
): PeriodWindow | null {
  const current = currentPeriod(period, now, zone);
  if (start === current.start) return current;
  const previous = previousPeriod(current, zone);
  if (start === previous.start && now < claimDeadline(previous, graceHours)) return previous;
  return null;
}
