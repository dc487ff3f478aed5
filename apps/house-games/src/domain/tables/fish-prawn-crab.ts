/**
 * Fish-prawn-crab (bầu cua tôm cá): three dice with six symbols, one float each in order:
 * symbol = FPC_SYMBOLS[floor(float × 6)]. A bet on a symbol returns the stake plus 1:1 for every die
 * showing it (1:1, 2:1, 3:1), and loses when no die shows it.
 */
import { randomInt, type FloatSource } from '../fairness.ts';
import {
  betKind,
  LOSE,
  settleWith,
  WIN,
  winningKindsOf,
  type FishPrawnCrabOutcome,
  type FpcSymbol,
  type TableGame,
} from './table-game.ts';

/** Die faces in their traditional order (nai, bầu, gà, cá, cua, tôm) with an emoji for the UI. */
export const FPC_SYMBOLS: ReadonlyArray<{ id: FpcSymbol; label: string; emoji: string }> = [
  { id: 'deer', label: 'Deer', emoji: '🦌' },
  { id: 'gourd', label: 'Gourd', emoji: '🍐' },
  { id: 'rooster', label: 'Rooster', emoji: '🐓' },
  { id: 'fish', label: 'Fish', emoji: '🐟' },
  { id: 'crab', label: 'Crab', emoji: '🦀' },
  { id: 'prawn', label: 'Prawn', emoji: '🦐' },
];

export const fishPrawnCrab: TableGame<FishPrawnCrabOutcome> = {
  code: 'house-fish-prawn-crab',
  name: 'Fish Prawn Crab',
  betKinds: FPC_SYMBOLS.map(({ id, label }) =>
    betKind(
      id,
      label,
      `bet.${id}`,
      { num: 1, den: 1 },
      { payoutText: '1:1 / 2:1 / 3:1', maxWin: { num: 3, den: 1 } },
    ),
  ),
  deal(next: FloatSource) {
    return {
      game: 'house-fish-prawn-crab',
      symbols: [0, 1, 2].map(() => FPC_SYMBOLS[randomInt(next, 6)]!.id),
    };
  },
  returnRatio(outcome, kind) {
    const matches = outcome.symbols.filter((s) => s === kind).length;
    return matches > 0 ? WIN(matches) : LOSE;
  },
  settle(outcome, bets) {
    return settleWith(fishPrawnCrab, outcome, bets);
  },
  describe(outcome) {
    return {
      game: 'house-fish-prawn-crab',
      symbols: [...outcome.symbols],
      result: outcome.symbols.join('-'),
      summary: outcome.symbols.join(' '),
      winningKinds: winningKindsOf(fishPrawnCrab, outcome),
    };
  },
};
