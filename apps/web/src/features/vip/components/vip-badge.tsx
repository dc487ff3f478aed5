import type { VipIcon } from '@platform/contracts/client';
import type { CSSProperties } from 'react';
import styles from './vip.module.css';

/** The emblem inside each level's badge (24 × 24, drawn with the current colour). */
const EMBLEMS: Record<VipIcon, string> = {
  shield: 'M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6l7-3z',
  medal:
    'M8 3h8l-2 5h-4L8 3zm4 6a6 6 0 110 12 6 6 0 010-12zm0 2.6l1.2 2.4 2.6.4-1.9 1.8.5 2.6-2.4-1.3-2.4 1.3.5-2.6-1.9-1.8 2.6-.4L12 11.6z',
  star: 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9L12 3z',
  crown: 'M3 8l4.5 4L12 5l4.5 7L21 8l-2 10H5L3 8zm2 11.5h14V21H5v-1.5z',
  gem: 'M7 4h10l4 5-9 11L3 9l4-5zm-1.6 5h4.3L12 17.2 5.4 9zm8.9 0h4.3L12 17.2 14.3 9zM10 9h4l-2 6.8L10 9z',
  trophy:
    'M7 3h10v2h3v3a4 4 0 01-4 4h-.3A5 5 0 0113 14.9V17h3v3H8v-3h3v-2.1A5 5 0 018.3 12H8a4 4 0 01-4-4V5h3V3zm-1 4v1a2 2 0 002 2V7H6zm12 0h-2v3a2 2 0 002-2V7z',
};

/** A level's badge: its colour on a faceted tile, with the level's emblem. */
export function VipBadge({
  icon,
  color,
  size = 56,
  label,
}: {
  icon: VipIcon;
  color: string;
  size?: number;
  /** Named when the badge stands alone (the hero); decorative beside a visible name. */
  label?: string;
}) {
  return (
    <span
      className={styles.badge}
      style={{ '--vip-color': color, width: size, height: size } as CSSProperties}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <svg viewBox="0 0 24 24" width={size * 0.5} height={size * 0.5} aria-hidden="true">
        <path d={EMBLEMS[icon]} fill="currentColor" fillRule="evenodd" />
      </svg>
    </span>
  );
}
