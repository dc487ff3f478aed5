import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import {
  LOTTERY_ADMIN_ODDS_PATH,
  LOTTERY_ADMIN_PATHS,
  type TAdminLotteryOdds,
  type TAdminLotteryCancelAnswer,
  type TAdminLotteryDraw,
  type TAdminLotteryDrawList,
  type TAdminLotteryResultEntryAnswer,
} from '@platform/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createLotteryService, type LotteryService } from '../../../../../house-lottery/src/app.ts';
import { loadConfig as loadLotteryConfig } from '../../../../../house-lottery/src/config.ts';
import { dealResult } from '../../../../../house-lottery/src/domain/fairness.ts';
import { expectError, expectOk } from '../../../../test/envelope.ts';
import { createTestApp, operatorAuth, type TestApp } from '../../../../test/test-app.ts';

const SECRET = 'lottery-admin-test-secret-0123456789';

/**
 * The console's lottery (issue 14) through the platform's HTTP layer against a real lottery vendor
 * (no results feed: results come from operators): one operator enters a northern result, the same
 * operator may not approve it, a second one does and the draw settles; another draw is cancelled.
 */
describe('lottery admin', () => {
  let t: TestApp;
  let lottery: LotteryService;
  let lotteryDbUrl: string;
  // The vendor's clock runs ahead once the draw is due (an approval before the draw is refused).
  let aheadMs = 0;
  let first: { authorization: string };
  let second: { authorization: string };
  let viewer: { authorization: string };

  beforeAll(async () => {
    const url = new URL(inject('adminDatabaseUrl'));
    url.pathname = `/lt_${randomBytes(5).toString('hex')}`;
    lotteryDbUrl = url.toString();
    lottery = await createLotteryService(
      {
        ...loadLotteryConfig({ LOG_LEVEL: 'silent', LOTTERY_FEED: 'none', LOTTERY_SECRET: SECRET }),
        databaseUrl: lotteryDbUrl,
      },
      { scheduler: false, nowMs: () => Date.now() + aheadMs },
    );
    await lottery.start();
    await lottery.draws.ensureSchedule();
    await lottery.draws.tick();
    await lottery.app.listen({ port: 0, host: '127.0.0.1' });
    const lotteryUrl = `http://127.0.0.1:${(lottery.app.server.address() as AddressInfo).port}`;
    t = await createTestApp({ env: { LOTTERY_URL: lotteryUrl, LOTTERY_SECRET: SECRET } });
    first = await operatorAuth(t.app);
    const admin = first;
    for (const [username, role] of [
      ['lotto-second', 'ADMIN'],
      ['lotto-viewer', 'VIEWER'],
    ] as const)
      expectOk(
        await t.app.inject({
          method: 'POST',
          url: '/api/bo/operators',
          headers: admin,
          payload: { username, password: 'Lottery12345', role, allMerchants: true },
        }),
      );
    second = await operatorAuth(t.app, 'lotto-second', 'Lottery12345');
    viewer = await operatorAuth(t.app, 'lotto-viewer', 'Lottery12345');
  });

  afterAll(async () => {
    await t?.close();
    await lottery?.stop().catch(() => undefined);
    if (lotteryDbUrl) {
      const adminUrl = new URL(lotteryDbUrl);
      const name = adminUrl.pathname.slice(1);
      adminUrl.pathname = '/postgres';
      const c = new pg.Client({ connectionString: adminUrl.toString() });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await c.end();
    }
  });

  const draws = async (query: string, headers = first) =>
    expectOk<TAdminLotteryDrawList>(
      await t.app.inject({ method: 'GET', url: `${LOTTERY_ADMIN_PATHS.draws}?${query}`, headers }),
    ).draws;
  const post = (url: string, payload: unknown, headers: { authorization: string }) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers });
  const drawOf = async (drawId: string): Promise<TAdminLotteryDraw> =>
    (await draws('market=VN_NORTH')).find((d) => d.drawId === drawId)!;

  it('lists draws by market and state, with the prizes the entry form asks for', async () => {
    const north = await draws('market=VN_NORTH');
    expect(north.length).toBeGreaterThan(0);
    expect(north.every((d) => d.market === 'VN_NORTH')).toBe(true);
    expect(north[0]!.prizes.map((p) => p.prize)).toEqual(['DB', 'G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7']);
    // Each draw carries its market's own zone: the console shows its times there.
    expect(north.every((d) => d.timeZone === 'Asia/Ho_Chi_Minh')).toBe(true);
    const open = await draws('state=OPEN');
    expect(open.every((d) => d.state === 'OPEN')).toBe(true);
    // Whatever the hour (a market has no open draw between its cut-off and its next day's opening).
    const zones = Object.fromEntries(open.map((d) => [d.market, d.timeZone]));
    if (zones.VN_SOUTH) expect(zones.VN_SOUTH).toBe('Asia/Ho_Chi_Minh');
    if (zones.ELOTT) expect(zones.ELOTT).toBe('UTC');
    if (zones.MY_4D) expect(zones.MY_4D).toBe('Asia/Kuala_Lumpur');
    for (const [market, zone] of [
      ['VN_SOUTH', 'Asia/Ho_Chi_Minh'],
      ['MY_4D', 'Asia/Kuala_Lumpur'],
    ] as const)
      expect((await draws(`market=${market}`)).every((d) => d.timeZone === zone)).toBe(true);
    // Only operators with a lottery permission read them.
    expectError(
      await t.app.inject({ method: 'GET', url: LOTTERY_ADMIN_PATHS.draws, headers: viewer }),
      403,
      'FORBIDDEN',
    );
  });

  it('an entry by one operator, refused to the same operator, approved by another: the draw settles', async () => {
    const draw = (await draws('market=VN_NORTH')).find((d) => d.state === 'OPEN' || d.state === 'SCHEDULED')!;
    const result = dealResult('VN_NORTH', 'hand-entered', draw.drawId);
    const entry = expectOk<TAdminLotteryResultEntryAnswer>(
      await post(LOTTERY_ADMIN_PATHS.resultEntries.replace(':drawId', draw.drawId), { result }, first),
    );
    const pending = (await drawOf(draw.drawId)).pendingEntry!;
    expect(pending).toMatchObject({ entryId: entry.entryId, result });

    const decision = LOTTERY_ADMIN_PATHS.entryDecision.replace(':entryId', String(entry.entryId));
    expectError(await post(decision, { approve: true }, first), 403, 'LOTTERY_SECOND_OPERATOR_REQUIRED');
    // The draw has not happened yet: nobody may approve its result.
    expectError(await post(decision, { approve: true }, second), 409, 'LOTTERY_DRAW_STATE_INVALID');

    aheadMs = Date.parse(draw.drawAt) - Date.now() + 60_000;
    expectOk(await post(decision, { approve: true }, second));
    await lottery.draws.tick();
    const settled = await drawOf(draw.drawId);
    expect(settled.state).toBe('SETTLED');
    expect(settled.result).toEqual(result);
    expect(settled.resultSource).toBe('OPERATOR');
    expect(settled.pendingEntry).toBeNull();
    // Decided once.
    expectError(await post(decision, { approve: true }, second), 409, 'LOTTERY_DRAW_STATE_INVALID');

    const trail = await t.db.query<{ action: string; operator_name: string }>(
      `SELECT action, operator_name FROM audit_log WHERE action LIKE 'lottery.%' ORDER BY id`,
    );
    expect(trail.rows.map((r) => [r.action, r.operator_name])).toEqual([
      ['lottery.result.enter', 'admin'],
      ['lottery.result.approve', 'lotto-second'],
    ]);
  });

  it('cancels a draw with a reason; a cancelled draw takes no result', async () => {
    const draw = (await draws('market=VN_SOUTH')).find(
      (d) => d.state !== 'SETTLED' && d.state !== 'CANCELLED',
    )!;
    const cancel = LOTTERY_ADMIN_PATHS.drawCancel.replace(':drawId', draw.drawId);
    expectError(await post(cancel, { reason: '' }, first), 400, 'VALIDATION_FAILED');
    expectError(await post(cancel, { reason: 'Official draw postponed' }, viewer), 403, 'FORBIDDEN');
    const answer = expectOk<TAdminLotteryCancelAnswer>(
      await post(cancel, { reason: 'Official draw postponed' }, first),
    );
    expect(answer.rolledBack).toBe(0);
    const after = (await draws('market=VN_SOUTH')).find((d) => d.drawId === draw.drawId)!;
    expect(after.state).toBe('CANCELLED');
    expectError(
      await post(
        LOTTERY_ADMIN_PATHS.resultEntries.replace(':drawId', draw.drawId),
        { result: dealResult('VN_PROVINCIAL', 'x', draw.drawId) },
        first,
      ),
      409,
      'LOTTERY_DRAW_STATE_INVALID',
    );
  });

  it("views and edits the merchant's odds, stake units and liability limit; later tickets are priced with them", async () => {
    const url = LOTTERY_ADMIN_ODDS_PATH.replace(':merchantCode', 'ROYAL');
    const before = expectOk<TAdminLotteryOdds>(await t.app.inject({ method: 'GET', url, headers: first }));
    expect(before).toMatchObject({ merchantCode: 'ROYAL', currency: 'THB' });
    const de = before.odds.VN_NORTH!.DE!;
    const put = (odds: unknown, headers = first) =>
      t.app.inject({ method: 'PUT', url, payload: { odds } as object, headers });

    const changed = { ...de, payouts: [90], maxUnits: 5_000, liabilityUnits: 1_000_000 };
    const after = expectOk<TAdminLotteryOdds>(await put({ VN_NORTH: { DE: changed } }));
    expect(after.odds.VN_NORTH!.DE).toEqual(changed);
    // Other bet types are untouched; the vendor prices the next ticket with the new terms.
    expect(after.odds.VN_NORTH!.LO2).toEqual(before.odds.VN_NORTH!.LO2);
    expect((await lottery.tickets.merchantFor('THB')).odds.VN_NORTH!.DE).toEqual(changed);

    // A bet type's tiers are the domain's; a maximum below the minimum; a type the market does not sell.
    expectError(await put({ VN_NORTH: { DE: { ...de, payouts: [90, 10] } } }), 400, 'VALIDATION_FAILED');
    expectError(
      await put({ VN_NORTH: { DE: { ...de, minUnits: 10, maxUnits: 5 } } }),
      400,
      'VALIDATION_FAILED',
    );
    expectError(await put({ TH_GOV: { DE: de } }), 400, 'VALIDATION_FAILED');
    expectError(await put({ VN_NORTH: { DE: changed } }, viewer), 403, 'FORBIDDEN');

    const trail = await t.db.query<{ merchant_code: string; before: unknown; after: unknown }>(
      `SELECT merchant_code, before, after FROM audit_log WHERE action = 'lottery.odds.update'`,
    );
    expect(trail.rows).toEqual([
      { merchant_code: 'ROYAL', before: { VN_NORTH: { DE: de } }, after: { VN_NORTH: { DE: changed } } },
    ]);
  });
});
