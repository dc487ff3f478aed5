import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/money/money.tsx';
import { RecordRow } from '../../../components/record-list/record-row.tsx';
import { StatusPill } from '../../../components/status-pill/status-pill.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useDeposits } from '../api/deposit-api.ts';
import { depositTone } from '../status.ts';
import { PagedCardList } from './paged-card-list.tsx';

const PAGE_SIZE = 6;

/** The member's recent deposits with their status; each opens its detail. */
export function DepositHistory({
  timeZone,
  activeId,
  onOpen,
}: {
  timeZone?: string;
  activeId: string | null;
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useDeposits(page, PAGE_SIZE);

  return (
    <PagedCardList
      card={{
        id: 'deposits-title',
        icon: 'history',
        title: t('cashier.deposits.title'),
        text: t('cashier.deposits.text'),
        testId: 'deposit-history',
      }}
      query={query}
      page={page}
      onPage={setPage}
      pagesLabel={t('cashier.deposits.pages')}
      empty={{ title: t('cashier.deposits.emptyTitle'), text: t('cashier.deposits.emptyText') }}
      renderRow={(d) => (
        <RecordRow
          key={d.id}
          icon={d.kind === 'ONLINE' ? 'bolt' : 'bank'}
          iconTone="in"
          title={d.channelName}
          meta={formatDateTime(new Date(d.createdAt), timeZone, { seconds: false })}
          amount={<Money amount={d.amount} currency={d.currency} />}
          status={
            <StatusPill tone={depositTone(d.status)}>{t(`cashier.depositStatus.${d.status}`)}</StatusPill>
          }
          onClick={() => onOpen(d.id)}
          active={d.id === activeId}
          testId="deposit-row"
        />
      )}
    />
  );
}
