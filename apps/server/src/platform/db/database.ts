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
  // Waiting forever for a connection turns an overload into a stall; a bounded wait answers 503 instead.
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 10_000,
  });
  // A dropped connection must not crash the process; the pool replaces it on next checkout.
  pool.on('error', () => undefined);
  return {
    pool,
    query: (sql, params) => pool.query(sql, params as unknown[]),
    async transaction(work) {
      const client = await pool.connect();
      // A checked-out client has no listener of the pool's: a connection killed between two of our
      // queries would otherwise be an unhandled 'error' event and take the process down. The failed
      // query rejects on its own; this only keeps the event from crashing us.
      let broken = false;
      const onError = () => {
        broken = true;
      };
      client.on('error', onError);
      try {
        await client.query('BEGIN');
        const result = await work(client as Queryable);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        if (isConnectionLoss(error)) broken = true;
        if (!broken) await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.removeListener('error', onError);
        // A broken connection is destroyed rather than handed to the next caller.
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}

/** Errors after which the connection itself is gone (server shutdown, admin termination, socket loss). */
export function isConnectionLoss(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return (
    e?.code === '57P01' ||
    e?.code === '57P02' ||
    e?.code === '57P03' ||
    e?.code === 'ECONNRESET' ||
    e?.code === 'EPIPE' ||
    /Connection terminated|connection ended|Client has encountered a connection error|timeout exceeded when trying to connect/i.test(
      e?.message ?? '',
    )
  );
}
