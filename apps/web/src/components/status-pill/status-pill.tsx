import type { ReactNode } from 'react';
import styles from './status-pill.module.css';

/** Waiting, needs the member, done, failed, closed without effect, or plain information. */
export type PillTone = 'pending' | 'action' | 'success' | 'danger' | 'muted' | 'info';

/**
 * A short status in a coloured pill. The dot marks a state (it pulses for `action` and for `live`);
 * a tag (an account name, "this device") goes without it, small.
 */
export function StatusPill({
  tone,
  children,
  size = 'md',
  dot = size === 'md',
  pulse = tone === 'action',
  testId,
}: {
  tone: PillTone;
  children: ReactNode;
  size?: 'md' | 'sm';
  dot?: boolean;
  pulse?: boolean;
  testId?: string;
}) {
  return (
    <span
      className={[
        styles.pill,
        styles[tone],
        size === 'sm' ? styles.small : '',
        dot ? styles.dot : '',
        dot && pulse ? styles.pulse : '',
      ].join(' ')}
      data-testid={testId}
    >
      {children}
    </span>
  );
}
