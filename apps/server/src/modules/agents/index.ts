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
  const admin = createAgentsAdminService({ repository });
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
    /** The closure and the parent links it must match, for checks (tests, reconciliation). */
    tree: { closureOf: repository.closureOf, parentsOf: repository.parentsOf },
    routes: agentsRoutes({ guard, centre, accounts, reports }),
    adminRoutes: agentsAdminRoutes(admin, deps.operators),
  };
}

export type AgentsModule = ReturnType<typeof createAgentsModule>;
