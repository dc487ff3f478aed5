import type { ScheduledJob } from '../../platform/jobs/job-runner.ts';
import type { WithdrawalsService } from './withdrawals.service.ts';

/** Paid withdrawals that nobody answered count as received (spec §4): checked every minute. */
export const cashierJobs = (withdrawals: WithdrawalsService): ScheduledJob[] => [
  { name: 'cashier.withdrawal-auto-receipt', cron: '* * * * *', run: () => withdrawals.autoReceiveDue() },
];
