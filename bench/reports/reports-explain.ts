/**
 * EXPLAIN (ANALYZE, BUFFERS) of the statements a report runs: the reports module is handed a
 * database that explains each statement it is given (same text, same parameters) instead of
 * answering it, so the plans are those of the code as it stands. Prints each
 * plan's costliest nodes by their own time (a node's time less its children's).
 *
 *   BENCH_DATABASE=bench_reports_xxxx npx tsx bench/reports/reports-explain.ts   # a kept database
 */
import { ZBreakdownQuery, ZRankingQuery, ZRevenueQuery } from '@platform/contracts';
import pg from 'pg';
import type { ReportsService } from '../../apps/server/src/modules/reports/index.ts';
import { createDatabase } from '../../apps/server/src/platform/db/database.ts';
import { interceptedDatabase, reportsModuleOn, sqlText } from './reports-module.ts';

export interface ExplainedStatement {
  sql: string;
  params: unknown[];
  plan: string;
  executionMs: number;
  costliest: { node: string; selfMs: number; rows: number; loops: number }[];
}

interface PlanNode {
  indent: number;
  text: string;
  totalMs: number;
  rows: number;
  loops: number;
  childrenMs: number;
}

/**
 * The nodes of a text plan with their own time: inclusive time × loops less the children's. A CTE
 * Scan that first reads a CTE also carries the CTE's own work (its rows are made as it reads them).
 */
export function costliestNodes(plan: string, top = 3) {
  const nodes: PlanNode[] = [];
  const stack: PlanNode[] = [];
  for (const line of plan.split('\n')) {
    // A CTE's or subplan's label: its nodes are its children, not the node printed above it.
    if (/^\s*(CTE \S+|InitPlan|SubPlan)/.test(line)) {
      const indent = line.length - line.trimStart().length;
      while (stack.length && stack[stack.length - 1]!.indent >= indent) stack.pop();
      stack.push({ indent, text: line.trim(), totalMs: 0, rows: 0, loops: 0, childrenMs: 0 });
      continue;
    }
    const m = /actual time=[\d.]+\.\.([\d.]+) rows=(\d+) loops=(\d+)/.exec(line);
    if (!m) continue;
    const arrow = line.indexOf('->');
    const indent = arrow >= 0 ? arrow : 0;
    const node: PlanNode = {
      indent,
      text: line
        .trim()
        .replace(/^->\s*/, '')
        .replace(/\s+\(cost=.*$/, ''),
      totalMs: Number(m[1]) * Number(m[3]),
      rows: Number(m[2]),
      loops: Number(m[3]),
      childrenMs: 0,
    };
    while (stack.length && stack[stack.length - 1]!.indent >= indent) stack.pop();
    const parent = stack[stack.length - 1];
    if (parent) parent.childrenMs += node.totalMs;
    stack.push(node);
    nodes.push(node);
  }
  return nodes
    .map((n) => ({
      node: n.text,
      selfMs: Math.round(Math.max(0, n.totalMs - n.childrenMs)),
      rows: n.rows,
      loops: n.loops,
    }))
    .sort((a, b) => b.selfMs - a.selfMs)
    .slice(0, top);
}

/**
 * Runs `work` against the reports module on a database that explains every statement it is given
 * (same text, same parameters) and answers no rows; answers the plans.
 */
export async function explainReports(
  databaseUrl: string,
  merchantCode: string,
  work: (service: ReportsService) => Promise<unknown>,
): Promise<ExplainedStatement[]> {
  const plain = createDatabase(databaseUrl, 1);
  const explained: ExplainedStatement[] = [];
  const db = interceptedDatabase(plain, async (q, sql, params) => {
    const text = sqlText(sql);
    const r = await q.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, params);
    const plan = r.rows.map((row) => row['QUERY PLAN']).join('\n');
    explained.push({
      sql: text,
      params: params ?? [],
      plan,
      executionMs: Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? NaN),
      costliest: costliestNodes(plan),
    });
    return { rows: [], rowCount: 0 };
  });
  try {
    const { service } = await reportsModuleOn(db, plain, merchantCode);
    await work(service).catch(() => undefined);
  } finally {
    await plain.close();
  }
  return explained;
}

async function main() {
  const name = process.env.BENCH_DATABASE;
  if (!name) throw new Error('BENCH_DATABASE names a database kept by reports-bench.ts (KEEP_DATABASE=1)');
  const url = new URL(process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  const w = await client.query<{ from: string; to: string }>(
    `SELECT to_char(min(day), 'YYYY-MM-DD') AS from, to_char(max(day), 'YYYY-MM-DD') AS to
       FROM report_days WHERE merchant_code = 'ROYAL'`,
  );
  await client.end();
  const month = { from: w.rows[0]!.from, to: w.rows[0]!.to };
  const cases: [string, (service: ReportsService) => Promise<unknown>][] = [
    ['revenue by day', (s) => s.revenue('ROYAL', ZRevenueQuery.parse({ ...month, grain: 'day' }))],
    ['breakdown by vendor', (s) => s.breakdown('ROYAL', ZBreakdownQuery.parse({ ...month, by: 'vendor' }))],
    ['breakdown by member', (s) => s.breakdown('ROYAL', ZBreakdownQuery.parse({ ...month, by: 'member' }))],
    ['ranking: members', (s) => s.rankings('ROYAL', ZRankingQuery.parse({ ...month, kind: 'member' }))],
    ['ranking: agents', (s) => s.rankings('ROYAL', ZRankingQuery.parse({ ...month, kind: 'agent' }))],
  ];
  for (const [label, work] of cases) {
    for (const s of await explainReports(url.toString(), 'ROYAL', work)) {
      console.log(`\n=== ${label}: ${s.executionMs} ms; costliest nodes (own time):`);
      for (const n of s.costliest)
        console.log(`  ${n.selfMs} ms: ${n.node} (rows ${n.rows}, loops ${n.loops})`);
      if (process.env.PLANS === '1') console.log(s.plan);
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
