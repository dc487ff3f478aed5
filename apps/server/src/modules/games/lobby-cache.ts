/**
 * A small in-process cache with a time to live and a size bound (least recently used out first):
 * lobby answers are the same for every anonymous visitor of a merchant for a few seconds, and the
 * lobby is the site's hottest path. Back-office changes clear it (on every node, over pub/sub).
 *
 * `getOrLoad` serves an answer past its time to live (up to `staleMs` more) while one background
 * load refreshes it, and lets concurrent misses of one key share one load: a visitor waits for the
 * database only when nobody asked that question recently, never because an answer just expired.
 */
export function createLobbyCache<V>(options: {
  maxEntries: number;
  ttlMs: number;
  /** How long past its time to live an answer may still be served while it is refreshed. */
  staleMs?: number;
  /** Background refreshes at once; past that a stale answer is served without one (default 4). */
  maxRefreshing?: number;
  nowMs: () => number;
}) {
  const maxRefreshing = options.maxRefreshing ?? 4;
  let refreshing = 0;
  const entries = new Map<string, { value: V; freshUntilMs: number; staleUntilMs: number }>();
  const loading = new Map<string, Promise<V>>();
  // A clear during a load must not let that load store an answer read before the change.
  let generation = 0;

  const set = (key: string, value: V, baseTtlMs = options.ttlMs) => {
    const now = options.nowMs();
    // Up to 25 % more, by key: answers loaded together do not all expire (and reload) together.
    const ttlMs = baseTtlMs + Math.floor((baseTtlMs * (spread(key) % 26)) / 100);
    entries.delete(key);
    entries.set(key, {
      value,
      freshUntilMs: now + ttlMs,
      staleUntilMs: now + ttlMs + (options.staleMs ?? 0),
    });
    while (entries.size > options.maxEntries) entries.delete(entries.keys().next().value!);
  };

  const lookup = (key: string) => {
    const hit = entries.get(key);
    if (!hit) return undefined;
    const now = options.nowMs();
    if (hit.staleUntilMs <= now) {
      entries.delete(key);
      return undefined;
    }
    // Re-insert: a Map iterates in insertion order, so the first key is the least recently used.
    entries.delete(key);
    entries.set(key, hit);
    return { value: hit.value, fresh: hit.freshUntilMs > now };
  };

  const load = (key: string, loader: () => Promise<V>): Promise<V> => {
    const running = loading.get(key);
    if (running) return running;
    const startedIn = generation;
    const promise = loader()
      .then((value) => {
        if (startedIn === generation) set(key, value);
        return value;
      })
      .finally(() => {
        if (loading.get(key) === promise) loading.delete(key);
      });
    loading.set(key, promise);
    return promise;
  };

  return {
    get(key: string): V | undefined {
      const hit = lookup(key);
      return hit?.fresh ? hit.value : undefined;
    },
    set,
    async getOrLoad(key: string, loader: () => Promise<V>): Promise<V> {
      const hit = lookup(key);
      if (hit?.fresh) return hit.value;
      if (hit) {
        // Stale: answer now, refresh behind (a failed refresh keeps the stale answer until it ends).
        // Refreshes are few at a time, so that a wave of expiring answers never floods the database
        // or the event loop: the others are served stale a little longer.
        if (!loading.has(key) && refreshing < maxRefreshing) {
          refreshing++;
          load(key, loader)
            .catch(() => undefined)
            .finally(() => refreshing--);
        }
        return hit.value;
      }
      return load(key, loader);
    },
    clear() {
      generation++;
      entries.clear();
      loading.clear();
    },
    get size() {
      return entries.size;
    },
  };
}

/** A cheap stable number per key (FNV-1a). */
function spread(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

export type LobbyCache<V> = ReturnType<typeof createLobbyCache<V>>;
