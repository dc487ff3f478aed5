import { z } from 'zod';
import { ZPage } from './envelope.ts';
import { GAME_CATEGORIES } from './game-constants.ts';
import {
  REPORT_BREAKDOWNS,
  REPORT_FUNNEL_STEPS,
  REPORT_GRAINS,
  REPORT_RANKING_KINDS,
  REPORT_RANKING_SIDES,
  REPORT_SORTS,
} from './reports-constants.ts';

// Operator reports and the member's profit (issue 17). Paths and choices are in reports-constants.ts.
// Figures are the house's view unless named `winLoss`: ggr = turnover − payout (positive: the house
// won); ngr = ggr − bonus − rebate. `winLoss` is the player's view (payout − turnover). Every amount
// is a decimal string in `currency`; ratios are decimal strings of a percentage ("12.34").

const ZDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const ZCurrency = z
  .string()
  .regex(/^[A-Za-z]{3}$/)
  .transform((c) => c.toUpperCase());

/** A range of the merchant's days, `from` and `to` included; the server checks order and length. */
export const ZReportRange = z.object({
  from: ZDay,
  to: ZDay,
  /** Defaults to the merchant's currency. */
  currency: ZCurrency.optional(),
});
export type TReportRange = z.input<typeof ZReportRange>;

const ZCountAmount = z.object({ count: z.number().int(), amount: z.string() });

/** One period of the revenue report (or the range's totals, `period` "total"). */
export const ZRevenueRow = z.object({
  /** A day `2026-11-27`, a week by its Monday `2026-11-23`, a month `2026-11`, or `total`. */
  period: z.string(),
  rounds: z.number().int(),
  turnover: z.string(),
  payout: z.string(),
  ggr: z.string(),
  bonus: z.string(),
  rebate: z.string(),
  ngr: z.string(),
  deposits: ZCountAmount,
  firstDeposits: ZCountAmount,
  withdrawals: ZCountAmount,
  newMembers: z.number().int(),
  /** Members who placed at least one bet in the period (distinct over the period, not a sum of days). */
  activeMembers: z.number().int(),
  depositingMembers: z.number().int(),
});
export type TRevenueRow = z.infer<typeof ZRevenueRow>;

export const ZRevenueQuery = ZReportRange.extend({ grain: z.enum(REPORT_GRAINS).default('day') });
export type TRevenueQuery = z.input<typeof ZRevenueQuery>;

export const ZRevenueReport = z.object({
  currency: z.string(),
  timeZone: z.string(),
  grain: z.enum(REPORT_GRAINS),
  rows: z.array(ZRevenueRow),
  totals: ZRevenueRow,
  /** When the summary tables were last brought up to date (null: never). */
  refreshedAt: z.string().nullable(),
});
export type TRevenueReport = z.infer<typeof ZRevenueReport>;

export const ZBreakdownQuery = ZReportRange.extend({
  by: z.enum(REPORT_BREAKDOWNS),
  category: z.enum(GAME_CATEGORIES).optional(),
  vendorCode: z
    .string()
    .regex(/^[A-Za-z0-9_]{2,40}$/)
    .optional(),
  gameCode: z.string().trim().min(1).max(80).optional(),
  sort: z.enum(REPORT_SORTS).default('turnover'),
  order: z.enum(['asc', 'desc']).default('desc'),
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(1000).default(50),
});
export type TBreakdownQuery = z.input<typeof ZBreakdownQuery>;

export const ZBreakdownRow = z.object({
  /** The category, vendor code, game code or member id. */
  key: z.string(),
  /** What a person reads: the category, the vendor's or game's name, the member's account. */
  label: z.string(),
  category: z.string().nullable(),
  vendorCode: z.string().nullable(),
  gameCode: z.string().nullable(),
  rounds: z.number().int(),
  players: z.number().int(),
  turnover: z.string(),
  payout: z.string(),
  ggr: z.string(),
  /** ggr / turnover as a percentage; "0.00" when nothing was bet. */
  margin: z.string(),
});
export type TBreakdownRow = z.infer<typeof ZBreakdownRow>;

