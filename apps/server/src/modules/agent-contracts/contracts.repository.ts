// Owns tables: agent_contracts, agent_contract_events.
// Reads tables: members, agent_tree.
import type { AgentContractKind, TContractStatus, TDividendCycle } from '@platform/contracts';
import type { Database, Queryable } from '../../platform/db/database.ts';

/** A contract with both sides' names, as every read returns it. */
export interface ContractRow {
  id: string;
  merchantCode: string;
  kind: AgentContractKind;
  cycle: TDividendCycle | null;
  payeeId: string;
  payeeAccount: string;
  payeeNickname: string;
  payerId: string | null;
  payerAccount: string | null;
  payerNickname: string | null;
  /** As stored: the contracts' tier shape (decimal text). */
  tiers: TierText[];
  status: TContractStatus;
  offeredAt: Date;
  signedAt: Date | null;
  endedAt: Date | null;
  endedReason: 'REPLACED' | 'TERMINATED' | 'LOWER_RATE_ABOVE' | 'OPERATOR' | null;
  terminationRequestedBy: 'PAYEE' | 'PAYER' | null;
}

export interface TierText {
  minValidBet: string;
  minActiveMembers: number;
  minNetLoss: string;
  rate: string;
  lossRate?: string;
}

interface ContractSql {
  id: string;
  merchant_code: string;
  kind: AgentContractKind;
  cycle: TDividendCycle | null;
  payee_id: string;
  payee_account: string;
  payee_nickname: string;
  payer_id: string | null;
  payer_account: string | null;
  payer_nickname: string | null;
  tiers: TierText[];
  status: TContractStatus;
  offered_at: Date;
  signed_at: Date | null;
  ended_at: Date | null;
  ended_reason: ContractRow['endedReason'];
  termination_requested_by: ContractRow['terminationRequestedBy'];
}

const selectWith = (
  extra: string,
) => `SELECT ${extra} c.id, c.merchant_code, c.kind, c.cycle, c.payee_id, pe.username AS payee_account,
       pe.nickname AS payee_nickname, c.payer_id, pr.username AS payer_account, pr.nickname AS payer_nickname,
       c.tiers, c.status, c.offered_at, c.signed_at, c.ended_at, c.ended_reason, c.termination_requested_by
  FROM agent_contracts c
  JOIN members pe ON pe.id = c.payee_id
  LEFT JOIN members pr ON pr.id = c.payer_id`;
const SELECT = selectWith('');

const fromRow = (r: ContractSql): ContractRow => ({
  id: r.id,
  merchantCode: r.merchant_code,
  kind: r.kind,
  cycle: r.cycle,
  payeeId: r.payee_id,
  payeeAccount: r.payee_account,
  payeeNickname: r.payee_nickname,
  payerId: r.payer_id,
  payerAccount: r.payer_account,
  payerNickname: r.payer_nickname,
  tiers: r.tiers,
  status: r.status,
  offeredAt: r.offered_at,
  signedAt: r.signed_at,
  endedAt: r.ended_at,
  endedReason: r.ended_reason,
  terminationRequestedBy: r.termination_requested_by,
});

