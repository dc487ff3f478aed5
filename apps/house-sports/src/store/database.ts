import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

// int8 as bigint strings → read with BigInt() where money is concerned.
export type Pool = pg.Pool;
export type PoolClient = pg.PoolClient;
export type Queryable = Pick<pg.Pool, 'query'>;

const migrationsDir = path.resolve(import.meta.dirname, '../../db/migrations');

/**
 * The book's database URL (ADR 0031): SPORTS_DATABASE_URL; else the platform's DATABASE_URL with the
 * database name suffixed `_sports`; else the embedded cluster the platform started in DATA_DIR (its
 * port from postmaster.pid, its password from DATA_DIR/postgres-password). Null: none found yet.
 */
export function resolveDatabaseUrl(env: {
  sportsDatabaseUrl?: string | undefined;
  databaseUrl?: string | undefined;
  dataDir: string;
}): string | null {
  if (env.sportsDatabaseUrl) return env.sportsDatabaseUrl;
  if (env.databaseUrl) {
    const url = new URL(env.databaseUrl);
    const name = decodeURIComponent(url.pathname.replace(/^\//, '')) || 'postgres';
    url.pathname = `/${encodeURIComponent(`${name}_sports`)}`;
    return url.toString();
  }
  const dataDir = path.resolve(env.dataDir);
  const passwordFile = path.join(dataDir, 'postgres-password');
  if (!existsSync(passwordFile)) return null;
  const preferred = path.join(dataDir, 'pg');
  const fallback = path.join(
    os.tmpdir(),
    `platform-pg-${createHash('sha256').update(preferred).digest('hex').slice(0, 12)}`,
  );
  for (const dir of [preferred, fallback]) {
    const pid = path.join(dir, 'postmaster.pid');
    if (!existsSync(pid)) continue;
    const port = readFileSync(pid, 'utf8').split('\n')[3]?.trim();
    if (!port) continue;
    const password = readFileSync(passwordFile, 'utf8').trim();
    return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/platform_sports`;
  }
  return null;
}

/** Creates the database when missing (connecting to the server's `postgres` database). */
export async function createDatabaseIfMissing(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.replace(/^\//, ''));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      try {
        await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
      } catch (error) {
        // Another process created it meanwhile.
        if ((error as { code?: string }).code !== '42P04') throw error;
      }
    }
  } finally {
    await client.end();
  }
}

/** Applies the book's migrations in order, once each, under an advisory lock. */
export async function migrate(pool: Pool): Promise<string[]> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock(31031)');
    await client.query(
      'CREATE TABLE IF NOT EXISTS sports_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set(
      (await client.query<{ name: string }>('SELECT name FROM sports_migrations')).rows.map((r) => r.name),
    );
    const applied: string[] = [];
    for (const file of readdirSync(migrationsDir)
      .filter((f) => f.endsWith('.sql'))
      .sort()) {
      if (done.has(file)) continue;
      const sql = await readFile(path.join(migrationsDir, file), 'utf8');
      await client.query('BEGIN');
      try {
        await client.query(sql);
        await client.query('INSERT INTO sports_migrations (name) VALUES ($1)', [file]);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      }
      applied.push(file);
    }
    return applied;
  } finally {
    await client.query('SELECT pg_advisory_unlock(31031)').catch(() => undefined);
    client.release();
  }
}

export async function openDatabase(url: string, poolSize = 10): Promise<Pool> {
  await createDatabaseIfMissing(url);
  // No JIT: the book's statements are short, index-driven ones whose cost estimates can still cross
  // the JIT threshold (a settlement page's did, compiling for 2 s to run for 0.1 s).
  const pool = new pg.Pool({ connectionString: url, max: poolSize, options: '-c jit=off' });
  await migrate(pool);
  return pool;
}

export async function inTransaction<T>(pool: Pool, work: (client: PoolClient) => Promise<T>): Promise<T> {
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
}
