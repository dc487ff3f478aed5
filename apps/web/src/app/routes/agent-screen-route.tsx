import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../components/empty-state/empty-state.tsx';
import { AgentLanding } from '../../features/agent/components/agent-landing.tsx';
import { DownlineScreen } from '../../features/agent/components/downline-screen.tsx';
import { RegisterCentreScreen } from '../../features/agent/components/register-centre-screen.tsx';
import { TeamBetsScreen } from '../../features/agent/components/team-bets-screen.tsx';
import { TeamOverviewScreen } from '../../features/agent/components/team-overview-screen.tsx';
import { TeamTransactionsScreen } from '../../features/agent/components/team-transactions-screen.tsx';
import { WinLossScreen } from '../../features/agent/components/win-loss-screen.tsx';
import { ContractScreen } from '../../features/agent/components/contract-screen.tsx';
import { ScreenFrame } from '../../features/agent/components/screen-frame.tsx';
import { RevenueScreen } from '../../features/agent/components/revenue-screen.tsx';
import { contractKindOf } from '../../features/agent/contracts.ts';
import { screenFlag, type AgentScreen } from '../../features/agent/menu.ts';
import { AgentAnnouncements } from '../../features/content/components/agent-announcements.tsx';
import { useBrandFlags } from '../hooks/use-brand-flags.ts';
import { useSite } from '../site-context.ts';
import { MONEY_PATHS } from './money-paths.ts';

/** The site's transfer-to-downline page with the downline filled in. */
const transferPath = (account: string) => `${MONEY_PATHS.transferFund}?to=${encodeURIComponent(account)}`;

/** An announcement's go-to-promotion button opens the rewardCenter page (spec §2). */
const PROMOTION_PATH = MONEY_PATHS.rewardCenter;

/**
 * One screen of the agent centre (/agentHome/<screen>), or its landing page (/agentHome). A contract
 * screen whose merchant flag is off says so rather than showing an empty contract.
 */
export default function AgentScreenRoute({ screen }: { screen: AgentScreen | null }) {
  const { t } = useTranslation();
  const { brand } = useSite();
  const flags = useBrandFlags();
  const navigate = useNavigate();

  if (!screen) {
    return (
      <AgentLanding
        transferPath={MONEY_PATHS.transferFund}
        timeZone={brand.timeZone}
        currency={brand.currency}
      />
    );
  }

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
  const site = { timeZone: brand.timeZone, currency: brand.currency };
  switch (screen) {
    case 'agentTeamOverview':
      return <TeamOverviewScreen {...site} />;
    case 'registerCenter':
      return <RegisterCentreScreen timeZone={brand.timeZone} />;
    case 'downlineManagmentView':
      return <DownlineScreen timeZone={brand.timeZone} transferPath={transferPath} />;
    case 'personalHistoryCopy':
      return <TeamBetsScreen {...site} />;
    case 'agentDownlineTransactionDetailsCopy':
      return <TeamTransactionsScreen {...site} />;
    case 'palStatementsAgentCopy':
      return <WinLossScreen {...site} />;
    case 'agentRevenueReport':
      return <RevenueScreen {...site} />;
    case 'agentDividendRecordCopy2':
    case 'agentDailyWages2':
    case 'agentHourSalary':
    case 'agentRealtimeSalary': {
      const kind = contractKindOf(screen);
      return kind ? <ContractScreen key={kind} kind={kind} {...site} /> : null;
    }
    case 'agentAnnouncement':
      return (
        <ScreenFrame screen="agentAnnouncement">
          <AgentAnnouncements timeZone={brand.timeZone} onPromotion={() => navigate(PROMOTION_PATH)} />
        </ScreenFrame>
      );
  }
}
