// Tests run under vitest with fast-check; the purity rule of domain/ is about shipped code.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.ts';
import { createFloatStream } from '../fairness.ts';
import {
  compileTitle,
  evaluateStops,
  MAX_FREE_SPINS_PER_ROUND,
  playRoundUnits,
  playSpin,
} from '../slots/slot-engine.ts';
import { floatFor, gridTitle, scripted, testTitle, ZERO_STOPS } from './slot-fixtures.ts';

const LINE_BET = 4n;
const TOTAL_BET = LINE_BET * 25n;

describe('line wins on hand-built grids', () => {
  it('pays a run from the leftmost reel on the line it lies on', () => {
    const spin = evaluateStops(gridTitle(['E F G H I', 'A A A J K', 'F G H I J']), ZERO_STOPS, LINE_BET);
    expect(spin.lineWins).toEqual([{ line: 0, symbol: 'A', count: 3, winMinor: 20n * LINE_BET }]);
    expect(spin.totalWinMinor).toBe(80n);
    expect(spin.grid).toEqual([
      ['E', 'F', 'G', 'H', 'I'],
      ['A', 'A', 'A', 'J', 'K'],
      ['F', 'G', 'H', 'I', 'J'],
    ]);
  });

  it('pays 4 and 5 of a kind, and lines that zigzag through the grid', () => {
    // Line 1 is the top row.
    const top = evaluateStops(gridTitle(['B B B B B', 'E F G H I', 'J K E F G']), ZERO_STOPS, LINE_BET);
    expect(top.lineWins).toEqual([{ line: 1, symbol: 'B', count: 5, winMinor: 100n * LINE_BET }]);
    // Line 4 is rows 2,1,0,1,2 (a Λ).
    const zigzag = evaluateStops(gridTitle(['E F C H I', 'G C K C J', 'C H I K E']), ZERO_STOPS, LINE_BET);
    expect(zigzag.lineWins).toEqual([{ line: 4, symbol: 'C', count: 4, winMinor: 10n * LINE_BET }]);
    expect(
      evaluateStops(gridTitle(['E F G H I', 'A A A A K', 'F G H I J']), ZERO_STOPS, 1n).totalWinMinor,
    ).toBe(100n);
  });

  it('pays only from the leftmost reel: a run on reels 2–5 pays nothing', () => {
    const spin = evaluateStops(gridTitle(['E F G H I', 'J A A A A', 'F G H I J']), ZERO_STOPS, LINE_BET);
    expect(spin.lineWins).toEqual([]);
    expect(spin.totalWinMinor).toBe(0n);
  });

  it('lets wilds stand in for a symbol anywhere in the run', () => {
    const spin = evaluateStops(gridTitle(['E F G H I', 'A W A W K', 'F G H I J']), ZERO_STOPS, LINE_BET);
    expect(spin.lineWins).toEqual([{ line: 0, symbol: 'A', count: 4, winMinor: 100n * LINE_BET }]);
    const leading = evaluateStops(gridTitle(['E F G H I', 'W B B E K', 'F G H I J']), ZERO_STOPS, LINE_BET);
    expect(leading.lineWins).toEqual([{ line: 0, symbol: 'B', count: 3, winMinor: 10n * LINE_BET }]);
  });

  it('pays a wild-only line when the wilds alone pay more than the symbol after them', () => {
    // W W W B: wilds 3 pay 50, B×4 pays 40 → the wilds win.
    const wildsWin = evaluateStops(gridTitle(['E F G H I', 'W W W B K', 'F G H I J']), ZERO_STOPS, 1n);
    expect(wildsWin.lineWins).toEqual([{ line: 0, symbol: 'W', count: 3, winMinor: 50n }]);
    // W W W A: A×4 pays 100 > 50 → the symbol wins; never both (no double pay on a line).
    const symbolWins = evaluateStops(gridTitle(['E F G H I', 'W W W A K', 'F G H I J']), ZERO_STOPS, 1n);
    expect(symbolWins.lineWins).toEqual([{ line: 0, symbol: 'A', count: 4, winMinor: 100n }]);
    // Five wilds pay the wild's five of a kind.
    const five = evaluateStops(gridTitle(['E F G H I', 'W W W W W', 'F G H I J']), ZERO_STOPS, 1n);
    expect(five.lineWins).toEqual([{ line: 0, symbol: 'W', count: 5, winMinor: 1000n }]);
    // Wilds followed by a filler that pays nothing: the wilds still pay.
    const filler = evaluateStops(gridTitle(['E F G H I', 'W W W E K', 'F G H I J']), ZERO_STOPS, 1n);
    expect(filler.lineWins).toEqual([{ line: 0, symbol: 'W', count: 3, winMinor: 50n }]);
  });

  it('never lets a wild stand in for the scatter, and a scatter ends a run', () => {
    const spin = evaluateStops(gridTitle(['E F G H I', 'A A S A A', 'F G H I J']), ZERO_STOPS, 1n);
    expect(spin.lineWins).toEqual([]);
    const wildsThenScatter = evaluateStops(
      gridTitle(['E F G H I', 'W W W S K', 'F G H I J']),
      ZERO_STOPS,
      1n,
    );
    expect(wildsThenScatter.lineWins).toEqual([{ line: 0, symbol: 'W', count: 3, winMinor: 50n }]);
    expect(wildsThenScatter.scatter.count).toBe(1);
  });

  it('pays each line once, its highest win, and sums every line', () => {
    // Every row is A A A: lines 0, 1, 2 and all lines crossing only the first 3 reels' A's pay.
    const spin = evaluateStops(gridTitle(['A A A E F', 'A A A G H', 'A A A I J']), ZERO_STOPS, 1n);
    const lines = spin.lineWins.map((w) => w.line);
    expect(new Set(lines).size).toBe(lines.length);
    expect(spin.lineWins).toHaveLength(25);
    expect(spin.totalWinMinor).toBe(25n * 20n);
  });
});

