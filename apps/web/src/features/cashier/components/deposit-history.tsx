import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon/icon.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useDeposits } from '../api/deposit-api.ts';
import { depositTone } from '../status.ts';
import { Money, StatusPill } from './cashier-ui.tsx';
import styles from './cashier.module.css';
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
        <li key={d.id}>
          <button
            type="button"
            className={[styles.row, styles.rowButton, d.id === activeId ? styles.rowActive : ''].join(' ')}
            onClick={() => onOpen(d.id)}
            aria-current={d.id === activeId || undefined}
            data-testid="deposit-row"
          >
            <span className={`${styles.rowIcon} ${styles.rowIconIn}`} aria-hidden="true">
              <Icon name={d.kind === 'ONLINE' ? 'bolt' : 'bank'} size={18} />
            </span>
            <span className={styles.rowMain}>
              <span className={styles.rowTitle}>{d.channelName}</span>
              <span className={styles.rowMeta}>
                {formatDateTime(new Date(d.createdAt), timeZone, { seconds: false })}
              </span>
            </span>
            <span className={styles.rowEnd}>
              <Money amount={d.amount} currency={d.currency} className={styles.rowAmount} />
              <StatusPill tone={depositTone(d.status)}>{t(`cashier.depositStatus.${d.status}`)}</StatusPill>
            </span>
          </button>
        </li>
      )}
    />
  );
}
