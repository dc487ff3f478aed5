/**
 * bench/wallet: seamless-wallet bet+win round trips over HTTP (HMAC-signed, as a vendor sends them)
 * at increasing fixed rates against real PostgreSQL, with throughput and p50/p99/p99.9; a second
 * scenario where every bet goes against the one HOUSE account; and, in the same run against the same
 * PostgreSQL, pgbench's built-in TPC-B-like rate as the ceiling.
 *
 *   npx tsx bench/wallet/wallet-bench.ts
 *
 * Needs a PostgreSQL it may create databases in (BENCH_PG_ADMIN_URL, default the machine's
 * postgres://postgres@127.0.0.1:5432/postgres) and `pgbench` on the PATH.
 * Goal (issue 4): round trips/s ≥ 0.5 × the pgbench rate; p99 ≤ 50 ms at 1,000 bets/s.
 * Closed loop (issue 16): CLOSED_CLIENTS clients (default 16,32), each its own member, each sending a
 * bet, waiting for it, sending its win, and starting again; compared with pgbench at the same client
 * count. Goal: ≥ 0.5 × pgbench at 16 clients with p99 ≤ 50 ms per round.
 */
import { execFileSync, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { encryptPayload } from '../../apps/server/src/platform/crypto/hybrid-encryption.ts';
import { signSeamlessRequest } from '../../apps/server/src/modules/seamless/index.ts';
import { cpuMeter } from '../support/cpu.ts';
import { keepAliveConnection, type Answer } from '../support/keep-alive-connection.ts';
import {
  atFixedRate,
  atMaxThroughput,
  percentile,
  postJson,
  repoRoot,
  round1,
  startServer,
  type Outcome,
} from '../support/load.ts';

const ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const RATES = (process.env.RATES ?? '100,250,500,750,1000').split(',').map(Number);
const PHASE_MS = Number(process.env.PHASE_MS ?? 10_000);
const PGBENCH_SECONDS = Number(process.env.PGBENCH_SECONDS ?? 20);
/** pgbench runs once per client count; the best rate is the ceiling (PostgreSQL peaks near 2-4 per core). */
const PGBENCH_CLIENTS = (process.env.PGBENCH_CLIENTS ?? '4,8,16,32').split(',').map(Number);
/** Client counts of the closed-loop scenario; pgbench runs at each of them too. */
const CLOSED_CLIENTS = (process.env.CLOSED_CLIENTS ?? '16,32').split(',').map(Number);
/**
 * How a closed-loop client sends its calls: `connection` (default), its own kept-alive connection
 * (bench/support/keep-alive-connection.ts), or `pool`, the open-loop phases' undici pool, which costs
 * the load generator about twice the CPU per call on the machine it shares with what it measures.
 */
const CLOSED_TRANSPORT = process.env.CLOSED_TRANSPORT === 'pool' ? 'pool' : 'connection';
/** Which scenarios run: `spread`, `house` (the open-loop rates and max of each) and `closed`. */
const SCENARIOS = new Set((process.env.SCENARIOS ?? 'spread,house,closed').split(','));
const PORT = Number(process.env.BENCH_PORT ?? 3910);
/** Rounds in flight in the closed-loop (max throughput) phases. */
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 32);
/** A running platform to measure instead of starting one (it must sign HOUSE with the bench secret). */
const BENCH_URL = process.env.BENCH_URL;
const SECRET = 'bench-house-secret-0123456789';
/** Why calls failed (protocol statuses and transport errors), reported with the figures. */
const failures = new Map<string, number>();
/** One stake and its possible wins per currency scale (VND has no minor unit). */
type Post = (path: string, body: string, headers: Record<string, string>) => Promise<Answer>;
const STAKES: Record<string, { bet: string; win: string; loss: string }> = {
  THB: { bet: '1.00', win: '1.90', loss: '0.00' },
  VND: { bet: '1000', win: '1900', loss: '0' },
};

