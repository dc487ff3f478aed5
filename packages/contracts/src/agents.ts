import { z } from 'zod';
import {
  AGENT_ACCOUNT_TYPES,
  AGENT_CONTRACT_KINDS,
  AGENT_DOWNLINE_SCOPES,
  AGENT_LINK_STATUSES,
  AGENT_MAX_TIERS,
} from './agent-constants.ts';
import { ZPage } from './envelope.ts';
import { GAME_CATEGORIES } from './game-constants.ts';
import { BET_RECORD_STATUSES } from './games.ts';
import { TRANSACTION_TYPES } from './ledger-constants.ts';

// The agents module: the agent centre (spec §1 "Agent features", §2 "Agent centre (overlay) menu",
// §6 "Agent") and the back office's agent tree. Paths are in agent-constants.ts (AGENT_PATHS).
// Every id in these calls that is not in the caller's team answers DOWNLINE_NOT_FOUND (404), exactly
// as an id that does not exist; a caller who is not an agent gets NOT_AGENT (403).
// Money is a decimal string in the merchant's currency; `winLoss` and `net` are the members' result
// (positive: the members won, the house lost).

const ZDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** A non-negative decimal threshold in the merchant's currency (checked against its scale by the server). */
const ZThreshold = z
  .string()
  .trim()
  .regex(/^\d{1,15}(\.\d{1,4})?$/);
/** A percentage from 0 to 100 with at most four decimals: "0.5" is half a percent. */
export const ZRatePercent = z
  .string()
  .trim()
  .regex(/^(100(\.0{1,4})?|\d{1,2}(\.\d{1,4})?)$/);
export type TRatePercent = z.infer<typeof ZRatePercent>;

const ZAccountName = z.string().trim().min(1).max(64);

// ---- terms: what an agent may offer below it (the contracts use them) ----

/**
 * One tier of a contract kind: the rate applies once every condition is reached in the period. An
 * agent's rate at a point is the highest rate among the tiers whose conditions hold there (zero
 * when none does).
 */
export const ZAgentTermTier = z.object({
  /** Team valid bet of the period at least this much. */
  minValidBet: ZThreshold.default('0'),
  /** At least this many team members placed a bet in the period. */
  minActiveMembers: z.number().int().min(0).max(1_000_000).default(0),
  /** Team net loss of the period at least this much (dividend tiers; "0" elsewhere). */
  minNetLoss: ZThreshold.default('0'),
  /** Dividend: of the team's net loss; daily and hourly salary: of the team's valid bet; real-time: of the team's win. */
  rate: ZRatePercent,
});
export type TAgentTermTier = z.infer<typeof ZAgentTermTier>;

/** Real-time salary tiers carry a second rate, paid on the team's loss (spec §3 "Contracts"). */
export const ZAgentRealtimeTier = ZAgentTermTier.extend({ lossRate: ZRatePercent });
export type TAgentRealtimeTier = z.infer<typeof ZAgentRealtimeTier>;

const tiersOf = <T extends z.ZodType>(tier: T) =>
  z.object({ tiers: z.array(tier).min(1).max(AGENT_MAX_TIERS) }).nullable();

/**
 * An agent's terms per contract kind; null: the agent may not offer that kind. A sub-agent's terms
 * never exceed its creator's: at every point (valid bet, active members, net loss) each of its
 * rates is at most the creator's rate there (AGENT_TERMS_EXCEEDED otherwise).
 */
export const ZAgentTerms = z.object({
  dividend: tiersOf(ZAgentTermTier).default(null),
  dailySalary: tiersOf(ZAgentTermTier).default(null),
  hourlySalary: tiersOf(ZAgentTermTier).default(null),
  realtimeSalary: tiersOf(ZAgentRealtimeTier).default(null),
});
export type TAgentTerms = z.infer<typeof ZAgentTerms>;
/** Terms as a client sends them (defaults not yet applied). */
export type TAgentTermsInput = z.input<typeof ZAgentTerms>;

export const ZAgentContractKind = z.enum(AGENT_CONTRACT_KINDS);
export type TAgentContractKind = z.infer<typeof ZAgentContractKind>;

/** Value of AGENT_TERMS_EXCEEDED: the first kind and point where the offered rate is above the agent's own. */
export const ZAgentTermsExceeded = z.object({
  kind: ZAgentContractKind,
  rate: z.enum(['rate', 'lossRate']),
  offered: z.string(),
  allowed: z.string(),
  at: z.object({ validBet: z.string(), activeMembers: z.number().int(), netLoss: z.string() }),
});
export type TAgentTermsExceeded = z.infer<typeof ZAgentTermsExceeded>;

// ---- common queries ----

