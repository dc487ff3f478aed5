import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/card/card.tsx';
import type { IconName } from '../../../components/icon/icon.tsx';
import { Pager } from '../../../components/pager/pager.tsx';
import { RecordList } from '../../../components/record-list/record-list.tsx';
import { RecordRows } from '../../../components/record-list/record-row.tsx';

/**
 * A cashier card holding one page of the member's records: placeholders while loading, a failure
 * line, the rows and a pager, or the empty state. Deposits and withdrawals render their own rows.
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
  return (
    <Card {...props.card}>
      <RecordList
        query={query}
        items={query.data?.list}
        empty={props.empty}
        errorTitle={t('cashier.loadFailed')}
        compact
        footer={
          <Pager
            page={props.page}
            totalPages={query.data?.totalPages ?? 1}
            onChange={props.onPage}
            label={props.pagesLabel}
            disabled={query.isFetching}
          />
        }
      >
        {(items) => <RecordRows>{items.map((item) => props.renderRow(item))}</RecordRows>}
      </RecordList>
    </Card>
  );
}
