/** A campaign's eligibility rules (spec §1, ADR 0029 §2). */
export interface EligibilityRules {
  /** Only members registered within this many days; null = anyone. */
  newMemberDays: number | null;
  /** Completed deposits before taking part, inclusive range; null = no bound. */
  minDeposits: number | null;
  maxDeposits: number | null;
  /** VIP level codes; empty = every level. */
  vipLevels: readonly string[];
  /** Operators' member tags: a member needs any one of them; empty = no tag needed. */
  memberTags: readonly string[];
}

export interface MemberFacts {
  registeredAt: Date;
  completedDeposits: number;
  vipLevel: string;
  /** The member's tags (operators add them in the console). */
  tags: readonly string[];
}

export type IneligibleReason = 'NOT_NEW_MEMBER' | 'DEPOSIT_COUNT' | 'VIP_LEVEL' | 'MEMBER_TAG';

const DAY_MS = 86_400_000;

/** Why a member may not take part, or null when they may. */
export function ineligibility(
  rules: EligibilityRules,
  member: MemberFacts,
  now: Date,
): IneligibleReason | null {
  if (
    rules.newMemberDays !== null &&
    now.getTime() - member.registeredAt.getTime() > rules.newMemberDays * DAY_MS
  )
    return 'NOT_NEW_MEMBER';
  if (rules.minDeposits !== null && member.completedDeposits < rules.minDeposits) return 'DEPOSIT_COUNT';
  if (rules.maxDeposits !== null && member.completedDeposits > rules.maxDeposits) return 'DEPOSIT_COUNT';
  if (rules.vipLevels.length > 0 && !rules.vipLevels.includes(member.vipLevel)) return 'VIP_LEVEL';
  if (rules.memberTags.length > 0 && !rules.memberTags.some((tag) => member.tags.includes(tag)))
    return 'MEMBER_TAG';
  return null;
}

/** A deposit bonus: percentage (basis points of the deposit) up to the cap; zero below the minimum deposit. */
export function depositBonusMinor(
  depositMinor: bigint,
  rule: { percentBps: number; capMinor: bigint; minDepositMinor: bigint },
): bigint {
  if (depositMinor < rule.minDepositMinor || depositMinor <= 0n) return 0n;
  const raw = (depositMinor * BigInt(rule.percentBps)) / 10_000n;
  return rule.capMinor > 0n && raw > rule.capMinor ? rule.capMinor : raw;
}

/** Cashback: a share of the period's net loss (turnover − payout), nothing when the member won. */
export function cashbackMinor(
  turnoverMinor: bigint,
  payoutMinor: bigint,
  bps: number,
  capMinor: bigint,
): bigint {
  const loss = turnoverMinor - payoutMinor;
  if (loss <= 0n) return 0n;
  const raw = (loss * BigInt(bps)) / 10_000n;
  return capMinor > 0n && raw > capMinor ? capMinor : raw;
}

/**
 * A raffle's draw from its seed: tickets (participation ids, sorted) are ranked by
 * SHA-256(seed + ":" + id) and the prizes go in order. Anyone holding the seed can check it.
 */
export function rankTickets(
  ticketIds: readonly string[],
  hash: (s: string) => string,
  seed: string,
): string[] {
  return [...ticketIds]
    .sort()
    .map((id) => ({ id, key: hash(`${seed}:${id}`) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map((t) => t.id);
}

/** A positive decimal amount in a currency's minor units, or null when it is not one. */
export function readPositiveMinor(
  text: string,
  currency: string,
  parse: (text: string, currency: string) => { amountMinor: bigint },
): bigint | null {
  try {
    const m = parse(text.trim(), currency);
    return m.amountMinor > 0n ? m.amountMinor : null;
  } catch {
    return null;
  }
}
