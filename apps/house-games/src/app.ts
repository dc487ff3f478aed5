import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyReply } from 'fastify';
import { z } from 'zod';
import type { HouseConfig } from './config.ts';
import { SLOT_TITLES } from './domain/slots/slot-titles.ts';
import { openRoundLog, type RoundRecord } from './fairness-store/round-log.ts';
import { HouseError } from './http/house-error.ts';
import { createSeamlessClient } from './seamless-client.ts';
import { createSlotService } from './slots/slot-service.ts';
import { createTableService } from './tables/table-service.ts';
import { HOUSE_TABLE_GAMES } from './tables/table-games.ts';
import type { Timers } from './tables/table-runner.ts';
import { createPlayers } from './wallet/players.ts';
import { createWalletGateway } from './wallet/wallet-gateway.ts';

const ok = (value: unknown) => ({ success: true, code: 'OK', message: '', value });

const gameCodeParams = z.object({ gameCode: z.string().regex(/^[a-z0-9-]{1,80}$/) });
const credentialFields = {
  token: z.string().min(1).max(300).optional(),
  user: z.string().min(1).max(100).optional(),
  funSession: z.string().min(1).max(100).optional(),
  currency: z
    .string()
    .regex(/^[A-Z]{3,5}$/)
    .optional(),
};
const ZCredentials = z.object(credentialFields);
const ZSpin = z.object({
  ...credentialFields,
  bet: z.string().max(40),
  clientSeed: z.string().max(64).optional(),
});
const ZBets = z.object({
  ...credentialFields,
  roundId: z.string().min(1).max(100),
  bets: z
    .array(z.object({ kind: z.string().min(1).max(40), amount: z.string().max(40) }))
    .min(1)
    .max(30),
});
const ZRoundsQuery = z.object({
  gameCode: z.string().max(80).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(20),
});

function parse<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input);
  if (!result.success) {
    throw new HouseError('INVALID_INPUT', {
      fields: result.error.issues.map((issue) => issue.path.join('.')),
    });
  }
  return result.data;
}

/** What anyone may see of a finished round: seeds, outcome, totals; never who played. */
function publicRound(record: RoundRecord) {
  return {
    gameCode: record.gameCode,
    roundId: record.roundId,
    kind: record.kind,
    over: true,
    serverSeedHash: record.serverSeedHash,
    serverSeed: record.serverSeed,
    clientSeed: record.clientSeed,
    nonce: record.nonce,
    startedAt: record.startedAt,
    settledAt: record.settledAt,
    outcome: record.outcome,
    /** Slot rounds: the currency the bet in `outcome` is in (the verifier scales the wins with it). */
    currency: record.kind === 'slot' ? (record.players[0]?.currency ?? null) : null,
    players: record.players.length,
  };
}

/** Launch tokens travel in query strings (the platform's launch URL); keep them out of the logs. */
const redactUrl = (url: string) => url.replace(/([?&](token|funSession)=)[^&]*/g, '$1[redacted]');

