// Owns tables: contract_settlement_runs, contract_settlements.
// Reads tables: agent_tree, seamless_transactions, members, merchants, ledger_accounts, ledger_entries, ledger_transactions.
import type { AgentContractKind, TSettlementStatus } from '@platform/contracts';
import type { Database, Queryable } from '../../platform/db/database.ts';
import type { TeamFigures } from '../agents/index.ts';

/**
 * Settlement figures, runs and settlements (ADR 0026). A round counts in the period of its first
 * win: everything settled by a period's end is counted once, whatever its bet's time, and a round
 * still open at the end counts when it settles. Rounds whose every bet was rolled back are left out
 * and counted as excluded.
 */

/**
 * One round per (member, vendor, round) whose first win fell in [$2, $3). The period's wins are found
 * by time (a BRIN index on created_at: a 5-minute window reads a few pages, not every member's
 * history), kept to the team's members; then each round's calls are read in one probe of the round
 * index (named rounds) or of the bet and its wins (a bet without a round name is its own round).
 */
/**
 * Ledger kinds that are the house's reward cost on a member's wallet (ADR 0029 addendum): a bonus
 * granted (BONUS; REWARD kept for older postings), a rebate (REBATE) and a bonus given up (BONUS_FORFEIT,
 * a debit of the member, so it counts negative). BONUS_RELEASE moves the member's own money.
 */
export const REWARD_COST_KINDS = ['BONUS', 'REWARD', 'REBATE', 'BONUS_FORFEIT'] as const;

const SETTLED_ROUNDS = `,
  wins AS (
    SELECT w.member_id, w.vendor_code, w.round, w.reference_uuid
      FROM seamless_transactions w
     WHERE w.kind = 'WIN' AND w.merchant_code = $1 AND w.created_at >= $2 AND w.created_at < $3
       AND w.member_id IN (SELECT id FROM team)
  ), named AS (
    SELECT DISTINCT member_id, vendor_code, round FROM wins WHERE round <> ''
  ), single AS (
    SELECT DISTINCT member_id, vendor_code, reference_uuid FROM wins WHERE round = ''
  ), rounds AS (
    SELECT n.member_id, f.stake_live, f.stake_all, f.bets_live, f.win
      FROM named n
      CROSS JOIN LATERAL (
        SELECT COALESCE(sum(x.amount_minor) FILTER (WHERE x.kind = 'BET' AND NOT x.rolled_back), 0) AS stake_live,
               COALESCE(sum(x.amount_minor) FILTER (WHERE x.kind = 'BET'), 0) AS stake_all,
               count(*) FILTER (WHERE x.kind = 'BET' AND NOT x.rolled_back) AS bets_live,
               COALESCE(sum(x.amount_minor) FILTER (WHERE x.kind = 'WIN' AND x.created_at < $3), 0) AS win,
               min(x.created_at) FILTER (WHERE x.kind = 'WIN') AS first_win
          FROM seamless_transactions x
         WHERE x.vendor_code = n.vendor_code AND x.member_id = n.member_id AND x.round = n.round
           AND x.round <> '') f
     WHERE f.first_win >= $2
    UNION ALL
    SELECT g.member_id, s.stake_live, s.stake_all, s.bets_live, p.win
      FROM single g
      CROSS JOIN LATERAL (
        SELECT COALESCE(sum(b.amount_minor) FILTER (WHERE NOT b.rolled_back), 0) AS stake_live,
               COALESCE(sum(b.amount_minor), 0) AS stake_all,
               count(*) FILTER (WHERE NOT b.rolled_back) AS bets_live
          FROM seamless_transactions b
         WHERE b.vendor_code = g.vendor_code AND b.transaction_uuid = g.reference_uuid AND b.kind = 'BET') s
      CROSS JOIN LATERAL (
        SELECT COALESCE(sum(x.amount_minor) FILTER (WHERE x.created_at < $3), 0) AS win,
               min(x.created_at) AS first_win
          FROM seamless_transactions x
         WHERE x.vendor_code = g.vendor_code AND x.reference_uuid = g.reference_uuid AND x.kind = 'WIN') p
     WHERE p.first_win >= $2
  )`;

