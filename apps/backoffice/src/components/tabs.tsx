import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './tabs.module.css';

export interface TabItem<K extends string> {
  key: K;
  label: string;
  /** A count shown beside the label (e.g. items waiting); hidden when undefined. */
  count?: number | undefined;
  /** Draws the count as needing attention. */
  attention?: boolean;
}

const tabId = (id: string, key: string) => `${id}-tab-${key}`;
const panelId = (id: string) => `${id}-panel`;

/** A tab list (WAI-ARIA tabs: arrow keys, Home and End move between tabs) controlling one panel. */
export function Tabs<K extends string>(props: {
  id: string;
  label: string;
  items: TabItem<K>[];
  value: K;
  onChange: (key: K) => void;
}) {
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const move = (event: KeyboardEvent, index: number) => {
    const last = props.items.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    const next = props.items[target]!.key;
    props.onChange(next);
    refs.current.get(next)?.focus();
  };
  return (
    <div role="tablist" aria-label={props.label} className={styles.tabs}>
      {props.items.map((item, index) => {
        const selected = item.key === props.value;
        return (
          <button
            key={item.key}
            ref={(node) => {
              if (node) refs.current.set(item.key, node);
              else refs.current.delete(item.key);
            }}
            type="button"
            role="tab"
            id={tabId(props.id, item.key)}
            aria-selected={selected}
            aria-controls={selected ? panelId(props.id) : undefined}
            tabIndex={selected ? 0 : -1}
            className={styles.tab}
            onClick={() => props.onChange(item.key)}
            onKeyDown={(e) => move(e, index)}
          >
            {item.label}
            {item.count !== undefined ? (
              <span className={`${styles.count} ${item.attention && item.count > 0 ? styles.attention : ''}`}>
                {item.count}
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}

/** The panel of the selected tab, labelled by it. */
export function TabPanel(props: { id: string; value: string; children: ReactNode }) {
  return (
    <div
      role="tabpanel"
      id={panelId(props.id)}
      aria-labelledby={tabId(props.id, props.value)}
      className={styles.panel}
    >
      {props.children}
    </div>
  );
}
