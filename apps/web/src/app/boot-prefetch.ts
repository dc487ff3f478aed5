import type { QueryClient } from '@tanstack/react-query';
import { announcementsQuery } from '../features/content/api/announcements-api.ts';
import { contentReaderOf } from '../features/content/content-reader.ts';
import { vendorLanesQuery } from '../features/game-vendors/api/vendor-lanes-api.ts';
import { brandConfigQuery, systemStatusQuery, whitelabelQuery } from '../features/system/api/system-api.ts';
import { currentLanguage } from '../lib/language.ts';
import { session } from '../lib/session.ts';

/**
 * Asks, in parallel and before React starts, for what every page reads first: the site state, the
 * brand, the white-label flags and the vendor lanes of the navigation. Without this they went out
 * one after another as each component mounted (status, then flags, then lanes, then the lobby),
 * which put four round trips in front of the first game tile on a mobile network (issue 16).
 */
export function prefetchBootData(client: QueryClient): void {
  void client.prefetchQuery(systemStatusQuery);
  void client.prefetchQuery(brandConfigQuery);
  void client.prefetchQuery(whitelabelQuery);
  void client.prefetchQuery(vendorLanesQuery(currentLanguage()));
  // The home banners are the first picture of the page; the marquee and popups read the same answer.
  void client.prefetchQuery(announcementsQuery(currentLanguage(), contentReaderOf(session.get())));
}
