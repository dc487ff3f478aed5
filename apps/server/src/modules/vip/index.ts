import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import type { ScheduledJob } from '../../platform/jobs/job-runner.ts';
import type { OperatorsService } from '../operators/index.ts';
import { DEMO_MEMBER_LEVELS, demoLevels } from './demo/demo-levels.ts';
import type { MemberLevelPort, VipGrants, VipOffers } from './reward-port.ts';
import { vipAdminRoutes } from './vip.admin.routes.ts';
import { createVipRepository } from './vip.repository.ts';
import { vipRoutes } from './vip.routes.ts';
import { createVipService, type VipMerchant } from './vip.service.ts';

export type { VipService } from './vip.service.ts';
export type { VipGrants, VipOffers, MemberLevelPort } from './reward-port.ts';

/**
 * VIP levels (issue 12, ADR 0029 §4). Owns the levels, members' stored levels and VIP bonuses;
 * stores the level on the member row through identity (`memberLevel`), reads the birthday through
 * member-profile (`birthday`), pays through bonuses (`grants`, `offers`). Other modules read its
 * privileges: `service.ratesOf` (rebates) and `service.checkWithdrawal` (the cashier's port).
 */
export function createVipModule(deps: {
  db: Database;
  clock: Clock;
  operators: OperatorsService;
  grants: () => VipGrants;
  offers: () => VipOffers | null;
  memberLevel: MemberLevelPort;
  birthday: (merchantCode: string, memberId: string) => Promise<string | null>;
  merchant: (code: string) => Promise<VipMerchant | undefined>;
  authenticate: (token: string, merchantCode: string) => Promise<{ id: string; type: number }>;
}) {
  const service = createVipService({ ...deps, repository: createVipRepository(deps.db) });
  const jobs: ScheduledJob[] = [
    // Upgrades of members whose rolling window qualifies them higher.
    { name: 'vip.levels', cron: '*/10 * * * *', run: () => service.runLevels() },
    // The month's keep-and-downgrade review and monthly bonus: only members not reviewed this month.
    { name: 'vip.monthly', cron: '17 * * * *', run: () => service.runMonthly() },
    // Birthday bonuses of the merchant's day (once per member and year).
    { name: 'vip.birthdays', cron: '7 * * * *', run: () => service.runBirthdays() },
  ];
  return {
    service,
    jobs,
    /** Demo: the six-level ladder in the merchant's currency and the demo members spread over it. */
    seedDemo: async (merchantCode: string) => {
      const m = await deps.merchant(merchantCode);
      if (m) await service.seedDemo(m.code, demoLevels(m.currency), DEMO_MEMBER_LEVELS);
    },
    routes: vipRoutes({ vip: service, authenticate: deps.authenticate }),
    adminRoutes: vipAdminRoutes(service, deps.operators),
  };
}

export type VipModule = ReturnType<typeof createVipModule>;