export interface SettlementRow {
  id: string;
  merchantCode: string;
  contractId: string;
  kind: AgentContractKind;
  periodKey: string;
  periodStart: Date;
  periodEnd: Date;
  payeeId: string;
  payeeAccount: string;
  payerId: string | null;
  payerAccount: string | null;
  depth: number;
  runId: string;
  validBetMinor: bigint;
  netLossMinor: bigint;
  activeMembers: number;
  rate: string;
  lossRate: string | null;
  grossMinor: bigint;
  carryInMinor: bigint;
  adjustmentsMinor: bigint;
  amountMinor: bigint;
  payableMinor: bigint;
  carryOutMinor: bigint;
  status: TSettlementStatus;
  statement: Record<string, unknown>;
  ledgerTransactionId: bigint | null;
  settledAt: Date;
  paidAt: Date | null;
}

export type NewSettlement = Omit<SettlementRow, 'id' | 'ledgerTransactionId' | 'paidAt' | 'status'> & {
  status: 'PENDING' | 'NOTHING';
};

interface SettlementSql {
  id: string;
  merchant_code: string;
  contract_id: string;
  kind: AgentContractKind;
  period_key: string;
  period_start: Date;
  period_end: Date;
  payee_id: string;
  payee_account: string;
  payer_id: string | null;
  payer_account: string | null;
  depth: number;
  run_id: string;
  valid_bet_minor: string;
  net_loss_minor: string;
  active_members: number;
  rate: string;
  loss_rate: string | null;
  gross_minor: string;
  carry_in_minor: string;
  adjustments_minor: string;
  amount_minor: string;
  payable_minor: string;
  carry_out_minor: string;
  status: TSettlementStatus;
  statement: Record<string, unknown>;
  ledger_transaction_id: string | null;
  settled_at: Date;
  paid_at: Date | null;
}

const SELECT = `SELECT s.*, pe.username AS payee_account, pr.username AS payer_account
  FROM contract_settlements s
  JOIN members pe ON pe.id = s.payee_id
  LEFT JOIN members pr ON pr.id = s.payer_id`;

const fromRow = (r: SettlementSql): SettlementRow => ({
  id: r.id,
  merchantCode: r.merchant_code,
  contractId: r.contract_id,
  kind: r.kind,
  periodKey: r.period_key,
  periodStart: r.period_start,
  periodEnd: r.period_end,
  payeeId: r.payee_id,
  payeeAccount: r.payee_account,
  payerId: r.payer_id,
  payerAccount: r.payer_account,
  depth: r.depth,
  runId: r.run_id,
  validBetMinor: BigInt(r.valid_bet_minor),
  netLossMinor: BigInt(r.net_loss_minor),
  activeMembers: r.active_members,
  rate: r.rate,
  lossRate: r.loss_rate,
  grossMinor: BigInt(r.gross_minor),
  carryInMinor: BigInt(r.carry_in_minor),
  adjustmentsMinor: BigInt(r.adjustments_minor),
  amountMinor: BigInt(r.amount_minor),
  payableMinor: BigInt(r.payable_minor),
  carryOutMinor: BigInt(r.carry_out_minor),
  status: r.status,
  statement: r.statement,
  ledgerTransactionId: r.ledger_transaction_id === null ? null : BigInt(r.ledger_transaction_id),
  settledAt: r.settled_at,
  paidAt: r.paid_at,
});

export interface RunRow {
  id: string;
  kind: AgentContractKind;
  periodKey: string;
  dryRun: boolean;
  triggeredBy: string;
  startedAt: Date;
  finishedAt: Date | null;
  contracts: number;
  created: number;
  paidMinor: bigint;
  pendingMinor: bigint;
  carriedMinor: bigint;
}

const runOf = (r: {
  id: string;
  kind: AgentContractKind;
  period_key: string;
  dry_run: boolean;
  triggered_by: string;
  started_at: Date;
  finished_at: Date | null;
  contracts: number;
  created: number;
  paid_minor: string;
  pending_minor: string;
  carried_minor: string;
}): RunRow => ({
  id: r.id,
  kind: r.kind,
  periodKey: r.period_key,
  dryRun: r.dry_run,
  triggeredBy: r.triggered_by,
  startedAt: r.started_at,
  finishedAt: r.finished_at,
  contracts: r.contracts,
  created: r.created,
  paidMinor: BigInt(r.paid_minor),
  pendingMinor: BigInt(r.pending_minor),
  carriedMinor: BigInt(r.carried_minor),
});

