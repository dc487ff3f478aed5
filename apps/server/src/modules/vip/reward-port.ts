import type { Queryable } from '../../platform/db/database.ts';

/**
 * What the VIP module asks of the bonuses module (ADR 0029 §1): a grant with nothing to wager in
 * the caller's transaction (monthly and birthday bonuses), and a reward-centre offer the member
 * claims (upgrade bonus). Both are unique per (merchant, source, sourceRef). app.ts passes the
 * bonuses module's `grants` and `offers`; this module never posts reward money itself.
 */
export interface VipGrantRequest {
  merchantCode: string;
  memberId: string;
  currency: string;
  source: 'VIP';
  sourceRef: string;
  amountMinor: bigint;
  wagering: null;
  expiresAt: Date | null;
  titleKey: string;
  titleParams?: Record<string, string>;
}

export interface VipGrants {
  grant(tx: Queryable, request: VipGrantRequest): Promise<{ grantId: string }>;
}

export interface VipOffers {
  offer(tx: Queryable, request: VipGrantRequest & { claimBy: Date | null }): Promise<unknown>;
}

/** The member row's VIP level (identity owns it): the header and account page show it. */
export interface MemberLevelPort {
  set(tx: Queryable, merchantCode: string, memberId: string, level: number): Promise<void>;
}
