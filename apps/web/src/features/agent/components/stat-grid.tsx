import type { ReactNode } from 'react';
import { IconBadge } from '../../../components/icon-badge/icon-badge.tsx';
import type { IconName } from '../../../components/icon/icon.tsx';
import { Skeleton } from '../../../components/skeleton/skeleton.tsx';
import styles from './stat-grid.module.css';

export interface Stat {
  id: string;
  icon: IconName;
  label: string;
  value: ReactNode;
  /** A second line under the value: a count, a split. */
  detail?: ReactNode;
  /** `lead`: the gold card that opens the grid. */
  variant?: 'plain' | 'lead';
}

/** Figures as labelled cards (team overview); placeholders of the same shape while they load. */
export function StatGrid({ stats, loading, label }: { stats: Stat[]; loading: boolean; label: string }) {
  return (
    <dl className={styles.grid} aria-label={label} aria-busy={loading || undefined}>
      {stats.map((stat) => (
        <div
          key={stat.id}
          className={[styles.stat, stat.variant === 'lead' ? styles.lead : ''].join(' ')}
          data-testid={`stat-${stat.id}`}
        >
          <IconBadge icon={stat.icon} tone={stat.variant === 'lead' ? 'gold' : 'soft'} size={40} />
          <dt className={styles.label}>{stat.label}</dt>
          <dd className={styles.value}>{loading ? <Skeleton width="60%" height={26} /> : stat.value}</dd>
          {stat.detail !== undefined ? (
            <dd className={styles.detail}>{loading ? <Skeleton width="40%" height={12} /> : stat.detail}</dd>
          ) : null}
        </div>
      ))}
    </dl>
  );
}
