import type { GameCategory, TWinnerEntry } from '@platform/contracts';
import { toDecimalString } from '@platform/money';
import type { Clock } from '../../platform/clock.ts';
import { localName } from './domain/game-activity.ts';
import { displayVassalage } from './domain/vassalage.ts';
import { maskPlayer } from './domain/winner-board.ts';
import type { WinnerBoardRepository } from './winner-board.repository.ts';

/** The board shows the biggest wins of the last week. */
export const WINNER_WINDOW_MS = 7 * 24 * 60 * 60_000;
/** Every home page view asks for the board: answers are reused for a few seconds per merchant and query. */
const CACHE_MS = 5_000;
const CACHE_LIMIT = 1_000;

export function createWinnerBoardService(deps: { repository: WinnerBoardRepository; clock: Clock }) {
  const { repository, clock } = deps;
  const cache = new Map<string, { atMs: number; list: Promise<TWinnerEntry[]> }>();

  async function load(
    merchantCode: string,
    gameType: GameCategory | undefined,
    language: string,
    limit: number,
  ): Promise<TWinnerEntry[]> {
    const wins = await repository.biggestWins(merchantCode, {
      since: new Date(clock.nowMs() - WINNER_WINDOW_MS),
      gameType,
      limit,
    });
    return wins.map((w) => {
      const prize = toDecimalString({ amountMinor: w.amountMinor, currency: w.currency });
      return {
        player: maskPlayer(w.username),
        gameName: localName(w, language),
        vassalage: displayVassalage(w.vendorCode, w.currency),
        gameType: w.gameType,
        prize,
        currency: w.currency,
        time: w.time.toISOString(),
        vo: { winAmount: prize },
      };
    });
  }

  return {
    /** `GCSGAME_getRankList`: highest win first (the query orders it; equal wins, latest first). */
    async rankList(
      merchantCode: string,
      query: { gameCategory: 'ALL' | GameCategory; limitNum: number },
      language: string,
    ): Promise<{ list: TWinnerEntry[] }> {
      const gameType = query.gameCategory === 'ALL' ? undefined : query.gameCategory;
      const key = `${merchantCode}|${query.gameCategory}|${language}|${query.limitNum}`;
      const hit = cache.get(key);
      if (hit && clock.nowMs() - hit.atMs < CACHE_MS) return { list: await hit.list };
      if (cache.size >= CACHE_LIMIT) cache.clear();
      const list = load(merchantCode, gameType, language, query.limitNum);
      // Concurrent views share one query; a failure is not cached.
      cache.set(key, { atMs: clock.nowMs(), list });
      list.catch(() => cache.delete(key));
      return { list: await list };
    },
  };
}

export type WinnerBoardService = ReturnType<typeof createWinnerBoardService>;
