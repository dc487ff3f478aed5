import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import {
  REPORT_MAX_RANGE_DAYS,
  REPORT_PATHS,
  type TBreakdownPage,
  type TDailyClose,
  type TFunnel,
  type TPersonalProfit,
  type TRankingPage,
  type TReportFreshness,
  type TRevenueReport,
} from '@platform/contracts';
import { parseMoney } from '@platform/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectOk } from '../../../../test/envelope.ts';
import { bearer, loginOk } from '../../../../test/member-client.ts';
import { concreteUrl } from '../../../../test/routes.ts';
import { createTestApp, operatorAuth, type TestApp } from '../../../../test/test-app.ts';
import { seatedPlayers, vendorCall } from '../../../../test/vendor-client.ts';
import { addDays, dayStartInZone, todayInZone } from '../../../platform/time-zone.ts';

const ZONE = 'Asia/Bangkok';
const minor = (amount: string) => parseMoney(amount, 'THB').amountMinor;

/**
 * The reports through HTTP on real PostgreSQL, against play placed through the seamless wallet and
 * money posted through the ledger: totals checked against the ledger to the cent, the job's
 * idempotence and its correction of a late rollback's day, the grains, drill-down, rankings, the
 * funnel, the daily close, the merchant scope, bad ranges, and the member's own profit.
 *
 * ROYAL (THB, Asia/Bangkok): demo01…demo20 funded today by the demo seed; demo01…demo10 sit under
 * agent02, under agent01. Play today: baccarat (LIVE) and dragon fortune (RNG) by demo01…demo04;
 * older days are made by moving rounds' calls back in time (the ledger keeps their real time).
 */
