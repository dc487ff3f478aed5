import { TRANSACTION_TYPES } from '@platform/contracts/client';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button/button.tsx';
import { EmptyState } from '../../../components/empty-state/empty-state.tsx';
import { Icon } from '../../../components/icon/icon.tsx';
import { Pager } from '../../../components/pager/pager.tsx';
import { TabPanel, Tabs } from '../../../components/tabs/tabs.tsx';
import { describeApiError } from '../../../lib/api-client.ts';
import { formatDateTime, formatMoneyText } from '../../../lib/format.ts';
import { useTransactions, type TransactionFilter, type TransactionRecord } from '../api/wallet-api.ts';
import {
  DATE_SHORTCUTS,
  matchingShortcut,
  normaliseRange,
  shortcutRange,
  type DateShortcut,
  type DayRange,
} from '../date-range.ts';
import { PHONE_QUERY, useMediaQuery } from '../../../hooks/use-media-query.ts';
import { amountDirection, shortReference, signedText } from '../transaction-view.ts';
import styles from './wallet.module.css';

const PAGE_SIZE = 20;
const TABS_ID = 'records';

/**
 * The account record (spec §2 transactionHistory): type tabs, date shortcuts (spec §9) or a custom
 * range in the merchant's time zone, a table on wide screens and cards on phones, paged.
 */
export function TransactionHistory({ timeZone }: { timeZone?: string }) {
  const { t } = useTranslation();
  const phone = useMediaQuery(PHONE_QUERY);
  const [type, setType] = useState<TransactionFilter>('ALL');
  const [range, setRange] = useState<DayRange>(() => shortcutRange('last7', new Date(), timeZone));
  const [page, setPage] = useState(1);
  const fromId = useId();
  const toId = useId();
  const shortcut = matchingShortcut(range, new Date(), timeZone);
  const records = useTransactions({ type, ...range, pageNo: page, pageSize: PAGE_SIZE });

  const chooseType = (next: TransactionFilter) => {
    setType(next);
    setPage(1);
  };
  const chooseRange = (next: DayRange) => {
    setRange(normaliseRange(next, new Date(), timeZone));
    setPage(1);
  };

  return (
    <div className={styles.records} data-testid="transaction-history">
      <div className={styles.filters}>
        <Tabs
          items={TRANSACTION_TYPES.map((id) => ({ id, label: t(`wallet.type.${id}`) }))}
          value={type}
          onChange={chooseType}
          label={t('wallet.records.typeFilter')}
          idPrefix={TABS_ID}
          className={styles.typeTabs}
        />
        <div className={styles.dateBar}>
          <div className={styles.shortcuts} role="group" aria-label={t('wallet.records.dateShortcuts')}>
            {DATE_SHORTCUTS.map((s: DateShortcut) => (
              <button
                key={s}
                type="button"
                className={[styles.shortcut, shortcut === s ? styles.shortcutOn : ''].join(' ')}
                aria-pressed={shortcut === s}
                onClick={() => chooseRange(shortcutRange(s, new Date(), timeZone))}
              >
                {t(`wallet.records.shortcut.${s}`)}
              </button>
            ))}
          </div>
          <div className={styles.dates}>
            <label className={styles.dateField} htmlFor={fromId}>
              <span className={styles.dateLabel}>{t('wallet.records.from')}</span>
              <input
                id={fromId}
                type="date"
                value={range.startDate}
                max={range.endDate}
                onChange={(e) => e.target.value && chooseRange({ ...range, startDate: e.target.value })}
              />
            </label>
            <span className={styles.dateDash} aria-hidden="true">
              –
            </span>
            <label className={styles.dateField} htmlFor={toId}>
              <span className={styles.dateLabel}>{t('wallet.records.to')}</span>
              <input
                id={toId}
                type="date"
                value={range.endDate}
                min={range.startDate}
                onChange={(e) => e.target.value && chooseRange({ ...range, endDate: e.target.value })}
              />
            </label>
          </div>
        </div>
      </div>

      <TabPanel prefix={TABS_ID} id={type} className={styles.tabPanel}>
        {records.isPending ? (
          <RecordsSkeleton phone={phone} />
        ) : records.isError ? (
          <EmptyState
            level={3}
            illustration="error"
            title={t('wallet.loadFailed')}
            text={describeApiError(records.error, (key) => t(key))}
            actions={
              <Button icon={<Icon name="refresh" size={18} />} onClick={() => void records.refetch()}>
                {t('common.retry')}
              </Button>
            }
          />
        ) : records.data.list.length === 0 ? (
          <EmptyState
            level={3}
            illustration="empty"
            title={t('wallet.records.emptyTitle')}
            text={t('wallet.records.emptyText')}
          />
        ) : (
          <>
            <p className={styles.count} aria-live="polite">
              {t('wallet.records.count', { count: records.data.total })}
            </p>
            <div className={styles.resultArea} aria-busy={records.isFetching || undefined}>
              {phone ? (
                <RecordCards list={records.data.list} timeZone={timeZone} />
              ) : (
                <RecordTable list={records.data.list} timeZone={timeZone} />
              )}
            </div>
            <Pager
              page={page}
              totalPages={records.data.totalPages}
              onChange={setPage}
              label={t('wallet.records.pages')}
              disabled={records.isFetching}
            />
          </>
        )}
      </TabPanel>
    </div>
  );
}

