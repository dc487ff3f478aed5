import type { ReportSort, TBreakdownRow } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Pager } from '../../components/pager.tsx';
import { TabPanel, Tabs } from '../../components/tabs.tsx';
import { Skeleton, ui } from '../../components/ui.tsx';
import { useMoney } from '../../lib/format.ts';
import { useUrlFilters } from '../../lib/url-filters.ts';
import { EXPORT_PAGE_SIZE, REPORT_PAGE_SIZE, exportBreakdown, useBreakdown } from './api/reports-api.ts';
import { csvFileName, type CsvColumn } from './csv.ts';
import {
  DRILL_DEFAULTS,
  breakdownBy,
  breakdownQuery,
  drillCrumbs,
  drillInto,
  drillLevel,
  drillSearch,
  normalizeDrill,
  type Crumb,
  type DrillFilters,
  type OverviewSplit,
} from './drill.ts';
import { ReportHeader } from './report-header.tsx';
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
import styles from './reports.module.css';

/** The sortable numeric columns of a breakdown, in table order (margin is not sortable by the server). */
const SORTABLE: readonly { key: ReportSort; money: boolean; signed?: boolean }[] = [
  { key: 'rounds', money: false },
  { key: 'players', money: false },
  { key: 'turnover', money: true },
  { key: 'payout', money: true },
  { key: 'ggr', money: true, signed: true },
];

/**
 * The drill-down: a range split by category or vendor → a category's or vendor's games → a game's
 * members (each linking to the member's page). Every level is a URL (the query string holds the
 * path), sorted and paged by the server, exported whole to CSV.
 */
export function BreakdownPage(scope: ReportScope) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const url = useUrlFilters(DRILL_DEFAULTS, normalizeDrill);
  const f = url.filters;
  const { range, days, currency } = useReportRange(f, scope);
  const level = drillLevel(f);
  const by = breakdownBy(f);
  const query = useBreakdown(scope.merchantCode, breakdownQuery(f, days, url.pageNo, REPORT_PAGE_SIZE));
  const crumbs = drillCrumbs(f, days);
  // Moving between levels pins the range's days, so a path down from "yesterday" still shows that
  // day after a reload tomorrow.
  const hrefOf = (next: DrillFilters) =>
    `/reports/breakdown${drillSearch({ ...next, range: 'custom', from: range.from, to: range.to })}`;
  const categoryName = (code: string) => t(`gameTypes.${code}`, { defaultValue: code });
  const rangeText = crumbs[0]!.value;
  const title =
    level === 'overview'
      ? t('reports.drill.titles.overview', { range: rangeText })
      : level === 'games'
        ? t('reports.drill.titles.gamesOf', {
            name: f.category ? categoryName(f.category) : f.vendorLabel || f.vendorCode,
            range: rangeText,
          })
        : t('reports.drill.titles.membersOf', { name: f.gameLabel || f.gameCode, range: rangeText });
  const rowLabel = (row: TBreakdownRow) => (by === 'category' ? categoryName(row.key) : row.label);

  const table = (
    <BreakdownTable
      by={by}
      f={f}
      title={title}
      currency={currency}
      query={query}
      rowLabel={rowLabel}
      onSort={(sort, order) => url.apply({ sort, order })}
      drillHref={(row) => {
        const next = drillInto(f, row);
        return next ? hrefOf(next) : null;
      }}
      onPage={url.setPage}
    />
  );

  return (
    <div className={`${ui.page} ${styles.page}`}>
      <ReportHeader
        scope={scope}
        title={t('reports.drill.title')}
        subtitle={t('reports.drill.subtitle', { merchant: scope.brandName, timeZone: scope.timeZone })}
        days={days}
      />
      <ReportFilters url={url}>
        <RangeFields url={url} range={range} scope={scope} />
      </ReportFilters>
      <Breadcrumbs crumbs={crumbs} categoryName={categoryName} hrefOf={hrefOf} level={level} />
      <section className={ui.card} aria-labelledby="breakdown-title">
        <div className={styles.cardHead}>
          <h2 id="breakdown-title" className={ui.cardTitle}>
            {title}
          </h2>
          <span className={ui.spacer} />
          <CsvButton
            fileName={csvFileName(
              by,
              scope.merchantCode,
              range.from,
              range.to,
              f.category,
              f.vendorCode,
              f.gameCode,
            )}
            columns={breakdownCsvColumns(t, by, currency, rowLabel)}
            rows={() => exportBreakdown(scope.merchantCode, breakdownQuery(f, days, 1, EXPORT_PAGE_SIZE))}
            disabled={!query.data || query.data.list.length === 0}
            label={t('reports.exportNamed', { table: title })}
          />
        </div>
        {level === 'overview' ? (
          <>
            <Tabs<OverviewSplit>
              id="breakdown-split"
              label={t('reports.drill.splitLabel')}
              items={[
                { key: 'category', label: t('reports.drill.byCategory') },
                { key: 'vendor', label: t('reports.drill.byVendor') },
              ]}
              value={f.by === 'vendor' ? 'vendor' : 'category'}
              onChange={(key) =>
                void navigate(
                  hrefOf({ ...f, by: key, sort: DRILL_DEFAULTS.sort, order: DRILL_DEFAULTS.order }),
                )
              }
            />
            <TabPanel id="breakdown-split" value={f.by === 'vendor' ? 'vendor' : 'category'}>
              {table}
            </TabPanel>
          </>
        ) : (
          table
        )}
      </section>
    </div>
  );
}

