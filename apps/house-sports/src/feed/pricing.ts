import {
  CORRECT_SCORES,
  handicapOutcome,
  pricesWithMargin,
  settleSelection,
  type EventResult,
  type MarketSpec,
  type OddsMilli,
  type Outcome,
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
 * Fair decimal odds of each selection from the distribution (the price whose expected return is the
 * stake, pushes and half results counted), then a margin over the market.
 */
export function priceMarket(
  spec: MarketSpec,
  keys: readonly string[],
  distribution: ResultDistribution,
  marginPermille: number,
): OddsMilli[] {
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
  return pricesWithMargin(weights, marginPermille);
}

export { CORRECT_SCORES, handicapOutcome };
