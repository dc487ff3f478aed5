import { randomUUID } from 'node:crypto';
import {
  isAgentType,
  type AgentContractKind,
  type TAdminContractOffer,
  type TContractStatus,
  type TDividendCycle,
  type TSettlementRunResult,
  type TSettlementStatus,
} from '@platform/contracts';
import { toDecimalString, type CurrencyCode } from '@platform/money';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { lastEndedPeriod, pageOf, periodOfKey, periodTypeOf, type AgentsModule } from '../agents/index.ts';
import type { AuditActor, OperatorsService } from '../operators/index.ts';
import { contractView, parseTiers } from './contract-lifecycle.service.ts';
import type { ContractsRepository } from './contracts.repository.ts';
import type { SettlementEngine, SettlementMerchant } from './settlement-engine.ts';
import { settlementDetail, settlementView } from './settlement-views.ts';
import type { RunRow, SettlementsRepository } from './settlements.repository.ts';

/** The back office's contracts and settlement runs: every change is audited with the operator. */
export function createContractsAdmin(deps: {
  db: Database;
  clock: Clock;
  contracts: ContractsRepository;
  settlements: SettlementsRepository;
  engine: SettlementEngine;
  ports: AgentsModule['contractPorts'];
  operators: OperatorsService;
  merchant: (code: string) => Promise<SettlementMerchant>;
}) {
  const { db, clock, contracts, settlements, engine, operators } = deps;

  const runView = (run: RunRow, currency: CurrencyCode) => {
    const money = (amountMinor: bigint) => toDecimalString({ amountMinor, currency });
    return {
      id: run.id,
      kind: run.kind,
      periodKey: run.periodKey,
      dryRun: run.dryRun,
      startedAt: run.startedAt.toISOString(),
      finishedAt: run.finishedAt?.toISOString() ?? null,
      triggeredBy: run.triggeredBy,
      contracts: run.contracts,
      created: run.created,
      paid: money(run.paidMinor),
      pending: money(run.pendingMinor),
      carried: money(run.carriedMinor),
    };
  };

  return {
    async contracts(
      code: string,
      q: {
        kind?: AgentContractKind;
        status?: TContractStatus;
        account?: string;
        pageNo: number;
        pageSize: number;
      },
    ) {
      const page = await contracts.page({
        merchantCode: code,
        kind: q.kind,
        status: q.status,
        account: q.account,
        limit: q.pageSize,
        offset: (q.pageNo - 1) * q.pageSize,
      });
      return pageOf(
        page.rows.map((c) => contractView(c, 'OPERATOR')),
        page.total,
        q,
      );
    },

    /** The merchant offers a top agent a contract; the agent signs it in its agent centre. */
    async offer(actor: AuditActor, code: string, body: TAdminContractOffer) {
      const merchant = await deps.merchant(code);
      const type = await deps.ports.memberType(code, body.agentId);
      if (type === null || !isAgentType(type) || !(await contracts.isTopAgent(body.agentId)))
        throw new AppError('DOWNLINE_NOT_FOUND');
      const { text } = parseTiers(body.kind, body.tiers, merchant.currency);
      const cycle: TDividendCycle | null = body.kind === 'dividend' ? (body.cycle ?? 'D') : null;
      const id = randomUUID();
      await db.transaction(async (tx) => {
        await contracts.lockPayeeKind(tx, body.agentId, body.kind);
        const pending = await contracts.ofPayee(body.agentId, body.kind, 'OFFERED', tx);
        if (pending) await contracts.setStatus(tx, pending.id, { status: 'CANCELLED', at: clock.now() });
        await contracts.insert(tx, {
          id,
          merchantCode: code,
          kind: body.kind,
          cycle,
          payeeId: body.agentId,
          payerId: null,
          tiers: text,
          status: 'OFFERED',
          at: clock.now(),
          offeredBy: `operator:${actor.operator.username}`,
        });
        await contracts.recordEvent(tx, {
          contractId: id,
          at: clock.now(),
          actor: `operator:${actor.operator.username}`,
          action: 'OFFER',
          details: { tiers: text, cycle },
        });
        await operators.audit(tx, actor, {
          merchantCode: code,
          action: 'agentContract.offer',
          target: `agent:${body.agentId}`,
          before: pending ? { offered: pending.id } : null,
          after: { id, kind: body.kind, cycle, tiers: text },
        });
      });
      return contractView((await contracts.byId(code, id))!, 'OPERATOR');
    },

    async end(actor: AuditActor, code: string, id: string) {
      await db.transaction(async (tx) => {
        const row = await contracts.byId(code, id, tx, true);
        if (!row) throw new AppError('CONTRACT_NOT_FOUND');
        if (row.status !== 'ACTIVE' && row.status !== 'OFFERED') throw new AppError('CONTRACT_STATE_INVALID');
        const status = row.status === 'ACTIVE' ? 'ENDED' : 'CANCELLED';
        await contracts.setStatus(tx, id, { status, at: clock.now(), endedReason: 'OPERATOR' });
        if (row.status === 'ACTIVE')
          await deps.ports.setTermsOfKind(tx, {
            memberId: row.payeeId,
            merchantCode: code,
            kind: row.kind,
            tiers: null,
          });
        await contracts.recordEvent(tx, {
          contractId: id,
          at: clock.now(),
          actor: `operator:${actor.operator.username}`,
          action: 'END',
        });
        await operators.audit(tx, actor, {
          merchantCode: code,
          action: 'agentContract.end',
          target: `contract:${id}`,
          before: { status: row.status },
          after: { status },
        });
      });
      return contractView((await contracts.byId(code, id))!, 'OPERATOR');
    },

    async runs(code: string, q: { kind?: AgentContractKind; pageNo: number; pageSize: number }) {
      const merchant = await deps.merchant(code);
      const page = await settlements.runs(code, q.kind, q.pageSize, (q.pageNo - 1) * q.pageSize);
      return pageOf(
        page.rows.map((r) => runView(r, merchant.currency)),
        page.total,
        q,
      );
    },

    /** Settles (or dry-runs) a period now; a period already settled creates nothing and pays nothing twice. */
    async run(
      actor: AuditActor,
      code: string,
      body: { kind: AgentContractKind; periodKey?: string; cycle?: TDividendCycle; dryRun: boolean },
    ): Promise<TSettlementRunResult> {
      const merchant = await deps.merchant(code);
      const cycle: TDividendCycle | null =
        body.kind === 'dividend'
          ? ((body.periodKey?.slice(0, 1) as TDividendCycle | undefined) ?? body.cycle ?? 'D')
          : null;
      const type = periodTypeOf(body.kind, cycle ?? undefined);
      const period = body.periodKey
        ? periodOfKey(body.periodKey, merchant.timeZone)
        : lastEndedPeriod(type, clock.now(), merchant.timeZone);
      if (!period || period.type !== type || period.endAt.getTime() > clock.nowMs())
        throw new AppError('VALIDATION_FAILED', { fields: 'periodKey' });
      const result = await engine.settle(merchant, body.kind, cycle, period, {
        dryRun: body.dryRun,
        triggeredBy: actor.operator.username,
      });
      await db.transaction((tx) =>
        operators.audit(tx, actor, {
          merchantCode: code,
          action: body.dryRun ? 'settlement.dryRun' : 'settlement.run',
          target: `settlement:${body.kind}:${period.key}`,
          before: null,
          after: { run: result?.runId ?? null, created: result?.created ?? 0 },
        }),
      );
      const run = await settlements.run(result!.runId);
      const shown = body.dryRun
        ? result!.rows.map((r, i) =>
            settlementView(
              { ...r, id: `dry-${i + 1}`, ledgerTransactionId: null, paidAt: null },
              merchant.currency,
              'OPERATOR',
            ),
          )
        : (
            await settlements.page({
              merchantCode: code,
              kind: body.kind,
              periodKey: period.key,
              limit: 100,
              offset: 0,
            })
          ).rows.map((s) => settlementView(s, merchant.currency, 'OPERATOR'));
      return { run: runView(run!, merchant.currency), settlements: shown };
    },

    async settlements(
      code: string,
      q: {
        kind?: AgentContractKind;
        status?: TSettlementStatus;
        periodKey?: string;
        account?: string;
        pageNo: number;
        pageSize: number;
      },
    ) {
      const merchant = await deps.merchant(code);
      const page = await settlements.page({
        merchantCode: code,
        kind: q.kind,
        status: q.status,
        periodKey: q.periodKey,
        account: q.account,
        limit: q.pageSize,
        offset: (q.pageNo - 1) * q.pageSize,
      });
      return pageOf(
        page.rows.map((s) => settlementView(s, merchant.currency, 'OPERATOR')),
        page.total,
        q,
      );
    },

    async settlement(code: string, id: string) {
      const merchant = await deps.merchant(code);
      const s = /^\d{1,18}$/.test(id) ? await settlements.byId(code, id) : null;
      if (!s) throw new AppError('SETTLEMENT_NOT_FOUND');
      return settlementDetail(s, merchant.currency, 'OPERATOR');
    },

    /** Pays a pending settlement by force now (spec §4): the merchant pays, the payer is frozen. */
    async force(actor: AuditActor, code: string, id: string) {
      const merchant = await deps.merchant(code);
      const s = /^\d{1,18}$/.test(id) ? await settlements.byId(code, id) : null;
      if (!s) throw new AppError('SETTLEMENT_NOT_FOUND');
      if (s.status !== 'PENDING') throw new AppError('CONTRACT_STATE_INVALID');
      const outcome = await engine.pay(id, merchant, true);
      if (outcome !== 'PAID') throw new AppError('CONTRACT_STATE_INVALID');
      await db.transaction((tx) =>
        operators.audit(tx, actor, {
          merchantCode: code,
          action: 'settlement.force',
          target: `settlement:${id}`,
          before: { status: 'PENDING' },
          after: { status: 'FORCED', payer: s.payerId },
        }),
      );
      return settlementDetail((await settlements.byId(code, id))!, merchant.currency, 'OPERATOR');
    },
  };
}

export type ContractsAdmin = ReturnType<typeof createContractsAdmin>;
