import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CopyList, CopyRow } from '../../../components/copy-row/copy-row.tsx';
import { Icon, type IconName } from '../../../components/icon/icon.tsx';
import { IconBadge } from '../../../components/icon-badge/icon-badge.tsx';
import { shortcutRange } from '../../../lib/date-range.ts';
import { useAgentProfile, useTeamOverview } from '../api/team-api.ts';
import { agentScreenPath } from '../menu.ts';
import { StatGrid } from './stat-grid.tsx';
import { overviewStats } from './team-overview-screen.tsx';
import styles from './agent-landing.module.css';

/** Today's figures on the landing page; the overview screen has them all. */
const TODAY_STATS = ['teamSize', 'newRegistrations', 'deposits', 'winLoss'];

interface QuickAction {
  id: string;
  icon: IconName;
  to: string;
}

/**
 * The agent centre's landing page beside the menu (wide screens): today's team at a glance, the
 * agent's own invitation code, and what an agent does most, one click away.
 */
export function AgentLanding({
  transferPath,
  timeZone,
  currency,
}: {
  transferPath: string;
  timeZone?: string;
  currency: string;
}) {
  const { t } = useTranslation();
  const today = shortcutRange('today', new Date(), timeZone);
  const overview = useTeamOverview({ from: today.startDate, to: today.endDate });
  const profile = useAgentProfile();
  const data = overview.data;
  const money = data?.currency ?? currency;
  const actions: QuickAction[] = [
    { id: 'openAccount', icon: 'plus', to: agentScreenPath('registerCenter') },
    { id: 'inviteLink', icon: 'qr', to: `${agentScreenPath('registerCenter')}?tab=links` },
    { id: 'team', icon: 'users', to: agentScreenPath('downlineManagmentView') },
    { id: 'overview', icon: 'trophy', to: agentScreenPath('agentTeamOverview') },
    { id: 'transfer', icon: 'swap', to: transferPath },
    { id: 'betting', icon: 'history', to: agentScreenPath('personalHistoryCopy') },
  ];
  return (
    <div className={styles.landing} data-testid="agent-landing">
      <section className={styles.section} aria-labelledby="agent-today-title">
        <div className={styles.sectionHead}>
          <h2 id="agent-today-title" className={styles.heading}>
            {t('agent.landing.today')}
          </h2>
          <Link to={agentScreenPath('agentTeamOverview')} className={styles.more}>
            {t('agent.landing.fullOverview')}
            <Icon name="chevronRight" size={16} />
          </Link>
        </div>
        <StatGrid
          label={t('agent.landing.today')}
          loading={overview.isPending}
          stats={overviewStats(data, money, t).filter((stat) => TODAY_STATS.includes(stat.id))}
        />
      </section>
      {profile.data?.affiliateCode ? (
        <section className={styles.code} aria-labelledby="agent-code-title">
          <IconBadge icon="qr" tone="gold" size={44} />
          <div className={styles.codeText}>
            <h2 id="agent-code-title" className={styles.heading}>
              {t('agent.landing.myCode')}
            </h2>
            <p>
              {profile.data.uplineAccount
                ? t('agent.landing.upline', { account: profile.data.uplineAccount })
                : t('agent.landing.topAgent')}
            </p>
          </div>
          <div className={styles.codeCopy}>
            <CopyList>
              <CopyRow label={t('agent.links.code')} value={profile.data.affiliateCode} />
            </CopyList>
          </div>
        </section>
      ) : null}
      <section className={styles.section} aria-labelledby="agent-landing-title">
        <h2 id="agent-landing-title" className={styles.heading}>
          {t('agent.landing.title')}
        </h2>
        <ul className={styles.actions}>
          {actions.map((action) => (
            <li key={action.id}>
              <Link to={action.to} className={styles.action}>
                <IconBadge icon={action.icon} tone="primary" size={48} />
                <span className={styles.actionText}>
                  <strong>{t(`agent.landing.${action.id}.title`)}</strong>
                  <span>{t(`agent.landing.${action.id}.text`)}</span>
                </span>
                <Icon name="chevronRight" size={18} className={styles.arrow} />
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
