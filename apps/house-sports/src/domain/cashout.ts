import { legFactor, type Outcome } from './outcome.ts';
import type { OddsMilli } from './odds.ts';

export interface CashOutLeg {
  /** The price the bet was accepted at. */
  acceptedOdds: OddsMilli;
  /** Decided legs carry their outcome; open legs their current price (null: suspended/closed). */
  outcome: Outcome | null;
  currentOdds: OddsMilli | null;
}

/** The book keeps this share of the fair value (950 = pays 95 %). */
export const CASH_OUT_MARGIN_PERMILLE = 950;

/**
 * The fair value of an open bet: the stake times the factors of its decided legs times, for each
 * open leg, accepted price / current price (the chance the market now gives it, paid at the price
 * taken), times the margin, rounded down to the minor unit. Null when it cannot be offered: a leg
 * lost, an open leg has no current price, or nothing is open any more (it settles instead).
 */
export function cashOutValue(
  stakeMinor: bigint,
  legs: readonly CashOutLeg[],
  marginPermille = CASH_OUT_MARGIN_PERMILLE,
): bigint | null {
  let numerator = stakeMinor * BigInt(marginPermille);
  let denominator = 1000n;
  let open = 0;
  for (const leg of legs) {
    if (leg.outcome !== null) {
      if (leg.outcome === 'LOSE') return null;
      const [n, d] = legFactor(leg.acceptedOdds, leg.outcome);
      numerator *= n;
      denominator *= d;
      continue;
    }
    if (leg.currentOdds === null) return null;
    open++;
    numerator *= BigInt(leg.acceptedOdds);
    denominator *= BigInt(leg.currentOdds);
  }
  if (open === 0) return null;
  return numerator / denominator;
}
