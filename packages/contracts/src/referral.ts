import { z } from 'zod';
import { ZPage } from './envelope.ts';
import { REFERRAL_REASONS, REFERRAL_STATUSES } from './referral-constants.ts';

// The referral programme (issue 12). Paths are in referral-constants.ts.

export const ZReferralRule = z.object({
  enabled: z.boolean(),
  minDeposit: z.string(),
  minValidBet: z.string(),
  withinDays: z.number().int(),
  reward: z.string(),
  wageringMultiple: z.number().int(),
});
export type TReferralRule = z.infer<typeof ZReferralRule>;

export const ZReferralFriend = z.object({
  /** Masked (`fr***23`). */
  username: z.string(),
  registeredAt: z.string(),
  status: z.enum(REFERRAL_STATUSES),
  reason: z.enum(REFERRAL_REASONS).nullable(),
  /** When the window to meet the conditions ends. */
  deadline: z.string(),
  /** The reward paid (PAID), else null. */
  reward: z.string().nullable(),
});
export type TReferralFriend = z.infer<typeof ZReferralFriend>;

export const ZReferralSummary = z.object({
  code: z.string(),
  currency: z.string(),
  /** null when the merchant has no rule (the programme is off). */
  rule: ZReferralRule.nullable(),
  totals: z.object({ friends: z.number().int(), paid: z.number().int(), earned: z.string() }),
  friends: z.array(ZReferralFriend),
});
export type TReferralSummary = z.infer<typeof ZReferralSummary>;

// ---- Console (rewards.manage) ----

export const ZReferralRuleInput = z.object({
  enabled: z.boolean(),
  minDeposit: z.string().trim().min(1).max(40),
  minValidBet: z.string().trim().min(1).max(40),
  withinDays: z.number().int().min(1).max(365),
  reward: z.string().trim().min(1).max(40),
  wageringMultiple: z.number().int().min(0).max(100).default(0),
});
export type TReferralRuleInput = z.input<typeof ZReferralRuleInput>;

export const ZAdminReferralRule = z.object({ currency: z.string(), rule: ZReferralRule.nullable() });
export type TAdminReferralRule = z.infer<typeof ZAdminReferralRule>;

export const ZAdminReferralQuery = z.object({
  status: z.enum(REFERRAL_STATUSES).optional(),
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
});
export type TAdminReferralQuery = z.input<typeof ZAdminReferralQuery>;

export const ZAdminReferral = z.object({
  id: z.string(),
  referrer: z.string(),
  friend: z.string(),
  code: z.string(),
  registerIp: z.string().nullable(),
  status: z.enum(REFERRAL_STATUSES),
  reason: z.enum(REFERRAL_REASONS).nullable(),
  reward: z.string().nullable(),
  registeredAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type TAdminReferral = z.infer<typeof ZAdminReferral>;

export const ZAdminReferralPage = ZPage(ZAdminReferral);
export type TAdminReferralPage = z.infer<typeof ZAdminReferralPage>;
