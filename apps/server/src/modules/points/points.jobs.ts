import type { ScheduledJob } from '../../platform/jobs/job-runner.ts';
import type { PointsService } from './points.service.ts';

/**
 * Points for valid bet and deposits, every minute (the reports' summaries it reads are rebuilt each
 * minute). Exactly once per (member, day, type) by its earnings rows: a second worker or a retry of
 * the same tick credits nothing.
 */
export const pointsJobs = (points: PointsService): ScheduledJob[] => [
  { name: 'points.earn', cron: '* * * * *', run: () => points.earn().then((r) => r.credited) },
];
