// Owns tables: none.
// Reads tables: report_member_game_days, report_game_days, report_member_days, report_member_weeks, report_member_months, report_play_day_sets, report_member_play_weeks, report_member_play_wtd, report_days, report_member_firsts, report_close_days, report_close_movements, members, games, game_vendors, agent_tree, seamless_transactions.
import type { ReportBreakdown, ReportRankingSide, ReportSort } from '@platform/contracts';
import type { QueryResultRow } from 'pg';
import type { Database } from '../../platform/db/database.ts';
import { ROUND_FACTS_SQL, ROUND_KEY_SQL, ROUND_SPAN_SQL } from '../games/index.ts';

/**
 * What the reports read: the summary tables the builder keeps (never the raw vendor calls or ledger
 * rows, except the member's own profit, read live from the member's index). `from`/`to` are the
 * merchant's calendar days, both included.
 */
export interface RangeFilter {
  merchantCode: string;
  currency: string;
  from: string;
  to: string;
}

export interface PlaySums {
  rounds: number;
  players: number;
  turnoverMinor: bigint;
  payoutMinor: bigint;
}

export interface DayRow {
  day: string;
  rounds: number;
  turnoverMinor: bigint;
  payoutMinor: bigint;
  bonusMinor: bigint;
  rebateMinor: bigint;
  depositCount: number;
  depositMinor: bigint;
  firstDepositCount: number;
  firstDepositMinor: bigint;
  withdrawalCount: number;
  withdrawalMinor: bigint;
  newMembers: number;
  activeMembers: number;
  depositingMembers: number;
}

export interface BreakdownRowRecord extends PlaySums {
  key: string;
  label: string;
  category: string | null;
  vendorCode: string | null;
  gameCode: string | null;
}

export interface RankingRowRecord {
  id: string;
  account: string;
  players: number;
  rounds: number;
  turnoverMinor: bigint;
  payoutMinor: bigint;
}

const big = (v: string | null | undefined) => BigInt(v ?? 0);

/** The ends of a WeekSplit as the two array parameters memberPlayRows reads. */
const splitEnds = (split: WeekSplit) => [split.ends.map((e) => e.day), split.ends.map((e) => e.sign)];

/** ORDER BY expressions of the sortable columns over a grouped row (`g`): fixed text, never input. */
const SORT_SQL: Record<ReportSort, string> = {
  turnover: 'g.turnover',
  payout: 'g.payout',
  ggr: '(g.turnover - g.payout)',
  rounds: 'g.rounds',
  players: 'g.players',
  winLoss: '(g.payout - g.turnover)',
};

export interface BreakdownFilter extends RangeFilter {
  category: string | null;
  vendorCode: string | null;
  gameCode: string | null;
}

/** The months a range touches, each with the mask of its days (report-days periodMasks). */
export type MonthMasks = readonly { period: string; mask: number }[];

/** How the category, vendor and game breakdowns group: the grouped columns of report_game_days. */
const GROUP_COLUMNS: Record<Exclude<ReportBreakdown, 'member'>, string> = {
  category: 'category',
  vendor: 'vendor_code',
  game: 'vendor_code, game_code',
};

/**
 * The members' play over a range, signed rows per member (member_id, rounds, turnover_minor,
 * payout_minor) that sum to the range: the weeks' sums (`weeks`, the parameter holding their
 * Mondays) and the signed week-to-date ends (`ends`/`signs`: domain weekTermsOf). An end reads the
 * week-to-date rows of the last day built up to it (the day itself once built) and the members'
 * days after that up to it (none once built), so a range ending on a day not built yet stays exact.
 * $1 merchant, $2 currency.
 */
