import type { AgentContractKind, TDividendCycle } from '@platform/contracts';
import { toDecimalString, type CurrencyCode } from '@platform/money';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import {
  contractStatement,
  formatRate,
  lastEndedPeriod,
  periodAt,
  periodInWords,
  periodOfKey,
  periodTypeOf,
  previousPeriod,
  settleTeam,
  ZERO_FIGURES,
  type Adjustment,
  type AgentPeriodInput,
  type AgentsModule,
  type SettlementPeriod,
  type TeamFigures,
} from '../agents/index.ts';
import type { InboxService } from '../content/index.ts';
import { InsufficientFundsError, type LedgerService } from '../ledger/index.ts';
import { parseTiers } from './contract-lifecycle.service.ts';
import type { ContractsRepository } from './contracts.repository.ts';
import type { NewSettlement, SettlementsRepository } from './settlements.repository.ts';

export interface SettlementMerchant {
  code: string;
  currency: CurrencyCode;
  timeZone: string;
}

/** How long a payer may leave a settlement unpaid before it is paid by force (spec §4). */
export const FORCE_AFTER_MS = 24 * 60 * 60 * 1000;
const PAY_BATCH = 500;
/** The kinds whose payments write the agent a platform message (not the ones paid every hour or 10 minutes). */
const MESSAGED_KINDS: ReadonlySet<AgentContractKind> = new Set(['dividend', 'dailySalary']);
/** A period as a message names it; the key itself if it ever fails to read back. */
function wordsOf(periodKey: string, timeZone: string): string {
  const period = periodOfKey(periodKey, timeZone);
  return period ? periodInWords(period, timeZone) : periodKey;
}

/** Earlier periods one run corrects at most (rollbacks of rounds settled long ago are rare). */
const MAX_CORRECTED_PERIODS = 10;

/** How many ended periods a job looks back over, oldest first, to settle what a stopped node missed. */
const CATCH_UP: Record<ReturnType<typeof periodTypeOf>, number> = { RT: 12, HR: 6, D: 3, W: 1, H: 1, M: 1 };

/** The cycles a kind settles by: dividends per each cycle their contracts use, the others by their own. */
const CYCLES: Record<AgentContractKind, readonly (TDividendCycle | null)[]> = {
  dividend: ['D', 'W', 'H', 'M'],
  dailySalary: [null],
  hourlySalary: [null],
  realtimeSalary: [null],
};

export const reference = (contractId: string, periodKey: string) =>
  `agent-contract:${contractId}:${periodKey}`;

/**
 * The settlement engine (ADR 0026). A period of a kind is settled in two steps:
 * 1. calculation, in one transaction under the period's lock: the team figures of every agent with
 *    an active contract, `settleTeam` over the whole forest (ADR 0024), and one row per (contract,
 *    period) inserted unless one exists — a second worker, a re-run or a restart after a crash
 *    finds the rows and adds none;
 * 2. payment, one settlement per transaction, payers before their payees: the ledger posting and
 *    the row's PAID mark commit together, so a settlement is paid once or not at all. A payer short
 *    of money leaves it PENDING; it is retried, and paid by force after FORCE_AFTER_MS (the merchant
 *    pays, the payer is frozen).
 */
