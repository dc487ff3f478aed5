import { useSyncExternalStore } from 'react';

export type AuthPopup = 'login' | 'register' | 'forgot' | 'changePassword' | null;

export interface AuthPopupState {
  popup: AuthPopup;
  /** Change password was forced (default or expired password, spec §4): it cannot just be dismissed. */
  forced: boolean;
  /**
   * The password just typed at login, kept in memory only while the forced change-password popup is
   * open, so the member is not asked for it twice (spec §5 "old password, unless known").
   */
  knownPassword?: string;
}

const CLOSED: AuthPopupState = { popup: null, forced: false };
let current: AuthPopupState = CLOSED;
const listeners = new Set<() => void>();

function set(next: AuthPopupState) {
  if (
    next.popup === current.popup &&
    next.forced === current.forced &&
    next.knownPassword === current.knownPassword
  )
    return;
  current = next;
  for (const listener of listeners) listener();
}

/** Which auth popup is open (header buttons, guards and routes open them). */
export const authPopup = {
  get: () => current.popup,
  state: () => current,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  openLogin: () => set({ popup: 'login', forced: false }),
  openRegister: () => set({ popup: 'register', forced: false }),
  openForgot: () => set({ popup: 'forgot', forced: false }),
  openChangePassword: (options: { forced?: boolean; knownPassword?: string } = {}) =>
    set({ popup: 'changePassword', forced: !!options.forced, knownPassword: options.knownPassword }),
  close: () => set(CLOSED),
};

export function useAuthPopup(): AuthPopup {
  return useSyncExternalStore(authPopup.subscribe, authPopup.get, authPopup.get);
}

export function useAuthPopupState(): AuthPopupState {
  return useSyncExternalStore(authPopup.subscribe, authPopup.state, authPopup.state);
}
