import { legFactor, singlePayout, type Outcome } from './outcome.ts';
import type { OddsMilli } from './odds.ts';

export const MAX_PARLAY_LEGS = 10;

export interface LegChoice {
  eventId: string;
  selectionId: string;
}

export type SlipProblem = 'NO_LEGS' | 'TOO_MANY_LEGS' | 'SAME_EVENT';

/** A slip's shape: one leg is a single; 2–10 legs a parlay with no two legs from one event. */
export function slipProblem(legs: readonly LegChoice[]): SlipProblem | null {
  if (legs.length === 0) return 'NO_LEGS';
  if (legs.length > MAX_PARLAY_LEGS) return 'TOO_MANY_LEGS';
  if (new Set(legs.map((l) => l.eventId)).size !== legs.length) return 'SAME_EVENT';
  return null;
}

export interface SettledLeg {
  odds: OddsMilli;
  outcome: Outcome;
  /** A quarter line (a single splits its stake over the two neighbouring lines). */
  split?: boolean;
}

/**
 * A bet's return in minor units (stake included; 0 for a loss), rounded down. A single pays as
 * `singlePayout`; a parlay multiplies exact leg factors (void and push legs count 1, i.e. they drop
 * out of the product; half results apply per leg), so a parlay of void legs returns its stake.
 */
export function betPayout(stakeMinor: bigint, legs: readonly SettledLeg[]): bigint {
  if (legs.length === 1) return singlePayout(stakeMinor, legs[0]!.odds, legs[0]!.outcome, legs[0]!.split);
  let numerator = stakeMinor;
  let denominator = 1n;
  for (const leg of legs) {
    const [n, d] = legFactor(leg.odds, leg.outcome);
    numerator *= n;
    denominator *= d;
  }
  return numerator / denominator;
}

/** The most a bet can return (every leg won): the exposure it adds. */
export function potentialPayout(stakeMinor: bigint, odds: readonly OddsMilli[]): bigint {
  return betPayout(
    stakeMinor,
    odds.map((o) => ({ odds: o, outcome: 'WIN' as const })),
  );
}

/** The combined decimal price of a parlay, in thousandths rounded down (what the slip shows). */
export function combinedOdds(odds: readonly OddsMilli[]): OddsMilli {
  let n = 1000n;
  for (const o of odds) n = (n * BigInt(o)) / 1000n;
  return Number(n);
}

/** Every leg decided? A bet settles once all its legs are. */
export const allDecided = (outcomes: readonly (Outcome | null)[]) => outcomes.every((o) => o !== null);

/** A bet whose every leg is void: refunded (a rollback), never paid as a win. */
export const allVoid = (outcomes: readonly (Outcome | null)[]) => outcomes.every((o) => o === 'VOID');

export type MoneyForm =
  | { kind: 'NONE' }
  | { kind: 'WIN'; amountMinor: bigint }
  | { kind: 'DEBIT'; amountMinor: bigint }
  | { kind: 'ROLLBACK' };

/**
 * What a (re)settlement sends: the difference between the new return and what the member was paid
 * on this bet so far. A first settlement of an all-void bet is a rollback; a first settlement of a
 * loss is a win of 0, which closes the round on the platform (as the house games and the lottery close
 * a losing round), so the betting record, wagering and reports count it as settled. A resettlement
 * that changes nothing sends nothing.
 */
export function moneyForm(options: {
  newPayoutMinor: bigint;
  paidMinor: bigint;
  firstSettlement: boolean;
  allVoid: boolean;
}): MoneyForm {
  if (options.firstSettlement && options.allVoid) return { kind: 'ROLLBACK' };
  const difference = options.newPayoutMinor - options.paidMinor;
  if (difference > 0n) return { kind: 'WIN', amountMinor: difference };
  if (difference < 0n) return { kind: 'DEBIT', amountMinor: -difference };
  if (options.firstSettlement) return { kind: 'WIN', amountMinor: 0n };
  return { kind: 'NONE' };
}
