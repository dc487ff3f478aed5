import type { TReconciliationReport } from '@platform/contracts';
import { isCurrencyCode, toDecimalString } from '@platform/money';
import type { Database } from '../../platform/db/database.ts';
import type { LedgerReportsRepository } from './ledger-reports.repository.ts';

/**
 * Proves the ledger: per currency the entries sum to zero, every transaction balances, every cached
 * member balance equals the sum of its entries, none is negative, and every entry's account and
 * transaction exist. Each run is stored; a failed
 * one is logged as an alert.
 */
/** Amounts in the report read as money (API.md): decimal strings in the currency's scale. */
const decimal = (amountMinor: bigint, currency: string) =>
  isCurrencyCode(currency) ? toDecimalString({ amountMinor, currency }) : String(amountMinor);

export function createReconciliation(deps: {
  db: Database;
  repository: LedgerReportsRepository;
  log: (line: string) => void;
}) {
  const { db, repository } = deps;

  const toReport = (row: {
    id: string;
    ran_at: Date;
    ok: boolean;
    currencies: unknown;
    mismatches: unknown;
  }) =>
    ({
      id: String(row.id),
      ranAt: row.ran_at.toISOString(),
      ok: row.ok,
      currencies: row.currencies as TReconciliationReport['currencies'],
      mismatches: row.mismatches as TReconciliationReport['mismatches'],
    }) satisfies TReconciliationReport;

  return {
    async run(): Promise<TReconciliationReport> {
      // One snapshot for every check: a repeatable-read transaction sees the ledger at one instant.
      const facts = await db.transaction(async (tx) => {
        await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY');
        return repository.reconciliationFacts(tx);
      });
      const currencies = facts.currencies.map((c) => ({
        currency: c.currency,
        sum: decimal(c.sumMinor, c.currency),
        entries: c.entries,
      }));
      const mismatches = {
        unbalancedTransactions: facts.unbalancedTransactions.map((t) => ({
          transactionId: String(t.transactionId),
          currency: t.currency,
          sum: decimal(t.sumMinor, t.currency),
        })),
        balanceMismatches: facts.balanceMismatches.map((m) => ({
          accountId: String(m.accountId),
          owner: m.owner,
          currency: m.currency,
          cached: decimal(m.cachedMinor, m.currency),
          entries: decimal(m.entriesMinor, m.currency),
        })),
        negativeMemberAccounts: facts.negativeMemberAccounts.map((n) => ({
          accountId: String(n.accountId),
          owner: n.owner,
          currency: n.currency,
          balance: decimal(n.balanceMinor, n.currency),
        })),
        danglingEntries: facts.danglingEntries.map((d) => ({
          entryId: String(d.entryId),
          transactionId: String(d.transactionId),
          accountId: String(d.accountId),
        })),
      };
      const ok =
        facts.currencies.every((c) => c.sumMinor === 0n) &&
        mismatches.unbalancedTransactions.length === 0 &&
        mismatches.balanceMismatches.length === 0 &&
        mismatches.negativeMemberAccounts.length === 0 &&
        mismatches.danglingEntries.length === 0;
      const saved = await repository.saveReconciliation(db, ok, currencies, mismatches);
      if (!ok) deps.log(`ALERT ledger reconciliation ${saved.id} failed: ${JSON.stringify(mismatches)}`);
      return toReport({ ...saved, ok, currencies, mismatches });
    },

    async recent(limit: number): Promise<TReconciliationReport[]> {
      return (await repository.recentReconciliations(db, limit)).map(toReport);
    },
  };
}

export type Reconciliation = ReturnType<typeof createReconciliation>;
