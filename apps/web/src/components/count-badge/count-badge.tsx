import { countBadgeText } from './count-badge-text.ts';
import styles from './count-badge.module.css';

/**
 * A small count on a menu entry or an avatar (unread messages…): the number for the eye ("99+"
 * above 99), the whole sentence (`label`) for screen readers. Nothing when the count is 0.
 */
export function CountBadge({
  count,
  label,
  variant = 'inline',
  className,
  testId,
}: {
  count: number;
  /** What the count means, with the exact number ("3 unread messages"). */
  label: string;
  /** `inline` after a label; `corner` on the corner of an avatar or icon. */
  variant?: 'inline' | 'corner';
  className?: string;
  testId?: string;
}) {
  const text = countBadgeText(count);
  if (!text) return null;
  return (
    <span
      className={[styles.badge, variant === 'corner' ? styles.corner : '', className]
        .filter(Boolean)
        .join(' ')}
      data-testid={testId}
      data-count={count}
    >
      <span aria-hidden="true">{text}</span>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
