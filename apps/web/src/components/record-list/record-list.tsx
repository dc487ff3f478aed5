import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../lib/api-client.ts';
import { Button } from '../button/button.tsx';
import { EmptyState } from '../empty-state/empty-state.tsx';
import { Icon } from '../icon/icon.tsx';
import { SkeletonRows } from '../skeleton/skeleton.tsx';
import { recordListState } from './record-list-state.ts';
import styles from './record-list.module.css';

/** What a record list needs of its query (a TanStack `UseQueryResult` has it). */
export interface RecordQuery {
  isPending: boolean;
  isError: boolean;
  isFetching?: boolean;
  error?: unknown;
  refetch?: () => unknown;
}

const SETTLED: RecordQuery = { isPending: false, isError: false };

export interface RecordListProps<T> {
  /** Left out for records already at hand (the security centre's lists come with its overview). */
  query?: RecordQuery;
  items: readonly T[] | undefined;
  children: (items: readonly T[]) => ReactNode;
  /** Placeholders while loading; three list rows by default. */
  loading?: ReactNode;
  /** `line`: one dashed line (a list among other content) rather than the picture. */
  empty: { title: string; text?: string; as?: 'picture' | 'line' };
  /** What failed, in a few words (a list with a query). */
  errorTitle?: string;
  /** Under the records: a pager. */
  footer?: ReactNode;
  /** Inside a card beside other content: a failure is a line with "try again", not a picture. */
  compact?: boolean;
}

/** A list of records with its states: loading, failed (with "try again"), empty, or the records. */
export function RecordList<T>({
  query = SETTLED,
  items,
  children,
  loading,
  empty,
  errorTitle,
  footer,
  compact = false,
}: RecordListProps<T>) {
  const { t } = useTranslation();
  const state = recordListState({ isPending: query.isPending, isError: query.isError, items });
  const retry = query.refetch ? () => void query.refetch?.() : undefined;

  if (state === 'loading') return <>{loading ?? <SkeletonRows />}</>;
  if (state === 'error') {
    const retryButton = retry ? (
      <Button
        size={compact ? 'sm' : 'md'}
        variant={compact ? 'outline' : 'gold'}
        icon={<Icon name="refresh" size={compact ? 16 : 18} />}
        onClick={retry}
      >
        {t('common.retry')}
      </Button>
    ) : null;
    return compact ? (
      <div className={styles.failed} role="alert">
        <p>{errorTitle}</p>
        {retryButton}
      </div>
    ) : (
      <EmptyState
        level={3}
        illustration="error"
        title={errorTitle ?? ''}
        text={describeApiError(query.error, (key) => t(key))}
        actions={retryButton}
      />
    );
  }
  if (state === 'empty') {
    return empty.as === 'line' ? (
      <p className={styles.emptyLine}>{empty.title}</p>
    ) : (
      <EmptyState level={3} illustration="empty" title={empty.title} text={empty.text} />
    );
  }
  return (
    <>
      <div className={styles.results} aria-busy={query.isFetching || undefined}>
        {children(items ?? [])}
      </div>
      {footer}
    </>
  );
}
