/**
 * CPU per report page, apart from other load (bench/reports on a shared machine): each page is asked
 * of the reports module in-process on ONE PostgreSQL connection with parallel workers off, and the
 * CPU that connection's backend (/proc/<pid>/stat) and this process spent is divided by the runs.
 * On a quiet machine a page's wall time is about the two added (less with parallel workers).
 *
 *   BENCH_DATABASE=bench_reports_xxxx [RUNS=5] [CASES='ranking|by game'] npx tsx bench/reports/reports-cpu.ts
 */
import { readFileSync } from 'node:fs';
import { ZBreakdownQuery, ZRankingQuery, ZRevenueQuery } from '@platform/contracts';
import type { ReportsService } from '../../apps/server/src/modules/reports/index.ts';
import { createDatabase } from '../../apps/server/src/platform/db/database.ts';
import { reportsModuleOn } from './reports-module.ts';

const MERCHANT = 'ROYAL';
const RUNS = Number(process.env.RUNS ?? 5);
const name = process.env.BENCH_DATABASE;
if (!name) throw new Error('BENCH_DATABASE names the kept database');
const url = new URL(process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
url.pathname = `/${name}`;
url.searchParams.set('options', '-c max_parallel_workers_per_gather=0');

const TICK_MS = 10; // USER_HZ 100
const backendCpuMs = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS; // utime, stime
};

const db = createDatabase(url.toString(), 1);
const pid = (await db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
const workers = await db.query<{ w: string }>(
  "SELECT current_setting('max_parallel_workers_per_gather') AS w",
);
const { service } = await reportsModuleOn(db, db, MERCHANT);
// The bench's window: the 30 days before today in the merchant's zone (reports-bench.ts).
const w = await db.query<{ from: string; to: string }>(
  `SELECT to_char((e.end_at - interval '30 days') AT TIME ZONE m.time_zone, 'YYYY-MM-DD') AS from,
          to_char((e.end_at - interval '1 day') AT TIME ZONE m.time_zone, 'YYYY-MM-DD') AS to
     FROM merchants m
    CROSS JOIN LATERAL (SELECT (date_trunc('day', now() AT TIME ZONE m.time_zone)) AT TIME ZONE m.time_zone AS end_at) e
    WHERE m.code = $1`,
  [MERCHANT],
);
const month = { from: w.rows[0]!.from, to: w.rows[0]!.to };
const day = month.to;
const vendors = await service.breakdown(
  MERCHANT,
  ZBreakdownQuery.parse({ from: day, to: day, by: 'vendor' }),
);
const vendorCode = vendors.list[0]!.key;
const games = await service.breakdown(
  MERCHANT,
  ZBreakdownQuery.parse({ from: day, to: day, by: 'game', vendorCode }),
);
const gameCode = games.list[0]!.gameCode!;
const b = (q: Record<string, unknown>) => (s: ReportsService) =>
  s.breakdown(MERCHANT, ZBreakdownQuery.parse(q));
const cases: [string, (s: ReportsService) => Promise<unknown>][] = [
  ['revenue, 30 days by day', (s) => s.revenue(MERCHANT, ZRevenueQuery.parse({ ...month, grain: 'day' }))],
  ['revenue, by week', (s) => s.revenue(MERCHANT, ZRevenueQuery.parse({ ...month, grain: 'week' }))],
  ['revenue, by month', (s) => s.revenue(MERCHANT, ZRevenueQuery.parse({ ...month, grain: 'month' }))],
  ['breakdown by category, 30 days', b({ ...month, by: 'category' })],
  ['breakdown by vendor, 30 days', b({ ...month, by: 'vendor' })],
  ['breakdown by game, 30 days', b({ ...month, by: 'game' })],
  ['breakdown by game, 30 days, by players', b({ ...month, by: 'game', sort: 'players' })],
  ['a day by vendor', b({ from: day, to: day, by: 'vendor' })],
  ["a day's vendor by game", b({ from: day, to: day, by: 'game', vendorCode })],
  ["a day's vendor's game by member", b({ from: day, to: day, by: 'member', vendorCode, gameCode })],
  ['30 days by member, page 1', b({ ...month, by: 'member' })],
  ['30 days by member, page 1,022', b({ ...month, by: 'member', pageNo: 1022 })],
  ['30 days by member, by GGR ascending', b({ ...month, by: 'member', sort: 'ggr', order: 'asc' })],
  ...(['member', 'agent'] as const).flatMap((kind) =>
    (['winners', 'losers'] as const).map((side): [string, (s: ReportsService) => Promise<unknown>] => [
      `ranking: ${kind}s, ${side}`,
      (s) => s.rankings(MERCHANT, ZRankingQuery.parse({ ...month, kind, side })),
    ]),
  ),
  ['funnel, 30 days', (s) => s.funnel(MERCHANT, month)],
  ['daily close, 30 days', (s) => s.dailyClose(MERCHANT, month)],
];

// CASES=<text>|<text>: only the pages whose names contain one of these.
const only = (process.env.CASES ?? '').split('|').filter(Boolean);
const chosen = only.length ? cases.filter(([label]) => only.some((o) => label.includes(o))) : cases;

console.log(
  `${name}: ${month.from} … ${month.to}; parallel workers per gather ${workers.rows[0]!.w}; ${RUNS} runs`,
);
console.log('| page | PostgreSQL CPU ms | server CPU ms | wall ms (loaded) |');
console.log('| --- | ---: | ---: | ---: |');
const out: Record<string, { pgCpuMs: number; serverCpuMs: number; wallMs: number }> = {};
for (const [label, run] of chosen) {
  await run(service); // warm
  const pg0 = backendCpuMs(pid);
  const node0 = process.cpuUsage();
  const t0 = performance.now();
  for (let i = 0; i < RUNS; i++) await run(service);
  const wallMs = Math.round((performance.now() - t0) / RUNS);
  const node = process.cpuUsage(node0);
  const pgCpuMs = Math.round((backendCpuMs(pid) - pg0) / RUNS);
  const serverCpuMs = Math.round((node.user + node.system) / 1000 / RUNS);
  out[label] = { pgCpuMs, serverCpuMs, wallMs };
  console.log(`| ${label} | ${pgCpuMs} | ${serverCpuMs} | ${wallMs} |`);
}
await db.close();
