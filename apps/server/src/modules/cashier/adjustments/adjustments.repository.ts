// Owns tables: pending_adjustments, adjustment_daily_usage.
// Reads tables: members.
import type { Database, Queryable } from '../../../platform/db/database.ts';

export interface PendingAdjustment {
  id: string;
  merchantCode: string;
  memberId: string;
  username: string;
  account: 'CASH' | 'BONUS';
  amount: string;
  reason: string;
  requestedBy: string;
  requestedAt: Date;
  status: 'PENDING' | 'APPROVED' | 'REJECTED';
  decidedBy: string | null;
}

interface Row {
  id: string;
  merchant_code: string;
  member_id: string;
  username: string;
  account: 'CASH' | 'BONUS';
  amount: string;
  reason: string;
  requested_by: string;
  requested_at: Date;
  status: PendingAdjustment['status'];
  decided_by: string | null;
}

const SELECT = `SELECT p.id, p.merchant_code, p.member_id, m.username, p.account, p.amount, p.reason, p.requested_by,
  p.requested_at, p.status, p.decided_by FROM pending_adjustments p JOIN members m ON m.id = p.member_id`;

const of = (r: Row): PendingAdjustment => ({
  id: r.id,
  merchantCode: r.merchant_code,
  memberId: r.member_id,
  username: r.username,
  account: r.account,
  amount: r.amount,
  reason: r.reason,
  requestedBy: r.requested_by,
  requestedAt: r.requested_at,
  status: r.status,
  decidedBy: r.decided_by,
});

/**
 * Adjustments waiting for a second operator (owns `pending_adjustments`), and what each operator
 * posted alone per merchant day (owns `adjustment_daily_usage`).
 */
export function createAdjustmentsRepository(db: Database) {
  return {
    /**
     * What the operator posted alone on `day`, with that row locked until `q` ends: two adjustments
     * of the same operator at once are decided one after the other, never both under the cap.
     */
    async usageForUpdate(
      q: Queryable,
      merchantCode: string,
      operatorId: string,
      day: string,
    ): Promise<bigint> {
      await q.query(
        `INSERT INTO adjustment_daily_usage (merchant_code, operator_id, day) VALUES ($1, $2, $3)
         ON CONFLICT DO NOTHING`,
        [merchantCode, operatorId, day],
      );
      const r = await q.query<{ used_minor: string }>(
        `SELECT used_minor FROM adjustment_daily_usage WHERE merchant_code = $1 AND operator_id = $2 AND day = $3
         FOR UPDATE`,
        [merchantCode, operatorId, day],
      );
      return BigInt(r.rows[0]!.used_minor);
    },

    async setUsage(q: Queryable, merchantCode: string, operatorId: string, day: string, usedMinor: bigint) {
      await q.query(
        `UPDATE adjustment_daily_usage SET used_minor = $4 WHERE merchant_code = $1 AND operator_id = $2 AND day = $3`,
        [merchantCode, operatorId, day, String(usedMinor)],
      );
    },

    async insert(
      q: Queryable,
      a: {
        id: string;
        merchantCode: string;
        memberId: string;
        account: string;
        amount: string;
        reason: string;
        requestedBy: string;
      },
    ) {
      await q.query(
        `INSERT INTO pending_adjustments (id, merchant_code, member_id, account, amount, reason, requested_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [a.id, a.merchantCode, a.memberId, a.account, a.amount, a.reason, a.requestedBy],
      );
    },

    async find(
      q: Queryable,
      merchantCode: string,
      id: string,
      lock = false,
    ): Promise<PendingAdjustment | null> {
      const r = await q.query<Row>(
        `${SELECT} WHERE p.merchant_code = $1 AND p.id = $2 ${lock ? 'FOR UPDATE OF p' : ''}`,
        [merchantCode, id],
      );
      return r.rows[0] ? of(r.rows[0]) : null;
    },

    async decide(
      q: Queryable,
      id: string,
      status: 'APPROVED' | 'REJECTED',
      decidedBy: string,
      ledgerTransactionId: string | null,
    ) {
      await q.query(
        `UPDATE pending_adjustments SET status = $2, decided_by = $3, decided_at = now(), ledger_transaction_id = $4 WHERE id = $1`,
        [id, status, decidedBy, ledgerTransactionId],
      );
    },

    async pending(merchantCode: string): Promise<PendingAdjustment[]> {
      const r = await db.query<Row>(
        `${SELECT} WHERE p.merchant_code = $1 AND p.status = 'PENDING' ORDER BY p.requested_at LIMIT 200`,
        [merchantCode],
      );
      return r.rows.map(of);
    },
  };
}

export type AdjustmentsRepository = ReturnType<typeof createAdjustmentsRepository>;
