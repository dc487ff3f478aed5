import type { TMemberInfo } from '@platform/contracts';
import { readSession, SESSION_KEYS, writeSession } from './storage-keys.ts';

/**
 * The login of this browser tab (spec §4: the token lives in session storage with the user info).
 * A tiny external store: React reads it with `useSyncExternalStore` (see `use-session.ts`).
 * The stored info is the member info of the contracts; every field is optional because storage may
 * hold an older or partial copy.
 */
export type UserInfo = Partial<Omit<TMemberInfo, 'id' | 'type'>> & {
  id?: string | number;
  /** Member type: 1, 2, 41, 42 are agents; 4 is a trial user (spec §3). */
  type?: number;
};

export interface SessionSnapshot {
  token: string | null;
  userInfo: UserInfo | null;
}

export const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];
export const TRIAL_TYPE = 4;

export function isAgentUser(userInfo: UserInfo | null | undefined): boolean {
  return !!userInfo && typeof userInfo.type === 'number' && AGENT_TYPES.includes(userInfo.type);
}

export function isTrialUser(userInfo: UserInfo | null | undefined): boolean {
  return !!userInfo && userInfo.type === TRIAL_TYPE;
}

export function parseUserInfo(raw: string | null): UserInfo | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
    const info = value as UserInfo;
    const type = typeof info.type === 'string' ? Number(info.type) : info.type;
    return { ...info, type: Number.isFinite(type) ? type : undefined };
  } catch {
    return null;
  }
}

let snapshot: SessionSnapshot = read();
const listeners = new Set<() => void>();

function read(): SessionSnapshot {
  if (typeof window === 'undefined') return { token: null, userInfo: null };
  return {
    token: readSession(SESSION_KEYS.token) || null,
    userInfo: parseUserInfo(readSession(SESSION_KEYS.userInfo)),
  };
}

function sessionSignature(): string {
  return `${readSession(SESSION_KEYS.token) ?? ''}\n${readSession(SESSION_KEYS.userInfo) ?? ''}`;
}

function emit() {
  snapshot = read();
  for (const listener of listeners) listener();
}

export const session = {
  get: (): SessionSnapshot => snapshot,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  token: (): string | null => snapshot.token,
  isLoggedIn: (): boolean => !!snapshot.token,
  isAgent: (): boolean => isAgentUser(snapshot.userInfo),
  /** Stores a login (token and, when known, the member info); whatever the tab held before goes. */
  signIn(token: string, userInfo?: UserInfo | null) {
    writeSession(SESSION_KEYS.token, token);
    writeSession(SESSION_KEYS.userInfo, userInfo ? JSON.stringify(userInfo) : null);
    writeSession(SESSION_KEYS.changePassword, null);
    emit();
  },
  setUserInfo(userInfo: UserInfo) {
    writeSession(SESSION_KEYS.userInfo, JSON.stringify(userInfo));
    emit();
  },
  /** Logout (spec §4): clears this tab's session storage. */
  clear() {
    try {
      window.sessionStorage.clear();
    } catch {
      /* storage unavailable */
    }
    emit();
  },
  /** Spec §4: the stored change-password flag (a default or expired password must be changed first). */
  mustChangePassword: (): boolean => readSession(SESSION_KEYS.changePassword) === '1',
  setMustChangePassword(on: boolean) {
    writeSession(SESSION_KEYS.changePassword, on ? '1' : null);
  },
  /** What identifies the stored login: it changes whenever the token or the user info is rewritten. */
  signature: sessionSignature,
  /**
   * Ends a login the server no longer knows (401 on the start-up check). Only the session that was
   * checked is dropped: if another login rewrote it meanwhile, that one stays.
   */
  dropIfUnchanged(signature: string) {
    if (sessionSignature() !== signature) return;
    writeSession(SESSION_KEYS.token, null);
    writeSession(SESSION_KEYS.userInfo, null);
    writeSession(SESSION_KEYS.changePassword, null);
    emit();
  },
  /** Re-reads storage (another part of the page wrote it directly). */
  refresh: emit,
};

/**
 * Spec §4 "a token in the query string … at startup": moves `?token=` into session storage and
 * removes it from the address bar so it is not bookmarked or leaked through the Referer.
 */
export function adoptQueryToken(
  location: Location = window.location,
  history: History = window.history,
): boolean {
  const url = new URL(location.href);
  const token = url.searchParams.get('token');
  if (!token) return false;
  // Another login's user info must not stick to this token: the start-up check loads the right one.
  if (readSession(SESSION_KEYS.token) !== token) writeSession(SESSION_KEYS.userInfo, null);
  writeSession(SESSION_KEYS.token, token);
  url.searchParams.delete('token');
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  emit();
  return true;
}
