import { TZDate } from '@date-fns/tz';

/**
 * The instant a calendar day (`YYYY-MM-DD`) starts in a time zone: days, hours and periods are cut
 * in the merchant's zone (ARCHITECTURE "Tenancy") while instants are stored in UTC.
 */
export function dayStartInZone(day: string, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, date, timeZone).getTime());
}

/** Today's date (`YYYY-MM-DD`) in a time zone. */
export function todayInZone(now: Date, timeZone: string): string {
  const zoned = new TZDate(now.getTime(), timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${zoned.getFullYear()}-${pad(zoned.getMonth() + 1)}-${pad(zoned.getDate())}`;
}

/** The calendar day `days` after `day` (negative goes back). */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const shifted = new Date(Date.UTC(year, month - 1, date + days));
  return shifted.toISOString().slice(0, 10);
}

/** The zone's offset from GMT at an instant, as clocks show it: "GMT+07:00", "GMT-03:30", "GMT+00:00". */
export function gmtOffset(now: Date, timeZone: string): string {
  const minutes = -new TZDate(now.getTime(), timeZone).getTimezoneOffset();
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `GMT${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
