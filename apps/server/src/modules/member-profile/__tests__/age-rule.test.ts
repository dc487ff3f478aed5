import { MEMBER_MIN_AGE_YEARS } from '@platform/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ageOn, birthdayProblem, isCalendarDay, storedBirthday } from '../domain/age-rule.ts';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const dayOf = (d: Date) => `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
const shift = (day: string, days: number) =>
  dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000));
const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

/** Any real day between 1900 and 2100. */
const calendarDay = fc
  .integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2100, 11, 31) })
  .map((ms) => dayOf(new Date(Math.floor(ms / 86_400_000) * 86_400_000)));

/** The day `years` after `day`, 29 February landing on 1 March in a year without it. */
function anniversary(day: string, years: number): string {
  const year = Number(day.slice(0, 4)) + years;
  if (day.endsWith('-02-29') && !isLeap(year)) return `${pad(year, 4)}-03-01`;
  return `${pad(year, 4)}${day.slice(4)}`;
}

describe('the age rule (spec §9: at least 21 on the merchant’s today)', () => {
  it('lets in a member who turns 21 exactly today, and not one a day short', () => {
    fc.assert(
      fc.property(calendarDay, (today) => {
        const born = `${pad(Number(today.slice(0, 4)) - MEMBER_MIN_AGE_YEARS, 4)}${today.slice(4)}`;
        fc.pre(isCalendarDay(born));
        expect(birthdayProblem(born, today, MEMBER_MIN_AGE_YEARS)).toBeNull();
        expect(birthdayProblem(shift(born, 1), today, MEMBER_MIN_AGE_YEARS)).toBe('UNDER_AGE');
        expect(birthdayProblem(shift(born, -1), today, MEMBER_MIN_AGE_YEARS)).toBeNull();
      }),
    );
  });

  it('ages by one on each anniversary and not the day before', () => {
    fc.assert(
      fc.property(calendarDay, fc.integer({ min: 1, max: 100 }), (born, years) => {
        const day = anniversary(born, years);
        expect(ageOn(born, day)).toBe(years);
        expect(ageOn(born, shift(day, -1))).toBe(years - 1);
      }),
    );
  });

  it('is never negative nor falls as days pass', () => {
    fc.assert(
      fc.property(
        calendarDay,
        fc.integer({ min: 0, max: 40_000 }),
        fc.integer({ min: 0, max: 400 }),
        (born, later, more) => {
          const a = shift(born, later);
          const b = shift(a, more);
          expect(ageOn(born, a)).toBeGreaterThanOrEqual(0);
          expect(ageOn(born, b)).toBeGreaterThanOrEqual(ageOn(born, a));
        },
      ),
    );
  });

  it('takes a 29 February birth as 1 March in years without one', () => {
    expect(ageOn('2004-02-29', '2025-02-28')).toBe(20);
    expect(ageOn('2004-02-29', '2025-03-01')).toBe(21);
    expect(ageOn('2004-02-29', '2024-02-29')).toBe(20);
    expect(ageOn('2000-02-29', '2021-02-28')).toBe(20);
    expect(birthdayProblem('2004-02-29', '2025-02-28', 21)).toBe('UNDER_AGE');
    expect(birthdayProblem('2004-02-29', '2025-03-01', 21)).toBeNull();
    // In a leap year the day itself counts.
    expect(birthdayProblem('2007-02-28', '2028-02-28', 21)).toBeNull();
    expect(birthdayProblem('2007-03-01', '2028-02-29', 21)).toBe('UNDER_AGE');
  });

  it('refuses days that do not exist, future days and ages past 120', () => {
    for (const day of [
      '2001-02-29',
      '2001-02-30',
      '2001-13-01',
      '2001-00-10',
      '2001-04-31',
      '1990-1-1',
      'yesterday',
    ])
      expect(birthdayProblem(day, '2030-01-01', 21), day).toBe('INVALID');
    expect(birthdayProblem('2030-01-02', '2030-01-01', 21)).toBe('INVALID');
    expect(birthdayProblem('1900-01-01', '2030-01-01', 21)).toBe('INVALID');
    expect(birthdayProblem('1910-01-01', '2030-01-01', 21)).toBeNull();
  });

  it('reads a birthday as registration stored it (yyyy-MM-dd or MM-dd-yyyy)', () => {
    expect(storedBirthday('1990-04-02')).toBe('1990-04-02');
    expect(storedBirthday('04-02-1990')).toBe('1990-04-02');
    expect(storedBirthday(' 1990/04/02 ')).toBe('1990-04-02');
    expect(storedBirthday('02-30-1990')).toBeNull();
    expect(storedBirthday('')).toBeNull();
    expect(storedBirthday(null)).toBeNull();
    expect(storedBirthday('soon')).toBeNull();
  });
});
