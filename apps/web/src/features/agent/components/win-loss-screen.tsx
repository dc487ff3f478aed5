import type { TAgentWinLossFigures, TAgentWinLossRow } from '@platform/contracts';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button/button.tsx';
import { Card } from '../../../components/card/card.tsx';
import { TextField } from '../../../components/field/field.tsx';
import { Money } from '../../../components/money/money.tsx';
import { Pager } from '../../../components/pager/pager.tsx';
import { RecordList } from '../../../components/record-list/record-list.tsx';
import { RecordRows } from '../../../components/record-list/record-row.tsx';
import { RecordTable } from '../../../components/record-list/record-table.tsx';
import { SkeletonRows } from '../../../components/skeleton/skeleton.tsx';
import { Tabs } from '../../../components/tabs/tabs.tsx';
import { PHONE_QUERY, useMediaQuery } from '../../../hooks/use-media-query.ts';
import { formatMoneyText } from '../../../lib/format.ts';
import { useTeamWinLoss } from '../api/report-api.ts';
import { oneOf } from '../filters.ts';
import { useReportFilters } from '../hooks/use-report-filters.ts';
import { Signed, SummaryStrip, TypePill, Who } from './cells.tsx';
import { PeriodFilter } from './period-filter.tsx';
import { PeriodLine } from './period-line.tsx';
import { ScreenFrame } from './screen-frame.tsx';
import styles from './agent-screens.module.css';

const PAGE_SIZE = 20;
const SCOPES = ['direct', 'all'] as const;
/** The plain amounts of a row, in the order of the columns; win/loss and net are signed. */
const AMOUNTS = ['validBet', 'payout', 'bonus', 'rebate', 'deposits', 'withdrawals'] as const;

/**
 * palStatementsAgentCopy, win/loss per downline (spec §2; issue 11): per direct downline (with its
 * team) or per team member, valid bet, payout, win/loss, bonus, rebate, deposits, withdrawals and
 * net for a period, with the team's totals.
 */
export function WinLossScreen({ timeZone, currency }: { timeZone?: string; currency: string }) {
  const { t } = useTranslation();
  const phone = useMediaQuery(PHONE_QUERY);
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

  const search = (event: FormEvent) => {
    event.preventDefault();
    filters.apply();
  };

  return (
    <ScreenFrame screen="palStatementsAgentCopy">
      <Card label={t('agent.period.label')}>
        <PeriodFilter
          range={filters.range}
          shortcut={filters.shortcut}
          onShortcut={filters.pickShortcut}
          onRange={filters.pickRange}
          tabs={
            <Tabs
              variant="segmented"
              items={SCOPES.map((id) => ({ id, label: t(`agent.winLoss.scope.${id}`) }))}
              value={scope}
              onChange={(next) => filters.set({ scope: next })}
              label={t('agent.scope.label')}
            />
          }
        />
        <form className={styles.toolbar} role="search" onSubmit={search}>
          <div className={styles.search}>
            <TextField
              label={t('agent.filter.account')}
              icon="user"
              value={filters.draft.account}
              onChange={(e) => filters.setDraft({ account: e.target.value })}
              maxLength={64}
              autoComplete="off"
            />
            <Button type="submit" variant="primary">
              {t('agent.filter.search')}
            </Button>
          </div>
        </form>
      </Card>
      <PeriodLine period={data?.period} loading={report.isPending} />
      <Totals totals={data?.totals} currency={money} />
      <Card label={t('agent.menu.palStatementsAgentCopy')}>
        <RecordList
          query={report}
          items={data?.list}
          loading={<SkeletonRows variant="bar" rows={phone ? 4 : 8} />}
          empty={{ title: t('agent.winLoss.emptyTitle'), text: t('agent.winLoss.emptyText') }}
          errorTitle={t('agent.winLoss.loadFailed')}
          footer={
            <Pager
              page={filters.pageNo}
              totalPages={data?.totalPages ?? 1}
              onChange={filters.setPage}
              label={t('agent.winLoss.pages')}
              disabled={report.isFetching}
            />
          }
        >
          {(rows) =>
            phone ? (
              <WinLossCards rows={rows} currency={money} />
            ) : (
              <WinLossTable rows={rows} currency={money} totals={data?.totals} />
            )
          }
        </RecordList>
      </Card>
    </ScreenFrame>
  );
}

