import type { TReconciliationReport } from '@platform/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toast.tsx';
import { ErrorNote, PageHeader, Skeleton, ui } from '../../components/ui.tsx';
import { useDateTime, useMoney } from '../../lib/format.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { ledgerApi, useReconciliations, useSystemAccounts } from './api/ledger-api.ts';
import {
  byMerchant,
  MISMATCH_KINDS,
  mismatchCounts,
  withReport,
  type MismatchKind,
} from './reconciliation.ts';
import styles from './ledger.module.css';

/**
 * The ledger's health: reconciliation reports (every posting sums to zero per currency, cached
 * balances match their entries, no member account below zero), run hourly or on demand, and the
 * balances of each merchant's system accounts.
 */
export function LedgerPage(props: { merchants: { merchantCode: string; brandName: string }[] }) {
  const { t } = useTranslation();
  return (
    <div className={ui.page}>
      <PageHeader title={t('ledger.title')} subtitle={t('ledger.subtitle')} />
      <Reconciliations />
      <SystemAccounts merchants={props.merchants} />
    </div>
  );
}

function Reconciliations() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const query = useReconciliations();
  const run = useMutation({
    mutationFn: () => ledgerApi.reconcile(),
    onSuccess: (report) => {
      client.setQueryData<TReconciliationReport[]>(queryKeys.reconciliations, (old) =>
        withReport(old, report),
      );
      void client.invalidateQueries({ queryKey: queryKeys.systemAccounts });
      toast(
        report.ok ? t('ledger.ranOk') : t('ledger.ranFailed', { count: mismatchCounts(report).total }),
        report.ok ? 'success' : 'error',
      );
    },
  });
  const reports = query.data ?? [];
  const latest = reports[0];
  return (
    <section className={ui.card} aria-labelledby="reconciliations-title">
      <header className={styles.cardHeader}>
        <div>
          <h2 id="reconciliations-title" className={ui.cardTitle}>
            {t('ledger.reconciliations')}
          </h2>
          <p className={styles.cardText}>{t('ledger.reconciliationsText')}</p>
        </div>
        <button type="button" className={ui.button} disabled={run.isPending} onClick={() => run.mutate()}>
          {run.isPending ? t('ledger.running') : t('ledger.runNow')}
        </button>
      </header>
      <ErrorNote error={query.error ?? run.error} />
      {latest && !latest.ok ? (
        <p role="alert" className={styles.alert}>
          {t('ledger.latestFailed', { count: mismatchCounts(latest).total })}
        </p>
      ) : null}
      {query.isPending ? (
        <Skeleton rows={4} />
      ) : reports.length === 0 ? (
        <p className={ui.empty}>{t('ledger.noReports')}</p>
      ) : (
        <ol className={styles.reports} aria-label={t('ledger.reports')}>
          {reports.map((report, index) => (
            <Report key={report.id} report={report} expanded={index === 0 || !report.ok} />
          ))}
        </ol>
      )}
    </section>
  );
}

