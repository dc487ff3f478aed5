import type { TReconciliationReport, TSystemAccountBalance } from '@platform/contracts';

export type MismatchKind = keyof TReconciliationReport['mismatches'];
export const MISMATCH_KINDS: readonly MismatchKind[] = [
  'unbalancedTransactions',
  'balanceMismatches',
  'negativeMemberAccounts',
  'danglingEntries',
];

/** How many problems a report found, per kind and in all. */
export function mismatchCounts(
  report: TReconciliationReport,
): Record<MismatchKind, number> & { total: number } {
  const counts = {
    unbalancedTransactions: report.mismatches.unbalancedTransactions.length,
    balanceMismatches: report.mismatches.balanceMismatches.length,
    negativeMemberAccounts: report.mismatches.negativeMemberAccounts.length,
    danglingEntries: report.mismatches.danglingEntries.length,
  };
  return {
    ...counts,
    total:
      counts.unbalancedTransactions +
      counts.balanceMismatches +
      counts.negativeMemberAccounts +
      counts.danglingEntries,
  };
}

/** A report just run goes first; the same report is never listed twice. */
export function withReport(reports: TReconciliationReport[] | undefined, report: TReconciliationReport) {
  return [report, ...(reports ?? []).filter((r) => r.id !== report.id)];
}

/** System accounts per merchant, merchants and accounts in a stable order. */
export function byMerchant(accounts: TSystemAccountBalance[]): [string, TSystemAccountBalance[]][] {
  const groups = new Map<string, TSystemAccountBalance[]>();
  for (const a of [...accounts].sort(
    (x, y) =>
      x.merchantCode.localeCompare(y.merchantCode) ||
      x.kind.localeCompare(y.kind) ||
      x.currency.localeCompare(y.currency),
  )) {
    groups.set(a.merchantCode, [...(groups.get(a.merchantCode) ?? []), a]);
  }
  return [...groups];
}
