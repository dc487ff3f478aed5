import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button/button.tsx';
import { IconBadge } from '../../components/icon-badge/icon-badge.tsx';
import { Icon, type IconName } from '../../components/icon/icon.tsx';
import { showModal } from '../../components/modal/index.ts';
import { AgentClock } from '../../features/agent/components/agent-clock.tsx';
import { useCustomerService } from '../../features/system/hooks/use-customer-service.ts';
import { useBrandFlags } from '../hooks/use-brand-flags.ts';
import { useLogout } from '../hooks/use-logout.ts';
import { useSession } from '../hooks/use-session.ts';
import { useSite } from '../site-context.ts';
import styles from './agent.module.css';

type Flag = 'CONTRACT' | 'SALARY' | 'HOUR_SALARY' | 'REALTIME_SALARY';

/** Spec §2 "Agent centre (overlay) menu", with the flag-gated contract entries. */
const MENU: { id: string; icon: IconName; flag?: Flag }[] = [
  { id: 'agentAnnouncement', icon: 'megaphone' },
  { id: 'agentTeamOverview', icon: 'users' },
  { id: 'registerCenter', icon: 'agent' },
  { id: 'downlineManagmentView', icon: 'user' },
  { id: 'personalHistoryCopy', icon: 'history' },
  { id: 'palStatementsAgentCopy', icon: 'trophy' },
  { id: 'agentRevenueReport', icon: 'wallet' },
  { id: 'agentDownlineTransactionDetailsCopy', icon: 'swap' },
  { id: 'agentDividendRecordCopy2', icon: 'crown', flag: 'CONTRACT' },
  { id: 'agentDailyWages2', icon: 'clock', flag: 'SALARY' },
  { id: 'agentHourSalary', icon: 'clock', flag: 'HOUR_SALARY' },
  { id: 'agentRealtimeSalary', icon: 'fire', flag: 'REALTIME_SALARY' },
  { id: 'deposit', icon: 'download' },
  { id: 'withdraw', icon: 'wallet' },
  { id: 'messages', icon: 'mail' },
];

/** /agentHome: the agent centre with clock, name and logout (back to /agent). */
export default function AgentHomeRoute() {
  const { t } = useTranslation();
  const { brand } = useSite();
  const { userInfo } = useSession();
  const flags = useBrandFlags();
  const logout = useLogout('/agent');
  const cs = useCustomerService();
  const name = userInfo?.nickname || userInfo?.account || t('header.member');
  const items = MENU.filter((item) => !item.flag || flags[item.flag]);

  const openItem = (id: string) =>
    showModal({
      icon: 'info',
      title: t(`agent.menu.${id}`),
      html: t('comingSoon.text', { brand: brand.brandName }),
    });

  return (
    <div className={styles.home} data-testid="agent-home">
      <header className={styles.band}>
        <div className={styles.bandText}>
          <p className={styles.eyebrow}>{t('agent.centre')}</p>
          <h1 className={styles.bandTitle}>{t('agent.welcome', { name })}</h1>
          <AgentClock timeZone={brand.timeZone} />
        </div>
        <div className={styles.bandActions}>
          <Button variant="ghost" icon={<Icon name="headset" size={18} />} onClick={() => cs.open()}>
            {t('common.customerService')}
          </Button>
          <Button variant="outline" icon={<Icon name="logout" size={18} />} onClick={logout}>
            {t('header.logout')}
          </Button>
        </div>
      </header>
      <ul className={styles.menu}>
        {items.map((item) => (
          <li key={item.id}>
            <button type="button" className={styles.menuItem} onClick={() => openItem(item.id)}>
              <IconBadge icon={item.icon} size={46} />
              <span className={styles.menuLabel}>{t(`agent.menu.${item.id}`)}</span>
              <Icon name="chevronRight" size={16} className={styles.menuArrow} />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
