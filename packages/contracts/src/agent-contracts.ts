import { z } from 'zod';
import {
  AGENT_CONTRACT_ACTIONS,
  AGENT_CONTRACT_ENDED_REASONS,
  AGENT_CONTRACT_STATUSES,
  AGENT_SETTLEMENT_STATUSES,
  DIVIDEND_CYCLES,
} from './agent-contract-constants.ts';
import { AGENT_CONTRACT_KINDS } from './agent-constants.ts';
import { ZAgentRealtimeTier, ZAgentTermTier } from './agents.ts';
import { ZPage } from './envelope.ts';

// The agent contracts (spec §3 "Contracts", §4 "Contracts", §7 contract calls, §9 settlement
// cycles) and their settlement (ADR 0024, 0026). Paths are in agent-contract-constants.ts.
// A contract binds an upline (the payer; null: the merchant, for a top agent) and one of its direct
// sub-agents (the payee) on one kind. Money is a decimal string in the merchant's currency; rates
// are percent text ("0.5" is half a percent). Ids outside the caller's team answer
// DOWNLINE_NOT_FOUND / CONTRACT_NOT_FOUND exactly as ids that do not exist.

export const ZContractKind = z.enum(AGENT_CONTRACT_KINDS);
export type TContractKind = z.infer<typeof ZContractKind>;
export const ZDividendCycle = z.enum(DIVIDEND_CYCLES);
export type TDividendCycle = z.infer<typeof ZDividendCycle>;
export const ZContractStatus = z.enum(AGENT_CONTRACT_STATUSES);
export type TContractStatus = z.infer<typeof ZContractStatus>;
export const ZContractAction = z.enum(AGENT_CONTRACT_ACTIONS);
export type TContractAction = z.infer<typeof ZContractAction>;
export const ZSettlementStatus = z.enum(AGENT_SETTLEMENT_STATUSES);
export type TSettlementStatus = z.infer<typeof ZSettlementStatus>;

/** Tiers of one contract: real-time salary tiers carry a loss rate too. */
export const ZContractTiers = z.union([
  z.array(ZAgentRealtimeTier).min(1).max(10),
  z.array(ZAgentTermTier).min(1).max(10),
]);
export type TContractTiers = z.infer<typeof ZContractTiers>;

/** One contract as either side sees it. */
export const ZAgentContract = z.object({
  id: z.string(),
  kind: ZContractKind,
  status: ZContractStatus,
  /** Dividend only: the period it is settled per (D, W, H, M). */
  cycle: ZDividendCycle.nullable(),
  tiers: z.array(ZAgentRealtimeTier.partial({ lossRate: true })),
  payee: z.object({ id: z.string(), account: z.string(), nickname: z.string() }),
  /** null: the merchant pays (a top agent's contract). */
  payer: z.object({ id: z.string(), account: z.string(), nickname: z.string() }).nullable(),
  offeredAt: z.string(),
  signedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  endedReason: z.enum(AGENT_CONTRACT_ENDED_REASONS).nullable(),
  /** Who asked to end an active contract and waits for the other side: 'PAYEE' | 'PAYER'. */
  terminationRequestedBy: z.enum(['PAYEE', 'PAYER']).nullable(),
  /** The caller's side of it. */
  role: z.enum(['PAYEE', 'PAYER', 'OPERATOR']),
});
export type TAgentContract = z.infer<typeof ZAgentContract>;

/**
 * POST to a kind's relay path (AGENT_CONTRACT_PATHS.relay[kind]), the spec's contract call:
 * - INFO: my contract of this kind (active, offered to me, ended), my direct sub-agents' contracts.
 * - OFFER (payer): a new contract to a direct sub-agent (`downlineId`, `tiers`, `cycle` for a
 *   dividend: the payer's own cycle). The tiers may never pay more than the payer's own active
 *   contract of the kind (AGENT_TERMS_EXCEEDED). It replaces the sub-agent's current one once signed.
 * - SIGN / REJECT (payee): answer an offer. Signing a contract lower than contracts below the payee
 *   ends those (spec §4) and needs `agreeToEnd: true`; without it CONTRACT_ENDS_DOWNLINE names them.
 * - CANCEL (payer): withdraw an offer not yet answered.
 * - REQUEST_TERMINATION (either side of an active contract), then TERMINATE (the other side agrees)
 *   or KEEP (the other side refuses; the contract stays active).
 */
export const ZContractRelayRequest = z.object({
  action: ZContractAction,
  contractId: z.string().uuid().optional(),
  downlineId: z.string().uuid().optional(),
  tiers: ZContractTiers.optional(),
  cycle: ZDividendCycle.optional(),
  agreeToEnd: z.boolean().optional(),
});
export type TContractRelayRequest = z.input<typeof ZContractRelayRequest>;

