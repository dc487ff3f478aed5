import type { IntegerInput } from './integer-input.ts';
import type { Money } from './money.ts';
import { multiplyRatio } from './multiply-ratio.ts';
import type { RoundingMode } from './rounding.ts';

/** One whole in basis points: 10 000 bps = 100 %. */
export const BASIS_POINTS_PER_UNIT = 10_000n;

/** `m × bps / 10 000`, e.g. a 2.5 % fee is `applyBasisPoints(m, 250n, 'half-even')`. */
export function applyBasisPoints(m: Money, bps: IntegerInput, rounding: RoundingMode): Money {
  return multiplyRatio(m, bps, BASIS_POINTS_PER_UNIT, rounding);
}
