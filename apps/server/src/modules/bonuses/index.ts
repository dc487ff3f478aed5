import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import type { LedgerService } from '../ledger/index.ts';
import type { OperatorsService } from '../operators/index.ts';
import { bonusesAdminRoutes } from './bonuses.admin.routes.ts';
import { bonusesJobs, createSettleRun } from './bonuses.jobs.ts';
import { createBonusesRepository } from './bonuses.repository.ts';
import { bonusesRoutes } from './bonuses.routes.ts';
import { createBonusesService } from './bonuses.service.ts';
import { createGrantsService } from './grants.service.ts';
import { createOffersService } from './offers.service.ts';
import { seedDemoBonuses, type DemoPlayDeps } from './demo/demo-bonuses.ts';

export type { BonusGrants, GrantRequest, GrantResult, GrantSource, WageringRules } from './grant-request.ts';
export {
  BONUS_KINDS,
  GrantNotActiveError,
  GrantNotFoundError,
  type GrantsService,
} from './grants.service.ts';
export {
  OfferLapsedError,
  OfferNotFoundError,
  type OfferRequest,
  type OfferResult,
  type OffersService,
} from './offers.service.ts';

/**
 * Bonus money (issue 12, ADR 0029 §1): the only module that posts reward money to the ledger.
 * - `grants.grant(tx, request)`: what every reward pays through, in the caller's transaction.
 * - `offers.offer(tx, { ...request, claimBy })`: a reward waiting in the member's reward centre,
 *   granted when the member claims it before `claimBy`, or lapsed with nothing posted.
 * - `service.remainingTurnover(memberId)`: what active grants still need wagered (the cashier's port).
 * - the `bonuses.settle` job releases met grants and expires overdue ones every minute.
 */
export function createBonusesModule(deps: {
  db: Database;
  clock: Clock;
  ledger: LedgerService;
  operators: OperatorsService;
  merchant: (code: string) => Promise<{ code: string; currency: string } | undefined>;
  /** The member's wallet changed (the live balance push; the cashier is composed later). */
  balanceChanged?: (memberId: string) => void;
  log?: (line: string) => void;
  /** Game codes to names in a language (the games module), for what a bonus excludes. */
  gameNames?: (codes: readonly string[], language: string) => Promise<Map<string, string>>;
}) {
  const repository = createBonusesRepository();
  const service = createGrantsService({ db: deps.db, clock: deps.clock, ledger: deps.ledger, repository });
  const offers = createOffersService({ db: deps.db, clock: deps.clock, repository, grants: service.grants });
  const member = createBonusesService({
    db: deps.db,
    clock: deps.clock,
    ledger: deps.ledger,
    repository,
    grants: service,
    offers,
    operators: deps.operators,
    merchant: deps.merchant,
    balanceChanged: (memberId) => deps.balanceChanged?.(memberId),
    gameNames: deps.gameNames,
  });
  const settle = createSettleRun({
    db: deps.db,
    repository,
    grants: service,
    offers,
    log: deps.log ?? (() => undefined),
    balanceChanged: (memberId) => deps.balanceChanged?.(memberId),
  });
  return {
    /** `grants.grant(tx, request)`: what every reward pays through. */
    grants: service.grants,
    offers,
    service,
    /** One run of the settle job (tests and the demo call it directly). */
    settle,
    jobs: bonusesJobs(settle),
    /** Demo mode: members of each merchant with a bonus part-way through its wagering and a gift to claim. */
    seedDemo: (play: DemoPlayDeps) =>
      seedDemoBonuses({ ...play, db: deps.db, grants: service.grants, offers, now: deps.clock.now() }),
    routes: bonusesRoutes(member),
    adminRoutes: bonusesAdminRoutes(member, deps.operators),
  };
}

export type BonusesModule = ReturnType<typeof createBonusesModule>;
