import type { WhitelabelFlags } from '@platform/contracts';
import { toCurrencyCode } from '@platform/money';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import type { ScheduledJob } from '../../platform/jobs/job-runner.ts';
import type { AgentsModule } from '../agents/index.ts';
import type { InboxService } from '../content/index.ts';
import type { LedgerService } from '../ledger/index.ts';
import type { OperatorsService } from '../operators/index.ts';
import type { MerchantSnapshot } from '../system/index.ts';
import { agentContractsAdminRoutes } from './agent-contracts.admin.routes.ts';
import { agentContractsRoutes } from './agent-contracts.routes.ts';
import { contractEnabled } from './contract-flags.ts';
import { createContractLifecycle } from './contract-lifecycle.service.ts';
import { createContractReports } from './contract-reports.service.ts';
import { createContractTemplatesRepository } from './contract-templates.repository.ts';
import { createContractTemplates } from './contract-templates.service.ts';
import { createContractsRepository } from './contracts.repository.ts';
import { createContractsAdmin } from './contracts-admin.service.ts';
import { createDemoContracts } from './demo/demo-contracts.ts';
import { createSettlementEngine, type SettlementMerchant } from './settlement-engine.ts';
import { createSettlementsRepository } from './settlements.repository.ts';

export type { SettlementEngine, SettlementMerchant } from './settlement-engine.ts';

/**
 * Agent contracts (spec §3/§4 "Contracts", §7 contract calls, §9 settlement cycles): the four kinds'
 * offers, signatures and endings, and the settlement engine that pays each (contract, period) once
 * (ADR 0024 for the arithmetic, ADR 0026 for the engine). Depends on agents (tree, team guard, the
 * contract rules) and the ledger; nothing depends on it.
 */
export function createAgentContractsModule(deps: {
  db: Database;
  clock: Clock;
  agents: AgentsModule;
  ledger: LedgerService;
  operators: OperatorsService;
  merchant: (code: string) => Promise<MerchantSnapshot | undefined>;
  inbox: Pick<InboxService, 'notify' | 'unreadChanged'>;
}) {
  const contracts = createContractsRepository(deps.db);
  const settlements = createSettlementsRepository(deps.db);
  const ports = deps.agents.contractPorts;
  const merchantFlags = async (code: string): Promise<WhitelabelFlags> =>
    (await deps.merchant(code))?.whitelabelFlags ?? {};
  const settlementMerchant = async (code: string): Promise<SettlementMerchant> => {
    const m = await deps.merchant(code);
    if (!m) throw new Error(`merchant ${code} does not exist`);
    return { code: m.code, currency: m.currency, timeZone: m.timeZone };
  };
  const lifecycle = createContractLifecycle({
    db: deps.db,
    clock: deps.clock,
    contracts,
    guard: deps.agents.guard,
    ports,
    merchantFlags,
  });
  const reports = createContractReports({ clock: deps.clock, contracts, settlements, merchantFlags });
  const engine = createSettlementEngine({
    db: deps.db,
    clock: deps.clock,
    contracts,
    settlements,
    ledger: deps.ledger,
    ports,
    inbox: deps.inbox,
  });
  const admin = createContractsAdmin({
    db: deps.db,
    clock: deps.clock,
    contracts,
    settlements,
    engine,
    ports,
    operators: deps.operators,
    merchant: settlementMerchant,
  });

  const templatesRepository = createContractTemplatesRepository(deps.db);
  const templates = createContractTemplates({
    db: deps.db,
    clock: deps.clock,
    templates: templatesRepository,
    operators: deps.operators,
    currencyOf: async (code) => (await settlementMerchant(code)).currency,
  });

  const jobs: ScheduledJob[] = [
    {
      // Every minute: the periods that ended (real-time windows, hours, days, cycles), then payments.
      name: 'agentContracts.settle',
      cron: '* * * * *',
      run: async () => {
        const merchants = (await settlements.merchants()).map((m) => ({
          ...m,
          currency: toCurrencyCode(m.currency),
        }));
        return engine.runDue(merchants, async (code, kind) =>
          contractEnabled(await merchantFlags(code), kind),
        );
      },
    },
  ];

  return {
    lifecycle,
    reports,
    engine,
    admin,
    jobs,
    merchant: settlementMerchant,
    /** Demo mode's contracts between agent01 and agent02 (and an offer to agent03), with settled days. */
    seedDemoContracts: createDemoContracts({
      db: deps.db,
      clock: deps.clock,
      contracts,
      templates: templatesRepository,
      lifecycle,
      engine,
      merchant: settlementMerchant,
    }),
    routes: agentContractsRoutes({ guard: deps.agents.guard, lifecycle, reports }),
    templates,
    adminRoutes: agentContractsAdminRoutes(admin, templates, deps.operators),
  };
}

export type AgentContractsModule = ReturnType<typeof createAgentContractsModule>;
