import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { parseMoney, toDecimalString } from '@platform/money';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../server/test/test-app.ts';
import { vendorCall } from '../../../server/test/vendor-client.ts';
import { createSportsService, type SportsService } from '../app.ts';
import { limitsFor } from '../book/limits.ts';
import { loadConfig } from '../config.ts';
import type { EventResult, MarketSpec } from '../domain/index.ts';
import type { FeedEvent, FeedMessage, SportsFeed } from '../feed/sports-feed.ts';
import { resolveDatabaseUrl } from '../store/database.ts';

/** A feed the test drives by hand. */
function manualFeed() {
  let listener: ((m: FeedMessage) => void) | null = null;
  const feed: SportsFeed & { send(m: FeedMessage): void } = {
    start: (l) => (listener = l),
    stop: () => (listener = null),
    send: (m) => listener?.(m),
  };
  return feed;
}

const specs: MarketSpec[] = [{ kind: '1X2' }, { kind: 'AH', line: -1 }, { kind: 'OU', line: 10 }];
const keys: Record<string, string[]> = {
  '1X2': ['HOME', 'DRAW', 'AWAY'],
  AH: ['HOME', 'AWAY'],
  OU: ['OVER', 'UNDER'],
};
const odds: Record<string, number> = { HOME: 2000, DRAW: 3400, AWAY: 3800, OVER: 1900, UNDER: 1950 };
/** Prices of one kind's key that differ from the above (a handicap's two sides add up to a book). */
const kindOdds: Record<string, number> = { 'AH:AWAY': 1850 };

function fixture(id: string, status: FeedEvent['status'] = 'UPCOMING'): FeedEvent {
  return {
    id,
    sport: 'FOOTBALL',
    leagueId: 'fb-test',
    leagueName: 'Test League',
    home: `${id} Home`,
    away: `${id} Away`,
    startsAtMs: Date.now() + 60_000,
    status,
    score: { home: 0, away: 0, detail: '' },
    suspended: false,
    markets: specs.map((spec) => {
      const key = `${spec.kind}${spec.line !== undefined ? `:l${spec.line}` : ''}`;
      return {
        id: `${id}:${key}`,
        spec,
        selections: keys[spec.kind]!.map((k) => ({
          id: `${id}:${key}:${k}`,
          key: k,
          odds: kindOdds[`${spec.kind}:${k}`] ?? odds[k]!,
        })),
      };
    }),
  };
}

