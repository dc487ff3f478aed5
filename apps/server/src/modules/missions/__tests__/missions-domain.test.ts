import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskUsername, rankBoard } from '../domain/leaderboard.ts';
import {
  claimablePeriod,
  currentPeriod,
  isPeriodStart,
  periodOfDay,
  previousPeriod,
} from '../domain/periods.ts';
import { dayStartInZone, todayInZone } from '../../../platform/time-zone.ts';
import { NO_FACTS, progressOf, unclaimedCount } from '../domain/progress.ts';

const z = (tz: string) => ({
  today: (now: Date) => todayInZone(now, tz),
  dayStart: (d: string) => dayStartInZone(d, tz),
});

describe('mission periods in the merchant’s time zone', () => {
  it('cuts the day at local midnight: 23:30 UTC is already tomorrow in Bangkok', () => {
    const now = new Date('2026-03-04T17:30:00Z'); // 00:30 on 5 March in Bangkok (UTC+7)
    const day = currentPeriod('DAILY', now, z('Asia/Bangkok'));
    expect(day.start).toBe('2026-03-05');
    expect(day.startsAt.toISOString()).toBe('2026-03-04T17:00:00.000Z');
    expect(day.endsAt.toISOString()).toBe('2026-03-05T17:00:00.000Z');
    expect(currentPeriod('DAILY', now, z('UTC')).start).toBe('2026-03-04');
  });

  it('starts weeks on Monday in the zone', () => {
    // Sunday 8 March 2026 18:00 UTC is Monday 9 March 01:00 in Ho Chi Minh City.
    const now = new Date('2026-03-08T18:00:00Z');
    expect(currentPeriod('WEEKLY', now, z('Asia/Ho_Chi_Minh')).start).toBe('2026-03-09');
    expect(currentPeriod('WEEKLY', now, z('UTC')).start).toBe('2026-03-02');
    const week = periodOfDay('WEEKLY', '2026-03-11', z('UTC'));
    expect([week.start, week.endDay]).toEqual(['2026-03-09', '2026-03-16']);
    expect(previousPeriod(week, z('UTC')).start).toBe('2026-03-02');
    expect(isPeriodStart('WEEKLY', '2026-03-09')).toBe(true);
    expect(isPeriodStart('WEEKLY', '2026-03-10')).toBe(false);
  });

  it('every instant lies in its period, and periods follow each other without gaps', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01'), max: new Date('2035-01-01'), noInvalidDate: true }),
        fc.constantFrom('Asia/Bangkok', 'Asia/Ho_Chi_Minh', 'America/New_York', 'UTC'),
        fc.constantFrom('DAILY' as const, 'WEEKLY' as const),
        (now, tz, period) => {
          const zone = z(tz);
          const w = currentPeriod(period, now, zone);
          expect(w.startsAt.getTime()).toBeLessThanOrEqual(now.getTime());
          expect(w.endsAt.getTime()).toBeGreaterThan(now.getTime());
          expect(previousPeriod(w, zone).endsAt.getTime()).toBe(w.startsAt.getTime());
        },
      ),
    );
  });

  it('accepts a claim for the current period, the previous one during the grace, and nothing else', () => {
    const zone = z('Asia/Bangkok');
    const justAfter = new Date('2026-03-05T18:00:00Z'); // 01:00 on 6 March local
    expect(claimablePeriod('DAILY', '2026-03-06', justAfter, zone, 2)?.start).toBe('2026-03-06');
    expect(claimablePeriod('DAILY', '2026-03-05', justAfter, zone, 2)?.start).toBe('2026-03-05');
    expect(claimablePeriod('DAILY', '2026-03-05', new Date('2026-03-05T19:00:00Z'), zone, 2)).toBeNull();
    expect(claimablePeriod('DAILY', '2026-03-04', justAfter, zone, 2)).toBeNull();
    expect(claimablePeriod('DAILY', '2026-03-07', justAfter, zone, 2)).toBeNull();
  });
});

describe('mission progress', () => {
  const facts = {
    ...NO_FACTS,
    turnoverByCategory: { RNG: 30_000n, LIVE: 12_500n },
    roundsByCategory: { RNG: 7, LIVE: 2 },
    distinctGames: 3,
    depositMinor: 50_000n,
    loginDays: 2,
  };

  it('counts each kind from the facts, in a category or across all', () => {
    expect(progressOf({ kind: 'BET_AMOUNT', category: 'RNG', target: 50_000n }, facts)).toEqual({
      value: 30_000n,
      percent: 60,
      complete: false,
    });
    expect(progressOf({ kind: 'BET_AMOUNT', category: null, target: 40_000n }, facts)).toEqual({
      value: 40_000n,
      percent: 100,
      complete: true,
    });
    expect(progressOf({ kind: 'PLAY_ROUNDS', category: null, target: 10n }, facts).value).toBe(9n);
    expect(progressOf({ kind: 'PLAY_ROUNDS', category: 'FISH', target: 1n }, facts).value).toBe(0n);
    expect(progressOf({ kind: 'PLAY_GAMES', category: null, target: 3n }, facts).complete).toBe(true);
    expect(progressOf({ kind: 'DEPOSIT_AMOUNT', category: null, target: 30_000n }, facts).complete).toBe(
      true,
    );
    expect(progressOf({ kind: 'LOGIN_DAYS', category: null, target: 5n }, facts).percent).toBe(40);
  });

  it('shows 100 % only when complete and never exceeds the target', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        fc.bigInt({ min: 1n, max: 10n ** 15n }),
        (done, target) => {
          const p = progressOf(
            { kind: 'DEPOSIT_AMOUNT', category: null, target },
            { ...NO_FACTS, depositMinor: done },
          );
          expect(p.value <= target).toBe(true);
          expect(p.complete).toBe(done >= target);
          expect(p.percent === 100).toBe(p.complete);
          expect(p.percent).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it('counts completed but unclaimed missions for the badge', () => {
    expect(
      unclaimedCount([
        { complete: true, claimed: false },
        { complete: true, claimed: true },
        { complete: false, claimed: false },
      ]),
    ).toBe(1);
  });
});

describe('the leaderboard', () => {
  it('masks names', () => {
    expect(maskUsername('demo01')).toBe('de***01');
    expect(maskUsername('abcde')).toBe('a***e');
    expect(maskUsername('abc')).toBe('a***');
  });

  it('ranks by points then completed, ties share a rank and the earlier claim goes first', () => {
    const at = (s: number) => new Date(1_700_000_000_000 + s * 1000);
    const ranked = rankBoard([
      { memberId: 'a', username: 'a', points: 10, completed: 1, lastClaimAt: at(5) },
      { memberId: 'b', username: 'b', points: 30, completed: 2, lastClaimAt: at(9) },
      { memberId: 'c', username: 'c', points: 10, completed: 1, lastClaimAt: at(1) },
      { memberId: 'd', username: 'd', points: 10, completed: 2, lastClaimAt: at(1) },
    ]);
    expect(ranked.map((r) => [r.memberId, r.rank])).toEqual([
      ['b', 1],
      ['d', 2],
      ['c', 3],
      ['a', 3],
    ]);
  });
});
