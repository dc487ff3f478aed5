import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import type { BonusGrants } from '../bonuses/index.ts';
import type { PaymentPasswordService } from '../identity/index.ts';
import type { OperatorsService } from '../operators/index.ts';
import { seedPointsDemo } from './demo/points-demo.ts';
import { createPointsAdminService } from './points-admin.service.ts';
import { pointsAdminRoutes } from './points.admin.routes.ts';
import { pointsJobs } from './points.jobs.ts';
import { createPointsRepository } from './points.repository.ts';
import { pointsRoutes } from './points.routes.ts';
import { createPointsService, type PointsMerchant } from './points.service.ts';

export type { PointsService, PointsMerchant } from './points.service.ts';

/**
 * The points mall (issue 12, ADR 0029 §8; spec §7 "Points (T)"): a points ledger of its own (never
 * expiring), earning from valid bet and deposits by a job that credits each (member, day, type)
 * exactly once, goods with stock, redemptions reviewed by operators and conversion to cash, both
 * paid through the bonuses module's grants.
 */
export function createPointsModule(deps: {
  db: Database;
  clock: Clock;
  grants: BonusGrants;
  paymentPassword: Pick<PaymentPasswordService, 'verify'>;
  operators: OperatorsService;
  merchant: (code: string) => Promise<PointsMerchant>;
}) {
  const repository = createPointsRepository();
  const service = createPointsService({ ...deps, repository });
  const admin = createPointsAdminService({ ...deps, repository, points: service });
  return {
    service,
    admin,
    jobs: pointsJobs(service),
    routes: pointsRoutes({ points: service }),
    adminRoutes: pointsAdminRoutes({ admin, operators: deps.operators }),
    /** Demo mode: ratios, goods and demo members' history (once per merchant). */
    seedDemo: async (code: string) => seedPointsDemo(deps.db, repository, await deps.merchant(code)),
  };
}

export type PointsModule = ReturnType<typeof createPointsModule>;
