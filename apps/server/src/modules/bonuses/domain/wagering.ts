/**
 * Wagering progress, computed and never counted per bet (ADR 0029 §1). Pure: the member's rounds
 * (settled or not, rolled back or not) and active grants in, each grant's progress out.
 *
 * The rules a member reads in bonus details:
 * - Bets count toward the oldest active bonus first; once it is complete, toward the next one.
 *   A round counts toward one bonus only (the one it is placed under), and never toward a bonus
 *   granted after it was placed.
 * - A round counts when it is settled and not rolled back: its live stake (stakes less refunded
 *   stakes) times its category's weight in basis points, rounded down.
 * - A round in an excluded game counts nothing; so does a round whose stake exceeds the bonus's
 *   maximum bet, which is also flagged on that bonus.
 * - Rounds up to the one that completed an earlier (released) bonus were spent on it (`spentThrough`).
 */

/** One round of the member's, as the wallet recorded it. */
export interface WagerRound {
  /** Unique and stable: `${vendor}:${round}`. */
  key: string;
  /** When its first bet was placed. */
  placedAt: Date;
  gameCode: string;
  category: string;
  /** Stakes not refunded, in minor units. */
  stakeMinor: bigint;
  /** Every stake of the round was refunded. */
  rolledBack: boolean;
  /** The vendor has paid the round out (a win, zero included). */
  settled: boolean;
}

export interface WagerGrant {
  id: string;
  createdAt: Date;
  requirementMinor: bigint;
  categoryWeightsBps: Partial<Record<string, number>>;
  excludedGameCodes: readonly string[];
  maxBetMinor: bigint | null;
  /** Rounds placed at or after it count nothing toward this grant (it is about to expire). */
  expiresAt?: Date | null;
}

export interface SpentCursor {
  placedAt: Date;
  key: string;
}

export interface FlaggedRound {
  key: string;
  placedAt: Date;
  gameCode: string;
  stakeMinor: bigint;
  reason: 'MAX_BET';
}

export interface GrantProgress {
  grantId: string;
  /** Capped at the requirement. */
  progressMinor: bigint;
  remainingMinor: bigint;
  complete: boolean;
  /** The round that completed the requirement (the release's cursor). */
  filledBy: SpentCursor | null;
  flagged: FlaggedRound[];
}

export const FULL_WEIGHT_BPS = 10_000;

const before = (a: SpentCursor, b: SpentCursor) =>
  a.placedAt.getTime() < b.placedAt.getTime() ||
  (a.placedAt.getTime() === b.placedAt.getTime() && a.key < b.key);

/** Rounds in the order they were placed (ties by key), the order every computation uses. */
export function inPlacementOrder<T extends SpentCursor>(rounds: readonly T[]): T[] {
  return [...rounds].sort((a, b) => (before(a, b) ? -1 : before(b, a) ? 1 : 0));
}

/** What a round counts toward a grant, before the requirement's cap; `flag` when over the max bet. */
export function weightedStake(grant: WagerGrant, round: WagerRound): { counted: bigint; flag: boolean } {
  if (!round.settled || round.rolledBack || round.stakeMinor <= 0n) return { counted: 0n, flag: false };
  if (grant.excludedGameCodes.includes(round.gameCode)) return { counted: 0n, flag: false };
  if (grant.maxBetMinor !== null && round.stakeMinor > grant.maxBetMinor) return { counted: 0n, flag: true };
  const weight = grant.categoryWeightsBps[round.category] ?? 0;
  if (!Number.isInteger(weight) || weight <= 0) return { counted: 0n, flag: false };
  return {
    counted: (round.stakeMinor * BigInt(Math.min(weight, FULL_WEIGHT_BPS))) / BigInt(FULL_WEIGHT_BPS),
    flag: false,
  };
}

/**
 * Allocates the rounds to the grants, oldest grant first. `grants` are the member's active grants
 * (any order: sorted here by creation, then id); `spentThrough` is the latest released grant's cursor.
 */
export function allocateWagering(
  grants: readonly WagerGrant[],
  rounds: readonly WagerRound[],
  spentThrough: SpentCursor | null = null,
): GrantProgress[] {
  const ordered = [...grants].sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  const progress = ordered.map((g): GrantProgress => ({
    grantId: g.id,
    progressMinor: 0n,
    remainingMinor: g.requirementMinor,
    complete: g.requirementMinor <= 0n,
    filledBy: null,
    flagged: [],
  }));
  let current = progress.findIndex((p) => !p.complete);
  for (const round of inPlacementOrder(rounds)) {
    if (current < 0) break;
    if (spentThrough && !before(spentThrough, round)) continue;
    const grant = ordered[current]!;
    // A round placed before the current grant existed counts toward nothing.
    if (round.placedAt.getTime() < grant.createdAt.getTime()) continue;
    if (grant.expiresAt && round.placedAt.getTime() >= grant.expiresAt.getTime()) continue;
    const p = progress[current]!;
    const { counted, flag } = weightedStake(grant, round);
    if (flag)
      p.flagged.push({
        key: round.key,
        placedAt: round.placedAt,
        gameCode: round.gameCode,
        stakeMinor: round.stakeMinor,
        reason: 'MAX_BET',
      });
    if (counted <= 0n) continue;
    const next = p.progressMinor + counted;
    p.progressMinor = next >= grant.requirementMinor ? grant.requirementMinor : next;
    p.remainingMinor = grant.requirementMinor - p.progressMinor;
    if (p.remainingMinor === 0n) {
      p.complete = true;
      p.filledBy = { placedAt: round.placedAt, key: round.key };
      current = progress.findIndex((q, i) => i > current && !q.complete);
    }
  }
  return progress;
}
