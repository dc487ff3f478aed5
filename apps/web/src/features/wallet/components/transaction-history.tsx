import { TRANSACTION_TYPES } from '@platform/contracts/client';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '../../../components/filter-bar/filter-bar.tsx';
import { Pager } from '../../../components/pager/pager.tsx';
import { RecordList } from '../../../components/record-list/record-list.tsx';
import { RecordRow, RecordRows } from '../../../components/record-list/record-row.tsx';
import { RecordTable } from '../../../components/record-list/record-table.tsx';
import { SkeletonRows } from '../../../components/skeleton/skeleton.tsx';
import { StatusPill } from '../../../components/status-pill/status-pill.tsx';
import { TabPanel, Tabs } from '../../../components/tabs/tabs.tsx';
import { formatDateTime, formatMoneyText } from '../../../lib/format.ts';
import { useTransactions, type TransactionFilter, type TransactionRecord } from '../api/wallet-api.ts';
import {
  DATE_SHORTCUTS,
  matchingShortcut,
  normaliseRange,
  shortcutRange,
  type DayRange,
} from '../../../lib/date-range.ts';
import { PHONE_QUERY, useMediaQuery } from '../../../hooks/use-media-query.ts';
import { amountDirection, DIRECTION_ICON_TONES, shortReference } from '../transaction-view.ts';
import { SignedAmount } from './signed-amount.tsx';
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
      <FilterBar
        tabs={
          <Tabs
            items={TRANSACTION_TYPES.map((id) => ({ id, label: t(`wallet.type.${id}`) }))}
            value={type}
            onChange={chooseType}
            label={t('wallet.records.typeFilter')}
            idPrefix={TABS_ID}
          />
        }
        shortcuts={DATE_SHORTCUTS.map((id) => ({ id, label: t(`wallet.records.shortcut.${id}`) }))}
        activeShortcut={matchingShortcut(range, new Date(), timeZone)}
        onShortcut={(s) => chooseRange(shortcutRange(s, new Date(), timeZone))}
        shortcutsLabel={t('wallet.records.dateShortcuts')}
        range={range}
        onRangeChange={chooseRange}
        fromLabel={t('wallet.records.from')}
        toLabel={t('wallet.records.to')}
      />

      <TabPanel prefix={TABS_ID} id={type} className={styles.tabPanel}>
        <RecordList
          query={records}
          items={records.data?.list}
          loading={<SkeletonRows variant="bar" rows={phone ? 5 : 8} />}
          empty={{ title: t('wallet.records.emptyTitle'), text: t('wallet.records.emptyText') }}
          errorTitle={t('wallet.loadFailed')}
          footer={
            <Pager
              page={page}
              totalPages={records.data?.totalPages ?? 1}
              onChange={setPage}
              label={t('wallet.records.pages')}
              disabled={records.isFetching}
            />
          }
        >
          {(list) => (
            <>
              <p className={styles.count} aria-live="polite">
                {t('wallet.records.count', { count: records.data?.total ?? list.length })}
              </p>
              {phone ? (
                <RecordCards list={list} timeZone={timeZone} />
              ) : (
                <RecordTableView list={list} timeZone={timeZone} />
              )}
            </>
          )}
        </RecordList>
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

function RecordTableView({ list, timeZone }: { list: readonly TransactionRecord[]; timeZone?: string }) {
  const { t } = useTranslation();
  const text = useRecordText();
  return (
    <RecordTable>
      <thead>
        <tr>
          <th scope="col">{t('wallet.records.time')}</th>
          <th scope="col">{t('wallet.records.type')}</th>
          <th scope="col">{t('wallet.records.detail')}</th>
          <th scope="col" data-align="end">
            {t('wallet.records.amount')}
          </th>
          <th scope="col" data-align="end">
            {t('wallet.records.balanceAfter')}
          </th>
        </tr>
      </thead>
      <tbody>
        {list.map((r) => (
          <tr key={`${r.id}-${r.account}`} data-testid="record-row">
            <td data-cell="time">{formatDateTime(new Date(r.createdAt), timeZone)}</td>
            <td>
              <span className={styles.kind}>{text.kind(r)}</span>
              {r.account !== 'CASH' ? (
                <>
                  {' '}
                  <StatusPill tone="info" size="sm">
                    {text.account(r)}
                  </StatusPill>
                </>
              ) : null}
            </td>
            <td className={styles.detail}>
              {text.detail(r) || <span className={styles.faint}>—</span>}
              {r.reference ? <span className={styles.reference}>#{shortReference(r.reference)}</span> : null}
            </td>
            <td data-align="end">
              <SignedAmount amount={r.amount} currency={r.currency} />
            </td>
            <td
              data-align="end"
              className={[styles.balance, r.account === 'CASH' ? '' : styles.faint].join(' ')}
            >
              {r.balanceAfter === null ? '—' : formatMoneyText(r.balanceAfter, r.currency)}
            </td>
          </tr>
        ))}
      </tbody>
    </RecordTable>
  );
}

function RecordCards({ list, timeZone }: { list: readonly TransactionRecord[]; timeZone?: string }) {
  const { t } = useTranslation();
  const text = useRecordText();
  return (
    <RecordRows boxed>
      {list.map((r) => {
        const direction = amountDirection(r.amount);
        return (
          <RecordRow
            key={`${r.id}-${r.account}`}
            icon={direction === 'out' ? 'arrowUp' : 'arrowDown'}
            iconTone={DIRECTION_ICON_TONES[direction]}
            title={text.kind(r)}
            detail={text.detail(r) || undefined}
            meta={
              <>
                {r.account !== 'CASH' ? (
                  <StatusPill tone="info" size="sm">
                    {text.account(r)}
                  </StatusPill>
                ) : null}
                {formatDateTime(new Date(r.createdAt), timeZone, { seconds: false })}
              </>
            }
            amount={<SignedAmount amount={r.amount} currency={r.currency} />}
            status={t('wallet.records.balanceShort', {
              amount: r.balanceAfter === null ? '—' : formatMoneyText(r.balanceAfter, r.currency),
            })}
            testId="record-row"
          />
        );
      })}
    </RecordRows>
  );
}
