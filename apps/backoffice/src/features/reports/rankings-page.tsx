import {
  REPORT_RANKING_KINDS,
  REPORT_RANKING_SIDES,
  type ReportRankingKind,
  type ReportRankingSide,
  type TRankingRow,
} from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Pager } from '../../components/pager.tsx';
import { SelectField, Skeleton, ui } from '../../components/ui.tsx';
import { useMoney } from '../../lib/format.ts';
import { useUrlFilters } from '../../lib/url-filters.ts';
import {
  EXPORT_PAGE_SIZE,
  REPORT_PAGE_SIZE,
  exportRankings,
  useRankings,
  type RankingQuery,
} from './api/reports-api.ts';
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

const DEFAULTS = { ...RANGE_DEFAULTS, kind: 'member', side: 'winners' };
const normalize = (f: typeof DEFAULTS) => ({
  ...f,
  kind: (REPORT_RANKING_KINDS as readonly string[]).includes(f.kind) ? f.kind : 'member',
  side: (REPORT_RANKING_SIDES as readonly string[]).includes(f.side) ? f.side : 'winners',
});

/**
 * Who won and who lost in a range: members, or agents by their whole team's result, winners or
 * losers first. Win/loss is the player's side (payout − turnover).
 */
export function RankingsPage(scope: ReportScope) {
  const { t } = useTranslation();
  const money = useMoney();
  const count = useCount();
  const url = useUrlFilters(DEFAULTS, normalize);
  const { range, days, currency, currencyQuery } = useReportRange(url.filters, scope);
  const kind = url.filters.kind as ReportRankingKind;
  const side = url.filters.side as ReportRankingSide;
  const base: Omit<RankingQuery, 'pageNo' | 'pageSize'> = {
    ...days,
    ...currencyQuery,
    kind,
    side,
  };
  const query = useRankings(scope.merchantCode, { ...base, pageNo: url.pageNo, pageSize: REPORT_PAGE_SIZE });
  const page = query.data;
  const title = t(`reports.rankings.titles.${kind}.${side}`);

  const columns: CsvColumn<TRankingRow>[] = [
    { header: t('reports.rankings.rank'), kind: 'number', value: (r) => r.rank },
    { header: t(`reports.rankings.account.${kind}`), value: (r) => r.account },
    ...(kind === 'agent'
      ? [
          {
            header: t('reports.columns.players'),
            kind: 'number',
            value: (r) => r.players,
          } as CsvColumn<TRankingRow>,
        ]
      : []),
    { header: t('reports.columns.rounds'), kind: 'number', value: (r) => r.rounds },
    ...(['turnover', 'payout', 'winLoss'] as const).map((key): CsvColumn<TRankingRow> => ({
      header: t('reports.columnInCurrency', { column: t(`reports.columns.${key}`), currency }),
      kind: 'money',
      value: (r) => r[key],
    })),
  ];

  return (
    <div className={`${ui.page} ${styles.page}`}>
      <ReportHeader
        scope={scope}
        title={t('reports.rankings.title')}
        subtitle={t('reports.rankings.subtitle', { merchant: scope.brandName })}
        days={days}
      />
      <ReportFilters url={url}>
        <RangeFields url={url} range={range} scope={scope} />
        <SelectField label={t('reports.rankings.kind')} {...url.choice('kind')}>
          {REPORT_RANKING_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`reports.rankings.kinds.${k}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('reports.rankings.side')} {...url.choice('side')}>
          {REPORT_RANKING_SIDES.map((s) => (
            <option key={s} value={s}>
              {t(`reports.rankings.sides.${s}`)}
            </option>
          ))}
        </SelectField>
      </ReportFilters>
      <section className={ui.card} aria-labelledby="rankings-title">
        <div className={styles.cardHead}>
          <h2 id="rankings-title" className={ui.cardTitle}>
            {title}
          </h2>
          <span className={ui.spacer} />
          <CsvButton
            fileName={csvFileName('rankings', scope.merchantCode, kind, side, range.from, range.to)}
            columns={columns}
            rows={() =>
              exportRankings(scope.merchantCode, { ...base, pageNo: 1, pageSize: EXPORT_PAGE_SIZE })
            }
            disabled={!page || page.list.length === 0}
            label={t('reports.exportNamed', { table: title })}
          />
        </div>
        {query.error && !page ? (
          <RetryNote error={query.error} onRetry={() => void query.refetch()} />
        ) : !page ? (
          <Skeleton rows={6} />
        ) : page.list.length === 0 ? (
          <p className={ui.empty}>{t('reports.noRounds')}</p>
        ) : (
          <>
            {query.error ? <RetryNote error={query.error} onRetry={() => void query.refetch()} /> : null}
            <div
              className={`${ui.tableScroll} ${styles.tableWrap}`}
              aria-busy={query.isFetching || undefined}
            >
              <table
                className={`${ui.table} ${styles.reportTable}`}
                aria-label={title}
                data-testid="rankings-table"
              >
                <thead>
                  <tr>
                    <th className={ui.amount}>{t('reports.rankings.rank')}</th>
                    <th>{t(`reports.rankings.account.${kind}`)}</th>
                    {kind === 'agent' ? <th className={ui.amount}>{t('reports.columns.players')}</th> : null}
                    <th className={ui.amount}>{t('reports.columns.rounds')}</th>
                    <th className={ui.amount}>{t('reports.columns.turnover')}</th>
                    <th className={ui.amount}>{t('reports.columns.payout')}</th>
                    <th className={ui.amount}>{t('reports.columns.winLoss')}</th>
                  </tr>
                </thead>
                <tbody>
                  {page.list.map((row) => (
                    <tr key={row.id}>
                      <td className={ui.amount}>{count(row.rank)}</td>
                      <th scope="row" className={styles.rowHead}>
                        {kind === 'member' ? (
                          <Link
                            to={`/members/${encodeURIComponent(row.id)}`}
                            className={styles.drillLink}
                            aria-label={t('reports.drill.openMember', { account: row.account })}
                          >
                            {row.account}
                          </Link>
                        ) : (
                          row.account
                        )}
                      </th>
                      {kind === 'agent' ? <td className={ui.amount}>{count(row.players)}</td> : null}
                      <td className={ui.amount}>{count(row.rounds)}</td>
                      <td className={ui.amount}>{money(row.turnover, currency)}</td>
                      <td className={ui.amount}>{money(row.payout, currency)}</td>
                      <td className={ui.amount}>
                        <Amount value={row.winLoss} currency={currency} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager
              label={t('reports.drill.pager', { table: title })}
              pageNo={page.pageNo}
              totalPages={page.totalPages}
              total={page.total}
              onChange={url.setPage}
            />
          </>
        )}
      </section>
    </div>
  );
}
