import type { KeyValueStore } from '../../platform/cache/key-value-store.ts';
import type { Clock } from '../../platform/clock.ts';
import type { SecretBox } from '../../platform/crypto/secret-box.ts';
import type { Database } from '../../platform/db/database.ts';
import type { OperatorsService } from '../operators/index.ts';
import { createMerchantCache } from './merchant-cache.ts';
import { systemAdminRoutes } from './system.admin.routes.ts';
import { createSystemRepository } from './system.repository.ts';
import { registerRequestContext, requestMerchant } from './system.request-context.ts';
import { systemRoutes } from './system.routes.ts';
import { createSystemService } from './system.service.ts';

export { requestMerchant };
export type { MerchantSnapshot } from './merchant-cache.ts';
export type { NewMerchant } from './system.repository.ts';
export type { SystemService } from './system.service.ts';

export function createSystemModule(deps: {
  db: Database;
  store: KeyValueStore;
  clock: Clock;
  operators: OperatorsService;
  /** Seals the RSA private key of the encrypted payloads at rest. */
  secretBox: SecretBox;
}) {
  const repository = createSystemRepository(deps.db, deps.secretBox);
  const merchants = createMerchantCache(repository, deps.store, deps.clock);
  const service = createSystemService({ ...deps, repository, merchants });
  return {
    service,
    /**
     * Setting up merchants that are missing (demo mode and tests): each call inserts what is not
     * there and never overwrites an operator's later edits.
     */
    seeding: {
      merchantIfMissing: repository.insertMerchantIfMissing,
      domainIfMissing: repository.insertDomainIfMissing,
      resourceIfMissing: repository.upsertResourceIfMissing,
      customerServiceIfMissing: repository.insertCustomerServiceIfMissing,
    },
    /** For the boot-time pass that seals and reseals secrets at rest. */
    sealedColumns: repository.sealedColumns,
    merchants,
    routes: systemRoutes(service),
    adminRoutes: systemAdminRoutes(service, deps.operators),
    registerRequestContext: (app: Parameters<typeof registerRequestContext>[0]) =>
      registerRequestContext(app, service),
  };
}

export type SystemModule = ReturnType<typeof createSystemModule>;
