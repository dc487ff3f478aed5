import { useCallback, useSyncExternalStore } from 'react';
import { applyTheme, currentTheme, type Theme } from '../../lib/theme.ts';

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Dark / light theme, persisted in local storage `theme`; switching never re-renders the page tree. */
export function useTheme(): { theme: Theme; toggle: () => void; set: (theme: Theme) => void } {
  const theme = useSyncExternalStore(subscribe, currentTheme, () => 'dark' as Theme);
  const set = useCallback((next: Theme) => {
    applyTheme(next);
    for (const listener of listeners) listener();
  }, []);
  const toggle = useCallback(() => set(currentTheme() === 'dark' ? 'light' : 'dark'), [set]);
  return { theme, toggle, set };
}
