import { z } from 'zod';
import { ZAmount } from './cashier.ts';
import { ZPage, ZPageQuery } from './envelope.ts';
import {
  EARNING_POINT_TYPES,
  GOODS_KINDS,
  POINT_TYPES,
  REDEEM_MAX_QUANTITY,
  RED_ENVELOPE_LIMITS,
  RED_ENVELOPE_ROUND_STATES,
  REDEMPTION_STATUSES,
} from './points-constants.ts';

// The points mall and red envelopes (issue 12, ADR 0029 §7–§8). Paths are in points-constants.ts.
// Points are whole numbers sent as strings ("1250"), money as decimal strings in the currency's scale.

const ZPoints = z.string().regex(/^-?\d{1,15}$/);
const ZPin = z.string().regex(/^\d{6}$/);

export const ZPointBalance = z.object({
  points: ZPoints,
  currency: z.string(),
  /** What the whole balance converts to at the current rate (whole conversion units only). */
  cashValue: z.string(),
});
export type TPointBalance = z.infer<typeof ZPointBalance>;

export const ZPointReward = z.object({
  id: z.string(),
  kind: z.enum(GOODS_KINDS),
  /** In the request's language (or the merchant's default). */
  name: z.string(),
  imageUrl: z.string().nullable(),
  pointsRequired: ZPoints,
  /** A cash reward's value; null for physical goods. */
  amount: z.string().nullable(),
  stock: z.number().int(),
});
export type TPointReward = z.infer<typeof ZPointReward>;
export const ZPointRewardList = z.object({ list: z.array(ZPointReward), currency: z.string() });
export type TPointRewardList = z.infer<typeof ZPointRewardList>;

export const ZRedeemPointRequest = z.object({
  goodsId: z.string().uuid(),
  quantity: z.number().int().min(1).max(REDEEM_MAX_QUANTITY),
  paymentPassword: ZPin,
  /** Where physical goods are delivered (name, address, phone). */
  address: z.string().trim().max(300).optional(),
});
export type TRedeemPointRequest = z.input<typeof ZRedeemPointRequest>;

/** Spec §3 "Redeem history". */
export const ZRedemption = z.object({
  id: z.string(),
  referenceNo: z.string(),
  appliedAt: z.string(),
  exchangeType: z.enum(GOODS_KINDS),
  productName: z.string(),
  quantity: z.number().int(),
  pointsRequired: ZPoints,
  /** The cash a cash reward pays (quantity × value); null for physical goods. */
  amountRequired: z.string().nullable(),
  status: z.enum(REDEMPTION_STATUSES),
  remark: z.string(),
});
export type TRedemption = z.infer<typeof ZRedemption>;
export const ZRedemptionPage = ZPage(ZRedemption);
export type TRedemptionPage = z.infer<typeof ZRedemptionPage>;
export const ZRedeemPointResult = z.object({ redemption: ZRedemption, balance: ZPoints });
export type TRedeemPointResult = z.infer<typeof ZRedeemPointResult>;

export const ZPointRatio = z.object({
  type: z.enum(EARNING_POINT_TYPES),
  /** The bet (or deposit) unit that earns `points`. */
  betUnit: z.string(),
  points: z.number().int(),
});
export type TPointRatio = z.infer<typeof ZPointRatio>;

export const ZPointConfig = z.object({
  currency: z.string(),
  ratios: z.array(ZPointRatio),
  /** `convertPoints` points convert to `convertAmount` of cash; at least `convertMinPoints` at once. */
  convertPoints: z.number().int(),
  convertAmount: z.string(),
  convertMinPoints: z.number().int(),
  convertEnabled: z.boolean(),
});
export type TPointConfig = z.infer<typeof ZPointConfig>;

