import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { z } from 'zod';
import { createBetService, type BetService } from './book/bet-service.ts';
import { BookError } from './book/book-error.ts';
import { limitsFor, type StakeLimits } from './book/limits.ts';
import { createMoneyOutbox, type MoneyOutbox } from './book/money-outbox.ts';
import { createPlayers, type Players } from './book/players.ts';
import { createPriceBoard, type BoardEvent, type PriceBoard } from './book/price-board.ts';
import { createSettlement, type Settlement } from './book/settlement.ts';
import type { SportsConfig } from './config.ts';
import { fromDecimal, formatOdds, isEsport, ODDS_FORMATS, SPORTS, type OddsFormat } from './domain/index.ts';
import { createSimulatedFeed } from './feed/simulated-feed.ts';
import type { SportsFeed } from './feed/sports-feed.ts';
import { createLiveHub, type LiveHub } from './push/live-hub.ts';
import { createSeamlessClient, type SeamlessClient } from './seamless-client.ts';
import { openDatabase, resolveDatabaseUrl, type Pool } from './store/database.ts';

export interface SportsService {
  app: FastifyInstance;
  pool: Pool;
  board: PriceBoard;
  bets: BetService;
  settlement: Settlement;
  outbox: MoneyOutbox;
  players: Players;
  hub: LiveHub;
  feed: SportsFeed | null;
  client: SeamlessClient;
  start(): Promise<void>;
  stop(): Promise<void>;
}

const ok = (reply: FastifyReply, value: unknown) =>
  reply.send({ success: true, code: 'OK', message: null, value });

