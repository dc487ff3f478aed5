import {
  bookInBand,
  bookPermille,
  CORRECT_SCORES,
  handicapOutcome,
  MAX_ODDS,
  MIN_ODDS,
  PRICE_BAND,
  settleSelection,
  type EventResult,
  type MarketSpec,
  type OddsMilli,
  type Outcome,
  type PriceBand,
} from '../domain/index.ts';

/** A distribution of final results: [result, probability] pairs summing to 1. */
export type ResultDistribution = [EventResult, number][];

function poisson(lambda: number, max: number): number[] {
  const p: number[] = [];
  let term = Math.exp(-lambda);
  for (let k = 0; k <= max; k++) {
    p.push(term);
    term = (term * lambda) / (k + 1);
  }
  const sum = p.reduce((a, b) => a + b, 0);
  return p.map((x) => x / sum);
}

/** Football and other goal sports: the current score plus Poisson goals for the time left. */
export function goalsDistribution(
  score: { home: number; away: number },
  lambdaHome: number,
  lambdaAway: number,
): ResultDistribution {
  const ph = poisson(lambdaHome, 8);
  const pa = poisson(lambdaAway, 8);
  const out: ResultDistribution = [];
  for (let h = 0; h < ph.length; h++)
    for (let a = 0; a < pa.length; a++) {
      const p = ph[h]! * pa[a]!;
      if (p > 1e-7) out.push([{ status: 'FINISHED', home: score.home + h, away: score.away + a }, p]);
    }
  return out;
}

/** A sampled distribution (basketball, tennis, e-sports): equally likely simulated finals. */
export const sampled = (results: EventResult[]): ResultDistribution =>
  results.map((r) => [r, 1 / results.length]);

const HALF: Partial<Record<Outcome, number>> = { HALF_WIN: 0.5, HALF_LOSE: 0.5 };

/**
 * A market's fair chances from the distribution: each selection's 1 / fair decimal odds (the price
 * whose expected return is the stake, pushes and half results counted), normalised to sum to 1.
 */
export function fairChances(
  spec: MarketSpec,
  keys: readonly string[],
  distribution: ResultDistribution,
): number[] {
  const weights = keys.map((key) => {
    let win = 0;
    let back = 0;
    for (const [result, p] of distribution) {
      const outcome = settleSelection(spec, key, result);
      if (outcome === 'WIN') win += p;
      else if (outcome === 'HALF_WIN') {
        win += p * 0.5;
        back += p * 0.5;
      } else if (outcome === 'PUSH' || outcome === 'VOID') back += p;
      else if (HALF[outcome]) back += p * 0.5;
    }
    // Expected return 1 at odds o: win·o + back = 1 → o = (1 − back) / win; weight = 1 / o.
    const live = Math.max(1e-4, 1 - back);
    return Math.max(1e-4, win) / live;
  });
  const total = weights.reduce((a, w) => a + w, 0);
  return weights.map((w) => w / total);
}

/** A chance (with margin) as a price: rounded down to the hundredth, within MIN_ODDS..MAX_ODDS. */
const priceOf = (p: number): OddsMilli => Math.min(MAX_ODDS, Math.max(MIN_ODDS, Math.floor(100 / p) * 10));

/**
 * Every price of one market from one set of chances, so they always add up to a book inside the
 * price band (domain/price-band.ts) and the book never suspends the market for the feed's sake.
 * The chances get the margin and are priced together. Late in a match a side can be all but certain:
 * its price stops at 1.01, which alone would leave the book under 1.000 (more than certainty paid
 * back); the others' prices are then capped deliberately so the book is just above 1.000 (they land
 * far above 50.00, where the band suspends each of them, while the favourite stays offered).
 */
export function bandedPrices(
  chances: readonly number[],
  marginPermille: number,
  band: PriceBand = PRICE_BAND,
): OddsMilli[] {
  const total = chances.reduce((a, c) => a + c, 0);
  // The margin kept inside the band, with room for the rounding of each price.
  const overround =
    Math.min(Math.max(1000 + marginPermille, band.minBookPermille + 5), band.maxBookPermille - 20) / 1000;
  let p = chances.map((c) => (c / total) * overround);
  let odds = p.map(priceOf);
  for (let round = 0; round < 4 && !bookInBand(odds, band); round++) {
    const book = bookPermille(odds);
    if (book > band.maxBookPermille) {
      p = p.map((x) => (x * (band.maxBookPermille - 20)) / book);
    } else {
      // Under 1.000: prices held at MIN_ODDS are the cause (rounding down and MAX_ODDS only raise a
      // book). The other prices are scaled down together to a book of 1.002.
      const others = odds.reduce((sum, o, i) => (o === MIN_ODDS ? sum : sum + p[i]!), 0);
      const held = bookPermille(odds.filter((o) => o === MIN_ODDS)) / 1000;
      const wanted = (band.minBookPermille + 2) / 1000 - held;
      if (others <= 0) break;
      p = p.map((x, i) => (odds[i] === MIN_ODDS ? x : (x * wanted) / others));
    }
    odds = p.map(priceOf);
  }
  return odds;
}

export { CORRECT_SCORES, handicapOutcome };
