import type { TMemberBankAccount, ZMemberBankAccountCreate } from '@platform/contracts';
import type { z } from 'zod';
import { AppError } from '../../../platform/http/app-error.ts';
import { newId } from '../../../platform/ids.ts';
import type { PaymentPasswordService } from '../../identity/index.ts';
import type { BankAccount, BankAccountsRepository } from './bank-accounts.repository.ts';

export const MAX_BANK_ACCOUNTS = 5;

type TMemberBankAccountCreate = z.infer<typeof ZMemberBankAccountCreate>;

const maskAccount = (n: string) => `${'*'.repeat(Math.max(0, n.length - 4))}${n.slice(-4)}`;

const viewOf = (b: BankAccount): TMemberBankAccount => ({
  id: b.id,
  bankName: b.bankName,
  accountName: b.accountName,
  accountNumber: maskAccount(b.accountNumber),
  createdAt: b.createdAt.toISOString(),
});

/** A member's payout accounts: listed masked, added only with the payment password. */
export function createBankAccountsService(deps: {
  repository: BankAccountsRepository;
  /** Identity owns the payment password and its lockout. */
  paymentPassword: PaymentPasswordService;
  /** Tells the member a bank account was added (identity knows how to reach them). */
  notifyBankAccountAdded: (memberId: string, accountNumber: string) => Promise<void>;
}) {
  const { repository } = deps;
  return {
    /** The member's accounts as the member sees them (numbers masked). */
    async list(memberId: string): Promise<TMemberBankAccount[]> {
      return (await repository.ofMember(memberId)).map(viewOf);
    },

    /** The member's account of that id, unmasked, for a payout; null when it is not theirs. */
    async ofMember(memberId: string, accountId: string): Promise<BankAccount | null> {
      return (await repository.ofMember(memberId)).find((a) => a.id === accountId) ?? null;
    },

    /**
     * A new payee for the member's withdrawals: whoever holds only a stolen session must not add
     * their own account, so the payment password is asked (and counted), and the member is told.
     */
    async add(member: { id: string; merchantCode: string }, body: TMemberBankAccountCreate) {
      const { paymentPassword, ...account } = body;
      const existing = await repository.ofMember(member.id);
      if (existing.length >= MAX_BANK_ACCOUNTS) throw new AppError('FIELD_INVALID', { field: 'bankAccount' });
      await deps.paymentPassword.verify(member.id, paymentPassword);
      const id = newId();
      const added = await repository.add({
        id,
        merchantCode: member.merchantCode,
        memberId: member.id,
        ...account,
      });
      if (!added) throw new AppError('BANK_ACCOUNT_DUPLICATE');
      await deps.notifyBankAccountAdded(member.id, account.accountNumber);
      return viewOf((await repository.ofMember(member.id)).find((b) => b.id === id)!);
    },
  };
}

export type BankAccountsService = ReturnType<typeof createBankAccountsService>;
