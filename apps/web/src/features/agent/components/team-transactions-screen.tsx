import type { TAgentTeamTransaction } from '@platform/contracts';
import { TRANSACTION_TYPES } from '@platform/contracts/client';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button/button.tsx';
import { Card } from '../../../components/card/card.tsx';
import { SelectField, TextField } from '../../../components/field/field.tsx';
import { Money } from '../../../components/money/money.tsx';
import { Pager } from '../../../components/pager/pager.tsx';
import { RecordList } from '../../../components/record-list/record-list.tsx';
import { RecordRows } from '../../../components/record-list/record-row.tsx';
import { RecordTable } from '../../../components/record-list/record-table.tsx';
import { SkeletonRows } from '../../../components/skeleton/skeleton.tsx';
import { PHONE_QUERY, useMediaQuery } from '../../../hooks/use-media-query.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useTeamTransactions } from '../api/report-api.ts';
import { oneOf } from '../filters.ts';
import { useReportFilters } from '../hooks/use-report-filters.ts';
import { Signed, SummaryStrip } from './cells.tsx';
import { PeriodFilter } from './period-filter.tsx';
import { PeriodLine } from './period-line.tsx';
import { ScreenFrame } from './screen-frame.tsx';
import styles from './agent-screens.module.css';

const PAGE_SIZE = 20;

/**
 * agentDownlineTransactionDetailsCopy, the team transactions (spec §2; issue 11): the entries of the
 * team's wallets in a period (deposits, withdrawals, transfers, bets, wins…), by member account and
 * type, with a count and signed sum per type over the whole filter.
 */
export function TeamTransactionsScreen({ timeZone, currency }: { timeZone?: string; currency: string }) {
  const { t } = useTranslation();
  const phone = useMediaQuery(PHONE_QUERY);
  const filters = useReportFilters({ account: '', type: 'ALL' }, { fallback: 'today', timeZone });
  const type = oneOf(TRANSACTION_TYPES, filters.filters.type, 'ALL');
  const entries = useTeamTransactions({
    ...filters.period,
    account: filters.filters.account || undefined,
    type,
    pageNo: filters.pageNo,
    pageSize: PAGE_SIZE,
  });
  const data = entries.data;
  const money = data?.currency ?? currency;

  const search = (event: FormEvent) => {
    event.preventDefault();
    filters.apply();
  };

  return (
    <ScreenFrame screen="agentDownlineTransactionDetailsCopy">
      <Card label={t('agent.period.label')}>
        <PeriodFilter
          range={filters.range}
          shortcut={filters.shortcut}
          onShortcut={filters.pickShortcut}
          onRange={filters.pickRange}
        />
        <form className={styles.toolbar} role="search" onSubmit={search}>
          <div className={styles.select}>
            <TextField
              label={t('agent.filter.account')}
              icon="user"
              value={filters.draft.account}
              onChange={(e) => filters.setDraft({ account: e.target.value })}
              maxLength={64}
              autoComplete="off"
            />
          </div>
          <div className={styles.select}>
            <SelectField
              label={t('agent.filter.transactionType')}
              value={type}
              onChange={(e) => filters.set({ type: e.target.value })}
              options={TRANSACTION_TYPES.map((id) => ({ value: id, label: t(`wallet.type.${id}`) }))}
            />
          </div>
          <Button type="submit" variant="primary">
            {t('agent.filter.search')}
          </Button>
        </form>
      </Card>
      <PeriodLine period={data?.period} loading={entries.isPending} />
      {data && data.summary.length > 0 ? (
        <SummaryStrip
          label={t('agent.transactions.summary')}
          items={data.summary.map((row) => ({
            id: row.type,
            label: t('agent.transactions.typeCount', {
              type: t(`wallet.type.${row.type}`),
              count: row.count,
            }),
            value: <Signed amount={row.amount} currency={money} />,
          }))}
        />
      ) : null}
      <Card label={t('agent.menu.agentDownlineTransactionDetailsCopy')}>
        <RecordList
          query={entries}
          items={data?.list}
          loading={<SkeletonRows variant="bar" rows={phone ? 4 : 8} />}
          empty={{ title: t('agent.transactions.emptyTitle'), text: t('agent.transactions.emptyText') }}
          errorTitle={t('agent.transactions.loadFailed')}
          footer={
            <Pager
              page={filters.pageNo}
              totalPages={data?.totalPages ?? 1}
              onChange={filters.setPage}
              label={t('agent.transactions.pages')}
              disabled={entries.isFetching}
            />
          }
        >
          {(rows) =>
            phone ? (
              <EntryCards rows={rows} currency={money} timeZone={timeZone} />
            ) : (
              <EntryTable rows={rows} currency={money} timeZone={timeZone} />
            )
          }
        </RecordList>
      </Card>
    </ScreenFrame>
  );
}

interface RowsProps {
  rows: readonly TAgentTeamTransaction[];
  currency: string;
  timeZone?: string;
}

function Kind({ entry }: { entry: TAgentTeamTransaction }) {
  const { t } = useTranslation();
  return (
    <span className={styles.who}>
      <span className={styles.whoName}>
        {t(`wallet.kind.${entry.kind}`, { defaultValue: t(`wallet.type.${entry.type}`) })}
      </span>
      <span className={styles.whoMeta}>
        {[t(`wallet.account.${entry.wallet}`), entry.description].filter(Boolean).join(' · ')}
      </span>
    </span>
  );
}

function EntryTable({ rows, currency, timeZone }: RowsProps) {
  const { t } = useTranslation();
  return (
    <RecordTable caption={t('agent.menu.agentDownlineTransactionDetailsCopy')}>
      <thead>
        <tr>
          <th scope="col">{t('agent.col.time')}</th>
          <th scope="col">{t('agent.col.account')}</th>
          <th scope="col">{t('agent.col.type')}</th>
          <th scope="col" data-align="end">
            {t('agent.col.amount')}
          </th>
          <th scope="col" data-align="end">
            {t('agent.col.balanceAfter')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((entry) => (
          <tr key={entry.id} data-testid="team-transaction-row">
            <td data-cell="time">{formatDateTime(new Date(entry.createdAt), timeZone)}</td>
            <td className={styles.whoName}>{entry.account}</td>
            <td>
              <Kind entry={entry} />
            </td>
            <td data-align="end">
              <Signed amount={entry.amount} currency={currency} />
            </td>
            <td data-align="end" className={styles.muted}>
              {entry.balanceAfter === null ? (
                '—'
              ) : (
                <Money amount={entry.balanceAfter} currency={currency} showCurrency={false} />
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </RecordTable>
  );
}

function EntryCards({ rows, currency, timeZone }: RowsProps) {
  const { t } = useTranslation();
  return (
    <RecordRows boxed label={t('agent.menu.agentDownlineTransactionDetailsCopy')}>
      {rows.map((entry) => (
        <li key={entry.id} className={styles.card} data-testid="team-transaction-row">
          <div className={styles.cardTop}>
            <Kind entry={entry} />
            <Signed amount={entry.amount} currency={currency} />
          </div>
          <p className={styles.cardMeta}>
            {entry.account} · {formatDateTime(new Date(entry.createdAt), timeZone, { seconds: false })}
            {entry.balanceAfter === null
              ? ''
              : ` · ${t('agent.transactions.balanceAfter', { amount: entry.balanceAfter })}`}
          </p>
        </li>
      ))}
    </RecordRows>
  );
}
