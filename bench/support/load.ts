import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Pool } from 'undici';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

/** `throttled`: answered 429 (shed or rate-limited), which a client retries after Retry-After. */
export type Outcome = 'ok' | 'throttled' | 'error';

export interface Sample {
  ms: number;
  outcome: Outcome;
}

export const percentile = (values: number[], p: number) => {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

export const round1 = (n: number) => Number(n.toFixed(1));

export function summarize(samples: Sample[], durationMs: number) {
  const served = samples.filter((s) => s.outcome === 'ok').map((s) => s.ms);
  const throttled = samples.filter((s) => s.outcome === 'throttled').map((s) => s.ms);
  const all = samples.map((s) => s.ms);
  return {
    requests: samples.length,
    ok: served.length,
    throttled: throttled.length,
    throttledFraction: Number((throttled.length / Math.max(1, samples.length)).toFixed(3)),
    errors: samples.filter((s) => s.outcome === 'error').length,
    perSecond: round1((served.length * 1000) / durationMs),
    // Latency of the answered requests (200 OK)…
    p50Ms: round1(percentile(served, 50)),
    p95Ms: round1(percentile(served, 95)),
    p99Ms: round1(percentile(served, 99)),
    p999Ms: round1(percentile(served, 99.9)),
    maxMs: round1(Math.max(...served)),
    // …and of the refusals: shedding is only useful when it is fast.
    throttledP99Ms: round1(percentile(throttled, 99)),
    allP99Ms: round1(percentile(all, 99)),
  };
}

/** Open-loop load: a call every 1/rate seconds whether or not earlier ones have answered. */
export async function atFixedRate(
  ratePerSecond: number,
  durationMs: number,
  call: (i: number) => Promise<Outcome>,
) {
  const samples: Sample[] = [];
  const pending: Promise<void>[] = [];
  const intervalMs = 1000 / ratePerSecond;
  const start = performance.now();
  for (let i = 0; ; i++) {
    const due = start + i * intervalMs;
    if (due - start >= durationMs) break;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const t0 = performance.now();
    pending.push(
      call(i)
        .catch((): Outcome => 'error')
        .then((outcome) => {
          samples.push({ ms: performance.now() - t0, outcome });
        }),
    );
  }
  await Promise.all(pending);
  const elapsedMs = performance.now() - start;
  // Served per second until the last answer: a phase that queues takes longer than it was offered,
  // and dividing by the offered duration would report the offered rate as if it had been served.
  return { ...summarize(samples, Math.max(durationMs, elapsedMs)), elapsedMs: round1(elapsedMs) };
}

/** Closed loop: `concurrency` calls always in flight for `durationMs`; throughput and latency. */
export async function atMaxThroughput(
  durationMs: number,
  concurrency: number,
  call: (i: number) => Promise<Outcome>,
) {
  const samples: Sample[] = [];
  const start = performance.now();
  let next = 0;
  const worker = async () => {
    while (performance.now() - start < durationMs) {
      const t0 = performance.now();
      const outcome = await call(next++).catch((): Outcome => 'error');
      samples.push({ ms: performance.now() - t0, outcome });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsedMs = performance.now() - start;
  const served = samples.filter((s) => s.outcome === 'ok').map((s) => s.ms);
  return {
    requests: samples.length,
    ok: served.length,
    errors: samples.length - served.length,
    perSecond: round1((served.length * 1000) / elapsedMs),
    p50Ms: round1(percentile(served, 50)),
    p99Ms: round1(percentile(served, 99)),
    concurrency,
  };
}

/** Starts the platform (`apps/server/src/main.ts`) on its own port and data directory; resolves once healthy. */
export async function startServer(options: {
  port: number;
  env?: Record<string, string>;
}): Promise<{ url: string; child: ChildProcess }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-'));
  // BENCH_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof", profiles the server under the load.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(options.port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...options.env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${options.port}`;
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, child };
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill('SIGTERM');
  throw new Error('server did not start');
}

const pools = new Map<string, Pool>();

/**
 * One POST over kept-alive connections with undici's Pool (a fraction of fetch's or node:http's CPU
 * per call, so the load generator, which shares the machine, takes less of the CPU it measures).
 */
export async function postJson(
  url: string,
  rawBody: string,
  headers: Record<string, string>,
  timeoutMs = 10_000,
): Promise<{ status: number; body: string }> {
  const { origin, pathname, search } = new URL(url);
  let pool = pools.get(origin);
  if (!pool) {
    pool = new Pool(origin, { connections: 256, keepAliveTimeout: 30_000 });
    pools.set(origin, pool);
  }
  const res = await pool.request({
    method: 'POST',
    path: pathname + search,
    headers: { 'content-type': 'application/json', ...headers },
    body: rawBody,
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
  });
  return { status: res.statusCode, body: await res.body.text() };
}
