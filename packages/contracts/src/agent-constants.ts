// Plain constants of the agent centre, apart from the zod schemas in agents.ts (see client.ts).

/**
 * Paths of the agent centre (`/agentHome`, spec §2 "Agent centre (overlay) menu") and of the back
 * office's agent tree. `:id` is a member id (uuid) or a link id; `:code` a merchant code.
 */
export const AGENT_PATHS = {
  /** GET: the signed-in agent itself: account, invitation code, own terms, merchant clock. */
  profile: '/api/wps/agent/profile',
  /** GET ?from&to: team figures of a period (agentTeamOverview). */
  teamOverview: '/api/wps/agent/team/overview',
  /** GET ?scope&account&status&type&depth&pageNo&pageSize: direct or all downlines (downlineManagmentView). */
  downlines: '/api/wps/agent/downlines',
  /** GET: one downline of the team. */
  downline: '/api/wps/agent/downlines/:id',
  /** POST: open an account (member or sub-agent) directly (registerCenter). */
  openAccount: '/api/wps/agent/accounts',
  /** GET ?status&type&pageNo&pageSize: invitation links; POST: create one (registerCenter). */
  links: '/api/wps/agent/links',
  /** POST: disable a link (its code stops working at once). */
  linkDisable: '/api/wps/agent/links/:id/disable',
  /** GET ?from&to&account&category&round&pageNo&pageSize: team betting (personalHistoryCopy). */
  teamBets: '/api/wps/agent/team/bets',
  /** GET ?from&to&account&type&pageNo&pageSize: team transactions (agentDownlineTransactionDetailsCopy). */
  teamTransactions: '/api/wps/agent/team/transactions',
  /** GET ?from&to&scope&account&pageNo&pageSize: win/loss per downline (palStatementsAgentCopy). */
  teamWinLoss: '/api/wps/agent/team/win-loss',
  /** Back office, GET ?parentId&pageNo&pageSize: a node's children with team counts (roots without parentId). */
  adminTree: '/api/bo/merchants/:code/agents/tree',
  /** Back office, GET: one agent (or member) of the tree: upline chain, team counts, terms, links. */
  adminAgent: '/api/bo/merchants/:code/agents/:id',
  /** POST: lifts the freeze a forced contract payment put on an agent (spec §4); audited. */
  adminUnfreeze: '/api/bo/merchants/:code/agents/:id/unfreeze',
} as const;

/** The four contract kinds of spec §3 "Contracts"; an agent's terms hold tiers for each it may offer. */
export const AGENT_CONTRACT_KINDS = ['dividend', 'dailySalary', 'hourlySalary', 'realtimeSalary'] as const;
export type AgentContractKind = (typeof AGENT_CONTRACT_KINDS)[number];

/** What an account opened by an agent, or registered through its link, becomes. */
export const AGENT_ACCOUNT_TYPES = ['MEMBER', 'AGENT'] as const;
export type AgentAccountType = (typeof AGENT_ACCOUNT_TYPES)[number];

/** Downlines: only the agent's direct children, or its whole team at every depth. */
export const AGENT_DOWNLINE_SCOPES = ['direct', 'all'] as const;
export type AgentDownlineScope = (typeof AGENT_DOWNLINE_SCOPES)[number];

export const AGENT_LINK_STATUSES = ['ACTIVE', 'DISABLED'] as const;
export type AgentLinkStatus = (typeof AGENT_LINK_STATUSES)[number];

/** Longest period a team report covers in one request, in days (the spec's shortcuts reach 30). */
export const AGENT_MAX_PERIOD_DAYS = 92;
/** Active invitation links one agent may hold at once. */
export const AGENT_MAX_ACTIVE_LINKS = 50;
/** Tiers per contract kind in an agent's terms. */
export const AGENT_MAX_TIERS = 10;
