/** Progress of the wagering requirement, from the decimal strings of `withdraw/info` (no floats). */
export interface TurnoverProgress {
  /** Whole percent, 0 to 100. */
  percent: number;
  complete: boolean;
  /** Nothing to wager at all (no deposit since the last withdrawal). */
  noRequirement: boolean;
}

/** A decimal string as an integer count of its smallest digit, on a common scale of `scale` digits. */
function scaled(amount: string, scale: number): bigint {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(amount.trim());
  if (!match) return 0n;
  const [, sign, whole = '0', fraction = ''] = match;
  const value = BigInt(whole + fraction.padEnd(scale, '0').slice(0, scale));
  return sign ? -value : value;
}

export function turnoverProgress(done: string, required: string, remaining: string): TurnoverProgress {
  const scale = 4;
  const need = scaled(required, scale);
  const left = scaled(remaining, scale);
  if (need <= 0n) return { percent: 100, complete: left <= 0n, noRequirement: left <= 0n };
  if (left <= 0n) return { percent: 100, complete: true, noRequirement: false };
  const have = scaled(done, scale);
  const percent = have <= 0n ? 0 : Number((have * 100n) / need);
  // Not complete while anything remains, even when the rounding says 100.
  return { percent: Math.min(99, Math.max(0, percent)), complete: false, noRequirement: false };
}
