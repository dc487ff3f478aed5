// Owns tables: member_bank_accounts.
// Reads tables: withdrawals.
import type { PayoutMethodKind } from '@platform/contracts';
import type { Database, Queryable } from '../../../platform/db/database.ts';

export interface BankAccount {
  id: string;
  memberId: string;
  kind: PayoutMethodKind;
  bankName: string;
  accountName: string;
  accountNumber: string;
  createdAt: Date;
}

interface Row {
  id: string;
  member_id: string;
  kind: PayoutMethodKind;
  bank_name: string;
  account_name: string;
  account_number: string;
  created_at: Date;
}

const COLUMNS = `id, member_id, kind, bank_name, account_name, account_number, created_at`;

const toAccount = (b: Row): BankAccount => ({
  id: b.id,
  memberId: b.member_id,
  kind: b.kind,
  bankName: b.bank_name,
  accountName: b.account_name,
  accountNumber: b.account_number,
  createdAt: b.created_at,
});

/** Withdrawals not yet finished (paid out and confirmed, or rejected) still pay to their account. */
const IN_PROGRESS = `('PENDING_REVIEW', 'PENDING_SECOND_APPROVAL', 'APPROVED', 'PAID', 'DISPUTED')`;

/** The payout methods a member has bound (removed ones stay for the withdrawals that used them). */
export function createBankAccountsRepository(db: Database) {
  return {
    async ofMember(memberId: string): Promise<BankAccount[]> {
      const r = await db.query<Row>(
        `SELECT ${COLUMNS} FROM member_bank_accounts
          WHERE member_id = $1 AND removed_at IS NULL ORDER BY created_at`,
        [memberId],
      );
      return r.rows.map(toAccount);
    },

    /** Adds the account unless the member already has it; false when it was already bound. */
    async add(
      tx: Queryable,
      a: {
        id: string;
        merchantCode: string;
        memberId: string;
        kind: PayoutMethodKind;
        bankName: string;
        accountName: string;
        accountNumber: string;
      },
    ): Promise<boolean> {
      const r = await tx.query(
        `INSERT INTO member_bank_accounts (id, merchant_code, member_id, kind, bank_name, account_name, account_number)
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING`,
        [a.id, a.merchantCode, a.memberId, a.kind, a.bankName, a.accountName, a.accountNumber],
      );
      return (r.rowCount ?? 0) > 0;
    },

    /**
     * The member's live account of that id, locked for its removal. The lock waits for a withdrawal
     * being requested against it (its foreign key holds a share lock until it commits), so the
     * in-progress check that follows sees that withdrawal.
     */
    async lockLive(tx: Queryable, memberId: string, accountId: string): Promise<BankAccount | null> {
      const r = await tx.query<Row>(
        `SELECT ${COLUMNS} FROM member_bank_accounts
          WHERE id = $1 AND member_id = $2 AND removed_at IS NULL FOR UPDATE`,
        [accountId, memberId],
      );
      return r.rows[0] ? toAccount(r.rows[0]) : null;
    },

    async hasWithdrawalInProgress(accountId: string, q: Queryable = db): Promise<boolean> {
      const r = await q.query(
        `SELECT 1 FROM withdrawals WHERE bank_account_id = $1 AND status IN ${IN_PROGRESS} LIMIT 1`,
        [accountId],
      );
      return (r.rowCount ?? 0) > 0;
    },

    async markRemoved(tx: Queryable, accountId: string): Promise<void> {
      await tx.query(`UPDATE member_bank_accounts SET removed_at = now() WHERE id = $1`, [accountId]);
    },
  };
}

export type BankAccountsRepository = ReturnType<typeof createBankAccountsRepository>;
