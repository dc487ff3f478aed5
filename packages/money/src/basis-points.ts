import { toBigIntInteger, type IntegerInput } from './integer-input.ts';
import type { Money } from './money.ts';
import { multiplyRatio } from './multiply-ratio.ts';
import { divideRounded, type RoundingMode } from './rounding.ts';

/** One whole in basis points: 10 000 bps = 100 %. */
export const BASIS_POINTS_PER_UNIT = 10_000n;

/** `m × bps / 10 000`, e.g. a 2.5 % fee is `applyBasisPoints(m, 250n, 'half-even')`. */
export function applyBasisPoints(m: Money, bps: IntegerInput, rounding: RoundingMode): Money {
  return multiplyRatio(m, bps, BASIS_POINTS_PER_UNIT, rounding);
}

/**
 * The same rule on a bare amount of minor units, for the pure rules (`domain/`) that carry amounts
 * without their currency: `amountMinor × bps / 10 000`, rounded with `rounding`.
 */
export function basisPointsOfMinor(amountMinor: bigint, bps: IntegerInput, rounding: RoundingMode): bigint {
  return divideRounded(amountMinor * toBigIntInteger(bps, 'bps'), BASIS_POINTS_PER_UNIT, rounding);
}