describe('a bet’s life through the platform’s seamless wallet', () => {
  let t: TestApp;
  let platformUrl: string;
  let sports: SportsService;
  let feed: ReturnType<typeof manualFeed>;
  let user: string;
  let token: string;
  let session: string;
  let sportsDbUrl: string;

  const thb = (amount: string) => parseMoney(amount, 'THB').amountMinor;
  const show = (minor: bigint) => toDecimalString({ amountMinor: minor, currency: 'THB' });
  const platformBalance = async () => {
    const answer = await vendorCall(
      t.app,
      'balance',
      { user, token },
      { vendor: 'SPORTS', secret: 'sports-dev-secret-change-me' },
    );
    return thb(answer.balance!);
  };
  const config = () =>
    loadConfig({
      PLATFORM_URL: platformUrl,
      SPORTS_DATABASE_URL: sportsDbUrl,
      LOG_LEVEL: 'silent',
      SPORTS_INPLAY_DELAY_MS: '400',
      SPORTS_FEED: 'none',
    });
  const start = async () => {
    feed = manualFeed();
    const service = await createSportsService(config(), {
      feed,
      outboxRetryBaseMs: 100,
      flushMs: 20,
      // Small limits so the test can reach them: 10–1,000 a bet, 1,500 a member-market, 5,000 liability.
      limits: (c) => limitsFor(c, { min: 10, max: 1_000, memberMarket: 1_500, marketLiability: 5_000 }),
    });
    await service.start();
    await service.app.listen({ port: 0, host: '127.0.0.1' });
    return service;
  };
  const api = async <T>(method: 'GET' | 'POST', url: string, body?: unknown) => {
    const base = `http://127.0.0.1:${(sports.app.server.address() as AddressInfo).port}`;
    const response = await fetch(`${base}${url}`, {
      method,
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(session ? { authorization: `Bearer ${session}` } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const json = (await response.json()) as { success: boolean; code: string; value: T };
    return { status: response.status, ...json };
  };
  const bet = (legs: [string, string][], stake: string, acceptOdds = 'NONE') =>
    api<{ bet: { id: string; status: string; odds: string; potentialReturn: string }; balance: string }>(
      'POST',
      '/api/bets',
      { legs: legs.map(([selectionId, o]) => ({ selectionId, odds: o })), stake, acceptOdds },
    );
  const result = async (eventId: string, r: EventResult, version = 1) => {
    feed.send({ type: 'result', eventId, result: r, version, atMs: Date.now() });
    // The board stores the result, then the settlement runs; the outbox sends the money.
    for (let i = 0; i < 100; i++) {
      const runs = await sports.pool.query(
        'SELECT 1 FROM settlement_runs WHERE event_id = $1 AND version = $2 AND finished_at IS NOT NULL',
        [eventId, version],
      );
      if (runs.rowCount) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(await sports.outbox.idle(10_000)).toBe(true);
  };
  const waitBoard = async (id: string) => {
    for (let i = 0; i < 50 && !sports.board.event(id); i++) await new Promise((r) => setTimeout(r, 20));
    await sports.board.flush();
  };

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    platformUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    sportsDbUrl = resolveDatabaseUrl({ databaseUrl: t.database.url, dataDir: '/nonexistent' })!;
    sports = await start();
    const member = await t.modules.identity.sessions.findMemberByUsername('ROYAL', 'demo01');
    user = member!.id;
    token = await t.modules.seamless.service.issueSession({
      vendorCode: 'SPORTS',
      memberId: user,
      merchantCode: 'ROYAL',
      gameCode: 'house-sports',
    });
  });

  afterAll(async () => {
    await sports?.stop();
    await t?.close();
    const admin = new pg.Client({ connectionString: new URL('/postgres', sportsDbUrl).toString() });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${new URL(sportsDbUrl).pathname.slice(1)}" WITH (FORCE)`);
    await admin.end();
  });

  it('opens a session with the launch token, signed as vendor SPORTS', async () => {
    const opened = await api<{ sessionId: string; balance: string; currency: string }>(
      'POST',
      '/api/session',
      {
        token,
        user,
      },
    );
    expect(opened.success, opened.code).toBe(true);
    expect(opened.value.currency).toBe('THB');
    expect(opened.value.balance).toBe(show(await platformBalance()));
    session = opened.value.sessionId;
    feed.send({ type: 'fixture', event: fixture('e1') });
    feed.send({ type: 'fixture', event: fixture('e2') });
    await waitBoard('e2');
    const events = await api<{ id: string }[]>('GET', '/api/events');
    expect(events.value.map((e) => e.id)).toEqual(expect.arrayContaining(['e1', 'e2']));
  });

  it('refuses a changed price unless the player accepts better odds; the stake moves only when taken', async () => {
    const before = await platformBalance();
    feed.send({
      type: 'prices',
      eventId: 'e1',
      changes: [{ marketId: 'e1:1X2', selectionId: 'e1:1X2:HOME', odds: 2100 }],
      atMs: Date.now(),
    });
    const refused = await bet([['e1:1X2:HOME', '2.000']], '100.00');
    expect(refused).toMatchObject({ status: 409, code: 'PRICE_CHANGED' });
    expect(await platformBalance()).toBe(before);
    const taken = await bet([['e1:1X2:HOME', '2.000']], '100.00', 'BETTER');
    expect(taken.success, taken.code).toBe(true);
    expect(taken.value.bet.odds).toBe('2.100');
    expect(taken.value.bet.potentialReturn).toBe('210.00');
    expect(await platformBalance()).toBe(before - thb('100.00'));
  });

  it('enforces stake limits per bet and per member-market, and the market’s exposure', async () => {
    expect(await bet([['e1:OU:l10:OVER', '1.900']], '5.00')).toMatchObject({ code: 'STAKE_TOO_LOW' });
    expect(await bet([['e1:OU:l10:OVER', '1.900']], '1000.01')).toMatchObject({ code: 'STAKE_TOO_HIGH' });
    expect((await bet([['e1:OU:l10:OVER', '1.900']], '1000.00')).success).toBe(true);
    const over = await bet([['e1:OU:l10:OVER', '1.900']], '600.00');
    expect(over).toMatchObject({ code: 'MEMBER_LIMIT_REACHED' });
    // Liability 5,000: 1,000 at 1.9 added 900; 1,000 at 3.8 on e2 adds 2,800, a second would pass 5,000.
    expect((await bet([['e2:1X2:AWAY', '3.800']], '1000.00')).success).toBe(true);
    // Another member's bets count against the same market.
    const other = await t.modules.identity.sessions.findMemberByUsername('ROYAL', 'demo02');
    const otherToken = await t.modules.seamless.service.issueSession({
      vendorCode: 'SPORTS',
      memberId: other!.id,
      merchantCode: 'ROYAL',
      gameCode: 'house-sports',
    });
    const mine = session;
    session = (
      await api<{ sessionId: string }>('POST', '/api/session', { token: otherToken, user: other!.id })
    ).value.sessionId;
    expect((await bet([['e2:1X2:HOME', '2.000']], '1000.00')).success).toBe(true);
    // 2,800 + 1,000 so far; 500 at 3.8 would add 1,400 (within the member's 1,500 on the market).
    expect(await bet([['e2:1X2:AWAY', '3.800']], '500.00')).toMatchObject({ code: 'EXPOSURE_LIMIT_REACHED' });
    expect((await bet([['e2:1X2:AWAY', '3.800']], '400.00')).success).toBe(true);
    session = mine;
  });

  it('holds in-play bets for the delay and rejects them when the market is suspended meanwhile', async () => {
    feed.send({ type: 'fixture', event: fixture('e3', 'LIVE') });
    await waitBoard('e3');
    const before = await platformBalance();
    const pending = bet([['e3:1X2:DRAW', '3.400']], '50.00');
    await new Promise((r) => setTimeout(r, 100));
    feed.send({ type: 'suspension', eventId: 'e3', suspended: true, atMs: Date.now() });
    expect(await pending).toMatchObject({ status: 409, code: 'MARKET_SUSPENDED' });
    expect(await platformBalance()).toBe(before);
    feed.send({ type: 'suspension', eventId: 'e3', suspended: false, atMs: Date.now() });
    const started = Date.now();
    const taken = await bet([['e3:1X2:DRAW', '3.400']], '50.00');
    expect(taken.success, taken.code).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(400);
  });

  it('settles singles and a parlay to the cent, corrects a result by the difference, voids a cancelled match', async () => {
    feed.send({ type: 'fixture', event: fixture('e4') });
    feed.send({ type: 'fixture', event: fixture('e5') });
    await waitBoard('e5');
    const start = await platformBalance();
    // AH −0.25 on home and a 2-leg parlay (home e4 × over e5).
    const ah = await bet([['e4:AH:l-1:HOME', '2.000']], '100.00');
    const parlay = await bet(
      [
        ['e4:1X2:HOME', '2.000'],
        ['e5:OU:l10:OVER', '1.900'],
      ],
      '10.00',
    );
    const cancelled = await bet([['e5:1X2:DRAW', '3.400']], '20.00');
    expect([ah.code, parlay.code, cancelled.code]).toEqual(['OK', 'OK', 'OK']);
    expect(await platformBalance()).toBe(start - thb('130.00'));

    // e4 1:1 → AH −0.25 home: half lost → returns 50.00; the parlay's home leg lost.
    await result('e4', { status: 'FINISHED', home: 1, away: 1 });
    expect(await platformBalance()).toBe(start - thb('130.00') + thb('50.00'));

    // Correction: 2:1 → the AH bet wins in full (200.00): a second win of 150.00.
    await result('e4', { status: 'FINISHED', home: 2, away: 1 }, 2);
    expect(await platformBalance()).toBe(start - thb('130.00') + thb('200.00'));

    // e5 3:0 → over 2.5 wins: the parlay (now home won) pays 10 × 2 × 1.9 = 38.00; the draw loses.
    await result('e5', { status: 'FINISHED', home: 3, away: 0 });
    expect(await platformBalance()).toBe(start - thb('130.00') + thb('238.00'));
    // The losing draw bet closes its round on the platform with a win of 0.
    const closing = await sports.pool.query(
      `SELECT m.amount_minor, a.status FROM money_messages m JOIN money_answers a ON a.message_id = m.id
        WHERE m.kind = 'WIN' AND m.bet_id = $1`,
      [cancelled.value.bet.id],
    );
    expect(closing.rows).toEqual([{ amount_minor: '0', status: 'RS_OK' }]);

    // Correction back to 1:1 on e4: the AH bet returns 50.00 again, the parlay loses (−38.00):
    // −150.00 and −38.00 posted as correcting debits on the bets' rounds.
    await result('e4', { status: 'FINISHED', home: 1, away: 1 }, 3);
    expect(await platformBalance()).toBe(start - thb('130.00') + thb('50.00'));
    const debits = await sports.pool.query(
      `SELECT m.amount_minor, a.status FROM money_messages m JOIN money_answers a ON a.message_id = m.id WHERE m.kind = 'DEBIT' ORDER BY m.amount_minor`,
    );
    expect(debits.rows).toEqual([
      { amount_minor: '3800', status: 'RS_OK' },
      { amount_minor: '15000', status: 'RS_OK' },
    ]);

    // A cancelled match voids its bets: the stake is rolled back.
    feed.send({ type: 'fixture', event: fixture('e6') });
    await waitBoard('e6');
    const before = await platformBalance();
    const voided = await bet([['e6:1X2:AWAY', '3.800']], '40.00');
    expect(await platformBalance()).toBe(before - thb('40.00'));
    await result('e6', { status: 'CANCELLED', home: 0, away: 0 });
    expect(await platformBalance()).toBe(before);
    const view = await api<{ status: string; returned: string }>('GET', `/api/bets/${voided.value.bet.id}`);
    expect(view.value).toMatchObject({ status: 'VOID', returned: '40.00' });
    const settled = await api<{ id: string }[]>('GET', '/api/bets?status=settled');
    expect(settled.value.map((b) => b.id)).toEqual(
      expect.arrayContaining([ah.value.bet.id, voided.value.bet.id]),
    );
  });

  it('corrects one market: only the bets whose return changes get a record, the wallet sees each difference once', async () => {
    feed.send({ type: 'fixture', event: fixture('e12') });
    feed.send({ type: 'fixture', event: fixture('e13') });
    await waitBoard('e13');
    const start = await platformBalance();
    const placed = {
      home: await bet([['e12:1X2:HOME', '2.000']], '10.00'),
      handicap: await bet([['e12:AH:l-1:HOME', '2.000']], '10.00'),
      over: await bet([['e12:OU:l10:OVER', '1.900']], '10.00'),
      under: await bet([['e12:OU:l10:UNDER', '1.950']], '10.00'),
      // Parlays: one whose e12 leg stays won; one whose leg turns from won to lost; one whose leg
      // turns from lost to won but whose other leg lost (its return stays 0).
      homeParlay: await bet(
        [
          ['e12:1X2:HOME', '2.000'],
          ['e13:1X2:HOME', '2.000'],
        ],
        '10.00',
      ),
      underParlay: await bet(
        [
          ['e12:OU:l10:UNDER', '1.950'],
          ['e13:1X2:HOME', '2.000'],
        ],
        '10.00',
      ),
      overParlay: await bet(
        [
          ['e12:OU:l10:OVER', '1.900'],
          ['e13:1X2:AWAY', '3.800'],
        ],
        '10.00',
      ),
    };
    expect(Object.values(placed).map((p) => p.code)).toEqual(Object.values(placed).map(() => 'OK'));
    const ids = Object.fromEntries(Object.entries(placed).map(([k, p]) => [k, p.value.bet.id]));
    expect(await platformBalance()).toBe(start - thb('70.00'));

    // e13 1:0, then e12 2:0: home 20.00, handicap 20.00, under 19.50, home parlay 40.00, under
    // parlay 39.00; over and the over parlay lose.
    await result('e13', { status: 'FINISHED', home: 1, away: 0 });
    await result('e12', { status: 'FINISHED', home: 2, away: 0 });
    expect(await platformBalance()).toBe(start - thb('70.00') + thb('138.50'));

    // Corrected to 3:0: only over/under changes. Over wins 19.00 (a second win); under and the
    // under parlay lost (correcting debits of 19.50 and 39.00); the rest keep their return.
    const messagesBefore = await sports.pool.query<{ id: string }>('SELECT id FROM money_messages');
    const known = new Set(messagesBefore.rows.map((r) => r.id));
    await result('e12', { status: 'FINISHED', home: 3, away: 0 }, 2);
    const expected = start - thb('70.00') + thb('138.50') + thb('19.00') - thb('19.50') - thb('39.00');
    expect(await platformBalance()).toBe(expected);
    const records = await sports.pool.query<{ bet_id: string; seq: number; delta_minor: string }>(
      `SELECT bet_id, seq, delta_minor FROM bet_settlements WHERE event_id = 'e12' AND result_version = 2 ORDER BY delta_minor`,
    );
    expect(records.rows).toEqual([
      { bet_id: ids.underParlay, seq: 2, delta_minor: '-3900' },
      { bet_id: ids.under, seq: 2, delta_minor: '-1950' },
      { bet_id: ids.over, seq: 2, delta_minor: '1900' },
    ]);
    const unchanged = [ids.home, ids.handicap, ids.homeParlay, ids.overParlay];
    const latest = await sports.pool.query<{ n: number; seq: number }>(
      `SELECT count(*)::int AS n, max(seq) AS seq FROM bet_settlements WHERE bet_id = ANY($1::uuid[])`,
      [unchanged],
    );
    expect(latest.rows[0]).toEqual({ n: 4, seq: 1 });
    const sent = async () => {
      const all = await sports.pool.query<{ id: string; bet_id: string; kind: string; amount_minor: string }>(
        `SELECT m.id, m.bet_id, m.kind, m.amount_minor FROM money_messages m
          JOIN money_answers a ON a.message_id = m.id AND a.status = 'RS_OK' ORDER BY m.amount_minor`,
      );
      return all.rows.filter((r) => !known.has(r.id)).map(({ id: _, ...r }) => r);
    };
    const corrected = [
      { bet_id: ids.over, kind: 'WIN', amount_minor: '1900' },
      { bet_id: ids.under, kind: 'DEBIT', amount_minor: '1950' },
      { bet_id: ids.underParlay, kind: 'DEBIT', amount_minor: '3900' },
    ];
    expect(await sent()).toEqual(corrected);

    // Replayed, and its run rerun: nothing more is written or sent.
    await result('e12', { status: 'FINISHED', home: 3, away: 0 }, 2);
    await sports.settlement.run('e12', 2);
    expect(await sports.outbox.idle(10_000)).toBe(true);
    expect(await sent()).toEqual(corrected);
    const again = await sports.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM bet_settlements WHERE event_id = 'e12' AND result_version = 2`,
    );
    expect(again.rows[0]!.n).toBe(3);
    expect(await platformBalance()).toBe(expected);
    const over = await api<{ status: string; returned: string }>('GET', `/api/bets/${ids.over}`);
    expect(over.value).toMatchObject({ returned: '19.00' });
    const home = await api<{ status: string; returned: string }>('GET', `/api/bets/${ids.home}`);
    expect(home.value).toMatchObject({ returned: '20.00' });
  });

  it('cashes out an open bet at the quoted value and leaves it out of settlement', async () => {
    feed.send({ type: 'fixture', event: fixture('e7') });
    await waitBoard('e7');
    const before = await platformBalance();
    const placed = await bet([['e7:1X2:HOME', '2.000']], '100.00');
    feed.send({
      type: 'prices',
      eventId: 'e7',
      changes: [{ marketId: 'e7:1X2', selectionId: 'e7:1X2:HOME', odds: 1500 }],
      atMs: Date.now(),
    });
    await new Promise((r) => setTimeout(r, 20));
    const quote = await api<{ amount: string }>('GET', `/api/bets/${placed.value.bet.id}/cashout`);
    expect(quote.value.amount).toBe('126.66'); // 100 × 2.0 / 1.5 × 0.95, rounded down
    expect(await api('POST', `/api/bets/${placed.value.bet.id}/cashout`, { amount: '130.00' })).toMatchObject(
      {
        code: 'CASH_OUT_CHANGED',
      },
    );
    const paid = await api<{ paid: boolean }>('POST', `/api/bets/${placed.value.bet.id}/cashout`, {
      amount: quote.value.amount,
    });
    expect(paid.value.paid).toBe(true);
    expect(await platformBalance()).toBe(before - thb('100.00') + thb('126.66'));
    await result('e7', { status: 'FINISHED', home: 3, away: 0 });
    expect(await platformBalance()).toBe(before - thb('100.00') + thb('126.66'));
  });

  it('resumes a settlement a crash interrupted between result and payment, paying each win once', async () => {
    feed.send({ type: 'fixture', event: fixture('e8') });
    await waitBoard('e8');
    const before = await platformBalance();
    const placed = [];
    for (let i = 0; i < 5; i++) placed.push(await bet([['e8:1X2:HOME', '2.000']], '10.00'));
    expect(placed.every((p) => p.success)).toBe(true);
    // The result is stored, then the vendor dies before the run settles anything.
    expect(await sports.settlement.record('e8', 1, { status: 'FINISHED', home: 1, away: 0 })).toBe(true);
    await sports.stop();
    sports = await start();
    session = (await api<{ sessionId: string }>('POST', '/api/session', { token, user })).value.sessionId;
    expect(await sports.outbox.idle(10_000)).toBe(true);
    expect(await platformBalance()).toBe(before - thb('50.00') + thb('100.00'));
    // Running the same result again (a second restart, a replayed feed message) pays nothing more.
    await sports.settlement.run('e8', 1);
    await sports.settlement.onResult('e8', 1, { status: 'FINISHED', home: 1, away: 0 });
    expect(await sports.outbox.idle(10_000)).toBe(true);
    expect(await platformBalance()).toBe(before - thb('50.00') + thb('100.00'));
    const wins = await sports.pool.query(
      `SELECT count(*)::int AS n FROM money_messages WHERE kind = 'WIN' AND bet_id = ANY($1::uuid[])`,
      [placed.map((p) => p.value.bet.id)],
    );
    expect(wins.rows[0].n).toBe(5);
  });

  it('places a bet once for one requestId, however often or concurrently it is sent', async () => {
    feed.send({ type: 'fixture', event: fixture('e9') });
    await waitBoard('e9');
    const before = await platformBalance();
    const requestId = randomUUID();
    const send = () =>
      api<{ bet: { id: string; status: string } }>('POST', '/api/bets', {
        legs: [{ selectionId: 'e9:1X2:HOME', odds: '2.000' }],
        stake: '20.00',
        acceptOdds: 'NONE',
        requestId,
      });
    const answers = await Promise.all([send(), send(), send()]);
    expect(answers.map((a) => a.success)).toEqual([true, true, true]);
    const again = await send();
    const ids = new Set([...answers, again].map((a) => a.value.bet.id));
    expect(ids.size).toBe(1);
    expect(await sports.outbox.idle(10_000)).toBe(true);
    expect(await platformBalance()).toBe(before - thb('20.00'));
    const stakes = await sports.pool.query(
      `SELECT count(*)::int AS n FROM money_messages WHERE kind = 'BET' AND bet_id = ANY($1::uuid[])`,
      [[...ids]],
    );
    expect(stakes.rows[0].n).toBe(1);
    // Another id is another bet.
    expect((await bet([['e9:1X2:HOME', '2.000']], '20.00')).success).toBe(true);
    expect(await platformBalance()).toBe(before - thb('40.00'));
  });

  it('answers a placement the wallet refused with the same refusal when it is sent again, staking nothing', async () => {
    feed.send({ type: 'fixture', event: fixture('e10') });
    await waitBoard('e10');
    // Another game takes all but 5.00 of the balance: a stake of 20.00 is more than the member has.
    const start = await platformBalance();
    const other = {
      transaction_uuid: randomUUID(),
      round: randomUUID(),
      game_code: 'house-sports',
      user,
      token,
      currency: 'THB',
      amount: show(start - thb('5.00')),
    };
    const drained = await vendorCall(t.app, 'bet', other, {
      vendor: 'SPORTS',
      secret: 'sports-dev-secret-change-me',
    });
    expect(drained.status).toBe('RS_OK');
    const requestId = randomUUID();
    const send = () =>
      api<{ balance?: string }>('POST', '/api/bets', {
        legs: [{ selectionId: 'e10:1X2:HOME', odds: '2.000' }],
        stake: '20.00',
        acceptOdds: 'NONE',
        requestId,
      });
    const first = await send();
    expect(first).toMatchObject({ status: 409, success: false, code: 'NOT_ENOUGH_MONEY' });
    expect(first.value.balance).toBe('5.00');
    // Sent again (a lost answer, a second tap), and twice at once: the same refusal, never a new bet.
    for (const again of [await send(), ...(await Promise.all([send(), send()]))])
      expect(again).toMatchObject({ status: 409, success: false, code: 'NOT_ENOUGH_MONEY' });
    expect(await sports.outbox.idle(10_000)).toBe(true);
    const made = await sports.pool.query<{ n: number; stakes: number }>(
      `SELECT count(*)::int AS n,
              (SELECT count(*)::int FROM money_messages m JOIN bets b2 ON b2.id = m.bet_id
                WHERE b2.request_id = $1 AND m.kind = 'BET') AS stakes
       FROM bets WHERE request_id = $1`,
      [requestId],
    );
    expect(made.rows[0]).toEqual({ n: 1, stakes: 1 });
    expect(await platformBalance()).toBe(thb('5.00'));
    // Once the member has the money, the same requestId still answers the refusal; a new slip bets.
    await vendorCall(
      t.app,
      'rollback',
      { ...other, transaction_uuid: randomUUID(), reference_transaction_uuid: other.transaction_uuid },
      { vendor: 'SPORTS', secret: 'sports-dev-secret-change-me' },
    );
    expect(await platformBalance()).toBe(start);
    expect((await send()).code).toBe('NOT_ENOUGH_MONEY');
    expect((await bet([['e10:1X2:HOME', '2.000']], '20.00')).success).toBe(true);
    expect(await platformBalance()).toBe(start - thb('20.00'));
  });

  it('suspends a runaway price instead of taking bets or offering cash-out against it', async () => {
    feed.send({ type: 'fixture', event: fixture('e11') });
    await waitBoard('e11');
    const open = await bet([['e11:1X2:AWAY', '3.800']], '20.00');
    expect(open.success, open.code).toBe(true);
    expect((await api('GET', `/api/bets/${open.value.bet.id}/cashout`)).success).toBe(true);
    // The away price runs to 60.00: above the band, so it is suspended; the market's book
    // (1/2 + 1/3.4 + 1/60 < 1) no longer adds up, so home and draw are suspended with it.
    const move = (o: number) =>
      feed.send({
        type: 'prices',
        eventId: 'e11',
        changes: [{ marketId: 'e11:1X2', selectionId: 'e11:1X2:AWAY', odds: o }],
        atMs: Date.now(),
      });
    move(60_000);
    for (const pick of ['e11:1X2:AWAY', 'e11:1X2:HOME'])
      expect(await bet([[pick, pick.endsWith('AWAY') ? '60.000' : '2.000']], '20.00', 'ANY')).toMatchObject({
        code: 'MARKET_SUSPENDED',
      });
    expect(await api('GET', `/api/bets/${open.value.bet.id}/cashout`)).toMatchObject({
      code: 'CASH_OUT_UNAVAILABLE',
    });
    // Other markets of the match stay open; back in the band, the market is offered again.
    expect((await bet([['e11:OU:l10:OVER', '1.900']], '20.00')).success).toBe(true);
    move(4_000);
    expect((await bet([['e11:1X2:AWAY', '4.000']], '20.00')).success).toBe(true);
    expect((await api('GET', `/api/bets/${open.value.bet.id}/cashout`)).success).toBe(true);
  });
});
