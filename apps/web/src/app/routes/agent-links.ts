import type { AgentLinkPaths } from '../../features/agent/components/agent-menu.tsx';
import { MONEY_PATHS } from './money-paths.ts';

/**
 * Where the agent centre's deposit, withdraw, transfer and messages entries go (spec §2 agent centre
 * menu "Also: deposit, withdraw, platform messages"): the site's own member-centre pages.
 */
export const AGENT_LINK_PATHS: AgentLinkPaths = {
  deposit: MONEY_PATHS.deposit,
  withdraw: MONEY_PATHS.withdraw,
  transferFund: MONEY_PATHS.transferFund,
  messages: MONEY_PATHS.messages,
};
