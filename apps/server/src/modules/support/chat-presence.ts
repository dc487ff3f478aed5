import { randomUUID } from 'node:crypto';
import type { KeyValueStore } from '../../platform/cache/key-value-store.ts';

const PRESENCE_CHANNEL = 'support:chat-presence';
/** Each node tells the others its rooms' socket counts this often, and soon after a change. */
const PRESENCE_EVERY_MS = 5_000;
const CHANGE_DELAY_MS = 200;
/** A node not heard of for this long is gone (crashed or stopped without saying so). */
const PRESENCE_STALE_MS = 15_000;

/**
 * How many sockets every API node holds in each room, so a live model's viewers count the whole
 * platform's. Each node publishes its own counts on the store's pub/sub (a few bytes every few
 * seconds) and keeps the others' latest: no shared counter that a crashed node could leave wrong.
 */
export function createChatPresence(deps: {
  store: KeyValueStore;
  /** This node's counts by `merchant|room`. */
  localCounts: () => Record<string, number>;
}) {
  const nodeId = randomUUID();
  const others = new Map<string, { atMs: number; counts: Record<string, number> }>();
  let unsubscribe: (() => Promise<void>) | null = null;
  let heartbeat: NodeJS.Timeout | null = null;
  let pending: NodeJS.Timeout | null = null;

  const publish = (counts: Record<string, number>) =>
    deps.store.publish(PRESENCE_CHANNEL, JSON.stringify({ nodeId, counts })).catch(() => undefined);

  return {
    async start() {
      unsubscribe = await deps.store.subscribe(PRESENCE_CHANNEL, (raw) => {
        try {
          const heard = JSON.parse(raw) as { nodeId: string; counts: Record<string, number> };
          if (heard.nodeId === nodeId) return;
          if (Object.keys(heard.counts).length === 0) others.delete(heard.nodeId);
          else others.set(heard.nodeId, { atMs: Date.now(), counts: heard.counts });
        } catch {
          // Not ours to read.
        }
      });
      heartbeat = setInterval(() => void publish(deps.localCounts()), PRESENCE_EVERY_MS);
      heartbeat.unref();
      void publish(deps.localCounts());
    },

    /** A socket joined or left here: the others hear of it shortly (changes in a burst go as one). */
    changed() {
      if (pending) return;
      pending = setTimeout(() => {
        pending = null;
        void publish(deps.localCounts());
      }, CHANGE_DELAY_MS);
      pending.unref();
    },

    /** Sockets the other nodes hold in a room. */
    remote(key: string): number {
      const now = Date.now();
      let total = 0;
      for (const [id, node] of others) {
        if (now - node.atMs > PRESENCE_STALE_MS) others.delete(id);
        else total += node.counts[key] ?? 0;
      }
      return total;
    },

    /** This node stops: the others forget its sockets at once. */
    async stop() {
      if (heartbeat) clearInterval(heartbeat);
      if (pending) clearTimeout(pending);
      await unsubscribe?.();
      await publish({});
    },
  };
}
