import type { GameCategory, TGameVendorLane } from '@platform/contracts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { Icon } from '../../components/icon/icon.tsx';
import {
  buildMainNav,
  CATEGORY_ICONS,
  vendorHref,
  type NavItem,
  type TVendorCard,
} from '../../features/game-vendors/nav-model.ts';
import styles from './main-nav.module.css';

export interface MainNavProps {
  lanes: TGameVendorLane[];
  onLaunch: (card: TVendorCard) => void;
}

const CLOSE_DELAY_MS = 160;

/**
 * Main navigation (spec §2): Home, each category with vendors, Promotions. Hovering (or focusing) a
 * category shows its vendors; clicking navigates, or launches a category's only vendor.
 */
export function MainNav({ lanes, onLaunch }: MainNavProps) {
  const { t } = useTranslation();
  const items = useMemo(() => buildMainNav(lanes), [lanes]);
  const [open, setOpen] = useState<GameCategory | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const cancelClose = () => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    closeTimer.current = null;
  };
  const scheduleClose = () => {
    cancelClose();
    closeTimer.current = setTimeout(() => setOpen(null), CLOSE_DELAY_MS);
  };
  useEffect(() => cancelClose, []);

  const openItem = items.find((i) => i.category === open && i.vendors.length > 0);

  return (
    <nav
      aria-label={t('header.mainNav')}
      className={styles.nav}
      onMouseLeave={scheduleClose}
      onMouseEnter={cancelClose}
      onKeyDown={(e) => e.key === 'Escape' && setOpen(null)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node)) setOpen(null);
      }}
    >
      <ul className={styles.list}>
        {items.map((item) => (
          <li
            key={item.category}
            onMouseEnter={() => setOpen(item.category)}
            onFocus={() => setOpen(item.category)}
          >
            <NavEntry
              item={item}
              onLaunch={onLaunch}
              expanded={open === item.category && item.vendors.length > 0}
            />
          </li>
        ))}
      </ul>
      {openItem ? (
        <div className={styles.panel} data-testid="nav-vendor-dropdown">
          <p className={styles.panelTitle}>
            <Icon name={CATEGORY_ICONS[openItem.category]} size={16} />
            {t('nav.providersOf', { category: t(`nav.${openItem.category}`) })}
          </p>
          <ul className={styles.vendors}>
            {openItem.vendors.map((card) => (
              <li key={card.vassalage}>
                <VendorEntry card={card} onLaunch={onLaunch} onDone={() => setOpen(null)} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </nav>
  );
}

function NavEntry({
  item,
  onLaunch,
  expanded,
}: {
  item: NavItem;
  onLaunch: (card: TVendorCard) => void;
  expanded: boolean;
}) {
  const { t } = useTranslation();
  const content = (
    <>
      <Icon name={CATEGORY_ICONS[item.category]} size={18} />
      <span>{t(`nav.${item.category}`)}</span>
    </>
  );
  const shared = {
    'data-category': item.category,
    'aria-expanded': item.vendors.length > 0 ? expanded : undefined,
  };
  if (item.action.kind === 'launch') {
    const vendor = item.action.vendor;
    return (
      <button type="button" className={styles.entry} onClick={() => onLaunch(vendor)} {...shared}>
        {content}
      </button>
    );
  }
  return (
    <NavLink
      to={item.action.to}
      end
      className={({ isActive }) => [styles.entry, isActive ? styles.active : ''].join(' ')}
      {...shared}
    >
      {content}
    </NavLink>
  );
}

function VendorEntry({
  card,
  onLaunch,
  onDone,
}: {
  card: TVendorCard;
  onLaunch: (card: TVendorCard) => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const href = vendorHref(card);
  const body = (
    <>
      <span className={styles.vendorArt}>
        <img src={card.iconUrl} alt="" loading="lazy" />
        {card.maintenance ? <span className={styles.vendorBadge}>{t('vendor.maintenance')}</span> : null}
      </span>
      <span className={styles.vendorName}>{card.displayName}</span>
    </>
  );
  if (href) {
    return (
      <Link to={href} className={styles.vendor} onClick={onDone}>
        {body}
      </Link>
    );
  }
  return (
    <button
      type="button"
      className={styles.vendor}
      onClick={() => {
        onDone();
        onLaunch(card);
      }}
    >
      {body}
    </button>
  );
}
