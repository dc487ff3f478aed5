// Owns tables: withdrawals, member_transfers.
// Reads tables: members, member_bank_accounts, agent_tree, agent_profiles.
import { toCurrencyCode, type CurrencyCode } from '@platform/money';
import type { Database, Queryable } from '../../../platform/db/database.ts';
import type { WithdrawalStatus } from '../domain/withdrawal-flow.ts';

export interface WithdrawalRecord {
  id: string;
  merchantCode: string;
  memberId: string;
  username: string;
  bankAccount: { bankName: string; accountName: string; accountNumber: string };
  currency: CurrencyCode;
  amountMinor: bigint;
  guaranteeMinor: bigint;
  paidMinor: bigint;
  receivedMinor: bigint | null;
  status: WithdrawalStatus;
  receipt: 'RECEIVED' | 'AUTO_RECEIVED' | 'FORCED' | null;
  firstApprover: string | null;
  secondApprover: string | null;
  reviewNote: string | null;
  proofPaths: string[];
  requestedAt: Date;
  paidAt: Date | null;
  completedAt: Date | null;
  /** A forced receipt or refund requested by one operator, waiting for another. */
  resolution: {
    action: 'REFUND' | 'FORCE_RECEIPT';
    requestedBy: string;
    note: string | null;
    requestedAt: Date;
  } | null;
}

interface WithdrawalRow {
  id: string;
  merchant_code: string;
  member_id: string;
  username: string;
  bank_name: string;
  account_name: string;
  account_number: string;
  currency: string;
  amount_minor: string;
  guarantee_minor: string;
  paid_minor: string;
  received_minor: string | null;
  status: WithdrawalStatus;
  receipt: WithdrawalRecord['receipt'];
  first_approver: string | null;
  second_approver: string | null;
  review_note: string | null;
  proof_paths: string[];
  requested_at: Date;
  paid_at: Date | null;
  completed_at: Date | null;
  resolution_action: 'REFUND' | 'FORCE_RECEIPT' | null;
  resolution_requested_by: string | null;
  resolution_note: string | null;
  resolution_requested_at: Date | null;
}

const WITHDRAWAL_SELECT = `SELECT w.id, w.merchant_code, w.member_id, m.username, b.bank_name, b.account_name, b.account_number,
  w.currency, w.amount_minor, w.guarantee_minor, w.paid_minor, w.received_minor, w.status, w.receipt, w.first_approver,
  w.second_approver, w.review_note, w.proof_paths, w.requested_at, w.paid_at, w.completed_at,
  w.resolution_action, w.resolution_requested_by, w.resolution_note, w.resolution_requested_at
  FROM withdrawals w JOIN members m ON m.id = w.member_id JOIN member_bank_accounts b ON b.id = w.bank_account_id`;

const withdrawalOf = (r: WithdrawalRow): WithdrawalRecord => ({
  id: r.id,
  merchantCode: r.merchant_code,
  memberId: r.member_id,
  username: r.username,
  bankAccount: { bankName: r.bank_name, accountName: r.account_name, accountNumber: r.account_number },
  currency: toCurrencyCode(r.currency.trim()),
  amountMinor: BigInt(r.amount_minor),
  guaranteeMinor: BigInt(r.guarantee_minor),
  paidMinor: BigInt(r.paid_minor),
  receivedMinor: r.received_minor === null ? null : BigInt(r.received_minor),
  status: r.status,
  receipt: r.receipt,
  firstApprover: r.first_approver,
  secondApprover: r.second_approver,
  reviewNote: r.review_note,
  proofPaths: r.proof_paths,
  requestedAt: r.requested_at,
  paidAt: r.paid_at,
  completedAt: r.completed_at,
  resolution:
    r.resolution_action && r.resolution_requested_by && r.resolution_requested_at
      ? {
          action: r.resolution_action,
          requestedBy: r.resolution_requested_by,
          note: r.resolution_note,
          requestedAt: r.resolution_requested_at,
        }
      : null,
});

