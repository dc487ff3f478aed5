// VIP rules (ADR 0029 §4): pure, no I/O. Levels are numbered 0…n; level 0 is where every member starts.

export interface LevelThresholds {
  level: number;
  depositThresholdMinor: bigint;
  betThresholdMinor: bigint;
  keepBetMinor: bigint;
}

/** The highest level whose deposit and valid-bet thresholds are both met (0 when none is). */
export function qualifiedLevel(
  levels: readonly LevelThresholds[],
  depositsMinor: bigint,
  betMinor: bigint,
): number {
  let reached = 0;
  for (const l of levels)
    if (depositsMinor >= l.depositThresholdMinor && betMinor >= l.betThresholdMinor && l.level > reached)
      reached = l.level;
  return reached;
}

/** Whole percent of `value` toward `target`, 0–100 (a zero target is reached). */
export function percentOf(value: bigint, target: bigint): number {
  if (target <= 0n || value >= target) return 100;
  if (value <= 0n) return 0;
  return Number((value * 100n) / target);
}

/** How far the member is toward the next level, or null at the top. */
export function progressToNext(
  levels: readonly LevelThresholds[],
  current: number,
  depositsMinor: bigint,
  betMinor: bigint,
): {
  level: number;
  depositPercent: number;
  betPercent: number;
  depositRemainingMinor: bigint;
  betRemainingMinor: bigint;
} | null {
  const next = levels.filter((l) => l.level > current).sort((a, b) => a.level - b.level)[0];
  if (!next) return null;
  const remaining = (target: bigint, value: bigint) => (target > value ? target - value : 0n);
  return {
    level: next.level,
    depositPercent: percentOf(depositsMinor, next.depositThresholdMinor),
    betPercent: percentOf(betMinor, next.betThresholdMinor),
    depositRemainingMinor: remaining(next.depositThresholdMinor, depositsMinor),
    betRemainingMinor: remaining(next.betThresholdMinor, betMinor),
  };
}

/**
 * The monthly keep-and-downgrade review: a member whose valid bet last month reached the keep
 * requirement of their level keeps it; otherwise they go down one level, but never below the level
 * their window's figures qualify for (and never below 0).
 */
export function reviewedLevel(input: {
  current: number;
  qualified: number;
  lastMonthBetMinor: bigint;
  keepBetMinor: bigint;
}): number {
  if (input.qualified >= input.current) return input.qualified;
  if (input.lastMonthBetMinor >= input.keepBetMinor) return input.current;
  return Math.max(input.qualified, input.current - 1, 0);
}

/** Levels passed on the way from `from` up to `to` (each has its own once-ever upgrade bonus). */
export function levelsReached(from: number, to: number): number[] {
  const out: number[] = [];
  for (let l = from + 1; l <= to; l += 1) out.push(l);
  return out;
}

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/**
 * Whether `today` is the member's birthday (someone born on 29 February celebrates on 1 March in a
 * year without one) and they are at least `minAge` years old on it.
 */
export function birthdayBonusDue(birthday: string, today: string, minAge: number): boolean {
  const [by, bm, bd] = birthday.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  if (!by || !ty) return false;
  let [month, day] = [bm, bd];
  if (bm === 2 && bd === 29 && !isLeap(ty)) [month, day] = [3, 1];
  if (tm !== month || td !== day) return false;
  return ty - by >= minAge;
}
