import { EventEmitter } from 'node:events';
import type { Clock } from '../clock.ts';
import { systemClock } from '../clock.ts';
import type { KeyValueStore } from './key-value-store.ts';

interface Entry {
  value: string;
  expiresAtMs: number | null;
}

const SWEEP_EVERY_MS = 60_000;

export function createMemoryStore(clock: Clock = systemClock): KeyValueStore {
  const entries = new Map<string, Entry>();
  const bus = new EventEmitter();
  bus.setMaxListeners(0);

  const live = (key: string): Entry | undefined => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAtMs !== null && entry.expiresAtMs <= clock.nowMs()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  const sweeper = setInterval(() => {
    for (const key of entries.keys()) live(key);
  }, SWEEP_EVERY_MS);
  sweeper.unref();

  return {
    async get(key) {
      return live(key)?.value ?? null;
    },
    async set(key, value, ttlMs) {
      entries.set(key, { value, expiresAtMs: ttlMs ? clock.nowMs() + ttlMs : null });
    },
    async setIfAbsent(key, value, ttlMs) {
      if (live(key)) return false;
      entries.set(key, { value, expiresAtMs: clock.nowMs() + ttlMs });
      return true;
    },
    async delete(key) {
      entries.delete(key);
    },
    async increment(key, windowMs) {
      const entry = live(key);
      if (!entry) {
        entries.set(key, { value: '1', expiresAtMs: clock.nowMs() + windowMs });
        return 1;
      }
      const next = Number(entry.value) + 1;
      entry.value = String(next);
      return next;
    },
    async decrement(key) {
      const entry = live(key);
      if (!entry) return 0;
      const next = Math.max(0, Number(entry.value) - 1);
      entry.value = String(next);
      return next;
    },
    async ttlMs(key) {
      const entry = live(key);
      return entry?.expiresAtMs ? entry.expiresAtMs - clock.nowMs() : null;
    },
    async publish(channel, message) {
      bus.emit(channel, message);
    },
    async subscribe(channel, handler) {
      bus.on(channel, handler);
      return async () => {
        bus.off(channel, handler);
      };
    },
    async close() {
      clearInterval(sweeper);
      entries.clear();
      bus.removeAllListeners();
    },
  };
}