const memberPlayRows = (weeks: string, ends: string, signs: string) => `
  SELECT member_id, rounds, turnover_minor, payout_minor FROM report_member_play_weeks
   WHERE merchant_code = $1 AND currency = $2 AND week = ANY(${weeks}::date[])
  UNION ALL
  SELECT w.member_id, e.sign * w.rounds, e.sign * w.turnover_minor, e.sign * w.payout_minor
    FROM (SELECT x.day, x.sign, (SELECT max(b.day) FROM report_member_play_wtd b
                                  WHERE b.merchant_code = $1 AND b.currency = $2
                                    AND b.day BETWEEN date_trunc('week', x.day)::date AND x.day) AS built
            FROM unnest(${ends}::date[], ${signs}::int[]) AS x(day, sign)) e
    JOIN report_member_play_wtd w ON w.merchant_code = $1 AND w.currency = $2 AND w.day = e.built
  UNION ALL
  SELECT d.member_id, e.sign * d.rounds, e.sign * d.turnover_minor, e.sign * d.payout_minor
    FROM (SELECT x.day, x.sign, (SELECT max(b.day) FROM report_member_play_wtd b
                                  WHERE b.merchant_code = $1 AND b.currency = $2
                                    AND b.day BETWEEN date_trunc('week', x.day)::date AND x.day) AS built
            FROM unnest(${ends}::date[], ${signs}::int[]) AS x(day, sign)) e
    JOIN report_member_days d ON d.merchant_code = $1 AND d.currency = $2 AND d.day <= e.day
     AND d.day > COALESCE(e.built, date_trunc('week', e.day)::date - 1)`;

/** A range of days as its weeks and signed week-to-date ends (domain weekTermsOf), for memberPlayRows. */
export interface WeekSplit {
  weeks: string[];
  ends: readonly { day: string; sign: 1 | -1 }[];
}

