import type { ReactNode } from 'react';
import { Icon, type IconName } from '../icon/icon.tsx';
import styles from './notice.module.css';

export type NoticeTone = 'info' | 'warning' | 'success' | 'danger';

const ICONS: Record<NoticeTone, IconName> = {
  info: 'info',
  warning: 'warning',
  success: 'success',
  danger: 'error',
};

/** A notice in a card or a page: information, a warning, a success or a failure, with actions at the end. */
export function Notice({
  tone = 'info',
  icon,
  actions,
  children,
  testId,
}: {
  tone?: NoticeTone;
  icon?: IconName;
  actions?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <div className={`${styles.notice} ${styles[tone]}`} data-testid={testId}>
      <Icon name={icon ?? ICONS[tone]} size={18} className={styles.icon} />
      <div className={styles.text}>{children}</div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}