export const ZPointDetailQuery = ZPageQuery.extend({ type: z.enum(POINT_TYPES).optional() });
export type TPointDetailQuery = z.input<typeof ZPointDetailQuery>;
/** Spec §3 "Points details": change, balance, bet unit, ratio. */
export const ZPointDetail = z.object({
  id: z.string(),
  type: z.enum(POINT_TYPES),
  change: ZPoints,
  balance: ZPoints,
  /** What earned it (valid bet or deposit) and at which ratio; null for redemptions. */
  basis: z.string().nullable(),
  betUnit: z.string().nullable(),
  ratio: z.number().int().nullable(),
  /** The day earned (merchant's zone) or the redemption's reference number. */
  reference: z.string(),
  createdAt: z.string(),
});
export type TPointDetail = z.infer<typeof ZPointDetail>;
export const ZPointDetailPage = ZPage(ZPointDetail);
export type TPointDetailPage = z.infer<typeof ZPointDetailPage>;

export const ZConvertPointRequest = z.object({ points: ZPoints, paymentPassword: ZPin });
export type TConvertPointRequest = z.input<typeof ZConvertPointRequest>;
export const ZConvertPointResult = z.object({
  points: ZPoints,
  amount: z.string(),
  balance: ZPoints,
  referenceNo: z.string(),
});
export type TConvertPointResult = z.infer<typeof ZConvertPointResult>;

// --- console ---

export const ZPointConfigUpdate = z.object({
  ratios: z
    .array(
      z.object({
        type: z.enum(EARNING_POINT_TYPES),
        betUnit: ZAmount,
        points: z.number().int().min(0).max(1_000_000),
      }),
    )
    .max(EARNING_POINT_TYPES.length),
  convertPoints: z.number().int().min(1).max(1_000_000_000),
  convertAmount: ZAmount,
  convertMinPoints: z.number().int().min(1).max(1_000_000_000),
  convertEnabled: z.boolean(),
});
export type TPointConfigUpdate = z.input<typeof ZPointConfigUpdate>;

const ZNames = z.record(z.string().regex(/^[A-Z_]{2,6}$/), z.string().trim().min(1).max(80));

export const ZGoodsAdmin = z.object({
  id: z.string(),
  kind: z.enum(GOODS_KINDS),
  names: z.record(z.string(), z.string()),
  imageUrl: z.string().nullable(),
  pointsRequired: z.number().int(),
  amount: z.string().nullable(),
  stock: z.number().int(),
  active: z.boolean(),
  sortOrder: z.number().int(),
  redeemed: z.number().int(),
});
export type TGoodsAdmin = z.infer<typeof ZGoodsAdmin>;
export const ZGoodsAdminList = z.object({ list: z.array(ZGoodsAdmin), currency: z.string() });
export type TGoodsAdminList = z.infer<typeof ZGoodsAdminList>;

