import type { ScheduledJob } from '../../platform/jobs/job-runner.ts';
import type { Reconciliation } from './ledger.reconciliation.ts';

/** The ledger proves itself every hour; a failed run is logged as an alert and kept for the report. */
export const ledgerJobs = (reconciliation: Reconciliation): ScheduledJob[] => [
  {
    name: 'ledger.reconciliation',
    cron: '7 * * * *',
    run: async () => {
      const report = await reconciliation.run();
      return report.ok ? undefined : { ok: false, id: report.id };
    },
  },
];
