/**
 * Integer payout arithmetic. Stakes and returns are bigint minor units; a payout ratio is a fraction
 * of integers (0.95 → 95/100) and every result is floored to the minor unit, so the house keeps the
 * fraction and no float ever touches money.
 */
import { DomainError } from './errors.ts';

/** A win ratio "num : den" of the stake (8:1 → { num: 8, den: 1 }; 0.95:1 → { num: 95, den: 100 }). */
export interface Ratio {
  num: number;
  den: number;
}

/** floor(amount × num / den) for a non-negative amount. */
export function mulRatioFloor(amountMinor: bigint, ratio: Ratio): bigint {
  return (amountMinor * BigInt(ratio.num)) / BigInt(ratio.den);
}

export function assertStake(amountMinor: bigint, what = 'stake'): void {
  if (typeof amountMinor !== 'bigint' || amountMinor <= 0n)
    throw new DomainError('INVALID_BET', `The ${what} must be a positive whole number of minor units.`);
}
