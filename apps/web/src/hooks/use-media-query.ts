import { useMemo, useSyncExternalStore } from 'react';

/** Phone-sized screens: the width at which the stylesheets switch to their one-column layouts too. */
export const PHONE_QUERY = '(max-width: 720px)';

/** A media query as an external store: whether it matches now, and a subscription to its changes. */
export function mediaQueryStore(query: string) {
  return {
    subscribe(onChange: () => void) {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    // The server draws the first screen of a phone narrower than the side menu's width (entry-server.tsx).
    matches: () => typeof window !== 'undefined' && window.matchMedia(query).matches,
  };
}

/** Whether a media query matches now (re-rendering when that changes); false on the server. */
export function useMediaQuery(query: string): boolean {
  // One store per query, so a re-render does not subscribe again.
  const store = useMemo(() => mediaQueryStore(query), [query]);
  return useSyncExternalStore(store.subscribe, store.matches, () => false);
}
