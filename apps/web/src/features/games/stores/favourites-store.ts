import { useSyncExternalStore } from 'react';
import { withOverride, withoutOverride, type FavouriteOverrides } from '../favourites.ts';
import { FAVOURITE_TOGGLE_THROTTLE_MS } from '../lobby-rules.ts';
import { createThrottle, type Throttle } from '../../../hooks/use-throttle.ts';

export interface FavouritesState {
  /** The session token the local changes belong to (another login never sees them). */
  owner: string | null;
  overrides: FavouriteOverrides;
}

export interface ToggleRequest {
  owner: string;
  nodeId: string;
  favourite: boolean;
  /** The server call. */
  send: () => Promise<unknown>;
  /** Runs after the server confirmed, before the local change is dropped (so nothing flickers). */
  onConfirmed?: () => void;
}

/**
 * Optimistic favourites (spec §4): a toggle shows at once, then goes to the server; toggles are
 * throttled to one per second (the server refuses faster ones too). One store per page load.
 */
export function createFavouritesStore(throttle: Throttle = createThrottle(FAVOURITE_TOGGLE_THROTTLE_MS)) {
  let state: FavouritesState = { owner: null, overrides: new Map() };
  const listeners = new Set<() => void>();
  const set = (next: FavouritesState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const forOwner = (owner: string) => (state.owner === owner ? state.overrides : new Map<string, boolean>());

  return {
    get: (): FavouritesState => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /**
     * Starts a toggle: null when throttled (nothing changes), else the server call's promise, which
     * rejects with the server's error after the local change was rolled back.
     */
    toggle(request: ToggleRequest): Promise<void> | null {
      if (!throttle.tryPass()) return null;
      const { owner, nodeId, favourite } = request;
      set({ owner, overrides: withOverride(forOwner(owner), nodeId, favourite) });
      const settle = () => {
        if (state.owner !== owner) return;
        // A later toggle of the same game owns the override now; leave it.
        if (state.overrides.get(nodeId) !== favourite) return;
        set({ owner, overrides: withoutOverride(state.overrides, nodeId) });
      };
      return request.send().then(
        () => {
          request.onConfirmed?.();
          settle();
        },
        (error: unknown) => {
          settle();
          throw error;
        },
      );
    },
  };
}

export type FavouritesStore = ReturnType<typeof createFavouritesStore>;

export const favouritesStore = createFavouritesStore();

export function useFavouritesState(store: FavouritesStore = favouritesStore): FavouritesState {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
