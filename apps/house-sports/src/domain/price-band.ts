import type { OddsMilli } from './odds.ts';

/**
 * The sane band a price must stay in to be offered. A feed (the demo's most of all, late in a match)
 * can drive prices to absurd values: a decided market shows 1.01 against 1000.00, its prices then
 * add up to less than certainty (the book would pay more than the chance is worth) or far more. The
 * book suspends such prices instead of offering them: they cannot be picked, placed or cashed out
 * against, until the feed brings them back into the band.
 */
export interface PriceBand {
  /** The highest price offered (decimal thousandths): 50.000. */
  maxOdds: OddsMilli;
  /** The market's book (its implied probabilities summed, in thousandths) must be at least this: 1.000. */
  minBookPermille: number;
  /** … and at most this: 1.300 (a 30 % margin is no market). */
  maxBookPermille: number;
}

export const PRICE_BAND: PriceBand = { maxOdds: 50_000, minBookPermille: 1_000, maxBookPermille: 1_300 };

/**
 * Which selections of one market may be offered at these prices (in the market's order): none when
 * the market's book is out of the band, else each whose price is at most the band's highest. A market
 * of a single price is judged by that price alone.
 */
export function offeredSelections(odds: readonly OddsMilli[], band: PriceBand = PRICE_BAND): boolean[] {
  if (odds.some((o) => !Number.isFinite(o) || o <= 1000)) return odds.map(() => false);
  if (odds.length > 1 && !bookInBand(odds, band)) return odds.map(() => false);
  return odds.map((o) => o <= band.maxOdds);
}

/** A market's book: its implied probabilities summed, in thousandths (Σ 1e6 / odds, odds in thousandths). */
export const bookPermille = (odds: readonly OddsMilli[]) => odds.reduce((sum, o) => sum + 1_000_000 / o, 0);

/** Whether a market's prices add up to a book inside the band (the edges are in). */
export function bookInBand(odds: readonly OddsMilli[], band: PriceBand = PRICE_BAND): boolean {
  const book = bookPermille(odds);
  return book >= band.minBookPermille && book <= band.maxBookPermille;
}
