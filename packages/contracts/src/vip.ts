import { z } from 'zod';
import { ZPage } from './envelope.ts';
import { GAME_CATEGORIES } from './game-constants.ts';
import { VIP_ICONS } from './vip-constants.ts';

// VIP levels (issue 12). Paths are in vip-constants.ts. Amounts are decimal strings of the
// merchant's currency; rates are percentages as decimal strings ("0.60").

const ZAmount = z.string().regex(/^\d{1,15}(\.\d{1,4})?$/);

export const ZVipRebateRate = z.object({
  category: z.enum(GAME_CATEGORIES),
  ratePercent: z.string(),
});
export type TVipRebateRate = z.infer<typeof ZVipRebateRate>;

export const ZVipLevel = z.object({
  level: z.number().int(),
  code: z.string(),
  /** In the request's language (the merchant's default language when it has none). */
  name: z.string(),
  icon: z.enum(VIP_ICONS),
  color: z.string(),
  depositThreshold: z.string(),
  betThreshold: z.string(),
  keepBet: z.string(),
  upgradeBonus: z.string(),
  monthlyBonus: z.string(),
  birthdayBonus: z.string(),
  rebateRates: z.array(ZVipRebateRate),
  withdrawDailyCount: z.number().int().nullable(),
  withdrawDailyAmount: z.string().nullable(),
});
export type TVipLevel = z.infer<typeof ZVipLevel>;

export const ZVipProgress = z.object({
  level: z.number().int(),
  deposits: z.string(),
  validBet: z.string(),
  /** The next level and how far the member is (whole percent, 0–100); null at the top. */
  next: z
    .object({
      level: z.number().int(),
      depositPercent: z.number().int(),
      betPercent: z.number().int(),
      depositRemaining: z.string(),
      betRemaining: z.string(),
    })
    .nullable(),
});
export type TVipProgress = z.infer<typeof ZVipProgress>;

export const ZVipOverview = z.object({
  currency: z.string(),
  windowDays: z.number().int(),
  levels: z.array(ZVipLevel),
  /** null for a visitor. */
  me: ZVipProgress.nullable(),
});
export type TVipOverview = z.infer<typeof ZVipOverview>;

/** A level as operators edit it: names per language, amounts as decimal strings, rates in basis points. */
export const ZVipLevelInput = z.object({
  level: z.number().int().min(0).max(50),
  code: z.string().regex(/^[A-Z0-9_]{2,20}$/),
  names: z.record(z.string().regex(/^[A-Z]{2}$/), z.string().trim().min(1).max(40)),
  icon: z.enum(VIP_ICONS),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  depositThreshold: ZAmount,
  betThreshold: ZAmount,
  keepBet: ZAmount,
  upgradeBonus: ZAmount,
  monthlyBonus: ZAmount,
  birthdayBonus: ZAmount,
  /** Basis points of valid bet per category (60 = 0.60 %), at most 5 %. */
  rebateRatesBps: z.partialRecord(z.enum(GAME_CATEGORIES), z.number().int().min(0).max(500)),
  withdrawDailyCount: z.number().int().min(1).max(1000).nullable(),
  withdrawDailyAmount: ZAmount.nullable(),
});
export type TVipLevelInput = z.infer<typeof ZVipLevelInput>;

export const ZVipLevelsAdmin = z.object({
  currency: z.string(),
  windowDays: z.number().int().min(1).max(365),
  levels: z.array(ZVipLevelInput),
});
export type TVipLevelsAdmin = z.infer<typeof ZVipLevelsAdmin>;

export const ZVipLevelsUpdate = z
  .object({
    windowDays: z.number().int().min(1).max(365),
    levels: z.array(ZVipLevelInput).min(1).max(20),
  })
  .superRefine((v, ctx) => {
    v.levels.forEach((l, i) => {
      if (l.level !== i)
        ctx.addIssue({ code: 'custom', path: ['levels', i, 'level'], message: 'levels 0…n in order' });
    });
    const codes = new Set(v.levels.map((l) => l.code));
    if (codes.size !== v.levels.length)
      ctx.addIssue({ code: 'custom', path: ['levels'], message: 'codes differ' });
  });
export type TVipLevelsUpdate = z.infer<typeof ZVipLevelsUpdate>;

export const ZVipMembersQuery = z.object({
  level: z.coerce.number().int().min(0).max(50).optional(),
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
});
export type TVipMembersQuery = z.infer<typeof ZVipMembersQuery>;

export const ZVipMemberRow = z.object({
  memberId: z.string(),
  username: z.string(),
  level: z.number().int(),
  reachedAt: z.string(),
});
export type TVipMemberRow = z.infer<typeof ZVipMemberRow>;

export const ZVipMembersPage = ZPage(ZVipMemberRow).extend({
  /** Members per level (level → count) over the whole merchant. */
  counts: z.array(z.object({ level: z.number().int(), members: z.number().int() })),
});
export type TVipMembersPage = z.infer<typeof ZVipMembersPage>;

export const ZVipEvaluateResult = z.object({ evaluated: z.number().int(), upgraded: z.number().int() });
export type TVipEvaluateResult = z.infer<typeof ZVipEvaluateResult>;
