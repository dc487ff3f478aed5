import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import type { RegistrationService } from '../identity/index.ts';
import type { OperatorsService } from '../operators/index.ts';
import { createAgentAccountsService } from './agent-accounts.service.ts';
import { createAgentCentreService } from './agent-centre.service.ts';
import { agentsAdminRoutes } from './agents.admin.routes.ts';
import { createAgentsAdminService } from './agents-admin.service.ts';
import { createAgentsRepository } from './agents.repository.ts';
import { agentsRoutes } from './agents.routes.ts';
import { createDemoAgents } from './demo/demo-agents.ts';
import { createTeamGuard } from './team-guard.ts';
import { createTeamReportsRepository } from './team-reports.repository.ts';
import { createTeamReportsService } from './team-reports.service.ts';

export type { AgentCaller, TeamGuard } from './team-guard.ts';
export { decimalIn, pageOf, reportPeriod } from './agent-period.ts';
export type { AgentAccountsService } from './agent-accounts.service.ts';
export type { DemoAgentPlan } from './demo/demo-agents.ts';

/**
 * Agents (spec §1 "Agent features"): the tree of each merchant as a closure table (ADR 0021), the
 * team boundary every agent route passes, the agent centre's views and reports, account opening,
 * invitation links, agents' terms, and the back office's tree browser.
 */
export function createAgentsModule(deps: {
  db: Database;
  clock: Clock;
  registration: Pick<RegistrationService, 'openByAgent'>;
  operators: OperatorsService;
}) {
  const repository = createAgentsRepository(deps.db);
  const reportsRepository = createTeamReportsRepository(deps.db);
  const guard = createTeamGuard(repository);
  const accounts = createAgentAccountsService({ repository, registration: deps.registration });
  const centre = createAgentCentreService({
    repository,
    reports: reportsRepository,
    guard,
    clock: deps.clock,
  });
  const reports = createTeamReportsService({ reports: reportsRepository, guard, clock: deps.clock });
  const admin = createAgentsAdminService({ db: deps.db, repository, operators: deps.operators });
  return {
    guard,
    accounts,
    centre,
    reports,
    admin,
    /** identity's member-created hook (ADR 0021). */
    memberCreated: accounts.memberCreated,
    /** identity's invitation port. */
    invitations: accounts.invitations,
    /** Demo mode's agent terms and links. */
    seedDemoAgent: createDemoAgents({ db: deps.db, repository }).seedDemoAgent,
    /** What the agent-contracts module changes of an agent: a signed kind's terms, a freeze (spec §4). */
    contractPorts: {
      terms: repository.terms,
      setTermsOfKind: repository.setTermsOfKind,
      freeze: repository.freeze,
      frozenAt: repository.frozenAt,
      memberType: repository.memberType,
    },
    /** The closure and the parent links it must match, for checks (tests, reconciliation). */
    tree: { closureOf: repository.closureOf, parentsOf: repository.parentsOf },
    routes: agentsRoutes({ guard, centre, accounts, reports }),
    adminRoutes: agentsAdminRoutes(admin, deps.operators),
  };
}

export type AgentsModule = ReturnType<typeof createAgentsModule>;

// The contract rules (ADR 0024), for the agent-contracts module that settles them.
export { readTerms, writeTerms, tiersExcess, describeExcess, formatRate, type Tier } from './domain/terms.ts';
export {
  contractsEndedByLowerRate,
  settleTeam,
  ZERO_FIGURES,
  type Adjustment,
  type AgentPeriodInput,
  type AgentSettlement,
  type TeamFigures,
} from './domain/contract-settlement.ts';
export { contractStatement, type ContractStatement } from './domain/contract-statement.ts';
export {
  lastEndedPeriod,
  previousPeriod,
  periodAt,
  periodInWords,
  periodOfKey,
  periodTypeOf,
  type PeriodType,
  type SettlementPeriod,
} from './domain/contract-periods.ts';