function Report({ report, expanded }: { report: TReconciliationReport; expanded: boolean }) {
  const { t } = useTranslation();
  const when = useDateTime();
  const money = useMoney();
  const [open, setOpen] = useState(expanded);
  const counts = mismatchCounts(report);
  const detailsId = `report-${report.id}`;
  const name = t('ledger.reportNamed', { when: when(report.ranAt) });
  return (
    <li className={`${styles.report} ${report.ok ? '' : styles.failed}`}>
      <article aria-label={name}>
        <div className={styles.reportHead}>
          <span className={`${ui.badge} ${report.ok ? ui.ok : ui.bad}`}>
            {report.ok ? t('ledger.ok') : t('ledger.failed')}
          </span>
          <strong className={styles.when}>{when(report.ranAt)}</strong>
          <span className={styles.currencies}>
            {report.currencies.map((c) => (
              <span key={c.currency} className={styles.currency}>
                <span className={styles.code}>{c.currency}</span>
                {t('ledger.currencyLine', {
                  sum: money(c.sum, c.currency),
                  count: c.entries,
                })}
              </span>
            ))}
          </span>
          <span className={ui.spacer} />
          {report.ok ? null : (
            <span className={styles.problems}>{t('ledger.problems', { count: counts.total })}</span>
          )}
          <button
            type="button"
            className={`${ui.button} ${ui.ghost}`}
            aria-expanded={open}
            aria-controls={detailsId}
            aria-label={
              open
                ? t('ledger.hideNamed', { when: when(report.ranAt) })
                : t('ledger.showNamed', { when: when(report.ranAt) })
            }
            onClick={() => setOpen(!open)}
          >
            {open ? t('ledger.hide') : t('ledger.show')}
          </button>
        </div>
        {open ? (
          <div id={detailsId} className={styles.reportBody}>
            <table
              className={`${ui.table} ${styles.compact}`}
              aria-label={t('ledger.currenciesOf', { name })}
            >
              <thead>
                <tr>
                  <th>{t('ledger.currency')}</th>
                  <th className={styles.numHead}>{t('ledger.sum')}</th>
                  <th className={styles.numHead}>{t('ledger.entries')}</th>
                </tr>
              </thead>
              <tbody>
                {report.currencies.map((c) => (
                  <tr key={c.currency}>
                    <td>{c.currency}</td>
                    <td className={`${styles.num} ${c.sum === '0' ? '' : styles.bad}`}>
                      {money(c.sum, c.currency)}
                    </td>
                    <td className={styles.num}>{c.entries.toLocaleString()}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <ul className={styles.checks} aria-label={t('ledger.checks')}>
              {MISMATCH_KINDS.map((kind) => (
                <li key={kind} className={counts[kind] ? styles.checkBad : styles.checkOk}>
                  <span aria-hidden="true">{counts[kind] ? '✕' : '✓'}</span>
                  {t(`ledger.mismatchKinds.${kind}`)}:{' '}
                  {counts[kind] ? t('ledger.found', { count: counts[kind] }) : t('ledger.none')}
                </li>
              ))}
            </ul>
            {MISMATCH_KINDS.filter((kind) => counts[kind] > 0).map((kind) => (
              <Mismatches key={kind} kind={kind} report={report} />
            ))}
          </div>
        ) : null}
      </article>
    </li>
  );
}

function Mismatches({ kind, report }: { kind: MismatchKind; report: TReconciliationReport }) {
  const { t } = useTranslation();
  const m = report.mismatches;
  const [columns, rows]: [string[], string[][]] =
    kind === 'unbalancedTransactions'
      ? [
          ['transaction', 'currency', 'sum'],
          m.unbalancedTransactions.map((r) => [r.transactionId, r.currency, r.sum]),
        ]
      : kind === 'balanceMismatches'
        ? [
            ['account', 'owner', 'currency', 'cached', 'fromEntries'],
            m.balanceMismatches.map((r) => [r.accountId, r.owner, r.currency, r.cached, r.entries]),
          ]
        : kind === 'negativeMemberAccounts'
          ? [
              ['account', 'owner', 'currency', 'balance'],
              m.negativeMemberAccounts.map((r) => [r.accountId, r.owner, r.currency, r.balance]),
            ]
          : [
              ['entry', 'transaction', 'account'],
              m.danglingEntries.map((r) => [r.entryId, r.transactionId, r.accountId]),
            ];
  return (
    <table className={`${ui.table} ${styles.compact}`} aria-label={t(`ledger.mismatchKinds.${kind}`)}>
      <caption className={styles.caption}>{t(`ledger.mismatchKinds.${kind}`)}</caption>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c}>{t(`ledger.columns.${c}`)}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.join('|')}>
            {row.map((cell, i) => (
              <td key={i} className={i === 0 ? ui.mono : styles.num}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function SystemAccounts({ merchants }: { merchants: { merchantCode: string; brandName: string }[] }) {
  const { t } = useTranslation();
  const [merchant, setMerchant] = useState('');
  const query = useSystemAccounts(merchant);
  const money = useMoney();
  const brand = (code: string) => merchants.find((m) => m.merchantCode === code)?.brandName ?? code;
  const groups = byMerchant(query.data ?? []);
  return (
    <section className={ui.card} aria-labelledby="system-accounts-title">
      <header className={styles.cardHeader}>
        <div>
          <h2 id="system-accounts-title" className={ui.cardTitle}>
            {t('ledger.systemAccounts')}
          </h2>
          <p className={styles.cardText}>{t('ledger.systemAccountsText')}</p>
        </div>
        <label className={`${ui.field} ${styles.merchantFilter}`}>
          <span>{t('ledger.merchantFilter')}</span>
          <select className={ui.select} value={merchant} onChange={(e) => setMerchant(e.target.value)}>
            <option value="">{t('ledger.allMerchants')}</option>
            {merchants.map((m) => (
              <option key={m.merchantCode} value={m.merchantCode}>
                {m.brandName} ({m.merchantCode})
              </option>
            ))}
          </select>
        </label>
      </header>
      <ErrorNote error={query.error} />
      {query.isPending ? (
        <Skeleton rows={4} />
      ) : groups.length === 0 ? (
        <p className={ui.empty}>{t('ledger.noSystemAccounts')}</p>
      ) : (
        <div className={ui.tableScroll}>
          <table className={ui.table} aria-label={t('ledger.systemAccounts')}>
            <thead>
              <tr>
                <th>{t('ledger.merchant')}</th>
                <th>{t('ledger.account')}</th>
                <th>{t('ledger.currency')}</th>
                <th className={styles.numHead}>{t('ledger.balance')}</th>
              </tr>
            </thead>
            {groups.map(([code, accounts]) => (
              <tbody key={code} className={styles.group}>
                {accounts.map((a, i) => (
                  <tr key={`${a.kind}-${a.currency}`}>
                    {i === 0 ? (
                      <th scope="rowgroup" rowSpan={accounts.length} className={styles.merchantCell}>
                        {brand(code)}
                        <span className={styles.sub}>{code}</span>
                      </th>
                    ) : null}
                    <td>
                      {t(`ledger.kinds.${a.kind}`, { defaultValue: a.kind })}
                      <span className={`${styles.sub} ${ui.mono}`}>{a.kind}</span>
                    </td>
                    <td>{a.currency}</td>
                    <td className={`${styles.num} ${styles.strong}`}>{money(a.balance, a.currency)}</td>
                  </tr>
                ))}
              </tbody>
            ))}
          </table>
        </div>
      )}
    </section>
  );
}
