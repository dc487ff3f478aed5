import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  lastEndedPeriod,
  nextPeriod,
  periodAt,
  periodInWords,
  periodOfKey,
  periodTypeOf,
  previousPeriod,
  type PeriodType,
  type SettlementPeriod,
} from '../domain/contract-periods.ts';

const BANGKOK = 'Asia/Bangkok';
const NEW_YORK = 'America/New_York';
const TYPES: PeriodType[] = ['RT', 'HR', 'D', 'W', 'H', 'M'];
// Zones with and without summer time, both hemispheres, a 45-minute offset, and one (Santiago) whose
// summer time starts at midnight, so some days have no 00:00.
const ZONES = [
  BANGKOK,
  NEW_YORK,
  'Europe/London',
  'Australia/Sydney',
  'America/Santiago',
  'Asia/Kathmandu',
  'UTC',
];

const at = (iso: string) => new Date(iso);
const span = (p: SettlementPeriod) => [p.key, p.startAt.toISOString(), p.endAt.toISOString()];
const hours = (p: SettlementPeriod) => (p.endAt.getTime() - p.startAt.getTime()) / 3_600_000;

describe('periodAt: the settlement period holding an instant', () => {
  it('cuts each kind of period in Bangkok (UTC+7, no summer time) with its stable key', () => {
    const now = at('2026-11-25T03:07:12.345Z'); // 10:07 in Bangkok, a Wednesday
    expect(span(periodAt('RT', now, BANGKOK))).toEqual([
      'RT:2026-11-25T10:05+07:00',
      '2026-11-25T03:05:00.000Z',
      '2026-11-25T03:10:00.000Z',
    ]);
    expect(span(periodAt('HR', now, BANGKOK))).toEqual([
      'HR:2026-11-25T10:00+07:00',
      '2026-11-25T03:00:00.000Z',
      '2026-11-25T04:00:00.000Z',
    ]);
    expect(span(periodAt('D', now, BANGKOK))).toEqual([
      'D:2026-11-25',
      '2026-11-24T17:00:00.000Z',
      '2026-11-25T17:00:00.000Z',
    ]);
    expect(span(periodAt('W', now, BANGKOK))).toEqual([
      'W:2026-11-23',
      '2026-11-22T17:00:00.000Z',
      '2026-11-29T17:00:00.000Z',
    ]);
    expect(span(periodAt('H', now, BANGKOK))).toEqual([
      'H:2026-11-2',
      '2026-11-15T17:00:00.000Z',
      '2026-11-30T17:00:00.000Z',
    ]);
    expect(span(periodAt('M', now, BANGKOK))).toEqual([
      'M:2026-11',
      '2026-10-31T17:00:00.000Z',
      '2026-11-30T17:00:00.000Z',
    ]);
  });

  it('reads the day in the merchant zone, not in UTC', () => {
    // 23:30 UTC on the 24th is already the 25th in Bangkok.
    expect(periodAt('D', at('2026-11-24T23:30:00Z'), BANGKOK).key).toBe('D:2026-11-25');
    expect(periodAt('D', at('2026-11-24T23:30:00Z'), NEW_YORK).key).toBe('D:2026-11-24');
  });

  it('gives the repeated hour of a fall-back two periods with two keys, each one hour long', () => {
    // New York, 1 November 2026: 02:00 EDT goes back to 01:00 EST.
    const first = periodAt('HR', at('2026-11-01T05:30:00Z'), NEW_YORK);
    const second = nextPeriod(first, NEW_YORK);
    expect(first.key).toBe('HR:2026-11-01T01:00-04:00');
    expect(second.key).toBe('HR:2026-11-01T01:00-05:00');
    expect([hours(first), hours(second)]).toEqual([1, 1]);
    expect(periodAt('RT', at('2026-11-01T05:07:00Z'), NEW_YORK).key).toBe('RT:2026-11-01T01:05-04:00');
    expect(periodAt('RT', at('2026-11-01T06:07:00Z'), NEW_YORK).key).toBe('RT:2026-11-01T01:05-05:00');
    const day = periodAt('D', at('2026-11-01T12:00:00Z'), NEW_YORK);
    expect(hours(day)).toBe(25);
  });

  it('skips the hour that does not exist in a spring-forward', () => {
    // New York, 8 March 2026: 02:00 EST jumps to 03:00 EDT.
    const beforeJump = periodAt('HR', at('2026-03-08T06:30:00Z'), NEW_YORK);
    expect(beforeJump.key).toBe('HR:2026-03-08T01:00-05:00');
    expect(nextPeriod(beforeJump, NEW_YORK).key).toBe('HR:2026-03-08T03:00-04:00');
    expect(hours(periodAt('D', at('2026-03-08T12:00:00Z'), NEW_YORK))).toBe(23);
    expect(hours(periodAt('W', at('2026-03-08T12:00:00Z'), NEW_YORK))).toBe(7 * 24 - 1);
  });

  it('starts a day at the first instant after midnight where midnight does not exist', () => {
    // Santiago, 6 September 2026: 00:00 −04 jumps to 01:00 −03.
    const day = periodAt('D', at('2026-09-06T12:00:00Z'), 'America/Santiago');
    expect(span(day)).toEqual(['D:2026-09-06', '2026-09-06T04:00:00.000Z', '2026-09-07T03:00:00.000Z']);
  });

  it('counts 288 real-time windows in a plain day, 300 on a 25-hour day, 276 on a 23-hour day', () => {
    const windowsIn = (day: SettlementPeriod, zone: string) => {
      let count = 0;
      for (let w = periodAt('RT', day.startAt, zone); w.startAt < day.endAt; w = nextPeriod(w, zone)) count++;
      return count;
    };
    expect(windowsIn(periodAt('D', at('2026-11-25T05:00:00Z'), BANGKOK), BANGKOK)).toBe(288);
    expect(windowsIn(periodAt('D', at('2026-11-01T12:00:00Z'), NEW_YORK), NEW_YORK)).toBe(300);
    expect(windowsIn(periodAt('D', at('2026-03-08T12:00:00Z'), NEW_YORK), NEW_YORK)).toBe(276);
  });

  it('cuts weeks on Monday and half months at the 16th, whatever the month length', () => {
    expect(periodAt('W', at('2026-11-29T12:00:00Z'), BANGKOK).key).toBe('W:2026-11-23'); // Sunday
    expect(periodAt('W', at('2026-11-30T12:00:00Z'), BANGKOK).key).toBe('W:2026-11-30'); // Monday
    expect(periodAt('W', at('2026-12-31T12:00:00Z'), BANGKOK).key).toBe('W:2026-12-28'); // across a year
    expect(span(periodAt('H', at('2028-02-20T00:00:00Z'), 'UTC'))).toEqual([
      'H:2028-02-2',
      '2028-02-16T00:00:00.000Z',
      '2028-03-01T00:00:00.000Z',
    ]);
    expect(periodAt('H', at('2026-01-15T16:59:59Z'), BANGKOK).key).toBe('H:2026-01-1');
    expect(periodAt('H', at('2026-01-15T17:00:00Z'), BANGKOK).key).toBe('H:2026-01-2');
    expect(previousPeriod(periodAt('H', at('2026-03-02T00:00:00Z'), 'UTC'), 'UTC').key).toBe('H:2026-02-2');
    expect(previousPeriod(periodAt('M', at('2026-01-10T00:00:00Z'), 'UTC'), 'UTC').key).toBe('M:2025-12');
  });

  it('settles the last period that has ended', () => {
    const now = at('2026-11-25T03:07:12Z');
    expect(lastEndedPeriod('RT', now, BANGKOK).key).toBe('RT:2026-11-25T10:00+07:00');
    expect(lastEndedPeriod('HR', now, BANGKOK).key).toBe('HR:2026-11-25T09:00+07:00');
    expect(lastEndedPeriod('D', now, BANGKOK).key).toBe('D:2026-11-24');
  });

  it('maps each contract kind to its period type', () => {
    expect(periodTypeOf('realtimeSalary')).toBe('RT');
    expect(periodTypeOf('hourlySalary')).toBe('HR');
    expect(periodTypeOf('dailySalary')).toBe('D');
    expect(periodTypeOf('dividend', 'H')).toBe('H');
    expect(() => periodTypeOf('dividend')).toThrow(/cycle/);
  });
});

