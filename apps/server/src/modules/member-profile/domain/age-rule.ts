// Spec §9 age rules: the birthday notice asks the member to confirm they are 21
// (MEMBER_MIN_AGE_YEARS). Days are calendar days (`YYYY-MM-DD`); "today" is the merchant's, cut
// in its time zone by the caller, so the rule itself needs no clock.

/** Older than this is a typing mistake, not a member. */
export const MAX_AGE_YEARS = 120;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function partsOf(day: string): [number, number, number] | null {
  const match = DAY.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, date));
  // Date.UTC rolls 2001-02-30 over to March: a day that does not exist comes back different.
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== date)
    return null;
  return [year, month, date];
}

/** True for a day that exists in the calendar (`2024-02-29` yes, `2023-02-29` no). */
export const isCalendarDay = (day: string) => partsOf(day) !== null;

/**
 * Whole years from `birthday` to `today`. Someone born on 29 February has their birthday on
 * 1 March in a year without one (the later of the two readings: the age gate never opens early).
 */
export function ageOn(birthday: string, today: string): number {
  const b = partsOf(birthday);
  const t = partsOf(today);
  if (!b || !t) throw new Error(`not a calendar day: ${birthday} / ${today}`);
  const beforeBirthday = t[1] < b[1] || (t[1] === b[1] && t[2] < b[2]);
  return t[0] - b[0] - (beforeBirthday ? 1 : 0);
}

export type BirthdayProblem = 'INVALID' | 'UNDER_AGE';

/** Why a member may not give this birthday today, or null when it is acceptable. */
export function birthdayProblem(birthday: string, today: string, minYears: number): BirthdayProblem | null {
  if (!isCalendarDay(birthday) || birthday > today) return 'INVALID';
  const age = ageOn(birthday, today);
  if (age > MAX_AGE_YEARS) return 'INVALID';
  return age < minYears ? 'UNDER_AGE' : null;
}

/**
 * A birthday as registration stored it (the register form's date patterns are `yyyy-MM-dd` and
 * `MM-dd-yyyy`), as `YYYY-MM-DD`; null when none is stored or it is not a real day.
 */
export function storedBirthday(raw: string | null | undefined): string | null {
  const text = raw?.trim();
  if (!text) return null;
  const us = /^(\d{2})[-/](\d{2})[-/](\d{4})$/.exec(text);
  const day = us ? `${us[3]}-${us[1]}-${us[2]}` : text.replace(/\//g, '-');
  return isCalendarDay(day) ? day : null;
}
