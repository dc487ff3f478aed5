import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/avatar/avatar.tsx';
import { CountBadge } from '../../components/count-badge/count-badge.tsx';
import { Icon, type IconName } from '../../components/icon/icon.tsx';
import { showModal } from '../../components/modal/modal-store.ts';
import { showToast } from '../../components/toast/index.ts';
import { authPopup } from '../../features/auth/stores/auth-popup-store.ts';
import { useRewardUnread } from '../../features/bonuses/api/bonuses-api.ts';
import { useUnreadCount } from '../../features/inbox/api/inbox-api.ts';
import { useMissionUnclaimed } from '../../features/missions/api/missions-api.ts';
import { useVipLevelName } from '../../features/vip/api/vip-api.ts';
import { useCustomerService } from '../../features/system/hooks/use-customer-service.ts';
import { copyText } from '../../lib/clipboard.ts';
import type { UserInfo } from '../../lib/session.ts';
import { useLogout } from '../hooks/use-logout.ts';
import { useSafeNavigate } from '../hooks/use-safe-navigate.ts';
import { MONEY_ICONS, MONEY_PATHS, type MoneyPage } from '../routes/money-paths.ts';
import styles from './account-menu.module.css';

interface MenuEntry {
  id: string;
  icon: IconName;
  run: () => void;
  tone?: 'danger';
  /** Defaults to `header.menu.<id>`. */
  label?: string;
  /** Something waiting there (unread messages): a count badge. */
  count?: number;
  /** The badge's accessible name (defaults to the unread messages'). */
  countLabel?: string;
}

/**
 * The logged-in member's corner of the header (spec §2 "Header"): avatar (default image on failure),
 * VIP label and account name open a menu with the user id (copy), my account, security, change
 * password, betting record, platform messages, customer service, agent centre (agents) and sign out.
 */
