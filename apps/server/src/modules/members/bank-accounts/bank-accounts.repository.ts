// Owns tables: member_bank_accounts.
import type { Database } from '../../../platform/db/database.ts';

export interface BankAccount {
  id: string;
  memberId: string;
  bankName: string;
  accountName: string;
  accountNumber: string;
  createdAt: Date;
}

/** The payout accounts a member has bound (removed ones stay for the withdrawals that used them). */
export function createBankAccountsRepository(db: Database) {
  return {
    async ofMember(memberId: string): Promise<BankAccount[]> {
      const r = await db.query<{
        id: string;
        member_id: string;
        bank_name: string;
        account_name: string;
        account_number: string;
        created_at: Date;
      }>(
        `SELECT id, member_id, bank_name, account_name, account_number, created_at FROM member_bank_accounts
          WHERE member_id = $1 AND removed_at IS NULL ORDER BY created_at`,
        [memberId],
      );
      return r.rows.map((b) => ({
        id: b.id,
        memberId: b.member_id,
        bankName: b.bank_name,
        accountName: b.account_name,
        accountNumber: b.account_number,
        createdAt: b.created_at,
      }));
    },

    /** Adds the account unless the member already has it; false when it was already bound. */
    async add(a: {
      id: string;
      merchantCode: string;
      memberId: string;
      bankName: string;
      accountName: string;
      accountNumber: string;
    }): Promise<boolean> {
      const r = await db.query(
        `INSERT INTO member_bank_accounts (id, merchant_code, member_id, bank_name, account_name, account_number)
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
        [a.id, a.merchantCode, a.memberId, a.bankName, a.accountName, a.accountNumber],
      );
      return (r.rowCount ?? 0) > 0;
    },
  };
}

export type BankAccountsRepository = ReturnType<typeof createBankAccountsRepository>;
