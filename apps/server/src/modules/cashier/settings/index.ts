import type { Database } from '../../../platform/db/database.ts';
import type { OperatorsService } from '../../operators/index.ts';
import type { SystemService } from '../../system/index.ts';
import { cashierSettingsAdminRoutes } from './cashier-settings.admin.routes.ts';
import { createCashierSettingsRepository } from './cashier-settings.repository.ts';
import { createCashierSettingsService } from './cashier-settings.service.ts';

export type { CashierSettings } from './cashier-settings.repository.ts';

/** Each merchant's cashier limits and second-operator thresholds. */
export function createCashierSettings(deps: {
  db: Database;
  system: SystemService;
  operators: OperatorsService;
}) {
  const service = createCashierSettingsService({
    ...deps,
    repository: createCashierSettingsRepository(deps.db),
  });
  return { service, adminRoutes: cashierSettingsAdminRoutes({ settings: service, ...deps }) };
}
