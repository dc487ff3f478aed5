import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  birthdayBonusDue,
  levelsReached,
  percentOf,
  progressToNext,
  qualifiedLevel,
  reviewedLevel,
} from '../domain/vip-rules.ts';

const LADDER = [
  { level: 0, depositThresholdMinor: 0n, betThresholdMinor: 0n, keepBetMinor: 0n },
  { level: 1, depositThresholdMinor: 100n, betThresholdMinor: 1_000n, keepBetMinor: 300n },
  { level: 2, depositThresholdMinor: 500n, betThresholdMinor: 5_000n, keepBetMinor: 1_500n },
];

describe('VIP rules', () => {
  it('qualifies for the highest level whose deposit and bet thresholds are both met', () => {
    expect(qualifiedLevel(LADDER, 0n, 0n)).toBe(0);
    expect(qualifiedLevel(LADDER, 100n, 999n)).toBe(0);
    expect(qualifiedLevel(LADDER, 100n, 1_000n)).toBe(1);
    expect(qualifiedLevel(LADDER, 400n, 9_000n)).toBe(1);
    expect(qualifiedLevel(LADDER, 500n, 5_000n)).toBe(2);
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10_000n }), fc.bigInt({ min: 0n, max: 10_000n }), (d, b) => {
        const q = qualifiedLevel(LADDER, d, b);
        // More activity never qualifies lower.
        expect(qualifiedLevel(LADDER, d + 1n, b + 1n)).toBeGreaterThanOrEqual(q);
      }),
    );
  });

  it('shows progress to the next level in whole percent, none at the top', () => {
    expect(progressToNext(LADDER, 0, 50n, 250n)).toEqual({
      level: 1,
      depositPercent: 50,
      betPercent: 25,
      depositRemainingMinor: 50n,
      betRemainingMinor: 750n,
    });
    expect(progressToNext(LADDER, 2, 0n, 0n)).toBeNull();
    fc.assert(
      fc.property(fc.bigInt({ min: -5n, max: 10n ** 9n }), fc.bigInt({ min: 0n, max: 10n ** 9n }), (v, t) => {
        const p = percentOf(v, t);
        expect(p).toBeGreaterThanOrEqual(0);
        expect(p).toBeLessThanOrEqual(100);
      }),
    );
  });

  it('keeps a level whose keep requirement was met, else goes down one but never below what the window qualifies for', () => {
    expect(reviewedLevel({ current: 2, qualified: 0, lastMonthBetMinor: 1_500n, keepBetMinor: 1_500n })).toBe(
      2,
    );
    expect(reviewedLevel({ current: 2, qualified: 0, lastMonthBetMinor: 1_499n, keepBetMinor: 1_500n })).toBe(
      1,
    );
    expect(reviewedLevel({ current: 2, qualified: 2, lastMonthBetMinor: 0n, keepBetMinor: 1_500n })).toBe(2);
    expect(reviewedLevel({ current: 1, qualified: 2, lastMonthBetMinor: 0n, keepBetMinor: 1_500n })).toBe(2);
    expect(reviewedLevel({ current: 0, qualified: 0, lastMonthBetMinor: 0n, keepBetMinor: 0n })).toBe(0);
  });

  it('lists every level passed on an upgrade (each has its own upgrade bonus)', () => {
    expect(levelsReached(0, 3)).toEqual([1, 2, 3]);
    expect(levelsReached(2, 2)).toEqual([]);
  });

  it('pays a birthday bonus on the birthday only from 21, and on 1 March for 29 February outside leap years', () => {
    expect(birthdayBonusDue('2000-05-10', '2026-05-10', 21)).toBe(true);
    expect(birthdayBonusDue('2006-05-10', '2026-05-10', 21)).toBe(false);
    expect(birthdayBonusDue('2005-05-10', '2026-05-10', 21)).toBe(true);
    expect(birthdayBonusDue('2000-05-10', '2026-05-11', 21)).toBe(false);
    expect(birthdayBonusDue('2000-02-29', '2026-03-01', 21)).toBe(true);
    expect(birthdayBonusDue('2000-02-29', '2028-02-29', 21)).toBe(true);
    expect(birthdayBonusDue('2000-02-29', '2028-03-01', 21)).toBe(false);
  });
});
