import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { parseMoney } from '@platform/money';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createTestApp, type TestApp } from '../../../server/test/test-app.ts';
import { createLotteryService, type LotteryService } from '../app.ts';
import { loadConfig } from '../config.ts';
import { seedHash, type DrawPlan, type DrawResult } from '../domain/index.ts';
import { createSeamlessClient, signRequest } from '../wallet/seamless-client.ts';

/** A hand-written northern result (the unit tests work out what it pays). */
const NORTH: DrawResult = {
  DB: ['12345'],
  G1: ['67890'],
  G2: ['11145', '22299'],
  G3: ['33345', '44401', '55502', '66603', '77704', '88805'],
  G4: ['1245', '3406', '5607', '7808'],
  G5: ['9009', '1110', '2211', '3312', '4413', '5514'],
  G6: ['345', '616', '717'],
  G7: ['45', '18', '19', '99'],
};

/**
 * A draw's life against the real platform over real ports: tickets staked through the signed
 * seamless wallet, the cut-off, the liability limit, an operator result approved by a second
 * operator, a vendor "crash" between result and settlement, wins credited exactly once, and a
 * cancelled draw rolled back.
 */
describe('lottery draws settle through the seamless wallet', () => {
  let t: TestApp;
  let platformUrl: string;
  let lotteryDbUrl: string;
  let lottery: LotteryService;
  let user: string;
  let token: string;
  let clockMs = Date.parse('2026-11-27T09:00:00Z');
  const now = () => clockMs;
  const thb = (amount: string) => parseMoney(amount, 'THB').amountMinor;

  const config = () => ({
    ...loadConfig({ PLATFORM_URL: platformUrl, LOG_LEVEL: 'silent', LOTTERY_FEED: 'none' }),
    databaseUrl: lotteryDbUrl,
  });
  const wallet = () =>
    createSeamlessClient({ platformUrl, secret: 'house-lottery-dev-secret-change-me', vendorCode: 'LOTTO' });
  const platformBalance = async () => {
    const answer = await wallet().send('balance', { user, token });
    expect(answer.status).toBe('RS_OK');
    return thb(answer.balance!);
  };
  const api = async <T>(
    method: 'GET' | 'POST',
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const response = await lottery.app.inject({
      method,
      url,
      ...(body ? { payload: body as object } : {}),
      headers,
    });
    return {
      status: response.statusCode,
      ...(response.json() as { success: boolean; code: string; value: T }),
    };
  };
  const admin = async <T>(url: string, body: unknown) => {
    const raw = JSON.stringify(body);
    const ts = Math.floor(Date.now() / 1000);
    const response = await lottery.app.inject({
      method: 'POST',
      url,
      payload: raw,
      headers: {
        'content-type': 'application/json',
        'x-timestamp': String(ts),
        'x-signature': signRequest('house-lottery-dev-secret-change-me', ts, 'POST', url, raw),
      },
    });
    return {
      status: response.statusCode,
      ...(response.json() as { success: boolean; code: string; value: T }),
    };
  };
  const platformWins = async () => {
    const r = await t.db.query<{ n: string; sum: string | null }>(
      `SELECT count(*) AS n, sum(amount_minor) AS sum FROM seamless_transactions WHERE vendor_code = 'LOTTO' AND kind = 'WIN'`,
    );
    return { count: Number(r.rows[0]!.n), sumMinor: BigInt(r.rows[0]!.sum ?? '0') };
  };

  const plan = (drawId: string, market: DrawPlan['market'], drawAtMs: number): DrawPlan => ({
    drawId,
    market,
    gameCode: market === 'ELOTT' ? 'lotto-elott-1' : 'lotto-vn-north',
    provinceCode: null,
    provinceName: null,
    drawDate: '2026-11-27',
    opensAtMs: drawAtMs - 3 * 3_600_000,
    closesAtMs: drawAtMs - (market === 'ELOTT' ? 5_000 : 15 * 60_000),
    drawAtMs,
  });

  beforeAll(async () => {
    t = await createTestApp();
    await t.modules.seamless.registerVendorIfMissing({
      code: 'LOTTO',
      displayName: 'Royal Lottery',
      brandColor: '#c2410c',
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    platformUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const url = new URL(inject('adminDatabaseUrl'));
    url.pathname = `/lt_${randomBytes(5).toString('hex')}`;
    lotteryDbUrl = url.toString();
    lottery = await createLotteryService(config(), { nowMs: now, scheduler: false });
    await lottery.start();
    const member = await t.modules.identity.sessions.findMemberByUsername('ROYAL', 'demo01');
    user = member!.id;
    token = await t.modules.seamless.service.issueSession({
      vendorCode: 'LOTTO',
      memberId: user,
      merchantCode: 'ROYAL',
      gameCode: 'lotto-vn-north',
    });
  });

  afterAll(async () => {
    await lottery?.stop().catch(() => undefined);
    await t?.close();
    if (lotteryDbUrl) {
      const adminUrl = new URL(lotteryDbUrl);
      const name = adminUrl.pathname.slice(1);
      adminUrl.pathname = '/postgres';
      const client = new pg.Client({ connectionString: adminUrl.toString() });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    }
  });

  const NORTH_AT = Date.parse('2026-11-27T11:15:00Z');
  let costMinor = 0n;

  it('sells lô, đề, xiên and 3 càng tickets on an open draw, each one seamless bet', async () => {
    await lottery.draws.insertPlans([plan('VN_NORTH-T1', 'VN_NORTH', NORTH_AT)]);
    await lottery.draws.tick();
    expect((await lottery.draws.draw('VN_NORTH-T1'))!.state).toBe('OPEN');
    const menu = await api<{ draws: { drawId: string; betTypes: { code: string }[] }[] }>(
      'GET',
      `/api/lottery/menu?token=${encodeURIComponent(token)}&user=${user}`,
    );
    expect(menu.success).toBe(true);

    const before = await platformBalance();
    const placed = await api<{
      lines: { ok: boolean; code?: string; cost?: string; potentialWin?: string }[];
      balance: string;
    }>('POST', '/api/lottery/tickets', {
      token,
      user,
      drawId: 'VN_NORTH-T1',
      lines: [
        { betType: 'LO2', numbers: ['45'], units: 1 }, // 23.00, 6 hits × 80 = 480.00
        { betType: 'DE', numbers: ['45'], units: 2 }, // 2.00, wins 190.00
        { betType: 'XIEN2', numbers: ['99', '45'], units: 1 }, // 1.00, wins 17.00
        { betType: 'CANG3', numbers: ['999'], units: 1 }, // 1.00, loses
        { betType: 'LO2', numbers: ['4'], units: 1 }, // refused: one digit
      ],
    });
    expect(placed.success, placed.code).toBe(true);
    expect(placed.value.lines.map((l) => l.ok)).toEqual([true, true, true, true, false]);
    expect(placed.value.lines[4]!.code).toBe('NUMBERS_INVALID');
    expect(placed.value.lines[0]).toMatchObject({ cost: '23.00', potentialWin: '80.00' });
    costMinor = thb('27.00');
    expect(await platformBalance()).toBe(before - costMinor);
    expect(thb(placed.value.balance)).toBe(before - costMinor);
  });

  it('refuses a ticket that takes a number over the merchant liability limit, and nothing moves', async () => {
    await lottery.db.query(
      `UPDATE lottery_merchants SET odds = jsonb_set(odds, '{VN_NORTH,DE,liabilityUnits}', '300') WHERE merchant_code = 'ROYAL'`,
    );
    await lottery.tickets.seedMerchants(); // drops the cached odds
    const before = await platformBalance();
    // Already 2 units × 95 = 190 owed on 45; 2 more units (190) would make 380 > 300.
    const placed = await api<{ lines: { ok: boolean; code?: string; params?: { available: string } }[] }>(
      'POST',
      '/api/lottery/tickets',
      {
        token,
        user,
        drawId: 'VN_NORTH-T1',
        lines: [{ betType: 'DE', numbers: ['45'], units: 2 }],
      },
    );
    expect(placed.value.lines[0]).toMatchObject({
      ok: false,
      code: 'LIABILITY_EXCEEDED',
      params: { available: '110.00' },
    });
    expect(await platformBalance()).toBe(before);
  });

  it('refuses tickets after the cut-off with DRAW_CLOSED', async () => {
    clockMs = NORTH_AT - 15 * 60_000;
    await lottery.draws.tick();
    expect((await lottery.draws.draw('VN_NORTH-T1'))!.state).toBe('CLOSED');
    const before = await platformBalance();
    const late = await api('POST', '/api/lottery/tickets', {
      token,
      user,
      drawId: 'VN_NORTH-T1',
      lines: [{ betType: 'LO2', numbers: ['45'], units: 1 }],
    });
    expect(late).toMatchObject({ status: 409, success: false, code: 'DRAW_CLOSED' });
    expect(await platformBalance()).toBe(before);
  });

  it('takes an operator result only with a second operator approval', async () => {
    const unsigned = await lottery.app.inject({
      method: 'POST',
      url: '/api/admin/draws/VN_NORTH-T1/result-entries',
      payload: { operator: 'op1', result: NORTH },
    });
    expect(unsigned.statusCode).toBe(401);
    const entry = await admin<{ entryId: number }>('/api/admin/draws/VN_NORTH-T1/result-entries', {
      operator: 'op1',
      result: NORTH,
    });
    expect(entry.success, entry.code).toBe(true);
    const same = await admin(`/api/admin/result-entries/${entry.value.entryId}/decision`, {
      operator: 'op1',
      approve: true,
    });
    expect(same).toMatchObject({ status: 403, code: 'SECOND_OPERATOR_REQUIRED' });
    clockMs = NORTH_AT + 60_000;
    const approved = await admin(`/api/admin/result-entries/${entry.value.entryId}/decision`, {
      operator: 'op2',
      approve: true,
    });
    expect(approved.success, approved.code).toBe(true);
    expect((await lottery.draws.draw('VN_NORTH-T1'))!.state).toBe('RESULTED');
  });

  it('a vendor that stops between result and settlement settles on restart, each win credited once', async () => {
    const before = await platformBalance();
    // "Crash": settle (writes settlements and WIN messages) but never send them, then stop.
    const settled = await lottery.draws.settle('VN_NORTH-T1');
    expect(settled).toEqual({ winners: 3, settled: true });
    // Settled but not sent: the tickets say won, and that the wallet has not had the wins yet.
    const unsent = await api<{ tickets: { status: string; walletSettled: boolean }[] }>(
      'GET',
      `/api/lottery/tickets?token=${encodeURIComponent(token)}&user=${user}`,
    );
    expect(unsent.value.tickets.filter((x) => x.status === 'WON')).toHaveLength(3);
    expect(unsent.value.tickets.some((x) => x.walletSettled)).toBe(false);
    await lottery.stop();
    expect(await platformBalance()).toBe(before);

    lottery = await createLotteryService(config(), { nowMs: now, scheduler: false });
    await lottery.start();
    await lottery.draws.tick(); // the restart's pass: settle is a no-op, the open wins are sent
    await lottery.outbox.drain();
    const wins = thb('480.00') + thb('190.00') + thb('17.00');
    expect(await platformBalance()).toBe(before + wins);
    // Running every step again moves nothing.
    expect(await lottery.draws.settle('VN_NORTH-T1')).toEqual({ winners: 0, settled: true });
    await lottery.outbox.drain();
    expect(await platformBalance()).toBe(before + wins);
    // The losing CANG3 ticket closes its round with a win of 0.
    expect(await platformWins()).toEqual({ count: 4, sumMinor: wins });

    const mine = await api<{
      tickets: { status: string; win: string | null; betType: string; walletSettled: boolean }[];
    }>('GET', `/api/lottery/tickets?token=${encodeURIComponent(token)}&user=${user}`);
    expect(mine.value.tickets.map((x) => `${x.betType}:${x.status}:${x.win ?? ''}`).sort()).toEqual(
      ['CANG3:LOST:0.00', 'DE:WON:190.00', 'LO2:WON:480.00', 'XIEN2:WON:17.00'].sort(),
    );
    expect(mine.value.tickets.every((x) => x.walletSettled)).toBe(true);
  });

  it('a cancelled draw rolls every stake back', async () => {
    const at = NORTH_AT + 86_400_000;
    await lottery.draws.insertPlans([plan('VN_NORTH-T2', 'VN_NORTH', at)]);
    clockMs = at - 2 * 3_600_000;
    await lottery.draws.tick();
    const before = await platformBalance();
    const placed = await api<{ lines: { ok: boolean }[] }>('POST', '/api/lottery/tickets', {
      token,
      user,
      drawId: 'VN_NORTH-T2',
      lines: [
        { betType: 'LO2', numbers: ['11'], units: 2 },
        { betType: 'XIEN3', numbers: ['11', '22', '33'], units: 3 },
      ],
    });
    expect(placed.value.lines.every((l) => l.ok)).toBe(true);
    expect(await platformBalance()).toBe(before - thb('49.00'));
    const cancelled = await admin<{ rolledBack: number }>('/api/admin/draws/VN_NORTH-T2/cancel', {
      operator: 'op1',
    });
    expect(cancelled.value.rolledBack).toBe(2);
    expect(await platformBalance()).toBe(before);
    const again = await admin<{ rolledBack: number }>('/api/admin/draws/VN_NORTH-T2/cancel', {
      operator: 'op1',
    });
    expect(again.value.rolledBack).toBe(0);
    expect(await platformBalance()).toBe(before);
    const settledDraw = await admin('/api/admin/draws/VN_NORTH-T1/cancel', { operator: 'op1' });
    expect(settledDraw.code).toBe('DRAW_SETTLED');
  });

  it('an ELOTT draw deals its result from the seed whose hash it published, and verifies', async () => {
    const at = Date.parse('2026-11-28T12:01:00Z');
    await lottery.draws.insertPlans([plan('ELOTT1-T3', 'ELOTT', at)]);
    clockMs = at - 30_000;
    await lottery.draws.tick();
    const open = await api<{ serverSeedHash: string; serverSeed: string | null; state: string }>(
      'GET',
      '/api/lottery/draws/ELOTT1-T3',
    );
    expect(open.value).toMatchObject({ state: 'OPEN', serverSeed: null });
    const placed = await api<{ lines: { ok: boolean }[] }>('POST', '/api/lottery/tickets', {
      token,
      user,
      drawId: 'ELOTT1-T3',
      lines: [{ betType: 'LO2', numbers: ['07'], units: 1 }],
    });
    expect(placed.value.lines[0]!.ok).toBe(true);
    clockMs = at;
    await lottery.draws.tick();
    const done = await api<{ serverSeedHash: string; serverSeed: string; state: string; result: DrawResult }>(
      'GET',
      '/api/lottery/draws/ELOTT1-T3',
    );
    expect(done.value.state).toBe('SETTLED');
    expect(seedHash(done.value.serverSeed)).toBe(open.value.serverSeedHash);
    const verified = await api<{ verified: boolean }>('POST', '/api/lottery/verify', {
      drawId: 'ELOTT1-T3',
      serverSeed: done.value.serverSeed,
      serverSeedHash: open.value.serverSeedHash,
      result: done.value.result,
    });
    expect(verified.value.verified).toBe(true);
  });

  it('a fast draw bought on every đề number pays exactly one line, and the page reads the credited balance', async () => {
    const at = Date.parse('2026-11-28T12:02:00Z');
    await lottery.draws.insertPlans([plan('ELOTT1-T4', 'ELOTT', at)]);
    clockMs = at - 30_000;
    await lottery.draws.tick();
    const numbers = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0'));
    const placed = await api<{ lines: { ok: boolean }[]; balance: string }>('POST', '/api/lottery/tickets', {
      token,
      user,
      drawId: 'ELOTT1-T4',
      lines: numbers.map((n) => ({ betType: 'DE', numbers: [n], units: 1 })),
    });
    expect(placed.value.lines.filter((l) => l.ok)).toHaveLength(100);
    const session = () =>
      api<{ balance: string }>('GET', `/api/lottery/session?token=${encodeURIComponent(token)}&user=${user}`);
    const afterStakes = thb(placed.value.balance);
    expect(thb((await session()).value.balance)).toBe(afterStakes);

    clockMs = at;
    await lottery.draws.tick();
    await lottery.outbox.drain();
    const mine = await api<{
      tickets: { drawId: string; status: string; win: string | null; walletSettled: boolean }[];
    }>('GET', `/api/lottery/tickets?token=${encodeURIComponent(token)}&user=${user}&limit=1000`);
    const fast = mine.value.tickets.filter((x) => x.drawId === 'ELOTT1-T4');
    expect(fast).toHaveLength(100);
    // Đề is the special prize's last two digits: one number of the hundred, at 1 unit × 95.
    expect(fast.filter((x) => x.status === 'WON').map((x) => x.win)).toEqual(['95.00']);
    expect(fast.filter((x) => x.status === 'LOST')).toHaveLength(99);
    expect(fast.every((x) => x.walletSettled)).toBe(true);
    // The player was known before the draw (balance kept from the stakes): the page asks the wallet.
    expect(await platformBalance()).toBe(afterStakes + thb('95.00'));
    expect(thb((await session()).value.balance)).toBe(afterStakes + thb('95.00'));
  });
  it('a slip that costs more than the balance stakes the lines the money covers, each once, the rest refused', async () => {
    const at = Date.parse('2026-11-28T12:07:00Z');
    await lottery.draws.insertPlans([plan('ELOTT1-T5', 'ELOTT', at)]);
    clockMs = at - 30_000;
    await lottery.draws.tick();
    const before = await platformBalance();
    // Đề at ฿1.00 a unit: each line costs about 29 % of the balance, so the money covers three of ten.
    const units = Number(before / 350n);
    const costMinor = BigInt(units) * 100n;
    const numbers = Array.from({ length: 10 }, (_, i) => String(i * 7).padStart(2, '0'));
    const placed = await api<{ lines: { ok: boolean; code?: string }[]; balance: string }>(
      'POST',
      '/api/lottery/tickets',
      {
        token,
        user,
        drawId: 'ELOTT1-T5',
        lines: numbers.map((n) => ({ betType: 'DE', numbers: [n], units })),
      },
    );
    expect(placed.value.lines.filter((l) => l.ok)).toHaveLength(3);
    expect(placed.value.lines.filter((l) => !l.ok).map((l) => l.code)).toEqual(
      Array.from({ length: 7 }, () => 'NOT_ENOUGH_MONEY'),
    );
    expect(thb(placed.value.balance)).toBe(before - 3n * costMinor);
    expect(await platformBalance()).toBe(before - 3n * costMinor);
    const bets = await t.db.query<{ n: string }>(
      `SELECT count(*) AS n FROM seamless_transactions WHERE vendor_code = 'LOTTO' AND kind = 'BET' AND amount_minor = $1`,
      [String(costMinor)],
    );
    expect(Number(bets.rows[0]!.n)).toBe(3);
  });
});