export function createSettlementsRepository(db: Database) {
  return {
    /** Every merchant with its currency and zone: the jobs settle each in its own time zone. */
    async merchants() {
      const r = await db.query<{ code: string; currency: string; time_zone: string }>(
        `SELECT code, currency, time_zone FROM merchants ORDER BY code`,
      );
      return r.rows.map((m) => ({ code: m.code, currency: m.currency, timeZone: m.time_zone }));
    },

    /**
     * Each agent's team figures over [from, to): one pass over the settled rounds of every member
     * below any of the agents, summed per agent through the closure (ADR 0021), never a walk.
     */
    async teamFigures(
      merchantCode: string,
      from: Date,
      to: Date,
      agentIds: readonly string[],
    ): Promise<Map<string, TeamFigures>> {
      const r = await db.query<{
        agent_id: string;
        valid_bet: string;
        won_valid_bet: string;
        payout: string;
        active: string;
        rounds: string;
        rolled: string;
        rolled_amount: string;
        reward: string;
      }>(
        `WITH agents AS (SELECT DISTINCT unnest($4::uuid[]) AS id),
         team AS (
           SELECT DISTINCT t.descendant_id AS id FROM agents a
             JOIN agent_tree t ON t.ancestor_id = a.id AND t.depth >= 1 AND t.merchant_code = $1
         )${SETTLED_ROUNDS},
         per_member AS (
           SELECT member_id,
                  COALESCE(sum(stake_live) FILTER (WHERE bets_live > 0), 0) AS valid_bet,
                  COALESCE(sum(stake_live) FILTER (WHERE bets_live > 0 AND win >= stake_live), 0) AS won_valid_bet,
                  COALESCE(sum(win) FILTER (WHERE bets_live > 0), 0) AS payout,
                  count(*) FILTER (WHERE bets_live > 0) AS rounds,
                  count(*) FILTER (WHERE bets_live = 0) AS rolled,
                  COALESCE(sum(stake_all) FILTER (WHERE bets_live = 0), 0) AS rolled_amount
             FROM rounds GROUP BY member_id
         ), rewards AS (
           SELECT a.member_id, sum(e.amount_minor) AS reward
             FROM team
             JOIN ledger_accounts a ON a.member_id = team.id AND a.kind IN ('CASH', 'BONUS')
                                   AND a.currency = (SELECT currency FROM merchants WHERE code = $1)
             JOIN ledger_entries e ON e.account_id = a.id AND e.created_at >= $2 AND e.created_at < $3
             JOIN ledger_transactions lt ON lt.id = e.transaction_id
            WHERE lt.kind = ANY($5::text[])
            GROUP BY a.member_id
         ), members_figures AS (
           SELECT COALESCE(p.member_id, r.member_id) AS member_id,
                  COALESCE(p.valid_bet, 0) AS valid_bet, COALESCE(p.won_valid_bet, 0) AS won_valid_bet,
                  COALESCE(p.payout, 0) AS payout, COALESCE(p.rounds, 0) AS rounds,
                  COALESCE(p.rolled, 0) AS rolled, COALESCE(p.rolled_amount, 0) AS rolled_amount,
                  COALESCE(r.reward, 0) AS reward
             FROM per_member p FULL JOIN rewards r ON r.member_id = p.member_id
         )
         SELECT a.id AS agent_id,
                COALESCE(sum(p.valid_bet), 0) AS valid_bet, COALESCE(sum(p.won_valid_bet), 0) AS won_valid_bet,
                COALESCE(sum(p.payout), 0) AS payout, count(*) FILTER (WHERE p.valid_bet > 0) AS active,
                COALESCE(sum(p.rounds), 0) AS rounds, COALESCE(sum(p.rolled), 0) AS rolled,
                COALESCE(sum(p.rolled_amount), 0) AS rolled_amount, COALESCE(sum(p.reward), 0) AS reward
           FROM agents a
           JOIN agent_tree t ON t.ancestor_id = a.id AND t.depth >= 1
           JOIN members_figures p ON p.member_id = t.descendant_id
          GROUP BY a.id`,
        [merchantCode, from, to, agentIds, REWARD_COST_KINDS],
      );
      const figures = new Map<string, TeamFigures>();
      for (const row of r.rows) {
        const validBetMinor = BigInt(row.valid_bet);
        figures.set(row.agent_id, {
          validBetMinor,
          wonValidBetMinor: BigInt(row.won_valid_bet),
          activeMembers: Number(row.active),
          // The house's side (ADR 0024): stake − payout − the bonuses and rebates paid to the team.
          netLossMinor: validBetMinor - BigInt(row.payout) - BigInt(row.reward),
          roundsCounted: Number(row.rounds),
          rollbacksExcluded: { count: Number(row.rolled), amountMinor: BigInt(row.rolled_amount) },
        });
      }
      return figures;
    },

    /**
     * Rounds rolled back during [from, to) that had already settled (first win) before `from`: the
     * first-win times of those rounds of the agents' teams, so their periods can be corrected.
     */
    async lateRollbacks(
      merchantCode: string,
      from: Date,
      to: Date,
      agentIds: readonly string[],
    ): Promise<Date[]> {
      const r = await db.query<{ first_win: Date }>(
        `WITH team AS (
           SELECT DISTINCT t.descendant_id AS id FROM agent_tree t
            WHERE t.ancestor_id = ANY($4::uuid[]) AND t.depth >= 1 AND t.merchant_code = $1
         ), bets AS (
           SELECT b.member_id, b.vendor_code, b.round, b.transaction_uuid
             FROM seamless_transactions r
             JOIN seamless_transactions b ON b.vendor_code = r.vendor_code AND b.transaction_uuid = r.reference_uuid
                                         AND b.kind = 'BET'
            WHERE r.kind = 'ROLLBACK' AND r.merchant_code = $1 AND r.created_at >= $2 AND r.created_at < $3
              AND r.member_id IN (SELECT id FROM team)
         ), firsts AS (
           SELECT (SELECT min(w.created_at) FROM seamless_transactions w
                    WHERE w.vendor_code = b.vendor_code AND w.member_id = b.member_id AND w.round = b.round
                      AND w.round <> '' AND w.kind = 'WIN') AS named_first,
                  (SELECT min(w.created_at) FROM seamless_transactions w
                    WHERE w.vendor_code = b.vendor_code AND w.reference_uuid = b.transaction_uuid
                      AND w.kind = 'WIN') AS single_first,
                  b.round
             FROM bets b
         )
         SELECT DISTINCT CASE WHEN round <> '' THEN named_first ELSE single_first END AS first_win FROM firsts
          WHERE CASE WHEN round <> '' THEN named_first ELSE single_first END < $2`,
        [merchantCode, from, to, agentIds],
      );
      return r.rows.map((row) => row.first_win);
    },

    /** A settled period's rows: each contract's stored gross (what a correction is measured against). */
    async settledGross(merchantCode: string, kind: AgentContractKind, periodKey: string) {
      const r = await db.query<{
        contract_id: string;
        gross_minor: string;
        period_start: Date;
        period_end: Date;
      }>(
        `SELECT contract_id, gross_minor, period_start, period_end FROM contract_settlements
          WHERE merchant_code = $1 AND kind = $2 AND period_key = $3`,
        [merchantCode, kind, periodKey],
      );
      return r.rows.map((row) => ({
        contractId: row.contract_id,
        grossMinor: BigInt(row.gross_minor),
        periodStart: row.period_start,
        periodEnd: row.period_end,
      }));
    },

    /** Corrections already carried for these periods, per contract and corrected period. */
    async carriedAdjustments(q: Queryable, contractIds: readonly string[], periodKeys: readonly string[]) {
      const r = await q.query<{ contract_id: string; period_key: string; amount: string }>(
        `SELECT s.contract_id, a->>'periodKey' AS period_key, sum((a->>'amountMinor')::bigint) AS amount
           FROM contract_settlements s CROSS JOIN LATERAL jsonb_array_elements(s.statement->'adjustments') a
          WHERE s.contract_id = ANY($1::uuid[]) AND a->>'periodKey' = ANY($2::text[])
          GROUP BY s.contract_id, a->>'periodKey'`,
        [contractIds, periodKeys],
      );
      return new Map(r.rows.map((row) => [`${row.contract_id}:${row.period_key}`, BigInt(row.amount)]));
    },

    /** Each contract's carry from its latest settlement before the period (zero or negative). */
    async carries(tx: Queryable, contractIds: readonly string[], before: Date): Promise<Map<string, bigint>> {
      const r = await tx.query<{ contract_id: string; carry_out_minor: string }>(
        `SELECT DISTINCT ON (contract_id) contract_id, carry_out_minor FROM contract_settlements
          WHERE contract_id = ANY($1::uuid[]) AND period_start < $2
          ORDER BY contract_id, period_start DESC`,
        [contractIds, before],
      );
      return new Map(r.rows.map((row) => [row.contract_id, BigInt(row.carry_out_minor)]));
    },

    /** One (merchant, kind, period) is calculated by one worker at a time. */
    async lockPeriod(tx: Queryable, merchantCode: string, kind: AgentContractKind, periodKey: string) {
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext('contract-settlement'), hashtext($1))`, [
        `${merchantCode}:${kind}:${periodKey}`,
      ]);
    },

    async settledContractIds(
      tx: Queryable,
      kind: AgentContractKind,
      periodKey: string,
      contractIds: string[],
    ) {
      const r = await tx.query<{ contract_id: string }>(
        `SELECT contract_id FROM contract_settlements WHERE kind = $1 AND period_key = $2
            AND contract_id = ANY($3::uuid[])`,
        [kind, periodKey, contractIds],
      );
      return new Set(r.rows.map((row) => row.contract_id));
    },

    async insertRun(
      tx: Queryable,
      run: {
        merchantCode: string;
        kind: AgentContractKind;
        periodKey: string;
        dryRun: boolean;
        triggeredBy: string;
        at: Date;
      },
    ): Promise<string> {
      const r = await tx.query<{ id: string }>(
        `INSERT INTO contract_settlement_runs (merchant_code, kind, period_key, dry_run, triggered_by, started_at)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [run.merchantCode, run.kind, run.periodKey, run.dryRun, run.triggeredBy, run.at],
      );
      return r.rows[0]!.id;
    },

    async finishRun(
      q: Queryable,
      id: string,
      totals: {
        at: Date;
        contracts: number;
        created: number;
        paidMinor: bigint;
        pendingMinor: bigint;
        carriedMinor: bigint;
      },
    ) {
      await q.query(
        `UPDATE contract_settlement_runs
            SET finished_at = $2, contracts = $3, created = $4, paid_minor = $5, pending_minor = $6, carried_minor = $7
          WHERE id = $1`,
        [
          id,
          totals.at,
          totals.contracts,
          totals.created,
          totals.paidMinor,
          totals.pendingMinor,
          totals.carriedMinor,
        ],
      );
    },

    /**
     * Inserts the period's settlements in one statement; one already there (another worker, a re-run)
     * is kept. Answers the contracts whose row this call created.
     */
    async insertSettlements(tx: Queryable, rows: readonly NewSettlement[]): Promise<Set<string>> {
      if (rows.length === 0) return new Set();
      const col = <T>(pick: (s: NewSettlement) => T) => rows.map(pick);
      const r = await tx.query(
        `INSERT INTO contract_settlements (merchant_code, contract_id, kind, period_key, period_start, period_end,
           payee_id, payer_id, depth, run_id, valid_bet_minor, net_loss_minor, active_members, rate, loss_rate,
           gross_minor, carry_in_minor, adjustments_minor, amount_minor, payable_minor, carry_out_minor, status,
           statement, settled_at)
         SELECT * FROM unnest($1::text[], $2::uuid[], $3::text[], $4::text[], $5::timestamptz[], $6::timestamptz[],
                              $7::uuid[], $8::uuid[], $9::smallint[], $10::bigint[], $11::bigint[], $12::bigint[],
                              $13::int[], $14::text[], $15::text[], $16::bigint[], $17::bigint[], $18::bigint[],
                              $19::bigint[], $20::bigint[], $21::bigint[], $22::text[], $23::jsonb[],
                              $24::timestamptz[])
         ON CONFLICT (contract_id, period_key) DO NOTHING
         RETURNING contract_id`,
        [
          col((s) => s.merchantCode),
          col((s) => s.contractId),
          col((s) => s.kind),
          col((s) => s.periodKey),
          col((s) => s.periodStart),
          col((s) => s.periodEnd),
          col((s) => s.payeeId),
          col((s) => s.payerId),
          col((s) => s.depth),
          col((s) => s.runId),
          col((s) => String(s.validBetMinor)),
          col((s) => String(s.netLossMinor)),
          col((s) => s.activeMembers),
          col((s) => s.rate),
          col((s) => s.lossRate),
          col((s) => String(s.grossMinor)),
          col((s) => String(s.carryInMinor)),
          col((s) => String(s.adjustmentsMinor)),
          col((s) => String(s.amountMinor)),
          col((s) => String(s.payableMinor)),
          col((s) => String(s.carryOutMinor)),
          col((s) => s.status),
          col((s) => JSON.stringify(s.statement)),
          col((s) => s.settledAt),
        ],
      );
      return new Set((r.rows as { contract_id: string }[]).map((row) => row.contract_id));
    },

    /** Pending settlements of a merchant, payers before payees (top-down), oldest first. */
    async pendingIds(merchantCode: string, limit: number): Promise<string[]> {
      const r = await db.query<{ id: string }>(
        `SELECT id FROM contract_settlements WHERE merchant_code = $1 AND status = 'PENDING'
          ORDER BY period_start, depth, id LIMIT $2`,
        [merchantCode, limit],
      );
      return r.rows.map((row) => row.id);
    },

    /** Pending settlements past the grace time: paid by force (spec §4). */
    async overdueIds(merchantCode: string, settledBefore: Date, limit: number): Promise<string[]> {
      const r = await db.query<{ id: string }>(
        `SELECT id FROM contract_settlements WHERE merchant_code = $1 AND status = 'PENDING' AND settled_at < $2
          ORDER BY period_start, depth, id LIMIT $3`,
        [merchantCode, settledBefore, limit],
      );
      return r.rows.map((row) => row.id);
    },

    /** The settlement, locked while it is paid; null when another worker holds it or it is gone. */
    async lockPending(tx: Queryable, id: string): Promise<SettlementRow | null> {
      const r = await tx.query<SettlementSql>(
        `${SELECT} WHERE s.id = $1 AND s.status = 'PENDING' FOR UPDATE OF s SKIP LOCKED`,
        [id],
      );
      return r.rows[0] ? fromRow(r.rows[0]) : null;
    },

    async markPaid(
      tx: Queryable,
      id: string,
      status: 'PAID' | 'FORCED',
      ledgerTransactionId: bigint,
      at: Date,
    ) {
      await tx.query(
        `UPDATE contract_settlements SET status = $2, ledger_transaction_id = $3, paid_at = $4 WHERE id = $1`,
        [id, status, String(ledgerTransactionId), at],
      );
    },

    async byId(merchantCode: string, id: string): Promise<SettlementRow | null> {
      const r = await db.query<SettlementSql>(`${SELECT} WHERE s.id = $1 AND s.merchant_code = $2`, [
        id,
        merchantCode,
      ]);
      return r.rows[0] ? fromRow(r.rows[0]) : null;
    },

    async page(filter: {
      merchantCode: string;
      kind?: AgentContractKind | undefined;
      status?: TSettlementStatus | undefined;
      periodKey?: string | undefined;
      payeeId?: string | undefined;
      payerId?: string | undefined;
      account?: string | undefined;
      from?: Date | undefined;
      to?: Date | undefined;
      limit: number;
      offset: number;
    }) {
      const where = `s.merchant_code = $1 AND ($2::text IS NULL OR s.kind = $2) AND ($3::text IS NULL OR s.status = $3)
        AND ($4::text IS NULL OR s.period_key = $4) AND ($5::uuid IS NULL OR s.payee_id = $5)
        AND ($6::uuid IS NULL OR s.payer_id = $6)
        AND ($7::text IS NULL OR lower(pe.username) = lower($7) OR lower(pr.username) = lower($7))
        AND ($8::timestamptz IS NULL OR s.period_start >= $8) AND ($9::timestamptz IS NULL OR s.period_start < $9)`;
      const params = [
        filter.merchantCode,
        filter.kind ?? null,
        filter.status ?? null,
        filter.periodKey ?? null,
        filter.payeeId ?? null,
        filter.payerId ?? null,
        filter.account ?? null,
        filter.from ?? null,
        filter.to ?? null,
      ];
      const [rows, totals] = await Promise.all([
        db.query<SettlementSql>(
          `${SELECT} WHERE ${where} ORDER BY s.period_start DESC, s.depth, s.id DESC LIMIT $10 OFFSET $11`,
          [...params, filter.limit, filter.offset],
        ),
        db.query<{ n: string; payable: string; paid: string; pending: string }>(
          `SELECT count(*) AS n, COALESCE(sum(s.payable_minor), 0) AS payable,
                  COALESCE(sum(s.payable_minor) FILTER (WHERE s.status IN ('PAID', 'FORCED')), 0) AS paid,
                  COALESCE(sum(s.payable_minor) FILTER (WHERE s.status = 'PENDING'), 0) AS pending
             FROM contract_settlements s JOIN members pe ON pe.id = s.payee_id
             LEFT JOIN members pr ON pr.id = s.payer_id WHERE ${where}`,
          params,
        ),
      ]);
      const t = totals.rows[0]!;
      return {
        rows: rows.rows.map(fromRow),
        total: Number(t.n),
        totals: {
          payableMinor: BigInt(t.payable),
          paidMinor: BigInt(t.paid),
          pendingMinor: BigInt(t.pending),
        },
      };
    },

    /** An agent's income per kind over [from, to): paid, pending, and what it passed down. */
    async revenue(agentId: string, from: Date, to: Date) {
      const r = await db.query<{
        kind: AgentContractKind;
        periods: string;
        paid: string;
        pending: string;
        passed: string;
      }>(
        `WITH mine AS (
           SELECT kind, count(*) AS periods,
                  COALESCE(sum(payable_minor) FILTER (WHERE status IN ('PAID', 'FORCED')), 0) AS paid,
                  COALESCE(sum(payable_minor) FILTER (WHERE status = 'PENDING'), 0) AS pending
             FROM contract_settlements WHERE payee_id = $1 AND period_start >= $2 AND period_start < $3
            GROUP BY kind
         ), passed AS (
           SELECT kind, COALESCE(sum(payable_minor) FILTER (WHERE status IN ('PAID', 'FORCED')), 0) AS passed
             FROM contract_settlements WHERE payer_id = $1 AND period_start >= $2 AND period_start < $3
            GROUP BY kind
         )
         SELECT COALESCE(m.kind, p.kind) AS kind, COALESCE(m.periods, 0) AS periods, COALESCE(m.paid, 0) AS paid,
                COALESCE(m.pending, 0) AS pending, COALESCE(p.passed, 0) AS passed
           FROM mine m FULL JOIN passed p ON p.kind = m.kind`,
        [agentId, from, to],
      );
      return r.rows.map((row) => ({
        kind: row.kind,
        periods: Number(row.periods),
        paidMinor: BigInt(row.paid),
        pendingMinor: BigInt(row.pending),
        passedDownMinor: BigInt(row.passed),
      }));
    },

    async runs(merchantCode: string, kind: AgentContractKind | undefined, limit: number, offset: number) {
      const [rows, count] = await Promise.all([
        db.query<Parameters<typeof runOf>[0]>(
          `SELECT * FROM contract_settlement_runs WHERE merchant_code = $1 AND ($2::text IS NULL OR kind = $2)
            ORDER BY id DESC LIMIT $3 OFFSET $4`,
          [merchantCode, kind ?? null, limit, offset],
        ),
        db.query<{ n: string }>(
          `SELECT count(*) AS n FROM contract_settlement_runs WHERE merchant_code = $1 AND ($2::text IS NULL OR kind = $2)`,
          [merchantCode, kind ?? null],
        ),
      ]);
      return { rows: rows.rows.map(runOf), total: Number(count.rows[0]!.n) };
    },

    async run(id: string): Promise<RunRow | null> {
      const r = await db.query<Parameters<typeof runOf>[0]>(
        `SELECT * FROM contract_settlement_runs WHERE id = $1`,
        [id],
      );
      return r.rows[0] ? runOf(r.rows[0]) : null;
    },

    /** Whether a period of a kind has been calculated for the merchant (a run that is not a dry run). */
    async periodSettled(merchantCode: string, kind: AgentContractKind, periodKey: string) {
      const r = await db.query(
        `SELECT 1 FROM contract_settlement_runs WHERE merchant_code = $1 AND kind = $2 AND period_key = $3
            AND NOT dry_run AND finished_at IS NOT NULL LIMIT 1`,
        [merchantCode, kind, periodKey],
      );
      return (r.rowCount ?? 0) > 0;
    },
  };
}

export type SettlementsRepository = ReturnType<typeof createSettlementsRepository>;
