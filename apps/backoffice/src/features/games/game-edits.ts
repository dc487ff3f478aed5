import {
  GAME_CATEGORIES,
  type TGameAdmin,
  type TGameAdminPage,
  type TGameAdminUpdate,
} from '@platform/contracts';

/** The on/off flags an operator flips inline in the catalog table, in column order. */
export const GAME_TOGGLES = ['isHot', 'isNew', 'maintenance', 'enabled', 'supportTrial'] as const;
export type GameToggle = (typeof GAME_TOGGLES)[number];

/** Lobby categories that hold games (HOME and PROMO are pages, not catalog categories). */
export const CATALOG_CATEGORIES = GAME_CATEGORIES.filter((c) => c !== 'HOME' && c !== 'PROMO');
export type CatalogCategory = (typeof CATALOG_CATEGORIES)[number];

export const GAMES_PAGE_SIZE = 20;

/** The catalog query: what the screen asks the server for. */
export interface GamesFilter {
  search: string;
  vendorCode: string;
  gameType: CatalogCategory | '';
  pageNo: number;
}

/** The catalog screen's filter as the URL holds it, so that a filtered page can be linked and reloaded. */
export const GAMES_URL_DEFAULTS = { search: '', vendor: '', gameType: '' };
export type GamesUrlFilter = typeof GAMES_URL_DEFAULTS;

/** What a typed or hand-edited URL holds, made sane: vendor codes upper-case, catalog categories only. */
export function normalizeGamesFilter(filter: GamesUrlFilter): GamesUrlFilter {
  return {
    search: filter.search.trim(),
    vendor: filter.vendor.trim().toUpperCase(),
    gameType: (CATALOG_CATEGORIES as readonly string[]).includes(filter.gameType) ? filter.gameType : '',
  };
}

export const gamesQueryOf = (filter: GamesUrlFilter, pageNo: number): GamesFilter => ({
  search: filter.search,
  vendorCode: filter.vendor,
  gameType: filter.gameType as GamesFilter['gameType'],
  pageNo,
});

/** The page as it looks with the change applied before the server confirms it (optimistic update). */
export function patchGameInPage(
  page: TGameAdminPage | undefined,
  id: string,
  patch: TGameAdminUpdate,
): TGameAdminPage | undefined {
  if (!page) return page;
  return { ...page, list: page.list.map((g) => (g.id === id ? { ...g, ...patch } : g)) };
}

/** The page with the server's copy of one game in place of the local one. */
export function replaceGameInPage(
  page: TGameAdminPage | undefined,
  game: TGameAdmin,
): TGameAdminPage | undefined {
  if (!page) return page;
  return { ...page, list: page.list.map((g) => (g.id === game.id ? game : g)) };
}

/**
 * The values a patch overwrites, as they were: applying it undoes only this change, so a failed
 * toggle rolls back without undoing another row's change made meanwhile.
 */
export function revertOf(game: TGameAdmin, patch: TGameAdminUpdate): TGameAdminUpdate {
  const revert: Record<string, unknown> = {};
  for (const key of Object.keys(patch) as (keyof TGameAdminUpdate)[]) revert[key] = game[key];
  return revert as TGameAdminUpdate;
}

export const SORT_ORDER_MAX = 1_000_000;

/** A typed sort order: a whole number from 0 to SORT_ORDER_MAX, else null. */
export function parseSortOrder(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,7}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value <= SORT_ORDER_MAX ? value : null;
}

/** The update a sort-order field sends on commit: nothing when unchanged or invalid. */
export function sortOrderUpdate(game: TGameAdmin, text: string): TGameAdminUpdate | null {
  const value = parseSortOrder(text);
  return value === null || value === game.sortOrder ? null : { sortOrder: value };
}

export const ARTWORK_KINDS = ['icon', 'large'] as const;
export type ArtworkKind = (typeof ARTWORK_KINDS)[number];
export const ARTWORK_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type ArtworkType = (typeof ARTWORK_TYPES)[number];
/** The server's limit, checked here too so an operator learns it before the upload. */
export const ARTWORK_MAX_BYTES = 2 * 1024 * 1024;
export const ARTWORK_MAX_MB = ARTWORK_MAX_BYTES / 1024 / 1024;
export type ArtworkProblem = 'type' | 'size' | 'empty';

/** The image type the first bytes of a file announce (PNG, JPEG, WebP), whatever its name says. */
export function sniffImageType(bytes: Uint8Array): ArtworkType | null {
  const starts = (sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  // RIFF....WEBP
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

/**
 * Why a chosen file cannot be uploaded as artwork, or null. `sniffed` is what its first bytes say:
 * a renamed GIF or SVG is refused here as the server would refuse it.
 */
export function artworkProblem(
  file: { type: string; size: number },
  sniffed: ArtworkType | null,
): ArtworkProblem | null {
  if (file.size === 0) return 'empty';
  if (!(ARTWORK_TYPES as readonly string[]).includes(file.type) || sniffed === null) return 'type';
  if (file.size > ARTWORK_MAX_BYTES) return 'size';
  return null;
}