export async function createHouseService(
  config: HouseConfig,
  options: { fetch?: typeof fetch; timers?: Timers; stakeGraceMs?: number } = {},
) {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      serializers: {
        req: (request: { method: string; url: string }) => ({
          method: request.method,
          url: redactUrl(request.url),
        }),
      },
    },
    bodyLimit: 64 * 1024,
  });
  const log = await openRoundLog({ dir: path.join(config.dataDir, 'house-games') });
  const client = createSeamlessClient({
    platformUrl: config.platformUrl,
    secret: config.secret,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    log: app.log,
  });
  const gateway = createWalletGateway({ client, log, logger: app.log });
  const players = createPlayers({ client, gateway, log });
  const slots = createSlotService({ titles: SLOT_TITLES, players });
  const tables = createTableService({
    games: HOUSE_TABLE_GAMES,
    players,
    log,
    logger: app.log,
    bettingMs: config.tableBettingMs,
    resultMs: config.tableResultMs,
    ...(options.timers ? { timers: options.timers } : {}),
    ...(options.stakeGraceMs !== undefined ? { stakeGraceMs: options.stakeGraceMs } : {}),
  });
  let acceptingBets = true;

  app.setErrorHandler((error, request, reply: FastifyReply) => {
    if (error instanceof HouseError) {
      return reply
        .status(error.httpStatus)
        .send({ success: false, code: error.code, message: error.code, value: error.value });
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      return reply
        .status(status)
        .send({ success: false, code: 'INVALID_INPUT', message: 'INVALID_INPUT', value: null });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ success: false, code: 'INTERNAL', message: 'INTERNAL', value: null });
  });

  const ensureOpen = () => {
    if (!acceptingBets) throw new HouseError('SHUTTING_DOWN');
  };

  app.get('/health', async () => ({ status: 'ok', pendingWallet: gateway.pendingCount() }));

  // ---- pages ----
  const indexFile = path.join(config.webDistDir, 'index.html');
  const pagesBuilt = existsSync(indexFile);
  if (pagesBuilt) {
    await app.register(fastifyStatic, {
      root: config.webDistDir,
      prefix: '/',
      index: false,
      // Files are looked up per request, so a rebuild is served without a restart.
      wildcard: true,
      // Hashed assets may be cached for good; index.html is served per route below, never cached.
      maxAge: '365d',
      immutable: true,
    });
  }
  // The game pages are shown inside the platform's game window and nowhere else (issue 18).
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
  const sendPage = (reply: FastifyReply) => {
    if (!pagesBuilt) {
      return reply
        .status(503)
        .type('text/plain')
        .send('Game pages are not built: npm run build --workspace=@platform/house-games');
    }
    return reply.header('cache-control', 'no-store').sendFile('index.html', { maxAge: 0, immutable: false });
  };
  app.get('/play/:gameCode', async (request, reply) => {
    const { gameCode } = request.params as { gameCode: string };
    if (!Object.hasOwn(SLOT_TITLES, gameCode) && !tables.isTable(gameCode)) {
      return reply.status(404).type('text/plain').send('Unknown game');
    }
    return sendPage(reply);
  });
  app.get('/verify', async (_request, reply) => sendPage(reply));

  // ---- slots ----
  app.get('/api/slots/:gameCode/session', async (request) => {
    const { gameCode } = parse(gameCodeParams, request.params);
    return ok(await slots.session(gameCode, parse(ZCredentials, request.query)));
  });
  app.post('/api/slots/:gameCode/spin', async (request) => {
    ensureOpen();
    const { gameCode } = parse(gameCodeParams, request.params);
    const body = parse(ZSpin, request.body);
    return ok(await slots.spin(gameCode, body, { bet: body.bet, clientSeed: body.clientSeed }));
  });

  // ---- tables ----
  app.get('/api/tables/:gameCode/session', async (request) => {
    const { gameCode } = parse(gameCodeParams, request.params);
    return ok(await tables.session(gameCode, parse(ZCredentials, request.query)));
  });
  app.post('/api/tables/:gameCode/bets', async (request) => {
    ensureOpen();
    const { gameCode } = parse(gameCodeParams, request.params);
    const body = parse(ZBets, request.body);
    return ok(await tables.placeBets(gameCode, body, { roundId: body.roundId, bets: body.bets }));
  });

  await app.register(fastifyWebsocket, { options: { maxPayload: 4096 } });
  await app.register(async (scoped) => {
    scoped.get('/ws/tables/:gameCode', { websocket: true }, async (socket, request) => {
      let closed = false;
      let leave: (() => void) | null = null;
      socket.on('close', () => {
        closed = true;
        leave?.();
      });
      // The channel only speaks; a client message is ignored.
      socket.on('message', () => undefined);
      const params = gameCodeParams.safeParse(request.params);
      const query = ZCredentials.safeParse(request.query);
      if (!params.success || !query.success || !tables.isTable(params.data.gameCode)) {
        socket.close(4404, 'unknown table');
        return;
      }
      try {
        const unseat = await tables.join(params.data.gameCode, query.data, socket);
        if (closed) unseat();
        else leave = unseat;
      } catch (error) {
        request.log.warn({ err: error }, 'table join failed');
        socket.close(1011, 'join failed');
      }
    });
  });

  // ---- rounds (provable fairness) ----
  app.get('/api/rounds/:roundId', async (request) => {
    const { roundId } = parse(z.object({ roundId: z.string().min(1).max(120) }), request.params);
    const record = log.getRound(roundId);
    if (record) return ok(publicRound(record));
    const current = tables.currentRoundById(roundId);
    // A round still in play: its seed stays secret until it is over.
    if (current) return ok({ ...current, kind: 'table', over: false, serverSeed: null });
    throw new HouseError('ROUND_NOT_FOUND');
  });
  app.get('/api/rounds', async (request) => {
    const query = parse(ZRoundsQuery, request.query);
    const list = log.recentRounds({
      ...(query.gameCode ? { gameCode: query.gameCode } : {}),
      limit: query.limit,
    });
    return ok({ list: list.map(publicRound) });
  });

  return {
    app,
    log,
    gateway,
    tables,
    /** Takes up the previous run's open money and starts the tables. */
    async start() {
      await gateway.recover();
      tables.start();
    },
    /** Graceful stop: no new bets, tables finish their round, wins get their chance to land. */
    async stop(options: { drainMs?: number } = {}) {
      acceptingBets = false;
      await tables.stop();
      await gateway.drain(options.drainMs ?? 10_000);
      await app.close();
      await log.close();
    },
  };
}

export type HouseService = Awaited<ReturnType<typeof createHouseService>>;

/**
 * Who may frame the game pages: the sites' origins (PLATFORM_ORIGINS), else the platform's URL; on
 * this machine also localhost, 127.0.0.1 and the merchants' *.localhost subdomains (the demo).
 */
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
