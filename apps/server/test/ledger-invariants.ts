/** What the whole ledger must satisfy, whatever ran before (ARCHITECTURE "Money"). */
export interface SqlClient {
  query<R extends object>(sql: string): Promise<{ rows: R[] }>;
}

/**
 * Every broken money invariant, one sentence each; empty when the ledger holds. Checked over the
 * whole database: entries sum to zero per currency and per transaction, no member wallet is
 * negative, every entry has its account and transaction, every cached balance equals its entries.
 */
export async function ledgerInvariantProblems(db: SqlClient): Promise<string[]> {
  const problems: string[] = [];
  const sums = await db.query<{ currency: string; s: string }>(
    `SELECT currency, sum(amount_minor)::text AS s FROM ledger_entries GROUP BY currency`,
  );
  for (const r of sums.rows) if (r.s !== '0') problems.push(`entries in ${r.currency} sum to ${r.s}`);
  const unbalanced = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (SELECT transaction_id FROM ledger_entries
       GROUP BY transaction_id, currency HAVING sum(amount_minor) <> 0) x`,
  );
  if (unbalanced.rows[0]!.n > 0) problems.push(`${unbalanced.rows[0]!.n} unbalanced transactions`);
  const negative = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ledger_accounts WHERE balance_minor < 0`,
  );
  if (negative.rows[0]!.n > 0) problems.push(`${negative.rows[0]!.n} negative wallets`);
  // No foreign key checks entries per bet (ADR 0015): every entry's account and transaction must exist.
  const dangling = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ledger_entries e
      WHERE NOT EXISTS (SELECT 1 FROM ledger_transactions t WHERE t.id = e.transaction_id)
         OR NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.id = e.account_id)`,
  );
  if (dangling.rows[0]!.n > 0)
    problems.push(`${dangling.rows[0]!.n} entries without their account or transaction`);
  const mismatched = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ledger_accounts a
       LEFT JOIN (SELECT account_id, sum(amount_minor) s FROM ledger_entries GROUP BY account_id) e
         ON e.account_id = a.id
      WHERE a.balance_minor IS NOT NULL AND a.balance_minor <> COALESCE(e.s, 0)`,
  );
  if (mismatched.rows[0]!.n > 0)
    problems.push(`${mismatched.rows[0]!.n} cached balances differ from their entries`);
  return problems;
}

/** The sum of all entries per currency (each must be zero). */
export async function entrySums(db: SqlClient): Promise<Record<string, bigint>> {
  const r = await db.query<{ currency: string; s: string }>(
    `SELECT currency, sum(amount_minor)::text AS s FROM ledger_entries GROUP BY currency ORDER BY currency`,
  );
  return Object.fromEntries(r.rows.map((row) => [row.currency.trim(), BigInt(row.s)]));
}
