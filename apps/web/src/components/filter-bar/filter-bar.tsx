import { useId, type ReactNode } from 'react';
import styles from './filter-bar.module.css';

/** Inclusive `YYYY-MM-DD` days. */
export interface DayRange {
  startDate: string;
  endDate: string;
}

export interface FilterBarProps<S extends string> {
  /** The first row: tabs of record types or categories. */
  tabs?: ReactNode;
  /** Date shortcuts (today, last 7 days…), one pressed when the range equals it. */
  shortcuts: readonly { id: S; label: string }[];
  activeShortcut: S | null;
  onShortcut: (id: S) => void;
  /** Accessible name of the group of shortcuts. */
  shortcutsLabel: string;
  range: DayRange;
  onRangeChange: (range: DayRange) => void;
  fromLabel: string;
  toLabel: string;
}

/** The filter above a record list: tabs, then date shortcuts and a custom range of days. */
export function FilterBar<S extends string>({
  tabs,
  shortcuts,
  activeShortcut,
  onShortcut,
  shortcutsLabel,
  range,
  onRangeChange,
  fromLabel,
  toLabel,
}: FilterBarProps<S>) {
  const fromId = useId();
  const toId = useId();
  return (
    <div className={styles.bar}>
      {tabs ? <div className={styles.tabs}>{tabs}</div> : null}
      <div className={styles.dateRow}>
        <div className={styles.shortcuts} role="group" aria-label={shortcutsLabel}>
          {shortcuts.map((s) => (
            <button
              key={s.id}
              type="button"
              className={styles.shortcut}
              aria-pressed={activeShortcut === s.id}
              onClick={() => onShortcut(s.id)}
            >
              {s.label}
            </button>
          ))}
        </div>
        <div className={styles.dates}>
          <label className={styles.dateField} htmlFor={fromId}>
            <span className={styles.dateLabel}>{fromLabel}</span>
            <input
              id={fromId}
              type="date"
              value={range.startDate}
              max={range.endDate}
              onChange={(e) => e.target.value && onRangeChange({ ...range, startDate: e.target.value })}
            />
          </label>
          <span className={styles.dash} aria-hidden="true">
            –
          </span>
          <label className={styles.dateField} htmlFor={toId}>
            <span className={styles.dateLabel}>{toLabel}</span>
            <input
              id={toId}
              type="date"
              value={range.endDate}
              min={range.startDate}
              onChange={(e) => e.target.value && onRangeChange({ ...range, endDate: e.target.value })}
            />
          </label>
        </div>
      </div>
    </div>
  );
}
