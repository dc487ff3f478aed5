import type { TSettlementRow } from '@platform/contracts';
import { AGENT_SETTLEMENT_STATUSES, type AgentContractKind } from '@platform/contracts/client';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/button/button.tsx';
import { Card } from '../../../components/card/card.tsx';
import { SelectField } from '../../../components/field/field.tsx';
import { Money } from '../../../components/money/money.tsx';
import { Pager } from '../../../components/pager/pager.tsx';
import { RecordCard } from '../../../components/record-list/record-card.tsx';
import { RecordList } from '../../../components/record-list/record-list.tsx';
import { RecordRows } from '../../../components/record-list/record-row.tsx';
import { RecordTable } from '../../../components/record-list/record-table.tsx';
import { SkeletonRows } from '../../../components/skeleton/skeleton.tsx';
import { Tabs } from '../../../components/tabs/tabs.tsx';
import { PHONE_QUERY, useMediaQuery } from '../../../hooks/use-media-query.ts';
import { formatCount, formatMoneyText } from '../../../lib/format.ts';
import { useStatements } from '../api/contract-api.ts';
import { oneOf } from '../filters.ts';
import { useReportFilters } from '../hooks/use-report-filters.ts';
import { SummaryStrip } from './cells.tsx';
import { periodLabel, PeriodText, SettlementStatus } from './contract-parts.tsx';
import { PeriodFilter } from './period-filter.tsx';
import { PeriodLine } from './period-line.tsx';
import { StatementDialog } from './statement-dialog.tsx';
import styles from './contracts.module.css';
import screenStyles from './agent-screens.module.css';

const PAGE_SIZE = 20;
const ROLES = ['PAYEE', 'PAYER'] as const;
const STATUSES = ['', ...AGENT_SETTLEMENT_STATUSES] as const;
/** The URL parameter of the open statement. */
const STATEMENT_PARAM = 'statement';

/**
 * The statements of a kind (issue 11): each settled period of my contract (PAYEE, what I earned) or
 * of my sub-agents' (PAYER, what I pay them), with its figures and status, filtered by status and
 * days in the URL and paged; a row opens its statement, line by line.
 */
