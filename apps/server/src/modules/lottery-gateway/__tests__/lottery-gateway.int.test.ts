import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import {
  LOTTERY_PATHS,
  type TLotteryMenu,
  type TLotteryMenus,
  type TLotteryOpened,
  type TLotteryOpenedNumero,
  type TLotteryRecent,
  type TLotteryResults,
} from '@platform/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createLotteryService, type LotteryService } from '../../../../../house-lottery/src/app.ts';
import { loadConfig as loadLotteryConfig } from '../../../../../house-lottery/src/config.ts';
import { expectError, expectOk } from '../../../../test/envelope.ts';
import { bearer, loginOk } from '../../../../test/member-client.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';

/**
 * The platform's lottery routes (spec §7) read the real lottery vendor over HTTP: a vendor with two
 * days of simulated results, its menus by prize mode, opened numbers, results by day and province,
 * the member's recent lottery titles, and LOTTERY_UNAVAILABLE once the vendor is gone.
 */
describe('lottery gateway', () => {
  let t: TestApp;
  let lottery: LotteryService;
  let lotteryDbUrl: string;

  beforeAll(async () => {
    const url = new URL(inject('adminDatabaseUrl'));
    url.pathname = `/lt_${randomBytes(5).toString('hex')}`;
    lotteryDbUrl = url.toString();
    lottery = await createLotteryService(
      {
        ...loadLotteryConfig({ LOG_LEVEL: 'silent', LOTTERY_BACKFILL_DAYS: '2' }),
        databaseUrl: lotteryDbUrl,
      },
      { scheduler: false },
    );
    await lottery.start();
    // The scheduler's first pass by hand: past days resulted, today's draws open.
    await lottery.draws.backfill(2);
    await lottery.draws.ensureSchedule();
    await lottery.draws.tick();
    await lottery.app.listen({ port: 0, host: '127.0.0.1' });
    const lotteryUrl = `http://127.0.0.1:${(lottery.app.server.address() as AddressInfo).port}`;
    t = await createTestApp({ env: { LOTTERY_URL: lotteryUrl } });
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

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('menus: LOTT by default (no TCG_LOTTO_VN or LOTT card among the demo electronic vendors), each game once with its next draw', async () => {
    // A scheduler pass now: the draws opened at setup may have closed on a slow machine.
    await lottery.draws.ensureSchedule();
    await lottery.draws.tick();
    const menu = expectOk<TLotteryMenu>(await get(`${LOTTERY_PATHS.gameMenu}?device=WEB`));
    expect(menu.prizeMode).toBe('LOTT');
    expect(menu.device).toBe('WEB');
    const codes = menu.gameMenus.map((g) => g.gameCode);
    expect(codes).toEqual(
      expect.arrayContaining(['lotto-vn-north', 'lotto-vn-south', 'lotto-th-gov', 'lotto-my-4d']),
    );
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.some((c) => c.startsWith('lotto-elott'))).toBe(false);
    const north = menu.gameMenus.find((g) => g.gameCode === 'lotto-vn-north')!;
    expect(north).toMatchObject({ market: 'VN_NORTH', gameGroupCode: 'VN', accountType: 'TCG_LOTTO_VN' });
    expect(north.betTypes).toEqual(expect.arrayContaining(['LO2', 'DE', 'XIEN2', 'CANG3']));
    expect(Date.parse(north.nextDraw!.closesAt)).toBeGreaterThan(Date.now());
    // Times come with the draw's own zone (the site shows them there, not in the viewer's). The next
    // draw is open, or opens at today's draw (draws open a day ahead) when read between a cut-off
    // and its draw.
    expect(north.nextDraw).toMatchObject({ timeZone: 'Asia/Ho_Chi_Minh' });
    expect(['OPEN', 'SCHEDULED']).toContain(north.nextDraw!.state);
    expect(menu.gameMenus.find((g) => g.gameCode === 'lotto-my-4d')!.draws[0]!.timeZone).toBe(
      'Asia/Kuala_Lumpur',
    );
    // The provincial draws of a day: every province of the region, soonest cut-off first (open, or
    // the next day's still to open when the menu is read between a day's cut-off and the next).
    const south = menu.gameMenus.find((g) => g.gameCode === 'lotto-vn-south')!;
    expect(south.draws.length).toBeGreaterThanOrEqual(3);
    expect(new Set(south.draws.map((d) => d.province)).size).toBeGreaterThanOrEqual(3);
    expect(south.draws.every((d) => d.state === 'OPEN' || d.state === 'SCHEDULED')).toBe(true);
    for (const g of menu.gameMenus) {
      expect(g.draws.length).toBeLessThanOrEqual(12);
      expect(g.openDraws).toBe(g.draws.filter((d) => d.state === 'OPEN').length);
      const closes = g.draws.map((d) => d.closesAt);
      expect(closes).toEqual([...closes].sort());
    }

    const fast = expectOk<TLotteryMenu>(await get(`${LOTTERY_PATHS.gameMenu}?prizeMode=ELOTT`));
    // Only the fast games, each with its coming draws: the open one (none between a cut-off and
    // the next draw) and the ones opening next, each with its seed's hash published.
    expect(fast.gameMenus.map((g) => g.gameCode).sort()).toEqual([
      'lotto-elott-1',
      'lotto-elott-3',
      'lotto-elott-5',
    ]);
    for (const g of fast.gameMenus) {
      expect(g.draws.length).toBeGreaterThan(1);
      expect(g.draws.slice(1).every((d) => d.state === 'SCHEDULED')).toBe(true);
      for (const d of g.draws) {
        expect(d.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
        expect(d.timeZone).toBe('UTC');
      }
    }
    const minute = fast.gameMenus.find((g) => g.gameCode === 'lotto-elott-1')!;
    expect(minute.draws.length).toBeGreaterThanOrEqual(8);

    const all = expectOk<TLotteryMenus>(await get(LOTTERY_PATHS.gameMenus));
    expect(all.gameMenus.length).toBe(menu.gameMenus.length + fast.gameMenus.length);
  });

  it('opened numbers of a game, newest first, and the latest of every game', async () => {
    const opened = expectOk<TLotteryOpened>(
      await get(`${LOTTERY_PATHS.openedByGame}?gameCode=lotto-vn-north&limit=2`),
    );
    expect(opened.draws).toHaveLength(2);
    expect(opened.draws[0]!.drawAt > opened.draws[1]!.drawAt).toBe(true);
    const latest = opened.draws[0]!;
    expect(latest.special).toBe(latest.result!.DB![0]);
    expect(latest.timeZone).toBe('Asia/Ho_Chi_Minh');
    expect(Object.values(latest.result!).flat()).toHaveLength(27);

    const strip = expectOk<TLotteryOpenedNumero>(await get(LOTTERY_PATHS.openedNumero));
    const markets = new Set(strip.draws.map((d) => d.market));
    // Two days of history: the daily Vietnamese draws are there (Thai and 4D only on their days).
    for (const market of ['VN_NORTH', 'VN_CENTRAL', 'VN_SOUTH'])
      expect(markets.has(market as never)).toBe(true);
    // Every province of the latest southern day (3 or 4 a weekday).
    const south = strip.draws.filter((d) => d.market === 'VN_SOUTH');
    expect(south.length).toBeGreaterThanOrEqual(3);
    expect(new Set(south.map((d) => d.drawDate)).size).toBe(1);
  });

  it('results of a day by market and province', async () => {
    const yesterday = new Date(Date.now() + 7 * 3_600_000 - 86_400_000).toISOString().slice(0, 10);
    const day = expectOk<TLotteryResults>(
      await get(`${LOTTERY_PATHS.results}?date=${yesterday}&market=VN_SOUTH`),
    );
    expect(day.draws.length).toBeGreaterThanOrEqual(3);
    expect(day.draws.every((d) => d.market === 'VN_SOUTH' && d.result && d.province)).toBe(true);
    const province = day.draws[0]!.province!.code;
    const one = expectOk<TLotteryResults>(
      await get(`${LOTTERY_PATHS.results}?date=${yesterday}&market=VN_SOUTH&province=${province}`),
    );
    expect(one.draws.map((d) => d.province!.code)).toEqual([province]);
    expectError(await get(`${LOTTERY_PATHS.results}?date=yesterday`), 400, 'VALIDATION_FAILED');
  });

  it('recent lottery titles need a member', async () => {
    expectError(await get(LOTTERY_PATHS.recent), 401, 'UNAUTHORIZED');
    const { token } = await loginOk(t, 'demo07');
    const recent = expectOk<TLotteryRecent>(await get(LOTTERY_PATHS.recent, bearer(token)));
    expect(Array.isArray(recent.list)).toBe(true);
  });

  it('a vendor that does not answer is LOTTERY_UNAVAILABLE, translated', async () => {
    await lottery.app.close();
    const answer = await get(`${LOTTERY_PATHS.openedByGame}?gameCode=lotto-th-gov&limit=3`, {
      'accept-language': 'vi',
    });
    const error = expectError(answer, 503, 'LOTTERY_UNAVAILABLE');
    expect(error.message).toBe('Hệ thống xổ số hiện không phản hồi; vui lòng thử lại sau ít phút.');
  });
});
