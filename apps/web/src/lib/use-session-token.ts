import { useSyncExternalStore } from 'react';
import { session } from './session.ts';

const token = () => session.get().token;

/**
 * The token of this tab's login, re-rendering when it changes. Features scope the query keys of a
 * member's data with it, so that another login in the same tab never sees the previous member's.
 */
export function useSessionToken(): string | null {
  return useSyncExternalStore(session.subscribe, token, token);
}
