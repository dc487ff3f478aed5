import type { Database, Queryable } from '../../../platform/db/database.ts';
import type { PaymentPasswordService } from '../../identity/index.ts';
import type { PayoutMethodChange } from '../../member-profile/index.ts';
import { createBankAccountsRepository } from './bank-accounts.repository.ts';
import { bankAccountsRoutes } from './bank-accounts.routes.ts';
import { createBankAccountsService } from './bank-accounts.service.ts';

export type { BankAccount } from './bank-accounts.repository.ts';
export type { BankAccountsService } from './bank-accounts.service.ts';

/** The member's payout methods (ARCHITECTURE: bank accounts are the members module's). */
export function createBankAccounts(deps: {
  db: Database;
  paymentPassword: PaymentPasswordService;
  notifyBankAccountAdded: (memberId: string, accountNumber: string) => Promise<void>;
  payoutMethodChanged: (tx: Queryable, change: PayoutMethodChange) => Promise<void>;
}) {
  const service = createBankAccountsService({ ...deps, repository: createBankAccountsRepository(deps.db) });
  return { service, routes: bankAccountsRoutes(service) };
}
