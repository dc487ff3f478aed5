import type { Database } from '../../platform/db/database.ts';
import type { IdentityModule } from '../identity/index.ts';
import type { OperatorsService } from '../operators/index.ts';
import { createBankAccounts } from './bank-accounts/index.ts';
import { membersAdminRoutes } from './members.admin.routes.ts';
import { createMembersRepository } from './members.repository.ts';
import { securityCentreRoutes } from './security-centre.routes.ts';

export type { BankAccount, BankAccountsService } from './bank-accounts/index.ts';

/**
 * The member's own account pages (security centre, bank accounts; profile to come) and the
 * operators' member console. Sessions, credentials and TOTP codes stay identity's: this module uses
 * them only through identity's index.
 */
export function createMembersModule(deps: {
  db: Database;
  identity: Pick<
    IdentityModule,
    'repository' | 'totp' | 'endVendorSessions' | 'paymentPassword' | 'notifyBankAccountAdded'
  >;
  operators: OperatorsService;
}) {
  const repository = createMembersRepository(deps.db);
  const bankAccounts = createBankAccounts({
    db: deps.db,
    paymentPassword: deps.identity.paymentPassword,
    notifyBankAccountAdded: deps.identity.notifyBankAccountAdded,
  });
  return {
    bankAccounts: bankAccounts.service,
    bankAccountRoutes: bankAccounts.routes,
    securityRoutes: securityCentreRoutes(repository, deps.identity.totp),
    adminRoutes: membersAdminRoutes({
      db: deps.db,
      repository,
      identity: deps.identity.repository,
      endVendorSessions: deps.identity.endVendorSessions,
      operators: deps.operators,
    }),
  };
}

export type MembersModule = ReturnType<typeof createMembersModule>;
