import { describe, expect, it } from 'vitest';
import {
  ageOn,
  birthdayProblem,
  earliestBirthday,
  latestBirthday,
  todayIn,
  yearsBefore,
} from './birthday.ts';

describe('the birthday field (spec §9: 21 years old)', () => {
  it('takes someone who turns 21 today and refuses them a day earlier', () => {
    expect(birthdayProblem('2005-06-15', '2026-06-15')).toBeNull();
    expect(birthdayProblem('2005-06-16', '2026-06-15')).toBe('underAge');
    expect(birthdayProblem('2010-01-01', '2026-06-15')).toBe('underAge');
  });

  it('refuses days that do not exist, the future and typing mistakes', () => {
    expect(birthdayProblem('', '2026-06-15')).toBe('required');
    expect(birthdayProblem('1990-02-30', '2026-06-15')).toBe('invalid');
    expect(birthdayProblem('15/06/1990', '2026-06-15')).toBe('invalid');
    expect(birthdayProblem('2030-01-01', '2026-06-15')).toBe('invalid');
    expect(birthdayProblem('1890-01-01', '2026-06-15')).toBe('invalid');
  });

  it('counts someone born on 29 February a year older on 1 March of a common year', () => {
    expect(ageOn('2004-02-29', '2025-02-28')).toBe(20);
    expect(ageOn('2004-02-29', '2025-03-01')).toBe(21);
    expect(birthdayProblem('2004-02-29', '2025-02-28')).toBe('underAge');
  });

  it('bounds the date picker: the latest birthday of a 21-year-old, the earliest plausible one', () => {
    expect(latestBirthday('2026-06-15')).toBe('2005-06-15');
    expect(yearsBefore('2028-02-29', 21)).toBe('2007-02-28');
    expect(birthdayProblem(latestBirthday('2028-02-29'), '2028-02-29')).toBeNull();
    expect(earliestBirthday('2026-06-15')).toBe('1906-06-15');
  });

  it('reads today in the brand’s time zone', () => {
    const at = new Date('2026-06-14T20:00:00Z');
    expect(todayIn('Asia/Bangkok', at)).toBe('2026-06-15');
    expect(todayIn('UTC', at)).toBe('2026-06-14');
  });
});
