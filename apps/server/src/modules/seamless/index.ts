import type { Clock } from '../../platform/clock.ts';
import type { SecretBox } from '../../platform/crypto/secret-box.ts';
import type { Database } from '../../platform/db/database.ts';
import type { LedgerService } from '../ledger/index.ts';
import type { OperatorsService } from '../operators/index.ts';
import { seamlessRoutes } from './seamless.routes.ts';
import { createSeamlessRepository } from './seamless.repository.ts';
import { createSeamlessService } from './seamless.service.ts';
import { createVendorsAdminService } from './vendors-admin.service.ts';
import { vendorsAdminRoutes } from './vendors.admin.routes.ts';

export type { SeamlessService } from './seamless.service.ts';
export { signSeamlessRequest } from './vendor-signature.ts';

export function createSeamlessModule(deps: {
  db: Database;
  clock: Clock;
  ledger: LedgerService;
  operators: OperatorsService;
  houseGamesSecret: string;
  /** The lottery vendor LOTTO's secret (ADR 0030); absent: LOTTO is not accepted. */
  lotterySecret?: string;
  balanceChanged: (memberId: string) => void;
  /** Seals the vendors' signing secrets at rest. */
  secretBox: SecretBox;
}) {
  const repository = createSeamlessRepository(deps.db, deps.secretBox);
  const service = createSeamlessService({ ...deps, repository });
  const vendors = createVendorsAdminService({ db: deps.db, repository, operators: deps.operators });
  return {
    service,
    /** The vendors the platform connects to are this module's: the catalog only attaches them. */
    registerVendorIfMissing: vendors.registerIfMissing,
    /** For the boot-time pass that seals and reseals secrets at rest. */
    sealedColumns: repository.sealedColumns,
    routes: seamlessRoutes(service, deps.clock),
    adminRoutes: vendorsAdminRoutes(vendors, deps.operators),
  };
}

export type SeamlessModule = ReturnType<typeof createSeamlessModule>;
