/**
 * European roulette, single zero: the pocket is floor(float × 37), one float.
 * Pays: straight (one number 0–36) 35:1; red, black, odd, even, low (1–18), high (19–36) 1:1;
 * dozens and columns 2:1. Zero loses every outside bet (no la partage).
 */
import { randomInt, type FloatSource } from '../fairness.ts';
import {
  betKind,
  LOSE,
  settleWith,
  WIN,
  winningKindsOf,
  type RouletteOutcome,
  type TableGame,
} from './table-game.ts';

export const RED_NUMBERS: ReadonlySet<number> = new Set([
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
]);

export function rouletteColour(pocket: number): 'red' | 'black' | 'green' {
  return pocket === 0 ? 'green' : RED_NUMBERS.has(pocket) ? 'red' : 'black';
}

const POCKETS = Array.from({ length: 37 }, (_, n) => n);
const THIRDS = [1, 2, 3];

/** Whether `pocket` is covered by the outside bet `kind` (never for zero). */
function covers(kind: string, pocket: number): boolean {
  if (pocket === 0) return false;
  switch (kind) {
    case 'red':
      return RED_NUMBERS.has(pocket);
    case 'black':
      return !RED_NUMBERS.has(pocket);
    case 'odd':
      return pocket % 2 === 1;
    case 'even':
      return pocket % 2 === 0;
    case 'low':
      return pocket <= 18;
    case 'high':
      return pocket >= 19;
    case 'dozen-1':
    case 'dozen-2':
    case 'dozen-3':
      return Math.ceil(pocket / 12) === Number(kind.slice(-1));
    case 'column-1':
    case 'column-2':
    case 'column-3':
      return ((pocket - 1) % 3) + 1 === Number(kind.slice(-1));
    default:
      return false;
  }
}

export const roulette: TableGame<RouletteOutcome> = {
  code: 'house-roulette',
  name: 'Roulette',
  betKinds: [
    ...POCKETS.map((n) =>
      betKind(`straight-${n}`, `Number ${n}`, 'bet.straight', { num: 35, den: 1 }, { labelParams: { n } }),
    ),
    betKind('red', 'Red', 'bet.red', { num: 1, den: 1 }),
    betKind('black', 'Black', 'bet.black', { num: 1, den: 1 }),
    betKind('odd', 'Odd', 'bet.odd', { num: 1, den: 1 }),
    betKind('even', 'Even', 'bet.even', { num: 1, den: 1 }),
    betKind('low', '1–18', 'bet.low', { num: 1, den: 1 }),
    betKind('high', '19–36', 'bet.high', { num: 1, den: 1 }),
    ...THIRDS.map((n) =>
      betKind(`dozen-${n}`, `Dozen ${n}`, 'bet.dozen', { num: 2, den: 1 }, { labelParams: { n } }),
    ),
    ...THIRDS.map((n) =>
      betKind(`column-${n}`, `Column ${n}`, 'bet.column', { num: 2, den: 1 }, { labelParams: { n } }),
    ),
  ],
  deal(next: FloatSource) {
    return { game: 'house-roulette', number: randomInt(next, 37) };
  },
  returnRatio(outcome, kind) {
    if (kind.startsWith('straight-'))
      return Number(kind.slice('straight-'.length)) === outcome.number ? WIN(35) : LOSE;
    if (!covers(kind, outcome.number)) return LOSE;
    return kind.startsWith('dozen-') || kind.startsWith('column-') ? WIN(2) : WIN(1);
  },
  settle(outcome, bets) {
    return settleWith(roulette, outcome, bets);
  },
  describe(outcome) {
    const colour = rouletteColour(outcome.number);
    return {
      game: 'house-roulette',
      number: outcome.number,
      colour,
      result: outcome.number === 0 ? 'zero' : colour,
      summary: `${outcome.number} ${colour}`,
      winningKinds: winningKindsOf(roulette, outcome),
    };
  },
};