async function adminQuery(sql: string, url = ADMIN_URL) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The cluster's WAL written so far (pg_stat_wal), or null where it cannot be read. */
async function walWritten(): Promise<{ records: number; bytes: number } | null> {
  if (BENCH_URL) return null;
  const client = new pg.Client({ connectionString: ADMIN_URL });
  try {
    await client.connect();
    const r = await client.query<{ records: string; bytes: string }>(
      'SELECT wal_records::text AS records, wal_bytes::text AS bytes FROM pg_stat_wal',
    );
    return { records: Number(r.rows[0]!.records), bytes: Number(r.rows[0]!.bytes) };
  } catch {
    return null;
  } finally {
    await client.end().catch(() => {});
  }
}

function databaseUrl(name: string) {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

function pgbench() {
  const url = new URL(databaseUrl('bench_pgbench'));
  const args = [
    '-h',
    url.hostname,
    '-p',
    url.port || '5432',
    '-U',
    decodeURIComponent(url.username || 'postgres'),
  ];
  execFileSync('pgbench', [...args, '-i', '-q', '-s', '10', 'bench_pgbench'], { stdio: 'ignore' });
  const counts = [...new Set([...PGBENCH_CLIENTS, ...CLOSED_CLIENTS])].sort((a, b) => a - b);
  const runs = counts.map((clients) => {
    const meter = cpuMeter(undefined);
    const out = execFileSync(
      'pgbench',
      [
        ...args,
        '-n',
        '-b',
        'tpcb-like',
        '-c',
        String(clients),
        '-j',
        '2',
        '-T',
        String(PGBENCH_SECONDS),
        'bench_pgbench',
      ],
      { encoding: 'utf8' },
    );
    const tps = round1(Number(/tps = ([\d.]+)/.exec(out)?.[1]));
    // The same CPU accounting as the wallet's rounds: PostgreSQL's and the load generator's
    // (pgbench) per transaction, to set beside the CPU each role spends per round.
    const cpu = meter();
    const perTransaction = (percent: number) => (tps > 0 ? Number(((percent * 10) / tps).toFixed(2)) : null);
    const cpuMsPerTransaction = {
      postgres: perTransaction(cpu.postgresPercent),
      pgbench: perTransaction(cpu.benchPercent),
    };
    console.log(
      `pgbench tpcb-like, ${clients} clients: ${tps} tps; CPU % postgres ${cpu.postgresPercent} pgbench ${cpu.benchPercent} others ${cpu.othersPercent}; CPU ms per transaction: postgres ${cpuMsPerTransaction.postgres}, pgbench ${cpuMsPerTransaction.pgbench}`,
    );
    return { clients, tps, cpu, cpuMsPerTransaction };
  });
  const best = runs.reduce((a, b) => (b.tps > a.tps ? b : a));
  return { tps: best.tps, clients: best.clients, seconds: PGBENCH_SECONDS, runs };
}

interface Player {
  user: string;
  token: string;
  merchant: string;
  currency: string;
}

async function main() {
  await adminQuery('DROP DATABASE IF EXISTS bench_pgbench WITH (FORCE)');
  await adminQuery('CREATE DATABASE bench_pgbench');
  let base = BENCH_URL ?? '';
  let child: ChildProcess | undefined;
  if (!BENCH_URL) {
    await adminQuery('DROP DATABASE IF EXISTS bench_wallet WITH (FORCE)');
    await adminQuery('CREATE DATABASE bench_wallet');
    ({ url: base, child } = await startServer({
      port: PORT,
      env: {
        DATABASE_URL: databaseUrl('bench_wallet'),
        // The platform's default pool unless told otherwise: on 2 vCPUs PostgreSQL does most with few
        // connections (pgbench's own rate falls by a quarter from 8 clients to 16).
        ...(process.env.DATABASE_POOL_SIZE ? { DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE } : {}),
        HOUSE_GAMES_SECRET: SECRET,
      },
    }));
  }
  try {
    const players = await preparePlayers(base);
    /** The open-loop phases share a pool of connections; a closed-loop client keeps its own. */
    const pooled: Post = (path, raw, headers) => postJson(`${base}${path}`, raw, headers);
    const call = async (post: Post, name: 'bet' | 'win', body: Record<string, unknown>) => {
      const raw = JSON.stringify({ request_uuid: randomUUID(), ...body });
      const ts = Math.floor(Date.now() / 1000);
      const path = `/api/seamless/HOUSE/${name}`;
      const res = await post(path, raw, {
        'x-timestamp': String(ts),
        'x-signature': signSeamlessRequest(SECRET, ts, 'POST', path, raw),
      });
      const json = JSON.parse(res.body) as { status: string };
      if (json.status !== 'RS_OK') failures.set(json.status, (failures.get(json.status) ?? 0) + 1);
      return json.status;
    };
    /** One game round: a bet, then its win, each awaited as a vendor would. */
    const roundTrip =
      (pick: (i: number) => Player, post: Post = pooled) =>
      async (i: number): Promise<Outcome> => {
        const p = pick(i);
        const bet = {
          transaction_uuid: randomUUID(),
          round: randomUUID(),
          game_code: 'bench',
          user: p.user,
          token: p.token,
          currency: p.currency,
        };
        const unit = STAKES[p.currency] ?? STAKES.THB!;
        const placed = await call(post, 'bet', { ...bet, amount: unit.bet }).catch((error: Error) => {
          const reason = (error as { code?: string }).code ?? error.name;
          failures.set(reason, (failures.get(reason) ?? 0) + 1);
          return 'FAILED';
        });
        if (placed !== 'RS_OK') return 'error';
        const win = {
          ...bet,
          transaction_uuid: randomUUID(),
          reference_transaction_uuid: bet.transaction_uuid,
          amount: i % 2 ? unit.win : unit.loss,
        };
        return (await call(post, 'win', win)) === 'RS_OK' ? 'ok' : 'error';
      };

    const royal = players.filter((p) => p.merchant === 'ROYAL');
    // Warm-up: JIT, caches, and every pool connection opened with its statements prepared.
    await atFixedRate(
      50,
      2_000,
      roundTrip((i) => players[i % players.length]!),
    );
    await atMaxThroughput(
      3_000,
      CONCURRENCY,
      roundTrip((i) => players[i % players.length]!),
    );

    /** A phase with the CPU each role used, and that CPU per answered round (ms of one core). */
    const measured = async <T extends { perSecond: number }>(run: () => Promise<T>) => {
      const walBefore = await walWritten();
      const meter = cpuMeter(child?.pid);
      const startMs = performance.now();
      const result = await run();
      const cpu = meter();
      const rounds = (result.perSecond * (performance.now() - startMs)) / 1000;
      const walAfter = await walWritten();
      const perRound = (percent: number) =>
        result.perSecond > 0 ? Number(((percent * 10) / result.perSecond).toFixed(2)) : null;
      return {
        ...result,
        cpu,
        cpuMsPerRound: {
          server: perRound(cpu.serverPercent),
          postgres: perRound(cpu.postgresPercent),
          bench: perRound(cpu.benchPercent),
        },
        // What the cluster wrote per round (the whole cluster's, so other sessions' writes count).
        walPerRound:
          walBefore && walAfter && rounds > 0
            ? {
                records: round1((walAfter.records - walBefore.records) / rounds),
                bytes: Math.round((walAfter.bytes - walBefore.bytes) / rounds),
              }
            : null,
      };
    };
    const scenario = async (label: string, pick: (i: number) => Player) => {
      // Settle the database first: the demo seed (10,288 games, their indexes) and the previous
      // scenario leave autovacuum and a checkpoint due, which would otherwise land inside a phase.
      if (!BENCH_URL) {
        await adminQuery('VACUUM (ANALYZE)', databaseUrl('bench_wallet'));
        await adminQuery('CHECKPOINT');
      }
      const fixed = [];
      for (const rate of RATES) {
        const r = await measured(() => atFixedRate(rate, PHASE_MS, roundTrip(pick)));
        fixed.push({ roundsPerSecondOffered: rate, ...r });
        console.log(
          `${label} ${rate}/s → ${r.perSecond}/s ok, p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms, p99.9 ${r.p999Ms} ms, errors ${r.errors}; CPU % server ${r.cpu.serverPercent} postgres ${r.cpu.postgresPercent} bench ${r.cpu.benchPercent} others ${r.cpu.othersPercent}`,
        );
      }
      const max = await measured(() => atMaxThroughput(PHASE_MS, CONCURRENCY, roundTrip(pick)));
      console.log(
        `${label} max (${CONCURRENCY} in flight) → ${max.perSecond}/s, p50 ${max.p50Ms} ms, p99 ${max.p99Ms} ms, errors ${max.errors}; CPU ms per round: server ${max.cpuMsPerRound.server}, postgres ${max.cpuMsPerRound.postgres}`,
      );
      return { fixed, max };
    };
    const spread = SCENARIOS.has('spread')
      ? await scenario('spread', (i) => players[i % players.length]!)
      : null;
    const house = SCENARIOS.has('house')
      ? await scenario('one house', (i) => royal[i % royal.length]!)
      : null;

    // Closed loop: client w is always member w, one round after another, as a table of players is.
    const closedLoop = [];
    if (!BENCH_URL) {
      await adminQuery('VACUUM (ANALYZE)', databaseUrl('bench_wallet'));
      await adminQuery('CHECKPOINT');
    }
    for (const clients of SCENARIOS.has('closed') ? CLOSED_CLIENTS : []) {
      const connections: ReturnType<typeof keepAliveConnection>[] = [];
      const r = await measured(() =>
        inClosedLoop(PHASE_MS, clients, (w) => {
          if (CLOSED_TRANSPORT === 'pool') return roundTrip(() => players[w % players.length]!);
          const connection = keepAliveConnection(base);
          connections.push(connection);
          return roundTrip(() => players[w % players.length]!, connection.post);
        }),
      );
      for (const connection of connections) connection.close();
      closedLoop.push(r);
      console.log(
        `closed loop, ${clients} clients → ${r.perSecond} rounds/s, p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms, errors ${r.errors}; CPU % server ${r.cpu.serverPercent} postgres ${r.cpu.postgresPercent} bench ${r.cpu.benchPercent} others ${r.cpu.othersPercent}; CPU ms per round: server ${r.cpuMsPerRound.server}, postgres ${r.cpuMsPerRound.postgres}, bench ${r.cpuMsPerRound.bench}; WAL per round: ${r.walPerRound?.records ?? '?'} records, ${r.walPerRound?.bytes ?? '?'} bytes`,
      );
    }

    const reconciliation = await reconcile(base);
    const pgbenchResult = pgbench();
    const closedVsPgbench = closedLoop.map((r) => {
      const tps = pgbenchResult.runs.find((run) => run.clients === r.clients)?.tps ?? null;
      return { ...r, pgbenchTps: tps, ratioToPgbench: tps ? Number((r.perSecond / tps).toFixed(2)) : null };
    });
    for (const r of closedVsPgbench)
      console.log(`closed loop, ${r.clients} clients: ${r.ratioToPgbench} × pgbench (${r.pgbenchTps} tps)`);
    const closed16 = closedVsPgbench.find((r) => r.clients === 16);
    const best = spread ? Math.max(spread.max.perSecond, ...spread.fixed.map((s) => s.perSecond)) : 0;
    const at1000 = spread?.fixed.find((s) => s.roundsPerSecondOffered === 1000);
    const result = {
      at: new Date().toISOString(),
      node: process.version,
      phaseMs: PHASE_MS,
      players: players.length,
      note: 'rate = game rounds per second; each round is a signed bet then its win (2 HTTP calls); latencies are per round',
      spread,
      oneHouseAccount: house,
      closedLoop: closedVsPgbench,
      pgbench: pgbenchResult,
      bestRoundsPerSecond: best,
      ratioToPgbench: Number((best / pgbenchResult.tps).toFixed(2)),
      reconciliation,
      failures: Object.fromEntries(failures),
      targets: {
        atLeastHalfOfPgbench: spread ? best >= 0.5 * pgbenchResult.tps : null,
        p99Within50MsAt1000: at1000 ? at1000.p99Ms <= 50 && at1000.errors === 0 : null,
        closedLoop16: closed16
          ? (closed16.ratioToPgbench ?? 0) >= 0.5 && closed16.p99Ms <= 50 && closed16.errors === 0
          : null,
      },
    };
    console.log(JSON.stringify(result, null, 2));
    await mkdir(path.join(repoRoot, 'bench/results'), { recursive: true });
    await writeFile(path.join(repoRoot, 'bench/results/wallet.json'), `${JSON.stringify(result, null, 2)}\n`);
  } finally {
    child?.kill('SIGTERM');
  }
}

/** `clients` loops, each calling `callFor(its index)` again as soon as the last call answered. */
async function inClosedLoop(
  durationMs: number,
  clients: number,
  callFor: (client: number) => (i: number) => Promise<Outcome>,
) {
  const samples: { ms: number; outcome: Outcome }[] = [];
  const start = performance.now();
  let next = 0;
  const client = async (w: number) => {
    const call = callFor(w);
    while (performance.now() - start < durationMs) {
      const t0 = performance.now();
      const outcome = await call(next++).catch((): Outcome => 'error');
      samples.push({ ms: performance.now() - t0, outcome });
    }
  };
  await Promise.all(Array.from({ length: clients }, (_, w) => client(w)));
  const elapsedMs = performance.now() - start;
  const served = samples.filter((s) => s.outcome === 'ok').map((s) => s.ms);
  return {
    clients,
    rounds: samples.length,
    errors: samples.length - served.length,
    perSecond: round1((served.length * 1000) / elapsedMs),
    p50Ms: round1(percentile(served, 50)),
    p99Ms: round1(percentile(served, 99)),
  };
}

async function preparePlayers(base: string): Promise<Player[]> {
  const key = (
    (await (await fetch(`${base}/api/wps/system/publicKey`)).json()) as {
      value: { keyId: string; publicKey: string };
    }
  ).value;
  const players: Player[] = [];
  const members = [
    ...Array.from({ length: 20 }, (_, i) => ({
      merchant: 'ROYAL',
      username: `demo${String(i + 1).padStart(2, '0')}`,
    })),
    ...Array.from({ length: 5 }, (_, i) => ({
      merchant: 'LOTUS',
      username: `demo${String(i + 1).padStart(2, '0')}`,
    })),
  ];
  for (const m of members) {
    const body = encryptPayload(key.keyId, key.publicKey, {
      username: m.username,
      password: 'Demo1234',
      ts: Date.now(),
      nonce: randomBytes(12).toString('hex'),
    });
    const login = (await (
      await fetch(`${base}/api/wps/session/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', merchant: m.merchant },
        body: JSON.stringify(body),
      })
    ).json()) as { success: boolean; value: { token: string } };
    if (!login.success) throw new Error(`login ${m.merchant}/${m.username} failed`);
    const launch = (await (
      await fetch(`${base}/api/wps/game/launchGame?vendorCode=HOUSE&gameCode=house-dragon-fortune`, {
        headers: { authorization: `Bearer ${login.value.token}`, merchant: m.merchant },
      })
    ).json()) as { value: { url: string } };
    const url = new URL(launch.value.url);
    players.push({
      user: url.searchParams.get('user')!,
      token: url.searchParams.get('token')!,
      merchant: m.merchant,
      currency: url.searchParams.get('currency')!,
    });
  }
  return players;
}

async function reconcile(base: string) {
  const login = (await (
    await fetch(`${base}/api/bo/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'Admin1234' }),
    })
  ).json()) as { value: { token: string } };
  const report = (await (
    await fetch(`${base}/api/bo/ledger/reconciliations`, {
      method: 'POST',
      headers: { authorization: `Bearer ${login.value.token}` },
    })
  ).json()) as { value: { ok: boolean; currencies: unknown } };
  return report.value;
}

await main();