describe('reports', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  const live = seatedPlayers('house-baccarat');
  const slot = seatedPlayers('house-dragon-fortune');
  const today = todayInZone(new Date(), ZONE);
  const path = (p: string) => concreteUrl(p, { code: 'ROYAL' });

  const get = async <T>(url: string, query: Record<string, string | number>, headers = admin) =>
    expectOk<T>(
      await t.app.inject({
        method: 'GET',
        url,
        query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
        headers,
      }),
    );
  const refresh = () => t.modules.reports.builder.refresh();

  /** A round: a bet and, unless `win` is null, its win (a loss is a zero win). Answers the round id. */
  async function play(
    players: ReturnType<typeof seatedPlayers>,
    username: string,
    stake: string,
    win: string | null,
  ): Promise<{ round: string; bet: string }> {
    const bet = players.move(username, { amount: stake });
    expect((await vendorCall(t.app, 'bet', bet)).status).toBe('RS_OK');
    if (win !== null) {
      const w = players.move(username, {
        amount: win,
        round: bet.round,
        reference_transaction_uuid: bet.transaction_uuid,
      });
      expect((await vendorCall(t.app, 'win', w)).status).toBe('RS_OK');
    }
    return { round: bet.round as string, bet: bet.transaction_uuid as string };
  }

  /** Moves a round's calls to noon of a past day (bet at noon, win 40 s later): an older day of play. */
  async function backdate(round: string, day: string) {
    const noon = new Date(dayStartInZone(day, ZONE).getTime() + 12 * 3_600_000);
    await t.db.query(
      `UPDATE seamless_transactions
          SET created_at = $2::timestamptz + CASE WHEN kind = 'BET' THEN interval '0' ELSE interval '40 seconds' END
        WHERE round = $1`,
      [round, noon],
    );
  }

  /** What the ledger says about ROYAL's members today, per transaction kind: the sum of member entries. */
  async function ledgerToday(): Promise<Map<string, { amount: bigint; count: number }>> {
    const r = await t.db.query<{ kind: string; amount: string; n: string }>(
      `SELECT t.kind, sum(e.amount_minor) AS amount, count(DISTINCT t.id) AS n
         FROM ledger_entries e
         JOIN ledger_accounts a ON a.id = e.account_id
         JOIN ledger_transactions t ON t.id = e.transaction_id
        WHERE a.merchant_code = 'ROYAL' AND a.member_id IS NOT NULL AND e.created_at >= $1 AND e.created_at < $2
        GROUP BY t.kind`,
      [dayStartInZone(today, ZONE), dayStartInZone(addDays(today, 1), ZONE)],
    );
    return new Map(r.rows.map((row) => [row.kind, { amount: BigInt(row.amount), count: Number(row.n) }]));
  }

  async function summaries() {
    const tables = [
      'report_member_game_days',
      'report_game_days',
      'report_member_days',
      'report_member_weeks',
      'report_member_months',
      'report_member_ordinals',
      'report_play_day_sets',
      'report_member_play_weeks',
      'report_member_play_wtd',
      'report_days',
      'report_member_firsts',
      'report_close_days',
      'report_close_movements',
    ];
    const out: Record<string, unknown[]> = {};
    for (const table of tables) {
      const r = await t.db.query<Record<string, unknown>>(`SELECT * FROM ${table}`);
      out[table] = r.rows
        .map((row) => {
          const { built_at: _builtAt, ...rest } = row;
          return JSON.stringify(rest);
        })
        .sort();
    }
    return out;
  }

  /**
   * What the builder keeps beside the day rows, worked out again from them in one pass over ROYAL's
   * rows: each member game day's previous play of the game, each game day's returning players, the
   * members' week-to-date sums. Answers what differs (nothing, when the job kept them right).
   */
  async function derivedDrift() {
    const prev = await t.db.query(
      `SELECT g.day, g.vendor_code, g.game_code, g.member_id, g.prev_play_day, s.lagged
         FROM report_member_game_days g
         LEFT JOIN (
           SELECT currency, day, vendor_code, game_code, member_id,
                  lag(day) OVER (PARTITION BY currency, vendor_code, game_code, member_id ORDER BY day) AS lagged
             FROM report_member_game_days WHERE merchant_code = 'ROYAL' AND rounds > 0
         ) s USING (currency, day, vendor_code, game_code, member_id)
        WHERE g.merchant_code = 'ROYAL'
          AND g.prev_play_day IS DISTINCT FROM
              (CASE WHEN s.lagged >= g.day - ${REPORT_MAX_RANGE_DAYS - 1} THEN s.lagged END)`,
    );
    const returning = await t.db.query(
      `SELECT d.day, d.vendor_code, d.game_code, d.returning_players,
              ARRAY(SELECT count(*) FILTER (WHERE x.day - x.prev_play_day <= k)::int
                      FROM generate_series(1, (SELECT COALESCE(max(y.day - y.prev_play_day), 0)
                                                 FROM report_member_game_days y
                                                WHERE y.merchant_code = d.merchant_code AND y.currency = d.currency
                                                  AND y.day = d.day AND y.vendor_code = d.vendor_code
                                                  AND y.game_code = d.game_code AND y.rounds > 0)) k
                      LEFT JOIN report_member_game_days x
                        ON x.merchant_code = d.merchant_code AND x.currency = d.currency AND x.day = d.day
                       AND x.vendor_code = d.vendor_code AND x.game_code = d.game_code AND x.rounds > 0
                     GROUP BY k ORDER BY k) AS expected
         FROM report_game_days d WHERE d.merchant_code = 'ROYAL'`,
    );
    const wtd = await t.db.query(
      `WITH expected AS (
         SELECT d.currency, e.day::date AS day, d.member_id, sum(d.rounds)::int AS rounds,
                sum(d.turnover_minor)::bigint AS turnover_minor, sum(d.payout_minor)::bigint AS payout_minor
           FROM report_member_days d
          CROSS JOIN LATERAL generate_series(d.day, date_trunc('week', d.day)::date + 6, interval '1 day') e(day)
          WHERE d.merchant_code = 'ROYAL' AND (d.rounds <> 0 OR d.turnover_minor <> 0 OR d.payout_minor <> 0)
            AND e.day <= (SELECT max(r.day) FROM report_days r WHERE r.merchant_code = 'ROYAL'
                             AND r.day >= d.day AND r.day <= date_trunc('week', d.day)::date + 6)
          GROUP BY 1, 2, 3
       ), kept AS (
         SELECT currency, day, member_id, rounds, turnover_minor, payout_minor
           FROM report_member_play_wtd WHERE merchant_code = 'ROYAL'
       )
       (SELECT 'missing' AS side, * FROM (SELECT * FROM expected EXCEPT SELECT * FROM kept) a)
       UNION ALL
       (SELECT 'extra', * FROM (SELECT * FROM kept EXCEPT SELECT * FROM expected) b)`,
    );
    return {
      prev: prev.rows,
      returning: returning.rows.filter(
        (r) => JSON.stringify(r.returning_players) !== JSON.stringify(r.expected),
      ),
      wtd: wtd.rows,
    };
  }

  /** Each game's distinct players over a range, counted from the members' game days. */
  async function gamePlayersOf(from: string, to: string): Promise<[string, number][]> {
    const r = await t.db.query<{ game_code: string; n: string }>(
      `SELECT game_code, count(DISTINCT member_id) AS n FROM report_member_game_days
        WHERE merchant_code = 'ROYAL' AND day BETWEEN $1::date AND $2::date AND rounds > 0
        GROUP BY game_code ORDER BY game_code`,
      [from, to],
    );
    return r.rows.map((row) => [row.game_code, Number(row.n)]);
  }

  async function postMoney(
    kind: string,
    username: string,
    legs: { account: unknown; amountMinor: bigint }[],
  ) {
    const member = await t.modules.identity.sessions.findMemberByUsername('ROYAL', username);
    await t.db.transaction((tx) =>
      t.modules.ledger.service.post(tx, {
        merchantCode: 'ROYAL',
        currency: 'THB',
        kind,
        memberId: member!.id,
        reference: `${kind}:${randomUUID()}`,
        details: {},
        legs: legs.map((l) => ({
          ...l,
          account:
            l.account === 'CASH' || l.account === 'HELD'
              ? { member: member!.id, kind: l.account }
              : l.account,
        })) as never,
      }),
    );
  }

  beforeAll(async () => {
    t = await createTestApp();
    admin = await operatorAuth(t.app);
    await live.seat(t, ['demo01', 'demo02', 'demo03', 'demo04']);
    await slot.seat(t, ['demo01', 'demo02', 'demo03', 'demo04']);
  });
  afterAll(() => t.close());

  describe('today against the ledger', () => {
    beforeAll(async () => {
      await play(live, 'demo01', '100.00', '195.00');
      await play(live, 'demo01', '50.00', '0.00');
      await play(live, 'demo02', '20.00', '40.00');
      await play(slot, 'demo02', '7.50', '0.00');
      await play(slot, 'demo03', '12.25', '30.10');
      // An open round (no win yet) and a rolled-back one.
      await play(slot, 'demo04', '5.00', null);
      const refunded = await play(slot, 'demo04', '9.99', null);
      const rollback = slot.move('demo04', {
        round: refunded.round,
        reference_transaction_uuid: refunded.bet,
        amount: '9.99',
      });
      expect((await vendorCall(t.app, 'rollback', rollback)).status).toBe('RS_OK');
      // A second deposit for demo03, a paid withdrawal for demo02 (request, then paid).
      await postMoney('DEPOSIT', 'demo03', [
        { account: { system: 'PSP_CLEARING' }, amountMinor: -minor('300.00') },
        { account: 'CASH', amountMinor: minor('300.00') },
      ]);
      await postMoney('WITHDRAWAL_REQUEST', 'demo02', [
        { account: 'CASH', amountMinor: -minor('120.00') },
        { account: 'HELD', amountMinor: minor('120.00') },
      ]);
      await postMoney('WITHDRAWAL_PAID', 'demo02', [
        { account: 'HELD', amountMinor: -minor('120.00') },
        { account: { system: 'PSP_CLEARING' }, amountMinor: minor('120.00') },
      ]);
      await refresh();
    });

    it('counts turnover, payout, deposits and withdrawals to the cent of the ledger', async () => {
      const ledger = await ledgerToday();
      const report = await get<TRevenueReport>(path(REPORT_PATHS.adminRevenue), { from: today, to: today });
      expect(report).toMatchObject({ currency: 'THB', timeZone: ZONE, grain: 'day' });
      expect(report.refreshedAt).not.toBeNull();
      const day = report.rows.find((r) => r.period === today)!;
      // Stakes standing: the BET postings less the ROLLBACK refunds (the member's side is negative).
      const turnover = -(ledger.get('BET')!.amount + (ledger.get('ROLLBACK')?.amount ?? 0n));
      expect(minor(day.turnover)).toBe(turnover);
      expect(day.turnover).toBe('194.75');
      expect(minor(day.payout)).toBe(ledger.get('WIN')!.amount);
      expect(day.payout).toBe('265.10');
      expect(day.ggr).toBe('-70.35');
      expect(day.ngr).toBe('-70.35');
      expect(minor(day.deposits.amount)).toBe(ledger.get('DEPOSIT')!.amount);
      expect(day.deposits.count).toBe(ledger.get('DEPOSIT')!.count);
      expect(day.withdrawals).toEqual({ count: 1, amount: '120.00' });
      // Rounds with a standing stake: 7 played, one refunded.
      expect(day.rounds).toBe(6);
      expect(day.activeMembers).toBe(4);
      expect(report.totals).toMatchObject({ period: 'total', turnover: day.turnover, payout: day.payout });
    });

    it('flags every member’s first deposit once, and the second deposit is not a first', async () => {
      const report = await get<TRevenueReport>(path(REPORT_PATHS.adminRevenue), { from: today, to: today });
      const day = report.rows[0]!;
      const members = await t.db.query<{ n: string }>(
        `SELECT count(*) AS n FROM ledger_transactions WHERE merchant_code = 'ROYAL' AND kind = 'DEPOSIT'`,
      );
      expect(day.deposits.count).toBe(Number(members.rows[0]!.n));
      expect(day.firstDeposits.count).toBe(day.deposits.count - 1);
      expect(minor(day.deposits.amount) - minor(day.firstDeposits.amount)).toBe(minor('300.00'));
      expect(day.depositingMembers).toBe(day.firstDeposits.count);
    });

    it('closes the day on the ledger’s own sum of member balances, balanced', async () => {
      const close = await get<TDailyClose>(path(REPORT_PATHS.adminDailyClose), {
        from: addDays(today, -1),
        to: today,
      });
      const row = close.rows.find((r) => r.day === today)!;
      const balances = await t.db.query<{ s: string }>(
        `SELECT sum(balance_minor) AS s FROM ledger_accounts WHERE merchant_code = 'ROYAL' AND member_id IS NOT NULL`,
      );
      expect(minor(row.closing)).toBe(BigInt(balances.rows[0]!.s));
      expect(row.balanced).toBe(true);
      const ledger = await ledgerToday();
      for (const [kind, sums] of ledger) {
        expect(row.movements.find((m) => m.kind === kind)).toEqual({
          kind,
          amount: (Number(sums.amount) / 100).toFixed(2),
          count: sums.count,
        });
      }
      const moved = row.movements.reduce((s, m) => s + minor(m.amount), 0n);
      expect(minor(row.opening) + moved).toBe(minor(row.closing));
      expect(close.rows.find((r) => r.day === addDays(today, -1))).toMatchObject({ balanced: true });
    });

    it('changes nothing when the job runs again', async () => {
      const before = await summaries();
      await refresh();
      await refresh();
      expect(await summaries()).toEqual(before);
      expect(await derivedDrift()).toEqual({ prev: [], returning: [], wtd: [] });
      const fresh = await get<TReportFreshness>(path(REPORT_PATHS.adminRefresh), {});
      expect(fresh.lastDays).toEqual([addDays(today, -1), today]);
    });

    it('drills from a category to a vendor, a game and its members', async () => {
      const categories = await get<TBreakdownPage>(path(REPORT_PATHS.adminBreakdown), {
        from: today,
        to: today,
        by: 'category',
      });
      expect(categories.list.map((r) => [r.key, r.turnover, r.rounds, r.players])).toEqual([
        ['LIVE', '170.00', 3, 2],
        ['RNG', '24.75', 3, 3],
      ]);
      expect(categories.totals).toMatchObject({
        turnover: '194.75',
        payout: '265.10',
        players: 4,
        rounds: 6,
      });
      const live = categories.list[0]!;
      expect(live).toMatchObject({ ggr: '-65.00', margin: '-38.24' });

      const vendors = await get<TBreakdownPage>(path(REPORT_PATHS.adminBreakdown), {
        from: today,
        to: today,
        by: 'vendor',
        category: 'RNG',
      });
      expect(vendors.list).toHaveLength(1);
      expect(vendors.list[0]).toMatchObject({
        key: 'HOUSE',
        vendorCode: 'HOUSE',
        turnover: '24.75',
        players: 3,
      });
      expect(vendors.totals).toMatchObject({ turnover: '24.75', players: 3, rounds: 3 });
      expect(vendors.list[0]!.label).not.toBe('');

      const games = await get<TBreakdownPage>(path(REPORT_PATHS.adminBreakdown), {
        from: today,
        to: today,
        by: 'game',
        vendorCode: 'HOUSE',
      });
      expect(games.list.map((g) => g.gameCode).sort()).toEqual(['house-baccarat', 'house-dragon-fortune']);
      expect(games.list.every((g) => g.label.length > 0 && g.label !== g.gameCode)).toBe(true);
      expect(games.list.find((g) => g.gameCode === 'house-baccarat')).toMatchObject({
        players: 2,
        category: 'LIVE',
      });
      expect(games.totals).toMatchObject({ players: 4, turnover: '194.75' });

      const members = await get<TBreakdownPage>(path(REPORT_PATHS.adminBreakdown), {
        from: today,
        to: today,
        by: 'member',
        vendorCode: 'HOUSE',
        gameCode: 'house-dragon-fortune',
        sort: 'turnover',
        order: 'desc',
      });
      expect(members.list.map((m) => [m.label, m.turnover, m.payout])).toEqual([
        ['demo03', '12.25', '30.10'],
        ['demo02', '7.50', '0.00'],
        ['demo04', '5.00', '0.00'],
      ]);
      expect(members.totals).toMatchObject({ turnover: '24.75', players: 3 });
      const paged = await get<TBreakdownPage>(path(REPORT_PATHS.adminBreakdown), {
        from: today,
        to: today,
        by: 'member',
        gameCode: 'house-dragon-fortune',
        sort: 'turnover',
        order: 'asc',
        pageSize: 2,
        pageNo: 2,
      });
      expect(paged).toMatchObject({ total: 3, totalPages: 2 });
      expect(paged.list.map((m) => m.label)).toEqual(['demo03']);
    });

    it('ranks members and agents (whole team) by the players’ win/loss', async () => {
      const winners = await get<TRankingPage>(path(REPORT_PATHS.adminRankings), { from: today, to: today });
      expect(winners.list.map((r) => [r.rank, r.account, r.winLoss])).toEqual([
        [1, 'demo01', '45.00'],
        [2, 'demo03', '17.85'],
        [3, 'demo02', '12.50'],
        [4, 'demo04', '-5.00'],
      ]);
      const losers = await get<TRankingPage>(path(REPORT_PATHS.adminRankings), {
        from: today,
        to: today,
        side: 'losers',
        pageSize: 1,
      });
      expect(losers).toMatchObject({ total: 4, totalPages: 4 });
      expect(losers.list[0]).toMatchObject({ rank: 1, account: 'demo04', winLoss: '-5.00', players: 1 });

      const agents = await get<TRankingPage>(path(REPORT_PATHS.adminRankings), {
        from: today,
        to: today,
        kind: 'agent',
      });
      // agent02 has demo01…demo10 directly; agent01 has them through agent02: the same whole team.
      const byAccount = new Map(agents.list.map((r) => [r.account, r]));
      expect(byAccount.get('agent02')).toMatchObject({ players: 4, turnover: '194.75', winLoss: '70.35' });
      expect(byAccount.get('agent01')).toMatchObject({ players: 4, turnover: '194.75', winLoss: '70.35' });
    });

    it('counts the funnel of members registered in the range', async () => {
      const funnel = await get<TFunnel>(path(REPORT_PATHS.adminFunnel), { from: today, to: today });
      const registered = await t.db.query<{ n: string }>(
        `SELECT count(*) AS n FROM members WHERE merchant_code = 'ROYAL' AND type <> 4 AND created_at >= $1`,
        [dayStartInZone(today, ZONE)],
      );
      const deposited = await t.db.query<{ n: string }>(
        `SELECT count(DISTINCT member_id) AS n FROM ledger_transactions WHERE merchant_code = 'ROYAL' AND kind = 'DEPOSIT'`,
      );
      const steps = Object.fromEntries(funnel.steps.map((s) => [s.step, s]));
      const n = Number(registered.rows[0]!.n);
      expect(steps.REGISTERED).toMatchObject({ members: n, ofRegistered: '100.00' });
      expect(steps.FIRST_DEPOSIT!.members).toBe(Number(deposited.rows[0]!.n));
      expect(steps.FIRST_BET!.members).toBe(4);
      expect(steps.SECOND_DEPOSIT!.members).toBe(1);
      expect(steps.FIRST_BET!.ofRegistered).toBe(((4 / n) * 100).toFixed(2));
    });
  });

  describe('days, weeks and months', () => {
    // Monday 2 March 2026 … Sunday 8 March, and 9 March, in ROYAL's zone.
    beforeAll(async () => {
      const rounds: [ReturnType<typeof seatedPlayers>, string, string, string, string][] = [
        [live, 'demo01', '10.00', '0.00', '2026-03-02'],
        [live, 'demo01', '20.00', '0.00', '2026-03-03'],
        [live, 'demo02', '30.00', '60.00', '2026-03-03'],
        [slot, 'demo03', '40.00', '0.00', '2026-03-09'],
        [slot, 'demo01', '5.00', '1.00', '2026-02-27'],
      ];
      for (const [players, who, stake, win, day] of rounds) {
        const { round } = await play(players, who, stake, win);
        await backdate(round, day);
      }
      // demo03's bit in the second chunk of the player sets (a merchant past 65,536 players).
      await t.db.query(
        `UPDATE report_member_ordinals SET ordinal = 70000
          WHERE merchant_code = 'ROYAL' AND member_id = (SELECT id FROM members WHERE username = 'demo03' AND merchant_code = 'ROYAL')`,
      );
      expectOk(
        await t.app.inject({
          method: 'POST',
          url: path(REPORT_PATHS.adminRefresh),
          headers: admin,
          payload: { from: '2026-02-27', to: '2026-03-09' },
        }),
      );
    });

    it('groups days into weeks from Monday and months, with distinct members per period', async () => {
      const days = await get<TRevenueReport>(path(REPORT_PATHS.adminRevenue), {
        from: '2026-02-27',
        to: '2026-03-09',
      });
      expect(days.rows).toHaveLength(11);
      expect(days.rows.find((r) => r.period === '2026-03-03')).toMatchObject({
        turnover: '50.00',
        activeMembers: 2,
      });

      const weeks = await get<TRevenueReport>(path(REPORT_PATHS.adminRevenue), {
        from: '2026-02-27',
        to: '2026-03-09',
        grain: 'week',
      });
      expect(weeks.rows.map((r) => [r.period, r.turnover, r.rounds, r.activeMembers])).toEqual([
        ['2026-02-23', '5.00', 1, 1],
        ['2026-03-02', '60.00', 3, 2],
        ['2026-03-09', '40.00', 1, 1],
      ]);
      // demo01 played on 2 and 3 March: one member of the week, not two.
      expect(
        days.rows
          .filter((r) => r.period >= '2026-03-02' && r.period <= '2026-03-08')
          .reduce((s, r) => s + r.activeMembers, 0),
      ).toBe(3);

      const months = await get<TRevenueReport>(path(REPORT_PATHS.adminRevenue), {
        from: '2026-02-27',
        to: '2026-03-09',
        grain: 'month',
      });
      expect(months.rows.map((r) => [r.period, r.turnover, r.activeMembers])).toEqual([
        ['2026-02', '5.00', 1],
        ['2026-03', '100.00', 3],
      ]);
      expect(months.totals).toMatchObject({
        turnover: '105.00',
        payout: '61.00',
        ggr: '44.00',
        activeMembers: 3,
      });
    });

    it('sums whole weeks and cut days to the cent of the members’ game days, each player once', async () => {
      const range = { from: '2026-02-27', to: '2026-03-09' };
      // The detail: members' game days of the range, and per week (from Monday) of the weeks it touches.
      const detail = await t.db.query<{ username: string; rounds: string; turnover: string; payout: string }>(
        `SELECT m.username, sum(g.rounds) AS rounds, sum(g.turnover_minor) AS turnover, sum(g.payout_minor) AS payout
           FROM report_member_game_days g JOIN members m ON m.id = g.member_id
          WHERE g.merchant_code = 'ROYAL' AND g.day BETWEEN $1::date AND $2::date
          GROUP BY m.username ORDER BY m.username`,
        [range.from, range.to],
      );
      const asRows = (r: { username: string; rounds: string; turnover: string; payout: string }[]) =>
        r.map((x) => [x.username, Number(x.rounds), BigInt(x.turnover), BigInt(x.payout)]);
      expect(asRows(detail.rows)).toEqual([
        ['demo01', 3, minor('35.00'), minor('1.00')],
        ['demo02', 1, minor('30.00'), minor('60.00')],
        ['demo03', 1, minor('40.00'), 0n],
      ]);
      const weeks = await t.db.query<{
        week: string;
        member_id: string;
        rounds: string;
        t: string;
        p: string;
      }>(
        `SELECT to_char(week, 'YYYY-MM-DD') AS week, member_id, rounds::text, turnover_minor::text AS t,
                payout_minor::text AS p
           FROM report_member_play_weeks WHERE merchant_code = 'ROYAL' AND week BETWEEN '2026-02-23' AND '2026-03-09'
          ORDER BY 1, 2`,
      );
      const weeksFromDetail = await t.db.query<{
        week: string;
        member_id: string;
        rounds: string;
        t: string;
        p: string;
      }>(
        `SELECT to_char(date_trunc('week', day), 'YYYY-MM-DD') AS week, member_id, sum(rounds)::text AS rounds,
                sum(turnover_minor)::text AS t, sum(payout_minor)::text AS p
           FROM report_member_game_days WHERE merchant_code = 'ROYAL' AND day BETWEEN '2026-02-23' AND '2026-03-15'
          GROUP BY 1, 2 ORDER BY 1, 2`,
      );
      expect(weeks.rows).toEqual(weeksFromDetail.rows);

      const members = await get<TBreakdownPage>(path(REPORT_PATHS.adminBreakdown), {
        ...range,
        by: 'member',
        sort: 'ggr',
        order: 'asc',
      });
      expect(
        members.list
          .map((m) => [m.label, m.rounds, minor(m.turnover), minor(m.payout)])
          .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
      ).toEqual(asRows(detail.rows));
      expect(members.list.map((m) => m.label)).toEqual(['demo02', 'demo01', 'demo03']);
      expect(members.totals).toMatchObject({ turnover: '105.00', payout: '61.00', rounds: 5, players: 3 });

      const ranking = await get<TRankingPage>(path(REPORT_PATHS.adminRankings), range);
      expect(ranking.list.map((r) => [r.account, r.winLoss])).toEqual([
        ['demo02', '30.00'],
        ['demo01', '-34.00'],
        ['demo03', '-40.00'],
      ]);

      // demo01 played LIVE on two days and RNG on another: one player of each, three in all.
      const categories = await get<TBreakdownPage>(path(REPORT_PATHS.adminBreakdown), {
        ...range,
        by: 'category',
      });
      expect(categories.list.map((r) => [r.key, r.players])).toEqual([
        ['LIVE', 2],
        ['RNG', 2],
      ]);
      expect(categories.totals.players).toBe(3);
      const rng = await get<TBreakdownPage>(path(REPORT_PATHS.adminBreakdown), {
        ...range,
        by: 'vendor',
        category: 'RNG',
      });
      expect(rng.list.map((r) => [r.key, r.players])).toEqual([['HOUSE', 2]]);
      expect(rng.totals.players).toBe(2);
      for (const sort of ['turnover', 'players'] as const) {
        const games = await get<TBreakdownPage>(path(REPORT_PATHS.adminBreakdown), {
          ...range,
          by: 'game',
          sort,
        });
        expect(games.list.map((r) => [r.gameCode, r.players]).sort()).toEqual([
          ['house-baccarat', 2],
          ['house-dragon-fortune', 2],
        ]);
      }
      const oneGame = await get<TBreakdownPage>(path(REPORT_PATHS.adminBreakdown), {
        ...range,
        by: 'member',
        vendorCode: 'HOUSE',
        gameCode: 'house-baccarat',
      });
      expect(oneGame.totals).toMatchObject({ turnover: '60.00', players: 2 });
    });

    it('counts each game’s players over any range to the member, and sums weeks cut at either end', async () => {
      expect(await derivedDrift()).toEqual({ prev: [], returning: [], wtd: [] });
      // Cut at the start (Friday …), whole, cut at the end (… Monday), cut at both ends, one day.
      for (const [from, to] of [
        ['2026-02-27', '2026-03-09'],
        ['2026-03-03', '2026-03-09'],
        ['2026-03-02', '2026-03-08'],
        ['2026-03-03', '2026-03-04'],
        ['2026-02-27', '2026-03-03'],
        ['2026-03-03', '2026-03-03'],
      ] as const) {
        for (const sort of ['players', 'turnover'] as const) {
          const games = await get<TBreakdownPage>(path(REPORT_PATHS.adminBreakdown), {
            from,
            to,
            by: 'game',
            sort,
          });
          expect(games.list.map((r) => [r.gameCode!, r.players]).sort()).toEqual(
            await gamePlayersOf(from, to),
          );
        }
        const detail = await t.db.query<{
          username: string;
          rounds: string;
          turnover: string;
          payout: string;
        }>(
          `SELECT m.username, sum(g.rounds) AS rounds, sum(g.turnover_minor) AS turnover, sum(g.payout_minor) AS payout
             FROM report_member_game_days g JOIN members m ON m.id = g.member_id
            WHERE g.merchant_code = 'ROYAL' AND g.day BETWEEN $1::date AND $2::date
            GROUP BY m.username HAVING sum(g.rounds) > 0 ORDER BY m.username`,
          [from, to],
        );
        const expected = detail.rows.map((x) => [
          x.username,
          Number(x.rounds),
          BigInt(x.turnover),
          BigInt(x.payout),
        ]);
        const members = await get<TBreakdownPage>(path(REPORT_PATHS.adminBreakdown), {
          from,
          to,
          by: 'member',
        });
        expect(
          members.list
            .map((m) => [m.label, m.rounds, minor(m.turnover), minor(m.payout)])
            .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
        ).toEqual(expected);
        const ranking = await get<TRankingPage>(path(REPORT_PATHS.adminRankings), {
          from,
          to,
          side: 'losers',
        });
        expect(
          ranking.list
            .map((r) => [r.account, r.rounds, minor(r.turnover), minor(r.payout)])
            .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
        ).toEqual(expected);
      }
    });

    it('writes the operator’s rebuild to the audit log', async () => {
      const audit = await t.db.query<{ after: Record<string, unknown> }>(
        `SELECT after FROM audit_log WHERE action = 'reports.rebuild' ORDER BY id DESC LIMIT 1`,
      );
      expect(audit.rows[0]?.after).toMatchObject({ from: '2026-02-27', to: '2026-03-09', days: 11 });
    });
  });

  describe('a late rollback', () => {
    it('is corrected on its bet’s day by the next run', async () => {
      const day = addDays(today, -5);
      const later = addDays(today, -3);
      const open = await play(slot, 'demo04', '33.00', null);
      await backdate(open.round, day);
      // demo04 plays the same game two days later: that day's player returns, until the rollback.
      const again = await play(slot, 'demo04', '4.00', '0.00');
      await backdate(again.round, later);
      await refresh();
      const before = await get<TRevenueReport>(path(REPORT_PATHS.adminRevenue), { from: day, to: day });
      // The job only rebuilds today and yesterday: the moved round is not seen until a rebuild of its day.
      await t.modules.reports.builder.rebuildDays('ROYAL', day, later);
      const built = await get<TRevenueReport>(path(REPORT_PATHS.adminRevenue), { from: day, to: day });
      expect(minor(built.rows[0]!.turnover) - minor(before.rows[0]!.turnover)).toBe(minor('33.00'));
      const prevOf = async () => {
        const r = await t.db.query<{ prev: string | null }>(
          `SELECT to_char(g.prev_play_day, 'YYYY-MM-DD') AS prev FROM report_member_game_days g
             JOIN members m ON m.id = g.member_id AND m.username = 'demo04'
            WHERE g.merchant_code = 'ROYAL' AND g.day = $1::date AND g.game_code = 'house-dragon-fortune'`,
          [later],
        );
        return r.rows[0]?.prev;
      };
      expect(await prevOf()).toBe(day);
      const span = {
        from: day,
        to: later,
        by: 'game',
        gameCode: 'house-dragon-fortune',
        vendorCode: 'HOUSE',
      };
      const slotPlayers = async () =>
        (await get<TBreakdownPage>(path(REPORT_PATHS.adminBreakdown), span)).totals.players;
      const playersBefore = await slotPlayers();
      expect(playersBefore).toBe(
        (await gamePlayersOf(day, later)).find(([g]) => g === 'house-dragon-fortune')?.[1],
      );
      const rankingBefore = await get<TRankingPage>(path(REPORT_PATHS.adminRankings), {
        from: day,
        to: today,
      });

      const rollback = slot.move('demo04', {
        round: open.round,
        reference_transaction_uuid: open.bet,
        amount: '33.00',
      });
      expect((await vendorCall(t.app, 'rollback', rollback)).status).toBe('RS_OK');
      await refresh();
      const after = await get<TRevenueReport>(path(REPORT_PATHS.adminRevenue), { from: day, to: day });
      expect(after.rows[0]!.turnover).toBe(before.rows[0]!.turnover);
      const fresh = await get<TReportFreshness>(path(REPORT_PATHS.adminRefresh), {});
      expect(fresh.lastDays).toContain(day);
      // The later day was not rebuilt, yet its player no longer returns, and the range counts right.
      expect(fresh.lastDays).not.toContain(later);
      expect(await prevOf()).toBeNull();
      expect(await derivedDrift()).toEqual({ prev: [], returning: [], wtd: [] });
      expect(await slotPlayers()).toBe(
        (await gamePlayersOf(day, later)).find(([g]) => g === 'house-dragon-fortune')?.[1],
      );
      // demo04's range loses the refunded stake, to the cent, in the week-to-date sums too.
      const rankingAfter = await get<TRankingPage>(path(REPORT_PATHS.adminRankings), {
        from: day,
        to: today,
      });
      const demo04 = (p: TRankingPage) => p.list.find((r) => r.account === 'demo04')!;
      expect(minor(demo04(rankingBefore).turnover) - minor(demo04(rankingAfter).turnover)).toBe(
        minor('33.00'),
      );
    });
  });

  describe('the migration that added the returning players and week-to-date sums', () => {
    it('back-fills from the day rows what the builder keeps', async () => {
      const kept = await summaries();
      const migration = await readFile(
        new URL('../../../../db/migrations/0038_report_returning_players.sql', import.meta.url),
        'utf8',
      );
      const backfill = migration.slice(migration.indexOf('-- Back-fill'));
      await t.db.query(`UPDATE report_member_game_days SET prev_play_day = NULL`);
      await t.db.query(`UPDATE report_game_days SET returning_players = '{}'`);
      await t.db.query(`DELETE FROM report_member_play_wtd`);
      await t.db.query(backfill);
      expect(await summaries()).toEqual(kept);
    });
  });

  describe('access and input', () => {
    it('refuses another merchant’s reports to an operator of LOTUS only', async () => {
      expectOk(
        await t.app.inject({
          method: 'POST',
          url: '/api/bo/operators',
          headers: admin,
          payload: {
            username: 'lotus-reports',
            password: 'Scoped12345',
            role: 'VIEWER',
            merchantCodes: ['LOTUS'],
          },
        }),
      );
      const lotus = await operatorAuth(t.app, 'lotus-reports', 'Scoped12345');
      const range = { from: today, to: today };
      // LOTUS counts in VND, which has no minor digits.
      const lotusRevenue = expectOk<TRevenueReport>(
        await t.app.inject({
          method: 'GET',
          url: concreteUrl(REPORT_PATHS.adminRevenue, { code: 'LOTUS' }),
          query: range,
          headers: lotus,
        }),
      );
      expect(lotusRevenue).toMatchObject({ currency: 'VND', timeZone: 'Asia/Ho_Chi_Minh' });
      expect(lotusRevenue.totals.deposits.amount).toMatch(/^\d+$/);
      expect(lotusRevenue.totals.deposits.count).toBeGreaterThan(0);
      for (const p of [
        REPORT_PATHS.adminRevenue,
        REPORT_PATHS.adminBreakdown,
        REPORT_PATHS.adminRankings,
        REPORT_PATHS.adminFunnel,
        REPORT_PATHS.adminDailyClose,
        REPORT_PATHS.adminRefresh,
      ]) {
        const res = await t.app.inject({
          method: 'GET',
          url: path(p),
          query: { ...range, by: 'category' },
          headers: lotus,
        });
        expectError(res, 403, 'FORBIDDEN');
      }
      // A viewer reads reports but may not rebuild them, even of its own merchant.
      expectError(
        await t.app.inject({
          method: 'POST',
          url: concreteUrl(REPORT_PATHS.adminRefresh, { code: 'LOTUS' }),
          headers: lotus,
          payload: range,
        }),
        403,
        'FORBIDDEN',
      );
    });

    it('refuses a reversed or too long range with a translated message, and changes nothing', async () => {
      const state = await t.db.query(`SELECT * FROM report_refresh_state ORDER BY merchant_code`);
      const reversed = await t.app.inject({
        method: 'GET',
        url: path(REPORT_PATHS.adminRevenue),
        query: { from: today, to: addDays(today, -1) },
        headers: { ...admin, 'accept-language': 'th' },
      });
      expectError(reversed, 400, 'VALIDATION_FAILED');
      expect(reversed.json()).toMatchObject({ message: expect.stringContaining('from') });
      expect((reversed.json() as { message: string }).message).not.toMatch(/^Some fields/);
      const tooLong = await t.app.inject({
        method: 'GET',
        url: path(REPORT_PATHS.adminBreakdown),
        query: { from: addDays(today, -REPORT_MAX_RANGE_DAYS), to: today, by: 'game' },
        headers: admin,
      });
      expectError(tooLong, 400, 'VALIDATION_FAILED');
      expect(tooLong.json()).toMatchObject({ value: { maxDays: REPORT_MAX_RANGE_DAYS } });
      const rebuild = await t.app.inject({
        method: 'POST',
        url: path(REPORT_PATHS.adminRefresh),
        headers: admin,
        payload: { from: today, to: addDays(today, -3) },
      });
      expectError(rebuild, 400, 'VALIDATION_FAILED');
      expect((await t.db.query(`SELECT * FROM report_refresh_state ORDER BY merchant_code`)).rows).toEqual(
        state.rows,
      );
      const profit = await t.app.inject({
        method: 'GET',
        url: REPORT_PATHS.personalProfit,
        query: { from: addDays(today, -90), to: today },
        headers: bearer((await loginOk(t, 'demo01')).token),
      });
      expectError(profit, 400, 'VALIDATION_FAILED');
    });
  });

  describe('the member’s profit', () => {
    it('shows my rounds only, every day of the range, by category', async () => {
      const token = (await loginOk(t, 'demo03')).token;
      const from = addDays(today, -6);
      const profit = expectOk<TPersonalProfit>(
        await t.app.inject({
          method: 'GET',
          url: REPORT_PATHS.personalProfit,
          query: { from, to: today },
          headers: bearer(token),
        }),
      );
      expect(profit).toMatchObject({ currency: 'THB', timeZone: ZONE });
      expect(profit.days.map((d) => d.day)).toEqual([...Array(7).keys()].map((i) => addDays(from, i)));
      expect(profit.days.slice(0, 6).every((d) => d.rounds === 0 && d.winLoss === '0.00')).toBe(true);
      // demo03 today: one dragon fortune round, 12.25 staked, 30.10 won (the other members' rounds stay theirs).
      expect(profit.days[6]).toEqual({
        day: today,
        rounds: 1,
        turnover: '12.25',
        payout: '30.10',
        winLoss: '17.85',
      });
      expect(profit.totals).toEqual({ rounds: 1, turnover: '12.25', payout: '30.10', winLoss: '17.85' });
      expect(profit.categories).toEqual([
        { category: 'RNG', rounds: 1, turnover: '12.25', payout: '30.10', winLoss: '17.85' },
      ]);
    });

    it('needs a member session', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: REPORT_PATHS.personalProfit,
        query: { from: today, to: today },
      });
      expectError(res, 401, 'UNAUTHORIZED');
    });
  });
});