describe('scatters', () => {
  it('pay anywhere on the grid in multiples of the total bet and award free spins from 3', () => {
    const three = evaluateStops(gridTitle(['S F G H I', 'E G S J K', 'F H I I S']), ZERO_STOPS, LINE_BET);
    expect(three.scatter).toEqual({ count: 3, winMinor: 2n * TOTAL_BET, freeSpinsAwarded: 2 });
    expect(three.totalWinMinor).toBe(2n * TOTAL_BET);
    const five = evaluateStops(gridTitle(['S F S H I', 'E S G J S', 'F H I S J']), ZERO_STOPS, LINE_BET);
    expect(five.scatter).toEqual({ count: 5, winMinor: 50n * TOTAL_BET, freeSpinsAwarded: 4 });
    const two = evaluateStops(gridTitle(['S F G H I', 'E G S J K', 'F H I I J']), ZERO_STOPS, LINE_BET);
    expect(two.scatter).toEqual({ count: 2, winMinor: 0n, freeSpinsAwarded: 0 });
  });

  it('add to line wins on the same spin', () => {
    const spin = evaluateStops(gridTitle(['S F G H I', 'A A A J K', 'F S I S J']), ZERO_STOPS, LINE_BET);
    expect(spin.totalWinMinor).toBe(20n * LINE_BET + 2n * TOTAL_BET);
  });
});

describe('free spins', () => {
  // Strips of 6: stop 0 shows column X (scatters on reels 1–3 with an A line), stop 3 shows column Y (nothing).
  const X = [
    ['S', 'A', 'E'],
    ['S', 'A', 'F'],
    ['S', 'A', 'G'],
    ['H', 'I', 'J'],
    ['K', 'E', 'F'],
  ];
  const Y = [
    ['G', 'H', 'I'],
    ['J', 'K', 'E'],
    ['F', 'G', 'H'],
    ['I', 'J', 'K'],
    ['E', 'F', 'G'],
  ];
  const title = testTitle(X.map((x, r) => [...x, ...Y[r]!]));
  const trigger = [0, 0, 0, 0, 0].map((stop) => floatFor(stop, 6));
  const blank = [3, 3, 3, 3, 3].map((stop) => floatFor(stop, 6));
  // Base spin win: A×3 on the middle row (20 line bets) + 3 scatters (2 total bets = 50 line bets).
  const triggerUnits = 20 + 2 * 25;

  it('are triggered by 3 scatters, played out with the multiplier, and retrigger', () => {
    const round = playSpin(
      title,
      TOTAL_BET,
      scripted([...trigger, ...trigger, ...blank, ...blank, ...blank]),
    );
    expect(round.base.scatter.freeSpinsAwarded).toBe(2);
    expect(round.freeSpins).toHaveLength(4);
    expect(round.freeSpinsAwarded).toBe(4);
    expect(round.freeSpins[0]!.scatter.freeSpinsAwarded).toBe(2);
    expect(round.freeSpins.map((s) => s.multiplier)).toEqual([3, 3, 3, 3]);
    expect(round.freeSpins[0]!.totalWinMinor).toBe(BigInt(triggerUnits * 3) * LINE_BET);
    expect(round.freeSpins[0]!.lineWins).toEqual([
      { line: 0, symbol: 'A', count: 3, winMinor: 60n * LINE_BET },
    ]);
    expect(round.totalWinMinor).toBe(BigInt(triggerUnits + triggerUnits * 3) * LINE_BET);
    const sum = [round.base, ...round.freeSpins].reduce((s, spin) => s + spin.totalWinMinor, 0n);
    expect(sum).toBe(round.totalWinMinor);
    expect(round.stops).toEqual([0, 0, 0, 0, 0]);
    expect(round.lineBetMinor).toBe(LINE_BET);
  });

  it('stop at the per-round cap when every spin retriggers', () => {
    const always = testTitle([0, 1, 2, 3, 4].map(() => ['S', 'E', 'F']));
    const round = playSpin(always, 25n, () => 0);
    expect(round.freeSpins).toHaveLength(MAX_FREE_SPINS_PER_ROUND);
    expect(round.freeSpinsAwarded).toBe(MAX_FREE_SPINS_PER_ROUND);
    expect(round.totalWinMinor).toBe(BigInt(50 * 25 + MAX_FREE_SPINS_PER_ROUND * 50 * 25 * 3));
  });
});

