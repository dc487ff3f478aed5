/**
 * The lottery vendor's HTTP service (README "HTTP"): the player API the lottery screens call, the
 * signed admin API the platform's console calls, and the background scheduler that runs the draws.
 */
import { timingSafeEqual } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  BET_TYPES,
  LotteryDomainError,
  MAX_TICKET_LINES,
  PRIZES_OF,
  SHAPE_OF,
  betTypesOf,
  verifyDraw,
  zoneOf,
  type DrawResult,
  type MarketCode,
} from './domain/index.ts';
import { createDraws, createSimulatedFeed, type DrawRow } from './draws.ts';
import type { LotteryConfig } from './config.ts';
import {
  createDatabaseIfMissing,
  createLotteryDb,
  migrateLottery,
  type LotteryDb,
} from './store/database.ts';
import { createTickets } from './tickets.ts';
import { createOutbox } from './wallet/outbox.ts';
import { createSeamlessClient, signRequest } from './wallet/seamless-client.ts';

export const VENDOR_CODE = 'LOTTO';

const STATUS_OF: Record<string, number> = {
  DRAW_NOT_FOUND: 404,
  ENTRY_NOT_FOUND: 404,
  MERCHANT_NOT_FOUND: 404,
  SESSION_INVALID: 401,
  SIGNATURE_INVALID: 401,
  WALLET_UNAVAILABLE: 503,
  DRAW_CLOSED: 409,
  DRAW_SETTLED: 409,
  DRAW_CANCELLED: 409,
  DRAW_ALREADY_RESULTED: 409,
  ENTRY_DECIDED: 409,
  SECOND_OPERATOR_REQUIRED: 403,
};

type MerchantOddsRow = Record<string, Record<string, { payouts: number[] } & Record<string, unknown>>>;

const ok = (value: unknown) => ({ success: true, code: 'OK', message: '', value });

const TicketsBody = z.object({
  token: z.string().min(1),
  user: z.string().min(1),
  drawId: z.string().min(1),
  lines: z
    .array(
      z.object({ betType: z.string(), numbers: z.array(z.string()).min(1).max(10), units: z.number().int() }),
    )
    .min(1)
    .max(MAX_TICKET_LINES),
});
const ResultBody = z.object({
  operator: z.string().min(1),
  result: z.record(z.string(), z.array(z.string())),
});
const ApproveBody = z.object({ operator: z.string().min(1), approve: z.boolean().default(true) });
const VerifyBody = z.object({
  drawId: z.string().min(1),
  serverSeed: z.string().min(1),
  serverSeedHash: z.string().min(1),
  result: z.record(z.string(), z.array(z.string())).optional(),
});

