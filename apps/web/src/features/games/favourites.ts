import type { TGame } from '@platform/contracts';

/**
 * Favourites are changed locally first, then on the server (spec §4). A local change is an
 * override of the server's answer until the server confirms it (then the server's ids hold it) or
 * refuses it (then the override is dropped and the old state shows again).
 */
export type FavouriteOverrides = ReadonlyMap<string, boolean>;

type FavouriteSource = Pick<TGame, 'nodeId' | 'favourite'>;

/** Whether a game shows as a favourite: the local change, else the server's ids, else the game's flag. */
export function resolveFavourite(
  game: FavouriteSource,
  serverIds: ReadonlySet<string> | undefined,
  overrides: FavouriteOverrides,
): boolean {
  const local = overrides.get(game.nodeId);
  if (local !== undefined) return local;
  if (serverIds) return serverIds.has(game.nodeId);
  return game.favourite;
}

/** The overrides with one local change added. */
export function withOverride(
  overrides: FavouriteOverrides,
  nodeId: string,
  favourite: boolean,
): FavouriteOverrides {
  const next = new Map(overrides);
  next.set(nodeId, favourite);
  return next;
}

/** The overrides without a game's local change (confirmed or refused by the server). */
export function withoutOverride(overrides: FavouriteOverrides, nodeId: string): FavouriteOverrides {
  if (!overrides.has(nodeId)) return overrides;
  const next = new Map(overrides);
  next.delete(nodeId);
  return next;
}

/** The server's favourite ids after a confirmed change. */
export function applyConfirmed(ids: readonly string[], nodeId: string, favourite: boolean): string[] {
  const without = ids.filter((id) => id !== nodeId);
  return favourite ? [nodeId, ...without] : without;
}

/**
 * The favourite list as shown: games removed locally leave at once; every game is marked as a
 * favourite (a removal the server refuses brings it back, because the override goes).
 */
export function visibleFavourites<T extends FavouriteSource>(
  list: readonly T[],
  overrides: FavouriteOverrides,
): T[] {
  return list
    .filter((game) => overrides.get(game.nodeId) !== false)
    .map((game) => (game.favourite ? game : { ...game, favourite: true }));
}

/**
 * Spec §4: the favourite list replaces its content with the first page and appends the next
 * pages (a game already listed is not repeated).
 */
export function nextFavouriteList<T extends { nodeId: string }>(
  current: readonly T[],
  page: { content: readonly T[]; pageNum: number },
): T[] {
  if (page.pageNum <= 1) return [...page.content];
  const seen = new Set(current.map((game) => game.nodeId));
  return [...current, ...page.content.filter((game) => !seen.has(game.nodeId))];
}