export const ZBreakdownPage = ZPage(ZBreakdownRow).extend({
  currency: z.string(),
  totals: ZBreakdownRow.omit({ key: true, label: true, category: true, vendorCode: true, gameCode: true }),
});
export type TBreakdownPage = z.infer<typeof ZBreakdownPage>;

export const ZRankingQuery = ZReportRange.extend({
  kind: z.enum(REPORT_RANKING_KINDS).default('member'),
  side: z.enum(REPORT_RANKING_SIDES).default('winners'),
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(1000).default(50),
});
export type TRankingQuery = z.input<typeof ZRankingQuery>;

export const ZRankingRow = z.object({
  rank: z.number().int(),
  id: z.string(),
  account: z.string(),
  /** Members counted (1 for a member, the team's players for an agent). */
  players: z.number().int(),
  rounds: z.number().int(),
  turnover: z.string(),
  payout: z.string(),
  /** The player's view: payout − turnover. */
  winLoss: z.string(),
});
export type TRankingRow = z.infer<typeof ZRankingRow>;
export const ZRankingPage = ZPage(ZRankingRow).extend({ currency: z.string() });
export type TRankingPage = z.infer<typeof ZRankingPage>;

export const ZFunnelQuery = z.object({ from: ZDay, to: ZDay });
export type TFunnelQuery = z.input<typeof ZFunnelQuery>;
export const ZFunnel = z.object({
  steps: z.array(
    z.object({
      step: z.enum(REPORT_FUNNEL_STEPS),
      members: z.number().int(),
      /** Of the registered members, as a percentage. */
      ofRegistered: z.string(),
    }),
  ),
});
export type TFunnel = z.infer<typeof ZFunnel>;

/** One day of the members' money: opening + every movement = closing, checked against the ledger. */
export const ZDailyCloseRow = z.object({
  day: ZDay,
  opening: z.string(),
  /** Net movement of members' accounts per ledger transaction kind that day (DEPOSIT, BET, WIN…). */
  movements: z.array(z.object({ kind: z.string(), amount: z.string(), count: z.number().int() })),
  closing: z.string(),
  /** True when opening + movements = closing and the closing equals the ledger's own sum. */
  balanced: z.boolean(),
});
export type TDailyCloseRow = z.infer<typeof ZDailyCloseRow>;
export const ZDailyClose = z.object({ currency: z.string(), rows: z.array(ZDailyCloseRow) });
export type TDailyClose = z.infer<typeof ZDailyClose>;

export const ZReportFreshness = z.object({
  refreshedAt: z.string().nullable(),
  /** Days rebuilt by the last run. */
  lastDays: z.array(ZDay),
});
export type TReportFreshness = z.infer<typeof ZReportFreshness>;
export const ZReportRebuild = z.object({ from: ZDay, to: ZDay });
export type TReportRebuild = z.input<typeof ZReportRebuild>;

/* ---------------------------------------------------------- personal profit */

export const ZProfitQuery = z.object({ from: ZDay, to: ZDay });
export type TProfitQuery = z.input<typeof ZProfitQuery>;

const ZProfitFigures = z.object({
  rounds: z.number().int(),
  turnover: z.string(),
  payout: z.string(),
  /** The member's view: payout − turnover (positive: the member won). */
  winLoss: z.string(),
});

export const ZPersonalProfit = z.object({
  currency: z.string(),
  timeZone: z.string(),
  totals: ZProfitFigures,
  /** Every day of the range, oldest first, days without play included with zeros (a chart's x axis). */
  days: z.array(ZProfitFigures.extend({ day: ZDay })),
  /** Categories the member played in the range, biggest turnover first. */
  categories: z.array(ZProfitFigures.extend({ category: z.string() })),
});
export type TPersonalProfit = z.infer<typeof ZPersonalProfit>;
