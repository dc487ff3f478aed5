import { useTranslation } from 'react-i18next';
import { Outlet, useMatch } from 'react-router';
import { AgentCentre } from '../../features/agent/components/agent-centre.tsx';
import { useContractConsolidated } from '../../features/agent/api/contract-api.ts';
import { consolidatedFlags, pendingRequests } from '../../features/agent/contracts.ts';
import { agentMenu, isAgentScreen } from '../../features/agent/menu.ts';
import { useUnreadCount } from '../../features/inbox/api/inbox-api.ts';
import { useCustomerService } from '../../features/system/hooks/use-customer-service.ts';
import { useBrandFlags } from '../hooks/use-brand-flags.ts';
import { useLogout } from '../hooks/use-logout.ts';
import { useSession } from '../hooks/use-session.ts';
import { useSite } from '../site-context.ts';
import { AGENT_LINK_PATHS } from './agent-links.ts';

/**
 * /agentHome and its screens (spec §2): the agent centre with clock, name and logout (back to
 * /agent); the loader has already sent non-agents to /agent. The open screen is the child route.
 */
export default function AgentHomeRoute() {
  const { t } = useTranslation();
  const { brand } = useSite();
  const { userInfo } = useSession();
  const brandFlags = useBrandFlags();
  // Spec §6: the contract entries follow the consolidated info's flags once it is in; the merchant's
  // white-label flags until then.
  const consolidated = useContractConsolidated().data;
  const flags = consolidated ? consolidatedFlags(consolidated) : brandFlags;
  const logout = useLogout('/agent');
  const cs = useCustomerService();
  const param = useMatch('/agentHome/:screen')?.params.screen;
  const screen = isAgentScreen(param) ? param : null;
  const name = userInfo?.nickname || userInfo?.account || t('header.member');
  const unread = useUnreadCount();

  return (
    <AgentCentre
      name={name}
      timeZone={brand.timeZone}
      entries={agentMenu(flags)}
      paths={AGENT_LINK_PATHS}
      screen={screen}
      onLogout={logout}
      onCustomerService={() => cs.open()}
      badges={pendingRequests(consolidated)}
      linkCounts={{ messages: { count: unread, label: t('inbox.unreadCount', { count: unread }) } }}
    >
      <Outlet />
    </AgentCentre>
  );
}
