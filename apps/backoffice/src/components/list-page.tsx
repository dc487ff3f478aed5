import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from './pager.tsx';
import { TabPanel, Tabs, type TabItem } from './tabs.tsx';
import { Card, ErrorNote, PageHeader, Skeleton, ui } from './ui.tsx';
import styles from './list-page.module.css';

/** A filter bar: its fields, applied on search (a bar of choices alone applies each at once); clear shows while a filter is on. */
export interface ListFilterBar {
  fields: ReactNode;
  onSearch?: () => void;
  filtered: boolean;
  onClear: () => void;
}

/** Tabs above the list, each a view of it (a status, a queue). */
export interface ListTabs<K extends string> {
  id: string;
  label: string;
  items: TabItem<K>[];
  value: K;
  onChange: (key: K) => void;
}

/**
 * The frame every list page of the console shares: title, filter bar (or tabs), the list with its
 * loading, empty and error states, and the pager. Rows are undefined while loading; the page's
 * filters live in the URL (lib/url-filters.ts), so the frame itself keeps no state.
 */
export function ListPage<T, K extends string = string>(props: {
  title: string;
  subtitle?: string;
  actions?: ReactNode;
  /** A line above the list, e.g. that the operator's role may only look. */
  notice?: string | false;
  filterBar?: ListFilterBar;
  tabs?: ListTabs<K>;
  /** Said inside the list's card above the rows, e.g. that a merged view is cut short. */
  banner?: ReactNode;
  rows: readonly T[] | undefined;
  error: unknown;
  /** Paging of the rows; none for a list shown whole. */
  page?: { pageNo: number; totalPages: number; total: number } | undefined;
  onPage?: (pageNo: number) => void;
  pagerLabel?: string;
  empty: string;
  skeletonRows?: number;
  className?: string;
  /** The rows as a table (or list). */
  children: (rows: readonly T[]) => ReactNode;
}) {
  const { t } = useTranslation();
  const { rows, filterBar, tabs } = props;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    filterBar?.onSearch?.();
  };
  const list = (
    <Card>
      <ErrorNote error={props.error} />
      {props.banner}
      {rows === undefined ? (
        props.error ? null : (
          <Skeleton rows={props.skeletonRows ?? 6} />
        )
      ) : rows.length === 0 ? (
        <p className={ui.empty}>{props.empty}</p>
      ) : (
        <>
          <div className={styles.scroll}>{props.children(rows)}</div>
          {props.page && props.onPage ? (
            <Pager
              label={props.pagerLabel ?? props.title}
              pageNo={props.page.pageNo}
              totalPages={props.page.totalPages}
              total={props.page.total}
              onChange={props.onPage}
            />
          ) : null}
        </>
      )}
    </Card>
  );
  return (
    <div className={`${ui.page} ${styles.page} ${props.className ?? ''}`}>
      <PageHeader title={props.title} subtitle={props.subtitle} actions={props.actions} />
      {props.notice ? <p className={ui.notice}>{props.notice}</p> : null}
      {filterBar ? (
        <Card>
          <form role="search" onSubmit={submit} className={styles.filters}>
            {filterBar.fields}
            {filterBar.onSearch ? (
              <button type="submit" className={ui.button}>
                {t('common.search')}
              </button>
            ) : null}
            {filterBar.filtered ? (
              <button type="button" className={`${ui.button} ${ui.secondary}`} onClick={filterBar.onClear}>
                {t('common.clearFilters')}
              </button>
            ) : null}
          </form>
        </Card>
      ) : null}
      {tabs ? (
        <>
          <Tabs
            id={tabs.id}
            label={tabs.label}
            items={tabs.items}
            value={tabs.value}
            onChange={tabs.onChange}
          />
          <TabPanel id={tabs.id} value={tabs.value}>
            {list}
          </TabPanel>
        </>
      ) : (
        list
      )}
    </div>
  );
}
