import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSportsService, type SportsService } from '../app.ts';
import { toMinor } from '../book/money.ts';
import { loadConfig } from '../config.ts';
import type { EventResult } from '../domain/index.ts';
import type { FeedEvent } from '../feed/sports-feed.ts';

/**
 * Settlement in pages (issue 15): a run that dies between pages, with its first pages' wins written
 * but never answered, is taken up at the next start; each bet is settled once per result version,
 * each message reaches the wallet with one transaction id and one content, and a corrected result
 * posts only the differences (a bet whose return it leaves as it was gets no record at all). The wallet is a stub that can be "down" and records every call.
 */
function stubWallet() {
  const seen = new Map<string, { call: string; amount: string }>();
  const state = { down: false, conflicts: 0, calls: 0 };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      state.calls++;
      if (state.down) {
        res.statusCode = 503;
        res.end('{}');
        return;
      }
      type Move = { transaction_uuid?: string; amount?: string; request_uuid: string; call?: string };
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Move & { items?: Move[] };
      const path = (req.url ?? '').split('?')[0]!;
      const answer = (move: Move, call: string) => {
        if (move.transaction_uuid) {
          const before = seen.get(move.transaction_uuid);
          if (!before) seen.set(move.transaction_uuid, { call, amount: move.amount ?? '' });
          else if (before.call !== call || before.amount !== move.amount) state.conflicts++;
        }
        return {
          status: 'RS_OK',
          balance: '1000.00',
          currency: 'THB',
          request_uuid: move.request_uuid,
          transaction_uuid: move.transaction_uuid,
        };
      };
      res.setHeader('content-type', 'application/json');
      if (path.endsWith('/settle')) {
        const results = (body.items ?? []).map((item) => answer(item, item.call ?? ''));
        res.end(JSON.stringify({ status: 'RS_OK', request_uuid: body.request_uuid, results }));
      } else res.end(JSON.stringify(answer(body, path.split('/').at(-1) ?? '')));
    });
  });
  return { server, seen, state };
}

const MEMBER = '00000000-0000-4000-8000-000000000001';
const fixture = (id: string): FeedEvent => ({
  id,
  sport: 'FOOTBALL',
  leagueId: 'fb-pages',
  leagueName: 'Pages League',
  home: `${id} H`,
  away: `${id} A`,
  startsAtMs: Date.now() + 3_600_000,
  status: 'UPCOMING',
  score: { home: 0, away: 0, detail: '' },
  suspended: false,
  markets: [
    {
      id: `${id}:1X2`,
      spec: { kind: '1X2' },
      selections: [
        { id: `${id}:1X2:HOME`, key: 'HOME', odds: 2000 },
        { id: `${id}:1X2:DRAW`, key: 'DRAW', odds: 3400 },
        { id: `${id}:1X2:AWAY`, key: 'AWAY', odds: 3800 },
      ],
    },
    {
      id: `${id}:AH:l-1`,
      spec: { kind: 'AH', line: -1 },
      selections: [
        { id: `${id}:AH:l-1:HOME`, key: 'HOME', odds: 2000 },
        { id: `${id}:AH:l-1:AWAY`, key: 'AWAY', odds: 1850 },
      ],
    },
  ],
});

