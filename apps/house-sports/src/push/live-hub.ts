import type { WebSocket } from 'ws';
import type { BoardUpdate } from '../book/price-board.ts';

interface Client {
  socket: WebSocket;
  /** Every live event (the live-now page) or the listed events. */
  all: boolean;
  events: Set<string>;
}

/**
 * The live push: board updates are gathered for `flushMs` and sent as one frame per subscriber with
 * the updates of the events it follows. Each event's part is serialised once per flush, and the frame
 * of "everything live" once for all who follow everything; a slow socket (a large send buffer) is
 * skipped for that flush rather than slowing the others.
 */
export function createLiveHub(
  options: { flushMs?: number; maxBufferedBytes?: number; nowMs?: () => number } = {},
) {
  const flushMs = options.flushMs ?? 100;
  const maxBuffered = options.maxBufferedBytes ?? 1 << 20;
  const nowMs = options.nowMs ?? Date.now;
  const clients = new Set<Client>();
  let pending = new Map<string, BoardUpdate[]>();
  let timer: NodeJS.Timeout | null = null;
  let frames = 0;

  function flush() {
    if (pending.size === 0) return;
    const batch = pending;
    pending = new Map();
    const parts = new Map<string, string>();
    for (const [eventId, updates] of batch)
      parts.set(eventId, updates.map((u) => JSON.stringify(u)).join(','));
    const sentAt = nowMs();
    const frameOf = (list: string[]) =>
      `{"type":"updates","sentAtMs":${sentAt},"updates":[${list.join(',')}]}`;
    const everything = frameOf([...parts.values()]);
    for (const client of clients) {
      if (client.socket.readyState !== 1 || client.socket.bufferedAmount > maxBuffered) continue;
      let frame: string;
      if (client.all) frame = everything;
      else {
        const mine: string[] = [];
        for (const id of client.events) {
          const part = parts.get(id);
          if (part) mine.push(part);
        }
        if (mine.length === 0) continue;
        frame = frameOf(mine);
      }
      client.socket.send(frame);
      frames++;
    }
  }

  return {
    publish(update: BoardUpdate) {
      const list = pending.get(update.eventId);
      if (list) list.push(update);
      else pending.set(update.eventId, [update]);
    },

    /** A socket joins: it sends `{ "type": "subscribe", "all": true }` or `{ "type": "subscribe", "eventIds": [...] }`. */
    attach(socket: WebSocket, hello: () => unknown) {
      const client: Client = { socket, all: false, events: new Set() };
      clients.add(client);
      socket.send(JSON.stringify({ type: 'hello', serverTimeMs: nowMs(), ...(hello() as object) }));
      socket.on('message', (data) => {
        let message: { type?: string; all?: boolean; eventIds?: unknown };
        try {
          message = JSON.parse(String(data)) as typeof message;
        } catch {
          return;
        }
        const ids = Array.isArray(message.eventIds)
          ? message.eventIds.filter((x): x is string => typeof x === 'string').slice(0, 500)
          : [];
        if (message.type === 'subscribe') {
          if (message.all) client.all = true;
          for (const id of ids) client.events.add(id);
        } else if (message.type === 'unsubscribe') {
          if (message.all) client.all = false;
          for (const id of ids) client.events.delete(id);
        }
      });
      socket.on('close', () => clients.delete(client));
      socket.on('error', () => clients.delete(client));
    },

    start() {
      timer = setInterval(flush, flushMs);
      timer.unref?.();
    },
    stop() {
      if (timer) clearInterval(timer);
      for (const c of clients) c.socket.close(1001);
      clients.clear();
    },
    stats: () => ({ clients: clients.size, frames }),
  };
}

export type LiveHub = ReturnType<typeof createLiveHub>;
