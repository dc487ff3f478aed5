import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import type { ScheduledJob } from '../../platform/jobs/job-runner.ts';
import type { OperatorsService } from '../operators/index.ts';
import { rebatesAdminRoutes } from './rebates.admin.routes.ts';
import { createRebatesRepository } from './rebates.repository.ts';
import { rebatesRoutes } from './rebates.routes.ts';
import { createRebatesService, type RebateMerchant, type RebateRates } from './rebates.service.ts';
import type { RewardGrants } from './reward-port.ts';

export type { RebatesService } from './rebates.service.ts';
export type { RewardGrants as RebateGrants } from './reward-port.ts';

/**
 * Rebates (issue 12, ADR 0029 §3): the daily rebate on yesterday's valid bet (reports' summaries)
 * at the member's VIP level rates, paid by the `rebates.daily` job, and the real-time rebate the
 * member claims on manualRebate. Pays through the bonuses module's grants (`grants`), reads the
 * level's rates through the VIP module (`rates`).
 */
export function createRebatesModule(deps: {
  db: Database;
  clock: Clock;
  operators: OperatorsService;
  /** Late-bound: the bonuses module may be composed after this one. */
  grants: () => RewardGrants;
  rates: RebateRates;
  merchant: (code: string) => Promise<RebateMerchant | undefined>;
}) {
  const service = createRebatesService({
    db: deps.db,
    clock: deps.clock,
    repository: createRebatesRepository(deps.db),
    grants: deps.grants,
    rates: deps.rates,
    merchant: deps.merchant,
    operators: deps.operators,
  });
  const jobs: ScheduledJob[] = [
    // Every 10 minutes: yesterday of each merchant once it has settled; a finished day is skipped.
    { name: 'rebates.daily', cron: '*/10 * * * *', run: () => service.runDaily() },
  ];
  return {
    service,
    jobs,
    routes: rebatesRoutes(service),
    adminRoutes: rebatesAdminRoutes(service, deps.operators),
  };
}

export type RebatesModule = ReturnType<typeof createRebatesModule>;
