import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/button/button.tsx';
import { Icon } from '../../../components/icon/icon.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useWithdrawals } from '../api/withdraw-api.ts';
import { awaitsReceipt, hasConfirmationScreen, withdrawalTone } from '../status.ts';
import { Money, StatusPill } from './cashier-ui.tsx';
import { PagedCardList } from './paged-card-list.tsx';
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
      )}
    />
  );
}
