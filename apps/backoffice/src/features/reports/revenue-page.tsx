import { REPORT_GRAINS, type ReportGrain, type TBreakdownRow, type TRevenueRow } from '@platform/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { SelectField, Skeleton, ui } from '../../components/ui.tsx';
import { useMoney } from '../../lib/format.ts';
import { useUrlFilters } from '../../lib/url-filters.ts';
import { useBreakdown, useFunnel, useRevenue } from './api/reports-api.ts';
import { csvFileName } from './csv.ts';
import { DRILL_DEFAULTS, RANGE_DEFAULTS, drillSearch, type DrillFilters } from './drill.ts';
import { ReportHeader } from './report-header.tsx';
import { periodRange, type DayRange } from './range.ts';
import {
  Amount,
  CsvButton,
  RangeFields,
  ReportFilters,
  RetryNote,
  SortHeader,
  useCount,
  useReportRange,
  type ReportScope,
} from './report-parts.tsx';
import { CategoryDonut, FunnelBars, TrendChart, categoryColor } from './revenue-charts.tsx';
import { REVENUE_COLUMNS, revenueCsvColumns, sortRevenueRows } from './revenue-columns.ts';
import styles from './reports.module.css';

const DEFAULTS = { ...RANGE_DEFAULTS, grain: 'day', sort: 'period', order: 'asc' };
const normalize = (f: typeof DEFAULTS) => ({
  ...f,
  grain: (REPORT_GRAINS as readonly string[]).includes(f.grain) ? f.grain : 'day',
  order: f.order === 'desc' ? 'desc' : 'asc',
});

/** The breakdown's URL for some days (a row of the revenue table, a category of the range). */
export function breakdownLink(range: DayRange, currency: string, extra: Partial<DrillFilters> = {}) {
  return `/reports/breakdown${drillSearch({ ...DRILL_DEFAULTS, range: 'custom', ...range, currency, ...extra })}`;
}

/** A period as a person reads it: a day, "week of" its Monday, a month. */
export function usePeriodLabel(grain: ReportGrain) {
  const { t } = useTranslation();
  return (period: string) =>
    period === 'total'
      ? t('reports.total')
      : grain === 'week'
        ? t('reports.weekOf', { day: period })
        : period;
}

/**
 * The revenue dashboard: a range's KPIs, the trend over its days (weeks, months), the split by
 * category, the registration funnel, and the table of every period, each row leading to its
 * breakdown. Figures come from the summary tables; the line under the title says how fresh.
 */
