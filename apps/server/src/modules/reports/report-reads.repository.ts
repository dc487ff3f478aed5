// Owns tables: none.
// Reads tables: report_member_game_days, report_member_days, report_days, report_member_firsts, report_close_days, report_close_movements, members, games, game_vendors, agent_tree, seamless_transactions.
import type { ReportBreakdown, ReportRankingSide, ReportSort } from '@platform/contracts';
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

/** ORDER BY expressions of the sortable columns over a grouped row (`g`): fixed text, never input. */
const SORT_SQL: Record<ReportSort, string> = {
  turnover: 'g.turnover',
  payout: 'g.payout',
  ggr: '(g.turnover - g.payout)',
  rounds: 'g.rounds',
  players: 'g.players',
  winLoss: '(g.payout - g.turnover)',
};

/** How each breakdown groups, its key, and what a person reads for it. */
const GROUPING: Record<
  ReportBreakdown,
  { group: string; key: string; label: string; join: string; columns: string }
> = {
  category: {
    group: 'f.category',
    key: 'g.category',
    label: 'g.category',
    join: '',
    columns: 'g.category, NULL::text AS vendor_code, NULL::text AS game_code',
  },
  vendor: {
    group: 'f.vendor_code',
    key: 'g.vendor_code',
    label: 'COALESCE(v.display_name, g.vendor_code)',
    join: 'LEFT JOIN game_vendors v ON v.code = g.vendor_code',
    columns: 'NULL::text AS category, g.vendor_code, NULL::text AS game_code',
  },
  game: {
    group: 'f.vendor_code, f.game_code',
    key: 'g.game_code',
    label: 'COALESCE(gm.name, g.game_code)',
    join: 'LEFT JOIN games gm ON gm.vendor_code = g.vendor_code AND gm.game_code = g.game_code',
    columns: 'g.any_category AS category, g.vendor_code, g.game_code',
  },
  member: {
    group: 'f.member_id',
    key: 'g.member_id::text',
    label: 'COALESCE(m.username, g.member_id::text)',
    join: 'LEFT JOIN members m ON m.id = g.member_id',
    columns: 'NULL::text AS category, NULL::text AS vendor_code, NULL::text AS game_code',
  },
};

