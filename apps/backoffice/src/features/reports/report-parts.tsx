import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useSearchParams } from 'react-router';
import { toast } from '../../components/toast.tsx';
import { SelectField, ui } from '../../components/ui.tsx';
import { minorOf } from '../../lib/amount.ts';
import { useMoney } from '../../lib/format.ts';
import { RANGE_DEFAULTS } from './drill.ts';
import { downloadCsv, toCsv, type CsvColumn } from './csv.ts';
import { RANGE_PRESETS, rangeProblem, resolveRange, type DayRange, type RangeChoice } from './range.ts';
import styles from './reports.module.css';

/** What every report screen knows of the merchant it reports on. */
export interface ReportScope {
  merchantCode: string;
  brandName: string;
  /** The merchant's currency (the reports' default). */
  currency: string;
  /** Currencies the operator may pick; the choice is hidden when there is only one. */
  currencies: string[];
  timeZone: string;
  /** May rebuild days of the summary tables. */
  canRebuild: boolean;
}

/** The screens of the reports section, as links that keep the range the operator is looking at. */
export function ReportsNav() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const keep = new URLSearchParams();
  for (const key of Object.keys(RANGE_DEFAULTS)) {
    const value = params.get(key);
    if (value !== null) keep.set(key, value);
  }
  const search = keep.toString() ? `?${keep.toString()}` : '';
  const links = [
    { to: '/reports', key: 'revenue' },
    { to: '/reports/breakdown', key: 'breakdown' },
    { to: '/reports/rankings', key: 'rankings' },
    { to: '/reports/daily-close', key: 'dailyClose' },
  ] as const;
  return (
    <nav aria-label={t('reports.sections')} className={styles.sections}>
      {links.map((link) => (
        <NavLink
          key={link.to}
          to={`${link.to}${search}`}
          end
          className={({ isActive }) => `${styles.section} ${isActive ? styles.sectionActive : ''}`}
        >
          {t(`reports.sectionNames.${link.key}`)}
        </NavLink>
      ))}
    </nav>
  );
}

/** The current time, moving on every `everyMs` (for "updated N s ago"). */
export function useNow(everyMs = 5000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(id);
  }, [everyMs]);
  return now;
}

/** The range a screen shows, from its URL filters, in the merchant's time zone. */
export function useResolvedRange(filters: { range: string; from: string; to: string }, timeZone: string) {
  // The date changes at midnight: a minute's precision is enough.
  const now = useNow(60_000);
  return resolveRange(filters.range, { from: filters.from, to: filters.to }, timeZone, now);
}

/**
 * What every report screen derives from its range filters: the resolved range (for RangeFields),
 * its days, the currency shown, and the currency to ask for (none: the merchant's own).
 */
export function useReportRange(
  filters: { range: string; from: string; to: string; currency: string },
  scope: Pick<ReportScope, 'timeZone' | 'currency'>,
) {
  const range = useResolvedRange(filters, scope.timeZone);
  return {
    range,
    days: { from: range.from, to: range.to },
    currency: filters.currency || scope.currency,
    currencyQuery: filters.currency ? { currency: filters.currency } : {},
  };
}

/** The range filters' URL state as RangeFields needs it (a slice of useUrlFilters). */
export interface RangeUrl {
  draft: { range: string; from: string; to: string; currency: string };
  setDraft: (change: { range?: string; from?: string; to?: string }) => void;
  apply: (change?: Record<string, string>) => void;
}

/**
 * The range's fields of a report's filter bar: a preset (applied at once), or custom days typed
 * in (applied with the button, after a check), and the currency when there is a choice of one.
 */
export function RangeFields(props: {
  url: RangeUrl;
  range: DayRange & { choice: RangeChoice };
  scope: ReportScope;
}) {
  const { t } = useTranslation();
  const { url, range } = props;
  const custom = url.draft.range === 'custom';
  const draftRange = { from: url.draft.from, to: url.draft.to };
  const problem = custom && url.draft.from && url.draft.to ? rangeProblem(draftRange) : null;
  return (
    <>
      <SelectField
        label={t('reports.range.label')}
        value={url.draft.range || range.choice}
        onChange={(value) => {
          if (value === 'custom') {
            // Start from the days on screen, so only what changes needs typing.
            url.setDraft({ range: 'custom', from: range.from, to: range.to });
          } else {
            url.apply({ range: value, from: '', to: '' });
          }
        }}
      >
        {RANGE_PRESETS.map((preset) => (
          <option key={preset} value={preset}>
            {t(`reports.range.presets.${preset}`)}
          </option>
        ))}
        <option value="custom">{t('reports.range.presets.custom')}</option>
      </SelectField>
      {custom ? (
        <>
          <label className={ui.field}>
            <span>{t('reports.range.from')}</span>
            <input
              type="date"
              className={`${ui.input} ${problem ? ui.invalid : ''}`}
              value={url.draft.from}
              required
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? 'report-range-problem' : undefined}
              onChange={(e) => url.setDraft({ from: e.target.value })}
            />
          </label>
          <label className={ui.field}>
            <span>{t('reports.range.to')}</span>
            <input
              type="date"
              className={`${ui.input} ${problem ? ui.invalid : ''}`}
              value={url.draft.to}
              required
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? 'report-range-problem' : undefined}
              onChange={(e) => url.setDraft({ to: e.target.value })}
            />
          </label>
          <button type="submit" className={ui.button} disabled={problem !== null}>
            {t('reports.range.apply')}
          </button>
          {problem ? (
            <p id="report-range-problem" className={`${ui.fieldError} ${styles.rangeProblem}`} role="alert">
              {t(`reports.range.${problem}`)}
            </p>
          ) : null}
        </>
      ) : null}
      {props.scope.currencies.length > 1 ? (
        <SelectField
          label={t('reports.currency')}
          value={url.draft.currency || props.scope.currency}
          onChange={(value) => url.apply({ currency: value === props.scope.currency ? '' : value })}
        >
          {props.scope.currencies.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </SelectField>
      ) : null}
    </>
  );
}