describe('settlement in pages, interrupted and resumed', () => {
  const wallet = stubWallet();
  const admin = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
  const dbUrl = new URL(admin);
  dbUrl.pathname = `/sports_pages_${randomUUID().slice(0, 8)}`;
  let sports: SportsService;
  /** The run (result version of m1) and page after which the book "dies". */
  let crashAt: { version: number; page: number } | null = null;

  const start = async () => {
    const port = (wallet.server.address() as AddressInfo).port;
    return createSportsService(
      loadConfig({
        PLATFORM_URL: `http://127.0.0.1:${port}`,
        SPORTS_DATABASE_URL: dbUrl.toString(),
        LOG_LEVEL: 'silent',
        SPORTS_FEED: 'none',
      }),
      {
        feed: null,
        outboxRetryBaseMs: 100,
        settlementPageSize: 3,
        afterSettlementPage: (eventId, version, page) => {
          if (eventId === 'm1' && version === crashAt?.version && page === crashAt.page)
            throw new Error('crash after page');
        },
      },
    );
  };

  // Bets in id order, so pages of three mix settled, closed and unaccepted bets.
  const id = (n: number) => `00000000-0000-4000-a000-${n.toString(16).padStart(12, '0')}`;
  type Leg = [event: string, selection: string, odds: number, quarter?: boolean];
  const bets: { name: string; legs: Leg[]; accepted?: boolean; cashedOut?: boolean }[] = [
    { name: 'h0', legs: [['m1', 'm1:1X2:HOME', 2000]] },
    { name: 'h1', legs: [['m1', 'm1:1X2:HOME', 2000]] },
    { name: 'cashed', legs: [['m1', 'm1:1X2:AWAY', 3800]], cashedOut: true },
    { name: 'h2', legs: [['m1', 'm1:1X2:HOME', 2000]] },
    { name: 'quarter', legs: [['m1', 'm1:AH:l-1:HOME', 2000, true]] },
    { name: 'unaccepted', legs: [['m1', 'm1:1X2:HOME', 2000]], accepted: false },
    { name: 'h3', legs: [['m1', 'm1:1X2:HOME', 2000]] },
    {
      name: 'parlay',
      legs: [
        ['m1', 'm1:1X2:DRAW', 3400],
        ['o1', 'o1:1X2:HOME', 2000],
      ],
    },
    ...[4, 5, 6, 7, 8, 9].map((i) => ({ name: `h${i}`, legs: [['m1', 'm1:1X2:HOME', 2000]] as Leg[] })),
    {
      name: 'void parlay',
      legs: [
        ['o1', 'o1:1X2:AWAY', 3800],
        ['o2', 'o2:1X2:AWAY', 3800],
      ],
    },
  ];
  const betId = (name: string) => id(bets.findIndex((b) => b.name === name) + 1);
  const homeSingles = bets.filter((b) => /^h\d$/.test(b.name)).map((b) => betId(b.name));

  /** What the wallet received per bet and call, in minor units. */
  const received = async () => {
    const messages = await sports.pool.query<{ id: string; bet_id: string; kind: string }>(
      `SELECT id, bet_id, kind FROM money_messages WHERE kind <> 'BET'`,
    );
    return messages.rows.map((m) => {
      const got = wallet.seen.get(m.id);
      return {
        bet: m.bet_id,
        kind: m.kind,
        call: got?.call ?? null,
        // Read as the book reads money (integer minor units, no float on the way).
        minor: got ? Number(toMinor(got.amount, 'THB')) : null,
      };
    });
  };

  beforeAll(async () => {
    await new Promise<void>((resolve) => wallet.server.listen(0, '127.0.0.1', resolve));
    sports = await start();
    for (const e of ['m1', 'o1', 'o2']) sports.board.apply({ type: 'fixture', event: fixture(e) });
    await sports.board.flush();
    const { pool } = sports;
    await pool.query(`INSERT INTO players (member_id, currency, token) VALUES ($1, 'THB', 'tok')`, [MEMBER]);
    for (const [i, b] of bets.entries()) {
      const bet = id(i + 1);
      await pool.query(
        `INSERT INTO bets (id, member_id, currency, kind, stake_minor, odds, potential_minor, live)
         VALUES ($1, $2, 'THB', $3, 10000, 2000, 0, false)`,
        [bet, MEMBER, b.legs.length === 1 ? 'SINGLE' : 'PARLAY'],
      );
      for (const [n, [event, selection, odds, quarter]] of b.legs.entries())
        await pool.query(
          `INSERT INTO bet_legs (bet_id, leg_no, event_id, market_id, selection_id, odds, price_version, quarter)
           VALUES ($1, $2, $3, $4, $5, $6, 1, $7)`,
          [bet, n + 1, event, selection.split(':').slice(0, -1).join(':'), selection, odds, quarter ?? false],
        );
      if (b.accepted === false) continue;
      await pool.query(`INSERT INTO bet_acceptances (bet_id) VALUES ($1)`, [bet]);
      const stake = randomUUID();
      await pool.query(
        `INSERT INTO money_messages (id, bet_id, kind, amount_minor, currency, member_id, cause)
         VALUES ($1, $2, 'BET', 10000, 'THB', $3, 'stake')`,
        [stake, bet, MEMBER],
      );
      await pool.query(`INSERT INTO money_answers (message_id, status) VALUES ($1, 'RS_OK')`, [stake]);
      if (b.cashedOut)
        await pool.query(
          `INSERT INTO bet_closures (bet_id, kind, amount_minor, reason) VALUES ($1, 'CASHED_OUT', 9000, 'test')`,
          [bet],
        );
    }
  });

  afterAll(async () => {
    await sports?.stop();
    await new Promise((resolve) => wallet.server.close(resolve));
    const client = new pg.Client({ connectionString: new URL('/postgres', admin).toString() });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS "${dbUrl.pathname.slice(1)}" WITH (FORCE)`);
    await client.end();
  });

  it('takes up a run that died after two pages with unanswered wins, settling and paying each bet once', async () => {
    const cancelled: EventResult = { status: 'CANCELLED', home: 0, away: 0 };
    await sports.settlement.onResult('o1', 1, cancelled);
    await sports.settlement.onResult('o2', 1, cancelled);
    expect(await sports.outbox.idle(10_000)).toBe(true);
    // Both legs void: the stake is rolled back (a bulk item), the parlay with a match leg waits.
    expect((await received()).filter((r) => r.bet === betId('void parlay'))).toEqual([
      { bet: betId('void parlay'), kind: 'ROLLBACK', call: 'rollback', minor: 10000 },
    ]);

    // The wallet is down and the book dies after its second page of the match.
    wallet.state.down = true;
    crashAt = { version: 1, page: 2 };
    await expect(
      sports.settlement.onResult('m1', 1, { status: 'FINISHED', home: 1, away: 1 }),
    ).rejects.toThrow('crash after page');
    const early = await sports.pool.query<{ bet_id: string }>(
      `SELECT bet_id FROM bet_settlements WHERE event_id = 'm1' ORDER BY bet_id`,
    );
    expect(early.rows.map((r) => r.bet_id)).toEqual([
      betId('h0'),
      betId('h1'),
      betId('h2'),
      betId('quarter'),
    ]);
    await sports.outbox.idle(300);
    await sports.stop();

    // Restart with the wallet back: the run resumes after the pages it wrote, the outbox sends the rest.
    wallet.state.down = false;
    crashAt = null;
    sports = await start();
    await sports.start();
    expect(await sports.outbox.idle(10_000)).toBe(true);

    const settled = await sports.pool.query<{ bet_id: string; n: number; payout: string; seq: number }>(
      `SELECT bet_id, count(*)::int AS n, max(payout_minor)::text AS payout, max(seq) AS seq
       FROM bet_settlements WHERE event_id = 'm1' AND result_version = 1 GROUP BY bet_id`,
    );
    const byBet = new Map(settled.rows.map((r) => [r.bet_id, r]));
    expect(byBet.size).toBe(12);
    expect(settled.rows.every((r) => r.n === 1 && r.seq === 1)).toBe(true);
    expect(byBet.has(betId('cashed'))).toBe(false);
    expect(byBet.has(betId('unaccepted'))).toBe(false);
    expect(byBet.get(betId('quarter'))!.payout).toBe('5000'); // AH −0.25 at 1:1: half lost
    expect(byBet.get(betId('parlay'))!.payout).toBe('34000'); // draw × void leg: 100 × 3.4
    const runs = await sports.pool.query(
      `SELECT bets FROM settlement_runs WHERE event_id = 'm1' AND version = 1`,
    );
    expect(runs.rows[0].bets).toBeGreaterThan(0);

    // Each message reached the wallet under one transaction id with one content, and was answered.
    const got = await received();
    expect(got.every((r) => r.call !== null)).toBe(true);
    expect(wallet.state.conflicts).toBe(0);
    const first = got.filter((r) => r.bet !== betId('void parlay'));
    expect(first).toHaveLength(12);
    expect(first.filter((r) => homeSingles.includes(r.bet)).map((r) => [r.call, r.minor])).toEqual(
      homeSingles.map(() => ['win', 0]),
    );
    expect(first.find((r) => r.bet === betId('quarter'))).toMatchObject({ call: 'win', minor: 5000 });
    expect(first.find((r) => r.bet === betId('parlay'))).toMatchObject({ call: 'win', minor: 34000 });
    const unanswered = await sports.pool.query(
      `SELECT m.id FROM money_messages m LEFT JOIN money_answers a ON a.message_id = m.id WHERE a.message_id IS NULL`,
    );
    expect(unanswered.rowCount).toBe(0);
    expect(await sports.outbox.pendingCount()).toBe(0);
  });

  it('posts only the difference for a corrected result, once, however often it is replayed', async () => {
    const before = new Set((await received()).map((r) => `${r.bet}|${r.kind}|${r.minor}`));
    await sports.settlement.onResult('m1', 2, { status: 'FINISHED', home: 2, away: 1 });
    expect(await sports.outbox.idle(10_000)).toBe(true);
    // A replayed result and a rerun of its settlement change nothing.
    await sports.settlement.onResult('m1', 2, { status: 'FINISHED', home: 2, away: 1 });
    await sports.settlement.run('m1', 2);
    expect(await sports.outbox.idle(10_000)).toBe(true);

    const now = await received();
    const added = now.filter((r) => !before.has(`${r.bet}|${r.kind}|${r.minor}`));
    expect(added).toHaveLength(12);
    // Home singles now win 200.00; the quarter line wins in full (200.00 − the 50.00 paid); the
    // parlay's draw leg lost: the 340.00 paid is taken back by a correcting debit.
    expect(added.filter((r) => homeSingles.includes(r.bet)).map((r) => [r.call, r.minor])).toEqual(
      homeSingles.map(() => ['win', 20000]),
    );
    expect(added.find((r) => r.bet === betId('quarter'))).toMatchObject({ call: 'win', minor: 15000 });
    expect(added.find((r) => r.bet === betId('parlay'))).toMatchObject({
      kind: 'DEBIT',
      call: 'bet',
      minor: 34000,
    });
    const rows = await sports.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM bet_settlements WHERE event_id = 'm1' AND result_version = 2 AND seq = 2`,
    );
    expect(rows.rows[0]!.n).toBe(12);
    expect(wallet.state.conflicts).toBe(0);
    expect(await sports.outbox.pendingCount()).toBe(0);
  });

  it('writes nothing for a correction that leaves every return as it was, also when its run dies and resumes', async () => {
    const messages = async () =>
      (await sports.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM money_messages')).rows[0]!.n;
    const before = { messages: await messages(), calls: wallet.seen.size };
    // 2:1 → 3:1: home still wins, the quarter line still wins in full, the parlay's draw still lost.
    crashAt = { version: 3, page: 2 };
    await expect(
      sports.settlement.onResult('m1', 3, { status: 'FINISHED', home: 3, away: 1 }),
    ).rejects.toThrow('crash after page');
    await sports.stop();
    crashAt = null;
    sports = await start();
    await sports.start();
    expect(await sports.outbox.idle(10_000)).toBe(true);
    await sports.settlement.run('m1', 3);
    expect(await sports.outbox.idle(10_000)).toBe(true);

    const rows = await sports.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM bet_settlements WHERE event_id = 'm1' AND result_version = 3`,
    );
    expect(rows.rows[0]!.n).toBe(0);
    const run = await sports.pool.query<{ finished: boolean; bets: number }>(
      `SELECT finished_at IS NOT NULL AS finished, bets FROM settlement_runs WHERE event_id = 'm1' AND version = 3`,
    );
    expect(run.rows[0]).toEqual({ finished: true, bets: 0 });
    expect(await messages()).toBe(before.messages);
    expect(wallet.seen.size).toBe(before.calls);
    expect(wallet.state.conflicts).toBe(0);
  });
});
