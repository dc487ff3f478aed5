import { z } from 'zod';
import { ZAmount } from './cashier.ts';
import { ZPage, ZPageQuery } from './envelope.ts';
import { ZMemberTag } from './identity.ts';
import {
  ACTIVITY_STATES,
  CASHBACK_PERIODS,
  DEPOSIT_BONUS_TYPES,
  PROMOTION_CATEGORIES,
  PROMOTION_KINDS,
  PROMOTION_LIMITS,
} from './promotions-constants.ts';

// Promotions and activities (ADR 0029 §2). Paths are in promotions-constants.ts. Money is decimal text.

const ZPromotionId = z.string().uuid();

/* ------------------------------------------------------------------ member */

export const ZPromotionListQuery = z.object({ language: z.string().trim().max(10).optional() });
export type TPromotionListQuery = z.infer<typeof ZPromotionListQuery>;

export const ZPromotionCard = z.object({
  id: z.string(),
  kind: z.enum(PROMOTION_KINDS),
  category: z.enum(PROMOTION_CATEGORIES),
  title: z.string(),
  summary: z.string(),
  imageUrl: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  signupEndsAt: z.string(),
  /** The member's state (a visitor sees JOIN or what the schedule says). */
  state: z.enum(ACTIVITY_STATES),
  /** The reward in the merchant's currency: fixed amount, or the deposit bonus's cap. */
  reward: z.string(),
  percentBps: z.number().int(),
  currency: z.string(),
});
export type TPromotionCard = z.infer<typeof ZPromotionCard>;
export const ZPromotionList = z.object({ list: z.array(ZPromotionCard) });
export type TPromotionList = z.infer<typeof ZPromotionList>;

export const ZPromotionDetail = ZPromotionCard.extend({
  bodyHtml: z.string(),
  minDeposit: z.string(),
  wageringMultiple: z.number().int(),
  depositType: z.enum(DEPOSIT_BONUS_TYPES).nullable(),
  cashbackBps: z.number().int(),
  cashbackPeriod: z.enum(CASHBACK_PERIODS).nullable(),
  perMemberLimit: z.number().int(),
  /** Raffle: the draw's time, the seed's SHA-256 (published before) and the seed (after the draw). */
  raffle: z
    .object({
      drawAt: z.string().nullable(),
      seedHash: z.string().nullable(),
      seed: z.string().nullable(),
      prizes: z.array(z.object({ amount: z.string(), count: z.number().int() })),
    })
    .nullable(),
  /** The member's latest participation. */
  participation: z
    .object({ remark: z.string().nullable(), rejectReason: z.string().nullable(), reward: z.string() })
    .nullable(),
});
export type TPromotionDetail = z.infer<typeof ZPromotionDetail>;

/** MCSFE_signUpPromotionJoin, MCSFE_signUpRequestReward, MCS2_claimRafflePromotion. */
export const ZPromotionAction = z.object({ promotionId: ZPromotionId });
export type TPromotionAction = z.infer<typeof ZPromotionAction>;

/** Images are data URLs (png or jpeg by their bytes, ≤ 5 MB each, ≤ 3), like feedback's. */
export const ZPromotionApply = z.object({
  remark: z.string().trim().max(PROMOTION_LIMITS.remarkChars).default(''),
  images: z.array(z.string().max(7_100_000)).default([]),
});
export type TPromotionApply = z.input<typeof ZPromotionApply>;

export const ZDepositOptionsQuery = z.object({ amount: ZAmount.optional() });
export type TDepositOptionsQuery = z.infer<typeof ZDepositOptionsQuery>;
export const ZDepositOption = z.object({
  id: z.string(),
  title: z.string(),
  percentBps: z.number().int(),
  cap: z.string(),
  minDeposit: z.string(),
  wageringMultiple: z.number().int(),
  /** The bonus for the queried amount (null without an amount). */
  bonus: z.string().nullable(),
});
export type TDepositOption = z.infer<typeof ZDepositOption>;
export const ZDepositOptions = z.object({ list: z.array(ZDepositOption) });
export type TDepositOptions = z.infer<typeof ZDepositOptions>;

/* ----------------------------------------------------------------- operator */

export const ZPromotionTranslation = z.object({
  language: z.string().trim().min(2).max(10),
  title: z.string().trim().min(1).max(120),
  summary: z.string().trim().max(300).default(''),
  bodyHtml: z.string().max(50_000).default(''),
});
export type TPromotionTranslation = z.input<typeof ZPromotionTranslation>;

