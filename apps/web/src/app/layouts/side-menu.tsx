import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { Icon, type IconName } from '../../components/icon/icon.tsx';
import { DownloadQr } from '../../features/app-download/components/download-qr.tsx';
import { PromotionMenuItems } from '../../features/promotions/components/promotion-menu-items.tsx';
import styles from './side-menu.module.css';

export interface SideMenuContentProps {
  /** VIP bonus entry: the VIP flag is on, or the visitor is anonymous (spec §2). */
  showVip: boolean;
  /** Refer and earn entry: the REFERRAL flag. */
  showReferral: boolean;
  iosUrl?: string;
  androidUrl?: string;
  onCustomerService: () => void;
  /** The w_leftmenu banners (spec §2), shown while the menu is expanded. */
  banner?: ReactNode;
  collapsed?: boolean;
  onExpand?: () => void;
  onNavigate?: () => void;
}

function MenuLink({
  to,
  icon,
  label,
  collapsed,
  onNavigate,
  end,
}: {
  to: string;
  icon: IconName;
  label: string;
  collapsed?: boolean;
  onNavigate?: () => void;
  end?: boolean;
}) {
  const location = useLocation();
  const [path, hash = ''] = to.split('#');
  // NavLink ignores the hash; entries that differ only by hash (/promotions#vip) are matched here.
  const hashMatches = !hash || location.hash === `#${hash}`;
  return (
    <NavLink
      to={to}
      end={end}
      className={({ isActive }) =>
        [styles.link, isActive && hashMatches && location.pathname === path ? styles.active : ''].join(' ')
      }
      title={collapsed ? label : undefined}
      onClick={onNavigate}
    >
      <span className={styles.linkIcon}>
        <Icon name={icon} size={20} />
      </span>
      <span className={styles.linkLabel}>{label}</span>
    </NavLink>
  );
}

export function SideMenuContent({
  showVip,
  showReferral,
  iosUrl,
  androidUrl,
  onCustomerService,
  banner,
  collapsed,
  onExpand,
  onNavigate,
}: SideMenuContentProps) {
  const { t } = useTranslation();
  const [promoOpen, setPromoOpen] = useState(false);
  const hasQr = !!(iosUrl || androidUrl);

  return (
    <>
      <ul className={styles.list}>
        <li>
          <MenuLink
            to="/"
            end
            icon="home"
            label={t('side.home')}
            collapsed={collapsed}
            onNavigate={onNavigate}
          />
        </li>
        {showVip ? (
          <li>
            <MenuLink
              to="/vip"
              icon="crown"
              label={t('side.vip')}
              collapsed={collapsed}
              onNavigate={onNavigate}
            />
          </li>
        ) : null}
        {showReferral ? (
          <li>
            <MenuLink
              to="/account/referral"
              icon="users"
              label={t('side.referral')}
              collapsed={collapsed}
              onNavigate={onNavigate}
            />
          </li>
        ) : null}
        <li>
          <MenuLink
            to="/account/bonusDetails"
            icon="ticket"
            label={t('side.bonusBets')}
            collapsed={collapsed}
            onNavigate={onNavigate}
          />
        </li>
        <li>
          <button
            type="button"
            className={[styles.link, promoOpen && !collapsed ? styles.open : ''].join(' ')}
            aria-expanded={promoOpen && !collapsed}
            title={collapsed ? t('side.promotions') : undefined}
            onClick={() => {
              if (collapsed) {
                onExpand?.();
                setPromoOpen(true);
              } else setPromoOpen((o) => !o);
            }}
          >
            <span className={styles.linkIcon}>
              <Icon name="gift" size={20} />
            </span>
            <span className={styles.linkLabel}>{t('side.promotions')}</span>
            <Icon name="chevronDown" size={16} className={styles.chevron} />
          </button>
          {promoOpen && !collapsed ? (
            <ul className={styles.sub}>
              <PromotionMenuItems
                linkClassName={styles.subLink ?? ''}
                activeClassName={styles.subActive ?? ''}
                onNavigate={onNavigate}
              />
              <li>
                <NavLink to="/promotions" end className={styles.subLink} onClick={onNavigate}>
                  <Icon name="sparkle" size={14} />
                  {t('side.allPromotions')}
                </NavLink>
              </li>
            </ul>
          ) : null}
        </li>
        <li>
          <MenuLink
            to="/chat"
            icon="message"
            label={t('support.menu.chat')}
            collapsed={collapsed}
            onNavigate={onNavigate}
          />
        </li>
      </ul>

      {banner && !collapsed ? <div className={styles.banner}>{banner}</div> : null}

      {hasQr ? (
        collapsed ? (
          <button type="button" className={styles.link} title={t('side.appDownload')} onClick={onExpand}>
            <span className={styles.linkIcon}>
              <Icon name="qr" size={20} />
            </span>
            <span className={styles.linkLabel}>{t('side.appDownload')}</span>
          </button>
        ) : (
          <section className={styles.download} aria-label={t('side.appDownload')}>
            <p className={styles.downloadTitle}>
              <Icon name="download" size={16} />
              {t('side.appDownload')}
            </p>
            <div className={styles.qrRow}>
              {iosUrl ? <DownloadQr url={iosUrl} platform="ios" label={t('side.downloadIos')} /> : null}
              {androidUrl ? (
                <DownloadQr url={androidUrl} platform="android" label={t('side.downloadAndroid')} />
              ) : null}
            </div>
            <p className={styles.downloadHint}>{t('side.scanToDownload')}</p>
          </section>
        )
      ) : null}

      <button
        type="button"
        className={`${styles.link} ${styles.cs}`}
        title={collapsed ? t('common.customerService') : undefined}
        onClick={onCustomerService}
      >
        <span className={styles.linkIcon}>
          <Icon name="headset" size={20} />
        </span>
        <span className={styles.linkLabel}>{t('common.customerService')}</span>
      </button>
    </>
  );
}

export interface SideMenuProps extends SideMenuContentProps {
  onToggleCollapsed: () => void;
}

/** The collapsible side menu of wide screens (spec §2). */
export function SideMenu({ collapsed, onToggleCollapsed, ...content }: SideMenuProps) {
  const { t } = useTranslation();
  return (
    <aside
      className={[styles.side, collapsed ? styles.collapsed : ''].join(' ')}
      data-testid="side-menu"
      data-collapsed={collapsed ? 'true' : 'false'}
    >
      <button
        type="button"
        className={styles.collapse}
        aria-label={collapsed ? t('side.expand') : t('side.collapse')}
        aria-expanded={!collapsed}
        onClick={onToggleCollapsed}
      >
        <Icon name={collapsed ? 'chevronRight' : 'chevronLeft'} size={16} />
      </button>
      <nav aria-label={t('side.label')} className={styles.scroll}>
        <SideMenuContent
          {...content}
          collapsed={collapsed}
          onExpand={collapsed ? onToggleCollapsed : undefined}
        />
      </nav>
    </aside>
  );
}
