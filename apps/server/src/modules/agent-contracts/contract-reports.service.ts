import {
  AGENT_CONTRACT_KINDS,
  type AgentContractKind,
  type TAgentRevenue,
  type TContractConsolidated,
  type TSettlementPage,
  type TSettlementQuery,
  type WhitelabelFlags,
} from '@platform/contracts';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { decimalIn, pageOf, reportPeriod, type AgentCaller } from '../agents/index.ts';
import { contractEnabled } from './contract-flags.ts';
import type { ContractsRepository } from './contracts.repository.ts';
import { settlementDetail, settlementView } from './settlement-views.ts';
import type { SettlementsRepository } from './settlements.repository.ts';

const REQUEST_KEYS: Record<AgentContractKind, keyof TContractConsolidated> = {
  dividend: 'divtypereq',
  dailySalary: 'dailysalreqtype',
  hourlySalary: 'contracthoursalreq',
  realtimeSalary: 'realtimesalreqtype',
};

/** The agent's side of settlements: what waits for it, its statements, its income. */
export function createContractReports(deps: {
  clock: Clock;
  contracts: ContractsRepository;
  settlements: SettlementsRepository;
  merchantFlags: (merchantCode: string) => Promise<WhitelabelFlags>;
}) {
  const { clock, contracts, settlements } = deps;

  return {
    async consolidated(agent: AgentCaller): Promise<TContractConsolidated> {
      const flags = await deps.merchantFlags(agent.merchantCode);
      const value: TContractConsolidated = {
        divtypereq: 0,
        dailysalreqtype: 0,
        contracthoursalreq: 0,
        realtimesalreqtype: 0,
        enableContract: contractEnabled(flags, 'dividend'),
        enableSalary: contractEnabled(flags, 'dailySalary'),
        enableHourSalary: contractEnabled(flags, 'hourlySalary'),
        enableRealtimeSalary: contractEnabled(flags, 'realtimeSalary'),
      };
      for (const row of await contracts.waitingFor(agent.id)) {
        if (!contractEnabled(flags, row.kind)) continue;
        (value as Record<string, number | boolean>)[REQUEST_KEYS[row.kind]] = row.offer
          ? 1
          : row.termination
            ? 2
            : 0;
      }
      return value;
    },

    async statements(agent: AgentCaller, query: TSettlementQuery & { pageNo: number; pageSize: number }) {
      const period = query.from || query.to ? reportPeriod(query, agent.timeZone, clock.now()) : null;
      const role = query.role ?? 'PAYEE';
      const page = await settlements.page({
        merchantCode: agent.merchantCode,
        kind: query.kind,
        status: query.status,
        payeeId: role === 'PAYEE' ? agent.id : undefined,
        payerId: role === 'PAYER' ? agent.id : undefined,
        from: period?.fromAt,
        to: period?.toAt,
        limit: query.pageSize,
        offset: (query.pageNo - 1) * query.pageSize,
      });
      const money = decimalIn(agent.currency);
      const value: TSettlementPage = {
        ...pageOf(
          page.rows.map((s) => settlementView(s, agent.currency, role)),
          page.total,
          query,
        ),
        currency: agent.currency,
        timeZone: agent.timeZone,
        totals: {
          payable: money(page.totals.payableMinor),
          paid: money(page.totals.paidMinor),
          pending: money(page.totals.pendingMinor),
        },
      };
      return value;
    },

    /** One settlement, for its payee or its payer; any other caller is told it does not exist. */
    async statement(agent: AgentCaller, id: string) {
      const s = await settlements.byId(agent.merchantCode, id);
      if (!s || (s.payeeId !== agent.id && s.payerId !== agent.id))
        throw new AppError('SETTLEMENT_NOT_FOUND');
      return settlementDetail(s, agent.currency, s.payeeId === agent.id ? 'PAYEE' : 'PAYER');
    },

    async revenue(agent: AgentCaller, query: { from?: string | undefined; to?: string | undefined }) {
      const period = reportPeriod(query, agent.timeZone, clock.now());
      const rows = await settlements.revenue(agent.id, period.fromAt, period.toAt);
      const money = decimalIn(agent.currency);
      const byKind = new Map(rows.map((r) => [r.kind, r]));
      const kinds = AGENT_CONTRACT_KINDS.map((kind) => {
        const r = byKind.get(kind);
        return {
          kind,
          periods: r?.periods ?? 0,
          paid: money(r?.paidMinor ?? 0n),
          pending: money(r?.pendingMinor ?? 0n),
          passedDown: money(r?.passedDownMinor ?? 0n),
        };
      });
      const total = (pick: (r: (typeof rows)[number]) => bigint) =>
        rows.reduce((sum, r) => sum + pick(r), 0n);
      const value: TAgentRevenue = {
        from: period.view.from,
        to: period.view.to,
        timeZone: agent.timeZone,
        currency: agent.currency,
        kinds,
        totals: {
          paid: money(total((r) => r.paidMinor)),
          pending: money(total((r) => r.pendingMinor)),
          passedDown: money(total((r) => r.passedDownMinor)),
        },
      };
      return value;
    },
  };
}

export type ContractReports = ReturnType<typeof createContractReports>;
