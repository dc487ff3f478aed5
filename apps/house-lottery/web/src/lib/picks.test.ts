import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addLines,
  doubles,
  linesOf,
  mergeLines,
  parsePasted,
  quickPick,
  toggleAll,
  withHead,
  withTail,
} from './picks.ts';
import type { BetTypeOffer } from './types.ts';

const offer = (over: Partial<BetTypeOffer> = {}): BetTypeOffer => ({
  code: 'LO2',
  digits: 2,
  count: 1,
  price: '2300',
  payouts: ['8000'],
  minUnits: 1,
  maxUnits: 0,
  ...over,
});

describe('picking numbers', () => {
  it('shortcuts: heads, tails and doubles of the 00–99 grid', () => {
    expect(withHead(2)).toEqual(['20', '21', '22', '23', '24', '25', '26', '27', '28', '29']);
    expect(withTail(3)).toEqual(['03', '13', '23', '33', '43', '53', '63', '73', '83', '93']);
    expect(doubles()).toEqual(['00', '11', '22', '33', '44', '55', '66', '77', '88', '99']);
  });

  it('a shortcut toggles its whole group', () => {
    const once = toggleAll(['20', '05'], withHead(2));
    expect(once).toHaveLength(11);
    expect(toggleAll(once, withHead(2))).toEqual(['05']);
  });

  it('a pasted list keeps numbers of the right length, once, in order', () => {
    expect(parsePasted('12, 34;5 678 12\n09', 2)).toEqual(['12', '34', '09']);
    expect(parsePasted('123 4567 045', 3)).toEqual(['123', '045']);
  });

  it('quick-pick gives distinct numbers of the asked length', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 10 }), (digits, count) => {
        const picked = quickPick(digits, count);
        expect(new Set(picked).size).toBe(Math.min(count, 10 ** digits));
        expect(picked.every((n) => n.length === digits && /^\d+$/.test(n))).toBe(true);
      }),
    );
  });

  it('lines: one per number for single-number types, cost and win exact in minor units', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        fc.integer({ min: 1, max: 100_000 }),
        (price, units) => {
          const lines = linesOf(
            'D1',
            offer({ price: price.toString(), payouts: [(price * 3n).toString()] }),
            ['27', '72'],
            units,
          )!;
          expect(lines).toHaveLength(2);
          expect(lines[0]!.costMinor).toBe(price * BigInt(units));
          expect(lines[0]!.winMinor).toBe(price * 3n * BigInt(units));
        },
      ),
    );
  });

  it('xiên takes exactly its count of numbers as one line', () => {
    const xien = offer({ code: 'XIEN2', count: 2, price: '100', payouts: ['1700'] });
    expect(linesOf('D1', xien, ['22'], 1)).toBeNull();
    expect(linesOf('D1', xien, ['22', '11'], 2)).toEqual([
      expect.objectContaining({ numbers: ['11', '22'], costMinor: 200n, winMinor: 3400n }),
    ]);
  });

  it('the slip keeps one line per draw, type and numbers; the newer units win', () => {
    const a = linesOf('D1', offer(), ['27'], 1)!;
    const b = linesOf('D1', offer(), ['27', '45'], 3)!;
    const slip = mergeLines(a, b);
    expect(slip.map((l) => `${l.numbers[0]}x${l.units}`)).toEqual(['27x3', '45x3']);
  });

  it('a slip takes the lines of whole grids up to the most one placing takes, and no more', () => {
    const heads = Array.from({ length: 10 }, (_, d) => withHead(d)).flat();
    const de = linesOf('D1', offer({ code: 'DE' }), heads, 1)!;
    const lo = linesOf('D1', offer(), heads, 1)!;
    const both = addLines(addLines([], de, 200)!, lo, 200);
    expect(both).toHaveLength(200);
    // The same lines again take their new units: nothing is added.
    expect(addLines(both!, de, 200)).toHaveLength(200);
    expect(addLines(both!, linesOf('D2', offer(), ['27'], 1)!, 200)).toBeNull();
  });
});
