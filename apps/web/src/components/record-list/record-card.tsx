import type { ReactNode } from 'react';
import styles from './record-card.module.css';

export interface RecordFigure {
  label: string;
  value: ReactNode;
}

/**
 * One record as a card, for the phone's lists of `RecordRows boxed` (a round, a downline, a wallet
 * entry): what it is and its status on top, a faint line of who and when, its figures in a row of
 * small labelled values, and an action at the end.
 */
export function RecordCard({
  title,
  status,
  meta,
  figures,
  actions,
  testId,
}: {
  title: ReactNode;
  status?: ReactNode;
  meta?: ReactNode;
  figures?: readonly RecordFigure[];
  actions?: ReactNode;
  testId?: string;
}) {
  return (
    <li className={styles.card} data-testid={testId}>
      <div className={styles.top}>
        {title}
        {status}
      </div>
      {meta ? <div className={styles.meta}>{meta}</div> : null}
      {figures && figures.length > 0 ? (
        <dl className={styles.figures}>
          {figures.map((figure) => (
            <div key={figure.label}>
              <dt>{figure.label}</dt>
              <dd>{figure.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </li>
  );
}