/** `%` and `_` typed in a search box are searched for, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function createContractsRepository(db: Database) {
  return {
    async byId(
      merchantCode: string,
      id: string,
      q: Queryable = db,
      lock = false,
    ): Promise<ContractRow | null> {
      const r = await q.query<ContractSql>(
        `${SELECT} WHERE c.id = $1 AND c.merchant_code = $2 ${lock ? 'FOR UPDATE OF c' : ''}`,
        [id, merchantCode],
      );
      return r.rows[0] ? fromRow(r.rows[0]) : null;
    },

    /** The payee's contract of a kind in a status (at most one ACTIVE and one OFFERED exist). */
    async ofPayee(
      payeeId: string,
      kind: AgentContractKind,
      status: 'ACTIVE' | 'OFFERED',
      q: Queryable = db,
    ): Promise<ContractRow | null> {
      const r = await q.query<ContractSql>(
        `${SELECT} WHERE c.payee_id = $1 AND c.kind = $2 AND c.status = $3`,
        [payeeId, kind, status],
      );
      return r.rows[0] ? fromRow(r.rows[0]) : null;
    },

    /** The payer's direct sub-agents' current contracts of a kind (active or offered). */
    async ofPayer(payerId: string, kind: AgentContractKind): Promise<ContractRow[]> {
      const r = await db.query<ContractSql>(
        `${SELECT} WHERE c.payer_id = $1 AND c.kind = $2 AND c.status IN ('ACTIVE', 'OFFERED')
          ORDER BY lower(pe.username), c.status`,
        [payerId, kind],
      );
      return r.rows.map(fromRow);
    },

    /** What waits for the agent's answer, per kind: an offer to it, or a termination the other side asked. */
    async waitingFor(agentId: string) {
      const r = await db.query<{ kind: AgentContractKind; offer: boolean; termination: boolean }>(
        `SELECT kind, bool_or(status = 'OFFERED' AND payee_id = $1) AS offer,
                bool_or(status = 'ACTIVE' AND (
                  (payee_id = $1 AND termination_requested_by = 'PAYER')
                  OR (payer_id = $1 AND termination_requested_by = 'PAYEE'))) AS termination
           FROM agent_contracts
          WHERE (payee_id = $1 OR payer_id = $1) AND status IN ('OFFERED', 'ACTIVE')
          GROUP BY kind`,
        [agentId],
      );
      return r.rows;
    },

    /** Active contracts of a kind anywhere below the agent (depth ≥ 1), with their depth. */
    async activeBelow(tx: Queryable, merchantCode: string, agentId: string, kind: AgentContractKind) {
      const r = await tx.query<ContractSql & { depth: number }>(
        `${selectWith('t.depth,')} JOIN agent_tree t ON t.descendant_id = c.payee_id AND t.ancestor_id = $1 AND t.depth >= 1
          WHERE c.merchant_code = $2 AND c.kind = $3 AND c.status = 'ACTIVE'
          ORDER BY t.depth DESC, c.id`,
        [agentId, merchantCode, kind],
      );
      return r.rows.map((row) => ({ ...fromRow(row), depth: row.depth }));
    },

    /** Every active contract of a kind in the merchant (the settlement's set), with the payee's depth in the tree. */
    async activeOfKind(
      merchantCode: string,
      kind: AgentContractKind,
      cycle: TDividendCycle | null,
      endAt: Date,
    ) {
      const r = await db.query<ContractSql & { depth: number }>(
        `${selectWith('t.depth,')} JOIN agent_tree t ON t.descendant_id = c.payee_id AND t.depth = (
                      SELECT max(u.depth) FROM agent_tree u WHERE u.descendant_id = c.payee_id)
          WHERE c.merchant_code = $1 AND c.kind = $2 AND c.status = 'ACTIVE'
            AND ($3::text IS NULL OR c.cycle = $3) AND c.signed_at < $4`,
        [merchantCode, kind, cycle, endAt],
      );
      return r.rows.map((row) => ({ ...fromRow(row), depth: row.depth }));
    },

    /** Contracts by id (ended ones too), with the payee's depth: a settled period being corrected. */
    async byIdsWithDepth(merchantCode: string, ids: readonly string[]) {
      const r = await db.query<ContractSql & { depth: number }>(
        `${selectWith('t.depth,')} JOIN agent_tree t ON t.descendant_id = c.payee_id AND t.depth = (
                      SELECT max(u.depth) FROM agent_tree u WHERE u.descendant_id = c.payee_id)
          WHERE c.merchant_code = $1 AND c.id = ANY($2::uuid[])`,
        [merchantCode, ids],
      );
      return r.rows.map((row) => ({ ...fromRow(row), depth: row.depth }));
    },

    async page(filter: {
      merchantCode: string;
      kind: AgentContractKind | undefined;
      status: TContractStatus | undefined;
      account: string | undefined;
      limit: number;
      offset: number;
    }) {
      const where = `c.merchant_code = $1 AND ($2::text IS NULL OR c.kind = $2) AND ($3::text IS NULL OR c.status = $3)
        AND ($4::text IS NULL OR pe.username ILIKE $4 OR pr.username ILIKE $4)`;
      const params = [
        filter.merchantCode,
        filter.kind ?? null,
        filter.status ?? null,
        filter.account ? likePattern(filter.account) : null,
      ];
      const [rows, count] = await Promise.all([
        db.query<ContractSql>(
          `${SELECT} WHERE ${where} ORDER BY c.offered_at DESC, c.id LIMIT $5 OFFSET $6`,
          [...params, filter.limit, filter.offset],
        ),
        db.query<{ n: string }>(
          `SELECT count(*) AS n FROM agent_contracts c JOIN members pe ON pe.id = c.payee_id
             LEFT JOIN members pr ON pr.id = c.payer_id WHERE ${where}`,
          params,
        ),
      ]);
      return { rows: rows.rows.map(fromRow), total: Number(count.rows[0]!.n) };
    },

    async insert(
      tx: Queryable,
      c: {
        id: string;
        merchantCode: string;
        kind: AgentContractKind;
        cycle: TDividendCycle | null;
        payeeId: string;
        payerId: string | null;
        tiers: TierText[];
        status: 'OFFERED' | 'ACTIVE';
        at: Date;
        offeredBy: string;
      },
    ) {
      await tx.query(
        `INSERT INTO agent_contracts (id, merchant_code, kind, cycle, payee_id, payer_id, tiers, status, offered_at,
                                      offered_by, signed_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, CASE WHEN $8 = 'ACTIVE' THEN $9::timestamptz END)`,
        [
          c.id,
          c.merchantCode,
          c.kind,
          c.cycle,
          c.payeeId,
          c.payerId,
          JSON.stringify(c.tiers),
          c.status,
          c.at,
          c.offeredBy,
        ],
      );
    },

    async setStatus(
      tx: Queryable,
      id: string,
      change: {
        status: TContractStatus;
        at: Date;
        endedReason?: ContractRow['endedReason'];
      },
    ) {
      await tx.query(
        `UPDATE agent_contracts
            SET status = $2,
                signed_at = CASE WHEN $2 = 'ACTIVE' THEN $3 ELSE signed_at END,
                ended_at = CASE WHEN $2 IN ('ENDED', 'REJECTED', 'CANCELLED') THEN $3 ELSE ended_at END,
                ended_reason = COALESCE($4, ended_reason),
                termination_requested_by = NULL
          WHERE id = $1`,
        [id, change.status, change.at, change.endedReason ?? null],
      );
    },

    async setTerminationRequest(tx: Queryable, id: string, by: 'PAYEE' | 'PAYER' | null) {
      await tx.query(`UPDATE agent_contracts SET termination_requested_by = $2 WHERE id = $1`, [id, by]);
    },

    async recordEvent(
      tx: Queryable,
      e: { contractId: string; at: Date; actor: string; action: string; details?: Record<string, unknown> },
    ) {
      await tx.query(
        `INSERT INTO agent_contract_events (contract_id, at, actor, action, details) VALUES ($1, $2, $3, $4, $5)`,
        [e.contractId, e.at, e.actor, e.action, JSON.stringify(e.details ?? {})],
      );
    },

    async memberIdByUsername(merchantCode: string, username: string): Promise<string | null> {
      const r = await db.query<{ id: string }>(
        `SELECT id FROM members WHERE merchant_code = $1 AND lower(username) = lower($2)`,
        [merchantCode, username],
      );
      return r.rows[0]?.id ?? null;
    },

    /** Whether the agent has no upline: only top agents are paid by the merchant. */
    async isTopAgent(agentId: string): Promise<boolean> {
      const r = await db.query<{ depth: number | null }>(
        `SELECT max(depth) AS depth FROM agent_tree WHERE descendant_id = $1`,
        [agentId],
      );
      return r.rows[0]?.depth === 0;
    },

    /** Serialises contract changes of one payee and kind (an offer, a signature, an ending). */
    async lockPayeeKind(tx: Queryable, payeeId: string, kind: AgentContractKind) {
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext('agent-contract'), hashtext($1 || ':' || $2))`, [
        payeeId,
        kind,
      ]);
    },
  };
}

export type ContractsRepository = ReturnType<typeof createContractsRepository>;
