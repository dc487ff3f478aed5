import type { Queryable } from '../../platform/db/database.ts';
import type { OperatorsService } from '../operators/index.ts';
import { createLotteryAdminClient } from './lottery-admin-client.ts';
import { lotteryAdminRoutes } from './lottery-admin.routes.ts';
import { createLotteryAdminService } from './lottery-admin.service.ts';

export type { LotteryAdminService } from './lottery-admin.service.ts';

/**
 * The console's side of the lottery (issue 14): draws, result entry by one operator and approval by
 * another, cancellation, through the vendor's signed admin API. It owns no table.
 */
export function createLotteryAdminModule(deps: {
  lotteryUrl: string;
  lotterySecret: string | undefined;
  db: Queryable;
  operators: OperatorsService;
  /** A merchant of the platform by its code (the odds of one that does not exist are NOT_FOUND). */
  merchantExists: (merchantCode: string) => Promise<boolean>;
}) {
  const client = createLotteryAdminClient({ baseUrl: deps.lotteryUrl, secret: deps.lotterySecret });
  const service = createLotteryAdminService({ client, db: deps.db, operators: deps.operators });
  return {
    service,
    adminRoutes: lotteryAdminRoutes(service, deps.operators, deps.merchantExists),
  };
}
