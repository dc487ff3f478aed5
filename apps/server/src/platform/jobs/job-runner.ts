import PgBoss from 'pg-boss';

export interface ScheduledJob {
  /** Queue name: `<module>.<job>`. */
  name: string;
  /** Cron expression (minute precision) in UTC. */
  cron: string;
  /** Idempotent work: a second worker or a retry of the same period must be a no-op. */
  run(): Promise<unknown>;
}

export interface JobRunner {
  stop(): Promise<void>;
}

/**
 * Scheduled jobs on pg-boss (ADR 0002): PostgreSQL-backed, so every `worker`/`all` node shares one
 * schedule and a job runs once per tick across them.
 */
export async function startJobs(options: {
  connectionString: string;
  jobs: readonly ScheduledJob[];
  log: (line: string) => void;
}): Promise<JobRunner> {
  const boss = new PgBoss({ connectionString: options.connectionString, max: 2 });
  boss.on('error', (error) => options.log(`jobs: ${error.message}`));
  await boss.start();
  for (const job of options.jobs) {
    await boss.createQueue(job.name, { name: job.name, policy: 'singleton' });
    await boss.schedule(job.name, job.cron);
    await boss.work(job.name, async () => {
      const result = await job.run();
      if (result !== undefined && result !== 0) options.log(`job ${job.name}: ${JSON.stringify(result)}`);
    });
  }
  options.log(`jobs scheduled: ${options.jobs.map((j) => `${j.name} (${j.cron})`).join(', ')}`);
  return { stop: () => boss.stop({ graceful: true, timeout: 10_000 }) };
}
