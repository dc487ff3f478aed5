import type { GameCategory, TGameRoom } from '@platform/contracts';

/** The strip shows this many tables at most (a merchant may run hundreds); the game grid lists all. */
export const MAX_TABLES = 12;

/** The tables of these categories (and vendor, when one is chosen): busiest open ones first, down ones last. */
export function orderRooms(
  rooms: readonly TGameRoom[],
  categories: readonly GameCategory[],
  vendor?: string | null,
): TGameRoom[] {
  return rooms
    .filter((room) => categories.includes(room.gameType) && (!vendor || room.vassalage === vendor))
    .sort(
      (a, b) =>
        Number(a.maintenance) - Number(b.maintenance) ||
        b.players - a.players ||
        a.gameName.localeCompare(b.gameName),
    );
}
