import type { BannerGroup, TAnnouncementsAnswer, TBanner, TPopup } from '@platform/contracts';
import { ANNOUNCEMENT_TYPES, CONTENT_PATHS } from '@platform/contracts/client';
import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client.ts';
import { currentLanguage } from '../../../lib/language.ts';
import type { ContentReader } from '../content-reader.ts';
import { useContentReader } from '../hooks/use-content-reader.ts';
import { popupTypeOf } from '../popup-memory.ts';

const CONTENT_KEY = ['content'] as const;

/**
 * Spec §7 CCSFE_getListAnnouncements with every type at once (B banners, PL announcements, PU and PR
 * popups, H notices): one call feeds every banner slot, the marquee, the announcement list and the
 * popups. Spec §7: platform W, execution B.
 */
export function fetchAnnouncements(language: string): Promise<TAnnouncementsAnswer> {
  return api.get<TAnnouncementsAnswer>(CONTENT_PATHS.announcements, {
    types: ANNOUNCEMENT_TYPES.join(','),
    language,
    platform: 'W',
    execution: 'B',
  });
}

/**
 * Spec §4: loaded again when the language or the login state changes (both are in the key), fetched
 * once and kept otherwise; `refreshContent` forces a new read.
 */
export const announcementsQuery = (language: string, reader: ContentReader) =>
  queryOptions({
    queryKey: [...CONTENT_KEY, 'announcements', language, reader],
    queryFn: () => fetchAnnouncements(language),
    staleTime: Infinity,
    // A language switch keeps the old words on screen until the new ones arrive (no empty banner).
    placeholderData: keepPreviousData,
  });

export function refreshContent(client: QueryClient) {
  return client.invalidateQueries({ queryKey: CONTENT_KEY });
}

function useContentLanguage(): string {
  const { i18n } = useTranslation();
  return i18n.language || currentLanguage();
}

function useContent<T>(select: (answer: TAnnouncementsAnswer) => T) {
  const reader = useContentReader();
  return useQuery({ ...announcementsQuery(useContentLanguage(), reader), select });
}

const selectAnnouncements = (answer: TAnnouncementsAnswer) => answer.announcements;
const selectNotices = (answer: TAnnouncementsAnswer) => answer.notices;

/** The banners of one group (spec §2: w_home, w_login, w_register, w_leftmenu, w_forget). */
export function useBanners(group: BannerGroup) {
  const select = useCallback(
    (answer: TAnnouncementsAnswer): TBanner[] => answer.banners.filter((banner) => banner.group === group),
    [group],
  );
  return useContent(select);
}

/** The announcement popup's list (PL), newest first as the server sends it. */
export function useAnnouncements() {
  return useContent(selectAnnouncements);
}

/** The marquee's notices (H). */
export function useNotices() {
  return useContent(selectNotices);
}

/**
 * The popups for this reader: PU for a visitor, PR after login. Never the previous reader's while
 * the new answer loads (a visitor's popup must not show right after logging in).
 */
export function useReaderPopups() {
  const reader = useContentReader();
  const type = popupTypeOf(reader === 'VISITOR' ? 'visitor' : 'member');
  const select = useCallback(
    (answer: TAnnouncementsAnswer): TPopup[] => answer.popups.filter((popup) => popup.type === type),
    [type],
  );
  const query = useContent(select);
  return { ...query, data: query.isPlaceholderData ? undefined : query.data, reader };
}
