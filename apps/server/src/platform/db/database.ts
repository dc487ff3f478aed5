import pg from 'pg';

// bigint columns come back as strings by default; money code parses them into bigint explicitly.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => v);

/** A pool or a transaction's client: repositories take either. */
export interface Queryable {
  query<R extends pg.QueryResultRow = pg.QueryResultRow>(
    sql: string,
    params?: unknown[],
  ): Promise<pg.QueryResult<R>>;
}

export interface Database extends Queryable {
  readonly pool: pg.Pool;
  /** Runs `work` in one transaction; rolls back on any throw. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export function createDatabase(connectionString: string, poolSize: number): Database {
  const pool = new pg.Pool({ connectionString, max: poolSize, idleTimeoutMillis: 30_000 });
  // A dropped connection must not crash the process; the pool replaces it on next checkout.
  pool.on('error', () => undefined);
  return {
    pool,
    query: (sql, params) => pool.query(sql, params as unknown[]),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(client as Queryable);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
