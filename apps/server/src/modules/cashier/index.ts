import type { KeyValueStore } from '../../platform/cache/key-value-store.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { routeGroup } from '../../platform/http/route-group.ts';
import type { PaymentProviders } from '../../platform/payments/payment-provider.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import type { IdentityModule } from '../identity/index.ts';
import type { LedgerModule } from '../ledger/index.ts';
import type { MembersModule } from '../members/index.ts';
import type { OperatorsService } from '../operators/index.ts';
import type { SystemService } from '../system/index.ts';
import { createAdjustments } from './adjustments/index.ts';
import { cashierJobs } from './cashier.jobs.ts';
import { createDemoFunding } from './demo/demo-funding.ts';
import { createDeposits } from './deposits/index.ts';
import { createGameWallets } from './game-wallets/index.ts';
import { createCashierSettings } from './settings/index.ts';
import { createUploadQuota } from './upload-quota.ts';
import { createWallet } from './wallet/index.ts';
import { createWithdrawals } from './withdrawals/index.ts';
import type { CashierEvents } from './cashier-events.ts';
import type { DepositBonusChoice } from './deposit-bonus-choice.ts';

export type { DepositsService } from './deposits/index.ts';

/**
 * The member's money outside the games: wallet views and push, deposits, withdrawals and
 * transfers, transfer-wallet game wallets, operators' adjustments and the cashier settings. Each
 * part is a folder with its own service, repository and routes; this file only wires them.
 */
export type { CashierEvents, MoneyEvent } from './cashier-events.ts';
export type { DepositBonusChoice } from './deposit-bonus-choice.ts';

export function createCashierModule(deps: {
  db: Database;
  clock: Clock;
  store: KeyValueStore;
  storage: FileStorage;
  /** Payment providers by code (the built-in simulator by default) for online deposits. */
  payments: PaymentProviders;
  ledger: LedgerModule;
  identity: IdentityModule;
  members: Pick<MembersModule, 'bankAccounts'>;
  system: SystemService;
  operators: OperatorsService;
  /** Told after deposits are credited and withdrawals paid (the member's messages). */
  events: CashierEvents;
  /** Records a bonus chosen on the deposit form (promotions, passed in by app.ts). */
  depositBonus?: DepositBonusChoice;
  /** The member's daily withdrawal limits (their VIP level's): throws the translated refusal. */
  withdrawalLimit?: (merchantCode: string, memberId: string, amountMinor: bigint) => Promise<void>;
  /** What the member's active bonus grants still need wagered (blocks a withdrawal with the deposit turnover). */
  bonusTurnover?: (memberId: string) => Promise<bigint>;
}) {
  const { db, clock, system, operators } = deps;
  const wallet = createWallet({
    store: deps.store,
    clock,
    views: deps.ledger.views,
    identity: deps.identity.sessions,
  });
  const { balanceChanged } = wallet;
  const uploads = createUploadQuota(deps.store);
  const settings = createCashierSettings({ db, system, operators });
  const common = { db, clock, ledger: deps.ledger.service, operators, balanceChanged };
  const { events } = deps;
  const withdrawals = createWithdrawals({
    ...common,
    storage: deps.storage,
    uploads,
    events,
    settings: settings.service.of,
    paymentPassword: deps.identity.paymentPassword,
    bankAccounts: deps.members.bankAccounts,
    withdrawalLimit: deps.withdrawalLimit,
    bonusTurnover: deps.bonusTurnover,
  });
  const deposits = createDeposits({
    ...common,
    payments: deps.payments,
    storage: deps.storage,
    uploads,
    system,
    events,
    depositBonus: deps.depositBonus,
  });
  const gameWallets = createGameWallets(common);
  const adjustments = createAdjustments({
    ...common,
    ledger: deps.ledger,
    system,
    settings: settings.service.of,
    findMember: async (merchantCode, memberId) =>
      (await deps.identity.sessions.findMember(merchantCode, memberId)) ?? null,
  });
  const demo = createDemoFunding({
    db,
    ledger: deps.ledger.service,
    system,
    deposits: deposits.service,
    memberIdOf: async (merchantCode, username) =>
      (await deps.identity.sessions.findMemberByUsername(merchantCode, username))?.id ?? null,
  });

  return {
    deposits: deposits.service,
    withdrawals: withdrawals.service,
    transfers: withdrawals.transfers,
    gameWallets: gameWallets.service,
    /** The transfer-wallet vendors' client, looked up at each call (tests slow or cut its calls). */
    transferVendor: gameWallets.vendor,
    jobs: cashierJobs(withdrawals.service, gameWallets.service, deposits.service),
    balanceChanged,
    /** Demo mode's funded wallets and deposit channels. */
    seedDemoBalance: demo.seedDemoBalance,
    seedDemoDepositChannels: demo.seedDemoDepositChannels,
    routes: routeGroup(wallet.routes, withdrawals.routes, gameWallets.routes, deposits.routes),
    adminRoutes: routeGroup(
      adjustments.adminRoutes,
      withdrawals.adminRoutes,
      settings.adminRoutes,
      deposits.adminRoutes,
    ),
  };
}

export type CashierModule = ReturnType<typeof createCashierModule>;
