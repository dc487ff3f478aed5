import type { IconName } from '../../components/icon/icon.tsx';

/** The white-label flags that show the contract entries (spec §6: enableCt, salary, hourSalary, agentRealtimeSalary). */
export type AgentMenuFlag = 'CONTRACT' | 'SALARY' | 'HOUR_SALARY' | 'REALTIME_SALARY';

/** The screens of the agent centre (spec §2 "Agent centre (overlay) menu"), each a route under /agentHome. */
export const AGENT_SCREENS = [
  'agentAnnouncement',
  'agentTeamOverview',
  'registerCenter',
  'downlineManagmentView',
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
  'agentDividendRecordCopy2',
  'agentDailyWages2',
  'agentHourSalary',
  'agentRealtimeSalary',
] as const;
export type AgentScreen = (typeof AGENT_SCREENS)[number];

/** The entries that lead out of the centre: the money pages, messages, customer service. */
export type AgentLink = 'deposit' | 'withdraw' | 'transferFund' | 'messages' | 'customerService';

export type AgentMenuGroup = 'team' | 'reports' | 'contracts' | 'more';

export type AgentMenuEntry =
  | { kind: 'screen'; id: AgentScreen; icon: IconName; group: AgentMenuGroup; flag?: AgentMenuFlag }
  | { kind: 'link'; id: AgentLink; icon: IconName; group: 'more' };

/** The menu in the spec's order, grouped for the side menu; the contract entries carry their flag. */
export const AGENT_MENU: readonly AgentMenuEntry[] = [
  { kind: 'screen', id: 'agentAnnouncement', icon: 'megaphone', group: 'team' },
  { kind: 'screen', id: 'agentTeamOverview', icon: 'users', group: 'team' },
  { kind: 'screen', id: 'registerCenter', icon: 'agent', group: 'team' },
  { kind: 'screen', id: 'downlineManagmentView', icon: 'user', group: 'team' },
  { kind: 'screen', id: 'personalHistoryCopy', icon: 'history', group: 'reports' },
  { kind: 'screen', id: 'palStatementsAgentCopy', icon: 'trophy', group: 'reports' },
  { kind: 'screen', id: 'agentRevenueReport', icon: 'wallet', group: 'reports' },
  { kind: 'screen', id: 'agentDownlineTransactionDetailsCopy', icon: 'swap', group: 'reports' },
  { kind: 'screen', id: 'agentDividendRecordCopy2', icon: 'crown', group: 'contracts', flag: 'CONTRACT' },
  { kind: 'screen', id: 'agentDailyWages2', icon: 'calendar', group: 'contracts', flag: 'SALARY' },
  { kind: 'screen', id: 'agentHourSalary', icon: 'clock', group: 'contracts', flag: 'HOUR_SALARY' },
  { kind: 'screen', id: 'agentRealtimeSalary', icon: 'bolt', group: 'contracts', flag: 'REALTIME_SALARY' },
  { kind: 'link', id: 'deposit', icon: 'plus', group: 'more' },
  { kind: 'link', id: 'withdraw', icon: 'arrowUp', group: 'more' },
  { kind: 'link', id: 'transferFund', icon: 'users', group: 'more' },
  { kind: 'link', id: 'messages', icon: 'mail', group: 'more' },
  { kind: 'link', id: 'customerService', icon: 'headset', group: 'more' },
];

export const AGENT_MENU_GROUPS: readonly AgentMenuGroup[] = ['team', 'reports', 'contracts', 'more'];

/** The entries a merchant's flags show. */
export function agentMenu(flags: Partial<Record<AgentMenuFlag, boolean>>): AgentMenuEntry[] {
  return AGENT_MENU.filter((entry) => entry.kind !== 'screen' || !entry.flag || flags[entry.flag]);
}

export function isAgentScreen(value: string | undefined): value is AgentScreen {
  return (AGENT_SCREENS as readonly string[]).includes(value ?? '');
}

/** The flag an entry needs, if any. */
export function screenFlag(screen: AgentScreen): AgentMenuFlag | undefined {
  const entry = AGENT_MENU.find((e) => e.kind === 'screen' && e.id === screen);
  return entry?.kind === 'screen' ? entry.flag : undefined;
}

/** The agent centre's landing page, and each screen's address under it. */
export const AGENT_HOME_PATH = '/agentHome';
export const agentScreenPath = (screen: AgentScreen) => `${AGENT_HOME_PATH}/${screen}`;