function Totals({ totals, currency }: { totals?: TAgentWinLossFigures; currency: string }) {
  const { t } = useTranslation();
  const plain = (amount: string | undefined) => formatMoneyText(amount ?? '0', currency);
  return (
    <SummaryStrip
      label={t('agent.winLoss.totals')}
      loading={!totals}
      items={[
        { id: 'validBet', label: t('agent.winLoss.validBet'), value: plain(totals?.validBet) },
        {
          id: 'winLoss',
          label: t('agent.winLoss.winLoss'),
          value: <Signed amount={totals?.winLoss ?? '0'} currency={currency} />,
        },
        { id: 'deposits', label: t('agent.winLoss.deposits'), value: plain(totals?.deposits) },
        { id: 'withdrawals', label: t('agent.winLoss.withdrawals'), value: plain(totals?.withdrawals) },
        {
          id: 'net',
          label: t('agent.winLoss.net'),
          value: <Signed amount={totals?.net ?? '0'} currency={currency} />,
        },
      ]}
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

function WinLossTable({
  rows,
  currency,
  totals,
}: {
  rows: readonly TAgentWinLossRow[];
  currency: string;
  totals?: TAgentWinLossFigures;
}) {
  const { t } = useTranslation();
  const cells = (figures: TAgentWinLossFigures) => (
    <>
      {AMOUNTS.slice(0, 2).map((key) => (
        <td key={key} data-align="end">
          <Money amount={figures[key]} currency={currency} showCurrency={false} />
        </td>
      ))}
      <td data-align="end">
        <Signed amount={figures.winLoss} currency={currency} />
      </td>
      {AMOUNTS.slice(2).map((key) => (
        <td key={key} data-align="end">
          <Money amount={figures[key]} currency={currency} showCurrency={false} />
        </td>
      ))}
      <td data-align="end">
        <Signed amount={figures.net} currency={currency} />
      </td>
    </>
  );
  return (
    <RecordTable caption={t('agent.menu.palStatementsAgentCopy')}>
      <thead>
        <tr>
          <th scope="col">{t('agent.col.account')}</th>
          {(
            ['validBet', 'payout', 'winLoss', 'bonus', 'rebate', 'deposits', 'withdrawals', 'net'] as const
          ).map((key) => (
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
            {cells(row)}
          </tr>
        ))}
      </tbody>
      {totals ? (
        <tfoot className={styles.totalsRow}>
          <tr>
            <th scope="row">{t('agent.winLoss.totals')}</th>
            {cells(totals)}
          </tr>
        </tfoot>
      ) : null}
    </RecordTable>
  );
}

function WinLossCards({ rows, currency }: { rows: readonly TAgentWinLossRow[]; currency: string }) {
  const { t } = useTranslation();
  return (
    <RecordRows boxed label={t('agent.menu.palStatementsAgentCopy')}>
      {rows.map((row) => (
        <li key={row.id} className={styles.card} data-testid="win-loss-row">
          <RowWho row={row} />
          <dl className={styles.cardFigures}>
            {(['validBet', 'winLoss', 'net', 'deposits', 'withdrawals', 'payout'] as const).map((key) => (
              <div key={key}>
                <dt>{t(`agent.winLoss.${key}`)}</dt>
                <dd>
                  {key === 'winLoss' || key === 'net' ? (
                    <Signed amount={row[key]} currency={currency} />
                  ) : (
                    <Money amount={row[key]} currency={currency} showCurrency={false} />
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </RecordRows>
  );
}
