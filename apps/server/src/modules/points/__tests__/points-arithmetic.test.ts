import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cashValueOf,
  conversionQuote,
  earningIncrement,
  pointTypeOfCategory,
  pointsDue,
} from '../domain/points-arithmetic.ts';

describe('points arithmetic', () => {
  it('earns points per whole unit of valid bet, nothing for a part unit', () => {
    expect(pointsDue(100_00n, { unitMinor: 100_00n, points: 1 })).toBe(1n);
    expect(pointsDue(199_99n, { unitMinor: 100_00n, points: 1 })).toBe(1n);
    expect(pointsDue(1_000_00n, { unitMinor: 100_00n, points: 3 })).toBe(30n);
    expect(pointsDue(0n, { unitMinor: 100n, points: 3 })).toBe(0n);
    expect(pointsDue(-500n, { unitMinor: 100n, points: 3 })).toBe(0n);
    expect(pointsDue(500n, { unitMinor: 100n, points: 0 })).toBe(0n);
  });

  it('credits increments that add up to the day’s due, whatever the order of the job’s runs', () => {
    fc.assert(
      fc.property(
        fc.array(fc.bigInt({ min: 0n, max: 10_000_000n }), { minLength: 1, maxLength: 30 }),
        fc.bigInt({ min: 1n, max: 100_000n }),
        fc.integer({ min: 0, max: 50 }),
        (bases, unitMinor, points) => {
          // Each run sees the day's basis so far (never less than before: a summary only grows here).
          let basis = 0n;
          let credited = 0n;
          for (const add of bases) {
            basis += add;
            const due = pointsDue(basis, { unitMinor, points });
            const inc = earningIncrement(due, credited);
            expect(inc >= 0n).toBe(true);
            credited += inc;
            // Re-running the same minute credits nothing.
            expect(earningIncrement(due, credited)).toBe(0n);
          }
          expect(credited).toBe(pointsDue(basis, { unitMinor, points }));
        },
      ),
    );
  });

  it('never takes points back when a basis shrinks', () => {
    expect(earningIncrement(5n, 8n)).toBe(0n);
    expect(earningIncrement(10n, 8n)).toBe(2n);
  });

  it('converts whole units at or above the minimum only', () => {
    const rate = { convertPoints: 100, convertAmountMinor: 10_00n, convertMinPoints: 200 };
    expect(conversionQuote(200n, rate)).toEqual({ ok: true, units: 2n, amountMinor: 20_00n });
    expect(conversionQuote(100n, rate)).toEqual({ ok: false, reason: 'BELOW_MINIMUM' });
    expect(conversionQuote(250n, rate)).toEqual({ ok: false, reason: 'NOT_WHOLE_UNITS' });
    expect(conversionQuote(0n, { ...rate, convertMinPoints: 1 })).toEqual({
      ok: false,
      reason: 'BELOW_MINIMUM',
    });
    expect(cashValueOf(1_299n, rate)).toBe(120_00n);
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 12n }), fc.integer({ min: 1, max: 10_000 }), (p, step) => {
        const q = conversionQuote(p, { convertPoints: step, convertAmountMinor: 7n, convertMinPoints: 1 });
        if (q.ok) expect(q.units * BigInt(step)).toBe(p);
        else expect(p % BigInt(step)).not.toBe(0n);
      }),
    );
  });

  it('maps every game category to its spec §3 points type', () => {
    expect(pointTypeOfCategory('LIVE')).toBe('LIVE');
    expect(pointTypeOfCategory('LOTT')).toBe('LOTTERY');
    expect(pointTypeOfCategory('ELOTT')).toBe('LOTTERY');
    expect(pointTypeOfCategory('PVP')).toBe('CARD');
    expect(pointTypeOfCategory('BOARD')).toBe('CARD');
    expect(pointTypeOfCategory('RNG')).toBe('SLOTS');
    expect(pointTypeOfCategory('FISH')).toBe('SLOTS');
    expect(pointTypeOfCategory('SPORTS')).toBe('SPORTS');
    expect(pointTypeOfCategory('ESPORTS')).toBe('SPORTS');
    expect(pointTypeOfCategory('COCKFIGHT')).toBe('SPORTS');
    expect(pointTypeOfCategory('HOME')).toBeNull();
  });
});