export function ContractStatements({
  kind,
  timeZone,
  currency,
}: {
  kind: AgentContractKind;
  timeZone?: string;
  currency: string;
}) {
  const { t } = useTranslation();
  const phone = useMediaQuery(PHONE_QUERY);
  const filters = useReportFilters({ role: 'PAYEE', status: '' }, { fallback: 'last7', timeZone });
  const role = oneOf(ROLES, filters.filters.role, 'PAYEE');
  const status = oneOf(STATUSES, filters.filters.status, '');
  const statements = useStatements({
    kind,
    role,
    ...filters.period,
    status: status || undefined,
    pageNo: filters.pageNo,
    pageSize: PAGE_SIZE,
  });
  const [params, setParams] = useSearchParams();
  const openId = params.get(STATEMENT_PARAM);
  const open = (id: string | null) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (id) next.set(STATEMENT_PARAM, id);
      else next.delete(STATEMENT_PARAM);
      return next;
    });

  const data = statements.data;
  const money = data?.currency ?? currency;
  const amount = (value: string) => <Money amount={value} currency={money} showCurrency={false} />;
  const title = t('agent.statements.title');
  const counterpart = (row: TSettlementRow) =>
    role === 'PAYEE' ? (row.payer?.account ?? t('agent.contract.merchant')) : row.payee.account;
  const rate = (row: TSettlementRow) =>
    `${row.rate}%${kind === 'realtimeSalary' && row.lossRate !== null ? ` · ${row.lossRate}%` : ''}`;
  const openButton = (row: TSettlementRow, label: ReactNode) => (
    <button
      type="button"
      className={styles.rowLink}
      onClick={() => open(row.id)}
      aria-label={t('agent.statements.open', { period: periodLabel(row, timeZone, t) })}
    >
      {label}
    </button>
  );

  return (
    <Card
      id="contract-statements-title"
      icon="record"
      title={title}
      text={t(role === 'PAYEE' ? 'agent.statements.textPayee' : 'agent.statements.textPayer')}
      testId="contract-statements"
    >
      <div className={styles.body}>
        <PeriodFilter
          range={filters.range}
          shortcut={filters.shortcut}
          onShortcut={filters.pickShortcut}
          onRange={filters.pickRange}
          tabs={
            <div className={styles.filterRow}>
              <Tabs
                variant="segmented"
                className={screenStyles.scope}
                items={ROLES.map((id) => ({ id, label: t(`agent.statements.role.${id}`) }))}
                value={role}
                onChange={(next) => filters.set({ role: next })}
                label={t('agent.statements.roleLabel')}
              />
              <div className={screenStyles.select}>
                <SelectField
                  label={t('agent.filter.status')}
                  value={status}
                  onChange={(e) => filters.set({ status: e.target.value })}
                  options={STATUSES.map((id) => ({
                    value: id,
                    label: id ? t(`agent.statements.status.${id}`) : t('agent.filter.any'),
                  }))}
                />
              </div>
            </div>
          }
        />
        <PeriodLine
          period={data ? { ...filters.period, timeZone: data.timeZone } : undefined}
          loading={statements.isPending}
        />
        <SummaryStrip
          label={t('agent.statements.totals')}
          loading={!data}
          items={[
            {
              id: 'payable',
              label: t('agent.statements.col.payable'),
              value: formatMoneyText(data?.totals.payable ?? '0', money),
            },
            {
              id: 'paid',
              label: t('agent.statements.paid'),
              value: formatMoneyText(data?.totals.paid ?? '0', money),
            },
            {
              id: 'pending',
              label: t('agent.statements.pending'),
              value: formatMoneyText(data?.totals.pending ?? '0', money),
            },
            { id: 'periods', label: t('agent.statements.periods'), value: formatCount(data?.total ?? 0) },
          ]}
        />
        <RecordList
          query={statements}
          items={data?.list}
          loading={<SkeletonRows variant="bar" rows={phone ? 3 : 6} />}
          empty={{ title: t('agent.statements.emptyTitle'), text: t('agent.statements.emptyText') }}
          errorTitle={t('agent.statements.loadFailed')}
          footer={
            <Pager
              page={filters.pageNo}
              totalPages={data?.totalPages ?? 1}
              onChange={filters.setPage}
              label={t('agent.statements.pages')}
              disabled={statements.isFetching}
            />
          }
        >
          {(rows) =>
            phone ? (
              <RecordRows boxed label={title}>
                {rows.map((row) => (
                  <RecordCard
                    key={row.id}
                    testId="statement-row"
                    title={<strong>{openButton(row, <PeriodText row={row} timeZone={timeZone} />)}</strong>}
                    status={<SettlementStatus status={row.status} />}
                    meta={`${t(role === 'PAYEE' ? 'agent.statements.col.payer' : 'agent.statements.col.payee')}: ${counterpart(row)}`}
                    figures={[
                      { label: t('agent.statements.col.validBet'), value: amount(row.validBet) },
                      ...(kind === 'dividend'
                        ? [{ label: t('agent.statements.col.netLoss'), value: amount(row.netLoss) }]
                        : []),
                      { label: t('agent.statements.col.rate'), value: rate(row) },
                      { label: t('agent.statements.col.amount'), value: amount(row.amount) },
                      { label: t('agent.statements.col.payable'), value: amount(row.payable) },
                      { label: t('agent.statements.col.carryOut'), value: amount(row.carryOut) },
                    ]}
                    actions={
                      <Button size="sm" variant="outline" onClick={() => open(row.id)}>
                        {t('agent.statements.view')}
                      </Button>
                    }
                  />
                ))}
              </RecordRows>
            ) : (
              <RecordTable caption={title}>
                <thead>
                  <tr>
                    <th scope="col">{t('agent.statements.col.period')}</th>
                    <th scope="col">{t('agent.col.status')}</th>
                    {role === 'PAYER' ? <th scope="col">{t('agent.statements.col.payee')}</th> : null}
                    <th scope="col" data-align="end">
                      {t('agent.statements.col.validBet')}
                    </th>
                    {kind === 'dividend' ? (
                      <th scope="col" data-align="end">
                        {t('agent.statements.col.netLoss')}
                      </th>
                    ) : null}
                    <th scope="col" data-align="end">
                      {t('agent.statements.col.activeMembers')}
                    </th>
                    <th scope="col" data-align="end">
                      {t(
                        kind === 'realtimeSalary'
                          ? 'agent.statements.col.rates'
                          : 'agent.statements.col.rate',
                      )}
                    </th>
                    {(['gross', 'carryIn', 'adjustments', 'amount', 'payable', 'carryOut'] as const).map(
                      (col) => (
                        <th key={col} scope="col" data-align="end">
                          {t(`agent.statements.col.${col}`)}
                        </th>
                      ),
                    )}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr
                      key={row.id}
                      data-testid="statement-row"
                      className={styles.clickRow}
                      onClick={(e) => {
                        if ((e.target as HTMLElement).closest('button')) return;
                        open(row.id);
                      }}
                    >
                      <td>{openButton(row, <PeriodText row={row} timeZone={timeZone} />)}</td>
                      <td>
                        <SettlementStatus status={row.status} />
                      </td>
                      {role === 'PAYER' ? (
                        <td>
                          <span className={screenStyles.whoName}>{row.payee.account}</span>
                        </td>
                      ) : null}
                      <td data-align="end">{amount(row.validBet)}</td>
                      {kind === 'dividend' ? <td data-align="end">{amount(row.netLoss)}</td> : null}
                      <td data-align="end">{formatCount(row.activeMembers)}</td>
                      <td data-align="end">{rate(row)}</td>
                      <td data-align="end">{amount(row.gross)}</td>
                      <td data-align="end">{amount(row.carryIn)}</td>
                      <td data-align="end">{amount(row.adjustments)}</td>
                      <td data-align="end">{amount(row.amount)}</td>
                      <td data-align="end">
                        <strong>{amount(row.payable)}</strong>
                      </td>
                      <td data-align="end">{amount(row.carryOut)}</td>
                    </tr>
                  ))}
                </tbody>
              </RecordTable>
            )
          }
        </RecordList>
      </div>
      <StatementDialog id={openId} onClose={() => open(null)} timeZone={timeZone} />
    </Card>
  );
}
