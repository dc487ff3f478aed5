import type { Clock } from '../../../platform/clock.ts';
import type { Database } from '../../../platform/db/database.ts';
import { routeGroup } from '../../../platform/http/route-group.ts';
import type { PaymentProviders } from '../../../platform/payments/payment-provider.ts';
import type { FileStorage } from '../../../platform/storage/file-storage.ts';
import type { LedgerService } from '../../ledger/index.ts';
import type { OperatorsService } from '../../operators/index.ts';
import type { SystemService } from '../../system/index.ts';
import type { UploadQuota } from '../upload-quota.ts';
import { depositsAdminRoutes } from './deposits.admin.routes.ts';
import { createDepositsRepository } from './deposits.repository.ts';
import { depositsRoutes } from './deposits.routes.ts';
import { createDepositsService } from './deposits.service.ts';
import type { CashierEvents } from '../cashier-events.ts';
import type { DepositBonusChoice } from '../deposit-bonus-choice.ts';
import { pspCallbackRoutes } from './psp-callback.routes.ts';

export type { DepositsService } from './deposits.service.ts';

/** Deposit channels, members' deposits (online and bank transfer), the PSP callback and the review queue. */
export function createDeposits(deps: {
  db: Database;
  clock: Clock;
  ledger: LedgerService;
  payments: PaymentProviders;
  storage: FileStorage;
  uploads: UploadQuota;
  system: SystemService;
  operators: OperatorsService;
  balanceChanged: (memberId: string) => void;
  events: CashierEvents;
  depositBonus?: DepositBonusChoice;
}) {
  const service = createDepositsService({ ...deps, repository: createDepositsRepository(deps.db) });
  return {
    service,
    routes: routeGroup(depositsRoutes(service), pspCallbackRoutes(service)),
    adminRoutes: depositsAdminRoutes({ deposits: service, system: deps.system, operators: deps.operators }),
  };
}
