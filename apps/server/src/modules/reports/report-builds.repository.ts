// Owns tables: report_member_game_days, report_game_days, report_member_days, report_member_weeks, report_member_months, report_member_ordinals, report_play_day_sets, report_member_play_weeks, report_member_play_wtd, report_days, report_member_firsts, report_close_days, report_close_movements, report_refresh_state.
// Reads tables: merchants, members, games, seamless_transactions, ledger_transactions, ledger_entries, ledger_accounts, report_old_pairs, pg_stat_user_tables, pg_class.
import type { Database, Queryable } from '../../platform/db/database.ts';
import { REPORT_MAX_RANGE_DAYS } from '@platform/contracts';
import { ROUND_FACTS_SQL, ROUND_KEY_SQL, ROUND_SPAN_SQL } from '../games/index.ts';
import { kindMetricRows, MEMBER_WALLETS, type ReportMetric } from './domain/ledger-metrics.ts';
import type { PairOrdinals, PlayerSetRow } from './domain/player-sets.ts';
import { daysOf } from './domain/report-days.ts';

/**
 * The statements that (re)build the summary tables from the facts other modules own: vendor calls
 * (games' round rules), ledger transactions and entries, members. A day is rebuilt by deleting and
 * inserting all of its rows inside one transaction, so doing it twice leaves the same rows.
 *
 * `start`/`end` are the instants [start, end) a merchant's calendar day covers in its zone.
 */
export interface DaySpan {
  merchantCode: string;
  day: string;
  start: Date;
  end: Date;
}

export interface LedgerMetricRow {
  transactionId: bigint;
  memberId: string;
  currency: string;
  metric: ReportMetric;
  at: Date;
  amountMinor: bigint;
}

export interface MemberFirsts {
  memberId: string;
  firstDepositTx: bigint | null;
  firstDepositAt: Date | null;
  firstDepositMinor: bigint | null;
  secondDepositTx: bigint | null;
  secondDepositAt: Date | null;
  firstBetDay: string | null;
}

export interface MemberLedgerDay {
  memberId: string;
  currency: string;
  depositCount: number;
  depositMinor: bigint;
  firstDeposit: boolean;
  firstDepositMinor: bigint;
  withdrawalCount: number;
  withdrawalMinor: bigint;
  bonusMinor: bigint;
  rebateMinor: bigint;
}

export interface CloseDayRow {
  currency: string;
  day: string;
  openingMinor: bigint;
  closingMinor: bigint;
  ledgerClosingMinor: bigint;
}

export interface CloseMovementRow {
  currency: string;
  day: string;
  kind: string;
  amountMinor: bigint;
  transactions: number;
}

const SUMMARY_TABLES = [
  'report_member_game_days',
  'report_game_days',
  'report_member_days',
  'report_play_day_sets',
  'report_days',
];

/**
 * How far back a member's previous play of a game is looked for: a range is at most
 * REPORT_MAX_RANGE_DAYS long, so a day is at most this many days after its range's first day, and a
 * play longer ago than that is before any range the day is in.
 */
export const RETURN_GAP_DAYS = REPORT_MAX_RANGE_DAYS - 1;

/** A game's day whose returning players are to be counted again. */
export interface GameDayKey {
  currency: string;
  vendorCode: string;
  gameCode: string;
  day: string;
}

/**
 * Per game day of the member game rows in the CTE `src` (with a standing bet and a previous play),
 * the cumulative counts of its players by how many days before they last played the game: element k
 * (1-based) is how many played it within the k days before. Dense up to the longest gap of the day
 * (a few dozen at most for most games). Follows a WITH that names `src`.
 */
const RETURNING_ARRAYS_SQL = `
  , gaps AS (
    SELECT currency, day, vendor_code, game_code, day - prev_play_day AS gap, count(*) AS n
      FROM src GROUP BY 1, 2, 3, 4, 5
  ), tops AS (
    SELECT currency, day, vendor_code, game_code, max(gap) AS top FROM gaps GROUP BY 1, 2, 3, 4
  ), cumulative AS (
    SELECT t.currency, t.day, t.vendor_code, t.game_code, k.k,
           sum(COALESCE(g.n, 0)) OVER (PARTITION BY t.currency, t.day, t.vendor_code, t.game_code ORDER BY k.k) AS c
      FROM tops t
     CROSS JOIN LATERAL generate_series(1, t.top) AS k(k)
      LEFT JOIN gaps g ON g.currency = t.currency AND g.day = t.day AND g.vendor_code = t.vendor_code
                      AND g.game_code = t.game_code AND g.gap = k.k
  ), returning_arrays AS (
    SELECT currency, day, vendor_code, game_code, array_agg(c::integer ORDER BY k) AS a
      FROM cumulative GROUP BY 1, 2, 3, 4
  )`;

const dayText = (d: Date | string) => (typeof d === 'string' ? d : d.toISOString().slice(0, 10));

