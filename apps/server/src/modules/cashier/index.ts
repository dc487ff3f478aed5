import type { TDepositChannelCreate } from '@platform/contracts';
import type { KeyValueStore } from '../../platform/cache/key-value-store.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import type { PaymentProviders } from '../../platform/payments/payment-provider.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import type { IdentityModule } from '../identity/index.ts';
import type { LedgerModule } from '../ledger/index.ts';
import type { OperatorsService } from '../operators/index.ts';
import type { SystemService } from '../system/index.ts';
import { cashierAdminRoutes } from './cashier.admin.routes.ts';
import { cashierRoutes } from './cashier.routes.ts';
import { createAdjustmentsRepository } from './adjustments.repository.ts';
import { createAdjustmentsService } from './adjustments.service.ts';
import { createGameWalletsRepository } from './game-wallets.repository.ts';
import { gameWalletsRoutes } from './game-wallets.routes.ts';
import { createGameWalletsService, simulatedTransferVendor } from './game-wallets.service.ts';
import { cashierJobs } from './cashier.jobs.ts';
import { createCashierService } from './cashier.service.ts';
import { depositsAdminRoutes } from './deposits.admin.routes.ts';
import { createDepositsRepository } from './deposits.repository.ts';
import { depositsRoutes } from './deposits.routes.ts';
import { createDepositsService } from './deposits.service.ts';
import { pspCallbackRoutes } from './psp-callback.routes.ts';
import { createTransfersService } from './transfers.service.ts';
import { createUploadQuota } from './upload-quota.ts';
import { createWalletPush } from './wallet-push.ts';
import { withdrawalsAdminRoutes } from './withdrawals.admin.routes.ts';
import { createWithdrawalsRepository } from './withdrawals.repository.ts';
import { withdrawalsRoutes } from './withdrawals.routes.ts';
import { createWithdrawalsService } from './withdrawals.service.ts';

export type { CashierService } from './cashier.service.ts';
export type { DepositsService } from './deposits.service.ts';

export function createCashierModule(deps: {
  db: Database;
  clock: Clock;
  store: KeyValueStore;
  storage: FileStorage;
  /** Payment providers by code (the built-in simulator by default) for online deposits. */
  payments: PaymentProviders;
  ledger: LedgerModule;
  identity: IdentityModule;
  system: SystemService;
  operators: OperatorsService;
}) {
  const service = createCashierService({ db: deps.db, ledger: deps.ledger.service });
  const push = createWalletPush({
    store: deps.store,
    views: deps.ledger.views,
    identity: deps.identity.service,
  });
  const uploads = createUploadQuota(deps.store);
  const withdrawalsRepository = createWithdrawalsRepository(deps.db);
  const withdrawals = createWithdrawalsService({
    db: deps.db,
    clock: deps.clock,
    ledger: deps.ledger.service,
    repository: withdrawalsRepository,
    storage: deps.storage,
    uploads,
    balanceChanged: push.balanceChanged,
    paymentPassword: deps.identity.paymentPassword,
    notifyBankAccountAdded: deps.identity.notifyBankAccountAdded,
  });
  const transfers = createTransfersService({
    db: deps.db,
    ledger: deps.ledger.service,
    repository: withdrawalsRepository,
    withdrawals,
    balanceChanged: push.balanceChanged,
  });
  const deposits = createDepositsService({
    db: deps.db,
    clock: deps.clock,
    ledger: deps.ledger.service,
    repository: createDepositsRepository(deps.db),
    payments: deps.payments,
    storage: deps.storage,
    uploads,
    operators: deps.operators,
    balanceChanged: push.balanceChanged,
  });
  const gameWalletsRepository = createGameWalletsRepository(deps.db);
  const transferVendor = simulatedTransferVendor(gameWalletsRepository);
  const gameWallets = createGameWalletsService({
    db: deps.db,
    clock: deps.clock,
    ledger: deps.ledger.service,
    repository: gameWalletsRepository,
    vendor: transferVendor,
    balanceChanged: push.balanceChanged,
  });
  const adjustments = createAdjustmentsService({
    db: deps.db,
    clock: deps.clock,
    cashier: service,
    repository: createAdjustmentsRepository(deps.db),
    operators: deps.operators,
    settings: (merchantCode) => withdrawalsRepository.settings(merchantCode),
  });
  return {
    service,
    gameWallets,
    /** The transfer-wallet vendors' client, looked up at each call (tests slow or cut its calls). */
    transferVendor,
    gameWalletRoutes: gameWalletsRoutes({ gameWallets, ledger: deps.ledger.service }),
    deposits,
    withdrawals,
    transfers,
    jobs: cashierJobs(withdrawals, gameWallets, deposits),
    balanceChanged: push.balanceChanged,
    pushRoutes: push.routes,
    withdrawalRoutes: withdrawalsRoutes({ withdrawals, transfers }),
    withdrawalAdminRoutes: withdrawalsAdminRoutes({
      db: deps.db,
      withdrawals,
      repository: withdrawalsRepository,
      system: deps.system,
      operators: deps.operators,
      balanceChanged: push.balanceChanged,
    }),
    /** Demo mode's funded wallets (API.md): deposited once per member, whatever happens to them later. */
    async seedDemoBalance(merchantCode: string, username: string, amount: string) {
      const member = await deps.identity.repository.findByUsername(merchantCode, username);
      if (!member) return;
      const merchant = await deps.system.merchantOrThrow(merchantCode);
      await service.fundDemoMember({
        merchantCode,
        currency: merchant.currency,
        memberId: member.id,
        amount,
      });
    },
    /** Demo mode's deposit channels: added when missing, never overwriting an operator's edits. */
    async seedDemoDepositChannels(merchantCode: string, channels: readonly TDepositChannelCreate[]) {
      const merchant = await deps.system.merchantOrThrow(merchantCode);
      for (const channel of channels) await deposits.ensureChannel(merchant, channel);
    },
    depositRoutes: depositsRoutes(deposits),
    depositAdminRoutes: depositsAdminRoutes({ deposits, system: deps.system, operators: deps.operators }),
    pspCallbackRoutes: pspCallbackRoutes(deposits),
    routes: cashierRoutes({ views: deps.ledger.views, clock: deps.clock }),
    adminRoutes: cashierAdminRoutes({
      clock: deps.clock,
      views: deps.ledger.views,
      identity: deps.identity.repository,
      system: deps.system,
      operators: deps.operators,
      balanceChanged: push.balanceChanged,
      adjustments,
    }),
  };
}

export type CashierModule = ReturnType<typeof createCashierModule>;
