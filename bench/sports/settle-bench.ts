import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import inspector from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { createSportsService } from '../../apps/house-sports/src/app.ts';
import { loadConfig } from '../../apps/house-sports/src/config.ts';
import { betPayout, type Outcome } from '../../apps/house-sports/src/domain/index.ts';
import type { FeedEvent } from '../../apps/house-sports/src/feed/sports-feed.ts';

/**
 * Settling a football match with BETS open bets (default 100,000: 70 % singles on the match's markets,
 * 30 % parlays of 2–5 legs whose other legs are already decided), from the result to every win
 * answered by the wallet. The wallet is `stub-platform.ts` in its own process (signature checked,
 * exactly-once counted). Goal: ≤ 20 s. Writes bench/results/sports-settle-<bets>.json.
 *
 *   BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/sports_bench, recreated)
 *   BETS (100000)  CONCURRENCY (outbox, 32)  PAGE (2000)
 */
const BETS = Number(process.env.BETS ?? 100_000);
const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/sports_bench';
const repoRoot = path.resolve(import.meta.dirname, '../..');

async function recreate() {
  const admin = new pg.Client({ connectionString: new URL('/postgres', url).toString() });
  await admin.connect();
  const name = new URL(url).pathname.slice(1);
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.end();
}

/** CPU seconds (user + system) of a process from /proc; 0 when it is gone or off Linux. */
function cpuSecondsOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

async function startStub(): Promise<{ port: number; pid: number; stop(): void }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'stub-platform.ts')],
    {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const line = await new Promise<string>((resolve) =>
    createInterface({ input: child.stdout! }).once('line', resolve),
  );
  return {
    port: (JSON.parse(line) as { port: number }).port,
    pid: child.pid!,
    stop: () => child.kill('SIGTERM'),
  };
}

const MATCH = 'bench-match';
const OTHERS = Array.from({ length: 9 }, (_, i) => `bench-other-${i}`);
const specs = [
  { kind: '1X2', keys: ['HOME', 'DRAW', 'AWAY'], odds: [2100, 3300, 3600] },
  { kind: 'AH', line: -1, keys: ['HOME', 'AWAY'], odds: [1950, 1950] },
  { kind: 'AH', line: -2, keys: ['HOME', 'AWAY'], odds: [2150, 1780] },
  { kind: 'OU', line: 9, keys: ['OVER', 'UNDER'], odds: [1800, 2050] },
  { kind: 'OU', line: 10, keys: ['OVER', 'UNDER'], odds: [2000, 1850] },
  { kind: 'BTTS', keys: ['YES', 'NO'], odds: [1850, 1950] },
  { kind: 'OE', keys: ['ODD', 'EVEN'], odds: [1900, 1900] },
] as const;

function fixture(id: string): FeedEvent {
  return {
    id,
    sport: 'FOOTBALL',
    leagueId: 'fb-bench',
    leagueName: 'Bench League',
    home: `${id} H`,
    away: `${id} A`,
    startsAtMs: Date.now() + 3_600_000,
    status: 'UPCOMING',
    score: { home: 0, away: 0, detail: '' },
    suspended: false,
    markets: specs.map((s) => {
      const key = `${s.kind}${'line' in s ? `:l${s.line}` : ''}`;
      return {
        id: `${id}:${key}`,
        spec: { kind: s.kind, ...('line' in s ? { line: s.line } : {}) },
        selections: s.keys.map((k, i) => ({ id: `${id}:${key}:${k}`, key: k, odds: s.odds[i]! })),
      };
    }),
  };
}

await recreate();
const stub = await startStub();
const service = await createSportsService(
  loadConfig({
    PLATFORM_URL: `http://127.0.0.1:${stub.port}`,
    SPORTS_DATABASE_URL: url,
    LOG_LEVEL: 'warn',
    SPORTS_FEED: 'none',
  }),
  {
    feed: null,
    ...(process.env.PAGE ? { settlementPageSize: Number(process.env.PAGE) } : {}),
  },
);
const { pool, board, settlement, outbox } = service;
for (const id of [MATCH, ...OTHERS]) board.apply({ type: 'fixture', event: fixture(id) });
await board.flush();

// Seed the open bets as the bet path leaves them: bet, legs, acceptance, stake message and its answer.
const seedStarted = performance.now();
const selectionIds = (id: string) =>
  fixture(id).markets.flatMap((m) =>
    m.selections.map((s) => ({
      id: s.id,
      market: m.id,
      odds: s.odds,
      quarter: m.spec.line !== undefined && Math.abs(m.spec.line % 2) === 1,
    })),
  );