describe('periods: properties over instants and zones', () => {
  // Clock changes of the zones above, so the runs land around them often, not once in a while.
  const CHANGES = [
    '2026-03-08T07:00:00Z', // New York forward
    '2026-11-01T06:00:00Z', // New York back
    '2026-03-29T01:00:00Z', // London forward
    '2026-10-25T01:00:00Z', // London back
    '2026-04-04T16:00:00Z', // Sydney back
    '2026-10-03T16:00:00Z', // Sydney forward
    '2026-04-05T03:00:00Z', // Santiago back
    '2026-09-06T04:00:00Z', // Santiago forward at midnight
  ].map((iso) => Date.parse(iso));
  const arbInstant = fc
    .oneof(
      fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) }),
      fc
        .tuple(fc.constantFrom(...CHANGES), fc.integer({ min: -3 * 3_600_000, max: 3 * 3_600_000 }))
        .map(([change, delta]) => change + delta),
    )
    .map((ms) => new Date(ms));
  const arbZone = fc.constantFrom(...ZONES);
  const arbType = fc.constantFrom(...TYPES);

  it('holds the instant, tiles time with its neighbours, and reads back from its key', () => {
    fc.assert(
      fc.property(arbType, arbInstant, arbZone, (type, instant, zone) => {
        const p = periodAt(type, instant, zone);
        expect(p.startAt.getTime()).toBeLessThanOrEqual(instant.getTime());
        expect(p.endAt.getTime()).toBeGreaterThan(instant.getTime());
        expect(p.key.startsWith(`${type}:`)).toBe(true);
        // Any instant of the period gives the same period.
        expect(periodAt(type, p.startAt, zone)).toEqual(p);
        expect(periodAt(type, new Date(p.endAt.getTime() - 1), zone)).toEqual(p);
        const before = previousPeriod(p, zone);
        const after = nextPeriod(p, zone);
        expect(before.endAt).toEqual(p.startAt);
        expect(after.startAt).toEqual(p.endAt);
        expect(new Set([before.key, p.key, after.key]).size).toBe(3);
        expect(previousPeriod(after, zone)).toEqual(p);
        expect(periodOfKey(p.key, zone)).toEqual(p);
      }),
      { numRuns: 400 },
    );
  });

  it('keeps real-time windows at five minutes and hours at one hour of real time', () => {
    fc.assert(
      fc.property(arbInstant, arbZone, (instant, zone) => {
        const window = periodAt('RT', instant, zone);
        expect(window.endAt.getTime() - window.startAt.getTime()).toBe(300_000);
        expect(hours(periodAt('HR', instant, zone))).toBe(1);
      }),
      { numRuns: 300 },
    );
  });
});

