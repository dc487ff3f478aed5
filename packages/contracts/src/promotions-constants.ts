// Promotions and activities (issue 12, ADR 0029 §2; spec §1, §2 side menu, §3 activity application,
// §4 activity status, §7 sign-up and raffle calls, §9 limits). Zod-free: the player site imports it
// from the client entry. Schemas are in promotions.ts.

export const PROMOTION_KINDS = ['SIGN_UP', 'DEPOSIT', 'CASHBACK', 'RAFFLE', 'APPLICATION'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

/** The tabs of /promotions. */
export const PROMOTION_CATEGORIES = ['GENERAL', 'NEW_MEMBER', 'DEPOSIT', 'CASHBACK', 'EVENT'] as const;
export type PromotionCategory = (typeof PROMOTION_CATEGORIES)[number];

/** Spec §4 "Activity status": join, claim, applying, closed for signup, rejected, issued, claimed, processing, signed up (joined), coming soon. */
export const ACTIVITY_STATES = [
  'JOIN',
  'CLAIM',
  'APPLYING',
  'CLOSED_FOR_SIGNUP',
  'REJECTED',
  'ISSUED',
  'CLAIMED',
  'PROCESSING',
  'SIGNED_UP',
  'COMING_SOON',
] as const;
export type ActivityState = (typeof ACTIVITY_STATES)[number];

export const DEPOSIT_BONUS_TYPES = ['FIRST', 'RELOAD'] as const;
export type DepositBonusType = (typeof DEPOSIT_BONUS_TYPES)[number];
export const CASHBACK_PERIODS = ['DAILY', 'WEEKLY'] as const;
export type CashbackPeriod = (typeof CASHBACK_PERIODS)[number];

/** Spec §9: activity remark ≤ 140 characters; png or jpg images of ≤ 5 MB, at most 3. Dropdown: 5. */
export const PROMOTION_LIMITS = {
  remarkChars: 140,
  images: 3,
  imageBytes: 5 * 1024 * 1024,
  dropdown: 5,
} as const;

export const PROMOTION_PATHS = {
  list: '/api/wps/promotions',
  detail: '/api/wps/promotions/:id',
  /** Spec §7 (T): joins a sign-up, cashback or raffle promotion. */
  join: '/api/wps/relay/MCSFE_signUpPromotionJoin',
  /** Spec §7 (T): asks for a sign-up promotion's reward once its condition is met. */
  requestReward: '/api/wps/relay/MCSFE_signUpRequestReward',
  /** Spec §7 (T): takes a drawn raffle ticket's prize. */
  claimRaffle: '/api/wps/relay/MCS2_claimRafflePromotion',
  apply: '/api/wps/promotions/:id/apply',
  /** An issued reward (waiting in the reward centre) taken from the promotion's own page. */
  claim: '/api/wps/promotions/:id/claim',
  /** The deposit form's choices for an amount (eligible deposit bonuses). */
  depositOptions: '/api/wps/promotions/deposit-options',
  image: '/api/wps/promotions/images/:file',
} as const;

export const PROMOTION_ADMIN_PATHS = {
  campaigns: '/api/bo/merchants/:code/promotions',
  campaign: '/api/bo/merchants/:code/promotions/:id',
  applications: '/api/bo/merchants/:code/promotion-applications',
  review: '/api/bo/merchants/:code/promotion-applications/:id/review',
  applicationImage: '/api/bo/merchants/:code/promotion-applications/:id/images/:n',
  drawRaffle: '/api/bo/merchants/:code/promotions/:id/draw',
} as const;
