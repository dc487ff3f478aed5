import type { KeyValueStore } from '../../platform/cache/key-value-store.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { operatorsAdminRoutes } from './operators.admin.routes.ts';
import { createOperatorsRepository } from './operators.repository.ts';
import { createOperatorsService } from './operators.service.ts';

export { auditActor, requireOperator } from './operator-guard.ts';
export type { AuditActor, AuthenticatedOperator, OperatorsService } from './operators.service.ts';

export function createOperatorsModule(deps: { db: Database; store: KeyValueStore; clock: Clock }) {
  const service = createOperatorsService({ ...deps, repository: createOperatorsRepository(deps.db) });
  return { service, adminRoutes: operatorsAdminRoutes(service) };
}

export type OperatorsModule = ReturnType<typeof createOperatorsModule>;
