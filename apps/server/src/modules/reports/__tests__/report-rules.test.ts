import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sortGroups } from '../domain/breakdown-order.ts';
import { closeDays, isBalanced } from '../domain/daily-close.ts';
import { mergeFirsts, type DepositSeen } from '../domain/firsts.ts';
import { KIND_METRICS, kindMetricRows } from '../domain/ledger-metrics.ts';
import { playLevel } from '../domain/play-levels.ts';
import { playerSets } from '../domain/player-sets.ts';
import { marginOf, percentOf } from '../domain/ratios.ts';
import {
  checkRange,
  dayBit,
  dayMs,
  daysOf,
  periodMasks,
  periodOf,
  periodsOf,
  shiftDay,
  weekTermsOf,
} from '../domain/report-days.ts';

const DAY_MS = 86_400_000;
/** Days from 1970 to 2100 as `YYYY-MM-DD`. */
const dayArb = fc
  .integer({ min: 0, max: 47_000 })
  .map((n) => new Date(n * DAY_MS).toISOString().slice(0, 10));
const grainArb = fc.constantFrom('day' as const, 'week' as const, 'month' as const);

describe('report days', () => {
  it('splits a range into weeks and signed week-to-date ends that cover each day once', () => {
    // Thursday 29 October … Friday 27 November 2026: the first week from Thursday (its week less
    // Monday … Wednesday), three whole weeks, the last week Monday … Friday.
    expect(weekTermsOf('2026-10-29', '2026-11-27')).toEqual({
      weeks: ['2026-10-26', '2026-11-02', '2026-11-09', '2026-11-16'],
      ends: [
        { day: '2026-10-28', sign: -1 },
        { day: '2026-11-27', sign: 1 },
      ],
    });
    // Within one week: Tuesday … Thursday is Monday … Thursday less Monday.
    expect(weekTermsOf('2026-11-24', '2026-11-26')).toEqual({
      weeks: [],
      ends: [
        { day: '2026-11-26', sign: 1 },
        { day: '2026-11-23', sign: -1 },
      ],
    });
    fc.assert(
      fc.property(dayArb, fc.integer({ min: 0, max: 60 }), (from, n) => {
        const to = shiftDay(from, n);
        const { weeks, ends } = weekTermsOf(from, to);
        // How many times each day is counted, with the terms' signs.
        const counted = new Map<string, number>();
        const add = (days: string[], sign: number) => {
          for (const d of days) counted.set(d, (counted.get(d) ?? 0) + sign);
        };
        for (const w of weeks) {
          expect(periodOf(w, 'week')).toBe(w);
          add(daysOf(w, shiftDay(w, 6)), 1);
        }
        for (const e of ends) add(daysOf(periodOf(e.day, 'week'), e.day), e.sign);
        const once = [...counted].filter(([, c]) => c !== 0);
        expect(once.every(([, c]) => c === 1)).toBe(true);
        expect(once.map(([d]) => d).sort()).toEqual(daysOf(from, to));
        // One row per member for each week the range touches, two for a week cut at its start.
        expect(weeks.length + ends.length).toBeLessThanOrEqual(periodsOf(from, to, 'week').length + 2);
      }),
    );
  });

  it('accepts real days in order within the longest range, and names the field otherwise', () => {
    expect(checkRange('2026-11-01', '2026-11-30', 366)).toEqual({
      ok: true,
      from: '2026-11-01',
      to: '2026-11-30',
      days: 30,
    });
    expect(checkRange('2026-11-02', '2026-11-01', 366)).toEqual({ ok: false, field: 'from', maxDays: 366 });
    expect(checkRange('2026-02-29', '2026-03-01', 366)).toMatchObject({ ok: false, field: 'from' });
    expect(checkRange('2026-01-01', '2026-13-01', 366)).toMatchObject({ ok: false, field: 'to' });
    expect(checkRange('2024-01-01', '2024-12-31', 366)).toMatchObject({ ok: true, days: 366 });
    expect(checkRange('2024-01-01', '2025-01-01', 366)).toMatchObject({ ok: false, field: 'from' });
  });

  it('counts the range’s days as daysOf lists them, and refuses exactly the ranges past the limit', () => {
    fc.assert(
      fc.property(
        dayArb,
        fc.integer({ min: -5, max: 400 }),
        fc.integer({ min: 1, max: 366 }),
        (from, span, max) => {
          const to = shiftDay(from, span);
          const check = checkRange(from, to, max);
          if (span < 0) expect(check).toMatchObject({ ok: false, field: 'from' });
          else if (span + 1 > max) expect(check).toMatchObject({ ok: false, field: 'from' });
          else {
            expect(check).toMatchObject({ ok: true, days: span + 1 });
            expect(daysOf(from, to)).toHaveLength(span + 1);
          }
        },
      ),
    );
  });

  it('starts weeks on Monday and names months by year and month', () => {
    // 27 November 2026 is a Friday; 23 November the Monday before; 29 November a Sunday.
    expect(periodOf('2026-11-27', 'week')).toBe('2026-11-23');
    expect(periodOf('2026-11-23', 'week')).toBe('2026-11-23');
    expect(periodOf('2026-11-29', 'week')).toBe('2026-11-23');
    expect(periodOf('2026-11-30', 'week')).toBe('2026-11-30');
    expect(periodOf('2027-01-01', 'week')).toBe('2026-12-28');
    expect(periodOf('2026-11-27', 'month')).toBe('2026-11');
    expect(periodOf('2026-11-27', 'day')).toBe('2026-11-27');
  });

  it('puts every day of a range in exactly one period, in order, each period of one week or month', () => {
    fc.assert(
      fc.property(dayArb, fc.integer({ min: 0, max: 120 }), grainArb, (from, span, grain) => {
        const to = shiftDay(from, span);
        const periods = periodsOf(from, to, grain);
        expect(periods.flatMap((p) => p.days)).toEqual(daysOf(from, to));
        expect(new Set(periods.map((p) => p.period)).size).toBe(periods.length);
        for (const p of periods) {
          for (const d of p.days) expect(periodOf(d, grain)).toBe(p.period);
          if (grain === 'week') {
            expect(new Date(dayMs(p.period)!).getUTCDay()).toBe(1);
            expect(p.days.length).toBeLessThanOrEqual(7);
          }
          if (grain === 'month') expect(p.days.every((d) => d.startsWith(p.period))).toBe(true);
        }
      }),
    );
  });
});

