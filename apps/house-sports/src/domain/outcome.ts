import type { OddsMilli } from './odds.ts';

/** What a selection (or a bet leg) settles as. */
export type Outcome = 'WIN' | 'LOSE' | 'HALF_WIN' | 'HALF_LOSE' | 'VOID' | 'PUSH';
export const OUTCOMES: readonly Outcome[] = ['WIN', 'LOSE', 'HALF_WIN', 'HALF_LOSE', 'VOID', 'PUSH'];

/**
 * A single's return in minor units, stake included (0 for a loss). Rounded down to the minor unit.
 * A quarter line (`split`) is two bets: `a = floor(stake / 2)` on the better neighbouring line (the
 * one that wins in a half win, pushes in a half loss) and `stake − a` on the worse one, each rounded
 * down on its own, so it pays exactly what the two halves would.
 */
export function singlePayout(stakeMinor: bigint, odds: OddsMilli, outcome: Outcome, split = false): bigint {
  const a = stakeMinor / 2n;
  switch (outcome) {
    case 'WIN':
      return split
        ? (a * BigInt(odds)) / 1000n + ((stakeMinor - a) * BigInt(odds)) / 1000n
        : (stakeMinor * BigInt(odds)) / 1000n;
    case 'LOSE':
      return 0n;
    case 'PUSH':
    case 'VOID':
      return stakeMinor;
    case 'HALF_WIN':
      return (a * BigInt(odds)) / 1000n + (stakeMinor - a);
    case 'HALF_LOSE':
      return a;
  }
}

/** A parlay leg's factor as an exact fraction [numerator, denominator]. */
export function legFactor(odds: OddsMilli, outcome: Outcome): [bigint, bigint] {
  switch (outcome) {
    case 'WIN':
      return [BigInt(odds), 1000n];
    case 'LOSE':
      return [0n, 1n];
    case 'PUSH':
    case 'VOID':
      return [1n, 1n];
    case 'HALF_WIN':
      return [1000n + BigInt(odds), 2000n];
    case 'HALF_LOSE':
      return [1n, 2n];
  }
}

/** Combines two half-stake results of a quarter line (the better line first). */
export function combineHalves(better: Outcome, worse: Outcome): Outcome {
  if (better === worse) return better;
  if (better === 'WIN' && worse === 'PUSH') return 'HALF_WIN';
  if (better === 'PUSH' && worse === 'LOSE') return 'HALF_LOSE';
  // WIN/LOSE cannot happen for lines half a goal apart.
  throw new Error(`impossible quarter halves ${better}/${worse}`);
}