export function createWithdrawalsRepository(db: Database) {
  return {
    /**
     * Whether the member's payout method is still live, share-locked until the withdrawal commits:
     * a removal committed first makes it vanish here, and a removal that comes later waits for this
     * transaction and then sees the withdrawal in progress (the members module checks under FOR UPDATE).
     */
    async lockLivePayee(q: Queryable, memberId: string, bankAccountId: string): Promise<boolean> {
      const r = await q.query(
        `SELECT 1 FROM member_bank_accounts
          WHERE id = $1 AND member_id = $2 AND removed_at IS NULL FOR SHARE`,
        [bankAccountId, memberId],
      );
      return (r.rowCount ?? 0) > 0;
    },

    async insertWithdrawal(
      q: Queryable,
      w: {
        id: string;
        merchantCode: string;
        memberId: string;
        bankAccountId: string;
        currency: string;
        amountMinor: bigint;
        guaranteeMinor: bigint;
      },
    ) {
      await q.query(
        `INSERT INTO withdrawals (id, merchant_code, member_id, bank_account_id, currency, amount_minor, guarantee_minor, status)
         VALUES ($1, $2, $3, $4, $5, $6, $7, 'PENDING_REVIEW')`,
        [
          w.id,
          w.merchantCode,
          w.memberId,
          w.bankAccountId,
          w.currency,
          String(w.amountMinor),
          String(w.guaranteeMinor),
        ],
      );
    },

    async findWithdrawal(
      q: Queryable,
      merchantCode: string,
      id: string,
      lock = false,
    ): Promise<WithdrawalRecord | null> {
      const r = await q.query<WithdrawalRow>(
        `${WITHDRAWAL_SELECT} WHERE w.merchant_code = $1 AND w.id = $2 ${lock ? 'FOR UPDATE OF w' : ''}`,
        [merchantCode, id],
      );
      return r.rows[0] ? withdrawalOf(r.rows[0]) : null;
    },

    async updateWithdrawal(
      q: Queryable,
      id: string,
      changes: {
        status: WithdrawalStatus;
        firstApprover?: string;
        secondApprover?: string;
        paidMinor?: bigint;
        receivedMinor?: bigint;
        receipt?: string;
        reviewNote?: string;
        proofPaths?: string[];
      },
    ) {
      await q.query(
        `UPDATE withdrawals SET status = $2,
           first_approver = COALESCE($3, first_approver),
           second_approver = COALESCE($4, second_approver),
           paid_minor = COALESCE($5, paid_minor),
           received_minor = COALESCE($6, received_minor),
           receipt = COALESCE($7, receipt),
           review_note = COALESCE($8, review_note),
           proof_paths = COALESCE($9, proof_paths),
           paid_at = CASE WHEN $2 = 'PAID' THEN now() ELSE paid_at END,
           completed_at = CASE WHEN $2 IN ('COMPLETED', 'REJECTED') THEN now() ELSE completed_at END,
           updated_at = now()
         WHERE id = $1`,
        [
          id,
          changes.status,
          changes.firstApprover ?? null,
          changes.secondApprover ?? null,
          changes.paidMinor === undefined ? null : String(changes.paidMinor),
          changes.receivedMinor === undefined ? null : String(changes.receivedMinor),
          changes.receipt ?? null,
          changes.reviewNote ?? null,
          changes.proofPaths === undefined ? null : JSON.stringify(changes.proofPaths),
        ],
      );
    },

    /** Keeps (or drops, with null) the forced receipt or refund waiting for a second operator. */
    async setResolution(
      q: Queryable,
      id: string,
      resolution: { action: 'REFUND' | 'FORCE_RECEIPT'; requestedBy: string; note: string | null } | null,
    ) {
      await q.query(
        `UPDATE withdrawals SET resolution_action = $2, resolution_requested_by = $3, resolution_note = $4,
           resolution_requested_at = CASE WHEN $2::text IS NULL THEN NULL ELSE now() END, updated_at = now()
         WHERE id = $1`,
        [id, resolution?.action ?? null, resolution?.requestedBy ?? null, resolution?.note ?? null],
      );
    },

    async pageWithdrawals(filter: {
      merchantCode: string;
      memberId: string | null;
      statuses: readonly string[] | null;
      limit: number;
      offset: number;
    }): Promise<{ list: WithdrawalRecord[]; total: number }> {
      const where = `w.merchant_code = $1 AND ($2::uuid IS NULL OR w.member_id = $2) AND ($3::text[] IS NULL OR w.status = ANY($3))`;
      const params = [filter.merchantCode, filter.memberId, filter.statuses];
      const [rows, count] = await Promise.all([
        db.query<WithdrawalRow>(
          `${WITHDRAWAL_SELECT} WHERE ${where} ORDER BY w.requested_at DESC LIMIT $4 OFFSET $5`,
          [...params, filter.limit, filter.offset],
        ),
        db.query<{ total: string }>(`SELECT count(*) AS total FROM withdrawals w WHERE ${where}`, params),
      ]);
      return { list: rows.rows.map(withdrawalOf), total: Number(count.rows[0]?.total ?? 0) };
    },

    /** Paid withdrawals whose member has not answered within the merchant's auto-receipt minutes. */
    async dueForAutoReceipt(now: Date, limit: number): Promise<{ id: string; merchantCode: string }[]> {
      const r = await db.query<{ id: string; merchant_code: string }>(
        `SELECT w.id, w.merchant_code FROM withdrawals w
           LEFT JOIN merchant_cashier_settings s ON s.merchant_code = w.merchant_code
          WHERE w.status = 'PAID' AND w.paid_at + make_interval(mins => COALESCE(s.auto_receipt_minutes, 30)) <= $1
          ORDER BY w.paid_at LIMIT $2`,
        [now, limit],
      );
      return r.rows.map((row) => ({ id: row.id, merchantCode: row.merchant_code }));
    },

    async insertTransfer(
      q: Queryable,
      t: {
        id: string;
        merchantCode: string;
        fromMemberId: string;
        toMemberId: string;
        direction: 'TO_UPLINE' | 'TO_DOWNLINE';
        currency: string;
        amountMinor: bigint;
        ledgerTransactionId: bigint;
      },
    ) {
      await q.query(
        `INSERT INTO member_transfers (id, merchant_code, from_member_id, to_member_id, direction, currency, amount_minor,
           ledger_transaction_id) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          t.id,
          t.merchantCode,
          t.fromMemberId,
          t.toMemberId,
          t.direction,
          t.currency,
          String(t.amountMinor),
          String(t.ledgerTransactionId),
        ],
      );
    },

    /** True when `descendantId` is anywhere below `agentId` in the merchant's tree (the agents' closure table). */
    async isInDownline(merchantCode: string, agentId: string, descendantId: string): Promise<boolean> {
      const r = await db.query(
        `SELECT 1 FROM agent_tree
          WHERE merchant_code = $1 AND ancestor_id = $2 AND descendant_id = $3 AND depth > 0`,
        [merchantCode, agentId, descendantId],
      );
      return (r.rowCount ?? 0) > 0;
    },

    /** An agent frozen after a forced contract payment (spec §4) may not move money out. */
    async isFrozen(memberId: string, tx: Queryable = db): Promise<boolean> {
      const r = await tx.query(
        `SELECT 1 FROM agent_profiles WHERE member_id = $1 AND frozen_at IS NOT NULL`,
        [memberId],
      );
      return (r.rowCount ?? 0) > 0;
    },

    async memberById(merchantCode: string, id: string) {
      const r = await db.query<{
        id: string;
        username: string;
        nickname: string;
        type: number;
        status: string;
        parent_id: string | null;
      }>(
        `SELECT id, username, nickname, type, status, parent_id FROM members WHERE merchant_code = $1 AND id = $2`,
        [merchantCode, id],
      );
      return r.rows[0] ?? null;
    },

    async memberByUsername(merchantCode: string, username: string) {
      const r = await db.query<{
        id: string;
        username: string;
        type: number;
        status: string;
        parent_id: string | null;
      }>(
        `SELECT id, username, type, status, parent_id FROM members WHERE merchant_code = $1 AND lower(username) = lower($2)`,
        [merchantCode, username],
      );
      return r.rows[0] ?? null;
    },
  };
}

export type WithdrawalsRepository = ReturnType<typeof createWithdrawalsRepository>;
