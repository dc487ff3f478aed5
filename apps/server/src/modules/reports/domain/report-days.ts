import type { ReportGrain } from '@platform/contracts';

/**
 * Calendar days of a report, as `YYYY-MM-DD` text of the merchant's zone. Pure date arithmetic on
 * UTC midnights: a day has no time zone once it is named, so no offset enters here.
 */
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** Milliseconds of the day's UTC midnight, or null when the text is not a real calendar day. */
export function dayMs(day: string): number | null {
  const m = DAY.exec(day);
  if (!m) return null;
  const [year, month, date] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(year, month - 1, date);
  const back = new Date(ms);
  return back.getUTCFullYear() === year && back.getUTCMonth() === month - 1 && back.getUTCDate() === date
    ? ms
    : null;
}

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export type RangeCheck =
  { ok: true; from: string; to: string; days: number } | { ok: false; field: 'from' | 'to'; maxDays: number };

/** A range of days, both ends included: real days, `from` not after `to`, at most `maxDays` long. */
export function checkRange(from: string, to: string, maxDays: number): RangeCheck {
  const toMs = dayMs(to);
  if (toMs === null) return { ok: false, field: 'to', maxDays };
  const fromMs = dayMs(from);
  if (fromMs === null || fromMs > toMs) return { ok: false, field: 'from', maxDays };
  const days = (toMs - fromMs) / DAY_MS + 1;
  if (days > maxDays) return { ok: false, field: 'from', maxDays };
  return { ok: true, from, to, days };
}

/** Every day from `from` to `to`, both included, oldest first (empty when reversed). */
export function daysOf(from: string, to: string): string[] {
  const fromMs = dayMs(from);
  const toMs = dayMs(to);
  if (fromMs === null || toMs === null) return [];
  const days: string[] = [];
  for (let ms = fromMs; ms <= toMs; ms += DAY_MS) days.push(dayOf(ms));
  return days;
}

/** The day `n` days after `day` (negative goes back). */
export function shiftDay(day: string, n: number): string {
  const ms = dayMs(day);
  if (ms === null) throw new Error(`not a day: ${day}`);
  return dayOf(ms + n * DAY_MS);
}

/** The period a day falls in: itself, its week's Monday, or its month `YYYY-MM`. */
export function periodOf(day: string, grain: ReportGrain): string {
  if (grain === 'day') return day;
  if (grain === 'month') return day.slice(0, 7);
  const ms = dayMs(day);
  if (ms === null) throw new Error(`not a day: ${day}`);
  // getUTCDay: Sunday 0 … Saturday 6; weeks start on Monday.
  const sinceMonday = (new Date(ms).getUTCDay() + 6) % 7;
  return dayOf(ms - sinceMonday * DAY_MS);
}

/** The range's periods in order, each with the days of the range it covers (a period may be cut by the range). */
export function periodsOf(
  from: string,
  to: string,
  grain: ReportGrain,
): { period: string; days: string[] }[] {
  const periods: { period: string; days: string[] }[] = [];
  for (const day of daysOf(from, to)) {
    const period = periodOf(day, grain);
    const last = periods.at(-1);
    if (last?.period === period) last.days.push(day);
    else periods.push({ period, days: [day] });
  }
  return periods;
}

/**
 * A day's bit in its week's or month's bitmap of days (report_member_weeks/months): bit 0 is Monday
 * (weeks) or the 1st (months). The period is named by its first day, as the tables key it.
 */
export function dayBit(day: string, grain: 'week' | 'month'): { period: string; bit: number } {
  if (grain === 'month') return { period: `${day.slice(0, 7)}-01`, bit: 1 << (Number(day.slice(8, 10)) - 1) };
  const monday = periodOf(day, 'week');
  return { period: monday, bit: 1 << Math.round((dayMs(day)! - dayMs(monday)!) / DAY_MS) };
}

/** The weeks or months a run of days touches, each with the mask of its days among them. */
export function periodMasks(
  days: readonly string[],
  grain: 'week' | 'month',
): { period: string; mask: number }[] {
  const masks = new Map<string, number>();
  for (const day of days) {
    const { period, bit } = dayBit(day, grain);
    masks.set(period, (masks.get(period) ?? 0) | bit);
  }
  return [...masks].map(([period, mask]) => ({ period, mask }));
}

/**
 * A range split for the members' week sums (report_member_play_weeks) and week-to-date sums
 * (report_member_play_wtd): the weeks it covers to their Sunday (named by their Monday), added whole,
 * and signed week-to-date days: +e adds the week's Monday … e, −e takes it away. A week the range
 * cuts at its end is +(last day); one it cuts at its start is its whole week −(the day before the
 * range); one it cuts at both ends is +(last day) −(the day before). Summed with their signs, they
 * cover each day of the range exactly once, and read one row per member for any week.
 */
export function weekTermsOf(
  from: string,
  to: string,
): { weeks: string[]; ends: { day: string; sign: 1 | -1 }[] } {
  const weeks: string[] = [];
  const ends: { day: string; sign: 1 | -1 }[] = [];
  for (const { period, days: inWeek } of periodsOf(from, to, 'week')) {
    const first = inWeek[0]!;
    const last = inWeek.at(-1)!;
    const toSunday = last === shiftDay(period, 6);
    if (toSunday) weeks.push(period);
    else ends.push({ day: last, sign: 1 });
    if (first !== period) ends.push({ day: shiftDay(first, -1), sign: -1 });
  }
  return { weeks, ends };
}
