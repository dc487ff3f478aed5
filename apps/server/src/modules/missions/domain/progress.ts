import type { GameCategory, MissionKind } from '@platform/contracts';

/** What a member did in one period, read from the summaries, deposits and logins. */
export interface PeriodFacts {
  /** Valid bet (turnover) per category, minor units. */
  turnoverByCategory: Partial<Record<string, bigint>>;
  roundsByCategory: Partial<Record<string, number>>;
  /** Different games with at least one round. */
  distinctGames: number;
  /** Deposits credited in the period, minor units. */
  depositMinor: bigint;
  /** Days of the merchant's zone with a successful login. */
  loginDays: number;
}

export const NO_FACTS: PeriodFacts = {
  turnoverByCategory: {},
  roundsByCategory: {},
  distinctGames: 0,
  depositMinor: 0n,
  loginDays: 0,
};

export interface MissionRule {
  kind: MissionKind;
  category: GameCategory | null;
  /** Minor units for the money kinds, a count otherwise. */
  target: bigint;
}

export interface Progress {
  /** Capped at the target. */
  value: bigint;
  /** 0 … 100, rounded down (100 only when complete). */
  percent: number;
  complete: boolean;
}

const sumOf = <T extends bigint | number>(
  byCategory: Partial<Record<string, T>>,
  category: GameCategory | null,
): bigint => {
  if (category) return BigInt(byCategory[category] ?? 0);
  return Object.values(byCategory).reduce<bigint>((acc, v) => acc + BigInt(v ?? 0), 0n);
};

/** The raw measure a mission counts, before capping. */
export function measure(rule: Pick<MissionRule, 'kind' | 'category'>, facts: PeriodFacts): bigint {
  switch (rule.kind) {
    case 'BET_AMOUNT':
      return sumOf(facts.turnoverByCategory, rule.category);
    case 'PLAY_ROUNDS':
      return sumOf(facts.roundsByCategory, rule.category);
    case 'PLAY_GAMES':
      return BigInt(facts.distinctGames);
    case 'DEPOSIT_AMOUNT':
      return facts.depositMinor;
    case 'LOGIN_DAYS':
      return BigInt(facts.loginDays);
  }
}

/** A mission's progress in a period: integer arithmetic only, capped at the target. */
export function progressOf(rule: MissionRule, facts: PeriodFacts): Progress {
  if (rule.target <= 0n) throw new RangeError('a mission target is positive');
  const raw = measure(rule, facts);
  const value = raw < 0n ? 0n : raw > rule.target ? rule.target : raw;
  const complete = value >= rule.target;
  const percent = complete ? 100 : Math.min(Number((value * 100n) / rule.target), 99);
  return { value, percent, complete };
}

/** The badge: completed missions not yet claimed. */
export function unclaimedCount(items: readonly { complete: boolean; claimed: boolean }[]): number {
  return items.filter((i) => i.complete && !i.claimed).length;
}
