import { useCallback, useSyncExternalStore } from 'react';
import { LOCAL_KEYS, readLocal, writeLocal } from '../../lib/storage-keys.ts';

let collapsed = readLocal(LOCAL_KEYS.sideMenuCollapsed) === '1';
let drawerOpen = false;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The side menu: collapsed state (persisted) on wide screens, drawer state on narrow ones. */
export function useSideMenu() {
  const isCollapsed = useSyncExternalStore(
    subscribe,
    () => collapsed,
    () => false,
  );
  const isDrawerOpen = useSyncExternalStore(
    subscribe,
    () => drawerOpen,
    () => false,
  );
  const toggleCollapsed = useCallback(() => {
    collapsed = !collapsed;
    writeLocal(LOCAL_KEYS.sideMenuCollapsed, collapsed ? '1' : null);
    emit();
  }, []);
  const setDrawer = useCallback((open: boolean) => {
    drawerOpen = open;
    emit();
  }, []);
  return { collapsed: isCollapsed, toggleCollapsed, drawerOpen: isDrawerOpen, setDrawer };
}
