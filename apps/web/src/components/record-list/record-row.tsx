import type { ReactNode } from 'react';
import { Icon, type IconName } from '../icon/icon.tsx';
import styles from './record-row.module.css';

/** The rows of a record list: divided by lines in a card, or `boxed` one by one (records on phones). */
export function RecordRows({
  children,
  boxed = false,
  label,
}: {
  children: ReactNode;
  boxed?: boolean;
  label?: string;
}) {
  return (
    <ul className={boxed ? styles.boxed : styles.divided} aria-label={label}>
      {children}
    </ul>
  );
}

export interface RecordRowProps {
  icon: IconName;
  /** Money in (green), out (amber), or neither. */
  iconTone?: 'in' | 'out' | 'neutral';
  title: ReactNode;
  /** A second line under the title (a description). */
  detail?: ReactNode;
  /** The faint line: a time, a reference. */
  meta?: ReactNode;
  amount?: ReactNode;
  /** Under the amount: a status pill or a balance. */
  status?: ReactNode;
  /** A link or button under the row. */
  action?: ReactNode;
  /** The whole row is a button (it opens the record). */
  onClick?: () => void;
  active?: boolean;
  testId?: string;
}

/** One record: an icon, title and time on the left, the amount and its status on the right. */
export function RecordRow({
  icon,
  iconTone = 'neutral',
  title,
  detail,
  meta,
  amount,
  status,
  action,
  onClick,
  active = false,
  testId,
}: RecordRowProps) {
  const content = (
    <>
      <span className={`${styles.icon} ${styles[iconTone]}`} aria-hidden="true">
        <Icon name={icon} size={18} />
      </span>
      <span className={styles.title}>{title}</span>
      {detail ? <span className={styles.detail}>{detail}</span> : null}
      {meta ? <span className={styles.meta}>{meta}</span> : null}
      {amount ? <span className={styles.amount}>{amount}</span> : null}
      {status ? <span className={styles.status}>{status}</span> : null}
      {action ? <span className={styles.action}>{action}</span> : null}
    </>
  );
  const rowClass = [styles.row, detail ? styles.withDetail : ''].join(' ');
  if (onClick) {
    return (
      <li>
        <button
          type="button"
          className={[rowClass, styles.button, active ? styles.active : ''].join(' ')}
          onClick={onClick}
          aria-current={active || undefined}
          data-testid={testId}
        >
          {content}
        </button>
      </li>
    );
  }
  return (
    <li className={rowClass} data-testid={testId}>
      {content}
    </li>
  );
}
