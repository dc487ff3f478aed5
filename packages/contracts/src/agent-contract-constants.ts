// Plain constants of the agent contracts, apart from the zod schemas in agent-contracts.ts.
import type { AgentContractKind } from './agent-constants.ts';

/** Dividend periods (spec §3, §9): daily, weekly, half-monthly, monthly. */
export const DIVIDEND_CYCLES = ['D', 'W', 'H', 'M'] as const;

/**
 * OFFERED: waiting for the payee. ACTIVE: signed, settled each period. REJECTED / CANCELLED: an offer
 * that never took effect. ENDED: no longer settled (see the ended reasons).
 */
export const AGENT_CONTRACT_STATUSES = ['OFFERED', 'ACTIVE', 'REJECTED', 'CANCELLED', 'ENDED'] as const;

/** Why an active contract ended: replaced by a newer one, both sides agreed, spec §4's lower rate above, an operator. */
export const AGENT_CONTRACT_ENDED_REASONS = [
  'REPLACED',
  'TERMINATED',
  'LOWER_RATE_ABOVE',
  'OPERATOR',
] as const;

/** The spec's contract requests (§4): new contract, sign, reject, termination request, terminate. */
export const AGENT_CONTRACT_ACTIONS = [
  'INFO',
  'OFFER',
  'SIGN',
  'REJECT',
  'CANCEL',
  'REQUEST_TERMINATION',
  'TERMINATE',
  'KEEP',
] as const;

/**
 * PAID: the payer's wallet paid it. PENDING: the payer could not pay yet (it is retried, and forced
 * after the merchant's grace time). FORCED: paid by force (spec §4): the merchant paid the payee and
 * the payer was frozen. NOTHING: nothing payable (zero, or negative and carried to the next period).
 */
export const AGENT_SETTLEMENT_STATUSES = ['PAID', 'PENDING', 'FORCED', 'NOTHING'] as const;

/** The spec's relay call of each kind (§7). */
export const AGENT_CONTRACT_RELAY: Record<AgentContractKind, string> = {
  dividend: '/api/wps/relay/MCS2_processDividendReq',
  dailySalary: '/api/wps/relay/MCS2_processDailySalContract',
  hourlySalary: '/api/wps/relay/MCS2_processContractHourSalary',
  realtimeSalary: '/api/wps/relay/MCSFE_processRealTimeSalaryContract',
};

export const AGENT_CONTRACT_PATHS = {
  /** GET: what waits for the agent per kind, and the four flags (spec §3 "Consolidated contract info"). */
  consolidated: '/api/wps/agent/contracts/consolidated',
  /** GET ?kind&role&from&to&status&pageNo&pageSize: settlements of my contracts (or my sub-agents'). */
  statements: '/api/wps/agent/contracts/statements',
  /** GET: one settlement with its statement, when I am its payee or payer. */
  statement: '/api/wps/agent/contracts/statements/:id',
  /** GET ?from&to: my income per kind, paid and pending (agentRevenueReport). */
  revenue: '/api/wps/agent/revenue',
  /** Back office, GET ?kind&status&account: contracts; POST: offer a top agent a contract. */
  adminContracts: '/api/bo/merchants/:code/agent-contracts',
  /** Back office, POST: end a contract (audited). */
  adminEndContract: '/api/bo/merchants/:code/agent-contracts/:id/end',
  /** Back office, GET ?kind: settlement runs; POST: run a period now or dry-run it. */
  adminRuns: '/api/bo/merchants/:code/settlement-runs',
  /** Back office, GET ?kind&status&periodKey&account: settlements. */
  adminSettlements: '/api/bo/merchants/:code/settlements',
  /** Back office, GET: one settlement with its statement. */
  adminSettlement: '/api/bo/merchants/:code/settlements/:id',
  /** Back office, GET ?kind: the merchant's contract templates; POST: add one (audited). */
  adminTemplates: '/api/bo/merchants/:code/agent-contract-templates',
  /** Back office, PUT: change a template; DELETE: archive it (audited). Offers already made keep their tiers. */
  adminTemplate: '/api/bo/merchants/:code/agent-contract-templates/:id',
  /** Back office, POST: pay a pending settlement by force now (spec §4; audited). */
  adminForce: '/api/bo/merchants/:code/settlements/:id/force',
} as const;
