import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/icon/icon.tsx';
import { CATEGORY_ICONS, vendorHref, type TVendorCard } from '../nav-model.ts';
import styles from './vendor-tile.module.css';

export interface VendorTileProps {
  card: TVendorCard;
  onLaunch: (card: TVendorCard) => void;
  /** Highlight (the vendor chosen in a filter). */
  active?: boolean;
  /** On the page's first screen: its picture loads with the page, not once laid out and seen. */
  eagerImage?: boolean;
}

/**
 * Game vendor tile (spec §2): a large icon that launches the vendor; every type except slots (RNG)
 * also has a start button. Slots open the vendor's game list instead.
 */
export function VendorTile({ card, onLaunch, active, eagerImage = false }: VendorTileProps) {
  const { t } = useTranslation();
  const [broken, setBroken] = useState(false);
  const href = vendorHref(card);
  const category = t(`nav.${card.gameType}`);
  const art = (
    <span className={styles.art}>
      {broken || !card.iconUrl ? (
        <span className={styles.fallback} aria-hidden="true">
          <Icon name={CATEGORY_ICONS[card.gameType]} size={44} />
        </span>
      ) : (
        <img
          src={card.iconUrl}
          alt=""
          loading={eagerImage ? 'eager' : 'lazy'}
          decoding="async"
          onError={() => setBroken(true)}
        />
      )}
      <span className={styles.shine} aria-hidden="true" />
      {card.maintenance ? (
        <span className={styles.maintenance}>
          <Icon name="warning" size={14} />
          {t('vendor.maintenance')}
        </span>
      ) : null}
    </span>
  );

  return (
    <article
      className={[styles.tile, card.maintenance ? styles.down : '', active ? styles.active : ''].join(' ')}
      data-testid="vendor-tile"
      data-vendor={card.vassalage}
      data-category={card.gameType}
    >
      {href ? (
        <Link
          to={href}
          className={styles.hit}
          aria-label={t('vendor.openGames', { vendor: card.displayName })}
        >
          {art}
        </Link>
      ) : (
        <button
          type="button"
          className={styles.hit}
          aria-label={t('vendor.launch', { vendor: card.displayName })}
          onClick={() => onLaunch(card)}
        >
          {art}
        </button>
      )}
      <div className={styles.meta}>
        <div className={styles.names}>
          <h3 className={styles.name}>{card.displayName}</h3>
          <p className={styles.category}>{category}</p>
        </div>
        {card.gameType !== 'RNG' ? (
          <button
            type="button"
            className={styles.start}
            onClick={() => onLaunch(card)}
            disabled={card.maintenance}
            aria-label={t('vendor.startVendor', { vendor: card.displayName })}
          >
            <Icon name="play" size={14} />
            {t('vendor.start')}
          </button>
        ) : (
          <Link
            to={href ?? '/rng'}
            className={styles.more}
            aria-label={t('vendor.openGames', { vendor: card.displayName })}
          >
            <Icon name="chevronRight" size={18} />
          </Link>
        )}
      </div>
    </article>
  );
}

export interface VendorGridProps {
  cards: TVendorCard[];
  onLaunch: (card: TVendorCard) => void;
  activeVendor?: string | null;
  /**
   * Layout: `wide` fits 4–5 per row on desktop, `compact` more, `tight` more again (half-width
   * sections); `subgrid` takes its columns from the parent grid.
   */
  density?: 'wide' | 'compact' | 'tight' | 'subgrid';
  label?: string;
  /**
   * How many of the first tiles are on the page's first screen: their pictures (a category page's
   * largest) load with the page.
   */
  eagerImages?: number;
}

export function VendorGrid({
  cards,
  onLaunch,
  activeVendor,
  density = 'wide',
  label,
  eagerImages = 0,
}: VendorGridProps) {
  return (
    <ul className={[styles.grid, styles[density]].join(' ')} aria-label={label}>
      {cards.map((card, index) => (
        <li key={`${card.gameType}-${card.vassalage}`}>
          <VendorTile
            card={card}
            onLaunch={onLaunch}
            active={activeVendor === card.vassalage}
            eagerImage={index < eagerImages}
          />
        </li>
      ))}
    </ul>
  );
}
