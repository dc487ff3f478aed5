// Operator reports and the member's own profit (issue 17; spec §2 personalProfit). Zod-free for the
// player site; the schemas are in reports.ts. Money is a decimal string in the report's currency.
// Days are the merchant's calendar days in its own time zone; weeks start on Monday.

/** How the revenue report groups its days. */
export const REPORT_GRAINS = ['day', 'week', 'month'] as const;
export type ReportGrain = (typeof REPORT_GRAINS)[number];

/** What a breakdown groups by: each drills into the next (a day → a category or vendor → a game → a member). */
export const REPORT_BREAKDOWNS = ['category', 'vendor', 'game', 'member'] as const;
export type ReportBreakdown = (typeof REPORT_BREAKDOWNS)[number];

/** Columns a breakdown or ranking may be sorted by. */
export const REPORT_SORTS = ['turnover', 'payout', 'ggr', 'rounds', 'players', 'winLoss'] as const;
export type ReportSort = (typeof REPORT_SORTS)[number];

/** Rankings: members, or agents by their whole team's result; winners first or losers first. */
export const REPORT_RANKING_KINDS = ['member', 'agent'] as const;
export type ReportRankingKind = (typeof REPORT_RANKING_KINDS)[number];
export const REPORT_RANKING_SIDES = ['winners', 'losers'] as const;
export type ReportRankingSide = (typeof REPORT_RANKING_SIDES)[number];

/** The registration-to-deposit funnel, for members registered in the range. */
export const REPORT_FUNNEL_STEPS = ['REGISTERED', 'FIRST_DEPOSIT', 'FIRST_BET', 'SECOND_DEPOSIT'] as const;
export type ReportFunnelStep = (typeof REPORT_FUNNEL_STEPS)[number];

/** A report range is at most this many days (a year and a day, so a leap year's month-on-month fits). */
export const REPORT_MAX_RANGE_DAYS = 366;
/** The member's profit page covers at most this many days. */
export const PROFIT_MAX_RANGE_DAYS = 90;

export const REPORT_PATHS = {
  /** Back office, GET ?from&to&grain&currency: revenue per day, week or month, and the range's totals. */
  adminRevenue: '/api/bo/merchants/:code/reports/revenue',
  /**
   * Back office, GET ?from&to&currency&by&category&vendorCode&gameCode&sort&order&pageNo&pageSize: the
   * range split by category, vendor, game or member, narrowed by the filters of the level above.
   */
  adminBreakdown: '/api/bo/merchants/:code/reports/breakdown',
  /** Back office, GET ?from&to&currency&kind&side&pageNo&pageSize: member or agent win/loss rankings. */
  adminRankings: '/api/bo/merchants/:code/reports/rankings',
  /** Back office, GET ?from&to: the funnel from registration to a second deposit. */
  adminFunnel: '/api/bo/merchants/:code/reports/funnel',
  /** Back office, GET ?from&to&currency: the daily close (members' money by movement) the ledger reconciles to. */
  adminDailyClose: '/api/bo/merchants/:code/reports/daily-close',
  /** Back office, GET: how fresh the summary tables are; POST {from,to}: rebuild those days now (audited). */
  adminRefresh: '/api/bo/merchants/:code/reports/refresh',
  /** Member, GET ?from&to: my own win/loss per day and per category (personalProfit). */
  personalProfit: '/api/wps/member/profit',
} as const;