const matchSelections = selectionIds(MATCH);
const otherSelections = OTHERS.map(selectionIds);
await pool.query(
  `INSERT INTO players (member_id, currency, token) VALUES ('00000000-0000-4000-8000-000000000001', 'THB', 'bench')`,
);
const chunk = 10_000;
let rnd = 42;
const random = () => (rnd = (rnd * 1103515245 + 12345) % 2147483648) / 2147483648;
for (let from = 0; from < BETS; from += chunk) {
  const bets: { id: string; member: string; kind: string; stake: number; odds: number; potential: bigint }[] =
    [];
  const legs: {
    bet: string;
    no: number;
    event: string;
    market: string;
    selection: string;
    odds: number;
    quarter: boolean;
  }[] = [];
  for (let i = from; i < Math.min(BETS, from + chunk); i++) {
    const id = `00000000-0000-4000-a000-${i.toString(16).padStart(12, '0')}`;
    const member = `00000000-0000-4000-8000-${(1 + (i % 5000)).toString(16).padStart(12, '0')}`;
    const stake = 1000 + Math.floor(random() * 50) * 1000;
    const mine = matchSelections[Math.floor(random() * matchSelections.length)]!;
    const chosen = [{ event: MATCH, ...mine }];
    if (i % 10 < 3) {
      const extra = 1 + Math.floor(random() * 4);
      for (let k = 0; k < extra; k++) {
        const list = otherSelections[k]!;
        chosen.push({ event: OTHERS[k]!, ...list[Math.floor(random() * list.length)]! });
      }
    }
    const odds = chosen.reduce((o, c) => Math.floor((o * c.odds) / 1000), 1000);
    const potential = betPayout(
      BigInt(stake),
      chosen.map((c) => ({ odds: c.odds, outcome: 'WIN' as Outcome })),
    );
    bets.push({ id, member, kind: chosen.length === 1 ? 'SINGLE' : 'PARLAY', stake, odds, potential });
    chosen.forEach((c, n) =>
      legs.push({
        bet: id,
        no: n + 1,
        event: c.event,
        market: c.market,
        selection: c.id,
        odds: c.odds,
        quarter: c.quarter,
      }),
    );
  }
  await pool.query(
    `INSERT INTO bets (id, member_id, currency, kind, stake_minor, odds, potential_minor, live)
     SELECT id, m, 'THB', k, s, o, p, false FROM unnest($1::uuid[], $2::text[], $3::text[], $4::bigint[], $5::int[], $6::bigint[]) AS t(id, m, k, s, o, p)`,
    [
      bets.map((b) => b.id),
      bets.map((b) => b.member),
      bets.map((b) => b.kind),
      bets.map((b) => b.stake),
      bets.map((b) => b.odds),
      bets.map((b) => b.potential.toString()),
    ],
  );
  await pool.query(
    `INSERT INTO bet_legs (bet_id, leg_no, event_id, market_id, selection_id, odds, price_version, quarter)
     SELECT b, n, e, m, s, o, 1, q FROM unnest($1::uuid[], $2::smallint[], $3::text[], $4::text[], $5::text[], $6::int[], $7::bool[]) AS t(b, n, e, m, s, o, q)`,
    [
      legs.map((l) => l.bet),
      legs.map((l) => l.no),
      legs.map((l) => l.event),
      legs.map((l) => l.market),
      legs.map((l) => l.selection),
      legs.map((l) => l.odds),
      legs.map((l) => l.quarter),
    ],
  );
  await pool.query(`INSERT INTO bet_acceptances (bet_id) SELECT unnest($1::uuid[])`, [bets.map((b) => b.id)]);
  await pool.query(
    `INSERT INTO money_messages (id, bet_id, kind, amount_minor, currency, member_id, cause)
     SELECT gen_random_uuid(), b.id, 'BET', b.stake_minor, 'THB', b.member_id, 'stake' FROM bets b WHERE b.id = ANY($1::uuid[])`,
    [bets.map((b) => b.id)],
  );
}
await pool.query(
  `INSERT INTO money_answers (message_id, status) SELECT id, 'RS_OK' FROM money_messages WHERE kind = 'BET'`,
);
await pool.query('ANALYZE');
console.log(`seeded ${BETS} open bets in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);

// The other legs are decided before the match (their runs settle nothing: each parlay waits for the match).
for (const [i, id] of OTHERS.entries())
  await settlement.onResult(id, 1, { status: 'FINISHED', home: i % 3, away: 1 });
await outbox.idle(60_000);

const result = { status: 'FINISHED' as const, home: 2, away: 1 };
// CPU of the settlement alone: this process (the book), the stub wallet, and the PostgreSQL backends
// serving the bench database (read from /proc; a backend that exits meanwhile would be missed, the
// pool keeps its connections open).
const backends = async () =>
  (
    await pool.query<{ pid: number }>(
      `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND backend_type = 'client backend'`,
    )
  ).rows.map((r) => r.pid);
const backendCpu = new Map<number, number>();
for (const pid of await backends()) backendCpu.set(pid, cpuSecondsOf(pid));
// PROFILE=<file.cpuprofile>: a CPU profile of this process over the settlement alone.
const profiler = process.env.PROFILE ? new inspector.Session() : null;
if (profiler) {
  profiler.connect();
  await profiler.post('Profiler.enable');
  await profiler.post('Profiler.start');
}
const nodeCpu0 = process.cpuUsage();
const stubCpu0 = cpuSecondsOf(stub.pid);
const load1 = os.loadavg()[0]!;
const started = performance.now();
await settlement.onResult(MATCH, 1, result);
const decidedMs = performance.now() - started;
await outbox.idle(600_000);
const totalMs = performance.now() - started;
const nodeCpu = process.cpuUsage(nodeCpu0);
if (profiler) {
  const { profile } = await profiler.post('Profiler.stop');
  await writeFile(process.env.PROFILE!, JSON.stringify(profile));
}
const bookCpuS = (nodeCpu.user + nodeCpu.system) / 1e6;
const stubCpuS = cpuSecondsOf(stub.pid) - stubCpu0;
let postgresCpuS = 0;
for (const pid of await backends()) postgresCpuS += cpuSecondsOf(pid) - (backendCpu.get(pid) ?? 0);

const stats = (await (await fetch(`http://127.0.0.1:${stub.port}/stats`)).json()) as {
  wins: number;
  winMinor: string;
  replays: number;
  conflicts: number;
  badSignatures: number;
};
const recorded = await pool.query<{ settled: string; wins: string; win_minor: string; parlays: string }>(
  `SELECT (SELECT count(*) FROM bet_settlements s JOIN bet_legs l ON l.bet_id = s.bet_id AND l.leg_no = 1 WHERE s.event_id = $1) AS settled,
          (SELECT count(*) FROM money_messages WHERE kind = 'WIN') AS wins,
          (SELECT coalesce(sum(amount_minor), 0) FROM money_messages WHERE kind = 'WIN') AS win_minor,
          (SELECT count(*) FROM bets WHERE kind = 'PARLAY') AS parlays`,
  [MATCH],
);
const r = recorded.rows[0]!;
const figure = {
  bench: 'sports-settle',
  at: new Date().toISOString(),
  bets: BETS,
  parlays: Number(r.parlays),
  settled: Number(r.settled),
  winsSent: Number(r.wins),
  winsReceivedOnce: stats.wins,
  winTotalMinorSent: r.win_minor,
  winTotalMinorReceived: stats.winMinor,
  duplicatesOrConflicts: stats.conflicts,
  badSignatures: stats.badSignatures,
  decidedMs: Math.round(decidedMs),
  totalMs: Math.round(totalMs),
  cpuSeconds: {
    book: Number(bookCpuS.toFixed(2)),
    postgres: Number(postgresCpuS.toFixed(2)),
    stubWallet: Number(stubCpuS.toFixed(2)),
  },
  /** Book + PostgreSQL CPU per bet (the stub wallet's is the platform's side, left out). */
  cpuMicrosecondsPerBet: Math.round(((bookCpuS + postgresCpuS) * 1e6) / BETS),
  goalMs: 20_000,
  loadAverage1mBefore: load1,
  loadAverage1mAfter: os.loadavg()[0],
  cores: os.cpus().length,
};
console.log(
  `settled ${figure.settled} bets (${figure.parlays} parlays): results decided and wins written in ${(decidedMs / 1000).toFixed(1)} s, ` +
    `all ${figure.winsSent} wins answered in ${(totalMs / 1000).toFixed(1)} s (goal ≤ 20 s); ` +
    `stub received ${stats.wins} distinct wins, ${stats.conflicts} conflicts; load ${load1.toFixed(2)} → ${os.loadavg()[0]!.toFixed(2)}; ` +
    `CPU book ${bookCpuS.toFixed(1)} s + PostgreSQL ${postgresCpuS.toFixed(1)} s (${figure.cpuMicrosecondsPerBet} µs/bet), stub wallet ${stubCpuS.toFixed(1)} s`,
);
await mkdir(path.join(repoRoot, 'bench/results'), { recursive: true });
await writeFile(
  path.join(repoRoot, `bench/results/sports-settle-${BETS}.json`),
  `${JSON.stringify(figure, null, 2)}\n`,
);
await service.stop();
stub.stop();
process.exit(0);
