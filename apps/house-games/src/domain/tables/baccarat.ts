/**
 * Punto banco baccarat from a fresh 8-deck shoe. Cards are dealt player, banker, player, banker,
 * then the player's third card and the banker's third card when the tableau says so (cards from
 * `createShoe`, one float each).
 *
 * Tableau: a two-card 8 or 9 on either side (natural) ends the hand. Otherwise the player draws on
 * 0–5 and stands on 6–7. If the player stood, the banker draws on 0–5. If the player drew a third
 * card worth p, the banker draws on 0–2; on 3 unless p = 8; on 4 if p is 2–7; on 5 if p is 4–7;
 * on 6 if p is 6–7; and stands on 7.
 *
 * Pays: player 1:1, banker 0.95:1 (the 5 % commission floors the win to the minor unit), tie 8:1,
 * player pair / banker pair 11:1 (the side's first two cards share a rank). A tie returns player
 * and banker bets (push).
 */
import type { FloatSource } from '../fairness.ts';
import { cardCode, createShoe, type Card } from './cards.ts';
import {
  betKind,
  LOSE,
  PUSH,
  settleWith,
  WIN,
  winningKindsOf,
  type BaccaratOutcome,
  type TableGame,
} from './table-game.ts';

/** Card value: ace 1, 2–9 face value, tens and faces 0. */
export const baccaratValue = (card: Card) => (card.rank >= 10 ? 0 : card.rank);

export const handTotal = (cards: readonly Card[]) =>
  cards.reduce((sum, card) => sum + baccaratValue(card), 0) % 10;

/** Whether the banker draws a third card, given its two-card total and the player's third card (null if none). */
export function bankerDraws(bankerTotal: number, playerThird: Card | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  const p = baccaratValue(playerThird);
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return p !== 8;
    case 4:
      return p >= 2 && p <= 7;
    case 5:
      return p >= 4 && p <= 7;
    case 6:
      return p === 6 || p === 7;
    default:
      return false;
  }
}

/** Plays the tableau from a card source (the shoe in play, a fixed sequence in tests and maths). */
export function dealBaccaratHand(draw: () => Card): { player: Card[]; banker: Card[] } {
  const player = [draw()];
  const banker = [draw()];
  player.push(draw());
  banker.push(draw());
  const playerTotal = handTotal(player);
  const bankerTotal = handTotal(banker);
  if (playerTotal >= 8 || bankerTotal >= 8) return { player, banker };
  let playerThird: Card | null = null;
  if (playerTotal <= 5) {
    playerThird = draw();
    player.push(playerThird);
  }
  if (bankerDraws(bankerTotal, playerThird)) banker.push(draw());
  return { player, banker };
}

export function baccaratWinner(outcome: BaccaratOutcome): 'player' | 'banker' | 'tie' {
  const player = handTotal(outcome.player);
  const banker = handTotal(outcome.banker);
  return player > banker ? 'player' : banker > player ? 'banker' : 'tie';
}

const isPair = (cards: readonly Card[]) => cards.length >= 2 && cards[0]!.rank === cards[1]!.rank;

export const baccarat: TableGame<BaccaratOutcome> = {
  code: 'house-baccarat',
  name: 'Baccarat',
  betKinds: [
    betKind('player', 'Player', 'bet.player', { num: 1, den: 1 }),
    betKind('banker', 'Banker', 'bet.banker', { num: 95, den: 100 }),
    betKind('tie', 'Tie', 'bet.tie', { num: 8, den: 1 }),
    betKind('player-pair', 'Player Pair', 'bet.playerPair', { num: 11, den: 1 }),
    betKind('banker-pair', 'Banker Pair', 'bet.bankerPair', { num: 11, den: 1 }),
  ],
  deal(next: FloatSource) {
    return { game: 'house-baccarat', ...dealBaccaratHand(createShoe(next)) };
  },
  returnRatio(outcome, kind) {
    const winner = baccaratWinner(outcome);
    switch (kind) {
      case 'player':
        return winner === 'player' ? WIN(1) : winner === 'tie' ? PUSH : LOSE;
      case 'banker':
        return winner === 'banker' ? WIN(95, 100) : winner === 'tie' ? PUSH : LOSE;
      case 'tie':
        return winner === 'tie' ? WIN(8) : LOSE;
      case 'player-pair':
        return isPair(outcome.player) ? WIN(11) : LOSE;
      case 'banker-pair':
        return isPair(outcome.banker) ? WIN(11) : LOSE;
      default:
        return LOSE;
    }
  },
  settle(outcome, bets) {
    return settleWith(baccarat, outcome, bets);
  },
  describe(outcome) {
    const view = (cards: Card[]) => cards.map((card) => ({ code: cardCode(card), ...card }));
    const winner = baccaratWinner(outcome);
    const player = handTotal(outcome.player);
    const banker = handTotal(outcome.banker);
    return {
      game: 'house-baccarat',
      hands: [
        { hand: 'player', cards: view(outcome.player), total: player },
        { hand: 'banker', cards: view(outcome.banker), total: banker },
      ],
      result: winner,
      summary: `${winner === 'tie' ? 'Tie' : winner === 'player' ? 'Player wins' : 'Banker wins'} (player ${player}, banker ${banker})`,
      winningKinds: winningKindsOf(baccarat, outcome),
    };
  },
};
