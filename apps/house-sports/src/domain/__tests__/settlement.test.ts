import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  betPayout,
  cashOutValue,
  combinedOdds,
  fromDecimal,
  handicapOutcome,
  moneyForm,
  ODDS_FORMATS,
  OUTCOMES,
  settleSelection,
  singlePayout,
  slipProblem,
  toDecimal,
  type EventResult,
  type Outcome,
} from '../index.ts';

const stake = fc.bigInt({ min: 1n, max: 10_000_000_00n });
const odds = fc.integer({ min: 1010, max: 50_000 });
const goals = fc.integer({ min: 0, max: 9 });
const outcome = fc.constantFrom<Outcome>(...OUTCOMES);
const finished = (home: number, away: number): EventResult => ({ status: 'FINISHED', home, away });

describe('Asian handicap', () => {
  it('settles the textbook cases', () => {
    // Home −0.25 (quarters −1): a draw loses half, a one-goal win wins in full.
    expect(settleSelection({ kind: 'AH', line: -1 }, 'HOME', finished(1, 1))).toBe('HALF_LOSE');
    expect(settleSelection({ kind: 'AH', line: -1 }, 'AWAY', finished(1, 1))).toBe('HALF_WIN');
    expect(settleSelection({ kind: 'AH', line: -1 }, 'HOME', finished(2, 1))).toBe('WIN');
    // −0.75: a one-goal win wins half, two goals win in full.
    expect(settleSelection({ kind: 'AH', line: -3 }, 'HOME', finished(1, 0))).toBe('HALF_WIN');
    expect(settleSelection({ kind: 'AH', line: -3 }, 'HOME', finished(2, 0))).toBe('WIN');
    // Whole line −1: a one-goal win is a push; half line −1.5 never pushes.
    expect(settleSelection({ kind: 'AH', line: -4 }, 'HOME', finished(1, 0))).toBe('PUSH');
    expect(settleSelection({ kind: 'AH', line: -6 }, 'HOME', finished(1, 0))).toBe('LOSE');
    // Over/under 2.25: two goals lose half the over, three win it.
    expect(settleSelection({ kind: 'OU', line: 9 }, 'OVER', finished(1, 1))).toBe('HALF_LOSE');
    expect(settleSelection({ kind: 'OU', line: 9 }, 'UNDER', finished(1, 1))).toBe('HALF_WIN');
    expect(settleSelection({ kind: 'OU', line: 9 }, 'OVER', finished(2, 1))).toBe('WIN');
  });

  it('a quarter line pays exactly half the stake on each neighbouring line', () => {
    fc.assert(
      fc.property(stake, odds, goals, goals, fc.integer({ min: -20, max: 20 }), (s, o, h, a, half) => {
        const quarter = 2 * half + 1; // odd quarters: ±0.25, ±0.75, …
        const better = quarter + 1;
        const worse = quarter - 1;
        const first = s / 2n;
        const whole = singlePayout(s, o, handicapOutcome(h - a, quarter), true);
        const split =
          singlePayout(first, o, handicapOutcome(h - a, better)) +
          singlePayout(s - first, o, handicapOutcome(h - a, worse));
        expect(whole).toBe(split);
      }),
    );
  });

  it('AH −0.25 equals half the stake on 0 and half on −0.5', () => {
    fc.assert(
      fc.property(stake, odds, goals, goals, (s, o, h, a) => {
        const r = finished(h, a);
        const quarter = singlePayout(s, o, settleSelection({ kind: 'AH', line: -1 }, 'HOME', r), true);
        const onZero = singlePayout(s / 2n, o, settleSelection({ kind: 'AH', line: 0 }, 'HOME', r));
        const onHalf = singlePayout(s - s / 2n, o, settleSelection({ kind: 'AH', line: -2 }, 'HOME', r));
        expect(quarter).toBe(onZero + onHalf);
      }),
    );
  });

  it('the two sides of a line mirror each other', () => {
    const mirror: Record<Outcome, Outcome> = {
      WIN: 'LOSE',
      LOSE: 'WIN',
      HALF_WIN: 'HALF_LOSE',
      HALF_LOSE: 'HALF_WIN',
      PUSH: 'PUSH',
      VOID: 'VOID',
    };
    fc.assert(
      fc.property(goals, goals, fc.integer({ min: -20, max: 20 }), (h, a, line) => {
        const r = finished(h, a);
        expect(settleSelection({ kind: 'AH', line }, 'AWAY', r)).toBe(
          mirror[settleSelection({ kind: 'AH', line }, 'HOME', r)],
        );
        expect(settleSelection({ kind: 'OU', line: line + 20 }, 'UNDER', r)).toBe(
          mirror[settleSelection({ kind: 'OU', line: line + 20 }, 'OVER', r)],
        );
      }),
    );
  });

  it('never pays more than a full win nor less than nothing, and whole stakes back on a push', () => {
    fc.assert(
      fc.property(stake, odds, outcome, (s, o, out) => {
        const paid = singlePayout(s, o, out);
        expect(paid >= 0n).toBe(true);
        expect(paid <= singlePayout(s, o, 'WIN')).toBe(true);
        if (out === 'PUSH' || out === 'VOID') expect(paid).toBe(s);
      }),
    );
  });
});

