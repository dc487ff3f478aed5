/**
 * A round's budget split at random into its envelopes (ADR 0029 §7): the amounts sum to the budget
 * exactly and each lies in [min, max]. Pure: the randomness comes in as `random` ∈ [0, 1).
 *
 * Each envelope starts at `min`; the rest is dealt out envelope by envelope, each taking a random
 * share between what the later envelopes could not absorb and twice the average still to deal
 * (the "double average" of red-envelope apps, so amounts vary but no single one swallows the budget),
 * capped by `max`. The envelopes are then shuffled so the order of claims carries no pattern.
 */
export function splitBudget(
  budgetMinor: bigint,
  count: number,
  minMinor: bigint,
  maxMinor: bigint,
  random: () => number,
): bigint[] {
  if (!Number.isInteger(count) || count <= 0) throw new RangeError('count must be a positive integer');
  const n = BigInt(count);
  if (minMinor <= 0n || maxMinor < minMinor) throw new RangeError('0 < min ≤ max');
  if (minMinor * n > budgetMinor || maxMinor * n < budgetMinor)
    throw new RangeError('budget must lie between count × min and count × max');

  const capacity = maxMinor - minMinor;
  let rest = budgetMinor - minMinor * n;
  const amounts: bigint[] = [];
  for (let i = 0; i < count; i++) {
    const after = BigInt(count - i - 1);
    const lo = rest - capacity * after > 0n ? rest - capacity * after : 0n;
    let hi = capacity < rest ? capacity : rest;
    const left = BigInt(count - i);
    const doubleAverage = (rest * 2n) / left;
    if (after > 0n && doubleAverage < hi) hi = doubleAverage > lo ? doubleAverage : lo;
    const share = after === 0n ? rest : lo + randomBelow(hi - lo + 1n, random);
    amounts.push(minMinor + share);
    rest -= share;
  }
  for (let i = amounts.length - 1; i > 0; i--) {
    const j = Number(randomBelow(BigInt(i + 1), random));
    [amounts[i], amounts[j]] = [amounts[j]!, amounts[i]!];
  }
  return amounts;
}

/** A uniform-enough integer in [0, span) from `random` (spans beyond 2^53 use two draws). */
function randomBelow(span: bigint, random: () => number): bigint {
  if (span <= 1n) return 0n;
  if (span <= 2n ** 53n) {
    const r = BigInt(Math.floor(random() * Number(span)));
    return r < span ? r : span - 1n;
  }
  const high = BigInt(Math.floor(random() * 2 ** 26));
  const low = BigInt(Math.floor(random() * 2 ** 26));
  return ((high << 26n) | low) % span;
}
