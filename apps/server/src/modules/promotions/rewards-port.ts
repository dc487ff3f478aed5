import type { Queryable } from '../../platform/db/database.ts';
import type { BonusGrants, GrantRequest } from '../bonuses/index.ts';

export type { BonusGrants, GrantRequest, GrantResult } from '../bonuses/index.ts';

/**
 * The reward centre (ADR 0029 §1): a reward offered to a member waits there until they claim it
 * (or `claimBy` passes). Paid by the bonuses module; promotions never posts reward money. A claim
 * of an offer already claimed (in the reward centre) answers its grant again.
 */
export interface RewardOffers {
  offer(tx: Queryable, request: GrantRequest & { claimBy: Date }): Promise<{ offerId: string }>;
  claim(memberId: string, offerId: string): Promise<{ grantId: string }>;
}

/** What promotions pays through: bonuses' grants and (once wired) its offers. */
export interface PromotionRewards {
  grants: BonusGrants;
  offers: RewardOffers | null;
}
