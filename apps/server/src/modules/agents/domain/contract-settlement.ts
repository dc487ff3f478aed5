import type { AgentContractKind } from '@platform/contracts';
import { divideRounded } from '@platform/money';
import { FULL_RATE, tierAt, tiersExcess, type TermsExcess, type TermsPoint, type Tier } from './terms.ts';

/**
 * The settlement rules of the agent contracts (ADR 0024): which tier a period's team figures reach,
 * the base each rate applies to, the differential model (each agent earns on its whole team at its
 * own rate and pays its direct sub-agents theirs), rounding, and the carry-forward of negative
 * amounts. Everything here is exact integer arithmetic on minor units; rates are the terms' units
 * (ten-thousandths of a percent, FULL_RATE = 100 %).
 */

/** A team's figures over one settlement period, as the engine reads them (rolled-back rounds excluded). */
export interface TeamFigures {
  validBetMinor: bigint;
  /**
   * Real-time salary: the valid bet of the rounds the members did not lose (payout at or above
   * stake), paid at the win rate; the rest (rounds lost: the house earned) is the lost part, paid at
   * the loss rate. Other kinds ignore it.
   */
  wonValidBetMinor: bigint;
  activeMembers: number;
  /**
   * The house's side of the period: stake − payout − bonus − rebate (win-loss.ts `netMinor`
   * negated). Negative when the team won.
   */
  netLossMinor: bigint;
  roundsCounted: number;
  /** Rounds rolled back before settlement, left out of the figures above; shown on the statement. */
  rollbacksExcluded: { count: number; amountMinor: bigint };
}

export const ZERO_FIGURES: TeamFigures = {
  validBetMinor: 0n,
  wonValidBetMinor: 0n,
  activeMembers: 0,
  netLossMinor: 0n,
  roundsCounted: 0,
  rollbacksExcluded: { count: 0, amountMinor: 0n },
};

/** The team of an upline is its direct members' figures plus its sub-agents' teams. */
export function addFigures(a: TeamFigures, b: TeamFigures): TeamFigures {
  return {
    validBetMinor: a.validBetMinor + b.validBetMinor,
    wonValidBetMinor: a.wonValidBetMinor + b.wonValidBetMinor,
    activeMembers: a.activeMembers + b.activeMembers,
    netLossMinor: a.netLossMinor + b.netLossMinor,
    roundsCounted: a.roundsCounted + b.roundsCounted,
    rollbacksExcluded: {
      count: a.rollbacksExcluded.count + b.rollbacksExcluded.count,
      amountMinor: a.rollbacksExcluded.amountMinor + b.rollbacksExcluded.amountMinor,
    },
  };
}

/** A rate read from tiers: the tier that sets it (null: none holds, rate 0). */
export interface ChosenRate {
  tierIndex: number | null;
  rate: bigint;
}

/** The rates of a period: `lossRate` only for real-time salary. */
export interface PeriodRates {
  rate: ChosenRate;
  lossRate: ChosenRate | null;
}

/**
 * The point tiers are judged at. A negative result (the team won) is judged as a zero result: the
 * rate of a losing period is the one the team's volume and activity reach, so a dividend runs
 * continuously through zero instead of jumping to nothing (ADR 0024).
 */
export const pointOfFigures = (figures: TeamFigures): TermsPoint => ({
  validBetMinor: figures.validBetMinor,
  activeMembers: figures.activeMembers,
  netLossMinor: figures.netLossMinor > 0n ? figures.netLossMinor : 0n,
});

const chosen = (tiers: readonly Tier[], point: TermsPoint, which: 'rate' | 'lossRate'): ChosenRate => {
  const hit = tierAt(tiers, point, which);
  return hit ? { tierIndex: hit.index, rate: hit.rate } : { tierIndex: null, rate: 0n };
};

/** The tier chosen for a period and its rates: the highest rate among the tiers whose conditions hold. */
export function chooseRates(
  kind: AgentContractKind,
  tiers: readonly Tier[],
  figures: TeamFigures,
): PeriodRates {
  const point = pointOfFigures(figures);
  return {
    rate: chosen(tiers, point, 'rate'),
    lossRate: kind === 'realtimeSalary' ? chosen(tiers, point, 'lossRate') : null,
  };
}

/** The rates actually applied: the chosen ones, capped at the upline's applied ones. */
export interface AppliedRates {
  rate: bigint;
  lossRate: bigint;
}

/**
 * The base each rate multiplies. Dividend: the team's net loss (may be negative). Daily and hourly
 * salary: the team's valid bet. Real-time salary: the won valid bet at the (win) rate and the lost
 * valid bet at the loss rate.
 */
