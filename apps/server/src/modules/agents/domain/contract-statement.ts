import type { AgentContractKind } from '@platform/contracts';
import type { SettlementPeriod } from './contract-periods.ts';
import type { AgentSettlement } from './contract-settlement.ts';
import { formatRate } from './terms.ts';

/**
 * The statement of one (contract, period): every input, choice and step of the amount, as plain
 * JSON (amounts in minor units as integer strings, rates as the terms' percent text), stored with the
 * payment and shown to both sides. Reading it top to bottom redoes the arithmetic of ADR 0024.
 */
export const STATEMENT_VERSION = 1;

export interface StatementLine {
  /** What the line is; the screens translate it. */
  item:
    | 'rateBase'
    | 'lossRateBase'
    | 'gross'
    | 'carryIn'
    | 'adjustment'
    | 'amount'
    | 'payable'
    | 'carryOut'
    | 'subAgent'
    | 'passedDown'
    | 'retained';
  amountMinor: string;
  /** The rate applied to this line's base, when it is a base. */
  rate?: string;
  /** The period an adjustment corrects, or the sub-agent a part goes to. */
  ref?: string;
  reason?: string;
}

export interface ContractStatement {
  version: typeof STATEMENT_VERSION;
  contractId: string;
  kind: AgentContractKind;
  period: { key: string; startAt: string; endAt: string; timeZone: string };
  payeeAgentId: string;
  /** The upline paying, or null for the merchant (a top agent). */
  payerAgentId: string | null;
  inputs: {
    validBetMinor: string;
    wonValidBetMinor: string;
    lostValidBetMinor: string;
    netLossMinor: string;
    activeMembers: number;
    roundsCounted: number;
    rollbacksExcluded: { count: number; amountMinor: string };
  };
  tier: { index: number | null; rate: string };
  /** Real-time salary only. */
  lossTier: { index: number | null; rate: string } | null;
  applied: { rate: string; lossRate: string | null; cappedByUpline: boolean };
  grossMinor: string;
  carryInMinor: string;
  adjustments: { periodKey: string; amountMinor: string; reason: string }[];
  amountMinor: string;
  payableMinor: string;
  carryOutMinor: string;
  subAgents: { agentId: string; contractId: string; grossMinor: string; payableMinor: string }[];
  passedDownMinor: string;
  retainedMinor: string;
  lines: StatementLine[];
}

const text = (minor: bigint) => minor.toString();

/** The statement of one agent's settlement for a period. */
export function contractStatement(
  kind: AgentContractKind,
  period: SettlementPeriod,
  timeZone: string,
  s: AgentSettlement,
): ContractStatement {
  const realtime = kind === 'realtimeSalary';
  const lines: StatementLine[] = [
    { item: 'rateBase', amountMinor: text(s.base.rateBaseMinor), rate: formatRate(s.applied.rate) },
  ];
  if (realtime)
    lines.push({
      item: 'lossRateBase',
      amountMinor: text(s.base.lossRateBaseMinor),
      rate: formatRate(s.applied.lossRate),
    });
  lines.push({ item: 'gross', amountMinor: text(s.grossMinor) });
  lines.push({ item: 'carryIn', amountMinor: text(s.carryInMinor) });
  for (const a of s.adjustments)
    lines.push({ item: 'adjustment', amountMinor: text(a.amountMinor), ref: a.periodKey, reason: a.reason });
  lines.push({ item: 'amount', amountMinor: text(s.amountMinor) });
  lines.push({ item: 'payable', amountMinor: text(s.payableMinor) });
  lines.push({ item: 'carryOut', amountMinor: text(s.carryOutMinor) });
  for (const sub of s.subAgents)
    lines.push({ item: 'subAgent', amountMinor: text(sub.payableMinor), ref: sub.agentId });
  lines.push({ item: 'passedDown', amountMinor: text(s.passedDownMinor) });
  lines.push({ item: 'retained', amountMinor: text(s.retainedMinor) });

  const f = s.figures;
  return {
    version: STATEMENT_VERSION,
    contractId: s.contractId,
    kind,
    period: {
      key: period.key,
      startAt: period.startAt.toISOString(),
      endAt: period.endAt.toISOString(),
      timeZone,
    },
    payeeAgentId: s.agentId,
    payerAgentId: s.uplineAgentId,
    inputs: {
      validBetMinor: text(f.validBetMinor),
      wonValidBetMinor: text(f.wonValidBetMinor),
      lostValidBetMinor: text(f.validBetMinor - f.wonValidBetMinor),
      netLossMinor: text(f.netLossMinor),
      activeMembers: f.activeMembers,
      roundsCounted: f.roundsCounted,
      rollbacksExcluded: {
        count: f.rollbacksExcluded.count,
        amountMinor: text(f.rollbacksExcluded.amountMinor),
      },
    },
    tier: { index: s.chosen.rate.tierIndex, rate: formatRate(s.chosen.rate.rate) },
    lossTier: s.chosen.lossRate
      ? { index: s.chosen.lossRate.tierIndex, rate: formatRate(s.chosen.lossRate.rate) }
      : null,
    applied: {
      rate: formatRate(s.applied.rate),
      lossRate: realtime ? formatRate(s.applied.lossRate) : null,
      cappedByUpline: s.cappedByUpline,
    },
    grossMinor: text(s.grossMinor),
    carryInMinor: text(s.carryInMinor),
    adjustments: s.adjustments.map((a) => ({
      periodKey: a.periodKey,
      amountMinor: text(a.amountMinor),
      reason: a.reason,
    })),
    amountMinor: text(s.amountMinor),
    payableMinor: text(s.payableMinor),
    carryOutMinor: text(s.carryOutMinor),
    subAgents: s.subAgents.map((sub) => ({
      agentId: sub.agentId,
      contractId: sub.contractId,
      grossMinor: text(sub.grossMinor),
      payableMinor: text(sub.payableMinor),
    })),
    passedDownMinor: text(s.passedDownMinor),
    retainedMinor: text(s.retainedMinor),
    lines,
  };
}

/** Redoes a statement's arithmetic from its own lines: true when every step adds up (an audit check). */
export function statementAddsUp(statement: ContractStatement): boolean {
  const n = (t: string) => BigInt(t);
  const adjustments = statement.adjustments.reduce((total, a) => total + n(a.amountMinor), 0n);
  const amount = n(statement.grossMinor) + n(statement.carryInMinor) + adjustments;
  const passedDown = statement.subAgents.reduce((total, sub) => total + n(sub.payableMinor), 0n);
  return (
    amount === n(statement.amountMinor) &&
    n(statement.payableMinor) === (amount > 0n ? amount : 0n) &&
    n(statement.carryOutMinor) === (amount > 0n ? 0n : amount) &&
    passedDown === n(statement.passedDownMinor) &&
    n(statement.retainedMinor) === n(statement.payableMinor) - passedDown
  );
}
