import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import type { ScheduledJob } from '../../platform/jobs/job-runner.ts';
import type { LedgerService } from '../ledger/index.ts';
import type { OperatorsService } from '../operators/index.ts';
import { createBonusesRepository } from './bonuses.repository.ts';
import { createGrantsService } from './grants.service.ts';

export type { BonusGrants, GrantRequest, GrantResult, GrantSource, WageringRules } from './grant-request.ts';
export {
  BONUS_KINDS,
  GrantNotActiveError,
  GrantNotFoundError,
  type GrantsService,
} from './grants.service.ts';

/**
 * Bonus money (issue 12, ADR 0029 §1): the only module that posts reward money to the ledger.
 * Every reward module pays through `grants.grant(tx, request)` inside its own transaction.
 */
export function createBonusesModule(deps: {
  db: Database;
  clock: Clock;
  ledger: LedgerService;
  operators: OperatorsService;
}) {
  const repository = createBonusesRepository();
  const service = createGrantsService({ db: deps.db, clock: deps.clock, ledger: deps.ledger, repository });
  const jobs: ScheduledJob[] = [];
  return {
    /** `grants.grant(tx, request)`: what every reward pays through. */
    grants: service.grants,
    service,
    jobs,
  };
}

export type BonusesModule = ReturnType<typeof createBonusesModule>;
