import type { GameCategory } from '@platform/contracts';
import type { Queryable } from '../../platform/db/database.ts';

/**
 * What pays a reward (ADR 0029 §1). Every reward module (promotions, rebates, VIP, missions,
 * referral, red envelopes, points) pays through `BonusGrants.grant` in its own transaction and
 * never posts reward money to the ledger itself.
 */
export type GrantSource =
  'PROMOTION' | 'CASHBACK' | 'REBATE' | 'VIP' | 'MISSION' | 'REFERRAL' | 'RED_ENVELOPE' | 'POINTS' | 'MANUAL';

/** What counts toward a grant's wagering requirement (set per promotion). */
export interface WageringRules {
  /** The turnover to reach, in minor units (for example (deposit + bonus) × 10). */
  requirementMinor: bigint;
  /** Weight per category in basis points (10,000 = the full stake counts); a missing category counts 0. */
  categoryWeightsBps: Partial<Record<GameCategory, number>>;
  /** Games whose bets never count. */
  excludedGameCodes: readonly string[];
  /** While wagering, a bet above this counts nothing (and is flagged); null = no cap. */
  maxBetMinor: bigint | null;
}

export interface GrantRequest {
  merchantCode: string;
  memberId: string;
  currency: string;
  source: GrantSource;
  /** Unique per (merchant, source): a second call with the same reference returns the first grant. */
  sourceRef: string;
  amountMinor: bigint;
  /** null: nothing to wager, the money is the member's cash at once (rebates, most VIP bonuses, red envelopes). */
  wagering: WageringRules | null;
  /** When an unfinished grant is forfeited (null = never). */
  expiresAt: Date | null;
  /** What the member reads in bonus details and the account record (an i18n key and its params). */
  titleKey: string;
  titleParams?: Record<string, string>;
  /** A deposit bonus names its deposit: that deposit's turnover and this grant's block withdrawals together. */
  depositOrderId?: string;
}

export interface GrantResult {
  grantId: string;
  /** true when the money went straight to cash (no wagering). */
  released: boolean;
  /** true when `sourceRef` had been granted before and nothing new was posted. */
  alreadyGranted: boolean;
}

export interface BonusGrants {
  /** Posts the grant inside the caller's transaction (both commit or neither). */
  grant(tx: Queryable, request: GrantRequest): Promise<GrantResult>;
}