export interface PeriodBase {
  rateBaseMinor: bigint;
  lossRateBaseMinor: bigint;
}

export function baseOf(kind: AgentContractKind, figures: TeamFigures): PeriodBase {
  switch (kind) {
    case 'dividend':
      return { rateBaseMinor: figures.netLossMinor, lossRateBaseMinor: 0n };
    case 'dailySalary':
    case 'hourlySalary':
      return { rateBaseMinor: figures.validBetMinor, lossRateBaseMinor: 0n };
    case 'realtimeSalary':
      return {
        rateBaseMinor: figures.wonValidBetMinor,
        lossRateBaseMinor: figures.validBetMinor - figures.wonValidBetMinor,
      };
  }
}

/**
 * rate × base (+ lossRate × lossBase), floored once to the minor unit. Floor rounds towards −∞, so
 * the fraction always stays with the payer: a positive amount is rounded down, a negative one (owed
 * by the payee, carried forward) rounded up in size.
 */
export const grossOf = (rates: AppliedRates, base: PeriodBase): bigint =>
  divideRounded(
    rates.rate * base.rateBaseMinor + rates.lossRate * base.lossRateBaseMinor,
    FULL_RATE,
    'floor',
  );

/** A correction carried into this period: the difference a late rollback made to an earlier one. */
export interface Adjustment {
  periodKey: string;
  amountMinor: bigint;
  reason: string;
}

/**
 * What a (contract, period) pays. amount = gross + carry in + adjustments; a negative amount is not
 * paid by either side: it is carried to the contract's next period, which it reduces.
 */
export function payableOf(
  grossMinor: bigint,
  carryInMinor: bigint,
  adjustments: readonly Adjustment[],
): { amountMinor: bigint; payableMinor: bigint; carryOutMinor: bigint } {
  const amountMinor = adjustments.reduce((total, a) => total + a.amountMinor, grossMinor + carryInMinor);
  return amountMinor > 0n
    ? { amountMinor, payableMinor: amountMinor, carryOutMinor: 0n }
    : { amountMinor, payableMinor: 0n, carryOutMinor: amountMinor };
}

/** One agent's contract of the kind being settled, for one period. */
export interface AgentPeriodInput {
  agentId: string;
  /** The payer: another input's agent, or null for a top agent, paid by the merchant. */
  uplineAgentId: string | null;
  contractId: string;
  tiers: readonly Tier[];
  figures: TeamFigures;
  /** The previous period's carry-out of this contract (zero or negative). */
  carryInMinor: bigint;
  adjustments: readonly Adjustment[];
}

export interface SubAgentPart {
  agentId: string;
  contractId: string;
  grossMinor: bigint;
  payableMinor: bigint;
}

export interface AgentSettlement {
  agentId: string;
  uplineAgentId: string | null;
  contractId: string;
  figures: TeamFigures;
  chosen: PeriodRates;
  applied: AppliedRates;
  /** True when the upline's applied rate (or loss rate) was lower than this agent's chosen one. */
  cappedByUpline: boolean;
  base: PeriodBase;
  grossMinor: bigint;
  carryInMinor: bigint;
  adjustments: readonly Adjustment[];
  amountMinor: bigint;
  payableMinor: bigint;
  carryOutMinor: bigint;
  subAgents: SubAgentPart[];
  /** Σ of the direct sub-agents' payables: what this agent pays down. */
  passedDownMinor: bigint;
  /** payable − passed down: what this agent keeps (negative: it pays more down than it receives). */
  retainedMinor: bigint;
}

const min = (a: bigint, b: bigint) => (a < b ? a : b);

/**
 * Settles one contract kind for one period over a set of agents forming a forest (each upline in the
 * set, or null for a top agent). Top-down: each agent's rates are its own tiers' on its own team,
 * capped at its upline's applied rates (a downline's rate never exceeds its upline's, even where
 * tiers on a net-loss threshold would let a smaller team reach a higher tier). Then each agent's
 * gross, carry, payable, and the parts it passes to its direct sub-agents.
 */
