import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from './pager.tsx';
import { TabPanel, Tabs, type TabItem } from './tabs.tsx';
import { Card, ErrorNote, PageHeader, Skeleton, ui } from './ui.tsx';
import styles from './list-page.module.css';

/** What the frame needs of the page's URL filters (lib/url-filters.ts). */
export interface ListUrlState {
  apply: () => void;
  clear: () => void;
  filtered: boolean;
  setPage: (pageNo: number) => void;
}

/** One page of rows as a list endpoint answers it. */
export interface ListPageData<T> {
  list: readonly T[];
  pageNo: number;
  totalPages: number;
  total: number;
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
 * loading, empty and error states, and the pager. The rows come from `query` (one server page) or
 * from `rows` (undefined while loading); the filters live in the URL (`url`), so the frame itself
 * keeps no state and a reload or the back button shows the same list.
 */
export function ListPage<T, K extends string = string>(props: {
  title: string;
  subtitle?: string;
  actions?: ReactNode;
  /** Links between the screens of one feature, under the title. */
  nav?: ReactNode;
  /** A line above the list, e.g. that the operator's role may only look. */
  notice?: string | false;
  /** The page's URL filters; none for a list shown whole, unfiltered. */
  url?: ListUrlState;
  /** The filter bar's fields: text is applied on search, a choice at once. */
  filters?: ReactNode;
  /** False for a bar of choices alone: nothing waits for a search button. */
  searchButton?: boolean;
  tabs?: ListTabs<K>;
  /** Said inside the list's card above the rows, e.g. that a merged view is cut short. */
  banner?: ReactNode;
  query?: { data?: ListPageData<T> | undefined; error: unknown };
  /** Rows not paged by the server (a merged queue); undefined while loading. */
  rows?: readonly T[] | undefined;
  error?: unknown;
  pagerLabel?: string;
  empty: string;
  skeletonRows?: number;
  className?: string;
  /** The rows as a table (or list). */
  children: (rows: readonly T[]) => ReactNode;
}) {
  const { t } = useTranslation();
  const { url, tabs, query } = props;
  const rows = query ? query.data?.list : props.rows;
  const error = query ? query.error : props.error;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    url?.apply();
  };
  const list = (
    <Card>
      <ErrorNote error={error} />
      {props.banner}
      {rows === undefined ? (
        error ? null : (
          <Skeleton rows={props.skeletonRows ?? 6} />
        )
      ) : rows.length === 0 ? (
        <p className={ui.empty}>{props.empty}</p>
      ) : (
        <>
          <div className={ui.tableScroll}>{props.children(rows)}</div>
          {query?.data && url ? (
            <Pager
              label={props.pagerLabel ?? props.title}
              pageNo={query.data.pageNo}
              totalPages={query.data.totalPages}
              total={query.data.total}
              onChange={url.setPage}
            />
          ) : null}
        </>
      )}
    </Card>
  );
  return (
    <div className={`${ui.page} ${styles.page} ${props.className ?? ''}`}>
      <PageHeader title={props.title} subtitle={props.subtitle} actions={props.actions} />
      {props.nav}
      {props.notice ? <p className={ui.notice}>{props.notice}</p> : null}
      {props.filters ? (
        <Card>
          <form role="search" onSubmit={submit} className={styles.filters}>
            {props.filters}
            {props.searchButton === false ? null : (
              <button type="submit" className={ui.button}>
                {t('common.search')}
              </button>
            )}
            {url?.filtered ? (
              <button type="button" className={`${ui.button} ${ui.secondary}`} onClick={url.clear}>
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
