// Rebates (issue 12, ADR 0029 §3; spec §2 member centre "manualRebate").
// Zod-free for the player site; the schemas are in rebates.ts.

/** DAILY: paid by the job for one day; CLAIM: claimed by the member in real time. */
export const REBATE_KINDS = ['DAILY', 'CLAIM'] as const;
export type RebateKind = (typeof REBATE_KINDS)[number];

/** A real-time claim covers today and yesterday (older days are the daily job's). */
export const REBATE_REALTIME_DAYS = 2;

export const REBATE_PATHS = {
  /** GET: the rebate accrued since the last claim, per category. */
  accrued: '/api/wps/rebate/accrued',
  /** POST (Idempotency-Key): claim it. */
  claim: '/api/wps/rebate/claim',
  /** GET ?pageNo&pageSize: rebates paid (daily and claimed). */
  history: '/api/wps/rebate/history',
} as const;

export const REBATE_ADMIN_PATHS = {
  /** GET ?from&to: payouts per day with totals. */
  days: '/api/bo/merchants/:code/rebates/days',
  /** POST {day}: run the daily rebate for a day (idempotent; audited). */
  run: '/api/bo/merchants/:code/rebates/run',
} as const;
