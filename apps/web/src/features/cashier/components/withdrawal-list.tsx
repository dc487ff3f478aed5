import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/button/button.tsx';
import { EmptyState } from '../../../components/empty-state/empty-state.tsx';
import { Icon } from '../../../components/icon/icon.tsx';
import { Pager } from '../../../components/pager/pager.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useWithdrawals } from '../api/withdraw-api.ts';
import { awaitsReceipt, hasConfirmationScreen, withdrawalTone } from '../status.ts';
import { CashierCard, Money, StatusPill } from './cashier-ui.tsx';
import styles from './cashier.module.css';

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
  const data = query.data;

  return (
    <CashierCard
      id="withdrawals-title"
      icon="history"
      title={t('cashier.withdrawals.title')}
      text={t('cashier.withdrawals.text')}
      testId="withdrawal-list"
    >
      {query.isPending ? (
        <ListSkeleton />
      ) : query.isError ? (
        <p className={styles.formError} role="alert">
          {t('cashier.loadFailed')}
        </p>
      ) : data && data.list.length > 0 ? (
        <>
          <ul className={styles.list} aria-busy={query.isFetching || undefined}>
            {data.list.map((w) => (
              <li key={w.id} className={styles.row} data-testid="withdrawal-row">
                <span className={`${styles.rowIcon} ${styles.rowIconOut}`} aria-hidden="true">
                  <Icon name="arrowUp" size={18} />
                </span>
                <div className={styles.rowMain}>
                  <span className={styles.rowTitle}>
                    {w.bankName} {w.accountNumber.replace(/^\*+/, '••')}
                  </span>
                  <span className={styles.rowMeta}>
                    {formatDateTime(new Date(w.requestedAt), timeZone, { seconds: false })}
                  </span>
                </div>
                <div className={styles.rowEnd}>
                  <Money amount={w.amount} currency={w.currency} className={styles.rowAmount} />
                  <StatusPill tone={withdrawalTone(w.status)}>
                    {t(`cashier.withdrawalStatus.${w.status}`)}
                  </StatusPill>
                </div>
                {hasConfirmationScreen(w) ? (
                  <Link
                    to={confirmHref(w.id)}
                    className={`${buttonClass(awaitsReceipt(w) ? 'gold' : 'outline', 'sm')} ${styles.rowAction}`}
                  >
                    {awaitsReceipt(w) ? t('cashier.withdrawals.confirm') : t('cashier.withdrawals.view')}
                  </Link>
                ) : null}
              </li>
            ))}
          </ul>
          <Pager
            page={page}
            totalPages={data.totalPages}
            onChange={setPage}
            label={t('cashier.withdrawals.pages')}
            disabled={query.isFetching}
          />
        </>
      ) : (
        <EmptyState
          level={3}
          illustration="empty"
          title={t('cashier.withdrawals.emptyTitle')}
          text={t('cashier.withdrawals.emptyText')}
        />
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
