import type { GameCategory, TGameVendorLane } from '@platform/contracts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Icon } from '../../components/icon/icon.tsx';
import {
  buildMainNav,
  CATEGORY_ICONS,
  isCurrentTarget,
  vendorPageHref,
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
 * category shows its vendors (icon and name; a vendor opens its games on the category page);
 * clicking a category navigates, or launches a category's only vendor (except HOME, PROMO, PVP,
 * FISH and RNG, which always open their page).
 */
export function MainNav({ lanes, onLaunch }: MainNavProps) {
  const { t } = useTranslation();
  const items = useMemo(() => buildMainNav(lanes), [lanes]);
  const location = useLocation();
  const targets = useMemo(
    () => items.flatMap((i) => (i.action.kind === 'navigate' ? [i.action.to] : [])),
    [items],
  );
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
        {items.map((item) => {
          const expanded = open === item.category && item.vendors.length > 0;
          return (
            <li
              key={item.category}
              onMouseEnter={() => setOpen(item.category)}
              onFocus={() => setOpen(item.category)}
            >
              <NavEntry
                item={item}
                onLaunch={onLaunch}
                expanded={expanded}
                current={
                  item.action.kind === 'navigate' && isCurrentTarget(item.action.to, location, targets)
                }
              />
              {/* In the entry's list item, so that Tab reaches the vendors right after their category. */}
              {expanded ? (
                <div className={styles.panel} data-testid="nav-vendor-dropdown">
                  <p className={styles.panelTitle}>
                    <Icon name={CATEGORY_ICONS[item.category]} size={16} />
                    {t('nav.providersOf', { category: t(`nav.${item.category}`) })}
                  </p>
                  <ul className={styles.vendors}>
                    {item.vendors.map((card) => (
                      <li key={card.vassalage}>
                        <VendorEntry card={card} onDone={() => setOpen(null)} />
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function NavEntry({
  item,
  onLaunch,
  expanded,
  current,
}: {
  item: NavItem;
  onLaunch: (card: TVendorCard) => void;
  expanded: boolean;
  /** This entry's page is open (a shared page lights only its most specific entry). */
  current: boolean;
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
    <Link
      to={item.action.to}
      className={[styles.entry, current ? styles.active : ''].join(' ')}
      aria-current={current ? 'page' : undefined}
      {...shared}
    >
      {content}
    </Link>
  );
}

/** A vendor of the drop-down: its games on the category page (slots: /rng?vassalage=…, spec §2). */
function VendorEntry({ card, onDone }: { card: TVendorCard; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <Link to={vendorPageHref(card)} className={styles.vendor} onClick={onDone}>
      <span className={styles.vendorArt}>
        <img src={card.iconUrl} alt="" loading="lazy" />
        {card.maintenance ? <span className={styles.vendorBadge}>{t('vendor.maintenance')}</span> : null}
      </span>
      <span className={styles.vendorName}>{card.displayName}</span>
    </Link>
  );
}