/** A report's filter bar: a search form whose submit applies the typed range (when it is sound). */
export function ReportFilters(props: { url: RangeUrl; children: ReactNode; end?: ReactNode }) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { draft } = props.url;
    if (draft.range === 'custom' && rangeProblem({ from: draft.from, to: draft.to }) !== null) return;
    props.url.apply();
  };
  const { t } = useTranslation();
  return (
    <section className={`${ui.card} ${styles.filterCard}`} aria-label={t('reports.filters')}>
      <form role="search" onSubmit={submit} className={styles.filters}>
        {props.children}
        {props.end ? (
          <>
            <span className={ui.spacer} />
            {props.end}
          </>
        ) : null}
      </form>
    </section>
  );
}

/** An amount, right-aligned with tabular figures; a negative one in the danger colour where asked. */
export function Amount(props: { value: string; currency: string; signed?: boolean }) {
  const money = useMoney();
  const minor = minorOf(props.value, props.currency);
  const negative = props.signed && minor !== null && minor < 0n;
  return <span className={negative ? styles.negative : undefined}>{money(props.value, props.currency)}</span>;
}

/** A count in the console language's grouping. */
export function useCount() {
  const { i18n } = useTranslation();
  const format = new Intl.NumberFormat(i18n.language === 'CN' ? 'zh-CN' : 'en');
  return (value: number) => format.format(value);
}

/**
 * A column header that sorts the table by its column: the first click sorts the way that column is
 * most useful (amounts biggest first), the next click turns it round. `aria-sort` says which way.
 */
export function SortHeader<K extends string>(props: {
  column: K;
  label: string;
  sort: string;
  order: string;
  onSort: (column: K, order: 'asc' | 'desc') => void;
  numeric?: boolean;
  firstOrder?: 'asc' | 'desc';
}) {
  const { t } = useTranslation();
  const active = props.sort === props.column;
  const next: 'asc' | 'desc' = active
    ? props.order === 'asc'
      ? 'desc'
      : 'asc'
    : (props.firstOrder ?? (props.numeric === false ? 'asc' : 'desc'));
  return (
    <th
      className={props.numeric === false ? undefined : ui.amount}
      aria-sort={active ? (props.order === 'asc' ? 'ascending' : 'descending') : 'none'}
    >
      <button
        type="button"
        className={`${styles.sortButton} ${active ? styles.sortActive : ''}`}
        onClick={() => props.onSort(props.column, next)}
        aria-label={t(next === 'asc' ? 'reports.sortAsc' : 'reports.sortDesc', { column: props.label })}
      >
        {props.label}
        <span aria-hidden="true" className={styles.sortMark}>
          {active ? (props.order === 'asc' ? '▲' : '▼') : '↕'}
        </span>
      </button>
    </th>
  );
}

/** Exports a table to CSV: `rows` may fetch every page first; the button says so while it works. */
export function CsvButton<T>(props: {
  fileName: string;
  columns: readonly CsvColumn<T>[];
  rows: () => Promise<readonly T[]> | readonly T[];
  label?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const rows = await props.rows();
      downloadCsv(props.fileName, toCsv(props.columns, rows));
    } catch (error) {
      toast(error instanceof Error ? error.message : String(error), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className={`${ui.button} ${ui.secondary}`}
      disabled={busy || props.disabled}
      aria-label={props.label}
      onClick={() => void run()}
    >
      <span aria-hidden="true">⇩</span>
      {busy ? t('reports.exporting') : t('reports.exportCsv')}
    </button>
  );
}

export function RetryNote({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className={`${ui.error} ${styles.retry}`}>
      <span>{error instanceof Error ? error.message : String(error)}</span>
      <button type="button" className={`${ui.button} ${ui.secondary}`} onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
