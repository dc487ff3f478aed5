/**
 * Exact return to player of every table bet, by enumerating every outcome with its probability and
 * settling it with the game's own `returnRatio` (so the maths checks the code that pays):
 * roulette 37 pockets, sic bo and fish-prawn-crab 216 dice rolls, dragon tiger 13 × 13 ranks drawn
 * without replacement from 8 decks, baccarat every rank sequence the tableau can deal from 8 decks
 * (cards drawn without replacement; suits never matter).
 */
import { baccarat, dealBaccaratHand } from './baccarat.ts';
import { DECKS_PER_SHOE, SHOE_SIZE, type Card } from './cards.ts';
import { dragonTiger } from './dragon-tiger.ts';
import { FPC_SYMBOLS, fishPrawnCrab } from './fish-prawn-crab.ts';
import { roulette } from './roulette.ts';
import { sicBo } from './sic-bo.ts';
import type { TableGame, TableGameCode, TableOutcome } from './table-game.ts';

export type OutcomeVisitor<O> = (outcome: O, probability: number) => void;

const CARDS_PER_RANK = 4 * DECKS_PER_SHOE;
const card = (rank: number): Card => ({ rank, suit: 'S' });

class NeedCard {}
const NEED_CARD = new NeedCard();

function forEachBaccaratOutcome(visit: OutcomeVisitor<TableOutcome>) {
  const used = new Array<number>(14).fill(0);
  const prefix: number[] = [];
  const explore = (probability: number) => {
    let index = 0;
    let hand: ReturnType<typeof dealBaccaratHand>;
    try {
      hand = dealBaccaratHand(() => {
        if (index >= prefix.length) throw NEED_CARD;
        return card(prefix[index++]!);
      });
    } catch (error) {
      if (error !== NEED_CARD) throw error;
      const left = SHOE_SIZE - prefix.length;
      for (let rank = 1; rank <= 13; rank++) {
        const remaining = CARDS_PER_RANK - used[rank]!;
        if (remaining === 0) continue;
        used[rank]! += 1;
        prefix.push(rank);
        explore((probability * remaining) / left);
        prefix.pop();
        used[rank]! -= 1;
      }
      return;
    }
    visit({ game: 'house-baccarat', ...hand }, probability);
  };
  explore(1);
}

function forEachOutcome(code: TableGameCode, visit: OutcomeVisitor<TableOutcome>) {
  switch (code) {
    case 'house-baccarat':
      return forEachBaccaratOutcome(visit);
    case 'house-dragon-tiger':
      for (let d = 1; d <= 13; d++)
        for (let t = 1; t <= 13; t++)
          visit(
            { game: code, dragon: card(d), tiger: card(t) },
            (1 / 13) * ((CARDS_PER_RANK - (d === t ? 1 : 0)) / (SHOE_SIZE - 1)),
          );
      return;
    case 'house-roulette':
      for (let n = 0; n <= 36; n++) visit({ game: code, number: n }, 1 / 37);
      return;
    case 'house-sicbo':
    case 'house-fish-prawn-crab':
      for (let a = 0; a < 6; a++)
        for (let b = 0; b < 6; b++)
          for (let c = 0; c < 6; c++)
            visit(
              code === 'house-sicbo'
                ? { game: code, dice: [a + 1, b + 1, c + 1] }
                : { game: code, symbols: [FPC_SYMBOLS[a]!.id, FPC_SYMBOLS[b]!.id, FPC_SYMBOLS[c]!.id] },
              1 / 216,
            );
      return;
  }
}

export interface BetMath {
  kind: string;
  /** Expected return per unit staked, stake included (1 − house edge). */
  rtp: number;
  /** Variance of the return per unit staked. */
  variance: number;
  /** Probability the bet returns more than its stake. */
  winProbability: number;
}

const GAMES: Record<TableGameCode, TableGame> = {
  'house-baccarat': baccarat,
  'house-dragon-tiger': dragonTiger,
  'house-sicbo': sicBo,
  'house-roulette': roulette,
  'house-fish-prawn-crab': fishPrawnCrab,
};

/** Exact RTP of the given bet kinds of a table game (all kinds when omitted). */
export function tableMath(code: TableGameCode, kinds?: readonly string[]): BetMath[] {
  const game = GAMES[code];
  const ids = kinds ?? game.betKinds.map((k) => k.id);
  const mean = new Float64Array(ids.length);
  const square = new Float64Array(ids.length);
  const win = new Float64Array(ids.length);
  let total = 0;
  forEachOutcome(code, (outcome, p) => {
    total += p;
    ids.forEach((kind, i) => {
      const { num, den } = game.returnRatio(outcome, kind);
      const value = num / den;
      mean[i]! += p * value;
      square[i]! += p * value * value;
      if (num > den) win[i]! += p;
    });
  });
  if (Math.abs(total - 1) > 1e-9) throw new Error(`${code}: outcome probabilities sum to ${total}`);
  return ids.map((kind, i) => ({
    kind,
    rtp: mean[i]!,
    variance: square[i]! - mean[i]! * mean[i]!,
    winProbability: win[i]!,
  }));
}
