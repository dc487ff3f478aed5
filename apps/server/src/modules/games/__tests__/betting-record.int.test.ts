import { randomUUID } from 'node:crypto';
import type { TBettingRecordResponse, TLoginValue, TWinnerEntry } from '@platform/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInZone } from '../../../platform/time-zone.ts';
import { expectError, expectOk } from '../../../../test/envelope.ts';
import { bearer, loginOk } from '../../../../test/member-client.ts';
import { createTestApp, createTestClock, type TestApp } from '../../../../test/test-app.ts';
import { vendorCall } from '../../../../test/vendor-client.ts';
import { ensureGames, H2_TITLES, HOUSE_TITLES } from './game-activity.fixtures.ts';

const ZONE = 'Asia/Bangkok';

/** Rounds as the seamless wallet records them, read back as the betting record and the winner board. */
describe('betting record and winner board', () => {
  const clock = createTestClock();
  let t: TestApp;
  const members: Record<string, { id: string; vendorToken: string; login: TLoginValue }> = {};

  /** A HOUSE player with a launch session, the way the house service plays. */
  async function player(username: string) {
    const login = await loginOk(t, username);
    const launched = expectOk<{ url: string }>(
      await t.app.inject({
        method: 'GET',
        url: '/api/wps/game/launchGame?vendorCode=HOUSE&gameCode=house-dragon-fortune',
        headers: bearer(login.token),
      }),
    );
    const url = new URL(launched.url);
    members[username] = {
      id: url.searchParams.get('user')!,
      vendorToken: url.searchParams.get('token')!,
      login,
    };
  }

  const call = async (
    kind: 'bet' | 'win' | 'rollback',
    username: string,
    fields: { round: string; game: string; amount: string; uuid?: string; reference?: string },
  ) => {
    const uuid = fields.uuid ?? randomUUID();
    const answer = await vendorCall(t.app, kind, {
      transaction_uuid: uuid,
      round: fields.round,
      game_code: fields.game,
      user: members[username]!.id,
      token: members[username]!.vendorToken,
      currency: 'THB',
      amount: fields.amount,
      ...(fields.reference ? { reference_transaction_uuid: fields.reference } : {}),
    });
    expect(answer.status, JSON.stringify(answer)).toBe('RS_OK');
    return uuid;
  };
  /** A round: its bets, then a win (amount, or none for an open round) naming the first bet. */
  async function round(
    username: string,
    game: string,
    stakes: string[],
    win: string | null,
    roundId = randomUUID(),
  ) {
    const bets: string[] = [];
    for (const amount of stakes) bets.push(await call('bet', username, { round: roundId, game, amount }));
    if (win !== null) await call('win', username, { round: roundId, game, amount: win, reference: bets[0]! });
    return { roundId, bets };
  }
  const shiftDays = (roundId: string, days: number) =>
    t.db.query(
      `UPDATE seamless_transactions SET created_at = created_at - make_interval(days => $2) WHERE round = $1`,
      [roundId, days],
    );

  const record = async (username: string, query = '') =>
    expectOk<TBettingRecordResponse>(
      await t.app.inject({
        method: 'GET',
        url: `/api/wps/member/bettingRecord${query}`,
        headers: bearer(members[username]?.login.token ?? ''),
      }),
    );

  beforeAll(async () => {
    t = await createTestApp({ clock });
    await ensureGames(t.db, [...HOUSE_TITLES, ...H2_TITLES]);
    for (const username of ['demo07', 'demo08', 'demo09']) await player(username);
  });
  afterAll(() => t.close());

  describe('betting record', () => {
    const today = () => todayInZone(clock.now(), ZONE);
    const rounds: Record<string, string> = {};

    beforeAll(async () => {
      // Oldest first, so that newest-first order is also the order of creation reversed.
      rounds.F = (await round('demo07', 'house-dragon-fortune', ['70.00'], '0.00')).roundId;
      await shiftDays(rounds.F, 40);
      rounds.E = (await round('demo07', 'house-dragon-fortune', ['50.00'], '10.00')).roundId;
      await shiftDays(rounds.E, 3);
      rounds.A = (await round('demo07', 'house-dragon-fortune', ['100.00'], '250.50')).roundId;
      rounds.B = (await round('demo07', 'house-baccarat', ['20.00'], null)).roundId;
      const c = await round('demo07', 'house-dragon-fortune', ['30.00'], null);
      await call('rollback', 'demo07', {
        round: c.roundId,
        game: 'house-dragon-fortune',
        amount: '30.00',
        reference: c.bets[0]!,
      });
      rounds.C = c.roundId;
      rounds.D = (await round('demo07', 'house-dragon-fortune', ['5.25', '4.75'], '0.00')).roundId;
      // A vendor that sends no round id: the win joins its bet through the reference.
      const g = await call('bet', 'demo07', { round: '', game: 'house-golden-temple', amount: '1.00' });
      await call('win', 'demo07', { round: '', game: 'house-golden-temple', amount: '2.00', reference: g });
      rounds.G = g;
    });

    it('shows one row per round: settled, open and rolled back, newest first', async () => {
      const value = await record('demo07');
      expect(value).toMatchObject({ pageNo: 1, pageSize: 20, total: 6, totalPages: 1 });
      expect(value.list.map((r) => r.round)).toEqual([
        rounds.G,
        rounds.D,
        rounds.C,
        rounds.B,
        rounds.A,
        rounds.E,
      ]);
      const byRound = Object.fromEntries(value.list.map((r) => [r.round, r]));
      expect(byRound[rounds.A!]).toMatchObject({
        vassalage: 'HOUSE',
        gameCode: 'house-dragon-fortune',
        gameType: 'RNG',
        stake: '100.00',
        win: '250.50',
        net: '150.50',
        currency: 'THB',
        status: 'SETTLED',
      });
      expect(byRound[rounds.A!]!.settleTime).not.toBeNull();
      expect(Date.parse(byRound[rounds.A!]!.betTime)).toBeLessThanOrEqual(
        Date.parse(byRound[rounds.A!]!.settleTime!),
      );
      expect(byRound[rounds.B!]).toMatchObject({
        gameType: 'LIVE',
        stake: '20.00',
        win: '0.00',
        net: '-20.00',
        status: 'OPEN',
        settleTime: null,
      });
      expect(byRound[rounds.C!]).toMatchObject({
        stake: '30.00',
        win: '0.00',
        net: '0.00',
        status: 'ROLLED_BACK',
      });
      expect(byRound[rounds.D!]).toMatchObject({
        stake: '10.00',
        win: '0.00',
        net: '-10.00',
        status: 'SETTLED',
      });
      expect(byRound[rounds.E!]).toMatchObject({
        stake: '50.00',
        win: '10.00',
        net: '-40.00',
        status: 'SETTLED',
      });
      expect(byRound[rounds.G!]).toMatchObject({
        gameCode: 'house-golden-temple',
        stake: '1.00',
        win: '2.00',
        net: '1.00',
        status: 'SETTLED',
      });
      // Refunded stakes count nothing: 100 + 20 + 10 + 50 + 1 staked, 250.50 + 10 + 2 won.
      expect(value.summary).toEqual({ stake: '181.00', win: '262.50', net: '81.50' });
    });

    it('names the game in the request language from the catalog', async () => {
      const { rows } = await t.db.query<{ name: string }>(
        `SELECT COALESCE(names->>'TH', name) AS name FROM games WHERE vendor_code = 'HOUSE' AND game_code = 'house-dragon-fortune'`,
      );
      const value = await record('demo07', '?language=TH');
      expect(value.list.find((r) => r.round === rounds.A)!.gameName).toBe(rows[0]!.name);
    });

    it('filters by merchant-time-zone dates', async () => {
      const todayOnly = await record('demo07', `?startDate=${today()}&endDate=${today()}`);
      expect(todayOnly.list.map((r) => r.round)).toEqual([rounds.G, rounds.D, rounds.C, rounds.B, rounds.A]);
      expect(todayOnly.summary).toEqual({ stake: '131.00', win: '252.50', net: '121.50' });
      const threeDaysAgo = addDays(today(), -3);
      const thatDay = await record('demo07', `?startDate=${threeDaysAgo}&endDate=${threeDaysAgo}`);
      expect(thatDay.list.map((r) => r.round)).toEqual([rounds.E]);
      const old = await record(
        'demo07',
        `?startDate=${addDays(today(), -41)}&endDate=${addDays(today(), -39)}`,
      );
      expect(old.list.map((r) => r.round)).toEqual([rounds.F]);
      expect(old.summary).toEqual({ stake: '70.00', win: '0.00', net: '-70.00' });
      const backwards = await record('demo07', `?startDate=${today()}&endDate=${addDays(today(), -1)}`);
      expect(backwards).toMatchObject({
        list: [],
        total: 0,
        summary: { stake: '0.00', win: '0.00', net: '0.00' },
      });
      expectError(
        await t.app.inject({
          method: 'GET',
          url: '/api/wps/member/bettingRecord?startDate=yesterday',
          headers: bearer(members.demo07!.login.token),
        }),
        400,
        'VALIDATION_FAILED',
      );
    });

    it('filters by category through the catalog', async () => {
      const live = await record('demo07', '?gameType=LIVE');
      expect(live.list.map((r) => r.round)).toEqual([rounds.B]);
      expect(live.summary).toEqual({ stake: '20.00', win: '0.00', net: '-20.00' });
      const fish = await record('demo07', '?gameType=FISH');
      expect(fish).toMatchObject({ list: [], total: 0, totalPages: 0 });
    });

    it('pages, with totals over the whole filter on every page', async () => {
      const page2 = await record('demo07', '?pageNo=2&pageSize=4');
      expect(page2).toMatchObject({ pageNo: 2, pageSize: 4, total: 6, totalPages: 2 });
      expect(page2.list.map((r) => r.round)).toEqual([rounds.A, rounds.E]);
      expect(page2.summary).toEqual({ stake: '181.00', win: '262.50', net: '81.50' });
      const past = await record('demo07', '?pageNo=9&pageSize=4');
      expect(past).toMatchObject({ list: [], total: 6, totalPages: 2 });
    });

    it('keeps each member to their own rounds; trial players have none; visitors get 401', async () => {
      const other = await record('demo09');
      expect(other.list.every((r) => !Object.values(rounds).includes(r.round))).toBe(true);
      const trial = expectOk<TLoginValue>(
        await t.app.inject({
          method: 'POST',
          url: '/api/wps/session/login/freeplay',
          payload: { os: 'Linux', platform: 'W', gatewayVersion: 3 },
        }),
      );
      const trialRecord = expectOk<TBettingRecordResponse>(
        await t.app.inject({
          method: 'GET',
          url: '/api/wps/member/bettingRecord',
          headers: bearer(trial.token),
        }),
      );
      expect(trialRecord).toEqual({
        list: [],
        pageNo: 1,
        pageSize: 20,
        total: 0,
        totalPages: 0,
        summary: { stake: '0.00', win: '0.00', net: '0.00' },
      });
      expectError(
        await t.app.inject({ method: 'GET', url: '/api/wps/member/bettingRecord' }),
        401,
        'UNAUTHORIZED',
      );
    });
  });

  describe('winner board', () => {
    const board = async (query = '') =>
      expectOk<{ list: TWinnerEntry[] }>(
        await t.app.inject({
          method: 'GET',
          url: `/api/wps/relay/GCSGAME_getRankList${query}`,
          headers: { 'accept-language': 'en' },
        }),
      ).list;

    it('ranks the biggest wins highest first, players masked, refunded and unknown titles left out', async () => {
      const before = await board();
      // 25.00 on a live table can return at most 200 times: 5,000.00 (ADR 0017).
      await round('demo08', 'house-baccarat', ['25.00'], '5000.00');
      await round('demo09', 'house-dragon-fortune', ['10.00'], '1234.56');
      // A refunded bet wins nothing: its late win is refused and never reaches the board.
      const refunded = await round('demo08', 'house-dragon-fortune', ['10.00'], null);
      await call('rollback', 'demo08', {
        round: refunded.roundId,
        game: 'house-dragon-fortune',
        amount: '10.00',
        reference: refunded.bets[0]!,
      });
      const lateWin = await vendorCall(t.app, 'win', {
        transaction_uuid: randomUUID(),
        round: refunded.roundId,
        game_code: 'house-dragon-fortune',
        user: members.demo08!.id,
        token: members.demo08!.vendorToken,
        currency: 'THB',
        amount: '999.99',
        reference_transaction_uuid: refunded.bets[0]!,
      });
      expect(lateWin.status).toBe('RS_ERROR_TRANSACTION_ROLLED_BACK');
      // A code the catalog does not know has no name to show.
      await round('demo09', 'not-in-catalog', ['10.00'], '8888.00');

      // Answers are reused for a few seconds.
      expect(await board()).toEqual(before);
      clock.advance(6_000);
      const list = await board();
      expect(list.slice(0, 3).map((w) => [w.player, w.prize])).toEqual([
        ['de***08', '5000.00'],
        ['de***09', '1234.56'],
        ['de***07', '250.50'],
      ]);
      expect(list.map((w) => w.prize)).not.toContain('999.99');
      expect(list.map((w) => w.prize)).not.toContain('8888.00');
      const amounts = list.map((w) => Number(w.vo.winAmount));
      expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
      const { rows } = await t.db.query<{ name: string }>(
        `SELECT name FROM games WHERE vendor_code = 'HOUSE' AND game_code = 'house-baccarat'`,
      );
      expect(list[0]).toEqual({
        player: 'de***08',
        gameName: rows[0]!.name,
        vassalage: 'HOUSE',
        gameType: 'LIVE',
        prize: '5000.00',
        currency: 'THB',
        time: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        vo: { winAmount: '5000.00' },
      });
    });

    it('filters by category and limits the count', async () => {
      const live = await board('?gameCategory=LIVE');
      expect(live.map((w) => w.prize)).toEqual(['5000.00']);
      expect(await board('?gameCategory=ALL&limitNum=2')).toHaveLength(2);
      expect(await board('?gameCategory=FISH')).toEqual([]);
    });

    it("shows only the request's merchant", async () => {
      const lotus = expectOk<{ list: TWinnerEntry[] }>(
        await t.app.inject({
          method: 'GET',
          url: '/api/wps/relay/GCSGAME_getRankList',
          headers: { merchant: 'LOTUS' },
        }),
      );
      expect(lotus.list).toEqual([]);
    });
  });
});
