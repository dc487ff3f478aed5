import { ANNOUNCEMENTS_PER_PAGE } from '@platform/contracts/client';

/** Spec §9: the announcement list shows 9 titles a page. */
export function announcementPageCount(count: number, perPage = ANNOUNCEMENTS_PER_PAGE): number {
  return Math.max(1, Math.ceil(count / perPage));
}

/** The titles of a 1-based page (a page past the end shows the last one). */
export function announcementPage<T>(
  items: readonly T[],
  page: number,
  perPage = ANNOUNCEMENTS_PER_PAGE,
): T[] {
  const last = announcementPageCount(items.length, perPage);
  const current = Math.min(Math.max(1, page), last);
  return items.slice((current - 1) * perPage, current * perPage);
}

/** The page an announcement is on; 1 when it is not in the list. */
export function pageOfAnnouncement<T extends { id: string }>(
  items: readonly T[],
  id: string | null,
  perPage = ANNOUNCEMENTS_PER_PAGE,
): number {
  const index = id ? items.findIndex((item) => item.id === id) : -1;
  return index < 0 ? 1 : Math.floor(index / perPage) + 1;
}
