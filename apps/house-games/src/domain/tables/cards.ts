/**
 * Playing cards and the shoe. Each table round deals from a fresh, fully shuffled 8-deck shoe, so a
 * round's cards depend only on its own seeds (per-round provable fairness).
 *
 * Shoe order before shuffling: card k (0 ≤ k < 416) is rank (k mod 13) + 1 of suit
 * SUITS[floor((k mod 52) / 13)] (A=1 … K=13; decks repeat). Dealing is a Fisher–Yates shuffle that
 * stops as soon as enough cards are out: the i-th card dealt (from 0) takes one float,
 * j = i + floor(float × (416 − i)), swaps positions i and j and deals position i.
 */
import { randomInt, type FloatSource } from '../fairness.ts';

export const SUITS = ['S', 'H', 'D', 'C'] as const;
export type Suit = (typeof SUITS)[number];

/** rank 1 = ace … 11 = jack, 12 = queen, 13 = king. */
export interface Card {
  rank: number;
  suit: Suit;
}

export const DECKS_PER_SHOE = 8;
export const SHOE_SIZE = 52 * DECKS_PER_SHOE;

const RANK_TEXT = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

/** "AS", "10H", "KD": rank then suit letter (S spades, H hearts, D diamonds, C clubs). */
export function cardCode(card: Card): string {
  return `${RANK_TEXT[card.rank]}${card.suit}`;
}

export function cardAt(shoeIndex: number): Card {
  const inDeck = shoeIndex % 52;
  return { rank: (inDeck % 13) + 1, suit: SUITS[Math.floor(inDeck / 13)]! };
}

/** Deals cards one at a time from a freshly shuffled shoe (lazy Fisher–Yates, see above). */
export function createShoe(next: FloatSource): () => Card {
  const swapped = new Map<number, number>();
  let dealt = 0;
  return () => {
    if (dealt >= SHOE_SIZE) throw new RangeError('The shoe is empty.');
    const j = dealt + randomInt(next, SHOE_SIZE - dealt);
    const atJ = swapped.get(j) ?? j;
    swapped.set(j, swapped.get(dealt) ?? dealt);
    dealt += 1;
    return cardAt(atJ);
  };
}

export function isCard(value: unknown): value is Card {
  if (typeof value !== 'object' || value === null) return false;
  const card = value as Card;
  return Number.isInteger(card.rank) && card.rank >= 1 && card.rank <= 13 && SUITS.includes(card.suit);
}