describe('parlays', () => {
  const leg = fc.record({ odds, outcome });

  it('a parlay of void legs returns the stake', () => {
    fc.assert(
      fc.property(stake, fc.array(odds, { minLength: 2, maxLength: 10 }), (s, list) => {
        expect(
          betPayout(
            s,
            list.map((o) => ({ odds: o, outcome: 'VOID' as const })),
          ),
        ).toBe(s);
      }),
    );
  });

  it('void legs drop out of the product', () => {
    fc.assert(
      fc.property(stake, fc.array(leg, { minLength: 1, maxLength: 5 }), odds, (s, legs, o) => {
        const withVoid = [...legs, { odds: o, outcome: 'VOID' as const }];
        const without = legs.length === 1 ? [...legs, { odds: 1000, outcome: 'WIN' as const }] : legs;
        expect(betPayout(s, withVoid)).toBe(betPayout(s, without));
      }),
    );
  });

  it('a lost leg loses the parlay; all won pays the product rounded down', () => {
    fc.assert(
      fc.property(stake, fc.array(leg, { minLength: 2, maxLength: 10 }), (s, legs) => {
        const paid = betPayout(s, legs);
        if (legs.some((l) => l.outcome === 'LOSE')) expect(paid).toBe(0n);
        if (legs.every((l) => l.outcome === 'WIN')) {
          const exact = legs.reduce((n, l) => n * BigInt(l.odds), s);
          expect(paid).toBe(exact / 1000n ** BigInt(legs.length));
        }
      }),
    );
  });

  it('half results apply per leg: half win = (1 + odds) / 2, half loss = 1/2', () => {
    expect(
      betPayout(10_000n, [
        { odds: 1900, outcome: 'HALF_WIN' },
        { odds: 2000, outcome: 'WIN' },
      ]),
    ).toBe(29_000n); // 100.00 × 1.45 × 2.00
    expect(
      betPayout(10_000n, [
        { odds: 1900, outcome: 'HALF_LOSE' },
        { odds: 2000, outcome: 'WIN' },
      ]),
    ).toBe(10_000n); // 100.00 × 0.5 × 2.00
  });

  it('resettlement posts exactly new − old, so the member ends with the new return', () => {
    fc.assert(
      fc.property(
        stake,
        fc.array(odds, { minLength: 1, maxLength: 6 }),
        fc.array(fc.array(outcome, { minLength: 6, maxLength: 6 }), { minLength: 1, maxLength: 4 }),
        (s, list, versions) => {
          let paid = 0n;
          versions.forEach((outcomes, i) => {
            const legs = list.map((o, j) => ({ odds: o, outcome: outcomes[j]! }));
            const payout = betPayout(s, legs);
            const allVoid = legs.every((l) => l.outcome === 'VOID');
            const form = moneyForm({
              newPayoutMinor: payout,
              paidMinor: paid,
              firstSettlement: i === 0,
              allVoid,
            });
            if (form.kind === 'ROLLBACK') return; // a void bet is final
            if (form.kind === 'WIN') paid += form.amountMinor;
            if (form.kind === 'DEBIT') paid -= form.amountMinor;
            expect(paid).toBe(payout);
          });
        },
      ),
    );
  });

  it('a first settlement always closes the round: a loss is a win of 0; an unchanged resettlement sends nothing', () => {
    const loss = { newPayoutMinor: 0n, paidMinor: 0n, allVoid: false };
    expect(moneyForm({ ...loss, firstSettlement: true })).toEqual({ kind: 'WIN', amountMinor: 0n });
    expect(moneyForm({ ...loss, firstSettlement: false })).toEqual({ kind: 'NONE' });
    expect(moneyForm({ ...loss, allVoid: true, firstSettlement: true })).toEqual({ kind: 'ROLLBACK' });
  });

  it('slips: 1–10 legs, no two from one event', () => {
    const l = (eventId: string) => ({ eventId, selectionId: `${eventId}-s` });
    expect(slipProblem([])).toBe('NO_LEGS');
    expect(slipProblem([l('a')])).toBeNull();
    expect(slipProblem([l('a'), l('a')])).toBe('SAME_EVENT');
    expect(slipProblem(Array.from({ length: 10 }, (_, i) => l(`e${i}`)))).toBeNull();
    expect(slipProblem(Array.from({ length: 11 }, (_, i) => l(`e${i}`)))).toBe('TOO_MANY_LEGS');
    expect(combinedOdds([2000, 1500])).toBe(3000);
  });
});

