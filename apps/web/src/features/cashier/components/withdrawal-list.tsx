import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/button/button.tsx';
import { Money } from '../../../components/money/money.tsx';
import { RecordRow } from '../../../components/record-list/record-row.tsx';
import { StatusPill } from '../../../components/status-pill/status-pill.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useWithdrawals } from '../api/withdraw-api.ts';
import { awaitsReceipt, hasConfirmationScreen, withdrawalTone } from '../status.ts';
import { PagedCardList } from './paged-card-list.tsx';

const PAGE_SIZE = 6;

/** The member's withdrawals, newest first; paid or disputed ones open their confirmation screen. */
export function WithdrawalList({
  confirmHref,
  timeZone,
}: {
  confirmHref: (id: string) => string;
  timeZone?: string;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useWithdrawals(page, PAGE_SIZE);

  return (
    <PagedCardList
      card={{
        id: 'withdrawals-title',
        icon: 'history',
        title: t('cashier.withdrawals.title'),
        text: t('cashier.withdrawals.text'),
        testId: 'withdrawal-list',
      }}
      query={query}
      page={page}
      onPage={setPage}
      pagesLabel={t('cashier.withdrawals.pages')}
      empty={{ title: t('cashier.withdrawals.emptyTitle'), text: t('cashier.withdrawals.emptyText') }}
      renderRow={(w) => (
        <RecordRow
          key={w.id}
          icon="arrowUp"
          iconTone="out"
          title={`${w.bankName} ${w.accountNumber.replace(/^\*+/, '••')}`}
          meta={formatDateTime(new Date(w.requestedAt), timeZone, { seconds: false })}
          amount={<Money amount={w.amount} currency={w.currency} />}
          status={
            <StatusPill tone={withdrawalTone(w.status)}>
              {t(`cashier.withdrawalStatus.${w.status}`)}
            </StatusPill>
          }
          action={
            hasConfirmationScreen(w) ? (
              <Link
                to={confirmHref(w.id)}
                className={buttonClass(awaitsReceipt(w) ? 'gold' : 'outline', 'sm')}
              >
                {awaitsReceipt(w) ? t('cashier.withdrawals.confirm') : t('cashier.withdrawals.view')}
              </Link>
            ) : null
          }
          testId="withdrawal-row"
        />
      )}
    />
  );
}