export const ZCampaignWrite = z.object({
  kind: z.enum(PROMOTION_KINDS),
  category: z.enum(PROMOTION_CATEGORIES).default('GENERAL'),
  enabled: z.boolean().default(true),
  sortOrder: z.number().int().min(0).max(9999).default(0),
  /** A data URL (png/jpeg/webp) to upload, or a kept URL. */
  image: z.string().max(7_100_000).nullable().default(null),
  startsAt: z.string().datetime(),
  endsAt: z.string().datetime(),
  signupEndsAt: z.string().datetime().nullable().default(null),
  newMemberDays: z.number().int().positive().nullable().default(null),
  minDeposits: z.number().int().min(0).nullable().default(null),
  maxDeposits: z.number().int().min(0).nullable().default(null),
  vipLevels: z.array(z.string().trim().min(1).max(40)).max(50).default([]),
  /** Only members having any of these tags (operators tag members in the console); empty = anyone. */
  memberTags: z.array(ZMemberTag).max(50).default([]),
  perMemberLimit: z.number().int().min(1).max(1000).default(1),
  budget: ZAmount.nullable().default(null),
  reward: ZAmount.default('0'),
  depositType: z.enum(DEPOSIT_BONUS_TYPES).nullable().default(null),
  percentBps: z.number().int().min(0).max(100_000).default(0),
  cap: ZAmount.default('0'),
  minDeposit: ZAmount.default('0'),
  wageringMultiple: z.number().int().min(0).max(100).default(0),
  categoryWeightsBps: z.record(z.string(), z.number().int().min(0).max(10_000)).default({}),
  excludedGames: z.array(z.string().max(80)).max(500).default([]),
  maxBet: ZAmount.nullable().default(null),
  bonusExpiryDays: z.number().int().min(1).max(365).default(30),
  cashbackBps: z.number().int().min(0).max(10_000).default(0),
  cashbackPeriod: z.enum(CASHBACK_PERIODS).nullable().default(null),
  rafflePrizes: z
    .array(z.object({ amount: ZAmount, count: z.number().int().min(1).max(1000) }))
    .max(20)
    .default([]),
  drawAt: z.string().datetime().nullable().default(null),
  translations: z.array(ZPromotionTranslation).min(1).max(20),
});
export type TCampaignWrite = z.input<typeof ZCampaignWrite>;

export const ZCampaignAdmin = z.object({
  id: z.string(),
  kind: z.enum(PROMOTION_KINDS),
  category: z.enum(PROMOTION_CATEGORIES),
  enabled: z.boolean(),
  sortOrder: z.number().int(),
  imageUrl: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  signupEndsAt: z.string().nullable(),
  newMemberDays: z.number().int().nullable(),
  minDeposits: z.number().int().nullable(),
  maxDeposits: z.number().int().nullable(),
  vipLevels: z.array(z.string()),
  memberTags: z.array(z.string()),
  perMemberLimit: z.number().int(),
  budget: z.string().nullable(),
  spent: z.string(),
  /** Spent as basis points of the budget (null without a budget). */
  spentBps: z.number().int().nullable(),
  currency: z.string(),
  reward: z.string(),
  depositType: z.enum(DEPOSIT_BONUS_TYPES).nullable(),
  percentBps: z.number().int(),
  cap: z.string(),
  minDeposit: z.string(),
  wageringMultiple: z.number().int(),
  categoryWeightsBps: z.record(z.string(), z.number().int()),
  excludedGames: z.array(z.string()),
  maxBet: z.string().nullable(),
  bonusExpiryDays: z.number().int(),
  cashbackBps: z.number().int(),
  cashbackPeriod: z.enum(CASHBACK_PERIODS).nullable(),
  rafflePrizes: z.array(z.object({ amount: z.string(), count: z.number().int() })),
  drawAt: z.string().nullable(),
  drawSeedHash: z.string().nullable(),
  drawnAt: z.string().nullable(),
  participants: z.number().int(),
  translations: z.array(
    z.object({ language: z.string(), title: z.string(), summary: z.string(), bodyHtml: z.string() }),
  ),
});
export type TCampaignAdmin = z.infer<typeof ZCampaignAdmin>;
export const ZCampaignAdminList = z.object({ list: z.array(ZCampaignAdmin) });
export type TCampaignAdminList = z.infer<typeof ZCampaignAdminList>;

export const ZApplicationAdmin = z.object({
  id: z.string(),
  campaignId: z.string(),
  campaignTitle: z.string(),
  member: z.object({ id: z.string(), account: z.string() }),
  status: z.string(),
  remark: z.string().nullable(),
  imageCount: z.number().int(),
  reward: z.string(),
  rejectReason: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type TApplicationAdmin = z.infer<typeof ZApplicationAdmin>;
export const ZApplicationAdminPage = ZPage(ZApplicationAdmin);
export type TApplicationAdminPage = z.infer<typeof ZApplicationAdminPage>;
export const ZApplicationAdminQuery = ZPageQuery.extend({
  status: z.enum(['APPLYING', 'ISSUED', 'REJECTED', 'CLAIMED']).optional(),
});
export type TApplicationAdminQuery = z.input<typeof ZApplicationAdminQuery>;
export const ZApplicationReview = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('APPROVE'), reward: ZAmount.optional() }),
  z.object({ decision: z.literal('REJECT'), reason: z.string().trim().min(1).max(200) }),
]);
export type TApplicationReview = z.infer<typeof ZApplicationReview>;
