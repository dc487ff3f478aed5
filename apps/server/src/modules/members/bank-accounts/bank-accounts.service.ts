import type { TMemberBankAccount, ZMemberBankAccountCreate } from '@platform/contracts';
import type { z } from 'zod';
import type { Database, Queryable } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { newId } from '../../../platform/ids.ts';
import type { PaymentPasswordService } from '../../identity/index.ts';
import type { PayoutMethodChange } from '../../member-profile/index.ts';
import type { BankAccount, BankAccountsRepository } from './bank-accounts.repository.ts';

export const MAX_BANK_ACCOUNTS = 5;

type TMemberBankAccountCreate = z.output<typeof ZMemberBankAccountCreate>;

/** Who changes their payout methods, and from where (the change record keeps the IP). */
export interface PayoutActor {
  id: string;
  merchantCode: string;
  ip: string | null;
}

const maskAccount = (n: string) => `${'*'.repeat(Math.max(0, n.length - 4))}${n.slice(-4)}`;

const viewOf = (b: BankAccount): TMemberBankAccount => ({
  id: b.id,
  kind: b.kind,
  bankName: b.bankName,
  accountName: b.accountName,
  accountNumber: maskAccount(b.accountNumber),
  createdAt: b.createdAt.toISOString(),
});

/** A member's payout methods (bank accounts, e-wallets): listed masked, added and removed only with the payment password. */
export function createBankAccountsService(deps: {
  db: Database;
  repository: BankAccountsRepository;
  /** Identity owns the payment password and its lockout. */
  paymentPassword: PaymentPasswordService;
  /** Tells the member a bank account was added (identity knows how to reach them). */
  notifyBankAccountAdded: (memberId: string, accountNumber: string) => Promise<void>;
  /** The member's change record (member-profile module), written in the change's transaction. */
  payoutMethodChanged: (tx: Queryable, change: PayoutMethodChange) => Promise<void>;
}) {
  const { db, repository } = deps;

  async function liveOrThrow(memberId: string, accountId: string) {
    const account = (await repository.ofMember(memberId)).find((a) => a.id === accountId);
    // Another member's id answers as one that does not exist.
    if (!account) throw new AppError('NOT_FOUND');
    return account;
  }

  return {
    /** The member's live payout methods as the member sees them (numbers masked). */
    async list(memberId: string): Promise<TMemberBankAccount[]> {
      return (await repository.ofMember(memberId)).map(viewOf);
    },

    /** The member's live account of that id, unmasked, for a payout; null when it is not theirs. */
    async ofMember(memberId: string, accountId: string): Promise<BankAccount | null> {
      return (await repository.ofMember(memberId)).find((a) => a.id === accountId) ?? null;
    },

    /**
     * A new payee for the member's withdrawals: whoever holds only a stolen session must not add
     * their own account, so the payment password is asked (and counted), and the member is told.
     */
    async add(member: PayoutActor, body: TMemberBankAccountCreate) {
      const { paymentPassword, ...account } = body;
      const existing = await repository.ofMember(member.id);
      if (existing.length >= MAX_BANK_ACCOUNTS) throw new AppError('FIELD_INVALID', { field: 'bankAccount' });
      await deps.paymentPassword.verify(member.id, paymentPassword);
      const id = newId();
      await db.transaction(async (tx) => {
        const added = await repository.add(tx, {
          id,
          merchantCode: member.merchantCode,
          memberId: member.id,
          ...account,
        });
        if (!added) throw new AppError('BANK_ACCOUNT_DUPLICATE');
        await deps.payoutMethodChanged(tx, {
          merchantCode: member.merchantCode,
          memberId: member.id,
          ip: member.ip,
          action: 'ADDED',
          kind: account.kind,
          provider: account.bankName,
          accountNumber: account.accountNumber,
        });
      });
      await deps.notifyBankAccountAdded(member.id, account.accountNumber);
      return viewOf((await repository.ofMember(member.id)).find((b) => b.id === id)!);
    },

    /**
     * Removes one of the member's payout methods, proved by the payment password. The row stays
     * (marked removed) for the withdrawals that paid to it; one still paying to it keeps it.
     */
    async remove(member: PayoutActor, accountId: string, paymentPassword: string): Promise<void> {
      await liveOrThrow(member.id, accountId);
      if (await repository.hasWithdrawalInProgress(accountId)) throw new AppError('PAYOUT_METHOD_IN_USE');
      // Checked outside the transaction: argon2 is slow and must not hold the row lock.
      await deps.paymentPassword.verify(member.id, paymentPassword);
      await db.transaction(async (tx) => {
        const account = await repository.lockLive(tx, member.id, accountId);
        if (!account) throw new AppError('NOT_FOUND');
        if (await repository.hasWithdrawalInProgress(accountId, tx))
          throw new AppError('PAYOUT_METHOD_IN_USE');
        await repository.markRemoved(tx, accountId);
        await deps.payoutMethodChanged(tx, {
          merchantCode: member.merchantCode,
          memberId: member.id,
          ip: member.ip,
          action: 'REMOVED',
          kind: account.kind,
          provider: account.bankName,
          accountNumber: account.accountNumber,
        });
      });
    },
  };
}

export type BankAccountsService = ReturnType<typeof createBankAccountsService>;
