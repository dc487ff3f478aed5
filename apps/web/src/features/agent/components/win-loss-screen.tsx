import type { TAgentWinLossFigures, TAgentWinLossRow } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/field/field.tsx';
import { Money } from '../../../components/money/money.tsx';
import { RecordCard } from '../../../components/record-list/record-card.tsx';
import { Tabs } from '../../../components/tabs/tabs.tsx';
import { formatMoneyText } from '../../../lib/format.ts';
import { useTeamWinLoss } from '../api/report-api.ts';
import { oneOf } from '../filters.ts';
import { useReportFilters } from '../hooks/use-report-filters.ts';
import { Signed, SummaryStrip, TypePill, Who } from './cells.tsx';
import { ReportScreen } from './report-screen.tsx';
import styles from './agent-screens.module.css';

const PAGE_SIZE = 20;
const SCOPES = ['direct', 'all'] as const;
/** The columns of a row in order; win/loss and net are the members' signed results. */
const COLUMNS = [
  'validBet',
  'payout',
  'winLoss',
  'bonus',
  'rebate',
  'deposits',
  'withdrawals',
  'net',
] as const;
const SIGNED = new Set<string>(['winLoss', 'net']);
/** What a phone's card shows of a row. */
const CARD_FIGURES = ['validBet', 'winLoss', 'net', 'deposits', 'withdrawals', 'payout'] as const;

/**
 * palStatementsAgentCopy, win/loss per downline (spec §2; issue 11): per direct downline (with its
 * team) or per team member, valid bet, payout, win/loss, bonus, rebate, deposits, withdrawals and
 * net for a period, with the team's totals.
 */
export function WinLossScreen({ timeZone, currency }: { timeZone?: string; currency: string }) {
  const { t } = useTranslation();
  const filters = useReportFilters({ scope: 'direct', account: '' }, { fallback: 'last7', timeZone });
  const scope = oneOf(SCOPES, filters.filters.scope, 'direct');
  const report = useTeamWinLoss({
    ...filters.period,
    scope,
    account: filters.filters.account || undefined,
    pageNo: filters.pageNo,
    pageSize: PAGE_SIZE,
  });
  const data = report.data;
  const money = data?.currency ?? currency;
  const figure = (figures: TAgentWinLossFigures, key: (typeof COLUMNS)[number]) =>
    SIGNED.has(key) ? (
      <Signed amount={figures[key]} currency={money} />
    ) : (
      <Money amount={figures[key]} currency={money} showCurrency={false} />
    );
  const plain = (amount: string | undefined) => formatMoneyText(amount ?? '0', money);
  const totals = data?.totals;

  return (
    <ReportScreen
      screen="palStatementsAgentCopy"
      filters={filters}
      period={data?.period}
      query={report}
      items={data?.list}
      totalPages={data?.totalPages ?? 1}
      texts={{
        emptyTitle: t('agent.winLoss.emptyTitle'),
        emptyText: t('agent.winLoss.emptyText'),
        loadFailed: t('agent.winLoss.loadFailed'),
        pages: t('agent.winLoss.pages'),
      }}
      tabs={
        <Tabs
          variant="segmented"
          items={SCOPES.map((id) => ({ id, label: t(`agent.winLoss.scope.${id}`) }))}
          value={scope}
          onChange={(next) => filters.set({ scope: next })}
          label={t('agent.scope.label')}
        />
      }
      fields={
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
      }
      summary={
        <SummaryStrip
          label={t('agent.winLoss.totals')}
          loading={!totals}
          items={[
            { id: 'validBet', label: t('agent.winLoss.validBet'), value: plain(totals?.validBet) },
            {
              id: 'winLoss',
              label: t('agent.winLoss.winLoss'),
              value: <Signed amount={totals?.winLoss ?? '0'} currency={money} />,
            },
            { id: 'deposits', label: t('agent.winLoss.deposits'), value: plain(totals?.deposits) },
            { id: 'withdrawals', label: t('agent.winLoss.withdrawals'), value: plain(totals?.withdrawals) },
            {
              id: 'net',
              label: t('agent.winLoss.net'),
              value: <Signed amount={totals?.net ?? '0'} currency={money} />,
            },
          ]}
        />
      }
      table={(rows) => (
        <>
          <thead>
            <tr>
              <th scope="col">{t('agent.col.account')}</th>
              {COLUMNS.map((key) => (
                <th key={key} scope="col" data-align="end">
                  {t(`agent.winLoss.${key}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} data-testid="win-loss-row">
                <td>
                  <RowWho row={row} />
                </td>
                {COLUMNS.map((key) => (
                  <td key={key} data-align="end">
                    {figure(row, key)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          {totals ? (
            <tfoot className={styles.totalsRow}>
              <tr>
                <th scope="row">{t('agent.winLoss.totals')}</th>
                {COLUMNS.map((key) => (
                  <td key={key}>{figure(totals, key)}</td>
                ))}
              </tr>
            </tfoot>
          ) : null}
        </>
      )}
      cards={(rows) =>
        rows.map((row) => (
          <RecordCard
            key={row.id}
            testId="win-loss-row"
            title={<RowWho row={row} />}
            figures={CARD_FIGURES.map((key) => ({
              label: t(`agent.winLoss.${key}`),
              value: figure(row, key),
            }))}
          />
        ))
      }
    />
  );
}

function RowWho({ row }: { row: TAgentWinLossRow }) {
  const { t } = useTranslation();
  return (
    <Who
      account={row.account}
      badge={<TypePill type={row.type} />}
      meta={[
        t('agent.downlines.levelShort', { level: row.depth }),
        row.members > 1 ? t('agent.winLoss.members', { count: row.members }) : '',
      ]
        .filter(Boolean)
        .join(' · ')}
    />
  );
}
