import type { TAgentContract, TContractConsolidated, TSettlementRow } from '@platform/contracts';
import { type AgentContractKind } from '@platform/contracts/client';
import { money, toDecimalString, isCurrencyCode } from '@platform/money';
import { dayInZone } from '../../lib/date-range.ts';
import type { AgentMenuFlag, AgentScreen } from './menu.ts';

/**
 * The agent contracts as the agent centre shows them (spec §3 "Contracts", §4, issue 11): which
 * screen shows which kind, what the consolidated info asks of the agent, what each side of a
 * contract may do with it, and how a settlement's period and minor-unit amounts read.
 */

/** The contract screen of each kind, and back. */
export const CONTRACT_SCREEN: Record<AgentContractKind, AgentScreen> = {
  dividend: 'agentDividendRecordCopy2',
  dailySalary: 'agentDailyWages2',
  hourlySalary: 'agentHourSalary',
  realtimeSalary: 'agentRealtimeSalary',
};

export function contractKindOf(screen: AgentScreen): AgentContractKind | null {
  const found = (Object.entries(CONTRACT_SCREEN) as [AgentContractKind, AgentScreen][]).find(
    ([, s]) => s === screen,
  );
  return found ? found[0] : null;
}

/** The consolidated info's field for each kind: 0 nothing, 1 an offer waits, 2 a termination is asked. */
const REQUEST_FIELD = {
  dividend: 'divtypereq',
  dailySalary: 'dailysalreqtype',
  hourlySalary: 'contracthoursalreq',
  realtimeSalary: 'realtimesalreqtype',
} as const satisfies Record<AgentContractKind, keyof TContractConsolidated>;

export type ContractRequest = 'offer' | 'termination';

/** What waits for the agent on each kind's screen, for the menu's badges. */
export function pendingRequests(
  info: TContractConsolidated | undefined,
): Partial<Record<AgentScreen, ContractRequest>> {
  const out: Partial<Record<AgentScreen, ContractRequest>> = {};
  if (!info) return out;
  for (const [kind, field] of Object.entries(REQUEST_FIELD) as [AgentContractKind, keyof typeof info][]) {
    const code = info[field];
    if (code === 1) out[CONTRACT_SCREEN[kind]] = 'offer';
    else if (code === 2) out[CONTRACT_SCREEN[kind]] = 'termination';
  }
  return out;
}

/** The menu flags the consolidated info turns on (spec §6: "the flags are taken from the consolidated info"). */
export function consolidatedFlags(info: TContractConsolidated): Record<AgentMenuFlag, boolean> {
  return {
    CONTRACT: info.enableContract,
    SALARY: info.enableSalary,
    HOUR_SALARY: info.enableHourSalary,
    REALTIME_SALARY: info.enableRealtimeSalary,
  };
}

/** What the caller may do with a contract, given its side of it. */
export type ContractMove =
  | { kind: 'answerOffer' }
  | { kind: 'cancelOffer' }
  | { kind: 'requestTermination' }
  | { kind: 'answerTermination' }
  | { kind: 'awaitTermination' }
  | { kind: 'none' };

export function contractMove(contract: TAgentContract): ContractMove {
  if (contract.role === 'OPERATOR') return { kind: 'none' };
  if (contract.status === 'OFFERED') {
    return contract.role === 'PAYEE' ? { kind: 'answerOffer' } : { kind: 'cancelOffer' };
  }
  if (contract.status !== 'ACTIVE') return { kind: 'none' };
  if (!contract.terminationRequestedBy) return { kind: 'requestTermination' };
  return contract.terminationRequestedBy === contract.role
    ? { kind: 'awaitTermination' }
    : { kind: 'answerTermination' };
}

/** An amount in minor units (an integer string of a statement) as the decimal string the screens format. */
export function minorToDecimal(amountMinor: string, currency: string): string {
  if (!/^-?\d+$/.test(amountMinor.trim()) || !isCurrencyCode(currency)) return amountMinor;
  return toDecimalString(money(BigInt(amountMinor.trim()), currency));
}

/** `HH:MM` of an instant in a time zone. */
function timeInZone(at: Date, timeZone?: string): string {
  const format = (zone?: string) =>
    new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hour12: false })
      .format(at)
      .replace(/^24:/, '00:');
  try {
    return format(timeZone);
  } catch {
    return format();
  }
}

/**
 * A settlement's period in the merchant's zone: its days (`2026-11-24`, or `2026-11-17 – 2026-11-23`
 * for a week) or, for a period shorter than a day, its day and hours (`2026-11-24 13:00–14:00`).
 * `formatDay` is applied by the caller to the days it gets back.
 */
export function settlementPeriod(
  row: Pick<TSettlementRow, 'periodStart' | 'periodEnd'>,
  timeZone?: string,
): { from: string; to: string; hours: string | null } {
  const start = new Date(row.periodStart);
  const end = new Date(row.periodEnd);
  const last = new Date(Math.max(start.getTime(), end.getTime() - 1));
  const from = dayInZone(start, timeZone);
  const to = dayInZone(last, timeZone);
  const short = end.getTime() - start.getTime() < 24 * 3600_000;
  return {
    from,
    to,
    hours: short ? `${timeInZone(start, timeZone)}–${timeInZone(end, timeZone)}` : null,
  };
}

/** The statement lines' items the screens translate; others show as they come. */
export const STATEMENT_ITEMS = [
  'rateBase',
  'lossRateBase',
  'gross',
  'carryIn',
  'adjustment',
  'amount',
  'payable',
  'carryOut',
  'subAgent',
  'passedDown',
  'retained',
] as const;
export type StatementItem = (typeof STATEMENT_ITEMS)[number];
export const isStatementItem = (item: string): item is StatementItem =>
  (STATEMENT_ITEMS as readonly string[]).includes(item);
