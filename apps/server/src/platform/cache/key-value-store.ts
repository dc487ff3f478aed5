/**
 * Cache, rate limits, one-time-value replay guards and pub/sub behind one interface: in-process by
 * default, Redis when REDIS_URL is set (so several API nodes share them).
 */
export interface KeyValueStore {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlMs?: number): Promise<void>;
  /** Stores the value only if the key is absent; true when this call stored it. */
  setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean>;
  delete(key: string): Promise<void>;
  /** Increments a counter that lives `windowMs` from its first increment; returns the new count. */
  increment(key: string, windowMs: number): Promise<number>;
  /**
   * Gives back one increment of a live counter (an attempt that turned out not to count), keeping
   * its expiry; never creates or revives one. Returns the new count (0 when there was none).
   */
  decrement(key: string): Promise<number>;
  /** Milliseconds until the key expires, or null. */
  ttlMs(key: string): Promise<number | null>;
  publish(channel: string, message: string): Promise<void>;
  subscribe(channel: string, handler: (message: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}
