import type { TGame, TGameListQuery, TVassGameType } from '@platform/contracts';
import { GAME_CLASSIFICATIONS, type GameCategory, type GameFilter } from '@platform/contracts/client';

/** Spec §9: the lobby's page size. */
export const LOBBY_PAGE_SIZE = 24;
/** Spec §9: the favourite list is read in pages of 999 (all of them, in practice). */
export const FAVOURITE_LIST_PAGE_SIZE = 999;
/** Spec §4, §9: one favourite toggle per second. */
export const FAVOURITE_TOGGLE_THROTTLE_MS = 1000;
/** Spec §9: lazy-loaded images start when a tenth is visible, and are tried once. */
export const LAZY_IMAGE_THRESHOLD = 0.1;
/** Typing pauses this long before the search box asks the server. */
export const SEARCH_DEBOUNCE_MS = 300;
/** Spec §7: client type 3, platform html5-desktop. */
export const CLIENT_TYPE = 3;
export const PLATFORM = 'html5-desktop';

/** Home lobby sections, in the order of spec §2. */
export type HomeSectionId = 'recent' | 'hot' | 'favourites' | GameCategory;

export interface HomeSection {
  id: HomeSectionId;
  /** Spec §9 section sizes: recent 12, hot 12, favourites 12, live and PVP 6, the others 5. */
  size: number;
  /** Shown to members only (recent and favourites need a login). */
  memberOnly: boolean;
  /** Categories list their games; game centres (sports, e-sports, lotteries) list their vendors. */
  kind: 'recent' | 'hot' | 'favourites' | 'games' | 'vendors';
}

const GAME_CENTRES: ReadonlySet<GameCategory> = new Set(['SPORTS', 'ESPORTS', 'ELOTT', 'LOTT']);

/** Spec §2: recent, hot, favourites, RNG, live, bingo (board), PVP, fish, sports, esports, e-lottery. */
export const HOME_SECTION_ORDER: readonly HomeSectionId[] = [
  'recent',
  'hot',
  'favourites',
  'RNG',
  'LIVE',
  'BOARD',
  'PVP',
  'FISH',
  'SPORTS',
  'ESPORTS',
  'ELOTT',
  'LOTT',
];

export function isGameCentre(category: GameCategory): boolean {
  return GAME_CENTRES.has(category);
}

/** Spec §9: recent, hot and favourites 12; live and PVP 6; sports, e-sports and the others 5. */
export function sectionSize(id: HomeSectionId): number {
  if (id === 'recent' || id === 'hot' || id === 'favourites') return 12;
  if (id === 'LIVE' || id === 'PVP') return 6;
  return 5;
}

/**
 * The sections the HOME tab shows: member-only ones only for a member, category sections only for
 * categories that have at least one vendor.
 */
export function homeSections(options: {
  loggedIn: boolean;
  categories: ReadonlySet<GameCategory>;
}): HomeSection[] {
  return HOME_SECTION_ORDER.flatMap((id): HomeSection[] => {
    if (id === 'recent' || id === 'favourites') {
      return options.loggedIn ? [{ id, size: sectionSize(id), memberOnly: true, kind: id }] : [];
    }
    if (id === 'hot') return [{ id, size: sectionSize(id), memberOnly: false, kind: 'hot' }];
    if (!options.categories.has(id)) return [];
    return [{ id, size: sectionSize(id), memberOnly: false, kind: isGameCentre(id) ? 'vendors' : 'games' }];
  });
}

/** Choosing FAV or RECENT needs a member (spec §4: a visitor gets the login popup instead). */
export function filterNeedsLogin(filter: GameFilter): boolean {
  return filter === 'FAV' || filter === 'RECENT';
}

/** What a category lobby is showing. The page count lives in the paged query, keyed by these. */
export interface LobbyState {
  gameType: GameCategory;
  vassalage: string | null;
  /** `ALL` or a classification code. */
  classify: string;
  filter: GameFilter;
  /** Slot filters (RNG, FISH): highest minimum bet (decimal string), fewest lines. */
  minBet: string | null;
  lines: number | null;
}

export type LobbyChange =
  | { kind: 'category'; gameType: GameCategory }
  | { kind: 'vendor'; vassalage: string | null }
  | { kind: 'classify'; classify: string }
  | { kind: 'filter'; filter: GameFilter }
  | { kind: 'minBet'; minBet: string | null }
  | { kind: 'lines'; lines: number | null };

export function initialLobby(gameType: GameCategory, vassalage: string | null = null): LobbyState {
  return { gameType, vassalage, classify: 'ALL', filter: 'ALL', minBet: null, lines: null };
}

/**
 * Spec §4 game browsing: a category change starts over (page 1, every filter cleared); a vendor
 * change resets the classification to ALL; every change lands on page 1, because the paged query is
 * keyed by the state and a new key starts at the first page.
 */
