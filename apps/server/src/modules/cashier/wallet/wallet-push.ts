import type { FastifyPluginAsync } from 'fastify';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import type { KeyValueStore } from '../../../platform/cache/key-value-store.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { SessionService } from '../../identity/index.ts';
import type { WalletViews } from '../../ledger/index.ts';
import { requestMerchant } from '../../system/index.ts';

const CHANNEL = 'wallet:balance';
const MAX_SOCKETS_PER_MEMBER = 10;
/** How long a socket may stay open before it says who it is. */
const AUTH_DEADLINE_MS = 5_000;

const ZAuthMessage = z.object({
  type: z.literal('auth'),
  token: z.string().regex(/^[A-Za-z0-9_-]{20,200}$/),
});

function authTokenOf(raw: string): string | null {
  try {
    const parsed = ZAuthMessage.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data.token : null;
  } catch {
    return null;
  }
}

/**
 * Real-time balance (issue: "pushed to the member's open pages over a WebSocket after every
 * change"). A change is published on the shared store's pub/sub (Redis across API nodes, in-process
 * otherwise); each node pushes the fresh balance to the sockets it holds for that member.
 */
export function createWalletPush(deps: {
  store: KeyValueStore;
  views: WalletViews;
  identity: SessionService;
}) {
  const sockets = new Map<string, Set<WebSocket>>();
  const currencies = new Map<string, string>();
  let unsubscribe: (() => Promise<void>) | null = null;

  async function push(memberId: string) {
    const open = sockets.get(memberId);
    const currency = currencies.get(memberId);
    if (!open || open.size === 0 || !currency) return;
    const balance = await deps.views.balance(memberId, currency, false);
    const message = JSON.stringify({ type: 'balance', value: balance });
    for (const socket of open) if (socket.readyState === socket.OPEN) socket.send(message);
  }

  const routes: FastifyPluginAsync = async (app) => {
    unsubscribe = await deps.store.subscribe(CHANNEL, (memberId) => {
      void push(memberId).catch((error: unknown) => app.log.warn({ err: error }, 'balance push failed'));
    });
    app.addHook('onClose', async () => {
      await unsubscribe?.();
      for (const set of sockets.values()) for (const s of set) s.close(1001, 'server closing');
    });

    app.route({
      method: 'GET',
      url: '/api/wps/ws/wallet',
      // The session token never travels in the URL (URLs are logged): the client sends it as the
      // socket's first message, {"type":"auth","token":"…"}, within AUTH_DEADLINE_MS.
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
              const merchant = requestMerchant(request);
              const member = await deps.identity.authenticate(token, merchant.code);
              if (member.type === 4) throw new Error('trial');
              memberId = member.id;
              currencies.set(member.id, merchant.currency);
            } catch {
              return refuse();
            }
            if (socket.readyState !== socket.OPEN) return;
            const set = sockets.get(memberId) ?? new Set<WebSocket>();
            if (set.size >= MAX_SOCKETS_PER_MEMBER) [...set][0]?.close(4409, 'too many tabs');
            set.add(socket);
            sockets.set(memberId, set);
            await push(memberId);
          })().catch((error: unknown) => app.log.warn({ err: error }, 'wallet socket failed'));
        });
      },
    });
  };

  return {
    routes,
    /** Call after the commit that changed the member's balance. */
    balanceChanged(memberId: string) {
      void deps.store.publish(CHANNEL, memberId).catch(() => undefined);
    },
  };
}