export const ZGoodsUpsert = z
  .object({
    kind: z.enum(GOODS_KINDS),
    names: ZNames.refine((n) => Object.keys(n).length > 0, { message: 'a name is required' }),
    imageUrl: z
      .string()
      .trim()
      .max(500)
      .regex(/^(https:\/\/|\/)[^\s"'<>]*$/)
      .nullable(),
    pointsRequired: z.number().int().min(1).max(1_000_000_000),
    amount: ZAmount.nullable(),
    stock: z.number().int().min(0).max(1_000_000),
    active: z.boolean(),
    sortOrder: z.number().int().min(0).max(10_000),
  })
  .refine((g) => (g.kind === 'CASH') === (g.amount !== null), { message: 'cash rewards name an amount' });
export type TGoodsUpsert = z.input<typeof ZGoodsUpsert>;

export const ZRedemptionAdminQuery = ZPageQuery.extend({ status: z.enum(REDEMPTION_STATUSES).optional() });
export type TRedemptionAdminQuery = z.input<typeof ZRedemptionAdminQuery>;
export const ZRedemptionAdmin = ZRedemption.extend({
  memberId: z.string(),
  username: z.string(),
  address: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  reviewedAt: z.string().nullable(),
});
export type TRedemptionAdmin = z.infer<typeof ZRedemptionAdmin>;
export const ZRedemptionAdminPage = ZPage(ZRedemptionAdmin);
export type TRedemptionAdminPage = z.infer<typeof ZRedemptionAdminPage>;
export const ZRedemptionReview = z.object({
  decision: z.enum(['APPROVE', 'REJECT']),
  remark: z.string().trim().max(200).default(''),
});
export type TRedemptionReview = z.input<typeof ZRedemptionReview>;

// --- red envelopes ---

export const ZRedEnvelopeClaim = z.object({
  roundId: z.string(),
  title: z.string(),
  amount: z.string(),
  claimedAt: z.string(),
});
export type TRedEnvelopeClaim = z.infer<typeof ZRedEnvelopeClaim>;

export const ZRedEnvelopeRound = z.object({
  id: z.string(),
  title: z.string(),
  state: z.enum(RED_ENVELOPE_ROUND_STATES),
  startsAt: z.string(),
  endsAt: z.string(),
  envelopeCount: z.number().int(),
  remaining: z.number().int(),
  minAmount: z.string(),
  maxAmount: z.string(),
  /** Why this member may not claim (null: they may). */
  ineligible: z.enum(['DEPOSIT_TODAY', 'VIP_LEVEL']).nullable(),
  requiresDepositToday: z.boolean(),
  vipLevels: z.array(z.number().int()),
  myClaim: ZRedEnvelopeClaim.nullable(),
});
export type TRedEnvelopeRound = z.infer<typeof ZRedEnvelopeRound>;
export const ZRedEnvelopeCurrent = z.object({
  round: ZRedEnvelopeRound.nullable(),
  currency: z.string(),
  serverTime: z.string(),
});
export type TRedEnvelopeCurrent = z.infer<typeof ZRedEnvelopeCurrent>;
export const ZRedEnvelopeClaimRequest = z.object({ roundId: z.string().uuid() });
export type TRedEnvelopeClaimRequest = z.input<typeof ZRedEnvelopeClaimRequest>;
export const ZRedEnvelopeClaimPage = ZPage(ZRedEnvelopeClaim);
export type TRedEnvelopeClaimPage = z.infer<typeof ZRedEnvelopeClaimPage>;

const ZEligibility = z.object({
  depositedToday: z.boolean(),
  vipLevels: z.array(z.number().int().min(0).max(99)).max(100),
});

export const ZRedEnvelopeRoundAdmin = z.object({
  id: z.string(),
  titles: z.record(z.string(), z.string()),
  state: z.enum([...RED_ENVELOPE_ROUND_STATES, 'CANCELLED']),
  startsAt: z.string(),
  endsAt: z.string(),
  budget: z.string(),
  envelopeCount: z.number().int(),
  minAmount: z.string(),
  maxAmount: z.string(),
  eligibility: ZEligibility,
  claimedCount: z.number().int(),
  claimedAmount: z.string(),
  createdAt: z.string(),
});
export type TRedEnvelopeRoundAdmin = z.infer<typeof ZRedEnvelopeRoundAdmin>;
export const ZRedEnvelopeRoundAdminList = z.object({
  list: z.array(ZRedEnvelopeRoundAdmin),
  currency: z.string(),
});
export type TRedEnvelopeRoundAdminList = z.infer<typeof ZRedEnvelopeRoundAdminList>;

export const ZRedEnvelopeRoundCreate = z.object({
  titles: ZNames.refine((n) => Object.keys(n).length > 0, { message: 'a title is required' }),
  startsAt: z.string().datetime({ offset: true }),
  endsAt: z.string().datetime({ offset: true }),
  budget: ZAmount,
  envelopeCount: z.number().int().min(1).max(RED_ENVELOPE_LIMITS.maxEnvelopes),
  minAmount: ZAmount,
  maxAmount: ZAmount,
  eligibility: ZEligibility,
});
export type TRedEnvelopeRoundCreate = z.input<typeof ZRedEnvelopeRoundCreate>;