describe('ratios', () => {
  it('gives a percentage with two decimals, halves away from zero, without floats', () => {
    expect(percentOf(1n, 3n)).toBe('33.33');
    expect(percentOf(2n, 3n)).toBe('66.67');
    expect(percentOf(1n, 8n)).toBe('12.50');
    expect(percentOf(1n, 80_000n)).toBe('0.00');
    expect(percentOf(1n, 20_000n)).toBe('0.01');
    expect(percentOf(-6_500n, 17_000n)).toBe('-38.24');
    expect(percentOf(5n, 0n)).toBe('0.00');
    expect(marginOf(0n, 0n)).toBe('0.00');
    expect(marginOf(4_400n, 10_500n)).toBe('41.90');
  });

  it('agrees with exact rational rounding for any amounts', () => {
    const amount = fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n });
    fc.assert(
      fc.property(amount, amount, (part, whole) => {
        const text = percentOf(part, whole);
        expect(text).toMatch(/^-?\d+\.\d{2}$/);
        if (whole === 0n) {
          expect(text).toBe('0.00');
          return;
        }
        const hundredths = BigInt(text.replace('.', ''));
        // |hundredths − part × 10,000 / whole| ≤ ½, the error of rounding to the nearest hundredth.
        const error = hundredths * whole - part * 10_000n;
        const abs = (v: bigint) => (v < 0n ? -v : v);
        expect(2n * abs(error)).toBeLessThanOrEqual(abs(whole));
      }),
    );
  });
});

