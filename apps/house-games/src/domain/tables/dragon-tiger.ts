/**
 * Dragon tiger from a fresh 8-deck shoe: one card to the dragon, then one to the tiger (one float
 * each, `createShoe`). Cards rank ace low (A=1 … K=13); suits do not count.
 * Pays: dragon 1:1, tiger 1:1, tie 8:1. On a tie, dragon and tiger bets lose half their stake
 * (the returned half is floored to the minor unit).
 */
import type { FloatSource } from '../fairness.ts';
import { cardCode, createShoe } from './cards.ts';
import {
  betKind,
  HALF,
  LOSE,
  settleWith,
  WIN,
  winningKindsOf,
  type DragonTigerOutcome,
  type TableGame,
} from './table-game.ts';

export function dragonTigerWinner(outcome: DragonTigerOutcome): 'dragon' | 'tiger' | 'tie' {
  const { dragon, tiger } = outcome;
  return dragon.rank > tiger.rank ? 'dragon' : tiger.rank > dragon.rank ? 'tiger' : 'tie';
}

export const dragonTiger: TableGame<DragonTigerOutcome> = {
  code: 'house-dragon-tiger',
  name: 'Dragon Tiger',
  betKinds: [
    betKind('dragon', 'Dragon', 'bet.dragon', { num: 1, den: 1 }, { payoutText: '1:1 (tie: half back)' }),
    betKind('tiger', 'Tiger', 'bet.tiger', { num: 1, den: 1 }, { payoutText: '1:1 (tie: half back)' }),
    betKind('tie', 'Tie', 'bet.tie', { num: 8, den: 1 }),
  ],
  deal(next: FloatSource) {
    const draw = createShoe(next);
    const dragon = draw();
    const tiger = draw();
    return { game: 'house-dragon-tiger', dragon, tiger };
  },
  returnRatio(outcome, kind) {
    const winner = dragonTigerWinner(outcome);
    if (kind === 'tie') return winner === 'tie' ? WIN(8) : LOSE;
    if (kind !== 'dragon' && kind !== 'tiger') return LOSE;
    return winner === kind ? WIN(1) : winner === 'tie' ? HALF : LOSE;
  },
  settle(outcome, bets) {
    return settleWith(dragonTiger, outcome, bets);
  },
  describe(outcome) {
    const winner = dragonTigerWinner(outcome);
    const { dragon, tiger } = outcome;
    return {
      game: 'house-dragon-tiger',
      hands: [
        { hand: 'dragon', cards: [{ code: cardCode(dragon), ...dragon }], total: dragon.rank },
        { hand: 'tiger', cards: [{ code: cardCode(tiger), ...tiger }], total: tiger.rank },
      ],
      result: winner,
      summary: `${winner === 'tie' ? 'Tie' : winner === 'dragon' ? 'Dragon wins' : 'Tiger wins'} (${cardCode(dragon)} vs ${cardCode(tiger)})`,
      winningKinds: winningKindsOf(dragonTiger, outcome),
    };
  },
};
