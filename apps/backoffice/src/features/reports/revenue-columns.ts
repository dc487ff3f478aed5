import type { ReportGrain, TRevenueRow } from '@platform/contracts';
import { minorOf } from '../../lib/amount.ts';
import type { CsvColumn } from './csv.ts';

/**
 * The revenue table's columns, once, for the screen, its sorting and its CSV: each reads a row's
 * amount (a decimal string) or count. `signed` columns draw a negative value in the danger colour.
 */
export interface RevenueColumn {
  key: string;
  /** The i18n key of its header under `reports.columns`. */
  label: string;
  kind: 'money' | 'count';
  value: (row: TRevenueRow) => string | number;
  signed?: boolean;
}

export const REVENUE_COLUMNS: readonly RevenueColumn[] = [
  { key: 'rounds', label: 'rounds', kind: 'count', value: (r) => r.rounds },
  { key: 'turnover', label: 'turnover', kind: 'money', value: (r) => r.turnover },
  { key: 'payout', label: 'payout', kind: 'money', value: (r) => r.payout },
  { key: 'ggr', label: 'ggr', kind: 'money', value: (r) => r.ggr, signed: true },
  { key: 'bonus', label: 'bonus', kind: 'money', value: (r) => r.bonus },
  { key: 'rebate', label: 'rebate', kind: 'money', value: (r) => r.rebate },
  { key: 'ngr', label: 'ngr', kind: 'money', value: (r) => r.ngr, signed: true },
  { key: 'depositCount', label: 'depositCount', kind: 'count', value: (r) => r.deposits.count },
  { key: 'depositAmount', label: 'depositAmount', kind: 'money', value: (r) => r.deposits.amount },
  {
    key: 'firstDepositCount',
    label: 'firstDepositCount',
    kind: 'count',
    value: (r) => r.firstDeposits.count,
  },
  {
    key: 'firstDepositAmount',
    label: 'firstDepositAmount',
    kind: 'money',
    value: (r) => r.firstDeposits.amount,
  },
  { key: 'withdrawalCount', label: 'withdrawalCount', kind: 'count', value: (r) => r.withdrawals.count },
  { key: 'withdrawalAmount', label: 'withdrawalAmount', kind: 'money', value: (r) => r.withdrawals.amount },
  { key: 'newMembers', label: 'newMembers', kind: 'count', value: (r) => r.newMembers },
  { key: 'activeMembers', label: 'activeMembers', kind: 'count', value: (r) => r.activeMembers },
  { key: 'depositingMembers', label: 'depositingMembers', kind: 'count', value: (r) => r.depositingMembers },
];

/** Sorts revenue rows by a column (or `period`), exactly: amounts compare as minor units, never floats. */
export function sortRevenueRows(
  rows: readonly TRevenueRow[],
  sort: string,
  order: 'asc' | 'desc',
  currency: string,
): TRevenueRow[] {
  const column = REVENUE_COLUMNS.find((c) => c.key === sort);
  const direction = order === 'asc' ? 1 : -1;
  const keyOf = (row: TRevenueRow): bigint | number | string => {
    if (!column) return row.period;
    const value = column.value(row);
    return column.kind === 'money' ? (minorOf(String(value), currency) ?? 0n) : value;
  };
  return [...rows].sort((a, b) => {
    const x = keyOf(a);
    const y = keyOf(b);
    const byValue = x < y ? -1 : x > y ? 1 : 0;
    // Equal values keep the calendar's order.
    return byValue * direction || (a.period < b.period ? -1 : a.period > b.period ? 1 : 0);
  });
}

/**
 * The CSV of the revenue table: the period, every column (money as the server's decimal strings), and
 * the range's totals as the last record. `t` names the headers in the console language.
 */
export function revenueCsvColumns(
  t: (key: string, options?: Record<string, unknown>) => string,
  currency: string,
  grain: ReportGrain,
): CsvColumn<TRevenueRow>[] {
  return [
    {
      header: t(`reports.grains.${grain}`),
      value: (r) => (r.period === 'total' ? t('reports.total') : r.period),
    },
    ...REVENUE_COLUMNS.map((c): CsvColumn<TRevenueRow> => ({
      header:
        c.kind === 'money'
          ? t('reports.columnInCurrency', { column: t(`reports.columns.${c.label}`), currency })
          : t(`reports.columns.${c.label}`),
      kind: c.kind === 'money' ? 'money' : 'number',
      value: c.value,
    })),
  ];
}