export function settleTeam(kind: AgentContractKind, inputs: readonly AgentPeriodInput[]): AgentSettlement[] {
  const byId = new Map<string, AgentPeriodInput>();
  for (const input of inputs) {
    if (byId.has(input.agentId)) throw new Error(`agent ${input.agentId} appears twice`);
    byId.set(input.agentId, input);
  }
  const children = new Map<string, AgentPeriodInput[]>();
  const roots: AgentPeriodInput[] = [];
  for (const input of inputs) {
    if (input.uplineAgentId === null) {
      roots.push(input);
      continue;
    }
    if (!byId.has(input.uplineAgentId))
      throw new Error(`agent ${input.agentId}'s upline ${input.uplineAgentId} is not settled with it`);
    const list = children.get(input.uplineAgentId) ?? [];
    list.push(input);
    children.set(input.uplineAgentId, list);
  }

  const results = new Map<string, AgentSettlement>();
  const order: AgentSettlement[] = [];
  // Top-down, breadth first: an agent's cap is known before its sub-agents are settled.
  const queue: { input: AgentPeriodInput; cap: AppliedRates | null }[] = roots.map((input) => ({
    input,
    cap: null,
  }));
  for (let next = queue.shift(); next; next = queue.shift()) {
    const { input, cap } = next;
    const rates = chooseRates(kind, input.tiers, input.figures);
    const own = { rate: rates.rate.rate, lossRate: rates.lossRate?.rate ?? 0n };
    const applied = cap ? { rate: min(own.rate, cap.rate), lossRate: min(own.lossRate, cap.lossRate) } : own;
    const base = baseOf(kind, input.figures);
    const grossMinor = grossOf(applied, base);
    const settlement: AgentSettlement = {
      agentId: input.agentId,
      uplineAgentId: input.uplineAgentId,
      contractId: input.contractId,
      figures: input.figures,
      chosen: rates,
      applied,
      cappedByUpline: applied.rate < own.rate || applied.lossRate < own.lossRate,
      base,
      grossMinor,
      carryInMinor: input.carryInMinor,
      adjustments: input.adjustments,
      ...payableOf(grossMinor, input.carryInMinor, input.adjustments),
      subAgents: [],
      passedDownMinor: 0n,
      retainedMinor: 0n,
    };
    results.set(input.agentId, settlement);
    order.push(settlement);
    for (const child of children.get(input.agentId) ?? []) queue.push({ input: child, cap: applied });
  }
  if (order.length !== inputs.length) throw new Error('the agents do not form a tree (a cycle of uplines)');

  for (const settlement of order) {
    for (const child of children.get(settlement.agentId) ?? []) {
      const sub = results.get(child.agentId)!;
      settlement.subAgents.push({
        agentId: sub.agentId,
        contractId: sub.contractId,
        grossMinor: sub.grossMinor,
        payableMinor: sub.payableMinor,
      });
      settlement.passedDownMinor += sub.payableMinor;
    }
    settlement.retainedMinor = settlement.payableMinor - settlement.passedDownMinor;
  }
  return order;
}

/** Where a chain of contracts breaks "a downline's rate never exceeds its upline's". */
export interface RateOrderBreak {
  /** The downline's level in the chain (1 = the top's direct sub-agent). */
  level: number;
  uplineAgentId: string;
  agentId: string;
  excess: TermsExcess;
}

/**
 * Checks a chain from a top agent down (index 0 is the top): every agent's tiers must never pay more
 * than its upline's at any point of the figures. Returns the first level that breaks it, or null.
 */
export function rateOrderBreak(
  kind: AgentContractKind,
  chain: readonly { agentId: string; tiers: readonly Tier[] }[],
): RateOrderBreak | null {
  for (let level = 1; level < chain.length; level++) {
    const upline = chain[level - 1]!;
    const agent = chain[level]!;
    const excess = tiersExcess(kind, agent.tiers, upline.tiers);
    if (excess) return { level, uplineAgentId: upline.agentId, agentId: agent.agentId, excess };
  }
  return null;
}

/** A contract somewhere below an agent, of the kind the agent has just accepted a new contract for. */
export interface DownlineContract {
  contractId: string;
  payerAgentId: string;
  payeeAgentId: string;
  /** Steps below the agent (1 = a contract the agent itself offered). */
  depth: number;
  tiers: readonly Tier[];
}

/**
 * Spec §4: when an agent accepts a contract whose rate is lower than contracts below it, those
 * contracts end (once the agent agrees). A contract ends when its tiers would pay more than the
 * newly accepted ones at some point — at any depth, since the accepted contract becomes the ceiling
 * of the whole branch. Deepest first, so the engine ends them bottom-up.
 */
export function contractsEndedByLowerRate(
  kind: AgentContractKind,
  acceptedTiers: readonly Tier[],
  downline: readonly DownlineContract[],
): { contract: DownlineContract; excess: TermsExcess }[] {
  const ended: { contract: DownlineContract; excess: TermsExcess }[] = [];
  for (const contract of downline) {
    const excess = tiersExcess(kind, contract.tiers, acceptedTiers);
    if (excess) ended.push({ contract, excess });
  }
  return ended.sort((a, b) => b.contract.depth - a.contract.depth);
}