export function RevenuePage(scope: ReportScope) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const url = useUrlFilters(DEFAULTS, normalize);
  const { range, days, currency, currencyQuery } = useReportRange(url.filters, scope);
  const grain = url.filters.grain as ReportGrain;
  const revenue = useRevenue(scope.merchantCode, { ...days, grain, ...currencyQuery });
  const categories = useBreakdown(scope.merchantCode, {
    ...days,
    ...currencyQuery,
    by: 'category',
    sort: 'turnover',
    order: 'desc',
    pageNo: 1,
    pageSize: 100,
  });
  const funnel = useFunnel(scope.merchantCode, days);
  const periodLabel = usePeriodLabel(grain);
  const tableTitle = t('reports.revenue.tableTitle', { grain: t(`reports.grains.${grain}`), currency });
  const openPeriod = (period: string) =>
    void navigate(breakdownLink(periodRange(period, grain, days), url.filters.currency));
  const report = revenue.data;
  const rows = report?.rows ?? [];
  const played = report ? report.totals.rounds > 0 || rows.some((r) => r.rounds > 0) : false;
  const anything =
    report !== undefined &&
    (played ||
      report.totals.deposits.count > 0 ||
      report.totals.withdrawals.count > 0 ||
      report.totals.newMembers > 0);

  return (
    <div className={`${ui.page} ${styles.page}`}>
      <ReportHeader
        scope={scope}
        title={t('reports.revenue.title')}
        subtitle={t('reports.revenue.subtitle', { merchant: scope.brandName, timeZone: scope.timeZone })}
        days={days}
        refreshedAt={report?.refreshedAt}
      />
      <ReportFilters url={url}>
        <RangeFields url={url} range={range} scope={scope} />
        <SelectField label={t('reports.grain')} {...url.choice('grain')}>
          {REPORT_GRAINS.map((g) => (
            <option key={g} value={g}>
              {t(`reports.grains.${g}`)}
            </option>
          ))}
        </SelectField>
      </ReportFilters>

      {revenue.error && !report ? (
        <RetryNote error={revenue.error} onRetry={() => void revenue.refetch()} />
      ) : (
        <Kpis totals={report?.totals} currency={currency} />
      )}

      <div className={styles.chartGrid}>
        <ChartCard title={t('reports.charts.trendTitle')} wide>
          {revenue.error && !report ? (
            // The error and its retry are said once, where the totals would be.
            <p className={ui.empty}>{t('reports.unavailable')}</p>
          ) : !report ? (
            <ChartSkeleton />
          ) : !anything ? (
            <p className={ui.empty}>{t('reports.noRounds')}</p>
          ) : (
            <TrendChart rows={rows} currency={currency} periodLabel={periodLabel} onPeriod={openPeriod} />
          )}
        </ChartCard>
        <ChartCard title={t('reports.charts.categoriesTitle')}>
          {categories.error && !categories.data ? (
            <RetryNote error={categories.error} onRetry={() => void categories.refetch()} />
          ) : !categories.data ? (
            <ChartSkeleton />
          ) : categories.data.list.length === 0 ? (
            <p className={ui.empty}>{t('reports.noRounds')}</p>
          ) : (
            <CategorySplit
              rows={categories.data.list}
              currency={currency}
              range={days}
              urlCurrency={url.filters.currency}
            />
          )}
        </ChartCard>
        <ChartCard title={t('reports.funnel.title')}>
          {funnel.error && !funnel.data ? (
            <RetryNote error={funnel.error} onRetry={() => void funnel.refetch()} />
          ) : !funnel.data ? (
            <ChartSkeleton />
          ) : (funnel.data.steps[0]?.members ?? 0) === 0 ? (
            <p className={ui.empty}>{t('reports.funnel.empty')}</p>
          ) : (
            <FunnelSection funnel={funnel.data} />
          )}
        </ChartCard>
      </div>

      <section className={ui.card} aria-labelledby="revenue-table-title">
        <div className={styles.cardHead}>
          <h2 id="revenue-table-title" className={ui.cardTitle}>
            {tableTitle}
          </h2>
          <span className={ui.spacer} />
          <CsvButton
            fileName={csvFileName('revenue', scope.merchantCode, grain, range.from, range.to)}
            columns={revenueCsvColumns(t, currency, grain)}
            rows={() =>
              report
                ? [
                    ...sortRevenueRows(rows, url.filters.sort, url.filters.order as 'asc' | 'desc', currency),
                    report.totals,
                  ]
                : []
            }
            disabled={!report || rows.length === 0}
            label={t('reports.exportNamed', { table: tableTitle })}
          />
        </div>
        {revenue.error && !report ? (
          <p className={ui.empty}>{t('reports.unavailable')}</p>
        ) : !report ? (
          <Skeleton rows={6} />
        ) : !anything ? (
          <p className={ui.empty}>{t('reports.noRounds')}</p>
        ) : (
          <RevenueTable
            title={tableTitle}
            rows={rows}
            totals={report.totals}
            currency={currency}
            grain={grain}
            range={days}
            urlCurrency={url.filters.currency}
            sort={url.filters.sort}
            order={url.filters.order as 'asc' | 'desc'}
            onSort={(sort, order) => url.apply({ sort, order })}
          />
        )}
      </section>
    </div>
  );
}