describe('bets and stops', () => {
  const title = gridTitle(['E F G H I', 'A A A J K', 'F G H I J']);

  it('refuses a total bet that is not a positive multiple of the lines', () => {
    const attempt = (bet: bigint) => () => playSpin(title, bet, () => 0);
    expect(attempt(26n)).toThrow(expect.objectContaining({ code: 'BET_NOT_DIVISIBLE' }));
    expect(attempt(0n)).toThrow(expect.objectContaining({ code: 'INVALID_BET' }));
    expect(attempt(-25n)).toThrow(DomainError);
    expect(() => playSpin(title, 25 as unknown as bigint, () => 0)).toThrow(DomainError);
  });

  it('refuses stops off the reels', () => {
    expect(() => evaluateStops(title, [0, 0, 0, 0, 3], 1n)).toThrow(DomainError);
    expect(() => evaluateStops(title, [0, 0, 0, 0], 1n)).toThrow(DomainError);
    expect(() => evaluateStops(title, [0, 0, 0.5, 0, 0], 1n)).toThrow(DomainError);
  });

  it('draws one stop per reel, left to right, as floor(float × strip length)', () => {
    const long = testTitle([0, 1, 2, 3, 4].map(() => ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J']));
    const round = playSpin(long, 25n, scripted([0, 0.05, 0.15, 0.999, 0.5]));
    expect(round.stops).toEqual([0, 0, 1, 9, 5]);
    // Stop 9 wraps: rows show strip[9], strip[0], strip[1].
    expect(round.base.grid.map((row) => row[3])).toEqual(['J', 'A', 'B']);
  });

  it('is deterministic for the same seeds and replays through evaluateStops', () => {
    const real = testTitle(
      [0, 1, 2, 3, 4].map(() => ['A', 'W', 'B', 'S', 'C', 'D', 'A', 'E', 'B', 'F', 'C', 'G']),
    );
    for (let nonce = 0; nonce < 30; nonce++) {
      const a = playSpin(real, 100n, createFloatStream('seed', 'client', nonce));
      const b = playSpin(real, 100n, createFloatStream('seed', 'client', nonce));
      expect(a).toEqual(b);
      expect(evaluateStops(real, a.stops, a.lineBetMinor)).toEqual(a.base);
      a.freeSpins.forEach((spin) =>
        expect(evaluateStops(real, spin.stops, a.lineBetMinor, spin.multiplier)).toEqual(spin),
      );
    }
  });

  it('pays in whole multiples of the line bet, never negative, within the bound of the pay tables (property)', () => {
    const real = testTitle(
      [0, 1, 2, 3, 4].map(() => ['A', 'W', 'B', 'S', 'C', 'D', 'A', 'E', 'B', 'F', 'C', 'G']),
    );
    const c = compileTitle(real);
    const maxLineUnits = Math.max(...Object.values(real.paytable).map((p) => p[5]));
    const maxSpinUnits = maxLineUnits * 25 + real.scatterPays[5] * 25;
    const bound = maxSpinUnits * (1 + MAX_FREE_SPINS_PER_ROUND * real.freeSpinMultiplier);
    fc.assert(
      fc.property(
        fc.string(),
        fc.nat(),
        fc.integer({ min: 1, max: 100_000 }),
        (clientSeed, nonce, lineBet) => {
          const lineBetMinor = BigInt(lineBet);
          const round = playSpin(real, lineBetMinor * 25n, createFloatStream('server', clientSeed, nonce));
          expect(round.totalWinMinor >= 0n).toBe(true);
          expect(round.totalWinMinor % lineBetMinor).toBe(0n);
          expect(round.totalWinMinor <= BigInt(bound) * lineBetMinor).toBe(true);
          // The bench's allocation-free path plays the same round.
          const units = playRoundUnits(c, createFloatStream('server', clientSeed, nonce));
          expect(BigInt(units) * lineBetMinor).toBe(round.totalWinMinor);
        },
      ),
      { numRuns: 300 },
    );
  });
});