/** Inclusive calendar days in the merchant's time zone; both default to today, at most AGENT_MAX_PERIOD_DAYS. */
export const ZAgentPeriodQuery = z.object({ from: ZDay.optional(), to: ZDay.optional() });
export type TAgentPeriodQuery = z.infer<typeof ZAgentPeriodQuery>;

const pageQuery = {
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};

export const ZAgentAccountType = z.enum(AGENT_ACCOUNT_TYPES);
export type TAgentAccountType = z.infer<typeof ZAgentAccountType>;

/** The period a report answered for (after defaults), with the merchant's time zone. */
export const ZAgentPeriod = z.object({ from: z.string(), to: z.string(), timeZone: z.string() });
export type TAgentPeriod = z.infer<typeof ZAgentPeriod>;

// ---- profile ----

/** GET AGENT_PATHS.profile */
export const ZAgentProfile = z.object({
  id: z.string(),
  account: z.string(),
  nickname: z.string(),
  memberType: z.number().int(),
  /** The agent's own invitation code (members.affiliate_code); null when it has none. */
  affiliateCode: z.string().nullable(),
  /** The upline's account; null for a top agent. */
  uplineAccount: z.string().nullable(),
  /** What this agent may grant a sub-agent (an agent link's or a new sub-agent's terms). */
  terms: ZAgentTerms,
  currency: z.string(),
  /** IANA zone of the merchant: periods are cut in it and the agent page's clock shows its GMT offset. */
  timeZone: z.string(),
  /** The merchant's GMT offset now, e.g. "GMT+07:00". */
  gmtOffset: z.string(),
});
export type TAgentProfile = z.infer<typeof ZAgentProfile>;

// ---- team overview ----

export const ZAgentCountAmount = z.object({ count: z.number().int(), amount: z.string() });
export type TAgentCountAmount = z.infer<typeof ZAgentCountAmount>;

/** GET AGENT_PATHS.teamOverview ?from&to. The team is every downline at every depth, the agent excluded. */
export const ZAgentTeamOverview = z.object({
  period: ZAgentPeriod,
  currency: z.string(),
  /** Now, whatever the period: direct downlines, the whole team, and the agents in it. */
  teamSize: z.object({ direct: z.number().int(), all: z.number().int(), agents: z.number().int() }),
  /** Team members who registered in the period. */
  newRegistrations: z.number().int(),
  /** Team members who placed a bet (not refunded) in the period. */
  activeMembers: z.number().int(),
  /** Completed deposits of team members in the period. */
  deposits: ZAgentCountAmount,
  /** Withdrawals of team members paid out in the period. */
  withdrawals: ZAgentCountAmount,
  /** Stakes of the team's settled rounds whose bet was placed in the period (refunded bets excluded). */
  validBet: z.string(),
  /** What those rounds paid. */
  payout: z.string(),
  /** payout − validBet: the members' result (negative: the team lost). */
  winLoss: z.string(),
});
export type TAgentTeamOverview = z.infer<typeof ZAgentTeamOverview>;

// ---- downlines ----

/** GET AGENT_PATHS.downlines */
export const ZAgentDownlineQuery = z.object({
  scope: z.enum(AGENT_DOWNLINE_SCOPES).default('direct'),
  /** Part of an account name, case-insensitive. */
  account: z.string().trim().max(64).optional(),
  status: z.enum(['ACTIVE', 'LOCKED']).optional(),
  type: ZAgentAccountType.optional(),
  /** Depth below the agent: 1 is a direct downline (with scope=all). */
  depth: z.coerce.number().int().min(1).max(64).optional(),
  ...pageQuery,
});
export type TAgentDownlineQuery = z.input<typeof ZAgentDownlineQuery>;

export const ZAgentDownline = z.object({
  id: z.string(),
  account: z.string(),
  nickname: z.string(),
  type: ZAgentAccountType,
  /** Spec §3 member type (0 member, 1/2/41/42 agents). */
  memberType: z.number().int(),
  status: z.enum(['ACTIVE', 'LOCKED']),
  /** 1 for a direct downline, 2 below it, … */
  depth: z.number().int(),
  /** The downline's own upline (the agent itself for a direct one). */
  parentAccount: z.string(),
  /** Cash plus bonus. */
  balance: z.string(),
  currency: z.string(),
  registeredAt: z.string(),
  lastLoginAt: z.string().nullable(),
  directCount: z.number().int(),
  teamCount: z.number().int(),
});
export type TAgentDownline = z.infer<typeof ZAgentDownline>;

export const ZAgentDownlinePage = ZPage(ZAgentDownline);
export type TAgentDownlinePage = z.infer<typeof ZAgentDownlinePage>;

/** GET AGENT_PATHS.downline: one downline, with its upline chain up to the agent and its terms when it is an agent. */
export const ZAgentDownlineDetail = ZAgentDownline.extend({
  /** Accounts from the agent (first) down to this downline's upline (last). */
  uplineChain: z.array(z.string()),
  terms: ZAgentTerms.nullable(),
});
export type TAgentDownlineDetail = z.infer<typeof ZAgentDownlineDetail>;

