import { MoneyArgumentError } from './errors.ts';

/**
 * How an inexact quotient is rounded to an integer number of minor units.
 * - `floor`: toward −∞;  `ceil`: toward +∞;  `down`: toward zero (truncate);
 * - `half-up`: to nearest, ties away from zero;  `half-even`: to nearest, ties to the even neighbour.
 */
export type RoundingMode = 'floor' | 'ceil' | 'half-even' | 'half-up' | 'down';

export const ROUNDING_MODES: readonly RoundingMode[] = Object.freeze([
  'floor',
  'ceil',
  'half-even',
  'half-up',
  'down',
]);

export function isRoundingMode(value: unknown): value is RoundingMode {
  return typeof value === 'string' && (ROUNDING_MODES as readonly string[]).includes(value);
}

/** `numerator / denominator` rounded with `mode`, in exact integer arithmetic. */
export function divideRounded(numerator: bigint, denominator: bigint, mode: RoundingMode): bigint {
  if (!isRoundingMode(mode)) throw new MoneyArgumentError(`Unknown rounding mode: ${String(mode)}`);
  if (denominator === 0n) throw new MoneyArgumentError('Division by zero');
  if (denominator < 0n) {
    numerator = -numerator;
    denominator = -denominator;
  }
  const quotient = numerator / denominator; // truncated toward zero
  const remainder = numerator % denominator; // same sign as numerator
  if (remainder === 0n) return quotient;

  const awayFromZero = numerator < 0n ? quotient - 1n : quotient + 1n;
  const twiceRemainder = 2n * (remainder < 0n ? -remainder : remainder);
  switch (mode) {
    case 'down':
      return quotient;
    case 'floor':
      return numerator < 0n ? quotient - 1n : quotient;
    case 'ceil':
      return numerator > 0n ? quotient + 1n : quotient;
    case 'half-up':
      return twiceRemainder >= denominator ? awayFromZero : quotient;
    case 'half-even':
      if (twiceRemainder > denominator) return awayFromZero;
      if (twiceRemainder < denominator) return quotient;
      return quotient % 2n === 0n ? quotient : awayFromZero;
  }
}