function ChartCard(props: { title: string; wide?: boolean; children: ReactNode }) {
  return (
    <section className={`${ui.card} ${props.wide ? styles.wide : ''}`} aria-label={props.title}>
      <h2 className={ui.cardTitle}>{props.title}</h2>
      {props.children}
    </section>
  );
}

function ChartSkeleton() {
  return (
    <div className={styles.chartSkeleton}>
      <Skeleton rows={5} />
    </div>
  );
}

/** The range's totals as tiles: money first, then the counts of people. */
function Kpis({ totals, currency }: { totals: TRevenueRow | undefined; currency: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  const count = useCount();
  const tiles: { key: string; value: ReactNode; sub?: string; signed?: boolean }[] = totals
    ? [
        { key: 'ggr', value: <Amount value={totals.ggr} currency={currency} signed /> },
        { key: 'ngr', value: <Amount value={totals.ngr} currency={currency} signed /> },
        {
          key: 'turnover',
          value: money(totals.turnover, currency),
          sub: t('reports.kpi.rounds', { count: totals.rounds }),
        },
        { key: 'payout', value: money(totals.payout, currency) },
        {
          key: 'deposits',
          value: money(totals.deposits.amount, currency),
          sub: t('reports.kpi.transactions', { count: totals.deposits.count }),
        },
        {
          key: 'withdrawals',
          value: money(totals.withdrawals.amount, currency),
          sub: t('reports.kpi.transactions', { count: totals.withdrawals.count }),
        },
        {
          key: 'firstDeposits',
          value: count(totals.firstDeposits.count),
          sub: money(totals.firstDeposits.amount, currency),
        },
        { key: 'newMembers', value: count(totals.newMembers) },
        { key: 'activeMembers', value: count(totals.activeMembers) },
        { key: 'depositingMembers', value: count(totals.depositingMembers) },
      ]
    : [];
  return (
    <section aria-label={t('reports.kpi.label', { currency })}>
      {totals ? (
        <dl className={styles.kpis}>
          {tiles.map((tile) => (
            <div key={tile.key} className={styles.kpi} data-testid={`kpi-${tile.key}`}>
              <dt>{t(`reports.kpi.${tile.key}`)}</dt>
              <dd className={styles.kpiValue}>{tile.value}</dd>
              {tile.sub ? <dd className={styles.kpiSub}>{tile.sub}</dd> : null}
            </div>
          ))}
        </dl>
      ) : (
        <div className={styles.kpis}>
          {Array.from({ length: 10 }, (_, i) => (
            <div key={i} className={styles.kpi}>
              <div className={ui.skeleton} style={{ height: 14, width: '50%' }} />
              <div className={ui.skeleton} style={{ height: 26, width: '80%', marginTop: 10 }} />
            </div>
          ))}
        </div>
      )}
    </section>
  );
}

/** The donut and, beside it, each category's turnover, GGR and margin; a category opens its games. */
function CategorySplit(props: {
  rows: readonly TBreakdownRow[];
  currency: string;
  range: DayRange;
  urlCurrency: string;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const label = (row: TBreakdownRow) => t(`gameTypes.${row.key}`, { defaultValue: row.label });
  return (
    <div className={styles.split}>
      <CategoryDonut rows={props.rows} currency={props.currency} categoryLabel={label} />
      <div className={ui.tableScroll}>
        <table className={`${ui.table} ${styles.compact}`} aria-label={t('reports.charts.categoriesTable')}>
          <thead>
            <tr>
              <th>{t('reports.columns.category')}</th>
              <th className={ui.amount}>{t('reports.columns.turnover')}</th>
              <th className={ui.amount}>{t('reports.columns.ggr')}</th>
              <th className={ui.amount}>{t('reports.columns.margin')}</th>
            </tr>
          </thead>
          <tbody>
            {props.rows.map((row, index) => (
              <tr key={row.key}>
                <td>
                  <span
                    className={styles.swatch}
                    style={{ background: categoryColor(index) }}
                    aria-hidden="true"
                  />
                  <Link
                    className={styles.drillLink}
                    to={breakdownLink(props.range, props.urlCurrency, { category: row.key })}
                    aria-label={t('reports.drill.openCategory', { category: label(row) })}
                  >
                    {label(row)}
                  </Link>
                </td>
                <td className={ui.amount}>{money(row.turnover, props.currency)}</td>
                <td className={ui.amount}>
                  <Amount value={row.ggr} currency={props.currency} signed />
                </td>
                <td className={ui.amount}>{t('reports.percent', { value: row.margin })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function FunnelSection({ funnel }: { funnel: Parameters<typeof FunnelBars>[0]['funnel'] }) {
  const { t } = useTranslation();
  const count = useCount();
  return (
    <div className={styles.funnel}>
      <FunnelBars funnel={funnel} />
      <table className={`${ui.table} ${styles.compact}`} aria-label={t('reports.funnel.table')}>
        <thead>
          <tr>
            <th>{t('reports.funnel.step')}</th>
            <th className={ui.amount}>{t('reports.funnel.members')}</th>
            <th className={ui.amount}>{t('reports.funnel.ofRegistered')}</th>
          </tr>
        </thead>
        <tbody>
          {funnel.steps.map((s) => (
            <tr key={s.step}>
              <td>{t(`reports.funnel.steps.${s.step}`)}</td>
              <td className={ui.amount}>{count(s.members)}</td>
              <td className={ui.amount}>{t('reports.percent', { value: s.ofRegistered })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Every period with every column, sortable; the range's totals underneath. */
function RevenueTable(props: {
  title: string;
  rows: readonly TRevenueRow[];
  totals: TRevenueRow;
  currency: string;
  grain: ReportGrain;
  range: DayRange;
  urlCurrency: string;
  sort: string;
  order: 'asc' | 'desc';
  onSort: (sort: string, order: 'asc' | 'desc') => void;
}) {
  const { t } = useTranslation();
  const count = useCount();
  const periodLabel = usePeriodLabel(props.grain);
  const sorted = sortRevenueRows(props.rows, props.sort, props.order, props.currency);
  const cell = (row: TRevenueRow, column: (typeof REVENUE_COLUMNS)[number]) => {
    const value = column.value(row);
    return column.kind === 'money' ? (
      <Amount value={String(value)} currency={props.currency} signed={column.signed} />
    ) : (
      count(Number(value))
    );
  };
  return (
    <div className={`${ui.tableScroll} ${styles.tableWrap}`}>
      <table
        className={`${ui.table} ${styles.reportTable}`}
        aria-label={props.title}
        data-testid="revenue-table"
      >
        <thead>
          <tr>
            <SortHeader
              column="period"
              label={t(`reports.grains.${props.grain}`)}
              sort={props.sort}
              order={props.order}
              onSort={props.onSort}
              numeric={false}
            />
            {REVENUE_COLUMNS.map((c) => (
              <SortHeader
                key={c.key}
                column={c.key}
                label={t(`reports.columns.${c.label}`)}
                sort={props.sort}
                order={props.order}
                onSort={props.onSort}
              />
            ))}
          </tr>
        </thead>
        <tbody>
          {sorted.map((row) => (
            <tr key={row.period}>
              <th scope="row" className={styles.rowHead}>
                <Link
                  className={styles.drillLink}
                  to={breakdownLink(periodRange(row.period, props.grain, props.range), props.urlCurrency)}
                  aria-label={t('reports.drill.openPeriod', { period: periodLabel(row.period) })}
                >
                  {periodLabel(row.period)}
                </Link>
              </th>
              {REVENUE_COLUMNS.map((c) => (
                <td key={c.key} className={ui.amount}>
                  {cell(row, c)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr data-testid="revenue-totals">
            <th scope="row" className={styles.rowHead}>
              {t('reports.total')}
            </th>
            {REVENUE_COLUMNS.map((c) => (
              <td key={c.key} className={ui.amount}>
                {cell(props.totals, c)}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
