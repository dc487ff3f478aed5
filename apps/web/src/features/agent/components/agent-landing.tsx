import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon, type IconName } from '../../../components/icon/icon.tsx';
import { IconBadge } from '../../../components/icon-badge/icon-badge.tsx';
import { agentScreenPath } from '../menu.ts';
import styles from './agent-landing.module.css';

interface QuickAction {
  id: string;
  icon: IconName;
  to: string;
}

/**
 * The agent centre's landing page beside the menu (wide screens): what an agent does most, one
 * click away.
 */
export function AgentLanding({ transferPath }: { transferPath: string }) {
  const { t } = useTranslation();
  const actions: QuickAction[] = [
    { id: 'openAccount', icon: 'plus', to: agentScreenPath('registerCenter') },
    { id: 'inviteLink', icon: 'qr', to: `${agentScreenPath('registerCenter')}?tab=links` },
    { id: 'team', icon: 'users', to: agentScreenPath('downlineManagmentView') },
    { id: 'overview', icon: 'trophy', to: agentScreenPath('agentTeamOverview') },
    { id: 'transfer', icon: 'swap', to: transferPath },
    { id: 'betting', icon: 'history', to: agentScreenPath('personalHistoryCopy') },
  ];
  return (
    <section className={styles.landing} aria-labelledby="agent-landing-title" data-testid="agent-landing">
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
  );
}
