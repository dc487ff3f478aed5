import type { AgentContractKind } from '@platform/contracts';

/**
 * Settlement periods of the agent contracts (spec §9), cut in the merchant's IANA time zone:
 * real-time salary every 5 minutes, hourly salary the clock hour, daily salary the calendar day, and
 * dividends per the contract's cycle: D (day), W (Monday-start week), H (1st–15th, 16th–end of
 * month), M (month). Each period has a key that is the same string whenever and wherever it is
 * computed: the settlement engine uses (contract, key) as its idempotency key (ADR 0024).
 *
 * Sub-day keys carry the zone's offset at the period's start (`RT:2026-11-25T10:05+07:00`): when
 * clocks go back, the same wall-clock 5 minutes or hour happens twice, and two different periods
 * must never share a key. Day and longer periods are named by their calendar date alone.
 */

export const DIVIDEND_CYCLES = ['D', 'W', 'H', 'M'] as const;
export type DividendCycle = (typeof DIVIDEND_CYCLES)[number];

/** RT: 5-minute window; HR: clock hour; then the calendar cycles. */
export type PeriodType = 'RT' | 'HR' | DividendCycle;

export interface SettlementPeriod {
  type: PeriodType;
  key: string;
  /** [startAt, endAt): the instants the period covers. */
  startAt: Date;
  endAt: Date;
}

export const REALTIME_WINDOW_MINUTES = 5;
const MINUTE_MS = 60_000;

/** The period type a contract settles by; dividends need their cycle. */
export function periodTypeOf(kind: AgentContractKind, dividendCycle?: DividendCycle): PeriodType {
  switch (kind) {
    case 'realtimeSalary':
      return 'RT';
    case 'hourlySalary':
      return 'HR';
    case 'dailySalary':
      return 'D';
    case 'dividend':
      if (!dividendCycle) throw new Error('a dividend contract needs its cycle (D, W, H or M)');
      return dividendCycle;
  }
}

/** A wall-clock reading in a zone. */
interface Wall {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // Throws RangeError on an unknown zone, which is what a caller passing one deserves.
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function wallAt(instantMs: number, timeZone: string): Wall {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(new Date(instantMs))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour! % 24,
    minute: parts.minute!,
    second: parts.second!,
  };
}

const wallAsUtcMs = (w: Wall) => Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);

/** The zone's offset from UTC at an instant, in minutes (Bangkok: 420). */
export function offsetMinutesAt(instantMs: number, timeZone: string): number {
  const wholeSecondMs = Math.floor(instantMs / 1000) * 1000;
  return Math.round((wallAsUtcMs(wallAt(wholeSecondMs, timeZone)) - wholeSecondMs) / MINUTE_MS);
}

/**
 * The first instant whose wall clock reads `date` 00:00 or later: midnight, or the first instant after
 * a clock jump that skips midnight (a few zones start summer time at 00:00).
 */
function dayStartMs(date: CalendarDate, timeZone: string): number {
  const wallMs = Date.UTC(date.year, date.month - 1, date.day);
  // An instant of that wall time is wallMs − offset; the offset there is one of the offsets around it.
  let best = Number.POSITIVE_INFINITY;
  for (const probe of [wallMs - 14 * 60 * MINUTE_MS, wallMs + 14 * 60 * MINUTE_MS, wallMs]) {
    const candidate = wallMs - offsetMinutesAt(probe, timeZone) * MINUTE_MS;
    if (wallAsUtcMs(wallAt(candidate, timeZone)) === wallMs) best = Math.min(best, candidate);
  }
  if (best !== Number.POSITIVE_INFINITY) return best;
  // Midnight does not exist that day: the day starts where the clock lands after the jump.
  let low = wallMs - 14 * 60 * MINUTE_MS;
  let high = wallMs + 14 * 60 * MINUTE_MS;
  while (high - low > 1000) {
    const mid = Math.floor((low + high) / 2000) * 1000;
    if (wallAsUtcMs(wallAt(mid, timeZone)) >= wallMs) high = mid;
    else low = mid;
  }
  return high;
}

interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** Calendar arithmetic on dates alone (no zone): UTC dates never skip. */
function addCalendarDays(date: CalendarDate, days: number): CalendarDate {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const dateText = (d: CalendarDate) => `${pad(d.year, 4)}-${pad(d.month)}-${pad(d.day)}`;

function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** The first and the day after the last calendar date of the cycle period holding `date`. */
function calendarSpan(type: DividendCycle, date: CalendarDate): { first: CalendarDate; next: CalendarDate } {
  switch (type) {
    case 'D':
      return { first: date, next: addCalendarDays(date, 1) };
    case 'W': {
      // getUTCDay: 0 = Sunday; weeks start on Monday.
      const weekday = new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
      const first = addCalendarDays(date, -((weekday + 6) % 7));
      return { first, next: addCalendarDays(first, 7) };
    }
    case 'H': {
      const firstHalf = date.day <= 15;
      const first = { year: date.year, month: date.month, day: firstHalf ? 1 : 16 };
      const next = firstHalf
        ? { year: date.year, month: date.month, day: 16 }
        : addCalendarDays({ year: date.year, month: date.month, day: daysInMonth(date.year, date.month) }, 1);
      return { first, next };
    }
    case 'M': {
      const first = { year: date.year, month: date.month, day: 1 };
      return { first, next: addCalendarDays({ ...first, day: daysInMonth(date.year, date.month) }, 1) };
    }
  }
}

function calendarKey(type: DividendCycle, first: CalendarDate): string {
  switch (type) {
    case 'D':
    case 'W':
      return `${type}:${dateText(first)}`;
    case 'H':
      return `H:${pad(first.year, 4)}-${pad(first.month)}-${first.day === 1 ? 1 : 2}`;
    case 'M':
      return `M:${pad(first.year, 4)}-${pad(first.month)}`;
  }
}

/**
 * The sub-day window holding an instant: the wall clock's time into the window is subtracted from
 * the instant, so a window keeps its real length across a change of offset (offsets change on whole
 * hours or half hours, which are window boundaries).
 */
function windowPeriod(type: 'RT' | 'HR', instantMs: number, timeZone: string): SettlementPeriod {
  const minutes = type === 'RT' ? REALTIME_WINDOW_MINUTES : 60;
  const wholeSecondMs = Math.floor(instantMs / 1000) * 1000;
  const wall = wallAt(wholeSecondMs, timeZone);
  const intoWindowMs = ((wall.minute % minutes) * 60 + wall.second) * 1000 + (instantMs - wholeSecondMs);
  const startMs = instantMs - intoWindowMs;
  const start = wallAt(startMs, timeZone);
  const clock = `${dateText(start)}T${pad(start.hour)}:${pad(start.minute)}`;
  return {
    type,
    key: `${type}:${clock}${offsetText(offsetMinutesAt(startMs, timeZone))}`,
    startAt: new Date(startMs),
    endAt: new Date(startMs + minutes * MINUTE_MS),
  };
}

function cyclePeriod(type: DividendCycle, date: CalendarDate, timeZone: string): SettlementPeriod {
  const { first, next } = calendarSpan(type, date);
  return {
    type,
    key: calendarKey(type, first),
    startAt: new Date(dayStartMs(first, timeZone)),
    endAt: new Date(dayStartMs(next, timeZone)),
  };
}

/** The settlement period of a type that holds an instant, in a time zone. */
export function periodAt(type: PeriodType, at: Date, timeZone: string): SettlementPeriod {
  const instantMs = at.getTime();
  if (!Number.isFinite(instantMs)) throw new Error('periodAt needs a valid instant');
  if (type === 'RT' || type === 'HR') return windowPeriod(type, instantMs, timeZone);
  const wall = wallAt(Math.floor(instantMs / 1000) * 1000, timeZone);
  return cyclePeriod(type, wall, timeZone);
}

/** The period just before one (the last one that has ended, when given the current one). */
export const previousPeriod = (period: SettlementPeriod, timeZone: string): SettlementPeriod =>
  periodAt(period.type, new Date(period.startAt.getTime() - 1), timeZone);

export const nextPeriod = (period: SettlementPeriod, timeZone: string): SettlementPeriod =>
  periodAt(period.type, period.endAt, timeZone);

/** The last period of a type that has fully ended at `now`: what a settlement run settles. */
export const lastEndedPeriod = (type: PeriodType, now: Date, timeZone: string): SettlementPeriod =>
  previousPeriod(periodAt(type, now, timeZone), timeZone);

const KEY_SHAPES: Record<PeriodType, RegExp> = {
  RT: /^RT:(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})([+-]\d{2}:\d{2})$/,
  HR: /^HR:(\d{4})-(\d{2})-(\d{2})T(\d{2}):(00)([+-]\d{2}:\d{2})$/,
  D: /^D:(\d{4})-(\d{2})-(\d{2})$/,
  W: /^W:(\d{4})-(\d{2})-(\d{2})$/,
  H: /^H:(\d{4})-(\d{2})-([12])$/,
  M: /^M:(\d{4})-(\d{2})$/,
};

/**
 * The period a key names, or null when the key is not one this module would write for that zone
 * (malformed, a date that does not exist, a week key that is not a Monday, an offset the zone did
 * not have): reading a key back and writing it again gives the same key.
 */
export function periodOfKey(key: string, timeZone: string): SettlementPeriod | null {
  const type = key.slice(0, key.indexOf(':')) as PeriodType;
  const shape = KEY_SHAPES[type]?.exec(key);
  if (!shape) return null;
  const n = shape.slice(1).map((part) => Number(part));
  let period: SettlementPeriod;
  if (type === 'RT' || type === 'HR') {
    const instantMs = Date.parse(`${shape[1]}-${shape[2]}-${shape[3]}T${shape[4]}:${shape[5]}:00${shape[6]}`);
    if (!Number.isFinite(instantMs)) return null;
    period = windowPeriod(type, instantMs, timeZone);
  } else {
    const date: CalendarDate =
      type === 'H'
        ? { year: n[0]!, month: n[1]!, day: n[2] === 1 ? 1 : 16 }
        : type === 'M'
          ? { year: n[0]!, month: n[1]!, day: 1 }
          : { year: n[0]!, month: n[1]!, day: n[2]! };
    if (date.month < 1 || date.month > 12 || date.day < 1 || date.day > daysInMonth(date.year, date.month))
      return null;
    period = cyclePeriod(type, date, timeZone);
  }
  return period.key === key ? period : null;
}

/**
 * The days a period covers, as a person reads them in the merchant's zone: `2026-11-26` for a day,
 * `2026-11-23 – 2026-11-29` for a longer cycle, the window's date and times for a sub-day window.
 * Period keys are for machines (a message or a statement line names the period in these words).
 */
export function periodInWords(period: SettlementPeriod, timeZone: string): string {
  const start = wallAt(period.startAt.getTime(), timeZone);
  if (period.type === 'RT' || period.type === 'HR') {
    const end = wallAt(period.endAt.getTime(), timeZone);
    return `${dateText(start)} ${pad(start.hour)}:${pad(start.minute)}–${pad(end.hour)}:${pad(end.minute)}`;
  }
  const last = wallAt(period.endAt.getTime() - 1, timeZone);
  return period.type === 'D' ? dateText(start) : `${dateText(start)} – ${dateText(last)}`;
}
