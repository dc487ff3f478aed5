import { MoneyArgumentError } from './errors.ts';
import { toBigIntInteger, type IntegerInput } from './integer-input.ts';
import { money, type Money } from './money.ts';

/**
 * Splits `m` into one part per ratio, the parts summing exactly to `m` (largest-remainder method).
 * Each part is the exact share floored toward zero, and the minor units left over go one each to
 * the parts with the largest remainders, ties to the lower index, so the result is deterministic
 * and every part lies within one minor unit of its exact share. Ratios are non-negative integers
 * with a positive total; a zero ratio always receives zero.
 */
export function allocate(m: Money, ratios: readonly IntegerInput[]): Money[] {
  if (ratios.length === 0) throw new MoneyArgumentError('allocate needs at least one ratio');
  const weights = ratios.map((ratio, i) => {
    const weight = toBigIntInteger(ratio, `ratios[${i}]`);
    if (weight < 0n) throw new MoneyArgumentError(`ratios[${i}] must not be negative`);
    return weight;
  });
  const total = weights.reduce((acc, w) => acc + w, 0n);
  if (total === 0n) throw new MoneyArgumentError('allocate needs a positive total ratio');

  const negative = m.amountMinor < 0n;
  const magnitude = negative ? -m.amountMinor : m.amountMinor;
  const shares = weights.map((w) => magnitude * w);
  const parts = shares.map((share) => share / total);
  let leftover = magnitude - parts.reduce((acc, p) => acc + p, 0n);

  const byRemainder = shares
    .map((share, index) => ({ index, remainder: share % total }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of byRemainder) {
    if (leftover === 0n) break;
    parts[index] = (parts[index] ?? 0n) + 1n;
    leftover -= 1n;
  }

  return parts.map((part) => money(negative ? -part : part, m.currency));
}
