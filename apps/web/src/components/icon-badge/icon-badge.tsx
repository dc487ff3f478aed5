import { Icon, type IconName } from '../icon/icon.tsx';
import styles from './icon-badge.module.css';

export type IconBadgeTone = 'gold' | 'primary' | 'soft';

/**
 * An icon on a rounded tile: gold or primary gradient beside a section's title, or the soft gold
 * tint beside a row's label. Decorative: the text next to it names the thing.
 */
export function IconBadge({
  icon,
  tone = 'soft',
  size = 40,
  round = false,
  iconSize = Math.round(size / 2),
  className,
}: {
  icon: IconName;
  tone?: IconBadgeTone;
  /** Side of the tile in px. */
  size?: number;
  /** A disc rather than a rounded square. */
  round?: boolean;
  /** Half the tile unless told. */
  iconSize?: number;
  className?: string;
}) {
  return (
    <span
      className={[
        styles.badge,
        styles[tone],
        size <= 36 ? styles.small : '',
        round ? styles.round : '',
        className,
      ]
        .filter(Boolean)
        .join(' ')}
      style={{ width: size, height: size }}
      aria-hidden="true"
    >
      <Icon name={icon} size={iconSize} />
    </span>
  );
}
