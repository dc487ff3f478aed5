import { randomUUID } from 'node:crypto';
import {
  MISSION_ADMIN_PATHS,
  MISSION_PATHS,
  type TAdminMission,
  type TAdminMissionList,
  type TDepositChannel,
  type TDepositCreated,
  type TMissionClaimResult,
  type TMissionItem,
  type TMissionLeaderboard,
  type TMissionSummary,
} from '@platform/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectOk } from '../../../../test/envelope.ts';
import { bearer, loginOk } from '../../../../test/member-client.ts';
import { createTestApp, operatorAuth, type TestApp } from '../../../../test/test-app.ts';
import { seatedPlayers, vendorCall } from '../../../../test/vendor-client.ts';

describe('missions: progress from real events, claims exactly once, the leaderboard', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  const tokens: Record<string, string> = {};
  const slot = seatedPlayers('house-dragon-fortune');

  beforeAll(async () => {
    t = await createTestApp();
    for (const code of ['ROYAL', 'LOTUS']) await t.modules.missions.seedDemo(code);
    for (const u of ['demo05', 'demo06', 'demo07', 'demo08', 'demo09', 'demo11'])
      tokens[u] = (await loginOk(t, u)).token;
    admin = await operatorAuth(t.app);
    await slot.seat(t, ['demo06']);
  });
  afterAll(() => t.close());

  const summary = async (u: string) =>
    expectOk<TMissionSummary>(
      await t.app.inject({
        method: 'GET',
        url: MISSION_PATHS.summary,
        headers: bearer(tokens[u]!, { 'accept-language': 'en' }),
      }),
    );
  const claim = (u: string, item: Pick<TMissionItem, 'id' | 'periodStart'>) =>
    t.app.inject({
      method: 'POST',
      url: MISSION_PATHS.claim,
      headers: bearer(tokens[u]!, { 'accept-language': 'en' }),
      payload: { missionId: item.id, periodStart: item.periodStart },
    });
  const find = (s: TMissionSummary, title: string) =>
    [...s.daily, ...s.weekly].find((m) => m.title === title && !m.previousPeriod)!;
  const bonusCredits = async (username: string) => {
    const { rows } = await t.db.query<{ n: number; total: string }>(
      `SELECT count(*)::int AS n, coalesce(sum(amount_minor), 0)::text AS total FROM bonus_grants g
         JOIN members m ON m.id = g.member_id WHERE m.username = $1 AND m.merchant_code = 'ROYAL' AND g.source = 'MISSION'`,
      [username],
    );
    return { count: rows[0]!.n, totalMinor: BigInt(rows[0]!.total) };
  };

  it('lists daily and weekly missions in the request language with the period ends; a login completes the check-in', async () => {
    const s = await summary('demo05');
    expect(s.currency).toBe('THB');
    expect(s.daily.length).toBe(4);
    expect(s.weekly.length).toBe(3);
    expect(new Date(s.dailyEndsAt).getTime()).toBeGreaterThan(Date.now());
    expect(new Date(s.weeklyEndsAt).getTime()).toBeGreaterThanOrEqual(new Date(s.dailyEndsAt).getTime());
    const checkIn = find(s, 'Check in today');
    expect(checkIn).toMatchObject({
      kind: 'LOGIN_DAYS',
      target: '1',
      progress: '1',
      percent: 100,
      state: 'CLAIMABLE',
    });
    expect(find(s, 'Bet 500 on slots')).toMatchObject({
      target: '500.00',
      progress: '0.00',
      state: 'IN_PROGRESS',
    });
    expect(s.unclaimed).toBe(1);
    const th = expectOk<TMissionSummary>(
      await t.app.inject({
        method: 'GET',
        url: MISSION_PATHS.summary,
        headers: bearer(tokens.demo05!, { 'accept-language': 'th' }),
      }),
    );
    expect(th.daily.map((m) => m.title)).toContain('เช็กอินวันนี้');
  });

  it('pays a claim exactly once under concurrent clicks, and the badge goes away', async () => {
    const item = find(await summary('demo05'), 'Check in today');
    const answers = await Promise.all(Array.from({ length: 8 }, () => claim('demo05', item)));
    const results = answers.map((a) => expectOk<TMissionClaimResult>(a));
    expect(results.filter((r) => !r.alreadyClaimed)).toHaveLength(1);
    expect(results.every((r) => r.reward === '5.00')).toBe(true);
    expect(await bonusCredits('demo05')).toEqual({ count: 1, totalMinor: 500n });
    const { rows } = await t.db.query(`SELECT grant_id FROM mission_claims WHERE mission_id = $1`, [item.id]);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.grant_id).toBeTruthy();
    const after = await summary('demo05');
    expect(find(after, 'Check in today').state).toBe('CLAIMED');
    expect(after.unclaimed).toBe(0);
    // Claiming again later answers the first claim and pays nothing.
    expect(expectOk<TMissionClaimResult>(await claim('demo05', item)).alreadyClaimed).toBe(true);
    expect(await bonusCredits('demo05')).toEqual({ count: 1, totalMinor: 500n });
  });

  it('refuses an unfinished mission, a period that is not the current one, and an unknown mission; nothing is paid', async () => {
    const s = await summary('demo07');
    const bet = find(s, 'Bet 500 on slots');
    expectError(await claim('demo07', bet), 409, 'MISSION_NOT_CLAIMABLE');
    const checkIn = find(s, 'Check in today');
    expectError(
      await claim('demo07', { ...checkIn, periodStart: '2020-01-06' }),
      409,
      'MISSION_NOT_CLAIMABLE',
    );
    expectError(
      await claim('demo07', { id: randomUUID(), periodStart: checkIn.periodStart }),
      404,
      'NOT_FOUND',
    );
    expectError(
      await t.app.inject({
        method: 'POST',
        url: MISSION_PATHS.claim,
        headers: bearer(tokens.demo07!),
        payload: { missionId: 'x' },
      }),
      400,
      'VALIDATION_FAILED',
    );
    expect(await bonusCredits('demo07')).toEqual({ count: 0, totalMinor: 0n });
  });

  it('moves bet, rounds and games progress from real played rounds once the summaries are rebuilt', async () => {
    const before = await summary('demo06');
    expect(find(before, 'Play 10 rounds of any game').progress).toBe('0');
    for (let i = 0; i < 12; i++) {
      const bet = slot.move('demo06', { amount: '50.00' });
      expect((await vendorCall(t.app, 'bet', bet)).status).toBe('RS_OK');
      const win = slot.move('demo06', {
        amount: '0.00',
        round: bet.round,
        reference_transaction_uuid: bet.transaction_uuid,
      });
      expect((await vendorCall(t.app, 'win', win)).status).toBe('RS_OK');
    }
    await t.modules.reports.builder.refresh();
    const after = await summary('demo06');
    expect(find(after, 'Play 10 rounds of any game')).toMatchObject({
      progress: '10',
      percent: 100,
      state: 'CLAIMABLE',
    });
    expect(find(after, 'Bet 500 on slots')).toMatchObject({ progress: '500.00', state: 'CLAIMABLE' });
    expect(find(after, 'Bet 5,000 in any game this week')).toMatchObject({
      progress: '600.00',
      percent: 12,
      state: 'IN_PROGRESS',
    });
    expect(find(after, 'Play 3 different games').progress).toBe('1');
    expect(after.unclaimed).toBe(3);
    const paid = expectOk<TMissionClaimResult>(await claim('demo06', find(after, 'Bet 500 on slots')));
    expect(paid).toMatchObject({ alreadyClaimed: false, reward: '20.00' });
  });

  it('moves deposit progress from a credited deposit', async () => {
    const channels = expectOk<TDepositChannel[]>(
      await t.app.inject({
        method: 'GET',
        url: '/api/wps/cashier/deposit/channels',
        headers: bearer(tokens.demo08!),
      }),
    );
    const fastPay = channels.find((c) => c.name === 'FastPay')!;
    const d = expectOk<TDepositCreated>(
      await t.app.inject({
        method: 'POST',
        url: '/api/wps/cashier/deposits',
        headers: bearer(tokens.demo08!, { 'idempotency-key': randomUUID() }),
        payload: { channelId: fastPay.id, amount: '300.00' },
      }),
    );
    const order = new URL(d.payUrl!, 'http://site.test').searchParams.get('order')!;
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/psp-sim/pay/confirm',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `order=${encodeURIComponent(order)}`,
    });
    expect(confirmed.statusCode).toBeLessThan(400);
    const s = await summary('demo08');
    expect(find(s, 'Deposit 300 today')).toMatchObject({
      progress: '300.00',
      state: 'CLAIMABLE',
      wageringMultiple: 1,
    });
    const paid = expectOk<TMissionClaimResult>(await claim('demo08', find(s, 'Deposit 300 today')));
    expect(paid).toMatchObject({ alreadyClaimed: false, released: false, reward: '15.00' });
  });

  it('ranks members by points in the period with masked names and the member’s own rank', async () => {
    for (const u of ['demo09', 'demo11']) {
      const item = find(await summary(u), 'Check in today');
      expectOk(await claim(u, item));
    }
    const board = expectOk<TMissionLeaderboard>(
      await t.app.inject({
        method: 'GET',
        url: `${MISSION_PATHS.leaderboard}?period=WEEKLY`,
        headers: bearer(tokens.demo09!),
      }),
    );
    // demo06 (15 points), demo08 (10), then demo05, demo09, demo11 with 5 each, in claim order.
    expect(board.list.map((r) => [r.rank, r.username, r.points])).toEqual([
      [1, 'de***06', 15],
      [2, 'de***08', 10],
      [3, 'de***05', 5],
      [3, 'de***09', 5],
      [3, 'de***11', 5],
    ]);
    expect(board.list.filter((r) => r.me).map((r) => r.username)).toEqual(['de***09']);
    expect(board.mine).toEqual({ rank: 3, points: 5, completed: 1 });
    expect(JSON.stringify(board)).not.toContain('demo0');
    const daily = expectOk<TMissionLeaderboard>(
      await t.app.inject({
        method: 'GET',
        url: `${MISSION_PATHS.leaderboard}?period=DAILY`,
        headers: bearer(tokens.demo07!),
      }),
    );
    expect(daily.mine).toEqual({ rank: null, points: 0, completed: 0 });
    expect(daily.list.length).toBe(5);
  });

  it('lets operators with rewards.manage add and change missions, audited; bad input changes nothing', async () => {
    const path = MISSION_ADMIN_PATHS.missions.replace(':code', 'ROYAL');
    const created = expectOk<TAdminMission>(
      await t.app.inject({
        method: 'POST',
        url: path,
        headers: admin,
        payload: {
          period: 'DAILY',
          kind: 'BET_AMOUNT',
          category: 'LIVE',
          titles: { EN: 'Bet 200 at live tables', TH: 'เดิมพันคาสิโนสด 200' },
          target: '200',
          reward: '8.50',
          active: false,
        },
      }),
    );
    expect(created).toMatchObject({ target: '200.00', reward: '8.50', active: false, category: 'LIVE' });
    const updated = expectOk<TAdminMission>(
      await t.app.inject({
        method: 'PUT',
        url: MISSION_ADMIN_PATHS.mission.replace(':code', 'ROYAL').replace(':id', created.id),
        headers: admin,
        payload: {
          period: 'DAILY',
          kind: 'BET_AMOUNT',
          category: 'LIVE',
          titles: { EN: 'Bet 300 live' },
          target: '300',
          reward: '9',
          active: true,
        },
      }),
    );
    expect(updated).toMatchObject({ target: '300.00', reward: '9.00', active: true });
    expectError(
      await t.app.inject({
        method: 'POST',
        url: path,
        headers: admin,
        payload: { period: 'DAILY', kind: 'PLAY_ROUNDS', titles: { EN: 'x' }, target: '2.5', reward: '1' },
      }),
      400,
      'FIELD_INVALID',
    );
    expectError(
      await t.app.inject({
        method: 'POST',
        url: path,
        headers: admin,
        payload: { period: 'DAILY', kind: 'PLAY_ROUNDS', titles: { EN: 'x' }, target: '2', reward: '0.001' },
      }),
      400,
      'AMOUNT_INVALID',
    );
    const list = expectOk<TAdminMissionList>(
      await t.app.inject({ method: 'GET', url: path, headers: admin }),
    );
    expect(list.list).toHaveLength(8);
    const audit = await t.db.query(`SELECT action FROM audit_log WHERE action LIKE 'mission.%' ORDER BY id`);
    expect(audit.rows.map((r) => r.action)).toEqual(['mission.created', 'mission.updated']);
    expect(
      (await t.app.inject({ method: 'GET', url: path, headers: bearer(tokens.demo05!) })).statusCode,
    ).toBe(401);
  });
});