// ---- open an account ----

/** POST AGENT_PATHS.openAccount: the account is checked by the merchant's username rule. */
export const ZAgentOpenAccountRequest = z.object({
  type: ZAgentAccountType,
  account: ZAccountName,
  nickname: z.string().trim().max(40).default(''),
  /** AGENT only: the new sub-agent's terms (none when absent). */
  terms: ZAgentTerms.optional(),
});
export type TAgentOpenAccountRequest = z.input<typeof ZAgentOpenAccountRequest>;

export const ZAgentOpenAccountValue = z.object({
  id: z.string(),
  account: z.string(),
  nickname: z.string(),
  type: ZAgentAccountType,
  /** Shown once, never stored in clear: the first login must change it. */
  oneTimePassword: z.string(),
});
export type TAgentOpenAccountValue = z.infer<typeof ZAgentOpenAccountValue>;

// ---- invitation links ----

/** GET AGENT_PATHS.links */
export const ZAgentLinkQuery = z.object({
  status: z.enum(AGENT_LINK_STATUSES).optional(),
  type: ZAgentAccountType.optional(),
  ...pageQuery,
});
export type TAgentLinkQuery = z.input<typeof ZAgentLinkQuery>;

/** POST AGENT_PATHS.links */
export const ZAgentLinkCreate = z.object({
  type: ZAgentAccountType,
  /** AGENT links: what a sub-agent who registers through it gets (none when absent). */
  terms: ZAgentTerms.optional(),
  note: z.string().trim().max(100).default(''),
});
export type TAgentLinkCreate = z.input<typeof ZAgentLinkCreate>;

export const ZAgentLink = z.object({
  id: z.string(),
  /** The invitation code: the register form's affiliateCode. */
  code: z.string(),
  type: ZAgentAccountType,
  status: z.enum(AGENT_LINK_STATUSES),
  terms: ZAgentTerms.nullable(),
  note: z.string(),
  /** Path on the merchant's site that opens the register form with the code filled in. */
  registerPath: z.string(),
  /** Accounts registered through it. */
  registrations: z.number().int(),
  createdAt: z.string(),
  disabledAt: z.string().nullable(),
});
export type TAgentLink = z.infer<typeof ZAgentLink>;

export const ZAgentLinkPage = ZPage(ZAgentLink);
export type TAgentLinkPage = z.infer<typeof ZAgentLinkPage>;

// ---- team betting ----

/** GET AGENT_PATHS.teamBets */
export const ZAgentTeamBetQuery = ZAgentPeriodQuery.extend({
  /** Exact account of a team member (DOWNLINE_NOT_FOUND when it is not one). */
  account: ZAccountName.optional(),
  category: z.enum(['ALL', ...GAME_CATEGORIES]).default('ALL'),
  /** A round id: only that round (an empty page when it is not the team's). */
  round: z.string().trim().min(1).max(128).optional(),
  ...pageQuery,
});
export type TAgentTeamBetQuery = z.input<typeof ZAgentTeamBetQuery>;

export const ZAgentTeamBet = z.object({
  round: z.string(),
  account: z.string(),
  vendorCode: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  category: z.enum(GAME_CATEGORIES),
  stake: z.string(),
  win: z.string(),
  /** win − stake. */
  net: z.string(),
  status: z.enum(BET_RECORD_STATUSES),
  betTime: z.string(),
  settleTime: z.string().nullable(),
});
export type TAgentTeamBet = z.infer<typeof ZAgentTeamBet>;

export const ZAgentTeamBetPage = ZPage(ZAgentTeamBet).extend({
  period: ZAgentPeriod,
  currency: z.string(),
  /** Over the whole filter, not just the page. */
  summary: z.object({ rounds: z.number().int(), stake: z.string(), win: z.string(), net: z.string() }),
});
export type TAgentTeamBetPage = z.infer<typeof ZAgentTeamBetPage>;

// ---- team transactions ----

/** GET AGENT_PATHS.teamTransactions: entries of the team's spendable accounts (cash and bonus). */
export const ZAgentTeamTransactionQuery = ZAgentPeriodQuery.extend({
  account: ZAccountName.optional(),
  type: z.enum(TRANSACTION_TYPES).default('ALL'),
  ...pageQuery,
});
export type TAgentTeamTransactionQuery = z.input<typeof ZAgentTeamTransactionQuery>;

export const ZAgentTeamTransaction = z.object({
  id: z.string(),
  account: z.string(),
  type: z.enum(TRANSACTION_TYPES),
  kind: z.string(),
  /** Signed: negative left the member's wallet. */
  amount: z.string(),
  balanceAfter: z.string().nullable(),
  wallet: z.enum(['CASH', 'BONUS']),
  description: z.string(),
  createdAt: z.string(),
});
export type TAgentTeamTransaction = z.infer<typeof ZAgentTeamTransaction>;

