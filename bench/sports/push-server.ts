import websocket from '@fastify/websocket';
import Fastify from 'fastify';
import { createPriceBoard } from '../../apps/house-sports/src/book/price-board.ts';
import { createSimulatedFeed } from '../../apps/house-sports/src/feed/simulated-feed.ts';
import { createLiveHub } from '../../apps/house-sports/src/push/live-hub.ts';
import type { Pool } from '../../apps/house-sports/src/store/database.ts';

/**
 * The push path of the book as it runs (simulated feed → live board → hub → WebSocket), with the
 * board's database writes stubbed out: LIVE_EVENTS matches in play at once, prices moving each second.
 * Prints its port; the bench (push-bench.ts) connects the clients.
 */
const liveEvents = Number(process.env.LIVE_EVENTS ?? 200);
const sports = 6;
const startEveryMs = 60_000;
// Enough running time that `liveEvents` matches overlap: each sport starts one a minute.
const durationMs = Math.ceil(liveEvents / sports) * startEveryMs;
const noDatabase = { query: async () => ({ rows: [], rowCount: 0 }) } as unknown as Pool;
const hub = createLiveHub({ flushMs: Number(process.env.FLUSH_MS ?? 100) });
const board = createPriceBoard({
  pool: noDatabase,
  logger: console,
  onUpdate: (u) => hub.publish(u),
  onResult: async () => undefined,
});
const feed = createSimulatedFeed({
  startEveryMs,
  durationMs,
  horizonMs: 60_000,
  keepEndedMs: 10_000,
  correctionRate: 0,
  priceMoveRate: 0.3,
});
const app = Fastify({ logger: false });
await app.register(websocket);
app.get('/ws/live', { websocket: true }, (socket) =>
  hub.attach(socket, () => ({
    live: board
      .events()
      .filter((e) => e.status === 'LIVE')
      .map((e) => e.id),
  })),
);
app.get('/stats', () => ({
  ...hub.stats(),
  live: board.events().filter((e) => e.status === 'LIVE').length,
}));
feed.start((m) => board.apply(m));
hub.start();
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(
  `${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`,
);
process.on('SIGTERM', () => process.exit(0));
