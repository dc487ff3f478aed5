import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state/empty-state.tsx';
import type { IconName } from '../../../components/icon/icon.tsx';
import { Pager } from '../../../components/pager/pager.tsx';
import { CashierCard } from './cashier-ui.tsx';
import styles from './cashier.module.css';

/**
 * A cashier card holding one page of the member's records: skeleton while loading, an error line,
 * the rows and a pager, or the empty state. Deposits and withdrawals render their own rows.
 */
export function PagedCardList<T extends { id: string }>(props: {
  card: { id: string; icon: IconName; title: string; text: string; testId: string };
  query: UseQueryResult<{ list: T[]; totalPages: number }>;
  page: number;
  onPage: (page: number) => void;
  pagesLabel: string;
  empty: { title: string; text: string };
  renderRow: (item: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const { query } = props;
  const data = query.data;
  return (
    <CashierCard {...props.card}>
      {query.isPending ? (
        <ListSkeleton />
      ) : query.isError ? (
        <p className={styles.formError} role="alert">
          {t('cashier.loadFailed')}
        </p>
      ) : data && data.list.length > 0 ? (
        <>
          <ul className={styles.list} aria-busy={query.isFetching || undefined}>
            {data.list.map((item) => props.renderRow(item))}
          </ul>
          <Pager
            page={props.page}
            totalPages={data.totalPages}
            onChange={props.onPage}
            label={props.pagesLabel}
            disabled={query.isFetching}
          />
        </>
      ) : (
        <EmptyState level={3} illustration="empty" title={props.empty.title} text={props.empty.text} />
      )}
    </CashierCard>
  );
}

export function ListSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <ul className={styles.list} aria-hidden="true">
      {Array.from({ length: rows }, (_, i) => (
        <li key={i} className={`${styles.row} ${styles.rowSkeleton}`}>
          <span className={styles.rowIcon} />
          <div className={styles.rowMain}>
            <span />
            <span />
          </div>
        </li>
      ))}
    </ul>
  );
}