export function createReportReadsRepository(db: Database) {
  /**
   * A statement that groups a range's rows into thousands of members or games: run with the memory
   * to hash and sort them in memory (the default 4 MB spills them to disk) and without JIT (compiling
   * costs more than it saves on statements under a second), set for its transaction only.
   */
  const large = <R extends QueryResultRow>(sql: string, params: unknown[]) =>
    db.transaction(async (tx) => {
      await tx.query(`SELECT set_config('work_mem', '64MB', true), set_config('jit', 'off', true)`);
      return tx.query<R>(sql, params);
    });

  return {
    async days(f: RangeFilter): Promise<DayRow[]> {
      const r = await db.query<{
        day: string;
        rounds: number;
        turnover_minor: string;
        payout_minor: string;
        bonus_minor: string;
        rebate_minor: string;
        deposit_count: number;
        deposit_minor: string;
        first_deposit_count: number;
        first_deposit_minor: string;
        withdrawal_count: number;
        withdrawal_minor: string;
        new_members: number;
        active_members: number;
        depositing_members: number;
      }>(
        `SELECT to_char(day, 'YYYY-MM-DD') AS day, rounds, turnover_minor, payout_minor, bonus_minor, rebate_minor,
                deposit_count, deposit_minor, first_deposit_count, first_deposit_minor, withdrawal_count,
                withdrawal_minor, new_members, active_members, depositing_members
           FROM report_days
          WHERE merchant_code = $1 AND currency = $2 AND day BETWEEN $3::date AND $4::date
          ORDER BY day`,
        [f.merchantCode, f.currency, f.from, f.to],
      );
      return r.rows.map((row) => ({
        day: row.day,
        rounds: row.rounds,
        turnoverMinor: big(row.turnover_minor),
        payoutMinor: big(row.payout_minor),
        bonusMinor: big(row.bonus_minor),
        rebateMinor: big(row.rebate_minor),
        depositCount: row.deposit_count,
        depositMinor: big(row.deposit_minor),
        firstDepositCount: row.first_deposit_count,
        firstDepositMinor: big(row.first_deposit_minor),
        withdrawalCount: row.withdrawal_count,
        withdrawalMinor: big(row.withdrawal_minor),
        newMembers: row.new_members,
        activeMembers: row.active_members,
        depositingMembers: row.depositing_members,
      }));
    },

    /**
     * Distinct active (a standing bet) and depositing members per week or month, among the days each
     * period's mask names (the range may cut a period): rows of the members' day bitmaps whose bits
     * meet the mask, one row per member and period, so no DISTINCT is needed.
     */
    async periodMembers(
      f: RangeFilter,
      grain: 'week' | 'month',
      masks: readonly { period: string; mask: number }[],
    ): Promise<Map<string, { active: number; depositing: number }>> {
      const table = grain === 'week' ? 'report_member_weeks' : 'report_member_months';
      const column = grain === 'week' ? 'week' : 'month';
      const r = await db.query<{ period: string; active: string; depositing: string }>(
        `SELECT to_char(p.period, 'YYYY-MM-DD') AS period,
                count(*) FILTER (WHERE (x.active_days & p.mask) <> 0) AS active,
                count(*) FILTER (WHERE (x.deposit_days & p.mask) <> 0) AS depositing
           FROM unnest($3::date[], $4::int[]) AS p(period, mask)
           JOIN ${table} x ON x.merchant_code = $1 AND x.currency = $2 AND x.${column} = p.period
          GROUP BY p.period`,
        [f.merchantCode, f.currency, masks.map((m) => m.period), masks.map((m) => m.mask)],
      );
      return new Map(
        r.rows.map((row) => [row.period, { active: Number(row.active), depositing: Number(row.depositing) }]),
      );
    },

    /**
     * Distinct active and depositing members over a range given as its months' masks. Within one
     * month a member is one row; across months a member's rows are counted once.
     */
    async rangeMembers(
      f: RangeFilter,
      monthMasks: readonly { period: string; mask: number }[],
    ): Promise<{ active: number; depositing: number }> {
      // One month holds a member once; several are folded per member first (a hash, not a sort).
      const perMember =
        monthMasks.length > 1
          ? `SELECT bool_or(active) AS active, bool_or(depositing) AS depositing FROM rows GROUP BY member_id`
          : `SELECT active, depositing FROM rows`;
      const r = await large<{ active: string; depositing: string }>(
        `WITH rows AS (
           SELECT x.member_id, (x.active_days & p.mask) <> 0 AS active, (x.deposit_days & p.mask) <> 0 AS depositing
             FROM unnest($3::date[], $4::int[]) AS p(month, mask)
             JOIN report_member_months x ON x.merchant_code = $1 AND x.currency = $2 AND x.month = p.month
            WHERE ((x.active_days | x.deposit_days) & p.mask) <> 0
         )
         SELECT count(*) FILTER (WHERE m.active) AS active, count(*) FILTER (WHERE m.depositing) AS depositing
           FROM (${perMember}) m`,
        [f.merchantCode, f.currency, monthMasks.map((m) => m.period), monthMasks.map((m) => m.mask)],
      );
      return { active: Number(r.rows[0]?.active ?? 0), depositing: Number(r.rows[0]?.depositing ?? 0) };
    },

    /**
     * Every group of a category, vendor or game breakdown over the range (they are few: the catalogue's
     * categories, vendors or games), summed from the games' days.
     */
    async groupSums(f: BreakdownFilter, by: Exclude<ReportBreakdown, 'member'>) {
      const r = await large<{
        category: string | null;
        vendor_code: string | null;
        game_code: string | null;
        vendor_name: string | null;
        game_name: string | null;
        rounds: string;
        turnover: string;
        payout: string;
        range_players: string;
      }>(
        `WITH g AS (
           SELECT ${GROUP_COLUMNS[by]}, min(category) AS any_category, sum(rounds) AS rounds,
                  sum(turnover_minor) AS turnover, sum(payout_minor) AS payout,
                  -- A game's distinct players over the range: each day's players less those who
                  -- played it within the days of the range before (returning_players is cumulative).
                  sum(players - COALESCE(returning_players[LEAST(day - $3::date, cardinality(returning_players))], 0))
                    AS range_players
             FROM report_game_days
            WHERE merchant_code = $1 AND currency = $2 AND day BETWEEN $3::date AND $4::date
              AND ($5::text IS NULL OR category = $5) AND ($6::text IS NULL OR vendor_code = $6)
              AND ($7::text IS NULL OR game_code = $7)
            GROUP BY ${GROUP_COLUMNS[by]}
         )
         SELECT ${by === 'category' ? 'g.category' : by === 'vendor' ? 'NULL::text AS category' : 'g.any_category AS category'},
                ${by === 'category' ? 'NULL::text AS vendor_code' : 'g.vendor_code'},
                ${by === 'game' ? 'g.game_code' : 'NULL::text AS game_code'},
                ${by === 'category' ? 'NULL::text' : 'v.display_name'} AS vendor_name,
                ${by === 'game' ? 'gm.name' : 'NULL::text'} AS game_name,
                g.rounds, g.turnover, g.payout, g.range_players
           FROM g
           ${by === 'category' ? '' : 'LEFT JOIN game_vendors v ON v.code = g.vendor_code'}
           ${by === 'game' ? 'LEFT JOIN games gm ON gm.vendor_code = g.vendor_code AND gm.game_code = g.game_code' : ''}`,
        [f.merchantCode, f.currency, f.from, f.to, f.category, f.vendorCode, f.gameCode],
      );
      return r.rows.map((row) => ({
        key: by === 'category' ? row.category! : by === 'vendor' ? row.vendor_code! : row.game_code!,
        label:
          by === 'category'
            ? row.category!
            : by === 'vendor'
              ? (row.vendor_name ?? row.vendor_code!)
              : (row.game_name ?? row.game_code!),
        category: row.category,
        vendorCode: row.vendor_code,
        gameCode: row.game_code,
        rounds: Number(row.rounds),
        turnoverMinor: big(row.turnover),
        payoutMinor: big(row.payout),
        /**
         * The distinct players over the range of a group of one game (level G: a game breakdown, or any
         * breakdown filtered to a game); for a group of several games, the sum of theirs.
         */
        gamePlayers: Number(row.range_players),
      }));
    },

    /**
     * Distinct players per category (level C), vendor (V) or both (CV) over the range, within the
     * category and vendor filters: the OR of the days' player sets per group and chunk, and its set
     * bits. Keyed by the category or the vendor (`by`; the filter fixes the other column).
     */
    async setPlayers(
      f: BreakdownFilter,
      level: 'C' | 'V' | 'CV',
      by: 'category' | 'vendor',
    ): Promise<Map<string, number>> {
      const r = await db.query<{ category: string; vendor_code: string; players: string }>(
        `SELECT category, vendor_code, sum(bit_count(b)) AS players FROM (
           SELECT category, vendor_code, chunk, bit_or(members) AS b
             FROM report_play_day_sets
            WHERE merchant_code = $1 AND currency = $2 AND day BETWEEN $3::date AND $4::date AND level = $5
              AND ($6::text IS NULL OR category = $6) AND ($7::text IS NULL OR vendor_code = $7)
            GROUP BY category, vendor_code, chunk
         ) s
          GROUP BY category, vendor_code`,
        [f.merchantCode, f.currency, f.from, f.to, level, f.category, f.vendorCode],
      );
      return new Map(
        r.rows.map((row) => [by === 'category' ? row.category : row.vendor_code, Number(row.players)]),
      );
    },

    /**
     * Distinct players over the range of one game code in every vendor that has it (a game filter
     * without a vendor), per category or vendor (`by`), or in all (`by` null): counted from the members'
     * game days of that code, since a group may then hold the same code of several vendors.
     */
    async gameCodePlayers(
      f: BreakdownFilter,
      by: 'category' | 'vendor' | null,
    ): Promise<Map<string, number>> {
      const key = by === 'category' ? 'x.category' : by === 'vendor' ? 'x.vendor_code' : "''";
      const r = await large<{ k: string; players: string }>(
        `SELECT ${key} AS k, count(DISTINCT x.member_id) AS players
           FROM report_member_game_days x
          WHERE x.merchant_code = $1 AND x.currency = $2 AND x.day BETWEEN $3::date AND $4::date AND x.rounds > 0
            AND ($5::text IS NULL OR x.category = $5) AND x.game_code = $6
          GROUP BY 1`,
        [f.merchantCode, f.currency, f.from, f.to, f.category, f.gameCode],
      );
      return new Map(r.rows.map((row) => [row.k, Number(row.players)]));
    },

    /** Distinct players over the range with no filter: every member who bet (the month bitmaps). */
    async allPlayers(f: RangeFilter, months: MonthMasks): Promise<number> {
      // One month holds a member once; several are folded first.
      const counted = months.length > 1 ? 'count(DISTINCT x.member_id)' : 'count(*)';
      const r = await large<{ players: string }>(
        `SELECT ${counted} AS players
           FROM unnest($3::date[], $4::int[]) AS p(month, mask)
           JOIN report_member_months x ON x.merchant_code = $1 AND x.currency = $2 AND x.month = p.month
          WHERE (x.active_days & p.mask) <> 0`,
        [f.merchantCode, f.currency, months.map((m) => m.period), months.map((m) => m.mask)],
      );
      return Number(r.rows[0]?.players ?? 0);
    },

    /** One page of the members who played within the breakdown's filters, with the filter's totals. */
    async memberBreakdown(
      f: BreakdownFilter & {
        sort: ReportSort;
        descending: boolean;
        limit: number;
        offset: number;
        split: WeekSplit;
      },
    ): Promise<{ rows: BreakdownRowRecord[]; total: number; totals: PlaySums }> {
      const direction = f.descending ? 'DESC' : 'ASC';
      // No filter: the members' week sums and the cut weeks' days (a few rows per member); a filter
      // needs the members' game days of the range, within it.
      const unfiltered = f.category === null && f.vendorCode === null && f.gameCode === null;
      const grouped = unfiltered
        ? `SELECT member_id, sum(rounds) AS rounds, 1 AS players, sum(turnover_minor) AS turnover,
                  sum(payout_minor) AS payout
             FROM (${memberPlayRows('$5', '$6', '$7')}) u
            GROUP BY member_id`
        : `SELECT member_id, sum(rounds) AS rounds, 1 AS players, sum(turnover_minor) AS turnover,
                  sum(payout_minor) AS payout
             FROM report_member_game_days
            WHERE merchant_code = $1 AND currency = $2 AND day BETWEEN $5::date AND $6::date
              AND ($7::text IS NULL OR category = $7) AND ($8::text IS NULL OR vendor_code = $8)
              AND ($9::text IS NULL OR game_code = $9)
            GROUP BY member_id`;
      const params = unfiltered
        ? [f.merchantCode, f.currency, f.limit, f.offset, f.split.weeks, ...splitEnds(f.split)]
        : [f.merchantCode, f.currency, f.limit, f.offset, f.from, f.to, f.category, f.vendorCode, f.gameCode];
      const r = await large<{
        total: string;
        t_rounds: string | null;
        t_turnover: string | null;
        t_payout: string | null;
        found: boolean;
        member_id: string;
        username: string | null;
        rounds: string;
        turnover: string;
        payout: string;
      }>(
        `WITH g AS (${grouped}), totals AS (
           SELECT count(*) FILTER (WHERE rounds > 0) AS total, sum(rounds) AS t_rounds,
                  sum(turnover) AS t_turnover, sum(payout) AS t_payout
             FROM g
         ), page AS (
           SELECT g.*, ${SORT_SQL[f.sort]} AS sort_value FROM g
            WHERE g.rounds > 0
            ORDER BY ${SORT_SQL[f.sort]} ${direction}, g.member_id
            LIMIT $3 OFFSET $4
         )
         SELECT t.*, p.*, m.username, p.member_id IS NOT NULL AS found
           FROM totals t LEFT JOIN page p ON true LEFT JOIN members m ON m.id = p.member_id
          ORDER BY p.sort_value ${direction}, p.member_id`,
        params,
      );
      const head = r.rows[0];
      const total = Number(head?.total ?? 0);
      return {
        total,
        totals: {
          rounds: Number(head?.t_rounds ?? 0),
          players: total,
          turnoverMinor: big(head?.t_turnover),
          payoutMinor: big(head?.t_payout),
        },
        rows: r.rows
          .filter((row) => row.found)
          .map((row) => ({
            key: row.member_id,
            label: row.username ?? row.member_id,
            category: null,
            vendorCode: null,
            gameCode: null,
            rounds: Number(row.rounds),
            players: 1,
            turnoverMinor: big(row.turnover),
            payoutMinor: big(row.payout),
          })),
      };
    },

    /**
     * Win/loss rankings (the player's view, payout − turnover) of members who played in the range,
     * or of agents over their whole team: every member below the agent at any depth (agent_tree
     * depth ≥ 1, the agent's own play aside), as the agent centre's team reports count a team. A
     * member therefore counts in each of its uplines' rows.
     */
    async rankings(
      f: RangeFilter & {
        kind: 'member' | 'agent';
        side: ReportRankingSide;
        limit: number;
        offset: number;
        split: WeekSplit;
      },
    ): Promise<{ rows: RankingRowRecord[]; total: number }> {
      const order = f.side === 'winners' ? 'DESC' : 'ASC';
      const sums = `SELECT member_id, sum(rounds) AS rounds, sum(turnover_minor) AS turnover,
                           sum(payout_minor) AS payout
                      FROM (${memberPlayRows('$3', '$4', '$5')}) u
                     GROUP BY member_id
                    HAVING sum(rounds) > 0`;
      // Agents: the members' sums are hash-joined to the merchant's tree, read once (`tree`; a CTE no
      // one references is not run, so the members' ranking skips it). Joined to the table, the planner
      // (which takes a UNION's groups for 200) probed its index once per member.
      const grouped =
        f.kind === 'member'
          ? `SELECT s.member_id AS id, 1 AS players, s.rounds, s.turnover, s.payout FROM (${sums}) s`
          : `SELECT t.ancestor_id AS id, count(*) AS players, sum(s.rounds) AS rounds,
                    sum(s.turnover) AS turnover, sum(s.payout) AS payout
               FROM (${sums}) s JOIN tree t ON t.descendant_id = s.member_id
              GROUP BY t.ancestor_id`;
      const r = await large<{
        total: string;
        id: string;
        username: string | null;
        players: string;
        rounds: string;
        turnover: string;
        payout: string;
      }>(
        `WITH tree AS MATERIALIZED (SELECT descendant_id, ancestor_id FROM agent_tree WHERE merchant_code = $1 AND depth >= 1),
         g AS (${grouped}), page AS (
           SELECT g.*, count(*) OVER () AS total FROM g
            ORDER BY (g.payout - g.turnover) ${order}, g.turnover DESC, g.id
            LIMIT $6 OFFSET $7
         )
         SELECT p.*, m.username FROM page p LEFT JOIN members m ON m.id = p.id
          ORDER BY (p.payout - p.turnover) ${order}, p.turnover DESC, p.id`,
        [f.merchantCode, f.currency, f.split.weeks, ...splitEnds(f.split), f.limit, f.offset],
      );
      let total = Number(r.rows[0]?.total ?? 0);
      if (r.rows.length === 0 && f.offset > 0) {
        // Past the last page: the window count is not there to read, ask for it alone.
        const c = await large<{ n: string }>(
          `WITH tree AS MATERIALIZED (SELECT descendant_id, ancestor_id FROM agent_tree WHERE merchant_code = $1 AND depth >= 1),
           g AS (${grouped}) SELECT count(*) AS n FROM g`,
          [f.merchantCode, f.currency, f.split.weeks, ...splitEnds(f.split)],
        );
        total = Number(c.rows[0]?.n ?? 0);
      }
      return {
        total,
        rows: r.rows.map((row) => ({
          id: row.id,
          account: row.username ?? row.id,
          players: Number(row.players),
          rounds: Number(row.rounds),
          turnoverMinor: big(row.turnover),
          payoutMinor: big(row.payout),
        })),
      };
    },

    /** Members registered in [start, end) (trial accounts aside) and how far each has come. */
    async funnel(merchantCode: string, start: Date, end: Date) {
      const r = await db.query<{
        registered: string;
        first_deposit: string;
        first_bet: string;
        second_deposit: string;
      }>(
        `SELECT count(*) AS registered, count(f.first_deposit_tx) AS first_deposit,
                count(f.first_bet_day) AS first_bet, count(f.second_deposit_tx) AS second_deposit
           FROM members m
           LEFT JOIN report_member_firsts f ON f.merchant_code = m.merchant_code AND f.member_id = m.id
          WHERE m.merchant_code = $1 AND m.type <> 4 AND m.created_at >= $2 AND m.created_at < $3`,
        [merchantCode, start, end],
      );
      const row = r.rows[0]!;
      return {
        registered: Number(row.registered),
        firstDeposit: Number(row.first_deposit),
        firstBet: Number(row.first_bet),
        secondDeposit: Number(row.second_deposit),
      };
    },

    /** The stored close of the range's days and the day before (its closing is the first opening). */
    async closeDays(f: RangeFilter) {
      const days = await db.query<{
        day: string;
        opening_minor: string;
        closing_minor: string;
        ledger_closing_minor: string;
      }>(
        `SELECT to_char(day, 'YYYY-MM-DD') AS day, opening_minor, closing_minor, ledger_closing_minor
           FROM report_close_days
          WHERE merchant_code = $1 AND currency = $2 AND day BETWEEN $3::date - 1 AND $4::date
          ORDER BY day`,
        [f.merchantCode, f.currency, f.from, f.to],
      );
      const movements = await db.query<{
        day: string;
        kind: string;
        amount_minor: string;
        transactions: number;
      }>(
        `SELECT to_char(day, 'YYYY-MM-DD') AS day, kind, amount_minor, transactions
           FROM report_close_movements
          WHERE merchant_code = $1 AND currency = $2 AND day BETWEEN $3::date AND $4::date
          ORDER BY day, kind`,
        [f.merchantCode, f.currency, f.from, f.to],
      );
      return {
        days: days.rows.map((d) => ({
          day: d.day,
          openingMinor: big(d.opening_minor),
          closingMinor: big(d.closing_minor),
          ledgerClosingMinor: big(d.ledger_closing_minor),
        })),
        movements: movements.rows.map((m) => ({
          day: m.day,
          kind: m.kind,
          amountMinor: big(m.amount_minor),
          count: m.transactions,
        })),
      };
    },

    /**
     * A member's own rounds whose first bet falls in [start, end), per day of `timeZone` and category,
     * read live from the member's index with the games module's round rules (as the betting record).
     */
    async memberProfit(options: {
      memberId: string;
      merchantCode: string;
      start: Date;
      end: Date;
      timeZone: string;
    }) {
      const r = await db.query<{
        day: string;
        category: string;
        rounds: string;
        turnover: string;
        payout: string;
      }>(
        `WITH moves AS (
           SELECT st.vendor_code, st.kind, st.game_code, st.amount_minor, st.rolled_back, st.created_at,
                  ${ROUND_KEY_SQL} AS round_key
             FROM seamless_transactions st
            WHERE st.member_id = $1 AND st.merchant_code = $2 AND st.kind IN ('BET', 'WIN')
              AND st.created_at >= $3::timestamptz - ${ROUND_SPAN_SQL}
              AND st.created_at < $4::timestamptz + ${ROUND_SPAN_SQL}
         ), rounds AS (
           SELECT vendor_code, round_key, ${ROUND_FACTS_SQL}
             FROM moves GROUP BY vendor_code, round_key
         )
         SELECT to_char((r.bet_time AT TIME ZONE $5)::date, 'YYYY-MM-DD') AS day, COALESCE(g.game_type, 'RNG') AS category,
                count(*) FILTER (WHERE r.bets_live > 0) AS rounds, sum(r.stake_live) AS turnover, sum(r.win) AS payout
           FROM rounds r
           LEFT JOIN games g ON g.vendor_code = r.vendor_code AND g.game_code = r.game_code
          WHERE r.bet_time >= $3 AND r.bet_time < $4
          GROUP BY 1, 2`,
        [options.memberId, options.merchantCode, options.start, options.end, options.timeZone],
      );
      return r.rows.map((row) => ({
        day: row.day,
        category: row.category,
        rounds: Number(row.rounds),
        turnoverMinor: big(row.turnover),
        payoutMinor: big(row.payout),
      }));
    },
  };
}

export type ReportReadsRepository = ReturnType<typeof createReportReadsRepository>;
