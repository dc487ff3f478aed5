import { useSyncExternalStore } from 'react';

export type AuthPopup = 'login' | 'register' | null;

let current: AuthPopup = null;
const listeners = new Set<() => void>();

function set(next: AuthPopup) {
  if (next === current) return;
  current = next;
  for (const listener of listeners) listener();
}

/** Which of the login / register popups is open (header buttons, guards and routes open them). */
export const authPopup = {
  get: () => current,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  openLogin: () => set('login'),
  openRegister: () => set('register'),
  close: () => set(null),
};

export function useAuthPopup(): AuthPopup {
  return useSyncExternalStore(authPopup.subscribe, authPopup.get, authPopup.get);
}
