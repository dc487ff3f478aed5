import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * The announcement popup is linkable through a search parameter on any page:
 * `?announcement=all` opens the list, `?announcement=<id>` one announcement. Changes replace the
 * history entry (the popup is not a page of its own: Back leaves the page, and the page keeps its
 * scroll position).
 */
export const ANNOUNCEMENT_PARAM = 'announcement';
export const ANNOUNCEMENT_LIST = 'all';

export function announcementSearch(search: string, value: string | null): string {
  const params = new URLSearchParams(search);
  if (value === null) params.delete(ANNOUNCEMENT_PARAM);
  else params.set(ANNOUNCEMENT_PARAM, value);
  const next = params.toString();
  return next ? `?${next}` : '';
}

export function useAnnouncementLink() {
  const location = useLocation();
  const navigate = useNavigate();
  const value = new URLSearchParams(location.search).get(ANNOUNCEMENT_PARAM);
  const { pathname, search, hash } = location;
  const go = useCallback(
    (next: string | null) =>
      navigate({ pathname, search: announcementSearch(search, next), hash }, { replace: true }),
    [navigate, pathname, search, hash],
  );
  return {
    open: value !== null,
    /** The announcement in the link; null for the list. */
    selectedId: value && value !== ANNOUNCEMENT_LIST ? value : null,
    /** Opens the popup on an announcement, or on the list. */
    show: useCallback((id?: string | null) => go(id ?? ANNOUNCEMENT_LIST), [go]),
    close: useCallback(() => go(null), [go]),
  };
}
