import { createHash } from 'node:crypto';
import pg from 'pg';

// bigint columns come back as strings by default; money code parses them into bigint explicitly.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => v);

/** A pool or a transaction's client: repositories take either. */
export interface Queryable {
  query<R extends pg.QueryResultRow = pg.QueryResultRow>(
    sql: string | PreparedStatement,
    params?: unknown[],
  ): Promise<pg.QueryResult<R>>;
}

/** SQL that each connection parses and plans once, then only binds and executes (see `prepared`). */
export interface PreparedStatement {
  readonly name: string;
  readonly text: string;
}

const preparedByText = new Map<string, PreparedStatement>();

/**
 * Names a hot statement so that PostgreSQL keeps its plan per connection: for the wallet's one-statement
 * bets, parsing and planning cost as much as running them (bench/wallet, ADR 0015). The name is derived
 * from the text, so the same SQL always gets the same name and different SQL never shares one. Only for
 * a bounded set of texts: each connection keeps every statement it has prepared.
 */
export function prepared(text: string): PreparedStatement {
  let statement = preparedByText.get(text);
  if (!statement) {
    statement = { name: `p_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`, text };
    preparedByText.set(text, statement);
  }
  return statement;
}

/** What pg's query() takes for either form (its typings have no overload for a config with values). */
export const toQueryConfig = (sql: string | PreparedStatement, params?: unknown[]): pg.QueryConfig =>
  typeof sql === 'string'
    ? { text: sql, values: params }
    : { name: sql.name, text: sql.text, values: params };

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
  // The pool listens for errors only while a client is idle: a connection terminated while a client
  // is handed out and between queries emitted 'error' with no listener and took the process down
  // (bench/bank, large size, 48 clients). The query in flight still rejects, and the pool discards
  // the client on release; this listener only keeps the event from being fatal.
  pool.on('connect', (client) => client.on('error', () => undefined));
  return {
    pool,
    query: (sql, params) => pool.query(toQueryConfig(sql, params)),
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
        const tx: Queryable = { query: (sql, params) => client.query(toQueryConfig(sql, params)) };
        const result = await work(tx);
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
