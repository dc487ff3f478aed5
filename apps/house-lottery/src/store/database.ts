import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';

// bigint columns as strings; the code turns them into bigint explicitly.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => v);

export interface Queryable {
  query<R extends pg.QueryResultRow = pg.QueryResultRow>(
    sql: string,
    params?: unknown[],
  ): Promise<pg.QueryResult<R>>;
}

export interface LotteryDb extends Queryable {
  pool: pg.Pool;
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export function createLotteryDb(connectionString: string, poolSize = 8): LotteryDb {
  const pool = new pg.Pool({ connectionString, max: poolSize, idleTimeoutMillis: 30_000 });
  pool.on('error', () => undefined);
  return {
    pool,
    query: (sql, params) => pool.query(sql, params),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(client);
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

/** Creates the database named in the URL when it is missing (connecting to `postgres` on that server). */
export async function createDatabaseIfMissing(connectionString: string): Promise<void> {
  const url = new URL(connectionString);
  const name = decodeURIComponent(url.pathname.slice(1));
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      await client
        .query(`CREATE DATABASE ${client.escapeIdentifier(name)}`)
        .catch((error: { code?: string }) => {
          // Another process created it meanwhile.
          if (error.code !== '42P04') throw error;
        });
    }
  } finally {
    await client.end();
  }
}

const migrationsDir = path.resolve(import.meta.dirname, '../../db/migrations');

/** Applies the lottery's own migrations in order, each once, under an advisory lock. */
export async function migrateLottery(db: LotteryDb): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(7301401)');
    await tx.query(
      'CREATE TABLE IF NOT EXISTS lottery_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set(
      (await tx.query<{ name: string }>('SELECT name FROM lottery_migrations')).rows.map((r) => r.name),
    );
    const files = (await readdir(migrationsDir)).filter((f) => f.endsWith('.sql')).sort();
    for (const file of files) {
      if (done.has(file)) continue;
      await tx.query(await readFile(path.join(migrationsDir, file), 'utf8'));
      await tx.query('INSERT INTO lottery_migrations (name) VALUES ($1)', [file]);
    }
  });
}
