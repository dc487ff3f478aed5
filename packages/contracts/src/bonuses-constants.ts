// Bonus money and the reward centre (issue 12, ADR 0029 §1; spec §2 member centre bonusDetails and
// rewardCenter). Zod-free for the player site; the schemas are in bonuses.ts.

/** What pays a bonus (the reward module that granted it). */
export const BONUS_SOURCES = [
  'PROMOTION',
  'CASHBACK',
  'REBATE',
  'VIP',
  'MISSION',
  'REFERRAL',
  'RED_ENVELOPE',
  'POINTS',
  'MANUAL',
] as const;
export type BonusSource = (typeof BONUS_SOURCES)[number];

/** A grant's life: ACTIVE while wagering, then released (COMPLETED) or ended with its money returned. */
export const BONUS_GRANT_STATUSES = ['ACTIVE', 'COMPLETED', 'FORFEITED', 'EXPIRED', 'CANCELLED'] as const;
export type BonusGrantStatus = (typeof BONUS_GRANT_STATUSES)[number];

/** A reward centre entry: waiting to be claimed, claimed (a grant), or lapsed unclaimed. */
export const REWARD_OFFER_STATUSES = ['WAITING', 'CLAIMED', 'LAPSED'] as const;
export type RewardOfferStatus = (typeof REWARD_OFFER_STATUSES)[number];

/** Why a bet counted nothing toward a grant (and is shown flagged). */
export const BONUS_FLAG_REASONS = ['MAX_BET'] as const;
export type BonusFlagReason = (typeof BONUS_FLAG_REASONS)[number];

/** An operator's reason for cancelling a grant, and a manual grant's note. */
export const BONUS_REASON_MAX_CHARS = 200;
/** A manual grant's wagering multiple (of the bonus amount) and validity. */
export const MANUAL_BONUS_LIMITS = { maxMultiple: 100, maxValidDays: 365 } as const;

export const BONUS_PATHS = {
  /** GET: every bonus with wagering, its live progress and what counts. */
  details: '/api/wps/bonus/details',
  /** POST {confirm: true}: the member gives an active bonus up (its money returns to promotions). */
  forfeit: '/api/wps/bonus/:id/forfeit',
  /** GET: rewards waiting to be claimed (and past ones), with the unread count. */
  rewardCenter: '/api/wps/rewards/center',
  /** GET: the unread count alone (the menu's badge). */
  rewardUnread: '/api/wps/rewards/unread',
  /** POST: mark every reward as read. */
  rewardRead: '/api/wps/rewards/read',
  /** POST: claim a waiting reward (exactly once). */
  rewardClaim: '/api/wps/rewards/:id/claim',
} as const;

export const BONUS_ADMIN_PATHS = {
  /** GET ?username&status&pageNo&pageSize: grants; POST: a manual grant (rewards.approve, audited). */
  grants: '/api/bo/bonuses/grants',
  /** POST {reason}: cancel an active grant (rewards.approve, audited, posts BONUS_FORFEIT). */
  grantCancel: '/api/bo/bonuses/grants/:id/cancel',
} as const;
