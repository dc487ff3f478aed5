import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import type { ScheduledJob } from '../../platform/jobs/job-runner.ts';
import type { BonusGrants } from '../bonuses/index.ts';
import type { OperatorsService } from '../operators/index.ts';
import { seedDemoReferrals } from './demo/demo-referrals.ts';
import { referralAdminRoutes } from './referral.admin.routes.ts';
import { createReferralRepository } from './referral.repository.ts';
import { referralRoutes } from './referral.routes.ts';
import { createReferralService, type ReferralMerchant } from './referral.service.ts';

export type { ReferralService, ReferralMerchant } from './referral.service.ts';

/**
 * The referral programme (issue 12, ADR 0029 §6). Identity's registration calls `registered` in
 * its transaction when the register body carries a referralCode; the `referral.decide` job pays
 * the referrer through the bonuses module once per friend, or records why the friend earns nothing.
 */
export function createReferralModule(deps: {
  db: Database;
  clock: Clock;
  operators: OperatorsService;
  /** Resolved on use: bonuses may be composed after this module. */
  grants: () => BonusGrants;
  merchant: (code: string) => Promise<ReferralMerchant | undefined>;
}) {
  const repository = createReferralRepository(deps.db);
  const service = createReferralService({ ...deps, repository });
  const jobs: ScheduledJob[] = [
    {
      // Every 5 minutes: pending friends who met the rule (or an abuse rule, or ran out of time).
      name: 'referral.decide',
      cron: '*/5 * * * *',
      run: () => service.evaluate(),
    },
  ];
  return {
    service,
    jobs,
    /** For identity's registration: a sign-up through a referral code, in its transaction. */
    registered: service.registered,
    routes: referralRoutes(service),
    adminRoutes: referralAdminRoutes({ service, operators: deps.operators }),
    /** Demo mode: the rule and three friends of demo03 (paid, pending, not eligible). */
    seedDemo: async (
      merchantCode: string,
      ensureMember: Parameters<typeof seedDemoReferrals>[0]['ensureMember'],
    ) => {
      const merchant = await deps.merchant(merchantCode);
      if (merchant) await seedDemoReferrals({ db: deps.db, repository, service, merchant, ensureMember });
    },
  };
}

export type ReferralModule = ReturnType<typeof createReferralModule>;
