import type { Database } from '../../platform/db/database.ts';
import type { ScheduledJob } from '../../platform/jobs/job-runner.ts';
import type { BonusesRepository } from './bonuses.repository.ts';
import type { GrantsService } from './grants.service.ts';
import type { OffersService } from './offers.service.ts';

/** Members settled per run; the next minute's run takes the rest. */
const MEMBERS_PER_RUN = 2_000;

/**
 * One settle run: every member with an active grant has completed grants released and overdue ones
 * expired (each member in a transaction of its own under the lock of their active grants, so two
 * runs at once, or a run after a crash, post nothing twice), and waiting offers past their deadline
 * lapse. A member whose settling fails is logged and retried next run; the others go on.
 */
export function createSettleRun(deps: {
  db: Database;
  repository: BonusesRepository;
  grants: GrantsService;
  offers: OffersService;
  log: (line: string) => void;
  balanceChanged: (memberId: string) => void;
}) {
  return async function settle() {
    const members = await deps.repository.membersWithActiveGrants(deps.db, MEMBERS_PER_RUN);
    let released = 0;
    let expired = 0;
    let failed = 0;
    for (const memberId of members) {
      try {
        const r = await deps.grants.settleMember(memberId);
        released += r.released;
        expired += r.expired;
        if (r.released + r.expired > 0) deps.balanceChanged(memberId);
      } catch (error) {
        failed++;
        deps.log(`bonuses.settle: member ${memberId}: ${(error as Error).message}`);
      }
    }
    const lapsed = await deps.offers.lapse();
    return { released, expired, lapsed, failed };
  };
}

export const bonusesJobs = (settle: () => Promise<unknown>): ScheduledJob[] => [
  {
    name: 'bonuses.settle',
    cron: '* * * * *',
    run: async () => {
      const r = (await settle()) as { released: number; expired: number; lapsed: number; failed: number };
      return r.released + r.expired + r.lapsed + r.failed === 0 ? undefined : r;
    },
  },
];