/** The book: database, board, feed, money path, settlement, live push and the HTTP API for the screens. */
export async function createSportsService(
  config: SportsConfig,
  overrides: {
    feed?: SportsFeed | null;
    limits?: (currency: string) => StakeLimits;
    pool?: Pool;
    outboxRetryBaseMs?: number;
    settlementPageSize?: number;
    afterSettlementPage?: (eventId: string, version: number, page: number) => Promise<void> | void;
    flushMs?: number;
  } = {},
): Promise<SportsService> {
  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.authorization'] },
    disableRequestLogging: true,
  });
  const logger = app.log;
  let pool = overrides.pool;
  if (!pool) {
    // The embedded cluster appears once the platform has started it (serve-all starts both at once);
    // until then the data directory may name none, the port of a previous run (refused), or a
    // cluster still starting up: for two minutes, each of those is waited out.
    for (let i = 0; !pool; i++) {
      const url = resolveDatabaseUrl(config);
      if (!url && i >= 120)
        throw new Error('house-sports: no database (set SPORTS_DATABASE_URL or DATABASE_URL)');
      if (url)
        pool = await openDatabase(url).catch((error: unknown) => {
          if (i >= 120) throw error;
          logger.warn({ err: error }, 'database not ready, retrying');
          return undefined;
        });
      if (!pool) await new Promise((r) => setTimeout(r, 1_000));
    }
  }
  const client = createSeamlessClient({
    platformUrl: config.platformUrl,
    secret: config.secret,
    vendorCode: 'SPORTS',
    log: logger,
  });
  const hub = createLiveHub(overrides.flushMs !== undefined ? { flushMs: overrides.flushMs } : {});
  // The outbox needs the bet service (an orphan stake is rolled back), which needs the outbox.
  const late: { bets?: BetService } = {};
  const outbox = createMoneyOutbox({
    pool,
    client,
    logger,
    abandonBet: (m) => late.bets!.abandonBet(m),
    ...(overrides.outboxRetryBaseMs !== undefined ? { retryBaseMs: overrides.outboxRetryBaseMs } : {}),
  });
  const settlement = createSettlement({
    pool,
    outbox,
    logger,
    ...(overrides.settlementPageSize ? { pageSize: overrides.settlementPageSize } : {}),
    ...(overrides.afterSettlementPage ? { afterPage: overrides.afterSettlementPage } : {}),
  });
  const board = createPriceBoard({
    pool,
    logger,
    onUpdate: (u) => hub.publish(u),
    onResult: (eventId, version, result) => settlement.onResult(eventId, version, result),
  });
  const bets = createBetService({
    pool,
    board,
    outbox,
    limits: overrides.limits ?? ((currency) => limitsFor(currency)),
    inPlayDelayMs: config.inPlayDelayMs,
    afterAccept: (_betId, eventIds) => settlement.settleLate(eventIds),
  });
  late.bets = bets;
  const players = createPlayers({ pool, client });
  const feed =
    overrides.feed !== undefined
      ? overrides.feed
      : config.feed === 'simulated'
        ? createSimulatedFeed({
            startEveryMs: config.startEveryMs,
            durationMs: config.matchMs,
            suspendRate: config.suspendRate,
            correctionRate: config.correctionRate,
          })
        : null;

  await app.register(websocket);

  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof BookError)
      return reply
        .status(error.httpStatus)
        .send({ success: false, code: error.code, message: null, value: error.value });
    if ((error as { validation?: unknown }).validation || error instanceof z.ZodError)
      return reply.status(400).send({ success: false, code: 'INVALID_INPUT', message: null, value: null });
    logger.error({ err: error }, 'request failed');
    return reply.status(500).send({ success: false, code: 'INTERNAL', message: null, value: null });
  });

  const player = (request: FastifyRequest) =>
    players.get(/^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1]);
  const formatOf = (q: unknown): OddsFormat => {
    const f = (q as { oddsFormat?: string }).oddsFormat;
    return ODDS_FORMATS.includes(f as OddsFormat) ? (f as OddsFormat) : 'DECIMAL';
  };
  // A list row shows the books' three columns: the result market, the middle handicap line and the
  // middle total line (the feed lists each kind's lines in order).
  const mainMarkets = (markets: BoardEvent['markets']) => {
    const middle = (kinds: string[]) => {
      const of = markets.filter((m) => kinds.includes(m.spec.kind) && m.spec.map === undefined);
      return of[Math.floor((of.length - 1) / 2)];
    };
    return [middle(['1X2', 'WINNER']), middle(['AH']), middle(['OU', 'TOTAL_MAPS'])].filter(
      (m): m is BoardEvent['markets'][number] => m !== undefined,
    );
  };
  const eventView = (e: BoardEvent, format: OddsFormat, marketsToo: 'main' | 'all') => ({
    id: e.id,
    sport: e.sport,
    esport: isEsport(e.sport),
    leagueId: e.leagueId,
    leagueName: e.leagueName,
    home: e.home,
    away: e.away,
    startsAt: new Date(e.startsAtMs).toISOString(),
    // The simulated feed's matches run `matchMs` (the screens show a running clock from it).
    endsAt: new Date(e.startsAtMs + config.matchMs).toISOString(),
    status: e.status,
    suspended: e.suspended,
    score: e.score,
    markets: (marketsToo === 'main' ? mainMarkets(e.markets) : e.markets).map((m) => ({
      id: m.id,
      kind: m.spec.kind,
      line:
        m.spec.line === undefined
          ? null
          : formatOdds(m.spec.line * 250)
              .replace(/0+$/, '')
              .replace(/\.$/, ''),
      map: m.spec.map ?? null,
      selections: m.selections.map((s) => ({
        id: s.id,
        key: s.key,
        odds: formatOdds(s.odds),
        display: formatOdds(fromDecimal(s.odds, format)),
        version: s.version,
      })),
    })),
  });

  app.get('/health', () => ({ ok: true }));

  // ---- the screens (web/, built to web/dist): one page at /play, framed only by the player sites ----
  const pagesBuilt = existsSync(path.join(config.webDistDir, 'index.html'));
  if (pagesBuilt)
    await app.register(fastifyStatic, {
      root: config.webDistDir,
      prefix: '/',
      index: false,
      wildcard: true,
      // Hashed assets may be cached for good; index.html is served per route below, never cached.
      maxAge: '365d',
      immutable: true,
    });
  const frameAncestors = frameAncestorsOf(config.platformUrl, config.siteOrigins);
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header(
      'Content-Security-Policy',
      `frame-ancestors ${frameAncestors.join(' ')}; object-src 'none'; base-uri 'self'`,
    );
    return payload;
  });
  app.get('/play', async (_request, reply) => {
    if (!pagesBuilt)
      return reply
        .status(503)
        .type('text/plain')
        .send('The sportsbook pages are not built: npm run build --workspace=@platform/house-sports');
    return reply.header('cache-control', 'no-store').sendFile('index.html', { maxAge: 0, immutable: false });
  });

  app.post('/api/session', async (request, reply) => {
    const body = z
      .object({ token: z.string().min(1).max(200), user: z.string().min(1).max(64) })
      .parse(request.body);
    const { player: p, balance } = await players.open(body.token, body.user);
    return ok(reply, {
      sessionId: p.sessionId,
      currency: p.currency,
      balance,
      oddsFormats: ODDS_FORMATS,
      inPlayDelayMs: config.inPlayDelayMs,
    });
  });

  app.get('/api/balance', async (request, reply) => {
    const p = player(request);
    return ok(reply, { balance: await players.balance(p), currency: p.currency });
  });

  app.get('/api/sports', (_request, reply) => {
    const events = board.events();
    return ok(
      reply,
      SPORTS.map((sport) => {
        const mine = events.filter((e) => e.sport === sport);
        const leagues = new Map<string, { id: string; name: string; live: number; upcoming: number }>();
        for (const e of mine) {
          const l = leagues.get(e.leagueId) ?? { id: e.leagueId, name: e.leagueName, live: 0, upcoming: 0 };
          if (e.status === 'LIVE') l.live++;
          if (e.status === 'UPCOMING') l.upcoming++;
          leagues.set(e.leagueId, l);
        }
        return {
          sport,
          esport: isEsport(sport),
          live: mine.filter((e) => e.status === 'LIVE').length,
          upcoming: mine.filter((e) => e.status === 'UPCOMING').length,
          leagues: [...leagues.values()],
        };
      }),
    );
  });

  app.get('/api/events', (request, reply) => {
    const q = z
      .object({
        sport: z.enum(SPORTS as [string, ...string[]]).optional(),
        esport: z.enum(['true', 'false']).optional(),
        league: z.string().max(64).optional(),
        status: z.enum(['LIVE', 'UPCOMING', 'ENDED']).optional(),
        oddsFormat: z.string().optional(),
      })
      .parse(request.query);
    const list = board
      .events()
      .filter(
        (e) =>
          (!q.sport || e.sport === q.sport) &&
          (!q.esport || isEsport(e.sport) === (q.esport === 'true')) &&
          (!q.league || e.leagueId === q.league) &&
          (q.status ? e.status === q.status : e.status === 'LIVE' || e.status === 'UPCOMING'),
      )
      .sort((a, b) => a.startsAtMs - b.startsAtMs);
    return ok(
      reply,
      list.map((e) => eventView(e, formatOf(q), 'main')),
    );
  });

  app.get('/api/events/:id', (request, reply) => {
    const { id } = request.params as { id: string };
    const e = board.event(id);
    if (!e) throw new BookError('NOT_FOUND');
    return ok(reply, eventView(e, formatOf(request.query), 'all'));
  });

  app.post('/api/bets', async (request, reply) => {
    const body = z
      .object({
        legs: z
          .array(z.object({ selectionId: z.string().min(1).max(200), odds: z.string().max(12) }))
          .min(1)
          .max(10),
        stake: z.string().max(24),
        acceptOdds: z.enum(['NONE', 'BETTER', 'ANY']).default('NONE'),
        requestId: z.string().uuid().optional(),
      })
      .parse(request.body);
    return ok(reply, await bets.place(player(request), body));
  });

  app.get('/api/bets', async (request, reply) => {
    const q = z.object({ status: z.enum(['open', 'settled']).default('open') }).parse(request.query);
    return ok(reply, await bets.list(player(request), q.status));
  });

  app.get('/api/bets/:id', async (request, reply) => {
    const { id } = z.object({ id: z.string().uuid() }).parse(request.params);
    return ok(reply, await bets.get(player(request), id));
  });

  app.get('/api/bets/:id/cashout', async (request, reply) => {
    const { id } = z.object({ id: z.string().uuid() }).parse(request.params);
    return ok(reply, await bets.cashOutQuote(player(request), id));
  });

  app.post('/api/bets/:id/cashout', async (request, reply) => {
    const { id } = z.object({ id: z.string().uuid() }).parse(request.params);
    const body = z.object({ amount: z.string().max(24) }).parse(request.body);
    return ok(reply, await bets.cashOut(player(request), id, body.amount));
  });

  app.get('/ws/live', { websocket: true }, (socket) => {
    hub.attach(socket, () => ({
      live: board
        .events()
        .filter((e) => e.status === 'LIVE')
        .map((e) => e.id),
    }));
  });

  let pruneTimer: NodeJS.Timeout | null = null;
  return {
    app,
    pool,
    board,
    bets,
    settlement,
    outbox,
    players,
    hub,
    feed,
    client,
    async start() {
      // What a previous run left open: results not settled, money not answered.
      await settlement.resume();
      void outbox.resumeAll();
      hub.start();
      board.startFlushing();
      feed?.start((m) => board.apply(m));
      pruneTimer = setInterval(() => {
        const cutoff = Date.now() - 30 * 60_000;
        board.prune((e) => e.status === 'LIVE' || e.status === 'UPCOMING' || e.startsAtMs > cutoff);
      }, 60_000);
      pruneTimer.unref?.();
    },
    async stop() {
      feed?.stop();
      if (pruneTimer) clearInterval(pruneTimer);
      hub.stop();
      await board.stop();
      await settlement.idle();
      outbox.stop();
      await app.close();
      if (!overrides.pool) await pool.end();
    },
  };
}

/** Who may frame the pages: the configured sites, or the platform's origin (any port-mates on localhost). */
export function frameAncestorsOf(platformUrl: string, siteOrigins: readonly string[] = []): string[] {
  if (siteOrigins.length > 0) return [...siteOrigins];
  const url = new URL(platformUrl);
  const port = url.port ? `:${url.port}` : '';
  const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1';
  return local
    ? [
        `${url.protocol}//localhost${port}`,
        `${url.protocol}//127.0.0.1${port}`,
        `${url.protocol}//*.localhost${port}`,
      ]
    : [url.origin];
}