export function applyLobbyChange(state: LobbyState, change: LobbyChange): LobbyState {
  switch (change.kind) {
    case 'category':
      return change.gameType === state.gameType ? state : initialLobby(change.gameType);
    case 'vendor':
      return change.vassalage === state.vassalage
        ? state
        : { ...state, vassalage: change.vassalage, classify: 'ALL' };
    case 'classify':
      return { ...state, classify: change.classify };
    case 'filter':
      return { ...state, filter: change.filter };
    case 'minBet':
      return { ...state, minBet: change.minBet };
    case 'lines':
      return { ...state, lines: change.lines };
  }
}

export type GameListFilters = Pick<
  TGameListQuery,
  'gameType' | 'vassalage' | 'gameClassify' | 'gameName' | 'filter' | 'minBet' | 'lines'
>;

/** The `GCSGAME_gameList` filters of a lobby state (ALL and empty values are left out). */
export function lobbyFilters(state: LobbyState, slotFilters: boolean): GameListFilters {
  const filters: GameListFilters = { gameType: state.gameType, filter: state.filter };
  if (state.vassalage) filters.vassalage = state.vassalage;
  if (state.classify !== 'ALL') filters.gameClassify = state.classify;
  if (slotFilters && state.minBet) filters.minBet = state.minBet;
  if (slotFilters && state.lines) filters.lines = state.lines;
  return filters;
}

/** Spec §3 slot categories carry the minimum-bet and lines filters. */
export function hasSlotFilters(gameType: GameCategory): boolean {
  return gameType === 'RNG' || gameType === 'FISH';
}

/** Spec §4: load more while pages remain. */
export function nextPageParam(last: { pageNo: number; totalPages: number }): number | undefined {
  return last.pageNo < last.totalPages ? last.pageNo + 1 : undefined;
}

/**
 * The games of every loaded page in order. A game that moved to a later page between two calls
 * (the catalog changed) is kept once, where it first appeared.
 */
export function mergePages<T extends { nodeId: string }>(pages: readonly (readonly T[])[]): T[] {
  const seen = new Set<string>();
  const out: T[] = [];
  for (const page of pages) {
    for (const game of page) {
      if (seen.has(game.nodeId)) continue;
      seen.add(game.nodeId);
      out.push(game);
    }
  }
  return out;
}

const CLASSIFICATION_ORDER: ReadonlyMap<string, number> = new Map(
  GAME_CLASSIFICATIONS.map((code, index) => [code, index]),
);

/**
 * The classification chips of a lobby: the category's classifications (merged over several
 * categories on a shared page), only those the chosen vendor has, in the contract's order.
 */
export function classificationsFor(types: readonly TVassGameType[], vassalage: string | null): string[] {
  const codes = new Set<string>();
  for (const type of types) {
    for (const classify of type.gameClassify) {
      if (!vassalage || classify.vendors.includes(vassalage)) codes.add(classify.code);
    }
  }
  return [...codes].sort((a, b) => {
    const ia = CLASSIFICATION_ORDER.get(a) ?? Number.MAX_SAFE_INTEGER;
    const ib = CLASSIFICATION_ORDER.get(b) ?? Number.MAX_SAFE_INTEGER;
    return ia - ib || a.localeCompare(b);
  });
}

export interface VendorChip {
  vassalage: string;
  displayName: string;
  gameCount: number;
}

/** The vendor chips of a lobby, each vendor once (a shared page merges several categories). */
export function vendorChips(types: readonly TVassGameType[]): VendorChip[] {
  const byCode = new Map<string, VendorChip>();
  for (const type of types) {
    for (const card of type.cards) {
      const known = byCode.get(card.vassalage);
      if (known) known.gameCount += card.gameCount;
      else byCode.set(card.vassalage, { ...card });
    }
  }
  return [...byCode.values()];
}

/**
 * One catalog "bet unit" in major units of the currency (the server's games domain uses the same
 * table): the minimum-bet choices are scaled by it so that they mean the same stake everywhere
 * (1 baht, 1,000 dong).
 */
const BET_UNIT_MAJOR: Readonly<Record<string, number>> = {
  VND: 1000,
  IDR: 1000,
  KRW: 1000,
  MMK: 1000,
  JPY: 100,
};
const MIN_BET_STEPS = [1, 5, 10, 50, 100] as const;
/** Lines choices of the slot filter ("at least"); 243 stands for 243 ways. */
export const LINE_STEPS = [25, 30, 40, 50, 243] as const;

/** The minimum-bet choices for a currency as decimal strings ("at most this minimum bet"). */
export function minBetOptions(currency: string): string[] {
  const unit = BET_UNIT_MAJOR[currency.toUpperCase()] ?? 1;
  return MIN_BET_STEPS.map((step) => String(step * unit));
}

/** The game tile's art: the landscape icon for wide tiles, the square one otherwise. */
export function gameArt(game: Pick<TGame, 'iconUrl'>, shape: 'square' | 'wide'): string {
  const { showIcon, lagerIcon } = game.iconUrl;
  return (shape === 'wide' ? lagerIcon || showIcon : showIcon || lagerIcon) ?? '';
}

/** Spec §2: `supportPlay` 0 offers a free trial (the wire keeps the spec's inverted flag). */
export function offersTrial(game: Pick<TGame, 'supportPlay' | 'isGame'>): boolean {
  return game.supportPlay === 0 && game.isGame === 'GAME';
}
