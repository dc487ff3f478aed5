import type { TDailyCloseRow } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { Skeleton, ui } from '../../components/ui.tsx';
import { useUrlFilters } from '../../lib/url-filters.ts';
import { useDailyClose } from './api/reports-api.ts';
import { csvFileName, type CsvColumn } from './csv.ts';
import { RANGE_DEFAULTS } from './drill.ts';
import { ReportHeader } from './report-header.tsx';
import {
  Amount,
  CsvButton,
  RangeFields,
  ReportFilters,
  RetryNote,
  useCount,
  useReportRange,
  type ReportScope,
} from './report-parts.tsx';
import styles from './reports.module.css';

/**
 * The movement kinds of the rows, in a stable order: the usual money flow first, then any other
 * kind the ledger used, alphabetically (a new kind gets a column without a code change).
 */
const KIND_ORDER = [
  'DEPOSIT',
  'WITHDRAWAL_REQUEST',
  'WITHDRAWAL_REJECTED',
  'BET',
  'WIN',
  'ROLLBACK',
  'BONUS',
  'REBATE',
];
export function movementKinds(rows: readonly TDailyCloseRow[]): string[] {
  const kinds = new Set(rows.flatMap((r) => r.movements.map((m) => m.kind)));
  const rank = (kind: string) => {
    const index = KIND_ORDER.indexOf(kind);
    return index === -1 ? KIND_ORDER.length : index;
  };
  return [...kinds].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

/**
 * The daily close: for each day of the range, the members' money at the day's start, what moved it
 * (per ledger kind), and at its end; a day whose figures do not add up, or whose closing differs
 * from the ledger's own sum, is flagged unbalanced.
 */
export function DailyClosePage(scope: ReportScope) {
  const { t } = useTranslation();
  const count = useCount();
  const url = useUrlFilters(RANGE_DEFAULTS);
  const { range, days, currency: asked, currencyQuery } = useReportRange(url.filters, scope);
  const query = useDailyClose(scope.merchantCode, { ...days, ...currencyQuery });
  const close = query.data;
  const currency = close?.currency ?? asked;
  const rows = close?.rows ?? [];
  const kinds = movementKinds(rows);
  const kindName = (kind: string) => t(`reports.close.kinds.${kind}`, { defaultValue: kind });
  const unbalanced = rows.filter((r) => !r.balanced).length;
  const title = t('reports.close.tableTitle', { currency });
  const movement = (row: TDailyCloseRow, kind: string) => row.movements.find((m) => m.kind === kind);

  const columns: CsvColumn<TDailyCloseRow>[] = [
    { header: t('reports.close.day'), value: (r) => r.day },
    {
      header: t('reports.columnInCurrency', { column: t('reports.close.opening'), currency }),
      kind: 'money',
      value: (r) => r.opening,
    },
    ...kinds.flatMap((kind): CsvColumn<TDailyCloseRow>[] => [
      {
        header: t('reports.columnInCurrency', { column: kindName(kind), currency }),
        kind: 'money',
        value: (r) => movement(r, kind)?.amount ?? '0',
      },
      {
        header: t('reports.close.countOf', { kind: kindName(kind) }),
        kind: 'number',
        value: (r) => movement(r, kind)?.count ?? 0,
      },
    ]),
    {
      header: t('reports.columnInCurrency', { column: t('reports.close.closing'), currency }),
      kind: 'money',
      value: (r) => r.closing,
    },
    {
      header: t('reports.close.status'),
      value: (r) => (r.balanced ? t('reports.close.balanced') : t('reports.close.unbalanced')),
    },
  ];

  return (
    <div className={`${ui.page} ${styles.page}`}>
      <ReportHeader
        scope={scope}
        title={t('reports.close.title')}
        subtitle={t('reports.close.subtitle', { merchant: scope.brandName, timeZone: scope.timeZone })}
        days={days}
      />
      <ReportFilters url={url}>
        <RangeFields url={url} range={range} scope={scope} />
      </ReportFilters>
      {unbalanced > 0 ? (
        <p role="alert" className={ui.error}>
          {t('reports.close.unbalancedDays', { count: unbalanced })}
        </p>
      ) : null}
      <section className={ui.card} aria-labelledby="close-title">
        <div className={styles.cardHead}>
          <h2 id="close-title" className={ui.cardTitle}>
            {title}
          </h2>
          <span className={ui.spacer} />
          <CsvButton
            fileName={csvFileName('daily-close', scope.merchantCode, range.from, range.to)}
            columns={columns}
            rows={() => rows}
            disabled={rows.length === 0}
            label={t('reports.exportNamed', { table: title })}
          />
        </div>
        {query.error && !close ? (
          <RetryNote error={query.error} onRetry={() => void query.refetch()} />
        ) : !close ? (
          <Skeleton rows={6} />
        ) : rows.length === 0 ? (
          <p className={ui.empty}>{t('reports.close.empty')}</p>
        ) : (
          <div className={`${ui.tableScroll} ${styles.tableWrap}`} aria-busy={query.isFetching || undefined}>
            <table
              className={`${ui.table} ${styles.reportTable}`}
              aria-label={title}
              data-testid="close-table"
            >
              <thead>
                <tr>
                  <th>{t('reports.close.day')}</th>
                  <th className={ui.amount}>{t('reports.close.opening')}</th>
                  {kinds.map((kind) => (
                    <th key={kind} className={ui.amount}>
                      {kindName(kind)}
                    </th>
                  ))}
                  <th className={ui.amount}>{t('reports.close.closing')}</th>
                  <th>{t('reports.close.status')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.day}>
                    <th scope="row" className={styles.rowHead}>
                      {row.day}
                    </th>
                    <td className={ui.amount}>
                      <Amount value={row.opening} currency={currency} signed />
                    </td>
                    {kinds.map((kind) => {
                      const m = movement(row, kind);
                      return (
                        <td key={kind} className={ui.amount}>
                          {m ? (
                            <>
                              <Amount value={m.amount} currency={currency} />
                              <span className={ui.sub}>
                                {t('reports.close.entries', { count: m.count, formatted: count(m.count) })}
                              </span>
                            </>
                          ) : (
                            <span className={ui.muted}>—</span>
                          )}
                        </td>
                      );
                    })}
                    <td className={ui.amount}>
                      <Amount value={row.closing} currency={currency} signed />
                    </td>
                    <td>
                      <span className={`${ui.badge} ${row.balanced ? ui.ok : ui.bad}`}>
                        {row.balanced ? t('reports.close.balanced') : t('reports.close.unbalanced')}
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
