import type { Clock } from '../../../platform/clock.ts';
import type { Database } from '../../../platform/db/database.ts';
import { routeGroup } from '../../../platform/http/route-group.ts';
import type { FileStorage } from '../../../platform/storage/file-storage.ts';
import type { PaymentPasswordService } from '../../identity/index.ts';
import type { LedgerService } from '../../ledger/index.ts';
import type { BankAccountsService } from '../../members/index.ts';
import type { OperatorsService } from '../../operators/index.ts';
import type { CashierSettings } from '../settings/cashier-settings.repository.ts';
import type { UploadQuota } from '../upload-quota.ts';
import { createTransfersService } from './transfers.service.ts';
import { createWithdrawalReviewService } from './withdrawal-review.service.ts';
import type { CashierEvents } from '../cashier-events.ts';
import { withdrawalsAdminRoutes } from './withdrawals.admin.routes.ts';
import { createWithdrawalsRepository } from './withdrawals.repository.ts';
import { withdrawalsRoutes } from './withdrawals.routes.ts';
import { createWithdrawalsService } from './withdrawals.service.ts';

export type { CashierMember, WithdrawalsService } from './withdrawals.service.ts';

/** Members' withdrawals and their review queue, and transfers between an agent and its downline. */
export function createWithdrawals(deps: {
  db: Database;
  clock: Clock;
  ledger: LedgerService;
  storage: FileStorage;
  uploads: UploadQuota;
  settings: (merchantCode: string) => Promise<CashierSettings>;
  operators: OperatorsService;
  paymentPassword: PaymentPasswordService;
  bankAccounts: BankAccountsService;
  balanceChanged: (memberId: string) => void;
  events: CashierEvents;
  withdrawalLimit?:
    ((merchantCode: string, memberId: string, amountMinor: bigint) => Promise<void>) | undefined;
  bonusTurnover?: ((memberId: string) => Promise<bigint>) | undefined;
}) {
  const repository = createWithdrawalsRepository(deps.db);
  const service = createWithdrawalsService({ ...deps, repository });
  const transfers = createTransfersService({ ...deps, repository, withdrawals: service });
  const reviews = createWithdrawalReviewService({ ...deps, withdrawals: service });
  return {
    service,
    transfers,
    routes: routeGroup(withdrawalsRoutes({ withdrawals: service, transfers })),
    adminRoutes: routeGroup(
      withdrawalsAdminRoutes({ withdrawals: service, reviews, operators: deps.operators }),
    ),
  };
}