/** The answer of every relay action: the state after it. */
export const ZContractRelayAnswer = z.object({
  kind: ZContractKind,
  /** The merchant flag of the kind is on (else every action answers CONTRACT_KIND_DISABLED). */
  enabled: z.boolean(),
  /** My active contract of the kind (as payee), if any. */
  active: ZAgentContract.nullable(),
  /** An offer waiting for my answer, if any. */
  offered: ZAgentContract.nullable(),
  /** My direct sub-agents' current contracts of the kind (active or offered), as their payer. */
  downlines: z.array(ZAgentContract),
  /** Contracts the last SIGN ended below me (spec §4), when it ended any. */
  ended: z.array(ZAgentContract).optional(),
});
export type TContractRelayAnswer = z.infer<typeof ZContractRelayAnswer>;

/** Value of CONTRACT_ENDS_DOWNLINE: signing would end these contracts below the payee. */
export const ZContractEndsDownline = z.object({
  contracts: z.array(
    z.object({ id: z.string(), account: z.string(), depth: z.number().int(), kind: ZContractKind }),
  ),
});
export type TContractEndsDownline = z.infer<typeof ZContractEndsDownline>;

/**
 * GET AGENT_CONTRACT_PATHS.consolidated: what waits for the agent per kind (spec §3 "Consolidated
 * contract info"): 0 nothing, 1 a new contract offered to me, 2 a termination asked of me. The web
 * keeps `enableContract` / `enableSalary` in session storage (spec §9 session keys).
 */
export const ZContractConsolidated = z.object({
  divtypereq: z.number().int(),
  dailysalreqtype: z.number().int(),
  contracthoursalreq: z.number().int(),
  realtimesalreqtype: z.number().int(),
  enableContract: z.boolean(),
  enableSalary: z.boolean(),
  enableHourSalary: z.boolean(),
  enableRealtimeSalary: z.boolean(),
});
export type TContractConsolidated = z.infer<typeof ZContractConsolidated>;

// ---- statements ----

/** One (contract, period) settled: the figures the screens list. */
export const ZSettlementRow = z.object({
  id: z.string(),
  contractId: z.string(),
  kind: ZContractKind,
  periodKey: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  payee: z.object({ id: z.string(), account: z.string() }),
  payer: z.object({ id: z.string(), account: z.string() }).nullable(),
  validBet: z.string(),
  netLoss: z.string(),
  activeMembers: z.number().int(),
  rate: z.string(),
  lossRate: z.string().nullable(),
  gross: z.string(),
  carryIn: z.string(),
  adjustments: z.string(),
  amount: z.string(),
  payable: z.string(),
  carryOut: z.string(),
  status: ZSettlementStatus,
  settledAt: z.string(),
  paidAt: z.string().nullable(),
  /** The caller's side of it. */
  role: z.enum(['PAYEE', 'PAYER', 'OPERATOR']),
});
export type TSettlementRow = z.infer<typeof ZSettlementRow>;

