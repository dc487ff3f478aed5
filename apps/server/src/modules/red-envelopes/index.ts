import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import type { ScheduledJob } from '../../platform/jobs/job-runner.ts';
import type { BonusGrants } from '../bonuses/index.ts';
import type { OperatorsService } from '../operators/index.ts';
import { seedRedEnvelopesDemo } from './demo/red-envelopes-demo.ts';
import { createRedEnvelopesAdminService } from './red-envelopes-admin.service.ts';
import { redEnvelopesAdminRoutes } from './red-envelopes.admin.routes.ts';
import { createRedEnvelopesRepository } from './red-envelopes.repository.ts';
import { redEnvelopesRoutes } from './red-envelopes.routes.ts';
import { createRedEnvelopesService, type EnvelopeMerchant } from './red-envelopes.service.ts';

export type { RedEnvelopesService, EnvelopeMerchant } from './red-envelopes.service.ts';

/**
 * Red envelopes (issue 12, ADR 0029 §7; spec §2 member area "red envelope"): timed rounds whose
 * budget is split at random when they open, claimed at most once per member and never beyond the
 * budget, paid through the bonuses module's grants.
 */
export function createRedEnvelopesModule(deps: {
  db: Database;
  clock: Clock;
  grants: BonusGrants;
  operators: OperatorsService;
  merchant: (code: string) => Promise<EnvelopeMerchant>;
  random?: () => number;
}) {
  const repository = createRedEnvelopesRepository();
  const service = createRedEnvelopesService({ ...deps, repository });
  const admin = createRedEnvelopesAdminService({ ...deps, repository });
  const jobs: ScheduledJob[] = [
    // Rounds are split as they open (a claim or a look splits one first if the job has not yet).
    { name: 'red-envelopes.split', cron: '* * * * *', run: () => service.splitOpened() },
  ];
  return {
    service,
    admin,
    jobs,
    routes: redEnvelopesRoutes({ envelopes: service }),
    adminRoutes: redEnvelopesAdminRoutes({ admin, operators: deps.operators }),
    seedDemo: async (code: string) =>
      seedRedEnvelopesDemo(deps.db, repository, await deps.merchant(code), deps.clock.now()),
  };
}

export type RedEnvelopesModule = ReturnType<typeof createRedEnvelopesModule>;