describe('other markets', () => {
  it('settles 1X2, BTTS, correct score, odd/even and e-sports maps', () => {
    const r = finished(2, 1);
    expect(settleSelection({ kind: '1X2' }, 'HOME', r)).toBe('WIN');
    expect(settleSelection({ kind: '1X2' }, 'DRAW', r)).toBe('LOSE');
    expect(settleSelection({ kind: 'BTTS' }, 'YES', r)).toBe('WIN');
    expect(settleSelection({ kind: 'CS' }, '2:1', r)).toBe('WIN');
    expect(settleSelection({ kind: 'CS' }, 'OTHER', r)).toBe('LOSE');
    expect(settleSelection({ kind: 'CS' }, 'OTHER', finished(5, 0))).toBe('WIN');
    expect(settleSelection({ kind: 'OE' }, 'ODD', r)).toBe('WIN');
    expect(settleSelection({ kind: '1X2' }, 'HOME', { ...r, status: 'CANCELLED' })).toBe('VOID');
    const bo3: EventResult = {
      status: 'FINISHED',
      home: 2,
      away: 0,
      maps: [
        { home: 13, away: 9, winner: 'HOME' },
        { home: 13, away: 11, winner: 'HOME' },
      ],
    };
    expect(settleSelection({ kind: 'MAP_WINNER', map: 2 }, 'HOME', bo3)).toBe('WIN');
    expect(settleSelection({ kind: 'MAP_WINNER', map: 3 }, 'HOME', bo3)).toBe('VOID');
    expect(settleSelection({ kind: 'TOTAL_MAPS', line: 10 }, 'UNDER', bo3)).toBe('WIN');
    expect(settleSelection({ kind: 'TOTAL_ROUNDS', map: 1, line: 90 }, 'OVER', bo3)).toBe('LOSE');
    expect(settleSelection({ kind: 'WINNER' }, 'AWAY', finished(0, 3))).toBe('WIN');
  });
});

describe('odds formats', () => {
  it('converts the textbook prices', () => {
    expect(fromDecimal(1900, 'HONG_KONG')).toBe(900);
    expect(fromDecimal(1900, 'MALAY')).toBe(900);
    expect(fromDecimal(1900, 'INDONESIAN')).toBe(-1111);
    expect(fromDecimal(2500, 'MALAY')).toBe(-667);
    expect(fromDecimal(2500, 'INDONESIAN')).toBe(1500);
    expect(toDecimal(-500, 'MALAY')).toBe(3000);
    expect(toDecimal(-2000, 'INDONESIAN')).toBe(1500);
  });

  it('decimal → any format → decimal comes back within the rounding of a thousandth', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1010, max: 30_000 }), fc.constantFrom(...ODDS_FORMATS), (d, format) => {
        const back = toDecimal(fromDecimal(d, format), format);
        const hk = d - 1000;
        // A negative price is 1/HK to a thousandth: the way back is off by at most HK²/1e6 thousandths.
        expect(Math.abs(back - d)).toBeLessThanOrEqual(Math.ceil((hk * hk) / 1_000_000) + 1);
        if (format === 'DECIMAL' || format === 'HONG_KONG') expect(back).toBe(d);
      }),
    );
  });
});

describe('cash-out', () => {
  it('pays the accepted price over the current one, times the margin; nothing after a lost leg', () => {
    const open = { acceptedOdds: 2000, outcome: null, currentOdds: 1500 };
    expect(cashOutValue(10_000n, [open])).toBe(12_666n); // 100 × 2.0 / 1.5 × 0.95
    expect(cashOutValue(10_000n, [open, { acceptedOdds: 1800, outcome: 'WIN', currentOdds: null }])).toBe(
      22_800n,
    );
    expect(
      cashOutValue(10_000n, [open, { acceptedOdds: 1800, outcome: 'LOSE', currentOdds: null }]),
    ).toBeNull();
    expect(cashOutValue(10_000n, [{ ...open, currentOdds: null }])).toBeNull();
  });

  it('never offers more than the bet can still win', () => {
    fc.assert(
      fc.property(stake, fc.array(fc.tuple(odds, odds), { minLength: 1, maxLength: 5 }), (s, pairs) => {
        const value = cashOutValue(
          s,
          pairs.map(([accepted, current]) => ({
            acceptedOdds: accepted,
            outcome: null,
            currentOdds: current,
          })),
        );
        const max = betPayout(
          s,
          pairs.map(([accepted]) => ({ odds: accepted, outcome: 'WIN' as const })),
        );
        expect(value! <= max).toBe(true);
      }),
    );
  });
});
