// Rebate arithmetic (ADR 0029 §3): valid bet × rate, per category, rounded down to minor units and
// never negative. Pure: the repository reads the valid bet and what is already covered.

/** Basis points in one whole (10,000 bps = 100 %). */
export const BPS_PER_UNIT = 10_000n;

/** floor(validBet × bps / 10,000); zero for a negative bet or rate (nothing is ever taken back). */
export function rebateOf(validBetMinor: bigint, rateBps: number): bigint {
  if (validBetMinor <= 0n || rateBps <= 0) return 0n;
  return (validBetMinor * BigInt(rateBps)) / BPS_PER_UNIT;
}

/** The valid bet not rebated yet: what the day's summary shows above what was covered (never negative). */
export function uncovered(turnoverMinor: bigint, coveredMinor: bigint): bigint {
  return turnoverMinor > coveredMinor ? turnoverMinor - coveredMinor : 0n;
}

export interface CategoryTurnover {
  day: string;
  category: string;
  turnoverMinor: bigint;
  coveredMinor: bigint;
}

export interface CategoryRebate {
  category: string;
  validBetMinor: bigint;
  rateBps: number;
  amountMinor: bigint;
}

/**
 * The rebate of a set of (day, category) rows at the member's rates: per category the uncovered
 * valid bet of every day is summed first, then multiplied and rounded down once. `cover` lists the
 * (day, category) turnovers that the payout then marks as covered (every row, a zero rate included:
 * a bet is rebated at the rate of the level the member had when it was paid, once).
 */
export function computeRebate(
  rows: readonly CategoryTurnover[],
  ratesBps: Readonly<Record<string, number | undefined>>,
): {
  categories: CategoryRebate[];
  totalMinor: bigint;
  validBetMinor: bigint;
  cover: { day: string; category: string; turnoverMinor: bigint }[];
} {
  const byCategory = new Map<string, bigint>();
  const cover: { day: string; category: string; turnoverMinor: bigint }[] = [];
  for (const row of rows) {
    const open = uncovered(row.turnoverMinor, row.coveredMinor);
    if (open === 0n) continue;
    byCategory.set(row.category, (byCategory.get(row.category) ?? 0n) + open);
    cover.push({ day: row.day, category: row.category, turnoverMinor: row.turnoverMinor });
  }
  const categories = [...byCategory.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([category, validBetMinor]) => {
      const rateBps = ratesBps[category] ?? 0;
      return { category, validBetMinor, rateBps, amountMinor: rebateOf(validBetMinor, rateBps) };
    });
  return {
    categories,
    totalMinor: categories.reduce((s, c) => s + c.amountMinor, 0n),
    validBetMinor: categories.reduce((s, c) => s + c.validBetMinor, 0n),
    cover,
  };
}

/** A rate in basis points as the percentage players read ("0.60"): two decimals, exact. */
export function ratePercent(bps: number): string {
  const whole = Math.floor(bps / 100);
  const frac = String(bps % 100).padStart(2, '0');
  return `${whole}.${frac}`;
}
