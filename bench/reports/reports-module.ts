/**
 * The reports module as the bench drives it, in-process and through its index only: a module built
 * on a database the bench hands it (one that times each statement, or one that explains it).
 */
import type { OperatorsService } from '../../apps/server/src/modules/operators/index.ts';
import { createReportsModule, type ReportsMerchant } from '../../apps/server/src/modules/reports/index.ts';
import { systemClock } from '../../apps/server/src/platform/clock.ts';
import type { Database, PreparedStatement, Queryable } from '../../apps/server/src/platform/db/database.ts';

export const sqlText = (sql: string | PreparedStatement) => (typeof sql === 'string' ? sql : sql.text);

/** A database whose every statement, on the pool or in a transaction, goes through `run`. */
export function interceptedDatabase(
  db: Pick<Database, 'pool' | 'close' | 'query' | 'transaction'>,
  run: (q: Queryable, sql: string | PreparedStatement, params: unknown[] | undefined) => Promise<unknown>,
): Database {
  const wrap = (q: Queryable): Queryable => ({
    query: ((sql: string | PreparedStatement, params?: unknown[]) =>
      run(q, sql, params)) as Queryable['query'],
  });
  const pooled = wrap(db);
  return {
    pool: db.pool,
    query: pooled.query,
    transaction: (work) => db.transaction((tx) => work(wrap(tx))),
    close: () => db.close(),
  };
}

/** The module on `db`, for one merchant read from the database (the routes are never mounted). */
export async function reportsModuleOn(db: Database, plain: Queryable, merchantCode: string) {
  const r = await plain.query<{ code: string; currency: string; time_zone: string }>(
    `SELECT code, currency, time_zone FROM merchants WHERE code = $1`,
    [merchantCode],
  );
  const row = r.rows[0];
  if (!row) throw new Error(`merchant ${merchantCode} does not exist`);
  const merchant = {
    code: row.code,
    currency: row.currency.trim(),
    timeZone: row.time_zone,
  } as ReportsMerchant;
  return createReportsModule({
    db,
    clock: systemClock,
    // The builder and the reads never ask the operators service; only the routes (not mounted) do.
    operators: {} as OperatorsService,
    merchant: async (code) => (code === merchant.code ? merchant : undefined),
  });
}