function Breadcrumbs(props: {
  crumbs: Crumb[];
  level: string;
  categoryName: (code: string) => string;
  hrefOf: (filters: DrillFilters) => string;
}) {
  const { t } = useTranslation();
  const levelName = t(`reports.drill.levels.${props.level}`);
  return (
    <nav aria-label={t('reports.drill.breadcrumbs')} className={styles.crumbs}>
      <ol>
        <li>
          <Link to="/reports" className={styles.crumbLink}>
            {t('reports.sectionNames.revenue')}
          </Link>
        </li>
        {props.crumbs.map((crumb) => (
          <li key={crumb.kind}>
            <Link to={props.hrefOf(crumb.filters)} className={styles.crumbLink}>
              <span className={styles.crumbKind}>{t(`reports.drill.crumbs.${crumb.kind}`)}</span>{' '}
              {crumb.kind === 'category' ? props.categoryName(crumb.value) : crumb.value}
            </Link>
          </li>
        ))}
        <li aria-current="page" className={styles.crumbHere}>
          {levelName}
        </li>
      </ol>
    </nav>
  );
}

function BreakdownTable(props: {
  by: string;
  title: string;
  f: DrillFilters;
  currency: string;
  query: ReturnType<typeof useBreakdown>;
  rowLabel: (row: TBreakdownRow) => string;
  onSort: (sort: string, order: 'asc' | 'desc') => void;
  drillHref: (row: TBreakdownRow) => string | null;
  onPage: (pageNo: number) => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const count = useCount();
  const { query, by, f } = props;
  const page = query.data;
  if (query.error && !page) return <RetryNote error={query.error} onRetry={() => void query.refetch()} />;
  if (!page) return <Skeleton rows={6} />;
  if (page.list.length === 0) return <p className={ui.empty}>{t('reports.noRounds')}</p>;
  const firstColumn = t(`reports.columns.${by}`);
  // Each member is one player: the column would only repeat 1.
  const columns = by === 'member' ? SORTABLE.filter((c) => c.key !== 'players') : SORTABLE;
  const nameCell = (row: TBreakdownRow) => {
    const label = props.rowLabel(row);
    if (by === 'member') {
      return (
        <Link
          to={`/members/${encodeURIComponent(row.key)}`}
          className={styles.drillLink}
          aria-label={t('reports.drill.openMember', { account: label })}
        >
          {label}
        </Link>
      );
    }
    const href = props.drillHref(row);
    return href ? (
      <Link
        to={href}
        className={styles.drillLink}
        aria-label={t(`reports.drill.open.${by}`, { name: label })}
      >
        {label}
      </Link>
    ) : (
      label
    );
  };
  return (
    <>
      {query.error ? <RetryNote error={query.error} onRetry={() => void query.refetch()} /> : null}
      <div className={`${ui.tableScroll} ${styles.tableWrap}`} aria-busy={query.isFetching || undefined}>
        <table
          className={`${ui.table} ${styles.reportTable}`}
          aria-label={props.title}
          data-testid="breakdown-table"
        >
          <thead>
            <tr>
              <th>{firstColumn}</th>
              {by === 'game' ? <th>{t('reports.columns.vendor')}</th> : null}
              {columns.map((c) => (
                <SortHeader
                  key={c.key}
                  column={c.key}
                  label={t(`reports.columns.${c.key}`)}
                  sort={f.sort}
                  order={f.order}
                  onSort={props.onSort}
                />
              ))}
              <th className={ui.amount}>{t('reports.columns.margin')}</th>
            </tr>
          </thead>
          <tbody>
            {page.list.map((row) => (
              <tr key={`${row.vendorCode ?? ''}:${row.key}`}>
                <th scope="row" className={styles.rowHead}>
                  {nameCell(row)}
                  {by === 'game' && row.gameCode && row.gameCode !== row.label ? (
                    <span className={ui.sub}>{row.gameCode}</span>
                  ) : null}
                </th>
                {by === 'game' ? <td className={ui.oneLine}>{row.vendorCode ?? '—'}</td> : null}
                {columns.map((c) => (
                  <td key={c.key} className={ui.amount}>
                    {c.money ? (
                      <Amount value={row[c.key as 'turnover']} currency={props.currency} signed={c.signed} />
                    ) : (
                      count(row[c.key as 'rounds'])
                    )}
                  </td>
                ))}
                <td className={`${ui.amount} ${row.margin.startsWith('-') ? styles.negative : ''}`}>
                  {t('reports.percent', { value: row.margin })}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr data-testid="breakdown-totals">
              <th scope="row" className={styles.rowHead}>
                {t('reports.total')}
              </th>
              {by === 'game' ? <td /> : null}
              <td className={ui.amount}>{count(page.totals.rounds)}</td>
              {by === 'member' ? null : <td className={ui.amount}>{count(page.totals.players)}</td>}
              <td className={ui.amount}>{money(page.totals.turnover, props.currency)}</td>
              <td className={ui.amount}>{money(page.totals.payout, props.currency)}</td>
              <td className={ui.amount}>
                <Amount value={page.totals.ggr} currency={props.currency} signed />
              </td>
              <td className={ui.amount}>{t('reports.percent', { value: page.totals.margin })}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <Pager
        label={t('reports.drill.pager', { table: props.title })}
        pageNo={page.pageNo}
        totalPages={page.totalPages}
        total={page.total}
        onChange={props.onPage}
      />
    </>
  );
}

/** The breakdown's CSV: the row's name and codes, then every figure (money as decimal strings). */
function breakdownCsvColumns(
  t: (key: string, options?: Record<string, unknown>) => string,
  by: string,
  currency: string,
  rowLabel: (row: TBreakdownRow) => string,
): CsvColumn<TBreakdownRow>[] {
  const money = (key: 'turnover' | 'payout' | 'ggr'): CsvColumn<TBreakdownRow> => ({
    header: t('reports.columnInCurrency', { column: t(`reports.columns.${key}`), currency }),
    kind: 'money',
    value: (r) => r[key],
  });
  return [
    { header: t(`reports.columns.${by}`), value: rowLabel },
    { header: t('reports.columns.key'), value: (r) => r.key },
    { header: t('reports.columns.category'), value: (r) => r.category },
    { header: t('reports.columns.vendor'), value: (r) => r.vendorCode },
    { header: t('reports.columns.gameCode'), value: (r) => r.gameCode },
    { header: t('reports.columns.rounds'), kind: 'number', value: (r) => r.rounds },
    ...(by === 'member'
      ? []
      : [
          {
            header: t('reports.columns.players'),
            kind: 'number',
            value: (r) => r.players,
          } as CsvColumn<TBreakdownRow>,
        ]),
    money('turnover'),
    money('payout'),
    money('ggr'),
    { header: t('reports.columns.marginPercent'), kind: 'number', value: (r) => r.margin },
  ];
}
