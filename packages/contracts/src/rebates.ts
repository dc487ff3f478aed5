import { z } from 'zod';
import { ZPage } from './envelope.ts';
import { GAME_CATEGORIES } from './game-constants.ts';
import { REBATE_KINDS } from './rebates-constants.ts';

// Rebates (issue 12). Paths are in rebates-constants.ts.

const ZDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const ZRebateCategory = z.object({
  category: z.enum(GAME_CATEGORIES),
  validBet: z.string(),
  ratePercent: z.string(),
  amount: z.string(),
});
export type TRebateCategory = z.infer<typeof ZRebateCategory>;

export const ZRebateAccrued = z.object({
  currency: z.string(),
  level: z.number().int(),
  windowFrom: ZDay,
  windowTo: ZDay,
  categories: z.array(ZRebateCategory),
  total: z.string(),
  lastClaimAt: z.string().nullable(),
});
export type TRebateAccrued = z.infer<typeof ZRebateAccrued>;

export const ZRebatePayout = z.object({
  id: z.string(),
  kind: z.enum(REBATE_KINDS),
  day: ZDay.nullable(),
  windowFrom: ZDay,
  windowTo: ZDay,
  currency: z.string(),
  validBet: z.string(),
  amount: z.string(),
  categories: z.array(ZRebateCategory),
  createdAt: z.string(),
});
export type TRebatePayout = z.infer<typeof ZRebatePayout>;

export const ZRebateHistoryQuery = z.object({
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
export type TRebateHistoryQuery = z.infer<typeof ZRebateHistoryQuery>;

export const ZRebateHistoryPage = ZPage(ZRebatePayout);
export type TRebateHistoryPage = z.infer<typeof ZRebateHistoryPage>;

export const ZRebateDaysQuery = z.object({ from: ZDay, to: ZDay });
export type TRebateDaysQuery = z.infer<typeof ZRebateDaysQuery>;

export const ZRebateDayRow = z.object({
  day: ZDay,
  dailyMembers: z.number().int(),
  dailyTotal: z.string(),
  claims: z.number().int(),
  claimTotal: z.string(),
  /** The daily job finished this day. */
  finished: z.boolean(),
});
export type TRebateDayRow = z.infer<typeof ZRebateDayRow>;

export const ZRebateDays = z.object({ currency: z.string(), list: z.array(ZRebateDayRow) });
export type TRebateDays = z.infer<typeof ZRebateDays>;

export const ZRebateRunRequest = z.object({ day: ZDay });
export type TRebateRunRequest = z.infer<typeof ZRebateRunRequest>;

export const ZRebateRunResult = z.object({
  day: ZDay,
  paidMembers: z.number().int(),
  total: z.string(),
});
export type TRebateRunResult = z.infer<typeof ZRebateRunResult>;
