import { MoneyArgumentError } from './errors.ts';
import { toBigIntInteger, type IntegerInput } from './integer-input.ts';
import { money, type Money } from './money.ts';
import { divideRounded, type RoundingMode } from './rounding.ts';

/**
 * `m × numerator / denominator`, rounded to whole minor units with `rounding`.
 * Rates are given as an integer ratio (e.g. 3n / 100n for 3 %), never as a float.
 */
export function multiplyRatio(
  m: Money,
  numerator: IntegerInput,
  denominator: IntegerInput,
  rounding: RoundingMode,
): Money {
  const num = toBigIntInteger(numerator, 'numerator');
  const den = toBigIntInteger(denominator, 'denominator');
  if (den === 0n) throw new MoneyArgumentError('denominator must not be zero');
  return money(divideRounded(m.amountMinor * num, den, rounding), m.currency);
}
