import type { TGameMaintenanceValue, TLoginValue } from '@platform/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectOk } from '../../../../test/envelope.ts';
import { bearer, loginOk } from '../../../../test/member-client.ts';
import { createTestApp, createTestClock, type TestApp } from '../../../../test/test-app.ts';
import { vendorCall } from '../../../../test/vendor-client.ts';
import { ensureGames, H2_TITLES, HOUSE_TITLES } from './game-activity.fixtures.ts';

const HOUSE_URL = 'http://localhost:3100';

/** `/api/wps/game/launchGame` and `GCS_gameLaunchFB`: who may play what, and the URL each gets. */
describe('game launch', () => {
  const clock = createTestClock();
  let t: TestApp;
  let ids: Record<string, string>;
  let demo01: TLoginValue;
  let trial: TLoginValue;

  const launch = (query: string, headers: Record<string, string> = { 'accept-language': 'en' }) =>
    t.app.inject({ method: 'GET', url: `/api/wps/game/launchGame?${query}`, headers });
  const launchUrl = async (query: string, headers?: Record<string, string>) =>
    new URL(expectOk<{ url: string }>(await launch(query, headers)).url);

  beforeAll(async () => {
    t = await createTestApp({ clock });
    ids = await ensureGames(t.db, [...HOUSE_TITLES, ...H2_TITLES]);
    demo01 = await loginOk(t, 'demo01');
    trial = expectOk<TLoginValue>(
      await t.app.inject({
        method: 'POST',
        url: '/api/wps/session/login/freeplay',
        payload: { os: 'Linux', platform: 'W', gatewayVersion: 3 },
      }),
    );
  });
  afterAll(() => t.close());

  it('refuses an anonymous real launch with the usual 401', async () => {
    expectError(await launch('vendorCode=HOUSE&gameCode=house-dragon-fortune'), 401, 'UNAUTHORIZED');
    expectError(await launch('vendorCode=HOUSE&gameCode=house-dragon-fortune&trial=0'), 401, 'UNAUTHORIZED');
  });

  it('opens free play to a visitor on a title that offers it: fun mode, no session', async () => {
    const url = await launchUrl('vendorCode=DRAGONFLY&gameCode=h2-jade-slot&trial=1');
    expect(url.origin).toBe(HOUSE_URL);
    expect(url.pathname).toBe('/play/house-golden-temple');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      mode: 'fun',
      currency: 'THB',
      language: 'EN',
      title: 'H2 Jade Slot',
      vendor: 'DRAGONFLY',
    });
    // An expired or foreign token does not stand in the way of free play.
    const stale = await launchUrl('vendorCode=DRAGONFLY&gameCode=h2-jade-slot&trial=1', {
      authorization: `Bearer ${'x'.repeat(43)}`,
    });
    expect(stale.searchParams.get('mode')).toBe('fun');
    expectError(
      await launch('vendorCode=HOUSE&gameCode=house-dragon-fortune', {
        authorization: `Bearer ${'x'.repeat(43)}`,
      }),
      401,
      'UNAUTHORIZED',
    );
  });

  it('refuses free play of a title without a trial, to visitors and trial players alike', async () => {
    expectError(
      await launch('vendorCode=AURORA&gameCode=h2-vip-baccarat&trial=1'),
      403,
      'TRIAL_RESTRICTED',
      'Please register or log in to a real account.',
    );
    expectError(
      await launch('vendorCode=AURORA&gameCode=h2-vip-baccarat', bearer(trial.token)),
      403,
      'TRIAL_RESTRICTED',
    );
  });

  it('gives a trial player fun mode without a token, and keeps no recent game for them', async () => {
    const url = await launchUrl('vendorCode=HOUSE&gameCode=house-dragon-fortune', bearer(trial.token));
    expect(url.pathname).toBe('/play/house-dragon-fortune');
    expect(url.searchParams.get('mode')).toBe('fun');
    expect(url.searchParams.get('vendor')).toBe('HOUSE');
    expect(url.searchParams.has('token')).toBe(false);
    expect(url.searchParams.has('user')).toBe(false);
    const { rows } = await t.db.query(
      `SELECT 1 FROM recent_games r JOIN members m ON m.id = r.member_id WHERE m.type = 4`,
    );
    expect(rows).toHaveLength(0);
    const sessions = await t.db.query(
      `SELECT 1 FROM vendor_sessions s JOIN members m ON m.id = s.member_id WHERE m.type = 4`,
    );
    expect(sessions.rows).toHaveLength(0);
  });

  it('launches a HOUSE title for money with a session the seamless wallet accepts', async () => {
    const url = await launchUrl('vendorCode=house&gameCode=house-dragon-fortune&language=TH', {
      authorization: `Bearer ${demo01.token}`,
    });
    expect(url.origin + url.pathname).toBe(`${HOUSE_URL}/play/house-dragon-fortune`);
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({ vendor: 'HOUSE', currency: 'THB', language: 'TH', mode: 'real' });
    expect(params.token!.length).toBeGreaterThanOrEqual(43);
    const memberId = (await t.modules.identity.sessions.findMemberByUsername('ROYAL', 'demo01'))!.id;
    expect(params.user).toBe(memberId);
    expect(await vendorCall(t.app, 'balance', { user: params.user, token: params.token })).toMatchObject({
      status: 'RS_OK',
      balance: '10000.00',
      currency: 'THB',
    });
    const session = await t.db.query<{ game_code: string; vendor_code: string }>(
      `SELECT game_code, vendor_code FROM vendor_sessions WHERE member_id = $1`,
      [memberId],
    );
    expect(session.rows).toEqual([{ game_code: 'house-dragon-fortune', vendor_code: 'HOUSE' }]);
  });

  it("opens another vendor's title for a member as the house demo of its kind, in their language", async () => {
    const url = await launchUrl('vendorCode=DRAGONFLY&gameCode=h2-jade-slot&language=TH', {
      authorization: `Bearer ${demo01.token}`,
    });
    expect(url.pathname).toBe('/play/house-golden-temple');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      mode: 'fun',
      currency: 'THB',
      language: 'TH',
      title: 'สล็อตหยก เอชทู',
      vendor: 'DRAGONFLY',
    });
  });

  it('records each real launch among the recent games, counting repeats', async () => {
    const memberId = (await t.modules.identity.sessions.findMemberByUsername('ROYAL', 'demo01'))!.id;
    clock.advance(1_000);
    await launchUrl('vendorCode=DRAGONFLY&gameCode=h2-jade-slot', bearer(demo01.token));
    const { rows } = await t.db.query<{ game_id: string; play_count: number }>(
      `SELECT game_id, play_count FROM recent_games WHERE member_id = $1 ORDER BY last_played_at DESC`,
      [memberId],
    );
    expect(rows).toEqual([
      { game_id: ids['DRAGONFLY/h2-jade-slot'], play_count: 2 },
      { game_id: ids['HOUSE/house-dragon-fortune'], play_count: 1 },
    ]);
    const recent = expectOk<{ list: { nodeId: string }[]; total: number }>(
      await t.app.inject({
        method: 'GET',
        url: '/api/wps/relay/GCS_recentGame',
        headers: bearer(demo01.token),
      }),
    );
    expect(recent.total).toBe(2);
    expect(recent.list.map((g) => g.nodeId)).toEqual([
      ids['DRAGONFLY/h2-jade-slot'],
      ids['HOUSE/house-dragon-fortune'],
    ]);
  });

  it('answers 404 for a title, vendor or merchant that does not offer it', async () => {
    const auth = bearer(demo01.token);
    expectError(await launch('vendorCode=HOUSE&gameCode=no-such-game', auth), 404, 'NOT_FOUND');
    expectError(await launch('vendorCode=NOPE&gameCode=h2-jade-slot', auth), 404, 'NOT_FOUND');
    expectError(await launch('vendorCode=NOPE&gameCode=LOBBY', auth), 404, 'NOT_FOUND');
    // LOTUS has no VELVET: its visitors cannot open a VELVET title even for free.
    expectError(
      await launch('vendorCode=VELVET&gameCode=h2-velvet-roulette&trial=1', { merchant: 'LOTUS' }),
      404,
      'NOT_FOUND',
    );
    expect(
      (await launchUrl('vendorCode=VELVET&gameCode=h2-velvet-roulette&trial=1')).searchParams.get('vendor'),
    ).toBe('VELVET');
    expectError(await launch('vendorCode=HOUSE&gameCode=bad%20code!', auth), 400, 'VALIDATION_FAILED');
  });

  it('answers 423 with playable suggestions of the same category for a title under maintenance', async () => {
    const res = await launch('vendorCode=DRAGONFLY&gameCode=h2-closed-slot', bearer(demo01.token));
    const body = expectError(res, 423, 'GAME_MAINTENANCE');
    const { suggestions } = body.value as TGameMaintenanceValue;
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(6);
    expect(suggestions.every((s) => s.gameType === 'RNG')).toBe(true);
    expect(suggestions.map((s) => s.gameCode)).not.toContain('h2-closed-slot');
    expect(suggestions[0]).toEqual({
      nodeId: expect.stringMatching(/^\d+$/),
      vassalage: expect.any(String),
      gameCode: expect.any(String),
      gameType: 'RNG',
      displayName: expect.any(String),
      iconUrl: { showIcon: expect.any(String), lagerIcon: expect.any(String) },
    });
    const closed = await t.db.query(`SELECT 1 FROM games WHERE id = ANY($1::bigint[]) AND maintenance`, [
      suggestions.map((s) => s.nodeId),
    ]);
    expect(closed.rows).toHaveLength(0);
  });

  it("answers 423 while the merchant has the vendor's category under maintenance, suggesting other vendors", async () => {
    await t.db.query(
      `UPDATE merchant_game_vendors SET maintenance = true
        WHERE merchant_code = 'ROYAL' AND vendor_code = 'LUCKY7' AND game_type = 'RNG'`,
    );
    try {
      const body = expectError(
        await launch('vendorCode=LUCKY7&gameCode=h2-lucky-slot&trial=1'),
        423,
        'GAME_MAINTENANCE',
      );
      const { suggestions } = body.value as TGameMaintenanceValue;
      expect(suggestions.length).toBeGreaterThan(0);
      expect(suggestions.some((s) => s.vassalage === 'LUCKY7')).toBe(false);
      // The tile of a vendor under maintenance says so too.
      expectError(
        await launch('vendorCode=LUCKY7&gameCode=LOBBY&gameType=RNG&trial=1'),
        423,
        'GAME_MAINTENANCE',
      );
    } finally {
      await t.db.query(
        `UPDATE merchant_game_vendors SET maintenance = false
          WHERE merchant_code = 'ROYAL' AND vendor_code = 'LUCKY7' AND game_type = 'RNG'`,
      );
    }
  });

  it("launches a vendor tile (gameCode LOBBY) into the vendor's first title of the category", async () => {
    const first = await t.db.query<{ house_game_code: string; name: string }>(
      `SELECT house_game_code, name FROM games
        WHERE vendor_code = 'AURORA' AND game_type = 'LIVE' AND enabled
        ORDER BY maintenance, sort_order, id LIMIT 1`,
    );
    const url = await launchUrl('vendorCode=AURORA&gameCode=LOBBY&gameType=LIVE', bearer(demo01.token));
    expect(url.pathname).toBe(`/play/${first.rows[0]!.house_game_code}`);
    expect(url.searchParams.get('title')).toBe(first.rows[0]!.name);
    expect(url.searchParams.get('vendor')).toBe('AURORA');
  });

  it('answers GCS_gameLaunchFB exactly as launchGame', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/wps/relay/GCS_gameLaunchFB?vendorCode=HOUSE&gameCode=house-baccarat',
      headers: bearer(demo01.token),
    });
    const url = new URL(expectOk<{ url: string }>(res).url);
    expect(url.pathname).toBe('/play/house-baccarat');
    expect(url.searchParams.get('mode')).toBe('real');
    expect(url.searchParams.get('token')).toBeTruthy();
    expectError(
      await t.app.inject({
        method: 'GET',
        url: '/api/wps/relay/GCS_gameLaunchFB?vendorCode=HOUSE&gameCode=house-baccarat',
      }),
      401,
      'UNAUTHORIZED',
    );
  });
});
