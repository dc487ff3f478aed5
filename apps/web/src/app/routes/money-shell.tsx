import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Button } from '../../components/button/button.tsx';
import { EmptyState } from '../../components/empty-state/empty-state.tsx';
import { Icon } from '../../components/icon/icon.tsx';
import { PageHeader } from '../../components/page-header/page-header.tsx';
import { CountBadge } from '../../components/count-badge/count-badge.tsx';
import { authPopup } from '../../features/auth/stores/auth-popup-store.ts';
import { useRewardUnread } from '../../features/bonuses/api/bonuses-api.ts';
import { useUnreadCount } from '../../features/inbox/api/inbox-api.ts';
import { useMissionUnclaimed } from '../../features/missions/api/missions-api.ts';
import { useSession } from '../hooks/use-session.ts';
import { useSite } from '../site-context.ts';
import { MONEY_ICONS, MONEY_PATHS, type MoneyPage } from './money-paths.ts';
import styles from './money.module.css';
import pages from './pages.module.css';

const NAV: { page: MoneyPage; agentOnly?: boolean }[] = [
  { page: 'member' },
  { page: 'wallet' },
  { page: 'gameWallets' },
  { page: 'deposit' },
  { page: 'withdraw' },
  { page: 'transferUpline' },
  { page: 'transferFund', agentOnly: true },
  { page: 'records' },
  { page: 'profit' },
  { page: 'bonusDetails' },
  { page: 'rewardCenter' },
  { page: 'rebate' },
  { page: 'missions' },
  { page: 'referral' },
  { page: 'redEnvelope' },
  { page: 'messages' },
  { page: 'feedback' },
];

/** Member-centre pages that are not money pages name themselves outside the cashier's keys. */
const NAV_LABELS: Partial<Record<MoneyPage, string>> = {
  messages: 'inbox.title',
  feedback: 'support.feedback.title',
  bonusDetails: 'bonuses.title',
  rewardCenter: 'rewards.title',
  missions: 'missions.title',
  referral: 'referral.title',
  redEnvelope: 'redEnvelope.nav',
};

/**
 * The frame of every money page: the page header, the money pages' navigation, and the gates of
 * spec §6 (visitors log in; trial users are asked to register a real account; transferFund is for
 * agents).
 */
export function MoneyShell({
  page,
  title,
  subtitle,
  allowTrial = false,
  agentOnly = false,
  children,
}: {
  page: MoneyPage;
  title?: string;
  subtitle?: string;
  allowTrial?: boolean;
  agentOnly?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { brand } = useSite();
  const { isLoggedIn, isTrial, isAgent } = useSession();
  const navRef = useRef<HTMLElement>(null);
  const unread = useUnreadCount();
  const rewardsUnread = useRewardUnread();
  const missionsReady = useMissionUnclaimed();

  // On phones the navigation is one scrolling row: bring the current page into view.
  useEffect(() => {
    const nav = navRef.current;
    const active = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!nav || !active || nav.scrollWidth <= nav.clientWidth) return;
    nav.scrollLeft = active.offsetLeft - (nav.clientWidth - active.offsetWidth) / 2;
  }, [page, isLoggedIn]);

  const gate = () => {
    if (!isLoggedIn) {
      return (
        <EmptyState
          illustration="lock"
          title={t('loginRequired.title')}
          text={t('loginRequired.text')}
          actions={<Button onClick={authPopup.openLogin}>{t('header.login')}</Button>}
        />
      );
    }
    if (isTrial && !allowTrial) {
      return (
        <EmptyState
          illustration="lock"
          title={t('cashier.trialTitle')}
          text={t('errors.trialRestricted')}
          actions={<Button onClick={authPopup.openRegister}>{t('header.register')}</Button>}
        />
      );
    }
    if (agentOnly && !isAgent) {
      return (
        <EmptyState
          illustration="lock"
          title={t('cashier.agentsOnlyTitle')}
          text={t('cashier.agentsOnlyText')}
        />
      );
    }
    return children;
  };

  return (
    <div className={pages.stack} data-testid={`page-${page}`}>
      <PageHeader
        eyebrow={brand.brandName}
        title={title ?? t(NAV_LABELS[page] ?? `cashier.nav.${page}`)}
        subtitle={subtitle ?? t(`cashier.pages.${page}`)}
        icon={<Icon name={MONEY_ICONS[page]} size={30} />}
      />
      {isLoggedIn ? (
        <nav ref={navRef} className={styles.nav} aria-label={t('cashier.nav.label')}>
          {NAV.filter((n) => !n.agentOnly || isAgent).map((n) => (
            <NavLink
              key={n.page}
              to={MONEY_PATHS[n.page]}
              end={n.page !== 'withdraw'}
              className={({ isActive }) => [styles.navLink, isActive ? styles.navActive : ''].join(' ')}
            >
              <Icon name={MONEY_ICONS[n.page]} size={18} />
              <span>{t(NAV_LABELS[n.page] ?? `cashier.nav.${n.page}`)}</span>
              {n.page === 'messages' ? (
                <CountBadge count={unread} label={t('inbox.unreadCount', { count: unread })} />
              ) : null}
              {n.page === 'missions' ? (
                <CountBadge
                  count={missionsReady}
                  label={t('missions.readyCount', { count: missionsReady })}
                />
              ) : null}
              {n.page === 'rewardCenter' ? (
                <CountBadge
                  count={rewardsUnread}
                  label={t('rewards.unreadCount', { count: rewardsUnread })}
                />
              ) : null}
            </NavLink>
          ))}
        </nav>
      ) : null}
      {gate()}
    </div>
  );
}
