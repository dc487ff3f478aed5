import type { Clock } from '../../../platform/clock.ts';
import type { Database } from '../../../platform/db/database.ts';
import type { LedgerModule } from '../../ledger/index.ts';
import type { OperatorsService } from '../../operators/index.ts';
import type { SystemService } from '../../system/index.ts';
import type { CashierSettings } from '../settings/cashier-settings.repository.ts';
import { adjustmentsAdminRoutes } from './adjustments.admin.routes.ts';
import { createAdjustmentPosting } from './adjustment-posting.ts';
import { createAdjustmentsRepository } from './adjustments.repository.ts';
import { createAdjustmentsService } from './adjustments.service.ts';

/** Operators' manual adjustments (with a second operator above the limits) and a member's ledger for them. */
export function createAdjustments(deps: {
  db: Database;
  clock: Clock;
  ledger: LedgerModule;
  system: SystemService;
  operators: OperatorsService;
  settings: (merchantCode: string) => Promise<CashierSettings>;
  findMember: (
    merchantCode: string,
    memberId: string,
  ) => Promise<{ id: string; username: string; type: number } | null>;
  balanceChanged: (memberId: string) => void;
}) {
  const service = createAdjustmentsService({
    db: deps.db,
    clock: deps.clock,
    posting: createAdjustmentPosting(deps.ledger.service),
    repository: createAdjustmentsRepository(deps.db),
    operators: deps.operators,
    settings: deps.settings,
  });
  return {
    service,
    adminRoutes: adjustmentsAdminRoutes({
      clock: deps.clock,
      views: deps.ledger.views,
      findMember: deps.findMember,
      system: deps.system,
      operators: deps.operators,
      balanceChanged: deps.balanceChanged,
      adjustments: service,
    }),
  };
}
