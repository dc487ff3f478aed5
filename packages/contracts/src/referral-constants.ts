// The referral programme (issue 12, ADR 0029 §6; spec §2 member centre "referral", §7 the register
// body's referralCode). Zod-free for the player site; the schemas are in referral.ts.

/**
 * A referred friend: PENDING until the conditions are met within the window (PAID) or not
 * (EXPIRED); NOT_ELIGIBLE when an abuse rule matched (the reason says which).
 */
export const REFERRAL_STATUSES = ['PENDING', 'PAID', 'NOT_ELIGIBLE', 'EXPIRED'] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];

/** Why a friend earns nothing: the same device, IP address or bank account as the referrer. */
export const REFERRAL_REASONS = ['SAME_DEVICE', 'SAME_IP', 'SAME_BANK_ACCOUNT'] as const;
export type ReferralReason = (typeof REFERRAL_REASONS)[number];

/** The register page's query parameter that carries a referral code (`/register?referralCode=…`). */
export const REFERRAL_QUERY_PARAM = 'referralCode';

export const REFERRAL_PATHS = {
  /** GET: my code, the merchant's rule, my totals and my referred friends (masked) with their status. */
  summary: '/api/wps/relay/MCSFE_getReferralSummary',
} as const;

export const REFERRAL_ADMIN_PATHS = {
  /** GET: the merchant's rule; PUT: set it (rewards.manage, audited). */
  rule: '/api/bo/merchants/:code/referral/rule',
  /** GET ?status&pageNo&pageSize: referrals with their abuse flags. */
  referrals: '/api/bo/merchants/:code/referrals',
} as const;