describe('firsts', () => {
  const dep = (id: number, at: number, amount = 100n): DepositSeen => ({
    transactionId: BigInt(id),
    at: new Date(at * 60_000),
    amountMinor: amount,
  });

  it('keeps the two earliest deposits whatever order the days are merged in, and once each', () => {
    const arrival = fc
      .uniqueArray(fc.integer({ min: 1, max: 1_000 }), { maxLength: 12 })
      .chain((times) =>
        fc.tuple(
          fc.constant(times),
          fc.shuffledSubarray([...times.keys()], { minLength: times.length, maxLength: times.length }),
          fc.integer({ min: 1, max: 4 }),
        ),
      );
    fc.assert(
      fc.property(arrival, ([times, order, chunks]) => {
        const deposits = times.map((at, i) => dep(i + 1, at));
        const arrived = order.map((i) => deposits[i]!);
        let known: ReturnType<typeof mergeFirsts> = {
          firstDeposit: null,
          secondDeposit: null,
          firstBetDay: null,
        };
        const size = Math.ceil(arrived.length / chunks) || 1;
        for (let i = 0; i < arrived.length; i += size)
          known = mergeFirsts(known, arrived.slice(i, i + size), null);
        // Merging everything again (a re-run of every day) changes nothing.
        expect(mergeFirsts(known, deposits, null)).toEqual(known);
        const sorted = [...deposits].sort((a, b) => a.at.getTime() - b.at.getTime());
        expect(known.firstDeposit?.transactionId ?? null).toBe(sorted[0]?.transactionId ?? null);
        expect(known.secondDeposit?.transactionId ?? null).toBe(sorted[1]?.transactionId ?? null);
      }),
    );
  });

  it('keeps the earliest day with a bet', () => {
    const none = { firstDeposit: null, secondDeposit: null, firstBetDay: null };
    expect(mergeFirsts(none, [], '2026-11-20').firstBetDay).toBe('2026-11-20');
    expect(mergeFirsts({ ...none, firstBetDay: '2026-11-20' }, [], '2026-11-27').firstBetDay).toBe(
      '2026-11-20',
    );
    expect(mergeFirsts({ ...none, firstBetDay: '2026-11-20' }, [], '2026-11-02').firstBetDay).toBe(
      '2026-11-02',
    );
    expect(mergeFirsts({ ...none, firstBetDay: '2026-11-20' }, [], null).firstBetDay).toBe('2026-11-20');
  });
});

describe('the daily close', () => {
  const movementArb = fc.array(
    fc.record({
      currency: fc.constantFrom('THB', 'VND'),
      day: fc.constantFrom('2026-11-25', '2026-11-26', '2026-11-27'),
      amountMinor: fc.bigInt({ min: -(10n ** 9n), max: 10n ** 9n }),
    }),
    { maxLength: 30 },
  );
  const days = ['2026-11-25', '2026-11-26', '2026-11-27'];

  it('balances every day when the stored day before agrees with the ledger', () => {
    fc.assert(
      fc.property(movementArb, fc.bigInt({ min: 0n, max: 10n ** 12n }), (movements, endMinor) => {
        const ledgerAtEnd = new Map([['THB', endMinor]]);
        const derived = closeDays({
          days,
          currencies: ['THB', 'VND'],
          movements,
          ledgerAtEnd,
          openingFromBefore: new Map(),
        });
        const opening = new Map([
          ['THB', derived[0]!.openingMinor],
          ['VND', derived[3]!.openingMinor],
        ]);
        const rows = closeDays({
          days,
          currencies: ['THB', 'VND'],
          movements,
          ledgerAtEnd,
          openingFromBefore: opening,
        });
        const previous = new Map<string, bigint>();
        for (const row of rows) {
          const moved = movements
            .filter((m) => m.currency === row.currency && m.day === row.day)
            .reduce((s, m) => s + m.amountMinor, 0n);
          expect(isBalanced(row, moved, previous.get(row.currency))).toBe(true);
          previous.set(row.currency, row.closingMinor);
        }
        expect(rows.find((r) => r.currency === 'THB' && r.day === '2026-11-27')!.closingMinor).toBe(endMinor);
      }),
    );
  });

  it('shows a difference between the stored chain and the ledger on the days after it', () => {
    const movements = [{ currency: 'THB', day: '2026-11-26', amountMinor: 500n }];
    const rows = closeDays({
      days,
      currencies: ['THB'],
      movements,
      ledgerAtEnd: new Map([['THB', 10_000n]]),
      openingFromBefore: new Map([['THB', 9_400n]]),
    });
    expect(rows.map((r) => [r.day, r.openingMinor, r.closingMinor, r.ledgerClosingMinor])).toEqual([
      ['2026-11-25', 9_400n, 9_400n, 9_500n],
      ['2026-11-26', 9_400n, 9_900n, 10_000n],
      ['2026-11-27', 9_900n, 9_900n, 10_000n],
    ]);
    expect(rows.every((r) => !isBalanced(r, r.day === '2026-11-26' ? 500n : 0n, undefined))).toBe(true);
    expect(isBalanced({ openingMinor: 10n, closingMinor: 15n, ledgerClosingMinor: 15n }, 5n, 11n)).toBe(
      false,
    );
  });
});

