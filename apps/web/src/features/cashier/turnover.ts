import { toMinor } from './amount.ts';

/** Progress of the wagering requirement, from the decimal strings of `withdraw/info` (no floats). */
export interface TurnoverProgress {
  /** Whole percent, 0 to 100. */
  percent: number;
  complete: boolean;
  /** Nothing to wager at all (no deposit since the last withdrawal). */
  noRequirement: boolean;
}

export function turnoverProgress(
  done: string,
  required: string,
  remaining: string,
  currency: string,
): TurnoverProgress {
  const need = toMinor(required, currency) ?? 0n;
  const left = toMinor(remaining, currency) ?? 0n;
  if (need <= 0n) return { percent: 100, complete: left <= 0n, noRequirement: left <= 0n };
  if (left <= 0n) return { percent: 100, complete: true, noRequirement: false };
  const have = toMinor(done, currency) ?? 0n;
  const percent = have <= 0n ? 0 : Number((have * 100n) / need);
  // Not complete while anything remains, even when the rounding says 100.
  return { percent: Math.min(99, Math.max(0, percent)), complete: false, noRequirement: false };
}
