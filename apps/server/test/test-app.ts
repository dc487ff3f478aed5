import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { seedDemo } from '../src/demo/demo-seed.ts';
import type { KeyValueStore } from '../src/platform/cache/key-value-store.ts';
import { createMemoryStore } from '../src/platform/cache/memory-store.ts';
import { createRedisStore } from '../src/platform/cache/redis-store.ts';
import { systemClock, type Clock } from '../src/platform/clock.ts';
import { loadConfig } from '../src/platform/config.ts';
import { createDatabase, type Database } from '../src/platform/db/database.ts';

/** A clock tests can move. */
export function createTestClock(
  start = Date.now(),
): Clock & { advance(ms: number): void; set(ms: number): void } {
  let nowMs = start;
  return {
    now: () => new Date(nowMs),
    nowMs: () => nowMs,
    advance: (ms) => (nowMs += ms),
    set: (ms) => (nowMs = ms),
  };
}

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: inject('adminDatabaseUrl') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export interface TestDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/** A fresh database copied from the migrated template. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${inject('templateDatabase')}`);
  const url = new URL(inject('adminDatabaseUrl'));
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>['app'];
  modules: Awaited<ReturnType<typeof buildApp>>['modules'];
  db: Database;
  store: KeyValueStore;
  database: TestDatabase;
  close(): Promise<void>;
}

/**
 * The whole app on its own database with the demo seed, exercised through `app.inject`. Uses the
 * machine's Redis when REDIS_URL is set (with a key prefix of its own), the in-process store otherwise.
 * `beforeReady` may add routes (e.g. a test route marked encrypted) before the app is sealed.
 */
export async function createTestApp(
  options: {
    clock?: Clock;
    database?: TestDatabase;
    store?: KeyValueStore;
    beforeReady?: (app: TestApp['app']) => void;
    /** More configuration, as environment variables (e.g. SOCIAL_LOGIN_ALLOW_HTTP_LOOPBACK). */
    env?: Record<string, string>;
    /** False: an empty platform, as production starts (no demo seed). */
    seed?: boolean;
  } = {},
): Promise<TestApp> {
  const clock = options.clock ?? systemClock;
  const database = options.database ?? (await createTestDatabase());
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DEMO: '1',
    DEV_OUTBOX: '1',
    DATABASE_URL: database.url,
    WEB_DIST_DIR: '/nonexistent',
    BACKOFFICE_DIST_DIR: '/nonexistent',
    ...options.env,
  });
  const db = createDatabase(database.url, 5);
  const store =
    options.store ??
    (process.env.REDIS_URL
      ? await createRedisStore(process.env.REDIS_URL, `test:${randomBytes(4).toString('hex')}:`)
      : createMemoryStore(clock));
  const { app, modules } = await buildApp({ config, db, store, clock });
  if (options.seed !== false)
    await seedDemo({
      systemSeeding: modules.system.seeding,
      vendors: modules.seamless,
      operators: modules.operators.service,
      games: modules.games.service,
      identity: modules.identity.registration,
      cashier: modules.cashier,
      agents: modules.agents,
    });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    modules,
    db,
    store,
    database,
    async close() {
      await app.close();
      if (!options.store) await store.close();
      await db.close();
      if (!options.database) await database.drop();
    },
  };
}

/** Logs in as an operator and returns the Authorization header. */
export async function operatorAuth(app: TestApp['app'], username = 'admin', password = 'Admin1234') {
  const response = await app.inject({
    method: 'POST',
    url: '/api/bo/auth/login',
    payload: { username, password },
  });
  const body = response.json();
  if (!body.success) throw new Error(`operator login failed: ${response.body}`);
  return { authorization: `Bearer ${body.value.token as string}` };
}