function useRecordText() {
  const { t } = useTranslation();
  return {
    kind: (r: TransactionRecord) => t(`wallet.kind.${r.kind}`, { defaultValue: t(`wallet.type.${r.type}`) }),
    detail: (r: TransactionRecord) => (r.description && r.description !== r.kind ? r.description : ''),
    account: (r: TransactionRecord) => t(`wallet.account.${r.account}`),
  };
}

function SignedAmount({ record }: { record: TransactionRecord }) {
  const direction = amountDirection(record.amount);
  return (
    <span className={`${styles.amount} ${styles[`dir_${direction}`]}`}>
      {signedText(record.amount, formatMoneyText(record.amount, record.currency))}
    </span>
  );
}

function RecordTable({ list, timeZone }: { list: TransactionRecord[]; timeZone?: string }) {
  const { t } = useTranslation();
  const text = useRecordText();
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('wallet.records.time')}</th>
            <th scope="col">{t('wallet.records.type')}</th>
            <th scope="col">{t('wallet.records.detail')}</th>
            <th scope="col" className={styles.num}>
              {t('wallet.records.amount')}
            </th>
            <th scope="col" className={styles.num}>
              {t('wallet.records.balanceAfter')}
            </th>
          </tr>
        </thead>
        <tbody>
          {list.map((r) => (
            <tr key={`${r.id}-${r.account}`} data-testid="record-row">
              <td className={styles.time}>{formatDateTime(new Date(r.createdAt), timeZone)}</td>
              <td>
                <span className={styles.kind}>{text.kind(r)}</span>
                {r.account !== 'CASH' ? <span className={styles.accountTag}>{text.account(r)}</span> : null}
              </td>
              <td className={styles.detail}>
                {text.detail(r) || <span className={styles.faint}>—</span>}
                {r.reference ? (
                  <span className={styles.reference}>#{shortReference(r.reference)}</span>
                ) : null}
              </td>
              <td className={styles.num}>
                <SignedAmount record={r} />
              </td>
              <td
                className={[styles.num, styles.balance, r.account === 'CASH' ? '' : styles.faint].join(' ')}
              >
                {r.balanceAfter === null ? '—' : formatMoneyText(r.balanceAfter, r.currency)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function RecordCards({ list, timeZone }: { list: TransactionRecord[]; timeZone?: string }) {
  const { t } = useTranslation();
  const text = useRecordText();
  return (
    <ul className={styles.cards}>
      {list.map((r) => {
        const direction = amountDirection(r.amount);
        return (
          <li key={`${r.id}-${r.account}`} className={styles.recordCard} data-testid="record-row">
            <span className={`${styles.miniIcon} ${styles[`dir_${direction}`]}`} aria-hidden="true">
              <Icon name={direction === 'out' ? 'arrowUp' : 'arrowDown'} size={16} />
            </span>
            <div className={styles.cardMain}>
              <span className={styles.kind}>{text.kind(r)}</span>
              {text.detail(r) ? <span className={styles.cardDetail}>{text.detail(r)}</span> : null}
              <span className={styles.cardMeta}>
                {r.account !== 'CASH' ? <span className={styles.cardTag}>{text.account(r)}</span> : null}
                {formatDateTime(new Date(r.createdAt), timeZone, { seconds: false })}
              </span>
            </div>
            <div className={styles.cardEnd}>
              <SignedAmount record={r} />
              <span className={styles.cardBalance}>
                {t('wallet.records.balanceShort', {
                  amount: r.balanceAfter === null ? '—' : formatMoneyText(r.balanceAfter, r.currency),
                })}
              </span>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

function RecordsSkeleton({ phone }: { phone: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={styles.skeletonRows} role="status" aria-label={t('common.loading')}>
      {Array.from({ length: phone ? 5 : 8 }, (_, i) => (
        <span key={i} className={styles.skeletonRow} />
      ))}
    </div>
  );
}