describe('ledger kinds the reports count', () => {
  it('maps each kind once, to a metric and a measure', () => {
    const rows = kindMetricRows();
    expect(new Set(rows.kinds).size).toBe(rows.kinds.length);
    expect(rows.kinds).toHaveLength(Object.keys(KIND_METRICS).length);
    expect(KIND_METRICS.WITHDRAWAL_PAID).toEqual({ metric: 'WITHDRAWAL', measure: 'PSP_OUT' });
    expect(KIND_METRICS.DEPOSIT).toEqual({ metric: 'DEPOSIT', measure: 'MEMBER_NET' });
    expect(KIND_METRICS.BET).toBeUndefined();
  });
});

describe('day bitmaps', () => {
  it('gives each day of a week or month its own bit, and masks cover exactly the days', () => {
    expect(dayBit('2026-11-23', 'week')).toEqual({ period: '2026-11-23', bit: 1 });
    expect(dayBit('2026-11-29', 'week')).toEqual({ period: '2026-11-23', bit: 64 });
    expect(dayBit('2026-11-01', 'month')).toEqual({ period: '2026-11-01', bit: 1 });
    expect(dayBit('2026-12-31', 'month')).toEqual({ period: '2026-12-01', bit: 2 ** 30 });
    fc.assert(
      fc.property(
        dayArb,
        fc.integer({ min: 0, max: 70 }),
        fc.constantFrom('week' as const, 'month' as const),
        (from, span, grain) => {
          const days = daysOf(from, shiftDay(from, span));
          const masks = periodMasks(days, grain);
          const bits = masks.reduce((n, m) => n + m.mask.toString(2).replaceAll('0', '').length, 0);
          expect(bits).toBe(days.length);
          for (const day of days) {
            const { period, bit } = dayBit(day, grain);
            expect(masks.find((m) => m.period === period)!.mask & bit).toBe(bit);
          }
        },
      ),
    );
  });
});

describe('play levels', () => {
  const none = { category: null, vendorCode: null, gameCode: null };
  it('reads the level that names the grouped and filtered columns', () => {
    expect(playLevel('category', none)).toBe('C');
    expect(playLevel('vendor', none)).toBe('V');
    expect(playLevel('vendor', { ...none, category: 'RNG' })).toBe('CV');
    expect(playLevel('category', { ...none, vendorCode: 'HOUSE' })).toBe('CV');
    expect(playLevel('game', none)).toBe('G');
    expect(playLevel('category', { ...none, gameCode: 'x' })).toBe('G');
    expect(playLevel(null, { ...none, category: 'LIVE' })).toBe('C');
    expect(playLevel(null, { ...none, vendorCode: 'HOUSE' })).toBe('V');
  });
});

describe('breakdown order', () => {
  it('sorts groups by the asked column, ties by key, so pages never overlap', () => {
    const groups = [
      { key: 'b', rounds: 3, players: 7, turnoverMinor: 10n, payoutMinor: 4n },
      { key: 'a', rounds: 1, players: 7, turnoverMinor: 20n, payoutMinor: 30n },
      { key: 'c', rounds: 2, players: 9, turnoverMinor: 5n, payoutMinor: 0n },
    ];
    expect(sortGroups(groups, 'players', true).map((g) => g.key)).toEqual(['c', 'a', 'b']);
    expect(sortGroups(groups, 'players', false).map((g) => g.key)).toEqual(['a', 'b', 'c']);
    expect(sortGroups(groups, 'ggr', true).map((g) => g.key)).toEqual(['b', 'c', 'a']);
    expect(sortGroups(groups, 'winLoss', true).map((g) => g.key)).toEqual(['a', 'c', 'b']);
  });
});

describe('player sets', () => {
  it('sets each player’s ordinal bit, leftmost first, per pair, category and vendor, chunk by chunk', () => {
    const rows = playerSets(
      [
        { currency: 'THB', category: 'RNG', vendorCode: 'HOUSE', ordinals: [0, 9, 17, 9] },
        { currency: 'THB', category: 'LIVE', vendorCode: 'HOUSE', ordinals: [1] },
      ],
      16,
    );
    const view = rows.map((r) => [r.level, r.category, r.vendorCode, r.chunk, r.players, r.hex]);
    expect(view).toEqual([
      ['CV', 'RNG', 'HOUSE', 0, 2, '8040'],
      ['CV', 'RNG', 'HOUSE', 1, 1, '4000'],
      ['C', 'RNG', '', 0, 2, '8040'],
      ['C', 'RNG', '', 1, 1, '4000'],
      ['V', '', 'HOUSE', 0, 3, 'c040'],
      ['V', '', 'HOUSE', 1, 1, '4000'],
      ['CV', 'LIVE', 'HOUSE', 0, 1, '4000'],
      ['C', 'LIVE', '', 0, 1, '4000'],
    ]);
  });
});
