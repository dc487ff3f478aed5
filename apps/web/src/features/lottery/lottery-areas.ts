import type { LotteryMarket } from '@platform/contracts/client';

/** Which markets a lottery page shows (spec §2: /vnLottery Vietnamese, /seaLottery Southeast Asian…). */
export type LotteryArea = 'VN' | 'SEA' | 'ALL';

export const MARKETS_OF: Record<LotteryArea, readonly LotteryMarket[]> = {
  VN: ['VN_NORTH', 'VN_CENTRAL', 'VN_SOUTH'],
  SEA: ['TH_GOV', 'MY_4D'],
  ALL: ['VN_NORTH', 'VN_CENTRAL', 'VN_SOUTH', 'TH_GOV', 'MY_4D', 'ELOTT'],
};

/** The game a page opens when the link names none. */
export const DEFAULT_GAME_OF: Record<LotteryArea, string> = {
  VN: 'lotto-vn-north',
  SEA: 'lotto-th-gov',
  ALL: 'lotto-vn-north',
};

/** The betting page of an area (token required) for the lottery-centre links. */
export const PLAY_PATH_OF: Record<LotteryArea, string> = {
  VN: '/vnLottery',
  SEA: '/seaLottery',
  ALL: '/lottery',
};

export const areaOfMarket = (market: LotteryMarket): LotteryArea =>
  market === 'TH_GOV' || market === 'MY_4D' ? 'SEA' : market === 'ELOTT' ? 'ALL' : 'VN';

/** The lottery's own game codes are kebab-case `lotto-…`; anything else is not passed on. */
export const isLottoGameCode = (code: string | null): code is string =>
  !!code && /^lotto-[a-z0-9-]{1,30}$/.test(code);

/** Today in Vietnam (UTC+7): the days of the results pages are the draws' local days. */
export const vnDay = (nowMs: number, daysBack = 0) =>
  new Date(nowMs + 7 * 3_600_000 - daysBack * 86_400_000).toISOString().slice(0, 10);

/** The latest day with the evening draws out (18:45 in Vietnam), else the day before. */
export function latestResultDay(nowMs: number): string {
  const vn = new Date(nowMs + 7 * 3_600_000);
  return vnDay(nowMs, vn.getUTCHours() * 60 + vn.getUTCMinutes() < 18 * 60 + 45 ? 1 : 0);
}
