import type { KeyValueStore } from '../../platform/cache/key-value-store.ts';
import type { Clock } from '../../platform/clock.ts';
import type { SecretBox } from '../../platform/crypto/secret-box.ts';
import type { Database } from '../../platform/db/database.ts';
import { operatorsAdminRoutes } from './operators.admin.routes.ts';
import { createOperatorsRepository } from './operators.repository.ts';
import { createOperatorsService, OPERATOR_TOTP_PURPOSE } from './operators.service.ts';

export { auditActor, requireOperator } from './operator-guard.ts';
export type { AuditActor, AuthenticatedOperator, OperatorsService } from './operators.service.ts';

export function createOperatorsModule(deps: {
  db: Database;
  store: KeyValueStore;
  clock: Clock;
  /** Seals the operators' authenticator seeds. */
  secretBox: SecretBox;
}) {
  const repository = createOperatorsRepository(deps.db);
  const service = createOperatorsService({ ...deps, repository });
  return {
    service,
    adminRoutes: operatorsAdminRoutes(service),
    /** For the boot-time pass that seals and reseals secrets at rest. */
    sealedColumns: [
      {
        name: 'operators.totp_secret',
        purpose: OPERATOR_TOTP_PURPOSE,
        pending: repository.totpSecretsPending,
        replace: repository.replaceTotpSecret,
      },
    ],
  };
}

export type OperatorsModule = ReturnType<typeof createOperatorsModule>;
