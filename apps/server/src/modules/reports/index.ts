import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import type { ScheduledJob } from '../../platform/jobs/job-runner.ts';
import type { OperatorsService } from '../operators/index.ts';
import { createReportBuilder } from './report-builder.service.ts';
import { createReportBuildsRepository } from './report-builds.repository.ts';
import { createReportReadsRepository } from './report-reads.repository.ts';
import { reportsAdminRoutes } from './reports.admin.routes.ts';
import { reportsRoutes } from './reports.routes.ts';
import { createReportsService, type ReportsMerchant } from './reports.service.ts';

export type { ReportBuilder } from './report-builder.service.ts';
export type { ReportsService, ReportsMerchant } from './reports.service.ts';

/**
 * Operator reports and the member's profit (issue 17, ADR 0028): summary tables kept by the
 * `reports.refresh` job, read by the back office's reports; the member's profit read live. Reads
 * (declared) the tables of games, seamless, ledger, identity and agents; nothing depends on it.
 *
 * `builder.rebuildDays(merchantCode, from, to)` rebuilds days now (the bench and an operator's
 * rebuild use it); `builder.refresh()` is the job's run over every merchant.
 */
export function createReportsModule(deps: {
  db: Database;
  clock: Clock;
  operators: OperatorsService;
  merchant: (code: string) => Promise<ReportsMerchant | undefined>;
}) {
  const builder = createReportBuilder({
    db: deps.db,
    clock: deps.clock,
    repository: createReportBuildsRepository(deps.db),
  });
  const service = createReportsService({
    db: deps.db,
    clock: deps.clock,
    reads: createReportReadsRepository(deps.db),
    builder,
    operators: deps.operators,
    merchant: deps.merchant,
  });

  const jobs: ScheduledJob[] = [
    {
      // Every minute: today and yesterday of every merchant, and older days a late call changed.
      name: 'reports.refresh',
      cron: '* * * * *',
      run: () => builder.refresh(),
    },
  ];

  return {
    builder,
    service,
    jobs,
    routes: reportsRoutes(service),
    adminRoutes: reportsAdminRoutes(service, deps.operators),
  };
}

export type ReportsModule = ReturnType<typeof createReportsModule>;
