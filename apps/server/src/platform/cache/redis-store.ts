import { Redis } from 'ioredis';
import type { KeyValueStore } from './key-value-store.ts';

/** DECR that neither creates a missing counter (it would live forever) nor goes below zero. */
const DECREMENT_LIVE = `if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
local n = redis.call('DECR', KEYS[1])
if n < 0 then redis.call('SET', KEYS[1], 0, 'KEEPTTL') return 0 end
return n`;

export async function createRedisStore(url: string, prefix: string): Promise<KeyValueStore> {
  const client = new Redis(url, { keyPrefix: prefix, lazyConnect: true, maxRetriesPerRequest: 3 });
  const subscriber = new Redis(url, { lazyConnect: true });
  await client.connect();
  const handlers = new Map<string, Set<(message: string) => void>>();
  let subscriberReady: Promise<void> | undefined;
  subscriber.on('message', (channel: string, message: string) => {
    for (const handler of handlers.get(channel) ?? []) handler(message);
  });
  const channelName = (channel: string) => `${prefix}${channel}`;

  return {
    get: (key) => client.get(key),
    async set(key, value, ttlMs) {
      if (ttlMs) await client.set(key, value, 'PX', ttlMs);
      else await client.set(key, value);
    },
    async setIfAbsent(key, value, ttlMs) {
      return (await client.set(key, value, 'PX', ttlMs, 'NX')) === 'OK';
    },
    async delete(key) {
      await client.del(key);
    },
    async increment(key, windowMs) {
      const [[, count]] = (await client.multi().incr(key).pexpire(key, windowMs, 'NX').exec()) as [
        [null, number],
      ];
      return count;
    },
    async decrement(key) {
      return Number(await client.eval(DECREMENT_LIVE, 1, key));
    },
    async ttlMs(key) {
      const ttl = await client.pttl(key);
      return ttl > 0 ? ttl : null;
    },
    async publish(channel, message) {
      await client.publish(channelName(channel), message);
    },
    async subscribe(channel, handler) {
      subscriberReady ??= subscriber.connect();
      await subscriberReady;
      const name = channelName(channel);
      let set = handlers.get(name);
      if (!set) {
        set = new Set();
        handlers.set(name, set);
        await subscriber.subscribe(name);
      }
      set.add(handler);
      return async () => {
        set.delete(handler);
        if (set.size === 0) {
          handlers.delete(name);
          await subscriber.unsubscribe(name);
        }
      };
    },
    async close() {
      client.disconnect();
      subscriber.disconnect();
    },
  };
}
