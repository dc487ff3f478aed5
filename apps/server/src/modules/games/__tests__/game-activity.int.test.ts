import type { TFavouriteList, TGameRoom, TLoginValue, TRecentGames } from '@platform/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectOk } from '../../../../test/envelope.ts';
import { bearer, login, loginOk } from '../../../../test/member-client.ts';
import { createTestApp, createTestClock, type TestApp } from '../../../../test/test-app.ts';
import { ensureGames, H2_TITLES, HOUSE_TITLES } from './game-activity.fixtures.ts';

/** Favourites, recent games and card rooms of spec §7, per member and per merchant. */
describe('game activity', () => {
  const clock = createTestClock();
  let t: TestApp;
  let ids: Record<string, string>;
  const logins: Record<string, TLoginValue> = {};

  const get = (url: string, who: string) =>
    t.app.inject({ method: 'GET', url, headers: bearer(logins[who]!.token) });
  const add = (who: string, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/wps/relay/MCSFE_addFavoriteGameV2',
      headers: bearer(logins[who]!.token),
      payload,
    });
  const remove = (who: string, nodeId: string, asBody = false) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/wps/relay/MCSFE_removeFavoriteGameV2${asBody ? '' : `?nodeId=${nodeId}`}`,
      headers: bearer(logins[who]!.token),
      ...(asBody ? { payload: { nodeId } } : {}),
    });
  const favouriteIds = async (who: string) =>
    expectOk<{ ids: string[] }>(await get('/api/wps/relay/MCSFE_getFavoriteGames', who)).ids;
  /** Favourite toggles are throttled to one a second per member: step past it between toggles. */
  const nextSecond = () => clock.advance(1_001);
  const launch = async (who: string, vendor: string, code: string) => {
    nextSecond();
    expectOk(await get(`/api/wps/game/launchGame?vendorCode=${vendor}&gameCode=${code}`, who));
  };

  beforeAll(async () => {
    t = await createTestApp({ clock });
    ids = await ensureGames(t.db, [...HOUSE_TITLES, ...H2_TITLES]);
    for (const who of ['demo01', 'demo02', 'demo03', 'demo04', 'demo05']) logins[who] = await loginOk(t, who);
    logins.lotus = expectOk<TLoginValue>(await login(t, 'demo01', 'Demo1234', {}, { merchant: 'LOTUS' }));
    logins.trial = expectOk<TLoginValue>(
      await t.app.inject({
        method: 'POST',
        url: '/api/wps/session/login/freeplay',
        payload: { os: 'Linux', platform: 'W', gatewayVersion: 3 },
      }),
    );
  });
  afterAll(() => t.close());

  describe('favourites', () => {
    it('adds, lists newest first, and answers the ids', async () => {
      const jade = ids['DRAGONFLY/h2-jade-slot']!;
      const baccarat = ids['AURORA/h2-vip-baccarat']!;
      expectOk(await add('demo01', { nodeId: jade, vendor: 'DRAGONFLY', gameType: 'RNG' }));
      nextSecond();
      // The vendor code is matched whatever its case; a numeric nodeId is read as its string.
      expectOk(await add('demo01', { nodeId: Number(baccarat), vendor: 'aurora', gameType: 'LIVE' }));
      nextSecond();
      expectOk(await add('demo01', { nodeId: jade, vendor: 'DRAGONFLY', gameType: 'RNG' }));
      expect(await favouriteIds('demo01')).toEqual([baccarat, jade]);

      const list = expectOk<TFavouriteList>(
        await get('/api/wps/relay/MCSFE_getFavoriteGamesList?clientType=3&platform=html5-desktop', 'demo01'),
      );
      expect(list.pageNum).toBe(1);
      expect(list.totalPages).toBe(1);
      expect(list.content.map((g) => g.nodeId)).toEqual([baccarat, jade]);
      expect(list.content[0]).toMatchObject({
        vassalage: 'AURORA',
        gameCode: 'h2-vip-baccarat',
        gameType: 'LIVE',
        gameClassify: 'BACCARAT',
        displayName: 'H2 VIP Baccarat',
        isGame: 'GAME',
        supportPlay: 1,
        minBet: '10.00',
        maintenance: false,
        favourite: true,
      });
      expect(list.content[1]).toMatchObject({ supportPlay: 0, lines: 30, isHot: 0, isNew: 0 });
    });

    it('filters the list by category and vendor, and pages it', async () => {
      const jade = ids['DRAGONFLY/h2-jade-slot']!;
      const baccarat = ids['AURORA/h2-vip-baccarat']!;
      const rng = expectOk<TFavouriteList>(
        await get('/api/wps/relay/MCSFE_getFavoriteGamesList?gameType=RNG', 'demo01'),
      );
      expect(rng.content.map((g) => g.nodeId)).toEqual([jade]);
      const aurora = expectOk<TFavouriteList>(
        await get('/api/wps/relay/MCSFE_getFavoriteGamesList?vassalage=AURORA', 'demo01'),
      );
      expect(aurora.content.map((g) => g.nodeId)).toEqual([baccarat]);
      const page2 = expectOk<TFavouriteList>(
        await get('/api/wps/relay/MCSFE_getFavoriteGamesList?pageNo=2&pageSize=1', 'demo01'),
      );
      expect(page2).toMatchObject({ pageNum: 2, totalPages: 2 });
      expect(page2.content.map((g) => g.nodeId)).toEqual([jade]);
      const past = expectOk<TFavouriteList>(
        await get('/api/wps/relay/MCSFE_getFavoriteGamesList?pageNo=3&pageSize=1', 'demo01'),
      );
      expect(past).toEqual({ content: [], pageNum: 3, totalPages: 2 });
    });

    it('keeps each member to their own favourites', async () => {
      expect(await favouriteIds('demo02')).toEqual([]);
      expectOk(
        await add('demo02', { nodeId: ids['LUCKY7/h2-lucky-slot'], vendor: 'LUCKY7', gameType: 'RNG' }),
      );
      expect(await favouriteIds('demo02')).toEqual([ids['LUCKY7/h2-lucky-slot']]);
      expect(await favouriteIds('demo01')).not.toContain(ids['LUCKY7/h2-lucky-slot']);
      // Removing someone else's favourite id removes nothing of theirs.
      nextSecond();
      expectOk(await remove('demo02', ids['DRAGONFLY/h2-jade-slot']!));
      expect(await favouriteIds('demo01')).toContain(ids['DRAGONFLY/h2-jade-slot']);
    });

    it('throttles toggling to one a second per member', async () => {
      nextSecond();
      const lucky = ids['LUCKY7/h2-lucky-slot']!;
      expectOk(await add('demo03', { nodeId: lucky, vendor: 'LUCKY7', gameType: 'RNG' }));
      const throttled = await remove('demo03', lucky);
      expectError(throttled, 429, 'RATE_LIMITED');
      expect(throttled.headers['retry-after']).toBe('1');
      // Another member is not held up.
      nextSecond();
      expectOk(await add('demo04', { nodeId: lucky, vendor: 'LUCKY7', gameType: 'RNG' }));
      clock.advance(500);
      expectError(
        await add('demo04', { nodeId: lucky, vendor: 'LUCKY7', gameType: 'RNG' }),
        429,
        'RATE_LIMITED',
      );
      nextSecond();
      expectOk(await remove('demo03', lucky));
      expect(await favouriteIds('demo03')).toEqual([]);
    });

    it('removes by nodeId in the query or in a JSON body', async () => {
      nextSecond();
      expectOk(await remove('demo01', ids['AURORA/h2-vip-baccarat']!));
      nextSecond();
      expectOk(await remove('demo01', ids['DRAGONFLY/h2-jade-slot']!, true));
      expect(await favouriteIds('demo01')).toEqual([]);
      nextSecond();
      expectError(
        await t.app.inject({
          method: 'DELETE',
          url: '/api/wps/relay/MCSFE_removeFavoriteGameV2',
          headers: bearer(logins.demo01!.token),
        }),
        400,
        'VALIDATION_FAILED',
      );
    });

    it('refuses titles that do not exist, or not under that vendor and category, or not for the merchant', async () => {
      const jade = ids['DRAGONFLY/h2-jade-slot']!;
      const cases = [
        { nodeId: '999999999', vendor: 'DRAGONFLY', gameType: 'RNG' },
        { nodeId: jade, vendor: 'LUCKY7', gameType: 'RNG' },
        { nodeId: jade, vendor: 'DRAGONFLY', gameType: 'LIVE' },
        { nodeId: 'abc', vendor: 'DRAGONFLY', gameType: 'RNG' },
      ];
      for (const payload of cases) {
        nextSecond();
        expectError(await add('demo05', payload), 404, 'NOT_FOUND');
      }
      nextSecond();
      expectError(
        await add('demo05', { nodeId: jade, vendor: 'DRAGONFLY', gameType: 'NOPE' }),
        400,
        'VALIDATION_FAILED',
      );
      // LOTUS does not offer VELVET; ROYAL does.
      const velvet = { nodeId: ids['VELVET/h2-velvet-roulette'], vendor: 'VELVET', gameType: 'LIVE' };
      expectError(
        await t.app.inject({
          method: 'POST',
          url: '/api/wps/relay/MCSFE_addFavoriteGameV2',
          headers: bearer(logins.lotus!.token, { merchant: 'LOTUS' }),
          payload: velvet,
        }),
        404,
        'NOT_FOUND',
      );
      nextSecond();
      expectOk(await add('demo05', velvet));
    });

    it('refuses trial players and visitors', async () => {
      expectError(await get('/api/wps/relay/MCSFE_getFavoriteGames', 'trial'), 403, 'TRIAL_RESTRICTED');
      expectError(
        await add('trial', { nodeId: ids['DRAGONFLY/h2-jade-slot'], vendor: 'DRAGONFLY', gameType: 'RNG' }),
        403,
        'TRIAL_RESTRICTED',
      );
      expectError(
        await t.app.inject({ method: 'GET', url: '/api/wps/relay/MCSFE_getFavoriteGamesList' }),
        401,
        'UNAUTHORIZED',
      );
    });
  });

  describe('recent games', () => {
    it('lists the member’s launches newest first, paged and filtered', async () => {
      await launch('demo02', 'HOUSE', 'house-dragon-fortune');
      await launch('demo02', 'HOUSE', 'house-baccarat');
      await launch('demo02', 'DRAGONFLY', 'h2-jade-slot');
      await launch('demo02', 'LUCKY7', 'h2-lucky-slot');
      await launch('demo02', 'HOUSE', 'house-dragon-fortune');
      const page1 = expectOk<TRecentGames>(
        await get('/api/wps/relay/GCS_recentGame?page=1&pageSize=2&clientType=3', 'demo02'),
      );
      expect(page1).toMatchObject({ pageNo: 1, pageSize: 2, total: 4, totalPages: 2 });
      expect(page1.list.map((g) => g.gameCode)).toEqual(['house-dragon-fortune', 'h2-lucky-slot']);
      // demo02 keeps h2-lucky-slot among favourites: the recent list says so.
      expect(page1.list.map((g) => g.favourite)).toEqual([false, true]);
      const page2 = expectOk<TRecentGames>(
        await get('/api/wps/relay/GCS_recentGame?page=2&pageSize=2', 'demo02'),
      );
      expect(page2.list.map((g) => g.gameCode)).toEqual(['h2-jade-slot', 'house-baccarat']);
      const live = expectOk<TRecentGames>(await get('/api/wps/relay/GCS_recentGame?gameType=LIVE', 'demo02'));
      expect(live.list.map((g) => g.gameCode)).toEqual(['house-baccarat']);
      const dragonfly = expectOk<TRecentGames>(
        await get('/api/wps/relay/GCS_recentGame?vassalage=DRAGONFLY', 'demo02'),
      );
      expect(dragonfly.list.map((g) => g.gameCode)).toEqual(['h2-jade-slot']);
      const mine = expectOk<TRecentGames>(await get('/api/wps/relay/GCS_recentGame', 'demo03'));
      expect(mine).toEqual({ list: [], pageNo: 1, pageSize: 24, total: 0, totalPages: 0 });
      expectError(
        await t.app.inject({ method: 'GET', url: '/api/wps/relay/GCS_recentGame' }),
        401,
        'UNAUTHORIZED',
      );
    });
  });

  describe('card rooms', () => {
    const rooms = async (who: string, query = '') =>
      expectOk<{ list: TGameRoom[] }>(await get(`/api/wps/relay/GLS2_roomList${query}`, who)).list;

    it('lists the table games with their stakes in the merchant currency', async () => {
      const list = await rooms('demo01', '?vassalage=AURORA');
      expect(list.length).toBeGreaterThan(0);
      expect(
        list.every((r) => r.vassalage === 'AURORA' && ['LIVE', 'BOARD', 'PVP'].includes(r.gameType)),
      ).toBe(true);
      expect(list[0]).toEqual({
        roomId: ids['AURORA/h2-vip-baccarat'],
        vassalage: 'AURORA',
        gameCode: 'h2-vip-baccarat',
        gameName: 'H2 VIP Baccarat',
        gameType: 'LIVE',
        gameClassify: 'BACCARAT',
        minBet: '10.00',
        maxBet: '5000.00',
        players: 0,
        maintenance: false,
      });
      expect(await rooms('demo01', '?gameType=RNG')).toEqual([]);
      const all = await rooms('demo01');
      expect(all.every((r) => ['LIVE', 'BOARD', 'PVP'].includes(r.gameType))).toBe(true);
    });

    it('counts distinct members who opened a table in the last ten minutes', async () => {
      const seated = async () =>
        (await rooms('demo01', '?vassalage=HOUSE&gameType=LIVE')).find(
          (r) => r.gameCode === 'house-baccarat',
        )!.players;
      const before = await seated();
      await launch('demo04', 'HOUSE', 'house-baccarat');
      await launch('demo05', 'HOUSE', 'house-baccarat');
      await launch('demo05', 'HOUSE', 'house-baccarat');
      expect(await seated()).toBe(before + 2);
      clock.advance(11 * 60_000);
      expect(await seated()).toBe(0);
    });

    it('refuses visitors', async () => {
      expectError(
        await t.app.inject({ method: 'GET', url: '/api/wps/relay/GLS2_roomList' }),
        401,
        'UNAUTHORIZED',
      );
    });
  });
});
