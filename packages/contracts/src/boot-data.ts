// What the player site's HTML carries so that its first screen needs no API round trip (issue 16).
// Zod-free: exported from the client entry. The server makes these calls for the page being opened
// (in process, as the browser would) and writes their answers into the HTML; the site's API client
// answers a call from them instead of the network, once.

import { ANNOUNCEMENT_TYPES, CONTENT_PATHS } from './content-constants.ts';
import type { GameCategory } from './game-constants.ts';

/** The id of the `<script type="application/json">` element that holds the boot answers. */
export const BOOT_DATA_ELEMENT_ID = 'boot-data';

/** A GET of the player API, as the site makes it (the same path and query, in the same order). */
export interface TBootCall {
  path: string;
  query?: Record<string, string | number>;
  /**
   * The answer depends on who asks (a member's banners, favourite flags …): the server asks as a
   * visitor, so a tab that holds a session token asks again.
   */
  visitorOnly?: boolean;
}

/** The boot answers: the envelope's `value` of each call, keyed by its URL (`bootCallUrl`). */
export interface TBootData {
  answers: Record<string, { value: unknown; visitorOnly?: boolean }>;
}

/** The home page and its spec §2 aliases. */
export const BOOT_HOME_PATHS: ReadonlySet<string> = new Set(['/', '/index', '/index.html', '/home']);

/** The popup routes: the home page with a popup open over it. */
export const BOOT_POPUP_PATHS: ReadonlySet<string> = new Set(['/login', '/register', '/forgotPassword']);

/** Whether the page at `pathname` draws the home page. */
export const bootShowsHome = (pathname: string) =>
  BOOT_HOME_PATHS.has(pathname) || BOOT_POPUP_PATHS.has(pathname);

/** The game-list pages whose first grid the HTML carries: path → the category listed first. */
export const BOOT_LOBBY_PAGES: Readonly<Record<string, GameCategory>> = {
  '/rng': 'RNG',
  '/live': 'LIVE',
  '/fish': 'FISH',
  '/pvp': 'PVP',
  '/sports': 'SPORTS',
  '/esports': 'ESPORTS',
  '/lott': 'LOTT',
  '/elott': 'ELOTT',
};

/**
 * Whether the server draws the first screen of the page at `pathname` + `search` into its HTML
 * (apps/web entry-server.tsx): the home page and the game list pages, opened without a query (a
 * filter, or a login token that makes the page a member's, spec §4).
 */
export const bootDrawsFirstScreen = (pathname: string, search: string) =>
  !search && (BOOT_HOME_PATHS.has(pathname) || Object.hasOwn(BOOT_LOBBY_PAGES, pathname));

/**
 * Whether the page at `pathname` paints with the first part of its texts (`apps/web/catalog-split.ts`)
 * and takes the rest once it has painted: the home page and the game list pages. The HTML preloads
 * only that part for them; every other page waits for both.
 */
export const bootPaintsWithFirstTexts = (pathname: string) =>
  BOOT_HOME_PATHS.has(pathname) || Object.hasOwn(BOOT_LOBBY_PAGES, pathname);

/** What the site asks for the game lists (spec §7: client type 3, platform html5-desktop). */
const LOBBY_PLATFORM = 'html5-desktop';
const LOBBY_CLIENT_TYPE = 3;
const LOBBY_PAGE_SIZE = 24;
const HOT_SECTION_SIZE = 12;

/** The brand config's call (its default language picks the language of the page's own calls). */
export const BOOT_BRAND_CONFIG_PATH = '/api/wps/system/brandConfig';

/** Every page's first calls: the site state, the brand and the white-label flags. */
export function bootSiteCalls(): TBootCall[] {
  return [
    { path: '/api/wps/system/status' },
    { path: BOOT_BRAND_CONFIG_PATH },
    { path: '/api/wps/system/whitelabel' },
  ];
}

/**
 * The calls of the page at `pathname` in `language` (the visitor's, which is the brand's default
 * for a first visit) beyond `bootSiteCalls`. A page opened with a query string (a vendor filter,
 * a second category) gets only the calls every page makes.
 */
export function bootPageCalls(pathname: string, search: string, language: string): TBootCall[] {
  const calls: TBootCall[] = [
    { path: '/api/wps/relay/GCSGAME_newGameVendor', query: { platform: LOBBY_PLATFORM, language } },
    {
      path: CONTENT_PATHS.announcements,
      query: { types: ANNOUNCEMENT_TYPES.join(','), language, platform: 'W', execution: 'B' },
      visitorOnly: true,
    },
  ];
  if (bootShowsHome(pathname)) {
    calls.push({
      path: '/api/wps/relay/GCSGAME_hotGamesV2',
      query: { isPlatform: 2, platform: LOBBY_PLATFORM, language, limit: HOT_SECTION_SIZE },
      visitorOnly: true,
    });
  }
  const gameType = BOOT_LOBBY_PAGES[pathname];
  if (gameType && !search) {
    calls.push({ path: '/api/wps/relay/GCSGAME_getVassGameType', query: { language } });
    calls.push({
      path: '/api/wps/relay/GCSGAME_gameList',
      query: {
        clientType: LOBBY_CLIENT_TYPE,
        platform: LOBBY_PLATFORM,
        gameType,
        filter: 'ALL',
        pageNo: 1,
        pageSize: LOBBY_PAGE_SIZE,
        language,
      },
      visitorOnly: true,
    });
  }
  return calls;
}

/** A call's URL exactly as the site's API client builds it (empty values left out). */
export function bootCallUrl(call: TBootCall): string {
  if (!call.query) return call.path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(call.query)) {
    if (value === '') continue;
    params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${call.path}?${qs}` : call.path;
}
