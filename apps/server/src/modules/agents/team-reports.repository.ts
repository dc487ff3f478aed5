// Owns tables: none.
// Reads tables: agent_tree, members, seamless_transactions, games, deposits, withdrawals, ledger_accounts, ledger_entries, ledger_transactions.
import type { GameCategory } from '@platform/contracts';
import type { Database } from '../../platform/db/database.ts';
import { ROUND_FACTS_SQL, ROUND_KEY_SQL, ROUND_SPAN_SQL, type RoundFacts } from '../games/index.ts';
import type { WinLossSums } from './domain/win-loss.ts';

/**
 * The agent centre's team reports, read from the modules that own the facts (vendor calls, deposits,
 * withdrawals, the ledger) through the agent tree. Every statement starts from one indexed range of
 * agent_tree (the agent's descendants) and joins each member's own rows by their member indexes.
 *
 * Parameters every statement shares: $1 the agent, $2 the merchant, $3/$4 the period's instants
 * [from, to), $5 one team member (or null for the whole team).
 */

const TEAM = `
  team AS (
    SELECT t.descendant_id AS id FROM agent_tree t
     WHERE t.ancestor_id = $1 AND t.merchant_code = $2 AND t.depth >= 1
       AND ($5::uuid IS NULL OR t.descendant_id = $5::uuid)
  )`;

/**
 * The team's rounds whose first bet falls in the period, one per (member, vendor, round), with the
 * facts games/domain/betting-record.ts turns into figures: the games module's round SQL, which a
 * member's own betting record uses too.
 */
const ROUNDS = `,
  moves AS (
    SELECT st.member_id, st.vendor_code, st.kind, st.game_code, st.amount_minor, st.rolled_back, st.created_at,
           ${ROUND_KEY_SQL} AS round_key
      FROM team JOIN seamless_transactions st ON st.member_id = team.id
     WHERE st.merchant_code = $2 AND st.kind IN ('BET', 'WIN')
       AND st.created_at >= $3::timestamptz - ${ROUND_SPAN_SQL}
       AND st.created_at < $4::timestamptz + ${ROUND_SPAN_SQL}
  ), rounds AS (
    SELECT member_id, vendor_code, round_key, ${ROUND_FACTS_SQL}
      FROM moves
     GROUP BY member_id, vendor_code, round_key
    HAVING min(created_at) FILTER (WHERE kind = 'BET') >= $3
       AND min(created_at) FILTER (WHERE kind = 'BET') < $4
  )`;

/** A round counts towards valid bet and payout once settled with a standing bet (ROLLED_BACK and OPEN do not). */
const VALID_ROUND = `bets_live > 0 AND wins > 0`;

/** Deposits completed, and withdrawals paid out, in the period. */
const DEPOSITS = `,
  dep AS (
    SELECT d.member_id AS id, count(*) AS n, sum(d.amount_minor) AS amount
      FROM team JOIN deposits d ON d.member_id = team.id
     WHERE d.status = 'COMPLETED' AND d.completed_at >= $3 AND d.completed_at < $4
     GROUP BY d.member_id
  ), wd AS (
    SELECT w.member_id AS id, count(*) AS n, sum(w.amount_minor) AS amount
      FROM team JOIN withdrawals w ON w.member_id = team.id
     WHERE w.status IN ('PAID', 'DISPUTED', 'COMPLETED') AND w.paid_at >= $3 AND w.paid_at < $4
     GROUP BY w.member_id
  )`;

/**
 * Ledger kinds that are a member's bonus and rebate (ADR 0029 addendum): a grant (BONUS), and a bonus
 * forfeited, expired or cancelled (BONUS_FORFEIT, a debit of the member's bonus, so it nets the grant
 * back out); BONUS_RELEASE only moves the member's own money between their accounts.
 */
export const BONUS_KINDS = ['BONUS', 'REWARD', 'BONUS_FORFEIT'];
export const REBATE_KINDS = ['REBATE'];

export interface TeamRoundRow extends RoundFacts {
  memberId: string;
  username: string;
  vendorCode: string;
  round: string;
  gameCode: string;
  gameType: GameCategory | null;
  name: string | null;
  names: Record<string, string>;
  betTime: Date;
  settleTime: Date | null;
}

export interface TeamEntryRow {
  entryId: bigint;
  transactionId: bigint;
  username: string;
  kind: string;
  details: Record<string, unknown>;
  wallet: 'CASH' | 'BONUS';
  amountMinor: bigint;
  balanceAfterMinor: bigint | null;
  createdAt: Date;
}

