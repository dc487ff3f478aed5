import { z } from 'zod';
import { GAME_CATEGORIES } from './game-constants.ts';
import { LOTTERY_MARKETS, LOTTERY_PRIZE_MODES } from './lottery-constants.ts';

const ZMarket = z.enum(LOTTERY_MARKETS);
const ZResult = z.record(z.string(), z.array(z.string()));

/** `/lgw/vn/games/game_menu` query: prize mode (default by the spec's rule), device. */
export const ZLotteryMenuQuery = z.object({
  prizeMode: z.enum(LOTTERY_PRIZE_MODES).optional(),
  device: z.enum(['WEB', 'MOBILE', 'H5']).optional(),
});
export type TLotteryMenuQuery = z.infer<typeof ZLotteryMenuQuery>;

/** A draw's own time zone (IANA, e.g. Asia/Ho_Chi_Minh): its times are shown in it. */
const ZTimeZone = z.string().min(1).max(64);

/** A draw in a menu: the next open one of a game, with its cut-off. */
export const ZLotteryNextDraw = z.object({
  drawId: z.string(),
  province: z.string().nullable(),
  /** OPEN takes bets now; SCHEDULED opens at `opensAt` (listed in the game's `draws` only). */
  state: z.enum(['OPEN', 'SCHEDULED']),
  opensAt: z.string(),
  closesAt: z.string(),
  drawAt: z.string(),
  timeZone: ZTimeZone,
  /** ELOTT: the seed's hash, published before the draw. */
  serverSeedHash: z.string().nullable(),
});
export type TLotteryNextDraw = z.infer<typeof ZLotteryNextDraw>;

/** One lottery game of a menu (spec §3: tagged with the account type, a tag from gameGroupCode). */
export const ZLotteryGameMenu = z.object({
  gameCode: z.string(),
  market: ZMarket,
  gameGroupCode: z.string(),
  accountType: z.string(),
  prizeMode: z.enum(LOTTERY_PRIZE_MODES),
  openDraws: z.number().int(),
  nextDraw: ZLotteryNextDraw.nullable(),
  /**
   * The game's coming draws, soonest cut-off first: the open ones and those opening within the
   * next hours (several for the fast draws and the provincial draws of a day), at most 12.
   */
  draws: z.array(ZLotteryNextDraw),
  betTypes: z.array(z.string()),
});
export type TLotteryGameMenu = z.infer<typeof ZLotteryGameMenu>;

export const ZLotteryMenu = z.object({
  prizeMode: z.enum(LOTTERY_PRIZE_MODES),
  device: z.string(),
  serverTime: z.string(),
  gameMenus: z.array(ZLotteryGameMenu),
});
export type TLotteryMenu = z.infer<typeof ZLotteryMenu>;

/** `/lgw/games/game_menus`: every prize mode's menu at once. */
export const ZLotteryMenus = z.object({
  prizeMode: z.enum(LOTTERY_PRIZE_MODES),
  serverTime: z.string(),
  gameMenus: z.array(ZLotteryGameMenu),
});
export type TLotteryMenus = z.infer<typeof ZLotteryMenus>;

/** `/lgw/vn/games/game_menu/recent` (T): the member's recently played lottery titles. */
export const ZLotteryRecentGame = z.object({
  vassalage: z.string(),
  gameCode: z.string(),
  gameType: z.enum(GAME_CATEGORIES),
  displayName: z.string(),
  lastPlayedAt: z.string().nullable(),
});
export type TLotteryRecentGame = z.infer<typeof ZLotteryRecentGame>;
export const ZLotteryRecent = z.object({ list: z.array(ZLotteryRecentGame) });
export type TLotteryRecent = z.infer<typeof ZLotteryRecent>;

/** A resulted draw as the site shows it. */
export const ZLotteryOpenedDraw = z.object({
  drawId: z.string(),
  market: ZMarket,
  gameCode: z.string(),
  province: z.object({ code: z.string(), name: z.string() }).nullable(),
  drawDate: z.string(),
  drawAt: z.string(),
  timeZone: ZTimeZone,
  state: z.string(),
  /** The top prize: đề source (special), the Thai first prize, the 4D first prize. */
  special: z.string().nullable(),
  result: ZResult.nullable(),
  serverSeedHash: z.string().nullable(),
  serverSeed: z.string().nullable(),
});
export type TLotteryOpenedDraw = z.infer<typeof ZLotteryOpenedDraw>;

/** `/lgw/vn/numeros/opened/game?gameCode&limit`: a game's latest opened numbers, newest first. */
export const ZLotteryOpenedQuery = z.object({
  gameCode: z.string().regex(/^[a-z0-9-]{1,40}$/),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export type TLotteryOpenedQuery = z.infer<typeof ZLotteryOpenedQuery>;
export const ZLotteryOpened = z.object({ gameCode: z.string(), draws: z.array(ZLotteryOpenedDraw) });
export type TLotteryOpened = z.infer<typeof ZLotteryOpened>;

/** `/lotto/lgw/games/opened/numero`: the latest opened numbers of every game (home page strip). */
export const ZLotteryOpenedNumero = z.object({ draws: z.array(ZLotteryOpenedDraw) });
export type TLotteryOpenedNumero = z.infer<typeof ZLotteryOpenedNumero>;

/** Results of a local day by market and province (the site's lottery centre). */
export const ZLotteryResultsQuery = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  market: ZMarket.optional(),
  province: z
    .string()
    .regex(/^[A-Z0-9_]{1,12}$/)
    .optional(),
});
export type TLotteryResultsQuery = z.infer<typeof ZLotteryResultsQuery>;
export const ZLotteryResults = z.object({ date: z.string(), draws: z.array(ZLotteryOpenedDraw) });
export type TLotteryResults = z.infer<typeof ZLotteryResults>;