export const ZAgentTeamTransactionPage = ZPage(ZAgentTeamTransaction).extend({
  period: ZAgentPeriod,
  currency: z.string(),
  /** Per type over the whole filter: how many entries and their signed sum. */
  summary: z.array(
    z.object({ type: z.enum(TRANSACTION_TYPES), count: z.number().int(), amount: z.string() }),
  ),
});
export type TAgentTeamTransactionPage = z.infer<typeof ZAgentTeamTransactionPage>;

// ---- win/loss per downline ----

/**
 * GET AGENT_PATHS.teamWinLoss. scope=direct: one row per direct downline, with the figures of that
 * downline and its whole team; scope=all: one row per team member with its own figures. Either way
 * the rows add up to `totals`, the whole team's figures.
 */
export const ZAgentWinLossQuery = ZAgentPeriodQuery.extend({
  scope: z.enum(AGENT_DOWNLINE_SCOPES).default('direct'),
  account: ZAccountName.optional(),
  ...pageQuery,
});
export type TAgentWinLossQuery = z.input<typeof ZAgentWinLossQuery>;

export const ZAgentWinLossFigures = z.object({
  validBet: z.string(),
  payout: z.string(),
  /** payout − validBet. */
  winLoss: z.string(),
  /** Zero until rewards exist. */
  bonus: z.string(),
  rebate: z.string(),
  deposits: z.string(),
  withdrawals: z.string(),
  /** winLoss + bonus + rebate: the members' whole result. */
  net: z.string(),
});
export type TAgentWinLossFigures = z.infer<typeof ZAgentWinLossFigures>;

export const ZAgentWinLossRow = ZAgentWinLossFigures.extend({
  id: z.string(),
  account: z.string(),
  type: ZAgentAccountType,
  depth: z.number().int(),
  /** Team members the figures cover (1 for a member's own). */
  members: z.number().int(),
});
export type TAgentWinLossRow = z.infer<typeof ZAgentWinLossRow>;

export const ZAgentWinLossPage = ZPage(ZAgentWinLossRow).extend({
  period: ZAgentPeriod,
  currency: z.string(),
  totals: ZAgentWinLossFigures,
});
export type TAgentWinLossPage = z.infer<typeof ZAgentWinLossPage>;

// ---- back office ----

/** GET AGENT_PATHS.adminTree: roots (top agents) without parentId, else that node's children. */
export const ZAdminAgentTreeQuery = z.object({
  parentId: z.string().uuid().optional(),
  /** Part of an account name among the listed children. */
  account: z.string().trim().max(64).optional(),
  /**
   * Without parentId: `roots` lists the top agents; `tree` finds accounts matching `account` at any
   * depth of the merchant's tree (agents and members), each with its level.
   */
  scope: z.enum(['roots', 'tree']).default('roots'),
  ...pageQuery,
});
export type TAdminAgentTreeQuery = z.input<typeof ZAdminAgentTreeQuery>;

export const ZAdminAgentNode = z.object({
  id: z.string(),
  account: z.string(),
  nickname: z.string(),
  type: ZAgentAccountType,
  memberType: z.number().int(),
  status: z.enum(['ACTIVE', 'LOCKED']),
  /** 0 for a root of the merchant's tree. */
  level: z.number().int(),
  directCount: z.number().int(),
  teamCount: z.number().int(),
  agentCount: z.number().int(),
  registeredAt: z.string(),
});
export type TAdminAgentNode = z.infer<typeof ZAdminAgentNode>;

export const ZAdminAgentTreePage = ZPage(ZAdminAgentNode).extend({
  /** The node whose children are listed; null for the roots. */
  parent: ZAdminAgentNode.nullable(),
});
export type TAdminAgentTreePage = z.infer<typeof ZAdminAgentTreePage>;

/** GET AGENT_PATHS.adminAgent */
export const ZAdminAgentDetail = ZAdminAgentNode.extend({
  affiliateCode: z.string().nullable(),
  /** From the root (first) down to the direct upline (last). */
  uplineChain: z.array(z.object({ id: z.string(), account: z.string() })),
  terms: ZAgentTerms.nullable(),
  links: z.object({ active: z.number().int(), disabled: z.number().int(), registrations: z.number().int() }),
  /** Direct and team counts by depth below the node (1 = direct). */
  levels: z.array(z.object({ depth: z.number().int(), members: z.number().int(), agents: z.number().int() })),
  /** Frozen after a contract payment was forced (no withdrawals or transfers until an operator lifts it). */
  frozen: z.object({ at: z.string(), reason: z.string() }).nullable(),
});
export type TAdminAgentDetail = z.infer<typeof ZAdminAgentDetail>;
