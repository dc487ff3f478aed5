import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state/empty-state.tsx';
import { AgentLanding } from '../../features/agent/components/agent-landing.tsx';
import { PlaceholderScreen } from '../../features/agent/components/placeholder-screen.tsx';
import { screenFlag, type AgentScreen } from '../../features/agent/menu.ts';
import { useBrandFlags } from '../hooks/use-brand-flags.ts';
import { useSite } from '../site-context.ts';
import { MONEY_PATHS } from './money-paths.ts';

/**
 * One screen of the agent centre (/agentHome/<screen>), or its landing page (/agentHome). A contract
 * screen whose merchant flag is off says so rather than showing an empty contract.
 */
export default function AgentScreenRoute({ screen }: { screen: AgentScreen | null }) {
  const { t } = useTranslation();
  const { brand } = useSite();
  const flags = useBrandFlags();

  if (!screen) return <AgentLanding transferPath={MONEY_PATHS.transferFund} />;

  const flag = screenFlag(screen);
  if (flag && !flags[flag]) {
    return (
      <EmptyState
        illustration="lock"
        level={2}
        title={t('agent.unavailableTitle')}
        text={t('agent.unavailableText')}
      />
    );
  }
  void brand;
  switch (screen) {
    default:
      return <PlaceholderScreen screen={screen} />;
  }
}
