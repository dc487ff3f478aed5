/**
 * Ratios as decimal strings of a percentage with two decimals ("12.34"), worked out in integers so a
 * report never shows a float's rounding. Halves round away from zero.
 */
export function percentOf(part: bigint, whole: bigint): string {
  if (whole === 0n) return '0.00';
  const negative = part < 0n !== whole < 0n && part !== 0n;
  const p = part < 0n ? -part : part;
  const w = whole < 0n ? -whole : whole;
  // Hundredths of a percent: part / whole × 10,000, rounded half up on the magnitude.
  const hundredths = (p * 10_000n * 2n + w) / (2n * w);
  const units = hundredths / 100n;
  const cents = hundredths % 100n;
  const text = `${units}.${cents.toString().padStart(2, '0')}`;
  return negative && hundredths !== 0n ? `-${text}` : text;
}

/** The house's margin on what was bet: ggr / turnover as a percentage ("0.00" when nothing was bet). */
export const marginOf = (ggrMinor: bigint, turnoverMinor: bigint) => percentOf(ggrMinor, turnoverMinor);
