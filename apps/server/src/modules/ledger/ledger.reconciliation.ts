import type { TReconciliationReport } from '@platform/contracts';
import type { Database } from '../../platform/db/database.ts';
import type { LedgerRepository } from './ledger.repository.ts';

/**
 * Proves the ledger: per currency the entries sum to zero, every transaction balances, every cached
 * member balance equals the sum of its entries, and none is negative. Each run is stored; a failed
 * one is logged as an alert.
 */
export function createReconciliation(deps: {
  db: Database;
  repository: LedgerRepository;
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
        sum: String(c.sumMinor),
        entries: c.entries,
      }));
      const mismatches = {
        unbalancedTransactions: facts.unbalancedTransactions.map((t) => ({
          transactionId: String(t.transactionId),
          currency: t.currency,
          sum: String(t.sumMinor),
        })),
        balanceMismatches: facts.balanceMismatches.map((m) => ({
          accountId: String(m.accountId),
          cached: String(m.cachedMinor),
          entries: String(m.entriesMinor),
        })),
        negativeMemberAccounts: facts.negativeMemberAccounts.map((n) => ({
          accountId: String(n.accountId),
          balance: String(n.balanceMinor),
        })),
      };
      const ok =
        facts.currencies.every((c) => c.sumMinor === 0n) &&
        mismatches.unbalancedTransactions.length === 0 &&
        mismatches.balanceMismatches.length === 0 &&
        mismatches.negativeMemberAccounts.length === 0;
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
