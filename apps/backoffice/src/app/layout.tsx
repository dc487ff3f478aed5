import { NavLink, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Toaster } from '../components/toast.tsx';
import { ui } from '../components/ui.tsx';
import { setConsoleLanguage } from '../lib/i18n.ts';
import { useTheme } from '../lib/theme.ts';
import { useMerchant } from './merchant-context.tsx';
import { useSession } from './session.tsx';
import styles from './layout.module.css';

const LINKS = [
  { to: '/', key: 'dashboard', icon: '▦' },
  { to: '/reports', key: 'reports', icon: '◔', permission: 'reports.read' },
  { to: '/members', key: 'members', icon: '♟' },
  { to: '/agents', key: 'agents', icon: '⋔', permission: 'members.read' },
  { to: '/agent-contracts', key: 'agentContracts', icon: '✍', permission: 'members.read' },
  { to: '/deposits', key: 'deposits', icon: '⇣' },
  { to: '/withdrawals', key: 'withdrawals', icon: '⇡' },
  { to: '/deposit-channels', key: 'depositChannels', icon: '⛁' },
  { to: '/cashier-settings', key: 'cashierSettings', icon: '⚖' },
  { to: '/ledger', key: 'ledger', icon: '▤' },
  // Rewards (issue 12): one group, headed once; each reward screen adds its link here.
  { to: '/rewards/bonuses', key: 'bonusGrants', icon: '✦', permission: 'money.read', group: 'rewards' },
  { to: '/rewards/promotions', key: 'promotions', icon: '❖', permission: 'rewards.manage', group: 'rewards' },
  {
    to: '/rewards/applications',
    key: 'promotionApplications',
    icon: '✔',
    permission: 'rewards.approve',
    group: 'rewards',
  },
  { to: '/rewards/vip', key: 'vipLevels', icon: '♛', permission: 'rewards.manage', group: 'rewards' },
  { to: '/rewards/rebates', key: 'rebates', icon: '↺', permission: 'rewards.manage', group: 'rewards' },
  { to: '/rewards/missions', key: 'missions', icon: '✓', permission: 'rewards.manage', group: 'rewards' },
  { to: '/rewards/referrals', key: 'referrals', icon: '⚇', permission: 'rewards.manage', group: 'rewards' },
  { to: '/rewards/points', key: 'pointsMall', icon: '✦', permission: 'rewards.manage', group: 'rewards' },
  {
    to: '/rewards/redemptions',
    key: 'redemptions',
    icon: '⇆',
    permission: 'rewards.approve',
    group: 'rewards',
  },
  {
    to: '/rewards/red-envelopes',
    key: 'redEnvelopes',
    icon: '✉',
    permission: 'rewards.manage',
    group: 'rewards',
  },
  // Lottery (issue 14): the draws, their results and cancellations.
  { to: '/lottery/draws', key: 'lotteryDraws', icon: '⚅', permission: 'lottery.manage', group: 'lottery' },
  { to: '/lottery/odds', key: 'lotteryOdds', icon: '%', permission: 'lottery.manage', group: 'lottery' },
  { to: '/vendors', key: 'vendors', icon: '♠' },
  { to: '/games', key: 'games', icon: '◈' },
  { to: '/game-categories', key: 'gameCategories', icon: '☷' },
  { to: '/outbox', key: 'outbox', icon: '✉', permission: 'outbox.read' },
  { to: '/content', key: 'content', icon: '❏', permission: 'system.read' },
  { to: '/messages', key: 'messages', icon: '✐', permission: 'system.read' },
  { to: '/feedback', key: 'feedback', icon: '✆', permission: 'system.read' },
  { to: '/chat', key: 'chat', icon: '☏', permission: 'system.read' },
  { to: '/live-models', key: 'liveModels', icon: '★', permission: 'system.read' },
  { to: '/site-status', key: 'siteStatus', icon: '⏻' },
  { to: '/region-rules', key: 'regionRules', icon: '⛨' },
  { to: '/whitelabel', key: 'whitelabel', icon: '⚑' },
  { to: '/brand-config', key: 'brandConfig', icon: '✎' },
  { to: '/register-rules', key: 'registerRules', icon: '☑' },
  { to: '/social-providers', key: 'socialProviders', icon: '⇄' },
  { to: '/operators', key: 'operators', icon: '☺' },
  { to: '/audit-log', key: 'auditLog', icon: '☰' },
] as const;

export function Layout() {
  const { t, i18n } = useTranslation();
  const { operator, signOut } = useSession();
  const { merchants, merchantCode, select } = useMerchant();
  const { theme, toggle } = useTheme();
  return (
    <div className={styles.shell}>
      <aside className={styles.sidebar}>
        <div className={styles.brand}>
          <span className={styles.brandMark} aria-hidden="true">
            ◆
          </span>
          {t('app.name')}
        </div>
        <nav aria-label={t('layout.navigation')} style={{ display: 'contents' }}>
          {LINKS.filter(
            (link) => !('permission' in link) || operator?.permissions.includes(link.permission),
          ).map((link, index, shown) => {
            const group = 'group' in link ? link.group : null;
            const previous = shown[index - 1];
            const heading = group && !(previous && 'group' in previous && previous.group === group);
            return [
              heading ? (
                <p key={`group-${group}`} className={styles.group}>
                  {t(`nav.groups.${group}`)}
                </p>
              ) : null,
              <NavLink
                key={link.to}
                to={link.to}
                end={link.to === '/'}
                className={({ isActive }) => `${styles.link} ${isActive ? styles.active : ''}`}
              >
                <span className={styles.icon} aria-hidden="true">
                  {link.icon}
                </span>
                {t(`nav.${link.key}`)}
              </NavLink>,
            ];
          })}
        </nav>
      </aside>
      <div className={styles.main}>
        <header className={styles.topbar}>
          <label className={`${ui.row} ${ui.nowrap}`} style={{ gap: 8 }}>
            <span className={ui.muted}>{t('layout.merchant')}</span>
            <select
              className={`${ui.select} ${styles.merchantSelect}`}
              value={merchantCode}
              onChange={(e) => select(e.target.value)}
            >
              {merchants.map((m) => (
                <option key={m.merchantCode} value={m.merchantCode}>
                  {m.brandName} ({m.merchantCode} · {m.currency})
                </option>
              ))}
            </select>
          </label>
          <span className={ui.spacer} />
          <button
            type="button"
            className={`${ui.button} ${ui.secondary}`}
            aria-label={t('layout.language')}
            onClick={() => setConsoleLanguage(i18n.language === 'CN' ? 'EN' : 'CN')}
          >
            {i18n.language === 'CN' ? 'EN' : '中文'}
          </button>
          <button
            type="button"
            className={`${ui.button} ${ui.secondary}`}
            aria-label={theme === 'dark' ? t('layout.themeToLight') : t('layout.themeToDark')}
            onClick={toggle}
          >
            {theme === 'dark' ? '☀' : '☾'}
          </button>
          <NavLink to="/account" className={styles.who} aria-label={t('account.changePassword')}>
            <strong>{operator?.username}</strong>
            <small>{operator ? t(`roles.${operator.role}`) : ''}</small>
          </NavLink>
          <button type="button" className={`${ui.button} ${ui.secondary}`} onClick={() => void signOut()}>
            {t('layout.logout')}
          </button>
        </header>
        <main className={styles.content}>
          <Outlet />
        </main>
      </div>
      <Toaster />
    </div>
  );
}
