import type { Clock } from '../../platform/clock.ts';
import type { Database, Queryable } from '../../platform/db/database.ts';
import { routeGroup } from '../../platform/http/route-group.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import type { OperatorsService } from '../operators/index.ts';
import { seedDemoPromotions } from './demo/demo-promotions.ts';
import { promotionsAdminRoutes } from './promotions.admin.routes.ts';
import { createPromotionsAdmin } from './promotions-admin.service.ts';
import { payCashback, promotionsJobs } from './promotions.jobs.ts';
import { createPromotionsRepository } from './promotions.repository.ts';
import { promotionsRoutes } from './promotions.routes.ts';
import { createPromotionsService } from './promotions.service.ts';
import type { PromotionRewards } from './rewards-port.ts';

export type { PromotionsService } from './promotions.service.ts';
export type { PromotionRewards, RewardOffers } from './rewards-port.ts';

/** What the cashier calls in the transaction that opens a deposit with a chosen bonus. */
export interface DepositPromotionChoice {
  choose(
    tx: Queryable,
    choice: {
      merchantCode: string;
      memberId: string;
      orderId: string;
      promotionId: string;
      amountMinor: bigint;
    },
  ): Promise<void>;
}

/**
 * Promotions and activities (issue 12, ADR 0029 §2): campaigns per merchant and language, the
 * activity state machine of spec §4, sign-up, deposit, cashback, raffle and application kinds. Pays
 * only through bonuses (`rewards`, resolved at each use so it can be wired after composition).
 */
export function createPromotionsModule(deps: {
  db: Database;
  clock: Clock;
  storage: FileStorage;
  operators: OperatorsService;
  rewards: () => PromotionRewards | null;
  sanitizeHtml: (html: string) => string;
  merchant: (code: string) => Promise<{ code: string; currency: string; timeZone: string }>;
  authenticate: (token: string, merchantCode: string) => Promise<{ id: string; type: number }>;
  balanceChanged?: (memberId: string) => void;
}) {
  const repository = createPromotionsRepository(deps.db);
  const service = createPromotionsService({
    db: deps.db,
    clock: deps.clock,
    repository,
    storage: deps.storage,
    rewards: deps.rewards,
    balanceChanged: deps.balanceChanged,
  });
  const admin = createPromotionsAdmin({
    db: deps.db,
    clock: deps.clock,
    repository,
    service,
    storage: deps.storage,
    operators: deps.operators,
    rewards: deps.rewards,
    sanitizeHtml: deps.sanitizeHtml,
  });
  const cashback = () =>
    payCashback({
      db: deps.db,
      clock: deps.clock,
      repository,
      rewards: deps.rewards,
      timeZone: async (code) => (await deps.merchant(code)).timeZone,
    });
  const depositChoice: DepositPromotionChoice = {
    choose: (tx, choice) => service.chooseForDeposit(tx, choice),
  };
  return {
    service,
    admin,
    depositChoice,
    /** The cashier's "deposit credited" event (after its commit); the sweep job covers a lost call. */
    depositSettled: (orderId: string) => service.depositSettled(orderId),
    payCashback: cashback,
    jobs: promotionsJobs(service, cashback),
    routes: routeGroup(promotionsRoutes({ service, storage: deps.storage, authenticate: deps.authenticate })),
    adminRoutes: promotionsAdminRoutes({ admin, operators: deps.operators, merchant: deps.merchant }),
    seedDemo: (merchant: { code: string; currency: string; languages: readonly string[] }) =>
      seedDemoPromotions({ admin, repository, now: deps.clock.now() }, merchant),
  };
}

export type PromotionsModule = ReturnType<typeof createPromotionsModule>;
