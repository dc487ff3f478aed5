import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import type { KeyValueStore } from '../cache/key-value-store.ts';
import { AppError } from './app-error.ts';

const MAX_SOCKETS_PER_MEMBER = 10;
/** How long a socket may stay open before it says who it is. */
const AUTH_DEADLINE_MS = 5_000;

const ZAuthMessage = z.object({
  type: z.literal('auth'),
  token: z.string().regex(/^[A-Za-z0-9_-]{20,200}$/),
});

/** The session token of a socket's `{"type":"auth","token"}` message, or null for anything else. */
export function authTokenOf(raw: string): string | null {
  try {
    const parsed = ZAuthMessage.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data.token : null;
  } catch {
    return null;
  }
}

/**
 * A one-way live channel to a member's open pages (the wallet balance, the unread-message count).
 * A change is published on the shared store's pub/sub (Redis across API nodes, in-process
 * otherwise); each node sends the fresh snapshot to the sockets it holds for that member. The
 * session token never travels in the URL (URLs are logged): the client sends
 * {"type":"auth","token":"…"} as the socket's first message, within AUTH_DEADLINE_MS.
 */
export function createMemberPush(deps: {
  store: KeyValueStore;
  /** The pub/sub channel and the socket's path. */
  channel: string;
  path: string;
  /** The member id of a session token for this request's merchant; throws for none (or a trial user). */
  authenticate: (token: string, request: FastifyRequest) => Promise<string>;
  /** What to send the member now, or null to send nothing. */
  snapshot: (memberId: string) => Promise<unknown>;
}) {
  const sockets = new Map<string, Set<WebSocket>>();
  let unsubscribe: (() => Promise<void>) | null = null;

  async function push(memberId: string) {
    const open = sockets.get(memberId);
    if (!open || open.size === 0) return;
    const value = await deps.snapshot(memberId);
    if (value === null) return;
    const message = JSON.stringify(value);
    for (const socket of open) if (socket.readyState === socket.OPEN) socket.send(message);
  }

  const routes: FastifyPluginAsync = async (app) => {
    unsubscribe = await deps.store.subscribe(deps.channel, (memberId) => {
      void push(memberId).catch((error: unknown) =>
        app.log.warn({ err: error }, `${deps.channel} push failed`),
      );
    });
    app.addHook('onClose', async () => {
      await unsubscribe?.();
      for (const set of sockets.values()) for (const s of set) s.close(1001, 'server closing');
    });

    app.route({
      method: 'GET',
      url: deps.path,
      config: { access: 'public' as const },
      // A plain HTTP request finds nothing here: the envelope's 404, like any unknown path.
      handler: async () => {
        throw new AppError('NOT_FOUND');
      },
      wsHandler: (socket, request) => {
        let memberId: string | null = null;
        const refuse = () => socket.close(4401, 'unauthorized');
        const deadline = setTimeout(refuse, AUTH_DEADLINE_MS);
        socket.on('close', () => {
          clearTimeout(deadline);
          if (!memberId) return;
          const set = sockets.get(memberId);
          set?.delete(socket);
          if (set && set.size === 0) sockets.delete(memberId);
        });
        socket.on('message', (raw) => {
          // Anything after the first message is ignored; this channel only speaks.
          if (memberId !== null) return;
          clearTimeout(deadline);
          const token = authTokenOf(String(raw));
          if (!token) return refuse();
          void (async () => {
            try {
              memberId = await deps.authenticate(token, request);
            } catch {
              return refuse();
            }
            if (socket.readyState !== socket.OPEN) return;
            const set = sockets.get(memberId) ?? new Set<WebSocket>();
            if (set.size >= MAX_SOCKETS_PER_MEMBER) [...set][0]?.close(4409, 'too many tabs');
            set.add(socket);
            sockets.set(memberId, set);
            await push(memberId);
          })().catch((error: unknown) => app.log.warn({ err: error }, `${deps.channel} socket failed`));
        });
      },
    });
  };

  return {
    routes,
    /** Call after the commit that changed what the member sees. */
    changed(memberId: string) {
      void deps.store.publish(deps.channel, memberId).catch(() => undefined);
    },
  };
}
