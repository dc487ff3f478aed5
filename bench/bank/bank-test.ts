/**
 * bench/bank: the money invariants under load, retries and crashes.
 *
 * The scenario and its checks are the server's (apps/server/test/bank-scenario.ts, run small and
 * in-process by the server-int suite): concurrent bets, wins, rollbacks, deposits, withdrawals,
 * transfers and duplicate retries, each retried with its key until answered, then the ledger
 * invariants and "every acknowledged operation applied exactly once". Here it runs over HTTP
 * against a real server process, which is killed with SIGKILL and restarted meanwhile, while its
 * database connections are dropped.
 *
 *   BANK_SIZE=small npx tsx bench/bank/bank-test.ts   # CI (about a minute)
 *   BANK_SIZE=large npx tsx bench/bank/bank-test.ts   # the benchmark
 *
 * Needs a PostgreSQL it may create a database in (BENCH_PG_ADMIN_URL, default the machine's).
 * Exits 1 when an invariant fails.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import {
  createBankScenario,
  Retry,
  type BankScenario,
  type BankTransport,
} from '../../apps/server/test/bank-scenario.ts';
import type { SqlClient } from '../../apps/server/test/ledger-invariants.ts';
import { repoRoot, startServer } from '../support/load.ts';

const SIZES = {
  small: { clients: 12, operations: 1_500, kills: 2, drops: 2 },
  large: { clients: 48, operations: 30_000, kills: 8, drops: 8 },
} as const;
const SIZE = SIZES[(process.env.BANK_SIZE ?? 'small') as keyof typeof SIZES] ?? SIZES.small;
const ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PORT = Number(process.env.BANK_PORT ?? 3920);
const SECRET = 'bank-test-house-secret-0123456789';
const DATABASE = `bank_${randomBytes(3).toString('hex')}`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const dbUrl = (() => {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${DATABASE}`;
  return url.toString();
})();

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

// ---- the server, which the chaos loop kills ----

let base = '';
let server: ChildProcess | null = null;
let serverUp = false;

const crashes: string[] = [];
let expectingExit = false;

async function boot() {
  const started = await startServer({
    port: PORT,
    env: { DATABASE_URL: dbUrl, HOUSE_GAMES_SECRET: SECRET, DATABASE_POOL_SIZE: '12', LOG_LEVEL: 'error' },
  });
  base = started.url;
  server = started.child;
  serverUp = true;
  // A server that dies on its own (not our SIGKILL) is a failure to report; bring it back and go on.
  started.child.once('exit', (code, signal) => {
    if (expectingExit) return;
    crashes.push(`server exited on its own (code ${code}, signal ${signal})`);
    serverUp = false;
    void boot();
  });
}

async function killServer() {
  serverUp = false;
  const child = server;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  expectingExit = true;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
  expectingExit = false;
}

// ---- the platform over HTTP: a request while the server is down is retried like a 5xx ----

const transport: BankTransport = {
  async send(method, url, options) {
    if (!serverUp) throw new Retry();
    const res = await fetch(`${base}${url}`, {
      method,
      headers: options.headers,
      ...(options.body !== undefined ? { body: options.body } : {}),
      // The PSP simulator's pay page answers with a redirect the scenario reads, not follows.
      redirect: 'manual',
    });
    return { status: res.status, text: await res.text() };
  },
};

async function chaos(stop: () => boolean) {
  const events: string[] = [];
  let kills = 0;
  let drops = 0;
  while (!stop() && (kills < SIZE.kills || drops < SIZE.drops)) {
    await sleep(1_500 + Math.random() * 2_500);
    if (stop()) break;
    if (drops < SIZE.drops && (kills >= SIZE.kills || Math.random() < 0.5)) {
      const r = await admin(
        `SELECT count(pg_terminate_backend(pid)) AS n FROM pg_stat_activity WHERE datname = '${DATABASE}' AND pid <> pg_backend_pid()`,
      );
      drops += 1;
      events.push(`dropped ${r.rows[0].n} database connections`);
    } else {
      await killServer();
      kills += 1;
      events.push('server killed (SIGKILL)');
      await boot();
      events.push('server restarted');
    }
  }
  return events;
}

/** The database of the server under test, a connection per query: the chaos loop drops held ones. */
const sql: SqlClient = {
  async query<R extends object>(text: string) {
    const client = new pg.Client({ connectionString: dbUrl });
    await client.connect();
    try {
      return { rows: (await client.query(text)).rows as R[] };
    } finally {
      await client.end();
    }
  },
};

async function main() {
  await admin(`CREATE DATABASE ${DATABASE}`);
  const startedAt = Date.now();
  let problems: string[] = [];
  let events: string[];
  let summary: ReturnType<BankScenario['summary']>;
  try {
    await boot();
    const scenario = createBankScenario({ transport, vendorSecret: SECRET, sql });
    await scenario.setUp();
    let finished = false;
    const chaosDone = chaos(() => finished);
    await scenario.run(SIZE);
    finished = true;
    events = await chaosDone;
    if (!serverUp) await boot();
    summary = scenario.summary();
    problems = [...crashes, ...(await scenario.verify())];
  } finally {
    if (server) await killServer();
    // A failed run keeps its database, so the ledger behind the problems can be read.
    if (problems.length === 0) await admin(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
    else console.error(`kept database ${DATABASE} for inspection`);
  }
  const result = {
    at: new Date().toISOString(),
    size: process.env.BANK_SIZE ?? 'small',
    ...SIZE,
    seconds: Math.round((Date.now() - startedAt) / 1000),
    ...summary,
    events,
    problems,
    ok: problems.length === 0,
  };
  console.log(JSON.stringify(result, null, 2));
  await mkdir(path.join(repoRoot, 'bench/results'), { recursive: true });
  await writeFile(path.join(repoRoot, 'bench/results/bank.json'), `${JSON.stringify(result, null, 2)}\n`);
  process.exit(problems.length === 0 ? 0 : 1);
}

await main();
