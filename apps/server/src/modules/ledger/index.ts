import type { Database } from '../../platform/db/database.ts';
import type { OperatorsService } from '../operators/index.ts';
import { ledgerAdminRoutes } from './ledger.admin.routes.ts';
import { ledgerJobs } from './ledger.jobs.ts';
import { createLedgerPostingsRepository } from './ledger-postings.repository.ts';
import { createLedgerReportsRepository } from './ledger-reports.repository.ts';
import { createReconciliation } from './ledger.reconciliation.ts';
import { createLedgerService } from './ledger.service.ts';
import { createWalletViews } from './wallet-views.ts';

export {
  InsufficientFundsError,
  AlreadyReversedError,
  type LedgerService,
  type AccountRef,
  type PairPostRequest,
  type Leg,
} from './ledger.service.ts';
export { describeTransaction, type WalletViews } from './wallet-views.ts';
export { KINDS_BY_TYPE, kindsFor, typeOfKind } from './domain/transaction-types.ts';
export { batchExtension, BATCH_EXTENSION_CTES, type BatchExtension } from './batch-extension.ts';

export function createLedgerModule(deps: {
  db: Database;
  operators: OperatorsService;
  log: (line: string) => void;
}) {
  const postings = createLedgerPostingsRepository(deps.db);
  const reports = createLedgerReportsRepository(deps.db);
  const service = createLedgerService({ db: deps.db, postings, reports });
  const reconciliation = createReconciliation({ db: deps.db, repository: reports, log: deps.log });
  const views = createWalletViews({ service });
  return {
    service,
    reconciliation,
    views,
    jobs: ledgerJobs(reconciliation),
    adminRoutes: ledgerAdminRoutes({
      db: deps.db,
      service,
      views,
      reconciliation,
      operators: deps.operators,
    }),
  };
}

export type LedgerModule = ReturnType<typeof createLedgerModule>;
