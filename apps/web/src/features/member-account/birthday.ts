import { MEMBER_MIN_AGE_YEARS } from '@platform/contracts/client';

/**
 * The birthday field's rules (spec §9: "Please confirm you are 21 years old"), as the server applies
 * them: calendar days `YYYY-MM-DD`, "today" in the brand's time zone, whole years, and someone born
 * on 29 February turning a year older on 1 March when the year has no 29th. Checked in the browser
 * so the member hears it before the confirmation, and by the server again.
 */

/** Older than this is a typing mistake (the server's bound too). */
export const MAX_AGE_YEARS = 120;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function partsOf(day: string): [number, number, number] | null {
  const match = DAY.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, date));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== date)
    return null;
  return [year, month, date];
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Today's calendar day where the brand is (`Asia/Bangkok`…), or in the browser's zone. */
export function todayIn(timeZone: string | undefined, now: Date = new Date()): string {
  try {
    // en-CA writes dates as YYYY-MM-DD.
    return new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(now);
  } catch {
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  }
}

/** Whole years from `birthday` to `today`. */
export function ageOn(birthday: string, today: string): number | null {
  const b = partsOf(birthday);
  const t = partsOf(today);
  if (!b || !t) return null;
  const beforeBirthday = t[1] < b[1] || (t[1] === b[1] && t[2] < b[2]);
  return t[0] - b[0] - (beforeBirthday ? 1 : 0);
}

/** `years` before `today`, the day clamped to the month (2028-02-29 less 21 years is 2007-02-28). */
export function yearsBefore(today: string, years: number): string {
  const t = partsOf(today);
  if (!t) return today;
  const year = t[0] - years;
  const lastOfMonth = new Date(Date.UTC(year, t[1], 0)).getUTCDate();
  return `${pad(year, 4)}-${pad(t[1])}-${pad(Math.min(t[2], lastOfMonth))}`;
}

/** The latest birthday of someone `minYears` old today: the date field's `max`. */
export const latestBirthday = (today: string, minYears: number = MEMBER_MIN_AGE_YEARS) =>
  yearsBefore(today, minYears);

/** The earliest birthday the field takes: its `min`. */
export const earliestBirthday = (today: string) => yearsBefore(today, MAX_AGE_YEARS);

export type BirthdayProblem = 'required' | 'invalid' | 'underAge';

/** Why this birthday cannot be saved today, or null. */
export function birthdayProblem(
  birthday: string,
  today: string,
  minYears: number = MEMBER_MIN_AGE_YEARS,
): BirthdayProblem | null {
  if (!birthday.trim()) return 'required';
  const age = ageOn(birthday, today);
  if (age === null || birthday > today || age > MAX_AGE_YEARS) return 'invalid';
  return age < minYears ? 'underAge' : null;
}
