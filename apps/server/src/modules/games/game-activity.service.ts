import type {
  GameCategory,
  TFavouriteAdd,
  TFavouriteList,
  TGameRoom,
  TRecentGames,
} from '@platform/contracts';
import type { KeyValueStore } from '../../platform/cache/key-value-store.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { stakeInCurrency } from './domain/bet-units.ts';
import { localName, pageCount, toLobbyGame } from './domain/game-activity.ts';
import { catalogVendorsFor, displayVassalage } from './domain/vassalage.ts';
import type { GameActivityRepository, GameFilter } from './game-activity.repository.ts';

/** Spec §4: a member toggles a favourite at most once a second (the site also throttles locally). */
export const FAVOURITE_TOGGLE_INTERVAL_MS = 1_000;
/** A table counts a member as seated for this long after they opened it. */
export const ROOM_PRESENCE_MS = 10 * 60_000;
const ROOM_TYPES: readonly GameCategory[] = ['LIVE', 'BOARD', 'PVP'];
const ROOM_LIST_LIMIT = 200;

/** Who is asking, as the activity calls need it. */
export interface ActivityViewer {
  memberId: string;
  merchantCode: string;
  currency: string;
  language: string;
}

/** A list filter as the spec's calls send it: category and the vendor code the merchant sees. */
export interface ActivityFilter {
  gameType?: GameCategory | undefined;
  vassalage?: string | undefined;
}

const nodeIdPattern = /^[1-9]\d{0,17}$/;

const catalogFilter = (filter: ActivityFilter, currency: string): GameFilter => ({
  gameType: filter.gameType,
  vendorCodes: filter.vassalage ? catalogVendorsFor(filter.vassalage.toUpperCase(), currency) : undefined,
});

export function createGameActivityService(deps: {
  repository: GameActivityRepository;
  store: KeyValueStore;
  clock: Clock;
}) {
  const { repository, store, clock } = deps;

  /**
   * At most one toggle per second, measured on the app's clock (not the store's expiry), so the
   * rule is the same on every store, Redis included: the last toggle's time decides for calls in
   * sequence, and a per-second key taken atomically stops concurrent calls slipping through together.
   */
  async function throttleToggle(memberId: string) {
    const nowMs = clock.nowMs();
    const lastKey = `games:favourite-toggle:${memberId}`;
    const lastMs = Number((await store.get(lastKey)) ?? Number.NEGATIVE_INFINITY);
    const window = Math.floor(nowMs / FAVOURITE_TOGGLE_INTERVAL_MS);
    const free =
      nowMs - lastMs >= FAVOURITE_TOGGLE_INTERVAL_MS &&
      (await store.setIfAbsent(`${lastKey}:${window}`, '1', FAVOURITE_TOGGLE_INTERVAL_MS));
    if (!free) {
      const waitMs =
        Math.max(lastMs + FAVOURITE_TOGGLE_INTERVAL_MS, (window + 1) * FAVOURITE_TOGGLE_INTERVAL_MS) - nowMs;
      const seconds = Math.max(1, Math.ceil(waitMs / 1000));
      throw new AppError('RATE_LIMITED', { seconds }, { seconds }, { 'Retry-After': String(seconds) });
    }
    await store.set(lastKey, String(nowMs), 60_000);
  }

  const page = (pageNo: number, pageSize: number) => ({ limit: pageSize, offset: (pageNo - 1) * pageSize });

  return {
    favouriteIds: (viewer: ActivityViewer) => repository.favouriteIds(viewer.merchantCode, viewer.memberId),

    async favouriteList(
      viewer: ActivityViewer,
      filter: ActivityFilter,
      pageNo: number,
      pageSize: number,
    ): Promise<TFavouriteList> {
      const { rows, total } = await repository.favouriteGames(
        viewer.merchantCode,
        viewer.memberId,
        catalogFilter(filter, viewer.currency),
        page(pageNo, pageSize),
      );
      return {
        content: rows.map((g) => toLobbyGame(g, { ...viewer, favourite: true })),
        pageNum: pageNo,
        totalPages: pageCount(total, pageSize),
      };
    },

    /** Adding twice is fine; the title must be one the merchant offers, under the vendor and category named. */
    async addFavourite(viewer: ActivityViewer, input: TFavouriteAdd) {
      await throttleToggle(viewer.memberId);
      const gameId = nodeIdPattern.test(input.nodeId)
        ? await repository.findFavouriteCandidate(
            viewer.merchantCode,
            input.nodeId,
            catalogVendorsFor(input.vendor.toUpperCase(), viewer.currency),
            input.gameType,
          )
        : undefined;
      if (!gameId) throw new AppError('NOT_FOUND');
      await repository.addFavourite(viewer.memberId, gameId, clock.now());
    },

    /** Removing a title that is not a favourite changes nothing and is not an error. */
    async removeFavourite(viewer: ActivityViewer, nodeId: string) {
      await throttleToggle(viewer.memberId);
      if (!nodeIdPattern.test(nodeId)) throw new AppError('NOT_FOUND');
      await repository.removeFavourite(viewer.memberId, nodeId);
    },

    async recentGames(
      viewer: ActivityViewer,
      filter: ActivityFilter,
      pageNo: number,
      pageSize: number,
    ): Promise<TRecentGames> {
      const { rows, total } = await repository.recentGames(
        viewer.merchantCode,
        viewer.memberId,
        catalogFilter(filter, viewer.currency),
        page(pageNo, pageSize),
      );
      return {
        list: rows.map((g) => toLobbyGame(g, { ...viewer, favourite: g.favourite })),
        pageNo,
        pageSize,
        total,
        totalPages: pageCount(total, pageSize),
      };
    },

    async rooms(
      viewer: Omit<ActivityViewer, 'memberId'>,
      filter: ActivityFilter,
    ): Promise<{ list: TGameRoom[] }> {
      if (filter.gameType && !ROOM_TYPES.includes(filter.gameType)) return { list: [] };
      const rooms = await repository.rooms(
        viewer.merchantCode,
        { ...catalogFilter(filter, viewer.currency), gameTypes: ROOM_TYPES },
        new Date(clock.nowMs() - ROOM_PRESENCE_MS),
        ROOM_LIST_LIMIT,
      );
      return {
        list: rooms.map((r) => ({
          roomId: r.id,
          vassalage: displayVassalage(r.vendorCode, viewer.currency),
          gameCode: r.gameCode,
          gameName: localName(r, viewer.language),
          gameType: r.gameType,
          gameClassify: r.classification,
          minBet: stakeInCurrency(r.minBetUnits, viewer.currency),
          maxBet: stakeInCurrency(r.maxBetUnits, viewer.currency),
          players: r.players,
          maintenance: r.maintenance,
        })),
      };
    },
  };
}

export type GameActivityService = ReturnType<typeof createGameActivityService>;
