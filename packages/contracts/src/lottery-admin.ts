import { z } from 'zod';
import { LOTTERY_MARKETS } from './lottery-constants.ts';

/** The console's lottery routes (issue 14): draws, result entry and approval, cancellation. */
export const LOTTERY_ADMIN_PATHS = {
  /** GET ?market&state&date (lottery.manage or lottery.approve): draws with their result and pending entry. */
  draws: '/api/bo/lottery/draws',
  /** POST {result} (lottery.manage, audited): one operator's result entry, waiting for a second's approval. */
  resultEntries: '/api/bo/lottery/draws/:drawId/result-entries',
  /** POST {approve} (lottery.approve, audited): a different operator approves or rejects an entry. */
  entryDecision: '/api/bo/lottery/result-entries/:entryId/decision',
  /** POST {reason} (lottery.manage, audited): cancels a draw; its tickets are rolled back. */
  drawCancel: '/api/bo/lottery/draws/:drawId/cancel',
} as const;

export const LOTTERY_DRAW_STATES = [
  'SCHEDULED',
  'OPEN',
  'CLOSED',
  'RESULTED',
  'SETTLED',
  'CANCELLED',
] as const;
export type LotteryDrawState = (typeof LOTTERY_DRAW_STATES)[number];

const ZResult = z.record(z.string(), z.array(z.string()));

export const ZAdminLotteryDrawQuery = z.object({
  market: z.enum(LOTTERY_MARKETS).optional(),
  state: z.enum(LOTTERY_DRAW_STATES).optional(),
  /** The draw's local date (its own time zone). */
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
});
export type TAdminLotteryDrawQuery = z.infer<typeof ZAdminLotteryDrawQuery>;

export const ZAdminLotteryPendingEntry = z.object({
  entryId: z.number().int(),
  /** The operator id of whoever entered it (the approver must be someone else). */
  enteredBy: z.string(),
  enteredAt: z.string(),
  result: ZResult,
});
export type TAdminLotteryPendingEntry = z.infer<typeof ZAdminLotteryPendingEntry>;

export const ZAdminLotteryDraw = z.object({
  drawId: z.string(),
  market: z.enum(LOTTERY_MARKETS),
  gameCode: z.string(),
  province: z.object({ code: z.string(), name: z.string() }).nullable(),
  drawDate: z.string(),
  /** The market's own zone (IANA): the console shows the draw's times in it, not the operator's. */
  timeZone: z.string(),
  closesAt: z.string(),
  drawAt: z.string(),
  state: z.enum(LOTTERY_DRAW_STATES),
  /** In prize order, once resulted. */
  result: ZResult.nullable(),
  resultSource: z.string().nullable(),
  /** The latest entry still waiting for a second operator. */
  pendingEntry: ZAdminLotteryPendingEntry.nullable(),
  /** The prizes of the draw's shape with how many numbers and digits each takes (for the entry form). */
  prizes: z.array(z.object({ prize: z.string(), count: z.number().int(), digits: z.number().int() })),
});
export type TAdminLotteryDraw = z.infer<typeof ZAdminLotteryDraw>;

export const ZAdminLotteryDrawList = z.object({ draws: z.array(ZAdminLotteryDraw) });
export type TAdminLotteryDrawList = z.infer<typeof ZAdminLotteryDrawList>;

export const ZAdminLotteryResultEntry = z.object({ result: ZResult });
export type TAdminLotteryResultEntry = z.infer<typeof ZAdminLotteryResultEntry>;
export const ZAdminLotteryResultEntryAnswer = z.object({ entryId: z.number().int() });
export type TAdminLotteryResultEntryAnswer = z.infer<typeof ZAdminLotteryResultEntryAnswer>;

export const ZAdminLotteryDecision = z.object({ approve: z.boolean() });
export type TAdminLotteryDecision = z.infer<typeof ZAdminLotteryDecision>;
export const ZAdminLotteryDecisionAnswer = z.object({ entryId: z.number().int(), approved: z.boolean() });
export type TAdminLotteryDecisionAnswer = z.infer<typeof ZAdminLotteryDecisionAnswer>;

export const ZAdminLotteryCancel = z.object({ reason: z.string().trim().min(3).max(500) });
export type TAdminLotteryCancel = z.infer<typeof ZAdminLotteryCancel>;
export const ZAdminLotteryCancelAnswer = z.object({ rolledBack: z.number().int() });
export type TAdminLotteryCancelAnswer = z.infer<typeof ZAdminLotteryCancelAnswer>;

/** GET / PUT (lottery.manage, the change audited): a merchant's odds, stake units and liability limits. */
export const LOTTERY_ADMIN_ODDS_PATH = '/api/bo/lottery/merchants/:merchantCode/odds';

/** One bet type's terms, in betting units (one unit = `unitMinor` minor units of the currency). */
export const ZAdminLotteryBetOdds = z
  .object({
    /** Units charged per unit staked. */
    price: z.number().int().positive().max(1_000_000),
    /** Units won per unit staked per hit, by tier. */
    payouts: z.array(z.number().int().nonnegative().max(100_000_000)).min(1).max(10),
    minUnits: z.number().int().positive(),
    maxUnits: z.number().int().positive().max(100_000_000),
    /** The most one draw may owe on one number of this bet type, in units. */
    liabilityUnits: z.number().int().positive().max(1_000_000_000_000),
  })
  .refine((b) => b.minUnits <= b.maxUnits, { message: 'minUnits', path: ['minUnits'] });
export type TAdminLotteryBetOdds = z.infer<typeof ZAdminLotteryBetOdds>;

export const ZAdminLotteryOdds = z.object({
  merchantCode: z.string(),
  currency: z.string(),
  unitMinor: z.string(),
  /** market → bet type → terms. */
  odds: z.record(z.string(), z.record(z.string(), ZAdminLotteryBetOdds)),
});
export type TAdminLotteryOdds = z.infer<typeof ZAdminLotteryOdds>;

/** Only the bet types given change; tickets already sold keep the odds they were sold at. */
export const ZAdminLotteryOddsUpdate = z.object({
  odds: z.record(z.string(), z.record(z.string(), ZAdminLotteryBetOdds)),
});
export type TAdminLotteryOddsUpdate = z.infer<typeof ZAdminLotteryOddsUpdate>;
