import type { Database, Queryable } from '../../platform/db/database.ts';
import type { IdentityModule } from '../identity/index.ts';
import type { PayoutMethodChange } from '../member-profile/index.ts';
import type { OperatorsService } from '../operators/index.ts';
import { createBankAccounts } from './bank-accounts/index.ts';
import { membersAdminRoutes } from './members.admin.routes.ts';
import { createMembersAdminService } from './members-admin.service.ts';
import { createMembersRepository } from './members.repository.ts';
import { securityCentreRoutes } from './security-centre.routes.ts';
import { createSecurityCentreService } from './security-centre.service.ts';

export type { BankAccount, BankAccountsService } from './bank-accounts/index.ts';
export type { MembersAdminService } from './members-admin.service.ts';

/**
 * The member's own account pages (security centre, payout methods; the profile is member-profile's) and the
 * operators' member console. Sessions, credentials and TOTP codes stay identity's: this module uses
 * them only through identity's services.
 */
export function createMembersModule(deps: {
  db: Database;
  identity: Pick<
    IdentityModule,
    'sessions' | 'passwords' | 'newIpVerification' | 'totp' | 'paymentPassword' | 'notifyBankAccountAdded'
  >;
  operators: OperatorsService;
  /** The member's change record (member-profile module): payout methods added and removed. */
  payoutMethodChanged: (tx: Queryable, change: PayoutMethodChange) => Promise<void>;
}) {
  const repository = createMembersRepository(deps.db);
  const bankAccounts = createBankAccounts({
    db: deps.db,
    paymentPassword: deps.identity.paymentPassword,
    notifyBankAccountAdded: deps.identity.notifyBankAccountAdded,
    payoutMethodChanged: deps.payoutMethodChanged,
  });
  const admin = createMembersAdminService({
    db: deps.db,
    repository,
    sessions: deps.identity.sessions,
    passwords: deps.identity.passwords,
    operators: deps.operators,
  });
  const securityCentre = createSecurityCentreService({
    repository,
    newIpVerification: deps.identity.newIpVerification,
  });
  return {
    bankAccounts: bankAccounts.service,
    bankAccountRoutes: bankAccounts.routes,
    admin,
    securityRoutes: securityCentreRoutes(securityCentre, deps.identity.totp),
    adminRoutes: membersAdminRoutes(admin, deps.operators),
  };
}

export type MembersModule = ReturnType<typeof createMembersModule>;
