import type { KeyValueStore } from './cache/key-value-store.ts';
import { createMemoryStore } from './cache/memory-store.ts';
import { createRedisStore } from './cache/redis-store.ts';
import type { AppConfig } from './config.ts';
import { createDatabase, type Database } from './db/database.ts';
import { startEmbeddedPostgres, type EmbeddedServer } from './db/embedded-postgres.ts';
import { migrate } from './db/migrate.ts';

export interface Infrastructure {
  db: Database;
  /** Where the job queue connects (the same database). */
  databaseUrl: string;
  store: KeyValueStore;
  close(): Promise<void>;
}

const EMBEDDED_DATABASE = 'platform';

/** PostgreSQL (external, or embedded when DATABASE_URL is absent) with migrations applied, and the store. */
export async function startInfrastructure(
  config: AppConfig,
  log: (line: string) => void,
): Promise<Infrastructure> {
  let embedded: EmbeddedServer | undefined;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    log(`starting embedded PostgreSQL in ${config.dataDir}/pg`);
    embedded = await startEmbeddedPostgres(config.dataDir, log);
    await embedded.createDatabaseIfMissing(EMBEDDED_DATABASE);
    databaseUrl = embedded.connectionString(EMBEDDED_DATABASE);
  }
  const db = createDatabase(databaseUrl, config.databasePoolSize);
  try {
    const applied = await migrate(db);
    if (applied.length) log(`applied migrations: ${applied.join(', ')}`);
  } catch (error) {
    await db.close();
    await embedded?.stop();
    throw error;
  }
  const store = config.redisUrl
    ? await createRedisStore(config.redisUrl, config.cacheKeyPrefix)
    : createMemoryStore();
  return {
    db,
    databaseUrl,
    store,
    async close() {
      await store.close();
      await db.close();
      await embedded?.stop();
    },
  };
}