export function createReportBuildsRepository(db: Database) {
  return {
    /** Every merchant with its zone and currency: the job runs for each. */
    async merchants(): Promise<{ code: string; currency: string; timeZone: string }[]> {
      const r = await db.query<{ code: string; currency: string; time_zone: string }>(
        `SELECT code, currency, time_zone FROM merchants ORDER BY code`,
      );
      return r.rows.map((m) => ({ code: m.code, currency: m.currency, timeZone: m.time_zone }));
    },

    /** One builder per merchant at a time (the job on every node, an operator's rebuild). */
    async lockMerchant(tx: Queryable, merchantCode: string) {
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext('reports:' || $1))`, [merchantCode]);
    },

    /** What the next statements read is one snapshot (the daily close compares balances with entries). */
    async snapshot(tx: Queryable) {
      await tx.query(`SET TRANSACTION ISOLATION LEVEL REPEATABLE READ`);
    },

    /**
     * The day's standing (member, game) pairs as they were before the day is rebuilt, in a temporary
     * table of the transaction: the pairs the rebuild adds or removes are those whose next play day
     * gets another previous play day (fixNextPlays).
     */
    async keepDayPairs(tx: Queryable, merchantCode: string, day: string) {
      await tx.query(
        `CREATE TEMP TABLE report_old_pairs ON COMMIT DROP AS
         SELECT currency, vendor_code, game_code, member_id FROM report_member_game_days
          WHERE merchant_code = $1 AND day = $2::date AND rounds > 0`,
        [merchantCode, day],
      );
    },

    async deleteDay(tx: Queryable, merchantCode: string, day: string) {
      for (const table of SUMMARY_TABLES) {
        await tx.query(`DELETE FROM ${table} WHERE merchant_code = $1 AND day = $2::date`, [
          merchantCode,
          day,
        ]);
      }
    },

    /**
     * The day's rounds per member and game: every round whose first bet falls in the day, read through
     * the games module's round rules (a round is its vendor's `round`, or a lone bet with the wins that
     * reference it). The day's bets name the rounds; each round's rows are then read from the day on
     * (no upper bound in time: a win arriving days later still counts on its bet's day), through the
     * time index for a recent day or the round and reference indexes, as the planner finds cheaper.
     */
    async insertMemberGameDays(tx: Queryable, span: DaySpan) {
      const moveColumns = `k.vendor_code, k.member_id, k.round_key, st.kind, st.game_code, st.amount_minor,
                           st.rolled_back, st.created_at, st.currency`;
      await tx.query(
        `INSERT INTO report_member_game_days (merchant_code, currency, day, vendor_code, game_code, member_id,
                                              category, rounds, turnover_minor, payout_minor, prev_play_day)
         WITH keys AS MATERIALIZED (
           SELECT DISTINCT st.vendor_code, st.member_id, ${ROUND_KEY_SQL} AS round_key, st.round <> '' AS named
             FROM seamless_transactions st
            WHERE st.merchant_code = $1 AND st.kind = 'BET' AND st.created_at >= $2 AND st.created_at < $3
         ), moves AS (
           SELECT ${moveColumns}
             FROM keys k JOIN seamless_transactions st
               ON st.vendor_code = k.vendor_code AND st.member_id = k.member_id AND st.round = k.round_key
            WHERE k.named AND st.round <> '' AND st.kind IN ('BET', 'WIN')
              AND st.created_at >= $2::timestamptz - ${ROUND_SPAN_SQL}
           UNION ALL
           SELECT ${moveColumns}
             FROM keys k JOIN seamless_transactions st
               ON st.vendor_code = k.vendor_code AND st.transaction_uuid = k.round_key
            WHERE NOT k.named AND st.kind = 'BET' AND st.created_at >= $2 AND st.created_at < $3
           UNION ALL
           SELECT ${moveColumns}
             FROM keys k JOIN seamless_transactions st
               ON st.vendor_code = k.vendor_code AND st.reference_uuid = k.round_key
            WHERE NOT k.named AND st.round = '' AND st.kind = 'WIN' AND st.member_id = k.member_id
              AND st.created_at >= $2
         ), rounds AS (
           SELECT vendor_code, member_id, round_key, (array_agg(currency))[1] AS currency, ${ROUND_FACTS_SQL}
             FROM moves
            GROUP BY vendor_code, member_id, round_key
           HAVING min(created_at) FILTER (WHERE kind = 'BET') >= $2
              AND min(created_at) FILTER (WHERE kind = 'BET') < $3
         ), played AS (
           SELECT r.currency, r.vendor_code, r.game_code, r.member_id, COALESCE(g.game_type, 'RNG') AS category,
                  count(*) FILTER (WHERE r.bets_live > 0) AS rounds, sum(r.stake_live) AS turnover,
                  sum(r.win) AS payout
             FROM rounds r
             LEFT JOIN games g ON g.vendor_code = r.vendor_code AND g.game_code = r.game_code
            GROUP BY r.currency, r.vendor_code, r.game_code, r.member_id, g.game_type
           HAVING count(*) FILTER (WHERE r.bets_live > 0) > 0 OR sum(r.win) <> 0
         )
         SELECT $1, p.currency, $4::date, p.vendor_code, p.game_code, p.member_id, p.category, p.rounds,
                p.turnover, p.payout,
                -- The member's previous day with a standing bet on the game (an index probe per row).
                CASE WHEN p.rounds > 0 THEN (
                  SELECT max(x.day) FROM report_member_game_days x
                   WHERE x.merchant_code = $1 AND x.currency = p.currency AND x.vendor_code = p.vendor_code
                     AND x.game_code = p.game_code AND x.member_id = p.member_id AND x.rounds > 0
                     AND x.day < $4::date AND x.day >= $4::date - $5::int)
                END
           FROM played p`,
        [span.merchantCode, span.start, span.end, span.day, RETURN_GAP_DAYS],
      );
    },

    /** A game's day over its members, from the rows just built. */
    async insertGameDays(tx: Queryable, merchantCode: string, day: string) {
      await tx.query(
        `WITH src AS (
           SELECT currency, day, vendor_code, game_code, prev_play_day FROM report_member_game_days
            WHERE merchant_code = $1 AND day = $2::date AND rounds > 0 AND prev_play_day IS NOT NULL
         ) ${RETURNING_ARRAYS_SQL}
         INSERT INTO report_game_days (merchant_code, currency, day, vendor_code, game_code, category, rounds,
                                       players, turnover_minor, payout_minor, returning_players)
         SELECT s.merchant_code, s.currency, s.day, s.vendor_code, s.game_code, s.category, s.rounds, s.players,
                s.turnover, s.payout, COALESCE(a.a, '{}')
           FROM (
             SELECT merchant_code, currency, day, vendor_code, game_code, min(category) AS category,
                    sum(rounds) AS rounds, count(*) FILTER (WHERE rounds > 0) AS players,
                    sum(turnover_minor) AS turnover, sum(payout_minor) AS payout
               FROM report_member_game_days
              WHERE merchant_code = $1 AND day = $2::date
              GROUP BY merchant_code, currency, day, vendor_code, game_code
           ) s
           LEFT JOIN returning_arrays a ON a.currency = s.currency AND a.vendor_code = s.vendor_code
                                       AND a.game_code = s.game_code`,
        [merchantCode, day],
      );
    },

    /**
     * After a day's member game rows were rebuilt: each (member, game) pair the day gained or lost
     * (against keepDayPairs) has its next play day after it given its previous play day again.
     * Answers the game days whose returning players changed (a late rollback's later days).
     */
    async fixNextPlays(tx: Queryable, merchantCode: string, day: string): Promise<GameDayKey[]> {
      const r = await tx.query<{ currency: string; vendor_code: string; game_code: string; day: string }>(
        `WITH fresh AS (
           SELECT currency, vendor_code, game_code, member_id FROM report_member_game_days
            WHERE merchant_code = $1 AND day = $2::date AND rounds > 0
         ), changed AS (
           (SELECT * FROM report_old_pairs EXCEPT SELECT * FROM fresh)
           UNION ALL
           (SELECT * FROM fresh EXCEPT SELECT * FROM report_old_pairs)
         ), nexts AS (
           SELECT c.currency, c.vendor_code, c.game_code, c.member_id, n.day
             FROM changed c
            CROSS JOIN LATERAL (
              SELECT x.day FROM report_member_game_days x
               WHERE x.merchant_code = $1 AND x.currency = c.currency AND x.vendor_code = c.vendor_code
                 AND x.game_code = c.game_code AND x.member_id = c.member_id AND x.rounds > 0
                 AND x.day > $2::date AND x.day <= $2::date + $3::int
               ORDER BY x.day LIMIT 1
            ) n
         ), fixed AS (
           UPDATE report_member_game_days x
              SET prev_play_day = (
                SELECT max(p.day) FROM report_member_game_days p
                 WHERE p.merchant_code = $1 AND p.currency = x.currency AND p.vendor_code = x.vendor_code
                   AND p.game_code = x.game_code AND p.member_id = x.member_id AND p.rounds > 0
                   AND p.day < x.day AND p.day >= x.day - $3::int)
             FROM nexts n
            WHERE x.merchant_code = $1 AND x.currency = n.currency AND x.day = n.day
              AND x.vendor_code = n.vendor_code AND x.game_code = n.game_code AND x.member_id = n.member_id
           RETURNING x.currency, x.vendor_code, x.game_code, x.day
         )
         SELECT DISTINCT currency, vendor_code, game_code, to_char(day, 'YYYY-MM-DD') AS day FROM fixed`,
        [merchantCode, day, RETURN_GAP_DAYS],
      );
      return r.rows.map((row) => ({
        currency: row.currency,
        vendorCode: row.vendor_code,
        gameCode: row.game_code,
        day: row.day,
      }));
    },

    /** Counts the returning players of these game days again, from their members' rows. */
    async updateReturningPlayers(tx: Queryable, merchantCode: string, keys: readonly GameDayKey[]) {
      if (keys.length === 0) return;
      await tx.query(
        `WITH k AS (
           SELECT * FROM unnest($2::char(3)[], $3::text[], $4::text[], $5::date[]) AS k(currency, vendor_code, game_code, day)
         ), src AS (
           SELECT x.currency, x.day, x.vendor_code, x.game_code, x.prev_play_day
             FROM k JOIN report_member_game_days x
               ON x.merchant_code = $1 AND x.currency = k.currency AND x.day = k.day
              AND x.vendor_code = k.vendor_code AND x.game_code = k.game_code
            WHERE x.rounds > 0 AND x.prev_play_day IS NOT NULL
         ) ${RETURNING_ARRAYS_SQL}
         UPDATE report_game_days d SET returning_players = COALESCE(a.a, '{}')
           FROM k LEFT JOIN returning_arrays a ON a.currency = k.currency AND a.day = k.day
                                               AND a.vendor_code = k.vendor_code AND a.game_code = k.game_code
          WHERE d.merchant_code = $1 AND d.currency = k.currency AND d.day = k.day
            AND d.vendor_code = k.vendor_code AND d.game_code = k.game_code`,
        [
          merchantCode,
          keys.map((k) => k.currency),
          keys.map((k) => k.vendorCode),
          keys.map((k) => k.gameCode),
          keys.map((k) => k.day),
        ],
      );
    },

    /** A member's play of the day over its games, from the rows just built. */
    async insertMemberPlayDays(tx: Queryable, merchantCode: string, day: string) {
      await tx.query(
        `INSERT INTO report_member_days (merchant_code, currency, day, member_id, rounds, turnover_minor, payout_minor)
         SELECT merchant_code, currency, day, member_id, sum(rounds), sum(turnover_minor), sum(payout_minor)
           FROM report_member_game_days
          WHERE merchant_code = $1 AND day = $2::date
          GROUP BY merchant_code, currency, day, member_id`,
        [merchantCode, day],
      );
    },

    /** Members whose first standing bet is on this day or before (by the rows just built). */
    async membersWhoBet(tx: Queryable, merchantCode: string, day: string): Promise<string[]> {
      const r = await tx.query<{ member_id: string }>(
        `SELECT member_id FROM report_member_days
          WHERE merchant_code = $1 AND day = $2::date AND rounds > 0`,
        [merchantCode, day],
      );
      return r.rows.map((row) => row.member_id);
    },

    /**
     * The day's ledger transactions of the kinds the reports count (domain/ledger-metrics.ts), one row
     * each with the figure its mapping names: the member's net movement, or what went out to the PSP.
     */
    async ledgerMetrics(tx: Queryable, span: DaySpan): Promise<LedgerMetricRow[]> {
      const map = kindMetricRows();
      const r = await tx.query<{
        id: string;
        member_id: string;
        currency: string;
        metric: ReportMetric;
        created_at: Date;
        amount: string;
      }>(
        `WITH map AS (
           SELECT * FROM unnest($4::text[], $5::text[], $6::text[]) AS m(kind, metric, measure)
         ), tx AS (
           -- The kinds filter the day's transactions in the scan itself, so the entries are probed by
           -- transaction for the few thousand counted ones, not hash-joined with the whole table.
           SELECT t.id, t.member_id, t.created_at, map.metric, map.measure
             FROM ledger_transactions t JOIN map ON map.kind = t.kind
            WHERE t.merchant_code = $1 AND t.created_at >= $2 AND t.created_at < $3 AND t.member_id IS NOT NULL
              AND t.kind = ANY($4::text[])
         ), sums AS (
           SELECT tx.id, tx.member_id, tx.created_at, tx.metric, tx.measure, e.currency,
                  COALESCE(sum(e.amount_minor) FILTER (WHERE a.member_id = tx.member_id), 0) AS member_net,
                  COALESCE(sum(e.amount_minor) FILTER (WHERE a.kind = 'PSP_CLEARING'), 0) AS psp_out
             FROM tx
             JOIN ledger_entries e ON e.transaction_id = tx.id
             JOIN ledger_accounts a ON a.id = e.account_id
            GROUP BY tx.id, tx.member_id, tx.created_at, tx.metric, tx.measure, e.currency
         )
         SELECT id, member_id, currency, metric, created_at,
                CASE measure WHEN 'PSP_OUT' THEN psp_out ELSE member_net END AS amount
           FROM sums
          ORDER BY created_at, id`,
        [span.merchantCode, span.start, span.end, map.kinds, map.metrics, map.measures],
      );
      return r.rows.map((row) => ({
        transactionId: BigInt(row.id),
        memberId: row.member_id,
        currency: row.currency.trim(),
        metric: row.metric,
        at: row.created_at,
        amountMinor: BigInt(row.amount),
      }));
    },

    async firstsOf(
      tx: Queryable,
      merchantCode: string,
      memberIds: readonly string[],
    ): Promise<MemberFirsts[]> {
      if (memberIds.length === 0) return [];
      const r = await tx.query<{
        member_id: string;
        first_deposit_tx: string | null;
        first_deposit_at: Date | null;
        first_deposit_minor: string | null;
        second_deposit_tx: string | null;
        second_deposit_at: Date | null;
        first_bet_day: Date | string | null;
      }>(
        `SELECT member_id, first_deposit_tx, first_deposit_at, first_deposit_minor, second_deposit_tx,
                second_deposit_at, to_char(first_bet_day, 'YYYY-MM-DD') AS first_bet_day
           FROM report_member_firsts WHERE merchant_code = $1 AND member_id = ANY($2::uuid[])`,
        [merchantCode, memberIds],
      );
      return r.rows.map((row) => ({
        memberId: row.member_id,
        firstDepositTx: row.first_deposit_tx === null ? null : BigInt(row.first_deposit_tx),
        firstDepositAt: row.first_deposit_at,
        firstDepositMinor: row.first_deposit_minor === null ? null : BigInt(row.first_deposit_minor),
        secondDepositTx: row.second_deposit_tx === null ? null : BigInt(row.second_deposit_tx),
        secondDepositAt: row.second_deposit_at,
        firstBetDay: row.first_bet_day === null ? null : dayText(row.first_bet_day),
      }));
    },

    async saveFirsts(tx: Queryable, merchantCode: string, firsts: readonly MemberFirsts[]) {
      if (firsts.length === 0) return;
      const col = <T>(pick: (f: MemberFirsts) => T) => firsts.map(pick);
      const text = (v: bigint | null) => (v === null ? null : String(v));
      await tx.query(
        `INSERT INTO report_member_firsts (merchant_code, member_id, first_deposit_tx, first_deposit_at,
                                           first_deposit_minor, second_deposit_tx, second_deposit_at, first_bet_day)
         SELECT $1, * FROM unnest($2::uuid[], $3::bigint[], $4::timestamptz[], $5::bigint[], $6::bigint[],
                                  $7::timestamptz[], $8::date[])
         ON CONFLICT (merchant_code, member_id) DO UPDATE SET
           first_deposit_tx = EXCLUDED.first_deposit_tx, first_deposit_at = EXCLUDED.first_deposit_at,
           first_deposit_minor = EXCLUDED.first_deposit_minor, second_deposit_tx = EXCLUDED.second_deposit_tx,
           second_deposit_at = EXCLUDED.second_deposit_at, first_bet_day = EXCLUDED.first_bet_day`,
        [
          merchantCode,
          col((f) => f.memberId),
          col((f) => text(f.firstDepositTx)),
          col((f) => f.firstDepositAt),
          col((f) => text(f.firstDepositMinor)),
          col((f) => text(f.secondDepositTx)),
          col((f) => f.secondDepositAt),
          col((f) => f.firstBetDay),
        ],
      );
    },

    /** The members' money of the day (deposits, withdrawals, bonuses), merged into their day rows. */
    async upsertMemberLedgerDays(
      tx: Queryable,
      merchantCode: string,
      day: string,
      rows: readonly MemberLedgerDay[],
    ) {
      if (rows.length === 0) return;
      const col = <T>(pick: (r: MemberLedgerDay) => T) => rows.map(pick);
      await tx.query(
        `INSERT INTO report_member_days (merchant_code, day, member_id, currency, deposit_count, deposit_minor,
                                         first_deposit, first_deposit_minor, withdrawal_count, withdrawal_minor,
                                         bonus_minor, rebate_minor)
         SELECT $1, $2::date, * FROM unnest($3::uuid[], $4::text[], $5::int[], $6::bigint[], $7::boolean[],
                                            $8::bigint[], $9::int[], $10::bigint[], $11::bigint[], $12::bigint[])
         ON CONFLICT (merchant_code, currency, day, member_id) DO UPDATE SET
           deposit_count = EXCLUDED.deposit_count, deposit_minor = EXCLUDED.deposit_minor,
           first_deposit = EXCLUDED.first_deposit, first_deposit_minor = EXCLUDED.first_deposit_minor,
           withdrawal_count = EXCLUDED.withdrawal_count, withdrawal_minor = EXCLUDED.withdrawal_minor,
           bonus_minor = EXCLUDED.bonus_minor, rebate_minor = EXCLUDED.rebate_minor`,
        [
          merchantCode,
          day,
          col((r) => r.memberId),
          col((r) => r.currency),
          col((r) => r.depositCount),
          col((r) => String(r.depositMinor)),
          col((r) => r.firstDeposit),
          col((r) => String(r.firstDepositMinor)),
          col((r) => r.withdrawalCount),
          col((r) => String(r.withdrawalMinor)),
          col((r) => String(r.bonusMinor)),
          col((r) => String(r.rebateMinor)),
        ],
      );
    },

    /**
     * Sets the day's bit in its week's or month's member bitmaps to what the day's member rows say
     * (a standing bet: active; a deposit: depositing), clearing it for members no longer there and
     * dropping rows left with no day. Rows whose bit is already right are not written.
     */
    async syncMemberPeriod(
      tx: Queryable,
      merchantCode: string,
      day: string,
      grain: 'week' | 'month',
      period: string,
      bit: number,
    ) {
      // Fixed text per grain, never input.
      const table = grain === 'week' ? 'report_member_weeks' : 'report_member_months';
      const column = grain === 'week' ? 'week' : 'month';
      const fresh = `SELECT 1 FROM report_member_days d
                      WHERE d.merchant_code = p.merchant_code AND d.currency = p.currency AND d.day = $2::date
                        AND d.member_id = p.member_id AND (d.rounds > 0 OR d.deposit_count > 0)`;
      const params = [merchantCode, day, period, bit];
      await tx.query(
        `DELETE FROM ${table} p
          WHERE p.merchant_code = $1 AND p.${column} = $3::date AND ((p.active_days | p.deposit_days) & $4) <> 0
            AND ((p.active_days | p.deposit_days) & ~$4) = 0 AND NOT EXISTS (${fresh})`,
        params,
      );
      await tx.query(
        `UPDATE ${table} p SET active_days = p.active_days & ~$4, deposit_days = p.deposit_days & ~$4
          WHERE p.merchant_code = $1 AND p.${column} = $3::date AND ((p.active_days | p.deposit_days) & $4) <> 0
            AND NOT EXISTS (${fresh})`,
        params,
      );
      await tx.query(
        `INSERT INTO ${table} AS p (merchant_code, currency, ${column}, member_id, active_days, deposit_days)
         SELECT d.merchant_code, d.currency, $3::date, d.member_id,
                CASE WHEN d.rounds > 0 THEN $4 ELSE 0 END, CASE WHEN d.deposit_count > 0 THEN $4 ELSE 0 END
           FROM report_member_days d
          WHERE d.merchant_code = $1 AND d.day = $2::date AND (d.rounds > 0 OR d.deposit_count > 0)
         ON CONFLICT (merchant_code, currency, ${column}, member_id) DO UPDATE SET
           active_days = (p.active_days & ~$4) | EXCLUDED.active_days,
           deposit_days = (p.deposit_days & ~$4) | EXCLUDED.deposit_days
         WHERE (p.active_days & $4) <> EXCLUDED.active_days OR (p.deposit_days & $4) <> EXCLUDED.deposit_days`,
        params,
      );
    },

    /**
     * Gives each of the members (the day's bettors) that has no ordinal yet the next ones of the
     * merchant; callers hold the merchant's build lock, so no two builds number at once. Each member
     * is probed by the primary key (not an anti-join, whose plan on a table just filled can scan it
     * once per member). Answers how many were numbered.
     */
    async assignOrdinals(tx: Queryable, merchantCode: string, memberIds: readonly string[]): Promise<number> {
      if (memberIds.length === 0) return 0;
      const r = await tx.query(
        `WITH fresh AS (
           SELECT m.id FROM unnest($2::uuid[]) AS m(id)
            WHERE NOT EXISTS (SELECT 1 FROM report_member_ordinals o WHERE o.merchant_code = $1 AND o.member_id = m.id)
         )
         INSERT INTO report_member_ordinals (merchant_code, member_id, ordinal)
         SELECT $1, f.id,
                (SELECT COALESCE(max(ordinal), -1) FROM report_member_ordinals WHERE merchant_code = $1)
                  + row_number() OVER (ORDER BY f.id)
           FROM fresh f`,
        [merchantCode, memberIds],
      );
      return r.rowCount ?? 0;
    },

    /**
     * Fresh statistics of the members' game days and week-to-date rows when they have changed by
     * more than half since the last (a first build fills them from nothing): a plan made on a table
     * taken for nearly empty reads it whole for each row probed (the previous play day, a changed
     * pair's next day), which at 5,000 members cost 20–47 s a day until autovacuum caught up.
     */
    async analyzeIfGrown(tx: Queryable) {
      const r = await tx.query<{ relname: string }>(
        `SELECT s.relname FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid
          WHERE s.relname IN ('report_member_game_days', 'report_member_play_wtd')
            AND s.n_mod_since_analyze > 10000 AND s.n_mod_since_analyze > c.reltuples / 2`,
      );
      // Fixed names from the list above, never input.
      for (const { relname } of r.rows) {
        if (relname === 'report_member_game_days') await tx.query(`ANALYZE report_member_game_days`);
        else await tx.query(`ANALYZE report_member_play_wtd`);
      }
    },

    /**
     * Fresh statistics of the members' ordinals after many were added (a first build numbers every
     * member): the player sets join the day's rows to them, and a plan made on a table taken for
     * empty probes it row by row.
     */
    async analyzeOrdinals(tx: Queryable) {
      await tx.query(`ANALYZE report_member_ordinals`);
    },

    /**
     * The day's players per category and vendor pair, from the rows just built: the ordinals of the
     * members with a standing bet (one per game played; a hash aggregate, no sort).
     */
    async dayPairOrdinals(tx: Queryable, merchantCode: string, day: string): Promise<PairOrdinals[]> {
      const r = await tx.query<{
        currency: string;
        category: string;
        vendor_code: string;
        ordinals: number[];
      }>(
        `SELECT g.currency, g.category, g.vendor_code, array_agg(o.ordinal) AS ordinals
           FROM report_member_game_days g
           JOIN report_member_ordinals o ON o.merchant_code = g.merchant_code AND o.member_id = g.member_id
          WHERE g.merchant_code = $1 AND g.day = $2::date AND g.rounds > 0
          GROUP BY g.currency, g.category, g.vendor_code`,
        [merchantCode, day],
      );
      return r.rows.map((row) => ({
        currency: row.currency.trim(),
        category: row.category,
        vendorCode: row.vendor_code,
        ordinals: row.ordinals,
      }));
    },

    /** The day's player sets (domain/player-sets.ts), each chunk's bits given as hexadecimal. */
    async insertPlayDaySets(tx: Queryable, merchantCode: string, day: string, rows: readonly PlayerSetRow[]) {
      if (rows.length === 0) return;
      await tx.query(
        `INSERT INTO report_play_day_sets (merchant_code, currency, day, level, category, vendor_code, chunk,
                                           players, members)
         SELECT $1, s.currency, $2::date, s.level, s.category, s.vendor_code, s.chunk, s.players,
                CAST('x' || s.hex AS bit varying)
           FROM unnest($3::text[], $4::text[], $5::text[], $6::text[], $7::int[], $8::int[], $9::text[])
                AS s(currency, level, category, vendor_code, chunk, players, hex)`,
        [
          merchantCode,
          day,
          rows.map((r) => r.currency),
          rows.map((r) => r.level),
          rows.map((r) => r.category),
          rows.map((r) => r.vendorCode),
          rows.map((r) => r.chunk),
          rows.map((r) => r.players),
          rows.map((r) => r.hex),
        ],
      );
    },

    /**
     * The members' play of the week (from its Monday) summed again from its days' rows: the week of a
     * rebuilt day, whole, so a re-run or a day gone leaves the same sums.
     */
    async syncPlayWeek(tx: Queryable, merchantCode: string, week: string) {
      await tx.query(`DELETE FROM report_member_play_weeks WHERE merchant_code = $1 AND week = $2::date`, [
        merchantCode,
        week,
      ]);
      await tx.query(
        `INSERT INTO report_member_play_weeks (merchant_code, currency, week, member_id, rounds, turnover_minor,
                                               payout_minor)
         SELECT merchant_code, currency, $2::date, member_id, sum(rounds), sum(turnover_minor), sum(payout_minor)
           FROM report_member_days
          WHERE merchant_code = $1 AND day >= $2::date AND day < $2::date + 7
          GROUP BY merchant_code, currency, member_id
         HAVING sum(rounds) <> 0 OR sum(turnover_minor) <> 0 OR sum(payout_minor) <> 0`,
        [merchantCode, week],
      );
    },

    /**
     * The members' week-to-date play (from the week's Monday, `week`) of every day of the week from
     * the rebuilt `day` on, up to the last day built (or `day`): each summed again from the days' rows,
     * so a re-run or a day gone leaves the same sums. Days before `day` do not include it.
     */
    async syncPlayWeekToDate(tx: Queryable, merchantCode: string, week: string, day: string) {
      // The last day built of the week from `day` on, and the last built before it (whose
      // week-to-date rows the rebuilt day's add to: days before `day` do not include it).
      const r = await tx.query<{ last: string; before: string | null }>(
        `SELECT to_char(GREATEST($3::date, max(day) FILTER (WHERE day > $3::date)), 'YYYY-MM-DD') AS last,
                to_char(max(day) FILTER (WHERE day < $3::date), 'YYYY-MM-DD') AS before
           FROM report_days
          WHERE merchant_code = $1 AND day >= $2::date AND day <= $2::date + 6`,
        [merchantCode, week, day],
      );
      const last = r.rows[0]?.last ?? day;
      let before = r.rows[0]?.before ?? null;
      // Each day is the one before's week-to-date rows plus its own (and those of any day between
      // not built): two days' rows summed per member, not every day of the week so far. Only rows
      // that differ are written (a re-run of a day, or the job's minute, changes few of them).
      for (const e of daysOf(day, last)) {
        await tx.query(
          `WITH fresh AS (
             SELECT currency, member_id, sum(rounds) AS rounds, sum(turnover_minor) AS turnover,
                    sum(payout_minor) AS payout
               FROM (
                 SELECT currency, member_id, rounds, turnover_minor, payout_minor FROM report_member_play_wtd
                  WHERE merchant_code = $1 AND day = $3::date
                 UNION ALL
                 SELECT currency, member_id, rounds, turnover_minor, payout_minor FROM report_member_days
                  WHERE merchant_code = $1 AND day > COALESCE($3::date, $2::date - 1) AND day <= $4::date
                    AND (rounds <> 0 OR turnover_minor <> 0 OR payout_minor <> 0)
               ) u
              GROUP BY currency, member_id
           ), gone AS (
             DELETE FROM report_member_play_wtd w
              WHERE w.merchant_code = $1 AND w.day = $4::date
                AND NOT EXISTS (SELECT 1 FROM fresh f WHERE f.currency = w.currency AND f.member_id = w.member_id)
           )
           INSERT INTO report_member_play_wtd AS w (merchant_code, currency, day, member_id, rounds, turnover_minor,
                                                    payout_minor)
           SELECT $1, currency, $4::date, member_id, rounds, turnover, payout FROM fresh
           ON CONFLICT (merchant_code, currency, day, member_id) DO UPDATE SET
             rounds = EXCLUDED.rounds, turnover_minor = EXCLUDED.turnover_minor, payout_minor = EXCLUDED.payout_minor
           WHERE (w.rounds, w.turnover_minor, w.payout_minor)
                 IS DISTINCT FROM (EXCLUDED.rounds, EXCLUDED.turnover_minor, EXCLUDED.payout_minor)`,
          [merchantCode, week, before, e],
        );
        before = e;
      }
    },

    /**
     * The merchant's day from its members' day rows, with the day's registrations (trial accounts
     * aside) counted in the merchant's currency.
     */
    async insertDay(tx: Queryable, span: DaySpan, merchantCurrency: string) {
      await tx.query(
        `WITH joined AS (
           SELECT count(*) AS n FROM members m
            WHERE m.merchant_code = $1 AND m.type <> 4 AND m.created_at >= $3 AND m.created_at < $4
         ), sums AS (
           SELECT currency, sum(rounds) AS rounds, sum(turnover_minor) AS turnover, sum(payout_minor) AS payout,
                  sum(bonus_minor) AS bonus, sum(rebate_minor) AS rebate,
                  sum(deposit_count) AS deposit_count, sum(deposit_minor) AS deposit_minor,
                  count(*) FILTER (WHERE first_deposit) AS first_count, sum(first_deposit_minor) AS first_minor,
                  sum(withdrawal_count) AS withdrawal_count, sum(withdrawal_minor) AS withdrawal_minor,
                  count(*) FILTER (WHERE rounds > 0) AS active, count(*) FILTER (WHERE deposit_count > 0) AS depositing
             FROM report_member_days WHERE merchant_code = $1 AND day = $2::date
            GROUP BY currency
         ), currencies AS (
           SELECT currency FROM sums UNION SELECT $5::char(3)
         )
         INSERT INTO report_days (merchant_code, currency, day, rounds, turnover_minor, payout_minor, bonus_minor,
                                  rebate_minor, deposit_count, deposit_minor, first_deposit_count, first_deposit_minor,
                                  withdrawal_count, withdrawal_minor, new_members, active_members, depositing_members)
         SELECT $1, c.currency, $2::date, COALESCE(s.rounds, 0), COALESCE(s.turnover, 0), COALESCE(s.payout, 0),
                COALESCE(s.bonus, 0), COALESCE(s.rebate, 0), COALESCE(s.deposit_count, 0),
                COALESCE(s.deposit_minor, 0), COALESCE(s.first_count, 0), COALESCE(s.first_minor, 0),
                COALESCE(s.withdrawal_count, 0), COALESCE(s.withdrawal_minor, 0),
                CASE WHEN c.currency = $5::char(3) THEN (SELECT n FROM joined) ELSE 0 END,
                COALESCE(s.active, 0), COALESCE(s.depositing, 0)
           FROM currencies c LEFT JOIN sums s ON s.currency = c.currency`,
        [span.merchantCode, span.day, span.start, span.end, merchantCurrency],
      );
    },

    /* ------------------------------------------------------------------ daily close */

    /** Net movement of members' accounts per day and ledger kind over [start, end), days in `timeZone`. */
    async closeMovements(
      tx: Queryable,
      merchantCode: string,
      timeZone: string,
      start: Date,
      end: Date,
    ): Promise<CloseMovementRow[]> {
      const r = await tx.query<{ currency: string; day: string; kind: string; amount: string; n: string }>(
        `SELECT e.currency, to_char((e.created_at AT TIME ZONE $4)::date, 'YYYY-MM-DD') AS day, t.kind,
                sum(e.amount_minor) AS amount, count(DISTINCT e.transaction_id) AS n
           FROM ledger_entries e
           JOIN ledger_accounts a ON a.id = e.account_id
           JOIN ledger_transactions t ON t.id = e.transaction_id
          WHERE e.created_at >= $2 AND e.created_at < $3
            AND a.merchant_code = $1 AND a.member_id IS NOT NULL AND a.kind = ANY($5::text[])
          GROUP BY 1, 2, 3`,
        [merchantCode, start, end, timeZone, MEMBER_WALLETS],
      );
      return r.rows.map((row) => ({
        currency: row.currency.trim(),
        day: row.day,
        kind: row.kind,
        amountMinor: BigInt(row.amount),
        transactions: Number(row.n),
      }));
    },

    /**
     * The ledger's own sum of members' balances per currency, less what moved from `after` on: the
     * members' money as it stood at that instant.
     */
    async memberMoneyAt(tx: Queryable, merchantCode: string, after: Date): Promise<Map<string, bigint>> {
      const r = await tx.query<{ currency: string; amount: string }>(
        `WITH now_held AS (
           SELECT currency, sum(balance_minor) AS amount FROM ledger_accounts
            WHERE merchant_code = $1 AND member_id IS NOT NULL AND kind = ANY($3::text[])
            GROUP BY currency
         ), since AS (
           SELECT e.currency, sum(e.amount_minor) AS amount
             FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
            WHERE e.created_at >= $2 AND a.merchant_code = $1 AND a.member_id IS NOT NULL
              AND a.kind = ANY($3::text[])
            GROUP BY e.currency
         )
         SELECT n.currency, n.amount - COALESCE(s.amount, 0) AS amount
           FROM now_held n LEFT JOIN since s ON s.currency = n.currency`,
        [merchantCode, after, MEMBER_WALLETS],
      );
      return new Map(r.rows.map((row) => [row.currency.trim(), BigInt(row.amount)]));
    },

    /** The stored closing of a day, per currency (the opening of the next day built). */
    async closingOf(tx: Queryable, merchantCode: string, day: string): Promise<Map<string, bigint>> {
      const r = await tx.query<{ currency: string; closing_minor: string }>(
        `SELECT currency, closing_minor FROM report_close_days WHERE merchant_code = $1 AND day = $2::date`,
        [merchantCode, day],
      );
      return new Map(r.rows.map((row) => [row.currency.trim(), BigInt(row.closing_minor)]));
    },

    async replaceClose(
      tx: Queryable,
      merchantCode: string,
      from: string,
      to: string,
      days: readonly CloseDayRow[],
      movements: readonly CloseMovementRow[],
    ) {
      await tx.query(
        `DELETE FROM report_close_days WHERE merchant_code = $1 AND day BETWEEN $2::date AND $3::date`,
        [merchantCode, from, to],
      );
      await tx.query(
        `DELETE FROM report_close_movements WHERE merchant_code = $1 AND day BETWEEN $2::date AND $3::date`,
        [merchantCode, from, to],
      );
      if (days.length > 0) {
        await tx.query(
          `INSERT INTO report_close_days (merchant_code, currency, day, opening_minor, closing_minor, ledger_closing_minor)
           SELECT $1, * FROM unnest($2::text[], $3::date[], $4::bigint[], $5::bigint[], $6::bigint[])`,
          [
            merchantCode,
            days.map((d) => d.currency),
            days.map((d) => d.day),
            days.map((d) => String(d.openingMinor)),
            days.map((d) => String(d.closingMinor)),
            days.map((d) => String(d.ledgerClosingMinor)),
          ],
        );
      }
      if (movements.length > 0) {
        await tx.query(
          `INSERT INTO report_close_movements (merchant_code, currency, day, kind, amount_minor, transactions)
           SELECT $1, * FROM unnest($2::text[], $3::date[], $4::text[], $5::bigint[], $6::int[])`,
          [
            merchantCode,
            movements.map((m) => m.currency),
            movements.map((m) => m.day),
            movements.map((m) => m.kind),
            movements.map((m) => String(m.amountMinor)),
            movements.map((m) => m.transactions),
          ],
        );
      }
    },

    /* ------------------------------------------------------------------ the job's state */

    /**
     * Days of rounds that a win or rollback written since `since` changed: each call's round is found
     * (by its round, or its bet), and the round's first bet names the day, in `timeZone`. Reads the
     * time-ordered tail of the vendor calls through the BRIN index.
     */
    async correctedDays(merchantCode: string, timeZone: string, since: Date): Promise<string[]> {
      const r = await db.query<{ day: string }>(
        `WITH late AS (
           SELECT st.vendor_code, st.member_id, st.round, st.reference_uuid
             FROM seamless_transactions st
            WHERE st.created_at >= $2 AND st.merchant_code = $1 AND st.kind IN ('WIN', 'ROLLBACK')
              AND st.reference_uuid IS NOT NULL
         ), first_bets AS (
           SELECT CASE WHEN l.round <> '' THEN (
                    SELECT min(b.created_at) FROM seamless_transactions b
                     WHERE b.vendor_code = l.vendor_code AND b.member_id = l.member_id AND b.round = l.round
                       AND b.round <> '' AND b.kind = 'BET')
                  ELSE (
                    SELECT b.created_at FROM seamless_transactions b
                     WHERE b.vendor_code = l.vendor_code AND b.transaction_uuid = l.reference_uuid AND b.kind = 'BET')
                  END AS at
             FROM late l
         )
         SELECT DISTINCT to_char((at AT TIME ZONE $3)::date, 'YYYY-MM-DD') AS day
           FROM first_bets WHERE at IS NOT NULL
          ORDER BY 1`,
        [merchantCode, since, timeZone],
      );
      return r.rows.map((row) => row.day);
    },

    async state(
      merchantCode: string,
    ): Promise<{ refreshedAt: Date; watermark: Date; lastDays: string[] } | null> {
      const r = await db.query<{ refreshed_at: Date; watermark: Date; last_days: string[] }>(
        `SELECT refreshed_at, watermark, ARRAY(SELECT to_char(d, 'YYYY-MM-DD') FROM unnest(last_days) d) AS last_days
           FROM report_refresh_state WHERE merchant_code = $1`,
        [merchantCode],
      );
      const row = r.rows[0];
      return row
        ? { refreshedAt: row.refreshed_at, watermark: row.watermark, lastDays: row.last_days }
        : null;
    },

    async saveState(
      merchantCode: string,
      state: { refreshedAt: Date; watermark: Date | null; lastDays: string[] },
    ) {
      await db.query(
        `INSERT INTO report_refresh_state (merchant_code, refreshed_at, watermark, last_days)
         VALUES ($1, $2, COALESCE($3::timestamptz, $2), $4::date[])
         ON CONFLICT (merchant_code) DO UPDATE SET
           refreshed_at = EXCLUDED.refreshed_at,
           watermark = COALESCE($3::timestamptz, report_refresh_state.watermark),
           last_days = EXCLUDED.last_days`,
        [merchantCode, state.refreshedAt, state.watermark, state.lastDays],
      );
    },
  };
}

export type ReportBuildsRepository = ReturnType<typeof createReportBuildsRepository>;
