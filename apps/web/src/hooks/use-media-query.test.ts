import { afterEach, describe, expect, it, vi } from 'vitest';
import { mediaQueryStore, PHONE_QUERY } from './use-media-query.ts';

/** A window whose screen is `width` pixels wide, understanding max-width queries only. */
function fakeWindow(width: number) {
  const listeners = new Set<() => void>();
  const screen = { width };
  const matches = (query: string) => screen.width <= Number(/max-width: (\d+)px/.exec(query)?.[1]);
  return {
    window: {
      matchMedia: (query: string) => ({
        get matches() {
          return matches(query);
        },
        addEventListener: (_: 'change', listener: () => void) => listeners.add(listener),
        removeEventListener: (_: 'change', listener: () => void) => listeners.delete(listener),
      }),
    },
    listeners,
    resize(next: number) {
      screen.width = next;
      for (const listener of listeners) listener();
    },
  };
}

describe('mediaQueryStore (the store under useMediaQuery)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('answers whether the query matches now', () => {
    vi.stubGlobal('window', fakeWindow(390).window);
    expect(mediaQueryStore(PHONE_QUERY).matches()).toBe(true);
    vi.stubGlobal('window', fakeWindow(1440).window);
    expect(mediaQueryStore(PHONE_QUERY).matches()).toBe(false);
  });

  it('tells its subscriber about a change until it unsubscribes', () => {
    const screen = fakeWindow(1440);
    vi.stubGlobal('window', screen.window);
    const store = mediaQueryStore(PHONE_QUERY);
    const seen: boolean[] = [];
    const unsubscribe = store.subscribe(() => seen.push(store.matches()));
    screen.resize(390);
    expect(seen).toEqual([true]);
    unsubscribe();
    expect(screen.listeners.size).toBe(0);
    screen.resize(1440);
    expect(seen).toEqual([true]);
  });
});
