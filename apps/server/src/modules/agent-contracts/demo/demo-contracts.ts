import { randomUUID } from 'node:crypto';
import type { AgentContractKind, TDividendCycle } from '@platform/contracts';
import type { Clock } from '../../../platform/clock.ts';
import type { Database } from '../../../platform/db/database.ts';
import { lastEndedPeriod, periodTypeOf, previousPeriod, type SettlementPeriod } from '../../agents/index.ts';
import { parseTiers, type ContractLifecycle } from '../contract-lifecycle.service.ts';
import type { ContractTemplatesRepository } from '../contract-templates.repository.ts';
import type { ContractsRepository, TierText } from '../contracts.repository.ts';
import type { SettlementEngine, SettlementMerchant } from '../settlement-engine.ts';

const tier = (rate: string, more: Partial<TierText> = {}): TierText => ({
  minValidBet: '0.00',
  minActiveMembers: 0,
  minNetLoss: '0.00',
  rate,
  ...more,
});

/** agent01's contracts with the merchant and agent02's with agent01 (issue 11's demo data). */
const DEMO_TERMS: Record<'agent01' | 'agent02', Record<AgentContractKind, TierText[]>> = {
  agent01: {
    dividend: [tier('30'), tier('40', { minValidBet: '5000.00', minActiveMembers: 3 })],
    dailySalary: [tier('1'), tier('1.5', { minValidBet: '2000.00' })],
    hourlySalary: [tier('0.5')],
    realtimeSalary: [tier('0.3', { minValidBet: '100.00', lossRate: '0.8' })],
  },
  agent02: {
    dividend: [tier('20'), tier('30', { minValidBet: '5000.00', minActiveMembers: 3 })],
    dailySalary: [tier('0.5'), tier('1', { minValidBet: '2000.00' })],
    hourlySalary: [tier('0.3')],
    realtimeSalary: [tier('0.2', { minValidBet: '100.00', lossRate: '0.5' })],
  },
};

/** Each merchant's starting templates (amounts in whole units of its currency, canonicalised at seed). */
const wholeTier = (rate: string, more: Partial<TierText> = {}): TierText =>
  tier(rate, { minValidBet: '0', minNetLoss: '0', ...more });
const DEMO_TEMPLATES: { name: string; kind: AgentContractKind; tiers: TierText[] }[] = [
  {
    name: 'Dividend standard',
    kind: 'dividend',
    tiers: [
      wholeTier('20'),
      wholeTier('25', { minValidBet: '50000', minActiveMembers: 5 }),
      wholeTier('30', { minValidBet: '200000', minActiveMembers: 20 }),
    ],
  },
  {
    name: 'Daily salary standard',
    kind: 'dailySalary',
    tiers: [wholeTier('0.5'), wholeTier('0.8', { minValidBet: '20000' })],
  },
  { name: 'Hourly salary starter', kind: 'hourlySalary', tiers: [wholeTier('0.2')] },
  {
    name: 'Real-time salary starter',
    kind: 'realtimeSalary',
    tiers: [wholeTier('0.1', { minValidBet: '100', lossRate: '0.3' })],
  },
];

/** How many ended periods of each kind the demo settles at start. */
const DEMO_PERIODS: Record<AgentContractKind, number> = {
  dividend: 3,
  dailySalary: 3,
  hourlySalary: 3,
  realtimeSalary: 3,
};

/**
 * The demo's contracts: ROYAL's agent01 holds a contract of every kind with the merchant, agent02 one
 * of every kind with agent01 (signed four days ago), and agent03 has agent02's daily-salary offer to
 * sign. After the past days' play, the last days, hours and windows are settled and paid.
 */
export function createDemoContracts(deps: {
  db: Database;
  clock: Clock;
  contracts: ContractsRepository;
  templates: ContractTemplatesRepository;
  lifecycle: ContractLifecycle;
  engine: SettlementEngine;
  merchant: (code: string) => Promise<SettlementMerchant>;
}) {
  const { db, clock, contracts } = deps;
  const DAY_MS = 86_400_000;

  async function ensure(
    payeeId: string,
    payerId: string | null,
    kind: AgentContractKind,
    tiers: TierText[],
    status: 'ACTIVE' | 'OFFERED',
  ) {
    if (await contracts.ofPayee(payeeId, kind, status)) return;
    const cycle: TDividendCycle | null = kind === 'dividend' ? 'D' : null;
    await db.transaction(async (tx) => {
      const id = randomUUID();
      await contracts.insert(tx, {
        id,
        merchantCode: 'ROYAL',
        kind,
        cycle,
        payeeId,
        payerId,
        tiers,
        status,
        at: new Date(clock.nowMs() - 4 * DAY_MS),
        offeredBy: 'demo',
      });
      await contracts.recordEvent(tx, { contractId: id, at: clock.now(), actor: 'demo', action: status });
    });
  }

  /** The starting templates of a merchant that never had any (an operator's archive is respected). */
  async function seedTemplates(code: string) {
    if (await deps.templates.everHad(code)) return;
    const { currency } = await deps.merchant(code);
    for (const template of DEMO_TEMPLATES)
      await deps.templates.insert(db, {
        id: randomUUID(),
        merchantCode: code,
        kind: template.kind,
        name: template.name,
        cycle: template.kind === 'dividend' ? 'W' : null,
        tiers: parseTiers(template.kind, template.tiers, currency).text,
        updatedAt: clock.now(),
        updatedBy: 'demo',
      });
  }

  return async function seedDemoContracts(options: { playPastDays: () => Promise<void> }) {
    for (const code of ['ROYAL', 'LOTUS']) await seedTemplates(code);
    const [agent01, agent02, agent03] = await Promise.all(
      ['agent01', 'agent02', 'agent03'].map((u) => contracts.memberIdByUsername('ROYAL', u)),
    );
    if (!agent01 || !agent02 || !agent03) return;
    for (const kind of Object.keys(DEMO_TERMS.agent01) as AgentContractKind[]) {
      await ensure(agent01, null, kind, DEMO_TERMS.agent01[kind], 'ACTIVE');
      await ensure(agent02, agent01, kind, DEMO_TERMS.agent02[kind], 'ACTIVE');
    }
    await ensure(agent03, agent02, 'dailySalary', [tier('0.3')], 'OFFERED');
    await options.playPastDays();

    const merchant = await deps.merchant('ROYAL');
    for (const kind of Object.keys(DEMO_PERIODS) as AgentContractKind[]) {
      const cycle: TDividendCycle | null = kind === 'dividend' ? 'D' : null;
      const periods: SettlementPeriod[] = [];
      let period = lastEndedPeriod(periodTypeOf(kind, cycle ?? undefined), clock.now(), merchant.timeZone);
      for (let i = 0; i < DEMO_PERIODS[kind]; i++) {
        periods.unshift(period);
        period = previousPeriod(period, merchant.timeZone);
      }
      // Oldest first: each period's carry feeds the next. A period already settled adds nothing.
      for (const p of periods)
        await deps.engine.settle(merchant, kind, cycle, p, { dryRun: false, triggeredBy: 'DEMO' });
    }
  };
}