export function createReportReadsRepository(db: Database) {
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
     * Distinct active (a standing bet) and depositing members per period and over the whole range:
     * `periods[i]` names the period of `days[i]`. The whole range answers under the period `total`.
     */
    async distinctMembers(
      f: RangeFilter,
      days: readonly string[],
      periods: readonly string[],
    ): Promise<Map<string, { active: number; depositing: number }>> {
      const r = await db.query<{ period: string | null; active: string; depositing: string }>(
        `WITH p AS (SELECT * FROM unnest($5::date[], $6::text[]) AS p(day, period))
         SELECT p.period,
                count(DISTINCT md.member_id) FILTER (WHERE md.rounds > 0) AS active,
                count(DISTINCT md.member_id) FILTER (WHERE md.deposit_count > 0) AS depositing
           FROM report_member_days md JOIN p ON p.day = md.day
          WHERE md.merchant_code = $1 AND md.currency = $2 AND md.day BETWEEN $3::date AND $4::date
          GROUP BY GROUPING SETS ((p.period), ())`,
        [f.merchantCode, f.currency, f.from, f.to, days, periods],
      );
      return new Map(
        r.rows.map((row) => [
          row.period ?? 'total',
          { active: Number(row.active), depositing: Number(row.depositing) },
        ]),
      );
    },

    /** One page of the range grouped by category, vendor, game or member, with the filter's totals. */
    async breakdown(
      f: RangeFilter & {
        by: ReportBreakdown;
        category: string | null;
        vendorCode: string | null;
        gameCode: string | null;
        sort: ReportSort;
        descending: boolean;
        limit: number;
        offset: number;
      },
    ): Promise<{ rows: BreakdownRowRecord[]; total: number; totals: PlaySums }> {
      const grouping = GROUPING[f.by];
      const direction = f.descending ? 'DESC' : 'ASC';
      const r = await db.query<{
        total: string;
        t_rounds: string | null;
        t_players: string;
        t_turnover: string | null;
        t_payout: string | null;
        found: boolean;
        key: string;
        label: string;
        category: string | null;
        vendor_code: string | null;
        game_code: string | null;
        rounds: string;
        players: string;
        turnover: string;
        payout: string;
      }>(
        `WITH f AS (
           SELECT * FROM report_member_game_days
            WHERE merchant_code = $1 AND currency = $2 AND day BETWEEN $3::date AND $4::date
              AND ($5::text IS NULL OR category = $5) AND ($6::text IS NULL OR vendor_code = $6)
              AND ($7::text IS NULL OR game_code = $7)
         ), g AS (
           SELECT ${grouping.group}, min(f.category) AS any_category, sum(f.rounds) AS rounds,
                  count(DISTINCT f.member_id) FILTER (WHERE f.rounds > 0) AS players,
                  sum(f.turnover_minor) AS turnover, sum(f.payout_minor) AS payout
             FROM f GROUP BY ${grouping.group}
         ), totals AS (
           SELECT (SELECT count(*) FROM g) AS total, sum(f.rounds) AS t_rounds,
                  count(DISTINCT f.member_id) FILTER (WHERE f.rounds > 0) AS t_players,
                  sum(f.turnover_minor) AS t_turnover, sum(f.payout_minor) AS t_payout
             FROM f
         ), page AS (
           SELECT ${grouping.key} AS key, ${grouping.label} AS label, ${grouping.columns},
                  g.rounds, g.players, g.turnover, g.payout,
                  ${SORT_SQL[f.sort]} AS sort_value
             FROM g ${grouping.join}
            ORDER BY ${SORT_SQL[f.sort]} ${direction}, ${grouping.key}
            LIMIT $8 OFFSET $9
         )
         SELECT t.*, p.*, p.key IS NOT NULL AS found
           FROM totals t LEFT JOIN page p ON true
          ORDER BY p.sort_value ${direction}, p.key`,
        [f.merchantCode, f.currency, f.from, f.to, f.category, f.vendorCode, f.gameCode, f.limit, f.offset],
      );
      const head = r.rows[0];
      return {
        total: Number(head?.total ?? 0),
        totals: {
          rounds: Number(head?.t_rounds ?? 0),
          players: Number(head?.t_players ?? 0),
          turnoverMinor: big(head?.t_turnover),
          payoutMinor: big(head?.t_payout),
        },
        rows: r.rows
          .filter((row) => row.found)
          .map((row) => ({
            key: row.key,
            label: row.label,
            category: row.category,
            vendorCode: row.vendor_code,
            gameCode: row.game_code,
            rounds: Number(row.rounds),
            players: Number(row.players),
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
      f: RangeFilter & { kind: 'member' | 'agent'; side: ReportRankingSide; limit: number; offset: number },
    ): Promise<{ rows: RankingRowRecord[]; total: number }> {
      const order = f.side === 'winners' ? 'DESC' : 'ASC';
      const grouped =
        f.kind === 'member'
          ? `SELECT s.member_id AS id, 1 AS players, s.rounds, s.turnover, s.payout FROM s`
          : `SELECT t.ancestor_id AS id, count(*) AS players, sum(s.rounds) AS rounds,
                    sum(s.turnover) AS turnover, sum(s.payout) AS payout
               FROM s JOIN agent_tree t ON t.descendant_id = s.member_id AND t.depth >= 1 AND t.merchant_code = $1
              GROUP BY t.ancestor_id`;
      const r = await db.query<{
        total: string;
        id: string;
        username: string | null;
        players: string;
        rounds: string;
        turnover: string;
        payout: string;
      }>(
        `WITH s AS (
           SELECT member_id, sum(rounds) AS rounds, sum(turnover_minor) AS turnover, sum(payout_minor) AS payout
             FROM report_member_days
            WHERE merchant_code = $1 AND currency = $2 AND day BETWEEN $3::date AND $4::date
            GROUP BY member_id
           HAVING sum(rounds) > 0
         ), g AS (${grouped}), page AS (
           SELECT g.*, count(*) OVER () AS total FROM g
            ORDER BY (g.payout - g.turnover) ${order}, g.turnover DESC, g.id
            LIMIT $5 OFFSET $6
         )
         SELECT p.*, m.username FROM page p LEFT JOIN members m ON m.id = p.id
          ORDER BY (p.payout - p.turnover) ${order}, p.turnover DESC, p.id`,
        [f.merchantCode, f.currency, f.from, f.to, f.limit, f.offset],
      );
      let total = Number(r.rows[0]?.total ?? 0);
      if (r.rows.length === 0 && f.offset > 0) {
        // Past the last page: the window count is not there to read, ask for it alone.
        const c = await db.query<{ n: string }>(
          `WITH s AS (
             SELECT member_id, sum(rounds) AS rounds, sum(turnover_minor) AS turnover, sum(payout_minor) AS payout
               FROM report_member_days
              WHERE merchant_code = $1 AND currency = $2 AND day BETWEEN $3::date AND $4::date
              GROUP BY member_id HAVING sum(rounds) > 0
           ), g AS (${grouped}) SELECT count(*) AS n FROM g`,
          [f.merchantCode, f.currency, f.from, f.to],
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
