import type { ReactNode } from 'react';
import styles from './record-table.module.css';

/**
 * A table of records that scrolls sideways when it must. Cells with `data-align="end"` line up on
 * the end (amounts); `data-cell="time"` cells are muted times on one line. `stackOnPhone`: under 560 px each row becomes a block of "name: value" lines,
 * read from each cell's `data-label`.
 */
export function RecordTable({
  caption,
  stackOnPhone = false,
  className,
  children,
}: {
  /** Read by screen readers only. */
  caption?: string;
  stackOnPhone?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.scroller}>
      <table
        className={[styles.table, stackOnPhone ? styles.stack : '', className].filter(Boolean).join(' ')}
      >
        {caption ? <caption className="visually-hidden">{caption}</caption> : null}
        {children}
      </table>
    </div>
  );
}
