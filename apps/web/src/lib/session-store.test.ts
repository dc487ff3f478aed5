import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A session storage of the tab, enough for the session store. */
function fakeStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, String(v)),
    removeItem: (k: string) => void map.delete(k),
    clear: () => map.clear(),
  };
}

describe('start-up session check', () => {
  beforeEach(() => {
    vi.resetModules();
    vi.stubGlobal('window', { sessionStorage: fakeStorage(), localStorage: fakeStorage() });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('drops a refused token with its user info and change-password flag', async () => {
    const { session } = await import('./session.ts');
    session.signIn('old-token', { account: 'demo09', type: 0 });
    session.setMustChangePassword(true);
    const checked = session.signature();
    session.dropIfUnchanged(checked);
    expect(session.token()).toBeNull();
    expect(session.get().userInfo).toBeNull();
    expect(session.mustChangePassword()).toBe(false);
  });

  it('keeps a login that replaced the checked one meanwhile', async () => {
    const { session } = await import('./session.ts');
    session.signIn('old-token', { account: 'demo09', type: 0 });
    const checked = session.signature();
    session.signIn('new-token', { account: 'agent01', type: 1 });
    session.dropIfUnchanged(checked);
    expect(session.token()).toBe('new-token');
    expect(session.isAgent()).toBe(true);
  });

  it('a new login forgets the previous user info and change-password flag', async () => {
    const { session } = await import('./session.ts');
    session.signIn('a', { account: 'demo09', type: 0 });
    session.setMustChangePassword(true);
    session.signIn('b');
    expect(session.get().userInfo).toBeNull();
    expect(session.mustChangePassword()).toBe(false);
  });
});
