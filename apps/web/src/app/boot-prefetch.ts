import type { TAnnouncementsAnswer } from '@platform/contracts';
import { BANNER_CAROUSEL, BOOT_HOME_PATHS, BOOT_LOBBY_PAGES } from '@platform/contracts/client';
import type { QueryClient } from '@tanstack/react-query';
import { announcementsQuery } from '../features/content/api/announcements-api.ts';
import { contentReaderOf } from '../features/content/content-reader.ts';
import { vendorLanesQuery } from '../features/game-vendors/api/vendor-lanes-api.ts';
import { gameListPagesQuery } from '../features/games/api/game-list-api.ts';
import { vassGameTypesQuery } from '../features/games/api/vass-game-type-api.ts';
import { hasSlotFilters, initialLobby, lobbyFilters } from '../features/games/lobby-rules.ts';
import { brandConfigQuery, systemStatusQuery, whitelabelQuery } from '../features/system/api/system-api.ts';
import { PHONE_QUERY } from '../hooks/use-media-query.ts';
import { currentLanguage } from '../lib/language.ts';
import { session } from '../lib/session.ts';

/** The page being started: the browser's own address and login, or the one the server draws. */
export interface BootPage {
  pathname: string;
  search: string;
  member: boolean;
}

const browserPage = (): BootPage => ({
  pathname: window.location.pathname,
  search: window.location.search,
  member: session.isLoggedIn(),
});

/**
 * Asks, in parallel and before React starts, for what every page reads first: the site state, the
 * brand, the white-label flags and the vendor lanes of the navigation. Without this they went out
 * one after another as each component mounted (status, then flags, then lanes, then the lobby),
 * which put four round trips in front of the first game tile on a mobile network (issue 16).
 * Resolves once all of them have answered (the server draws a page only then: entry-server.tsx).
 */
export function prefetchBootData(client: QueryClient, page: BootPage = browserPage()): Promise<unknown> {
  const inBrowser = typeof window !== 'undefined';
  // The home banners are the first picture of the page; the marquee and popups read the same answer.
  const announcements = announcementsQuery(currentLanguage(), contentReaderOf(session.get()));
  return Promise.all([
    client.prefetchQuery(systemStatusQuery),
    client.prefetchQuery(brandConfigQuery),
    client.prefetchQuery(whitelabelQuery),
    client.prefetchQuery(vendorLanesQuery(currentLanguage())),
    client.prefetchQuery(announcements).then(() => {
      const answer = client.getQueryData<TAnnouncementsAnswer>(announcements.queryKey);
      if (inBrowser && answer && BOOT_HOME_PATHS.has(page.pathname)) preloadHomeBanners(answer);
    }),
    prefetchLobbyPage(client, page),
  ]);
}

/**
 * A game list page opened without a query string shows its vendor chips and first grid page at
 * once: both answers are in the HTML (ADR 0033), and asking for them here puts them in the cache
 * before the first render. Asked for at mount, they arrived one task after it, so the page drew its
 * placeholders first and then moved the grid down under the real chips (issue 16).
 */
function prefetchLobbyPage(client: QueryClient, page: BootPage): Promise<unknown> {
  const gameType = BOOT_LOBBY_PAGES[page.pathname];
  if (!gameType || page.search) return Promise.resolve();
  const chips = client.prefetchQuery(vassGameTypesQuery(currentLanguage()));
  // The grid's answer in the HTML is a visitor's; a member's tab asks with its token as before.
  if (page.member) return chips;
  const filters = lobbyFilters(initialLobby(gameType), hasSlotFilters(gameType));
  return Promise.all([
    chips,
    client.prefetchInfiniteQuery(gameListPagesQuery('anon', currentLanguage(), filters)),
  ]);
}

/**
 * The home page's first banners are its largest picture (Lighthouse's LCP element): their download
 * starts as soon as the banner list is known, at high priority, instead of after the site's code has
 * rendered the carousel (about 0.6 s later on a fast machine, seconds on a phone; issue 16). The
 * carousel's `<img>` then finds the picture in the memory cache. Only the slides on screen: one on a
 * phone (its phone picture when it has one), up to three on a wider screen.
 */
export function preloadHomeBanners(answer: TAnnouncementsAnswer): void {
  const phone = window.matchMedia(PHONE_QUERY).matches;
  const banners = answer.banners.filter((banner) => banner.group === 'w_home');
  for (const banner of banners.slice(0, phone ? 1 : BANNER_CAROUSEL.perView)) {
    const href = phone && banner.mobileImageUrl ? banner.mobileImageUrl : banner.imageUrl;
    if (!href || document.head.querySelector(`link[rel="preload"][href="${CSS.escape(href)}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'image';
    link.href = href;
    link.fetchPriority = 'high';
    document.head.appendChild(link);
  }
}
