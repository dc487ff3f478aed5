import type { TAgentTeamTransaction } from '@platform/contracts';
import { TRANSACTION_TYPES } from '@platform/contracts/client';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../../components/field/field.tsx';
import { Money } from '../../../components/money/money.tsx';
import { RecordCard } from '../../../components/record-list/record-card.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useTeamTransactions } from '../api/report-api.ts';
import { oneOf } from '../filters.ts';
import { useReportFilters } from '../hooks/use-report-filters.ts';
import { Signed, SummaryStrip } from './cells.tsx';
import { ReportScreen } from './report-screen.tsx';
import styles from './agent-screens.module.css';

const PAGE_SIZE = 20;

/**
 * agentDownlineTransactionDetailsCopy, the team transactions (spec §2; issue 11): the entries of the
 * team's wallets in a period (deposits, withdrawals, transfers, bets, wins…), by member account and
 * type, with a count and signed sum per type over the whole filter.
 */
export function TeamTransactionsScreen({ timeZone, currency }: { timeZone?: string; currency: string }) {
  const { t } = useTranslation();
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
  const time = (entry: TAgentTeamTransaction, seconds = true) =>
    formatDateTime(new Date(entry.createdAt), timeZone, { seconds });

  return (
    <ReportScreen
      screen="agentDownlineTransactionDetailsCopy"
      filters={filters}
      period={data?.period}
      query={entries}
      items={data?.list}
      totalPages={data?.totalPages ?? 1}
      texts={{
        emptyTitle: t('agent.transactions.emptyTitle'),
        emptyText: t('agent.transactions.emptyText'),
        loadFailed: t('agent.transactions.loadFailed'),
        pages: t('agent.transactions.pages'),
      }}
      fields={
        <>
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
        </>
      }
      summary={
        data && data.summary.length > 0 ? (
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
        ) : null
      }
      table={(rows) => (
        <>
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
                <td data-cell="time">{time(entry)}</td>
                <td className={styles.whoName}>{entry.account}</td>
                <td>
                  <Kind entry={entry} />
                </td>
                <td data-align="end">
                  <Signed amount={entry.amount} currency={money} />
                </td>
                <td data-align="end" className={styles.muted}>
                  {entry.balanceAfter === null ? (
                    '—'
                  ) : (
                    <Money amount={entry.balanceAfter} currency={money} showCurrency={false} />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </>
      )}
      cards={(rows) =>
        rows.map((entry) => (
          <RecordCard
            key={entry.id}
            testId="team-transaction-row"
            title={<Kind entry={entry} />}
            status={<Signed amount={entry.amount} currency={money} />}
            meta={[
              entry.account,
              time(entry, false),
              entry.balanceAfter === null
                ? ''
                : t('agent.transactions.balanceAfter', { amount: entry.balanceAfter }),
            ]
              .filter(Boolean)
              .join(' · ')}
          />
        ))
      }
    />
  );
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