export function createSettlementEngine(deps: {
  db: Database;
  clock: Clock;
  contracts: ContractsRepository;
  settlements: SettlementsRepository;
  ledger: LedgerService;
  ports: AgentsModule['contractPorts'];
  /** The agents' platform messages, written in the payment's transaction (once per settlement). */
  inbox: Pick<InboxService, 'notify' | 'unreadChanged'>;
}) {
  const { db, clock, contracts, settlements, ledger } = deps;

  type ContractWithDepth = Awaited<ReturnType<ContractsRepository['activeOfKind']>>[number];

  /** The forest settleTeam takes: one input per contract, a payer without a contract of the kind a root. */
  function forestInputs(
    kind: AgentContractKind,
    currency: CurrencyCode,
    list: readonly ContractWithDepth[],
    figures: Map<string, TeamFigures>,
    carries: Map<string, bigint>,
    adjustments: Map<string, Adjustment[]>,
  ): AgentPeriodInput[] {
    const payees = new Set(list.map((c) => c.payeeId));
    return list.map((c) => ({
      agentId: c.payeeId,
      // The cap and the differential run along contracts: a payer without one of the kind is a root.
      uplineAgentId: c.payerId !== null && payees.has(c.payerId) ? c.payerId : null,
      contractId: c.id,
      tiers: parseTiers(kind, c.tiers, currency).tiers,
      figures: figures.get(c.payeeId) ?? ZERO_FIGURES,
      carryInMinor: carries.get(c.id) ?? 0n,
      adjustments: adjustments.get(c.id) ?? [],
    }));
  }

  /**
   * Corrections (ADR 0024): rounds rolled back during this period that had settled in an earlier,
   * already settled period. Each such period is settled again on today's facts (its contracts and
   * tiers as they were); the difference of each contract's gross from the stored one is what the
   * correction must carry, before what earlier corrections of that period already carried.
   */
  async function recomputedGross(
    merchant: SettlementMerchant,
    kind: AgentContractKind,
    cycle: TDividendCycle | null,
    period: SettlementPeriod,
    active: readonly ContractWithDepth[],
  ): Promise<{ periodKey: string; contractId: string; storedMinor: bigint; nowMinor: bigint }[]> {
    if (active.length === 0) return [];
    const type = periodTypeOf(kind, cycle ?? undefined);
    const firstWins = await settlements.lateRollbacks(
      merchant.code,
      period.startAt,
      period.endAt,
      active.map((c) => c.payeeId),
    );
    const keys = [...new Set(firstWins.map((at) => periodAt(type, at, merchant.timeZone).key))]
      .filter((key) => key !== period.key)
      .slice(0, MAX_CORRECTED_PERIODS);
    const out: { periodKey: string; contractId: string; storedMinor: bigint; nowMinor: bigint }[] = [];
    for (const key of keys) {
      const stored = await settlements.settledGross(merchant.code, kind, key);
      if (stored.length === 0) continue;
      const list = await contracts.byIdsWithDepth(
        merchant.code,
        stored.map((s) => s.contractId),
      );
      const figures = await settlements.teamFigures(
        merchant.code,
        stored[0]!.periodStart,
        stored[0]!.periodEnd,
        list.map((c) => c.payeeId),
      );
      const now = new Map(
        settleTeam(kind, forestInputs(kind, merchant.currency, list, figures, new Map(), new Map())).map(
          (s) => [s.contractId, s.grossMinor],
        ),
      );
      for (const s of stored)
        out.push({
          periodKey: key,
          contractId: s.contractId,
          storedMinor: s.grossMinor,
          nowMinor: now.get(s.contractId) ?? 0n,
        });
    }
    return out;
  }

  /** Calculates one period of a kind; a dry run stores nothing but the run's record. */
  async function calculate(
    merchant: SettlementMerchant,
    kind: AgentContractKind,
    cycle: TDividendCycle | null,
    period: SettlementPeriod,
    options: { dryRun: boolean; triggeredBy: string },
  ) {
    // Where a run's time goes, for bench/settlement and the logs.
    const timingsMs: Record<string, number> = {};
    let mark = performance.now();
    const lap = (step: string) => {
      const now = performance.now();
      timingsMs[step] = Math.round(now - mark);
      mark = now;
    };
    const active = await contracts.activeOfKind(merchant.code, kind, cycle, period.endAt);
    lap('contracts');
    if (active.length === 0 && options.triggeredBy === 'JOB') return null;
    const figures = await settlements.teamFigures(
      merchant.code,
      period.startAt,
      period.endAt,
      active.map((c) => c.payeeId),
    );
    lap('figures');
    const corrections = await recomputedGross(merchant, kind, cycle, period, active);
    lap('corrections');
    return db.transaction(async (tx) => {
      await settlements.lockPeriod(tx, merchant.code, kind, period.key);
      lap('lock');
      const carries = await settlements.carries(
        tx,
        active.map((c) => c.id),
        period.startAt,
      );
      // What each correction still has to carry: the change of gross less what was carried before.
      const carried = await settlements.carriedAdjustments(
        tx,
        [...new Set(corrections.map((c) => c.contractId))],
        [...new Set(corrections.map((c) => c.periodKey))],
      );
      const adjustments = new Map<string, Adjustment[]>();
      for (const c of corrections) {
        const amountMinor =
          c.nowMinor - c.storedMinor - (carried.get(`${c.contractId}:${c.periodKey}`) ?? 0n);
        if (amountMinor === 0n) continue;
        const list = adjustments.get(c.contractId) ?? [];
        list.push({ periodKey: c.periodKey, amountMinor, reason: 'ROLLBACK_AFTER_SETTLEMENT' });
        adjustments.set(c.contractId, list);
      }
      const inputs = forestInputs(kind, merchant.currency, active, figures, carries, adjustments);
      const byContract = new Map(active.map((c) => [c.id, c]));
      const now = clock.now();
      const runId = await settlements.insertRun(tx, {
        merchantCode: merchant.code,
        kind,
        periodKey: period.key,
        dryRun: options.dryRun,
        triggeredBy: options.triggeredBy,
        at: now,
      });
      lap('carries');
      const rows: NewSettlement[] = settleTeam(kind, inputs).map((s) => {
        const contract = byContract.get(s.contractId)!;
        const statement = contractStatement(kind, period, merchant.timeZone, {
          ...s,
          // The statement's payer is the contract's, even when that payer has no contract of the kind.
          uplineAgentId: contract.payerId,
        });
        return {
          merchantCode: merchant.code,
          contractId: s.contractId,
          kind,
          periodKey: period.key,
          periodStart: period.startAt,
          periodEnd: period.endAt,
          payeeId: s.agentId,
          payeeAccount: contract.payeeAccount,
          payerId: contract.payerId,
          payerAccount: contract.payerAccount,
          depth: contract.depth,
          runId,
          validBetMinor: s.figures.validBetMinor,
          netLossMinor: s.figures.netLossMinor,
          activeMembers: s.figures.activeMembers,
          rate: formatRate(s.applied.rate),
          lossRate: kind === 'realtimeSalary' ? formatRate(s.applied.lossRate) : null,
          grossMinor: s.grossMinor,
          carryInMinor: s.carryInMinor,
          adjustmentsMinor: s.adjustments.reduce((sum, a) => sum + a.amountMinor, 0n),
          amountMinor: s.amountMinor,
          payableMinor: s.payableMinor,
          carryOutMinor: s.carryOutMinor,
          status: s.payableMinor > 0n ? 'PENDING' : 'NOTHING',
          statement: statement as unknown as Record<string, unknown>,
          settledAt: now,
        };
      });
      lap('settle');
      const inserted = options.dryRun ? null : await settlements.insertSettlements(tx, rows);
      lap('insert');
      const created = inserted?.size ?? 0;
      // The run's figures are what it created (a dry run: what it would create); a re-run shows zeros.
      const counted = inserted ? rows.filter((r) => inserted.has(r.contractId)) : rows;
      const sum = (pick: (r: NewSettlement) => bigint) => counted.reduce((total, r) => total + pick(r), 0n);
      await settlements.finishRun(tx, runId, {
        at: clock.now(),
        contracts: rows.length,
        created,
        paidMinor: 0n,
        pendingMinor: sum((r) => r.payableMinor),
        carriedMinor: sum((r) => r.carryOutMinor),
      });
      return { runId, rows, created, timingsMs };
    });
  }

  type PayOutcome = 'PAID' | 'SHORT' | 'SKIPPED';

  /** Pays one pending settlement, by its payer (or the merchant), or by force. */
  async function pay(id: string, merchant: SettlementMerchant, force: boolean): Promise<PayOutcome> {
    const told: string[] = [];
    try {
      const outcome = await db.transaction(async (tx): Promise<PayOutcome> => {
        const s = await settlements.lockPending(tx, id);
        if (!s) return 'SKIPPED';
        const byMerchant = s.payerId === null || force;
        const posted = await ledger.post(tx, {
          merchantCode: merchant.code,
          currency: merchant.currency,
          kind: 'AGENT_PAY',
          memberId: s.payeeId,
          reference: reference(s.contractId, s.periodKey),
          details: {
            contract: s.contractId,
            period: wordsOf(s.periodKey, merchant.timeZone),
            kind: s.kind,
            forced: force,
            payer: s.payerId,
          },
          legs: [
            byMerchant
              ? { account: { system: 'AGENT_COMMISSION' as const }, amountMinor: -s.payableMinor }
              : { account: { member: s.payerId!, kind: 'CASH' as const }, amountMinor: -s.payableMinor },
            { account: { member: s.payeeId, kind: 'CASH' as const }, amountMinor: s.payableMinor },
          ],
        });
        if (force && s.payerId !== null)
          await deps.ports.freeze(
            tx,
            s.payerId,
            merchant.code,
            `unpaid ${s.kind} ${s.periodKey}`,
            clock.now(),
          );
        await settlements.markPaid(tx, s.id, force ? 'FORCED' : 'PAID', posted.transactionId, clock.now());
        const params = {
          contractKind: s.kind,
          period: wordsOf(s.periodKey, merchant.timeZone),
          amount: toDecimalString({ amountMinor: s.payableMinor, currency: merchant.currency }),
          currency: merchant.currency,
        };
        const tell = async (memberId: string, template: 'AGENT_PAID' | 'AGENT_FROZEN') => {
          const notice = {
            merchantCode: merchant.code,
            memberId,
            template,
            params,
            sourceRef: `${template}:${s.id}`,
          };
          await deps.inbox.notify(notice, tx);
          told.push(memberId);
        };
        // Hourly and real-time salaries are paid too often for a message each: My income lists them.
        if (MESSAGED_KINDS.has(s.kind)) await tell(s.payeeId, 'AGENT_PAID');
        if (force && s.payerId !== null) await tell(s.payerId, 'AGENT_FROZEN');
        return 'PAID';
      });
      for (const memberId of told) deps.inbox.unreadChanged(memberId);
      return outcome;
    } catch (error) {
      // The payer cannot pay yet: the settlement stays PENDING and is tried again.
      if (error instanceof InsufficientFundsError) return 'SHORT';
      throw error;
    }
  }

  /** Pays what is pending in the merchant, top-down, and forces what is overdue. */
  async function payPending(merchant: SettlementMerchant) {
    const outcome = { paid: 0, short: 0, forced: 0 };
    const overdue = await settlements.overdueIds(
      merchant.code,
      new Date(clock.nowMs() - FORCE_AFTER_MS),
      PAY_BATCH,
    );
    for (const id of overdue) if ((await pay(id, merchant, true)) === 'PAID') outcome.forced++;
    for (const id of await settlements.pendingIds(merchant.code, PAY_BATCH)) {
      const result = await pay(id, merchant, false);
      if (result === 'PAID') outcome.paid++;
      if (result === 'SHORT') outcome.short++;
    }
    return outcome;
  }

  return {
    calculate,
    pay,
    payPending,

    /** Settles one period now (back office, tests, demo) and pays it: a settled period pays nothing twice. */
    async settle(
      merchant: SettlementMerchant,
      kind: AgentContractKind,
      cycle: TDividendCycle | null,
      period: SettlementPeriod,
      options: { dryRun: boolean; triggeredBy: string },
    ) {
      const calculated = await calculate(merchant, kind, cycle, period, options);
      if (!options.dryRun) await payPending(merchant);
      return calculated;
    },

    /**
     * The job's pass over every merchant and kind: the periods that ended and are not yet settled,
     * oldest first (each period's carry feeds the next), then payments.
     */
    async runDue(
      merchants: readonly SettlementMerchant[],
      enabled: (merchantCode: string, kind: AgentContractKind) => Promise<boolean>,
    ) {
      let settled = 0;
      for (const merchant of merchants) {
        for (const kind of Object.keys(CYCLES) as AgentContractKind[]) {
          if (!(await enabled(merchant.code, kind))) continue;
          for (const cycle of CYCLES[kind]) {
            const type = periodTypeOf(kind, cycle ?? undefined);
            const due: SettlementPeriod[] = [];
            let period = lastEndedPeriod(type, clock.now(), merchant.timeZone);
            for (let i = 0; i < CATCH_UP[type]; i++) {
              if (await settlements.periodSettled(merchant.code, kind, period.key)) break;
              due.unshift(period);
              period = previousPeriod(period, merchant.timeZone);
            }
            for (const p of due) {
              const result = await calculate(merchant, kind, cycle, p, { dryRun: false, triggeredBy: 'JOB' });
              if (result) settled += result.created;
            }
          }
        }
        await payPending(merchant);
      }
      return settled;
    },
  };
}

export type SettlementEngine = ReturnType<typeof createSettlementEngine>;
