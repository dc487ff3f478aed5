import type { CurrencyCode } from '@platform/money';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import type { BonusGrants } from '../bonuses/index.ts';
import type { OperatorsService } from '../operators/index.ts';
import { seedDemoMissions } from './demo/demo-missions.ts';
import { createMissionsAdminService } from './missions-admin.service.ts';
import { missionsAdminRoutes } from './missions.admin.routes.ts';
import { createMissionsRepository } from './missions.repository.ts';
import { missionsRoutes } from './missions.routes.ts';
import { createMissionsService } from './missions.service.ts';

export type { MissionsService, MissionsActor, MissionsMerchant } from './missions.service.ts';

/**
 * Missions and their leaderboard (issue 12, ADR 0029 §5): daily and weekly tasks per merchant whose
 * progress is computed from the reports' day summaries, the cashier's deposits and identity's login
 * history (tables read, declared in the repository); rewards pay through the bonuses module's
 * `grants.grant`, once per (member, mission, period).
 */
export function createMissionsModule(deps: {
  db: Database;
  clock: Clock;
  operators: OperatorsService;
  /** Resolved on use: bonuses may be composed after this module. */
  grants: () => BonusGrants;
  merchant: (
    code: string,
  ) => Promise<
    | { code: string; currency: CurrencyCode; brandConfig: { supportedLanguages: readonly string[] } }
    | undefined
  >;
}) {
  const repository = createMissionsRepository(deps.db);
  const service = createMissionsService({ db: deps.db, clock: deps.clock, repository, grants: deps.grants });
  const admin = createMissionsAdminService({
    db: deps.db,
    repository,
    operators: deps.operators,
    merchant: deps.merchant,
  });
  return {
    service,
    admin,
    routes: missionsRoutes(service),
    adminRoutes: missionsAdminRoutes({ admin, operators: deps.operators }),
    /** Demo mode: the merchant's daily and weekly missions in its languages (once). */
    seedDemo: async (merchantCode: string) => {
      const merchant = await deps.merchant(merchantCode);
      if (merchant) await seedDemoMissions(deps.db, repository, merchant);
    },
  };
}

export type MissionsModule = ReturnType<typeof createMissionsModule>;