export interface WinLossGroupRow extends WinLossSums {
  id: string;
  username: string;
  type: number;
  depth: number;
  members: number;
}

interface Period {
  merchantCode: string;
  agentId: string;
  from: Date;
  to: Date;
  memberId: string | null;
}

const big = (v: string | null | undefined) => BigInt(v ?? 0);

export function createTeamReportsRepository(db: Database) {
  const periodParams = (p: Period) => [p.agentId, p.merchantCode, p.from, p.to, p.memberId];

  return {
    /** The overview's period figures of the whole team. */
    async overview(p: Period) {
      const r = await db.query<{
        valid_bet: string;
        payout: string;
        active: string;
        joined: string;
        deposits: string;
        deposit_amount: string;
        withdrawals: string;
        withdrawal_amount: string;
      }>(
        `WITH ${TEAM}${ROUNDS}${DEPOSITS},
         play AS (
           SELECT COALESCE(sum(stake_live) FILTER (WHERE ${VALID_ROUND}), 0) AS valid_bet,
                  COALESCE(sum(win) FILTER (WHERE ${VALID_ROUND}), 0) AS payout
             FROM rounds
         ), active AS (
           SELECT count(DISTINCT st.member_id) AS active
             FROM team JOIN seamless_transactions st ON st.member_id = team.id
            WHERE st.merchant_code = $2 AND st.kind = 'BET' AND NOT st.rolled_back
              AND st.created_at >= $3 AND st.created_at < $4
         ), joined AS (
           SELECT count(*) AS joined FROM team JOIN members m ON m.id = team.id
            WHERE m.created_at >= $3 AND m.created_at < $4
         )
         SELECT play.valid_bet, play.payout, active.active, joined.joined,
                (SELECT COALESCE(sum(n), 0) FROM dep) AS deposits,
                (SELECT COALESCE(sum(amount), 0) FROM dep) AS deposit_amount,
                (SELECT COALESCE(sum(n), 0) FROM wd) AS withdrawals,
                (SELECT COALESCE(sum(amount), 0) FROM wd) AS withdrawal_amount
           FROM play, active, joined`,
        periodParams(p),
      );
      const row = r.rows[0]!;
      return {
        validBetMinor: big(row.valid_bet),
        payoutMinor: big(row.payout),
        activeMembers: Number(row.active),
        newRegistrations: Number(row.joined),
        deposits: { count: Number(row.deposits), amountMinor: big(row.deposit_amount) },
        withdrawals: { count: Number(row.withdrawals), amountMinor: big(row.withdrawal_amount) },
      };
    },

    /** The team's rounds of the period, newest first, with the whole filter's count and sums. */
    async rounds(
      p: Period & { gameType: GameCategory | null; round: string | null; limit: number; offset: number },
    ) {
      const r = await db.query<{
        total: string;
        total_stake: string;
        total_win: string;
        found: boolean;
        member_id: string;
        username: string;
        vendor_code: string;
        round_key: string;
        game_code: string;
        stake_all: string;
        stake_live: string;
        bets_live: string;
        win: string;
        wins: string;
        bet_time: Date;
        settle_time: Date | null;
        game_type: GameCategory | null;
        name: string | null;
        names: Record<string, string> | null;
      }>(
        `WITH ${TEAM}${ROUNDS},
         filtered AS (
           SELECT r.*, g.game_type, g.name, g.names
             FROM rounds r
             LEFT JOIN games g ON g.vendor_code = r.vendor_code AND g.game_code = r.game_code
            WHERE ($6::text IS NULL OR g.game_type = $6) AND ($7::text IS NULL OR r.round_key = $7)
         ), totals AS (
           SELECT count(*) AS total, COALESCE(sum(stake_live), 0) AS total_stake, COALESCE(sum(win), 0) AS total_win
             FROM filtered
         )
         SELECT t.total, t.total_stake, t.total_win, p.*, m.username, p.round_key IS NOT NULL AS found
           FROM totals t
           LEFT JOIN LATERAL (
             SELECT * FROM filtered
              ORDER BY bet_time DESC, vendor_code DESC, round_key DESC, member_id LIMIT $8 OFFSET $9
           ) p ON true
           LEFT JOIN members m ON m.id = p.member_id
          ORDER BY p.bet_time DESC, p.vendor_code DESC, p.round_key DESC, p.member_id`,
        [...periodParams(p), p.gameType, p.round, p.limit, p.offset],
      );
      const head = r.rows[0];
      return {
        total: Number(head?.total ?? 0),
        stakeMinor: big(head?.total_stake),
        winMinor: big(head?.total_win),
        rows: r.rows
          .filter((row) => row.found)
          .map((row): TeamRoundRow => ({
            memberId: row.member_id,
            username: row.username,
            vendorCode: row.vendor_code,
            round: row.round_key,
            gameCode: row.game_code,
            gameType: row.game_type,
            name: row.name,
            names: row.names ?? {},
            stakeAllMinor: big(row.stake_all),
            stakeLiveMinor: big(row.stake_live),
            betsLive: Number(row.bets_live),
            winMinor: big(row.win),
            wins: Number(row.wins),
            betTime: row.bet_time,
            settleTime: row.settle_time,
          })),
      };
    },

    /**
     * Entries of the team's cash and bonus accounts in the period, newest first, with the count and
     * signed sum per ledger kind over the whole filter.
     */
    async entries(
      p: Period & { currency: string; kinds: readonly string[] | null; limit: number; offset: number },
    ) {
      const entries = `,
        entries AS (
          SELECT e.id AS entry_id, e.transaction_id, e.created_at, e.amount_minor, e.balance_after_minor,
                 a.kind AS wallet, a.member_id, t.kind, t.details
            FROM team
            JOIN ledger_accounts a ON a.member_id = team.id AND a.kind IN ('CASH', 'BONUS') AND a.currency = $6
            JOIN ledger_entries e ON e.account_id = a.id AND e.created_at >= $3 AND e.created_at < $4
            JOIN ledger_transactions t ON t.id = e.transaction_id
           WHERE ($7::text[] IS NULL OR t.kind = ANY($7::text[]))
        )`;
      const params = [...periodParams(p), p.currency, p.kinds];
      const page = await db.query<{
        entry_id: string;
        transaction_id: string;
        created_at: Date;
        amount_minor: string;
        balance_after_minor: string | null;
        wallet: 'CASH' | 'BONUS';
        kind: string;
        details: Record<string, unknown>;
        username: string;
      }>(
        `WITH ${TEAM}${entries}
         SELECT x.*, m.username FROM (
           SELECT * FROM entries ORDER BY entry_id DESC LIMIT $8 OFFSET $9
         ) x JOIN members m ON m.id = x.member_id
         ORDER BY x.entry_id DESC`,
        [...params, p.limit, p.offset],
      );
      const summary = await db.query<{ kind: string; n: string; amount: string }>(
        `WITH ${TEAM}${entries}
         SELECT kind, count(*) AS n, sum(amount_minor) AS amount FROM entries GROUP BY kind ORDER BY kind`,
        params,
      );
      return {
        rows: page.rows.map((r): TeamEntryRow => ({
          entryId: BigInt(r.entry_id),
          transactionId: BigInt(r.transaction_id),
          username: r.username,
          kind: r.kind,
          details: r.details,
          wallet: r.wallet,
          amountMinor: BigInt(r.amount_minor),
          balanceAfterMinor: r.balance_after_minor === null ? null : BigInt(r.balance_after_minor),
          createdAt: r.created_at,
        })),
        byKind: summary.rows.map((r) => ({
          kind: r.kind,
          count: Number(r.n),
          amountMinor: BigInt(r.amount),
        })),
      };
    },

    /**
     * Win/loss sums per row: per direct downline over its whole subtree (`direct`), or per team
     * member over its own play (`all`). Each team member's figures land in exactly one row, so the
     * rows add up to the totals (which follow the same filter).
     */
    async winLoss(
      p: Period & { currency: string; scope: 'direct' | 'all'; limit: number; offset: number },
    ): Promise<{ rows: WinLossGroupRow[]; total: number; totals: WinLossSums }> {
      // Not user input: one of two fixed fragments.
      const grouping =
        p.scope === 'direct'
          ? `SELECT ac.descendant_id AS group_id, s.* FROM sums s
               JOIN agent_tree cx ON cx.descendant_id = s.id
               JOIN agent_tree ac ON ac.descendant_id = cx.ancestor_id AND ac.ancestor_id = $1 AND ac.depth = 1`
          : `SELECT s.id AS group_id, s.* FROM sums s`;
      // The member filter picks a row, not the team: the team stays whole for the grouping.
      const r = await db.query<{
        total: string;
        found: boolean;
        id: string;
        username: string;
        type: number;
        depth: number;
        members: string;
        valid_bet: string;
        payout: string;
        bonus: string;
        rebate: string;
        deposits: string;
        withdrawals: string;
        t_valid_bet: string;
        t_payout: string;
        t_bonus: string;
        t_rebate: string;
        t_deposits: string;
        t_withdrawals: string;
      }>(
        `WITH team AS (
           SELECT t.descendant_id AS id FROM agent_tree t
            WHERE t.ancestor_id = $1 AND t.merchant_code = $2 AND t.depth >= 1
         )${ROUNDS}${DEPOSITS},
         bets AS (
           SELECT member_id AS id, sum(stake_live) AS valid_bet, sum(win) AS payout
             FROM rounds WHERE ${VALID_ROUND} GROUP BY member_id
         ), rewards AS (
           SELECT a.member_id AS id,
                  COALESCE(sum(e.amount_minor) FILTER (WHERE t.kind = ANY($7::text[])), 0) AS bonus,
                  COALESCE(sum(e.amount_minor) FILTER (WHERE t.kind = ANY($8::text[])), 0) AS rebate
             FROM team
             JOIN ledger_accounts a ON a.member_id = team.id AND a.kind IN ('CASH', 'BONUS') AND a.currency = $6
             JOIN ledger_entries e ON e.account_id = a.id AND e.created_at >= $3 AND e.created_at < $4
             JOIN ledger_transactions t ON t.id = e.transaction_id
            WHERE t.kind = ANY($7::text[] || $8::text[])
            GROUP BY a.member_id
         ), sums AS (
           SELECT team.id,
                  COALESCE(b.valid_bet, 0) AS valid_bet, COALESCE(b.payout, 0) AS payout,
                  COALESCE(rw.bonus, 0) AS bonus, COALESCE(rw.rebate, 0) AS rebate,
                  COALESCE(dep.amount, 0) AS deposits, COALESCE(wd.amount, 0) AS withdrawals
             FROM team
             LEFT JOIN bets b ON b.id = team.id
             LEFT JOIN rewards rw ON rw.id = team.id
             LEFT JOIN dep ON dep.id = team.id
             LEFT JOIN wd ON wd.id = team.id
         ), grouped AS (
           SELECT g.group_id, count(*) AS members,
                  sum(g.valid_bet) AS valid_bet, sum(g.payout) AS payout, sum(g.bonus) AS bonus,
                  sum(g.rebate) AS rebate, sum(g.deposits) AS deposits, sum(g.withdrawals) AS withdrawals
             FROM (${grouping}) g
            GROUP BY g.group_id
         ), listed AS (
           SELECT g.*, m.username, m.type, gt.depth
             FROM grouped g
             JOIN members m ON m.id = g.group_id
             JOIN agent_tree gt ON gt.ancestor_id = $1 AND gt.descendant_id = g.group_id
            WHERE ($5::uuid IS NULL OR g.group_id = $5::uuid)
         ), totals AS (
           SELECT count(*) AS total,
                  COALESCE(sum(valid_bet), 0) AS t_valid_bet, COALESCE(sum(payout), 0) AS t_payout,
                  COALESCE(sum(bonus), 0) AS t_bonus, COALESCE(sum(rebate), 0) AS t_rebate,
                  COALESCE(sum(deposits), 0) AS t_deposits, COALESCE(sum(withdrawals), 0) AS t_withdrawals
             FROM listed
         )
         SELECT t.*, p.group_id AS id, p.username, p.type, p.depth, p.members, p.valid_bet, p.payout,
                p.bonus, p.rebate, p.deposits, p.withdrawals, p.group_id IS NOT NULL AS found
           FROM totals t
           LEFT JOIN LATERAL (
             SELECT * FROM listed ORDER BY lower(username), group_id LIMIT $9 OFFSET $10
           ) p ON true
          ORDER BY lower(p.username), p.group_id`,
        [...periodParams(p), p.currency, BONUS_KINDS, REBATE_KINDS, p.limit, p.offset],
      );
      const head = r.rows[0];
      return {
        total: Number(head?.total ?? 0),
        totals: {
          validBetMinor: big(head?.t_valid_bet),
          payoutMinor: big(head?.t_payout),
          bonusMinor: big(head?.t_bonus),
          rebateMinor: big(head?.t_rebate),
          depositsMinor: big(head?.t_deposits),
          withdrawalsMinor: big(head?.t_withdrawals),
        },
        rows: r.rows
          .filter((row) => row.found)
          .map((row) => ({
            id: row.id,
            username: row.username,
            type: row.type,
            depth: row.depth,
            members: Number(row.members),
            validBetMinor: big(row.valid_bet),
            payoutMinor: big(row.payout),
            bonusMinor: big(row.bonus),
            rebateMinor: big(row.rebate),
            depositsMinor: big(row.deposits),
            withdrawalsMinor: big(row.withdrawals),
          })),
      };
    },
  };
}

export type TeamReportsRepository = ReturnType<typeof createTeamReportsRepository>;