/** GET AGENT_CONTRACT_PATHS.statements ?kind&role&from&to&status&pageNo&pageSize */
export const ZSettlementQuery = z.object({
  kind: ZContractKind,
  /** PAYEE: what I earned; PAYER: what I pay my sub-agents. */
  role: z.enum(['PAYEE', 'PAYER']).default('PAYEE'),
  from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  to: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  status: ZSettlementStatus.optional(),
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type TSettlementQuery = z.input<typeof ZSettlementQuery>;

export const ZSettlementPage = ZPage(ZSettlementRow).extend({
  currency: z.string(),
  timeZone: z.string(),
  totals: z.object({ payable: z.string(), paid: z.string(), pending: z.string() }),
});
export type TSettlementPage = z.infer<typeof ZSettlementPage>;

/** A statement line, as contract-statement.ts writes it (amounts in minor units as integer strings). */
export const ZStatementLine = z.object({
  item: z.string(),
  amountMinor: z.string(),
  rate: z.string().optional(),
  ref: z.string().optional(),
  reason: z.string().optional(),
});
export type TStatementLine = z.infer<typeof ZStatementLine>;

/** GET AGENT_CONTRACT_PATHS.statement: one settlement with its full statement (ADR 0024). */
export const ZSettlementDetail = ZSettlementRow.extend({
  currency: z.string(),
  /** The stored statement, line by line; amounts in minor units. */
  statement: z.object({
    inputs: z.object({
      validBetMinor: z.string(),
      wonValidBetMinor: z.string(),
      lostValidBetMinor: z.string(),
      netLossMinor: z.string(),
      activeMembers: z.number().int(),
      roundsCounted: z.number().int(),
      rollbacksExcluded: z.object({ count: z.number().int(), amountMinor: z.string() }),
    }),
    tier: z.object({ index: z.number().int().nullable(), rate: z.string() }),
    lossTier: z.object({ index: z.number().int().nullable(), rate: z.string() }).nullable(),
    applied: z.object({ rate: z.string(), lossRate: z.string().nullable(), cappedByUpline: z.boolean() }),
    lines: z.array(ZStatementLine),
    subAgents: z.array(
      z.object({
        agentId: z.string(),
        contractId: z.string(),
        grossMinor: z.string(),
        payableMinor: z.string(),
      }),
    ),
  }),
  forced: z.boolean(),
});
export type TSettlementDetail = z.infer<typeof ZSettlementDetail>;

// ---- my income (agentRevenueReport) ----

/** GET AGENT_CONTRACT_PATHS.revenue ?from&to: my contract income per kind, paid and pending. */
export const ZAgentRevenue = z.object({
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
  currency: z.string(),
  kinds: z.array(
    z.object({
      kind: ZContractKind,
      periods: z.number().int(),
      paid: z.string(),
      pending: z.string(),
      /** What I paid my sub-agents of this kind in the same settlements. */
      passedDown: z.string(),
    }),
  ),
  totals: z.object({ paid: z.string(), pending: z.string(), passedDown: z.string() }),
});
export type TAgentRevenue = z.infer<typeof ZAgentRevenue>;

// ---- back office ----

/** GET AGENT_CONTRACT_PATHS.adminContracts ?kind&status&account&pageNo&pageSize */
export const ZAdminContractQuery = z.object({
  kind: ZContractKind.optional(),
  status: ZContractStatus.optional(),
  account: z.string().trim().max(64).optional(),
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type TAdminContractQuery = z.input<typeof ZAdminContractQuery>;
export const ZAdminContractPage = ZPage(ZAgentContract);
export type TAdminContractPage = z.infer<typeof ZAdminContractPage>;

/** POST AGENT_CONTRACT_PATHS.adminContracts: the merchant offers a top agent a contract. */
export const ZAdminContractOffer = z.object({
  agentId: z.string().uuid(),
  kind: ZContractKind,
  tiers: ZContractTiers,
  cycle: ZDividendCycle.optional(),
});
export type TAdminContractOffer = z.input<typeof ZAdminContractOffer>;

/**
 * A merchant's standard terms of a kind under a name (issue 11 "contract templates and tiers per
 * merchant"): the console's offer to a top agent starts from one. An offer copies the tiers.
 */
export const ZContractTemplateWrite = z.object({
  kind: ZContractKind,
  name: z.string().trim().min(1).max(60),
  tiers: ZContractTiers,
  /** Dividend only: the cycle it is settled per (default D). */
  cycle: ZDividendCycle.optional(),
});
export type TContractTemplateWrite = z.input<typeof ZContractTemplateWrite>;
export const ZContractTemplate = z.object({
  id: z.string(),
  kind: ZContractKind,
  name: z.string(),
  cycle: ZDividendCycle.nullable(),
  tiers: z.array(ZAgentRealtimeTier.partial({ lossRate: true })),
  updatedAt: z.string(),
  updatedBy: z.string(),
});
export type TContractTemplate = z.infer<typeof ZContractTemplate>;
export const ZContractTemplateQuery = z.object({ kind: ZContractKind.optional() });
export type TContractTemplateQuery = z.input<typeof ZContractTemplateQuery>;
export const ZContractTemplateList = z.object({ list: z.array(ZContractTemplate) });
export type TContractTemplateList = z.infer<typeof ZContractTemplateList>;

/** POST AGENT_CONTRACT_PATHS.adminRuns: settle a kind's period now, or only compute it (dry run). */
export const ZAdminRunRequest = z.object({
  kind: ZContractKind,
  /** A period key (ADR 0024), e.g. "D:2026-11-24"; absent: the last period that ended. */
  periodKey: z.string().max(40).optional(),
  /** Dividend: which cycle's period (default D). */
  cycle: ZDividendCycle.optional(),
  dryRun: z.boolean().default(false),
});
export type TAdminRunRequest = z.input<typeof ZAdminRunRequest>;

export const ZSettlementRun = z.object({
  id: z.string(),
  kind: ZContractKind,
  periodKey: z.string(),
  dryRun: z.boolean(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  /** Who asked: 'JOB' or an operator's username. */
  triggeredBy: z.string(),
  contracts: z.number().int(),
  /** Settlements this run created; a re-run of a settled period creates none. */
  created: z.number().int(),
  paid: z.string(),
  pending: z.string(),
  carried: z.string(),
});
export type TSettlementRun = z.infer<typeof ZSettlementRun>;

/** The answer of a run: the run, and for a dry run the settlements it would create. */
export const ZSettlementRunResult = z.object({
  run: ZSettlementRun,
  settlements: z.array(ZSettlementRow),
});
export type TSettlementRunResult = z.infer<typeof ZSettlementRunResult>;

export const ZAdminRunPage = ZPage(ZSettlementRun);
export type TAdminRunPage = z.infer<typeof ZAdminRunPage>;

/** GET AGENT_CONTRACT_PATHS.adminSettlements ?kind&status&periodKey&account&pageNo&pageSize */
export const ZAdminSettlementQuery = z.object({
  kind: ZContractKind.optional(),
  status: ZSettlementStatus.optional(),
  periodKey: z.string().max(40).optional(),
  account: z.string().trim().max(64).optional(),
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type TAdminSettlementQuery = z.input<typeof ZAdminSettlementQuery>;
export const ZAdminSettlementPage = ZPage(ZSettlementRow);
export type TAdminSettlementPage = z.infer<typeof ZAdminSettlementPage>;
