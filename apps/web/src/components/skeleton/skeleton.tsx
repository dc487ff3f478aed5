import { useTranslation } from 'react-i18next';
import { cardFrameClass } from '../card/card.tsx';
import styles from './skeleton.module.css';

/** The shimmer alone, for a placeholder that keeps the shape of what it stands for (a tile, a row). */
export const shimmerClass = styles.shimmer;

/** One placeholder block while data loads; `inverse` on a dark picture (the wallet's balance). */
export function Skeleton({
  width,
  height = 16,
  inverse = false,
  label,
  className,
}: {
  width?: number | string;
  height?: number | string;
  inverse?: boolean;
  /** Announced as "loading" when the block stands alone for what loads (a balance). */
  label?: string;
  className?: string;
}) {
  return (
    <span
      className={[styles.block, inverse ? styles.inverse : styles.shimmer, className]
        .filter(Boolean)
        .join(' ')}
      style={{ width, height }}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    />
  );
}

/** A card-shaped placeholder: a title line and text lines. */
export function SkeletonCard({ lines = 3, tall = false }: { lines?: number; tall?: boolean }) {
  return (
    <div
      className={[cardFrameClass, styles.card, tall ? styles.tall : ''].join(' ')}
      aria-hidden="true"
      data-testid="skeleton-card"
    >
      {Array.from({ length: lines }, (_, i) => (
        <span key={i} className={styles.shimmer} />
      ))}
    </div>
  );
}

/**
 * Placeholder rows of a record list, announced as loading: `row` the shape of a list row (icon and
 * two lines), `bar` plain bars standing for table rows or record cards.
 */
export function SkeletonRows({ rows = 3, variant = 'row' }: { rows?: number; variant?: 'row' | 'bar' }) {
  const { t } = useTranslation();
  return (
    <div
      className={styles[variant === 'row' ? 'rows' : 'bars']}
      role="status"
      aria-label={t('common.loading')}
    >
      {Array.from({ length: rows }, (_, i) =>
        variant === 'row' ? (
          <span key={i} className={styles.row} aria-hidden="true">
            <span className={`${styles.shimmer} ${styles.rowIcon}`} />
            <span className={`${styles.shimmer} ${styles.rowTitle}`} />
            <span className={`${styles.shimmer} ${styles.rowMeta}`} />
          </span>
        ) : (
          <span key={i} className={`${styles.shimmer} ${styles.bar}`} aria-hidden="true" />
        ),
      )}
    </div>
  );
}