export interface LotteryService {
  app: ReturnType<typeof Fastify>;
  db: LotteryDb;
  draws: ReturnType<typeof createDraws>;
  tickets: ReturnType<typeof createTickets>;
  outbox: ReturnType<typeof createOutbox>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export async function createLotteryService(
  config: LotteryConfig & { databaseUrl: string },
  options: { nowMs?: () => number; scheduler?: boolean } = {},
): Promise<LotteryService> {
  await createDatabaseIfMissing(config.databaseUrl);
  const db = createLotteryDb(config.databaseUrl, 12);
  await migrateLottery(db);
  const app = Fastify({ logger: config.logLevel === 'silent' ? false : { level: config.logLevel } });
  const logger =
    config.logLevel === 'silent'
      ? { info: () => undefined, warn: () => undefined, error: () => undefined }
      : {
          info: (o: object, m: string) => app.log.info(o, m),
          warn: (o: object, m: string) => app.log.warn(o, m),
          error: (o: object, m: string) => app.log.error(o, m),
        };
  const client = createSeamlessClient({
    platformUrl: config.platformUrl,
    secret: config.secret,
    vendorCode: VENDOR_CODE,
  });
  const outbox = createOutbox({ db, client, logger, concurrency: config.sendConcurrency });
  const nowMs = options.nowMs ?? Date.now;
  const draws = createDraws({
    db,
    outbox,
    feed: config.feed === 'simulated' ? createSimulatedFeed(config.feedSeed) : null,
    logger,
    nowMs,
  });
  const tickets = createTickets({ db, client, outbox, draws, logger, nowMs });

  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof LotteryDomainError)
      return reply
        .status(STATUS_OF[error.code] ?? 400)
        .send({ success: false, code: error.code, message: error.message, value: error.params });
    if (error instanceof z.ZodError)
      return reply
        .status(400)
        .send({ success: false, code: 'INVALID_REQUEST', message: error.message, value: null });
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status >= 500) app.log.error(error);
    return reply.status(status).send({
      success: false,
      code: status >= 500 ? 'INTERNAL' : 'INVALID_REQUEST',
      message: '',
      value: null,
    });
  });

  // The admin API is signed like the seamless calls (same secret, ADR 0017).
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    (request as FastifyRequest & { rawBody?: string }).rawBody = body as string;
    try {
      done(null, (body as string).length ? JSON.parse(body as string) : {});
    } catch (error) {
      done(error as Error, undefined);
    }
  });
  function checkSignature(request: FastifyRequest) {
    const timestamp = Number(request.headers['x-timestamp']);
    const signature = String(request.headers['x-signature'] ?? '');
    const raw = (request as FastifyRequest & { rawBody?: string }).rawBody ?? '';
    const expected = signRequest(config.secret, timestamp, request.method, request.url.split('?')[0]!, raw);
    const fresh = Number.isFinite(timestamp) && Math.abs(Date.now() / 1000 - timestamp) <= 300;
    const same =
      signature.length === expected.length && timingSafeEqual(Buffer.from(signature), Buffer.from(expected));
    if (!fresh || !same) throw new LotteryDomainError('SIGNATURE_INVALID', 'bad or stale signature');
  }

  const drawView = (d: DrawRow, result?: DrawResult | null) => ({
    drawId: d.draw_id,
    market: d.market,
    gameCode: d.game_code,
    province: d.province_code ? { code: d.province_code, name: d.province_name } : null,
    drawDate: d.draw_date,
    /** The market's own zone: the draw's times are shown in it. */
    timeZone: zoneOf(d.market),
    opensAt: d.opens_at.toISOString(),
    closesAt: d.closes_at.toISOString(),
    drawAt: d.draw_at.toISOString(),
    state: d.state,
    serverSeedHash: d.server_seed_hash,
    // The seed is shown only once the result is out.
    serverSeed: d.state === 'RESULTED' || d.state === 'SETTLED' ? d.server_seed : null,
    // In prize order (jsonb keeps its own key order).
    ...(result !== undefined
      ? {
          result: result
            ? Object.fromEntries(PRIZES_OF[SHAPE_OF[d.market]].map((p) => [p.prize, result[p.prize] ?? []]))
            : null,
        }
      : {}),
  });

  app.get('/health', async () => ({ ok: true }));

  // ---- player pages (web/, ADR 0030 "Screens"): /play (draws, betting, tickets, results), /verify ----
  const webDistDir = config.webDistDir ?? path.resolve(import.meta.dirname, '../web/dist');
  const pagesBuilt = existsSync(path.join(webDistDir, 'index.html'));
  if (pagesBuilt) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      prefix: '/',
      index: false,
      // Files are looked up per request, so a rebuild is served without a restart.
      wildcard: true,
      // Hashed assets may be cached for good; index.html is served per route below, never cached.
      maxAge: '365d',
      immutable: true,
    });
  }
  // The pages are shown inside the platform's game window and nowhere else.
  const frameAncestors = frameAncestorsOf(config.platformUrl, config.siteOrigins ?? []);
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header(
      'Content-Security-Policy',
      `frame-ancestors ${frameAncestors.join(' ')}; object-src 'none'; base-uri 'self'`,
    );
    return payload;
  });
  const sendPage = (reply: FastifyReply) =>
    pagesBuilt
      ? reply.header('cache-control', 'no-store').sendFile('index.html', { maxAge: 0, immutable: false })
      : reply
          .status(503)
          .type('text/plain')
          .send('Lottery pages are not built: npm run build --workspace=@platform/house-lottery');
  app.get('/play', async (_request, reply) => sendPage(reply));
  app.get('/verify', async (_request, reply) => sendPage(reply));

  app.get('/api/lottery/session', async (request) => {
    const q = z.object({ token: z.string().min(1), user: z.string().min(1) }).parse(request.query);
    const p = await tickets.session(q.token, q.user, { fresh: true });
    return ok({ user: p.user, currency: p.currency, balance: p.balance ?? null });
  });

  app.get('/api/lottery/menu', async (request) => {
    const q = z
      .object({
        token: z.string().optional(),
        user: z.string().optional(),
        currency: z.string().optional(),
        market: z.string().optional(),
        /** Also the draws that open within this many hours (the platform's lottery centre lists them). */
        upcomingHours: z.coerce.number().int().min(1).max(24).optional(),
      })
      .parse(request.query);
    const currency =
      q.token && q.user ? (await tickets.session(q.token, q.user)).currency : (q.currency ?? 'THB');
    const merchant = await tickets.merchantFor(currency);
    const now = nowMs();
    const r = await db.query<DrawRow>(
      `SELECT draw_id, market, game_code, province_code, province_name, to_char(draw_date, 'YYYY-MM-DD') AS draw_date, opens_at, closes_at, draw_at, state, server_seed, server_seed_hash
         FROM lottery_draws
        WHERE (state = 'OPEN' OR (state = 'SCHEDULED' AND opens_at <= $3)) AND closes_at > $1
          AND ($2::text IS NULL OR market = $2)
        ORDER BY closes_at, draw_id LIMIT 300`,
      [new Date(now), q.market ?? null, new Date(q.upcomingHours ? now + q.upcomingHours * 3_600_000 : 0)],
    );
    const betTypesFor = (market: MarketCode) =>
      betTypesOf(market).map((code) => {
        const odds = merchant.odds[market]?.[code];
        return {
          code,
          digits: BET_TYPES[code].digits,
          count: BET_TYPES[code].count,
          price: odds ? (BigInt(odds.price) * merchant.unitMinor).toString() : null,
          payouts: odds ? odds.payouts.map((p) => (BigInt(p) * merchant.unitMinor).toString()) : [],
          minUnits: odds?.minUnits ?? 1,
          maxUnits: odds?.maxUnits ?? 0,
        };
      });
    return ok({
      currency,
      unitMinor: merchant.unitMinor.toString(),
      maxLines: MAX_TICKET_LINES,
      serverTime: new Date(now).toISOString(),
      draws: r.rows.map((d) => ({ ...drawView(d), betTypes: betTypesFor(d.market) })),
    });
  });

  app.post('/api/lottery/tickets', async (request) => {
    const body = TicketsBody.parse(request.body);
    const player = await tickets.session(body.token, body.user);
    const placed = await tickets.place(player, body.drawId, body.lines);
    return ok({
      draw: drawView(placed.draw),
      lines: placed.lines,
      balance: placed.balance ?? player.balance ?? null,
    });
  });

  app.get('/api/lottery/tickets', async (request) => {
    const q = z
      .object({
        token: z.string().min(1),
        user: z.string().min(1),
        // The page asks for more as the member scrolls back ("Show more"), a page at a time.
        limit: z.coerce.number().int().min(1).max(1000).default(50),
      })
      .parse(request.query);
    const player = await tickets.session(q.token, q.user);
    return ok({ tickets: await tickets.myTickets(player.user, q.limit) });
  });

  /** Results by local draw date, market and province (the results page). */
  app.get('/api/lottery/results', async (request) => {
    const q = z
      .object({
        date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
        market: z.string().optional(),
        province: z.string().optional(),
      })
      .parse(request.query);
    const r = await db.query<DrawRow & { result: DrawResult | null }>(
      `SELECT d.draw_id, d.market, d.game_code, d.province_code, d.province_name, to_char(d.draw_date, 'YYYY-MM-DD') AS draw_date, d.opens_at, d.closes_at,
              d.draw_at, d.state, d.server_seed, d.server_seed_hash, r.result
         FROM lottery_draws d LEFT JOIN lottery_results r ON r.draw_id = d.draw_id
        WHERE d.draw_date = $1 AND ($2::text IS NULL OR d.market = $2) AND ($3::text IS NULL OR d.province_code = $3)
        ORDER BY d.draw_at, d.draw_id LIMIT 500`,
      [q.date, q.market ?? null, q.province ?? null],
    );
    return ok({ draws: r.rows.map((d) => drawView(d, d.result)) });
  });

  /** Opened numbers (spec §7 /lgw/vn/numeros/opened/game): a game's latest results, newest first. */
  app.get('/api/lottery/opened', async (request) => {
    const q = z
      .object({ gameCode: z.string().min(1), limit: z.coerce.number().int().min(1).max(100).default(10) })
      .parse(request.query);
    const r = await db.query<DrawRow & { result: DrawResult }>(
      `SELECT d.draw_id, d.market, d.game_code, d.province_code, d.province_name, to_char(d.draw_date, 'YYYY-MM-DD') AS draw_date, d.opens_at, d.closes_at,
              d.draw_at, d.state, d.server_seed, d.server_seed_hash, r.result
         FROM lottery_draws d JOIN lottery_results r ON r.draw_id = d.draw_id
        WHERE d.game_code = $1 ORDER BY d.draw_at DESC LIMIT $2`,
      [q.gameCode, q.limit],
    );
    return ok({
      gameCode: q.gameCode,
      draws: r.rows.map((d) => ({
        ...drawView(d, d.result),
        special: d.result.DB?.[0] ?? d.result.FIRST?.[0] ?? d.result.P1?.[0] ?? null,
      })),
    });
  });

  app.get('/api/lottery/draws/:drawId', async (request) => {
    const { drawId } = request.params as { drawId: string };
    const d = await draws.draw(drawId);
    if (!d) throw new LotteryDomainError('DRAW_NOT_FOUND', 'no such draw');
    const r = await db.query<{ result: DrawResult; source: string }>(
      `SELECT result, source FROM lottery_results WHERE draw_id = $1`,
      [drawId],
    );
    return ok({ ...drawView(d, r.rows[0]?.result ?? null), resultSource: r.rows[0]?.source ?? null });
  });

  /** Recomputes an ELOTT draw from its revealed seed (the verifier page runs the same domain code). */
  app.post('/api/lottery/verify', async (request) => {
    const body = VerifyBody.parse(request.body);
    return ok(
      verifyDraw({
        shape: SHAPE_OF.ELOTT,
        drawId: body.drawId,
        serverSeed: body.serverSeed,
        serverSeedHash: body.serverSeedHash,
        ...(body.result ? { result: body.result } : {}),
      }),
    );
  });

  // ---- admin (signed) ----
  /** The console's draws list: by market, state and local date, with the result and the entry awaiting approval. */
  app.get('/api/admin/draws', async (request) => {
    checkSignature(request);
    const q = z
      .object({
        market: z.string().optional(),
        state: z.string().optional(),
        date: z
          .string()
          .regex(/^\d{4}-\d{2}-\d{2}$/)
          .optional(),
      })
      .parse(request.query);
    const r = await db.query<
      DrawRow & {
        result: DrawResult | null;
        source: string | null;
        entry_id: string | null;
        entry_result: DrawResult | null;
        entered_by: string | null;
        entered_at: Date | null;
      }
    >(
      `SELECT d.draw_id, d.market, d.game_code, d.province_code, d.province_name, to_char(d.draw_date, 'YYYY-MM-DD') AS draw_date, d.opens_at, d.closes_at,
              d.draw_at, d.state, d.server_seed, d.server_seed_hash, r.result, r.source,
              e.id AS entry_id, e.result AS entry_result, e.entered_by, e.created_at AS entered_at
         FROM lottery_draws d
         LEFT JOIN lottery_results r ON r.draw_id = d.draw_id
         LEFT JOIN LATERAL (
           SELECT x.id, x.result, x.entered_by, x.created_at FROM lottery_result_entries x
            WHERE x.draw_id = d.draw_id AND NOT EXISTS (SELECT 1 FROM lottery_result_approvals a WHERE a.entry_id = x.id)
            ORDER BY x.id DESC LIMIT 1) e ON d.state NOT IN ('RESULTED', 'SETTLED', 'CANCELLED')
        WHERE ($1::text IS NULL OR d.market = $1) AND ($2::text IS NULL OR d.state = $2)
          AND ($3::date IS NULL OR d.draw_date = $3)
        ORDER BY d.draw_at DESC, d.draw_id LIMIT 300`,
      [q.market ?? null, q.state ?? null, q.date ?? null],
    );
    return ok({
      draws: r.rows.map((d) => ({
        ...drawView(d, d.result),
        resultSource: d.source,
        pendingEntry: d.entry_id
          ? {
              entryId: Number(d.entry_id),
              enteredBy: d.entered_by!,
              enteredAt: d.entered_at!.toISOString(),
              result: d.entry_result!,
            }
          : null,
        prizes: PRIZES_OF[SHAPE_OF[d.market]].map((p) => ({
          prize: p.prize,
          count: p.count,
          digits: p.digits,
        })),
      })),
    });
  });
  app.post('/api/admin/draws/:drawId/result-entries', async (request) => {
    checkSignature(request);
    const { drawId } = request.params as { drawId: string };
    const body = ResultBody.parse(request.body);
    return ok({ entryId: await draws.enterResult(drawId, body.result, body.operator) });
  });
  app.post('/api/admin/result-entries/:entryId/decision', async (request) => {
    checkSignature(request);
    const { entryId } = request.params as { entryId: string };
    const body = ApproveBody.parse(request.body);
    await draws.approveEntry(Number(entryId), body.operator, body.approve);
    return ok({ entryId: Number(entryId), approved: body.approve });
  });
  app.post('/api/admin/draws/:drawId/cancel', async (request) => {
    checkSignature(request);
    const { drawId } = request.params as { drawId: string };
    return ok({
      rolledBack: await draws.cancel(
        drawId,
        z.object({ operator: z.string().min(1) }).parse(request.body).operator,
      ),
    });
  });

  /** A merchant's odds, stake units and liability limits per market and bet type (the console's editor). */
  const merchantRow = async (merchantCode: string) => {
    const r = await db.query<{
      merchant_code: string;
      currency: string;
      unit_minor: string;
      odds: MerchantOddsRow;
    }>(`SELECT merchant_code, currency, unit_minor, odds FROM lottery_merchants WHERE merchant_code = $1`, [
      merchantCode,
    ]);
    const row = r.rows[0];
    if (!row) throw new LotteryDomainError('MERCHANT_NOT_FOUND', 'no such merchant');
    return row;
  };
  const oddsView = (row: Awaited<ReturnType<typeof merchantRow>>) => ({
    merchantCode: row.merchant_code,
    currency: row.currency,
    unitMinor: row.unit_minor,
    odds: row.odds,
  });
  app.get('/api/admin/merchants/:merchantCode/odds', async (request) => {
    checkSignature(request);
    const { merchantCode } = request.params as { merchantCode: string };
    return ok(oddsView(await merchantRow(merchantCode)));
  });
  const ZBetOdds = z
    .object({
      price: z.number().int().positive().max(1_000_000),
      payouts: z.array(z.number().int().nonnegative().max(100_000_000)).min(1).max(10),
      minUnits: z.number().int().positive(),
      maxUnits: z.number().int().positive().max(100_000_000),
      liabilityUnits: z.number().int().positive().max(1_000_000_000_000),
    })
    .refine((b) => b.minUnits <= b.maxUnits, { message: 'minUnits above maxUnits' });
  /** Replaces the odds of the bet types given; tickets already sold keep the odds they were sold at. */
  app.put('/api/admin/merchants/:merchantCode/odds', async (request) => {
    checkSignature(request);
    const { merchantCode } = request.params as { merchantCode: string };
    const body = z
      .object({ operator: z.string().min(1), odds: z.record(z.string(), z.record(z.string(), ZBetOdds)) })
      .parse(request.body);
    const next = await db.transaction(async (tx) => {
      const r = await tx.query<{ odds: MerchantOddsRow }>(
        `SELECT odds FROM lottery_merchants WHERE merchant_code = $1 FOR UPDATE`,
        [merchantCode],
      );
      if (!r.rows[0]) throw new LotteryDomainError('MERCHANT_NOT_FOUND', 'no such merchant');
      const odds = r.rows[0].odds;
      for (const [market, types] of Object.entries(body.odds)) {
        if (!Object.hasOwn(SHAPE_OF, market))
          throw new LotteryDomainError('ODDS_INVALID', `unknown market ${market}`);
        const sold = new Set<string>(betTypesOf(market as MarketCode));
        for (const [betType, bet] of Object.entries(types)) {
          const before = odds[market]?.[betType];
          if (!sold.has(betType) || !before)
            throw new LotteryDomainError('ODDS_INVALID', `${market} does not sell ${betType}`);
          // The tiers of a bet type are the domain's: their number does not change.
          if (before.payouts.length !== bet.payouts.length)
            throw new LotteryDomainError('ODDS_INVALID', `${betType} pays ${before.payouts.length} tiers`);
          odds[market]![betType] = bet;
        }
      }
      await tx.query(`UPDATE lottery_merchants SET odds = $2, updated_at = now() WHERE merchant_code = $1`, [
        merchantCode,
        JSON.stringify(odds),
      ]);
      return odds;
    });
    tickets.forgetMerchants();
    logger.info({ merchantCode, operator: body.operator }, 'merchant odds changed');
    const row = await merchantRow(merchantCode);
    return ok({ ...oddsView(row), odds: next });
  });

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | null = null;
  let stopped = false;
  const startedAt = new Date();

  async function loop() {
    if (stopped) return;
    running = (async () => {
      await draws.ensureSchedule();
      await draws.tick();
      await outbox.drain();
    })().catch((error: unknown) => logger.error({ err: error }, 'scheduler pass failed'));
    await running;
    running = null;
    if (!stopped) timer = setTimeout(() => void loop(), config.tickMs);
  }

  return {
    app,
    db,
    draws,
    tickets,
    outbox,
    async start() {
      await tickets.seedMerchants();
      await tickets.recoverOrphanBets(startedAt);
      if (options.scheduler !== false) {
        await draws.backfill(config.backfillDays);
        void loop();
      }
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      await app.close();
      await db.close();
    },
  };
}

/**
 * Who may frame the pages: the sites' origins (PLATFORM_ORIGINS), else the platform's URL; on this
 * machine also localhost, 127.0.0.1 and the merchants' *.localhost subdomains (the demo).
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

export type { FastifyReply };