export function AccountMenu({
  user,
  isAgent,
  isTrial,
}: {
  user: UserInfo | null;
  isAgent: boolean;
  isTrial: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const navigate = useSafeNavigate();
  const logout = useLogout();
  const cs = useCustomerService();
  const name = user?.nickname || user?.account || t('header.member');
  const userId = user?.id === undefined ? '' : String(user.id);
  const vipName = useVipLevelName(user ? (user.vipLevel ?? 0) : undefined);
  const vip = vipName ?? t('header.vip', { level: user?.vipLevel ?? 0 });
  const unread = useUnreadCount();
  const unreadLabel = t('inbox.unreadCount', { count: unread });
  const rewardsUnread = useRewardUnread();
  const missionsReady = useMissionUnclaimed();

  useEffect(() => {
    if (!open) return;
    const onDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    // Escape anywhere in the panel (the copy button sits outside the menu list) closes it.
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      triggerRef.current?.focus();
    };
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('keydown', onKey);
    rootRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus({ preventScroll: true });
    return () => {
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const close = (refocus = true) => {
    setOpen(false);
    if (refocus) triggerRef.current?.focus();
  };

  /** Spec §6: a trial user gets the register-a-real-account notice on a restricted action. */
  const realMemberOnly = (action: () => void) => () => {
    if (!isTrial) return action();
    showModal({
      icon: 'info',
      title: t('header.trial'),
      html: t('errors.trialRestricted'),
      buttons: [
        { label: t('common.cancel'), value: 'cancel', variant: 'ghost' },
        { label: t('header.register'), value: 'register', onClick: () => authPopup.openRegister() },
      ],
    });
  };

  /** The member centre's money pages (spec §2); trial users may only look at their demo wallet. */
  const moneyEntries = (): MenuEntry[] => {
    const page = (id: MoneyPage, realOnly = true): MenuEntry => ({
      id,
      icon: MONEY_ICONS[id],
      label: t(`cashier.nav.${id}`),
      run: realOnly ? realMemberOnly(() => navigate(MONEY_PATHS[id])) : () => navigate(MONEY_PATHS[id]),
    });
    return [
      page('wallet', false),
      page('deposit'),
      page('withdraw'),
      page('transferUpline'),
      ...(isAgent ? [page('transferFund')] : []),
      page('records'),
      page('profit'),
      {
        id: 'bonusDetails',
        icon: MONEY_ICONS.bonusDetails,
        label: t('bonuses.title'),
        run: realMemberOnly(() => navigate(MONEY_PATHS.bonusDetails)),
      },
      {
        id: 'rewardCenter',
        icon: MONEY_ICONS.rewardCenter,
        label: t('rewards.title'),
        run: realMemberOnly(() => navigate(MONEY_PATHS.rewardCenter)),
        count: rewardsUnread,
        countLabel: t('rewards.unreadCount', { count: rewardsUnread }),
      },
      page('rebate'),
      {
        id: 'redEnvelope',
        icon: MONEY_ICONS.redEnvelope,
        label: t('redEnvelope.nav'),
        run: realMemberOnly(() => navigate(MONEY_PATHS.redEnvelope)),
      },
      {
        id: 'missions',
        icon: MONEY_ICONS.missions,
        label: t('missions.title'),
        run: realMemberOnly(() => navigate(MONEY_PATHS.missions)),
        count: missionsReady,
        countLabel: t('missions.readyCount', { count: missionsReady }),
      },
      {
        id: 'referral',
        icon: MONEY_ICONS.referral,
        label: t('referral.title'),
        run: realMemberOnly(() => navigate(MONEY_PATHS.referral)),
      },
    ];
  };

  const entries: MenuEntry[] = [
    { id: 'myAccount', icon: MONEY_ICONS.member, run: () => navigate(MONEY_PATHS.member) },
    ...moneyEntries(),
    { id: 'security', icon: 'shield', run: realMemberOnly(() => navigate('/account/security')) },
    { id: 'changePassword', icon: 'key', run: realMemberOnly(() => authPopup.openChangePassword()) },
    { id: 'bettingRecord', icon: 'record', run: () => navigate('/account/bettingRecord') },
    { id: 'messages', icon: 'mail', run: () => navigate(MONEY_PATHS.messages), count: unread },
    {
      id: 'feedback',
      icon: MONEY_ICONS.feedback,
      label: t('support.menu.feedback'),
      run: realMemberOnly(() => navigate(MONEY_PATHS.feedback)),
    },
    { id: 'chat', icon: 'message', label: t('support.menu.chat'), run: () => navigate('/chat') },
    { id: 'customerService', icon: 'headset', run: () => cs.open() },
    ...(isAgent ? [{ id: 'agentCentre', icon: 'agent' as const, run: () => navigate('/agentHome') }] : []),
    { id: 'logout', icon: 'logout', run: logout, tone: 'danger' },
  ];

  const copyId = async () => {
    if (await copyText(userId)) showToast(t('header.copied'));
    else showToast(t('header.copyFailed'), 'error');
  };

  const onTriggerKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
    }
  };

  const onMenuKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Tab') {
      setOpen(false);
      return;
    }
    const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]'));
    const index = items.indexOf(document.activeElement as HTMLElement);
    const last = items.length - 1;
    const next =
      event.key === 'ArrowDown'
        ? index >= last
          ? 0
          : index + 1
        : event.key === 'ArrowUp'
          ? index <= 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : -1;
    if (next < 0) return;
    event.preventDefault();
    items[next]?.focus();
  };

  return (
    <div className={styles.root} ref={rootRef}>
      <button
        ref={triggerRef}
        type="button"
        className={styles.trigger}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={[t('header.accountMenu', { name }), unread > 0 ? unreadLabel : '']
          .filter(Boolean)
          .join(', ')}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={onTriggerKey}
      >
        <span className={styles.avatarWrap}>
          <Avatar src={user?.avatarUrl} size={32} />
          <CountBadge count={unread} label={unreadLabel} variant="corner" testId="header-unread" />
        </span>
        <span className={styles.triggerText}>
          <span className={styles.name} data-testid="account-name">
            {name}
          </span>
          <span className={styles.badges}>
            {isTrial ? (
              <span className={styles.trial}>{t('header.trial')}</span>
            ) : (
              <span className={styles.vip} data-testid="vip-label">
                {vip}
              </span>
            )}
          </span>
        </span>
        <Icon name="chevronDown" size={14} className={styles.chevron} />
      </button>

      {open ? (
        <div className={styles.panel}>
          <div className={styles.profile}>
            <Avatar src={user?.avatarUrl} size={48} />
            <div className={styles.profileText}>
              <p className={styles.profileName}>{name}</p>
              <p className={styles.profileMeta}>
                {isTrial ? (
                  <span className={styles.trial}>{t('header.trial')}</span>
                ) : (
                  <span className={styles.vip}>{vip}</span>
                )}
                {user?.account && user.account !== name ? (
                  <span className={styles.account}>{user.account}</span>
                ) : null}
              </p>
            </div>
          </div>
          {userId ? (
            <div className={styles.idRow}>
              <span className={styles.idLabel}>{t('header.userId')}</span>
              <code className={styles.idValue} title={userId} data-testid="user-id">
                {userId}
              </code>
              <button
                type="button"
                className={styles.copy}
                aria-label={t('header.copyUserId')}
                title={t('header.copyUserId')}
                onClick={() => void copyId()}
              >
                <Icon name="copy" size={16} />
              </button>
            </div>
          ) : null}
          <div
            className={styles.menu}
            role="menu"
            id={menuId}
            aria-label={t('header.accountMenuLabel')}
            onKeyDown={onMenuKey}
          >
            {entries.map((entry) => (
              <button
                key={entry.id}
                type="button"
                role="menuitem"
                tabIndex={-1}
                className={[styles.item, entry.tone === 'danger' ? styles.danger : ''].join(' ')}
                onClick={() => {
                  close(false);
                  entry.run();
                }}
              >
                <Icon name={entry.icon} size={18} />
                <span>{entry.label ?? t(`header.menu.${entry.id}`)}</span>
                {entry.count ? (
                  <CountBadge
                    count={entry.count}
                    label={entry.countLabel ?? unreadLabel}
                    className={styles.itemCount}
                    testId={`menu-count-${entry.id}`}
                  />
                ) : null}
              </button>
            ))}
          </div>
        </div>
      ) : null}
    </div>
  );
}