describe('periodOfKey', () => {
  it('refuses keys this module would not write', () => {
    for (const key of [
      'D:2026-02-30',
      'D:2026-2-3',
      'W:2026-11-24', // a Tuesday
      'H:2026-11-3',
      'M:2026-13',
      'RT:2026-11-25T10:03+07:00', // not a window start
      'RT:2026-11-25T10:05+08:00', // not Bangkok's offset
      'HR:2026-11-25T10:30+07:00',
      'X:2026-11-25',
      'D2026-11-25',
      '',
    ])
      expect(periodOfKey(key, BANGKOK), key).toBeNull();
  });

  it('reads both occurrences of a repeated hour', () => {
    expect(periodOfKey('HR:2026-11-01T01:00-04:00', NEW_YORK)?.startAt.toISOString()).toBe(
      '2026-11-01T05:00:00.000Z',
    );
    expect(periodOfKey('HR:2026-11-01T01:00-05:00', NEW_YORK)?.startAt.toISOString()).toBe(
      '2026-11-01T06:00:00.000Z',
    );
  });
});

describe('periodInWords', () => {
  const words = (key: string, zone = 'Asia/Bangkok') => periodInWords(periodOfKey(key, zone)!, zone);
  it('names a day by its date and a cycle by its first and last day', () => {
    expect(words('D:2026-11-26')).toBe('2026-11-26');
    expect(words('W:2026-11-23')).toBe('2026-11-23 – 2026-11-29');
    expect(words('H:2026-02-2')).toBe('2026-02-16 – 2026-02-28');
    expect(words('M:2026-12')).toBe('2026-12-01 – 2026-12-31');
  });
  it('names a window by its date and wall-clock times', () => {
    expect(words('HR:2026-11-26T13:00+07:00')).toBe('2026-11-26 13:00–14:00');
    expect(words('RT:2026-11-26T23:55+07:00')).toBe('2026-11-26 23:55–00:00');
  });
});
