import type { Queryable } from '../../platform/db/database.ts';

/**
 * What the rebates module asks of the bonuses module (ADR 0029 §1): a grant with nothing to wager,
 * posted in the caller's transaction, unique per (merchant, source, sourceRef). app.ts passes
 * `bonuses.grants`; this module never posts reward money to the ledger itself.
 */
export interface RewardGrantRequest {
  merchantCode: string;
  memberId: string;
  currency: string;
  source: 'REBATE';
  sourceRef: string;
  amountMinor: bigint;
  wagering: null;
  expiresAt: Date | null;
  titleKey: string;
  titleParams?: Record<string, string>;
}

export interface RewardGrants {
  grant(tx: Queryable, request: RewardGrantRequest): Promise<{ grantId: string }>;
}
