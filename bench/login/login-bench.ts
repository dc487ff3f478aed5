/**
 * bench/login: logins per second at a fixed arrival rate with their p99, and the p99 of
 * GET /api/wps/system/status alone versus during the login flood, in one run.
 *
 *   npx tsx bench/login/login-bench.ts            # starts its own demo server (embedded PostgreSQL)
 *   BENCH_URL=http://localhost:3000 npx tsx bench/login/login-bench.ts   # against a running demo site
 *
 * Targets (issue 3): login p99 ≤ 500 ms at 50 logins/s; status p99 during the flood ≤ 1.5× alone.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { encryptPayload } from '../../apps/server/src/platform/crypto/hybrid-encryption.ts';

const LOGIN_RATE = Number(process.env.LOGIN_RATE ?? 50);
const STATUS_RATE = Number(process.env.STATUS_RATE ?? 100);
const PHASE_MS = Number(process.env.PHASE_MS ?? 20_000);
const PORT = Number(process.env.BENCH_PORT ?? 3900);
const repoRoot = path.resolve(import.meta.dirname, '../..');

interface Sample {
  ms: number;
  ok: boolean;
}

const percentile = (values: number[], p: number) => {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

function summarize(samples: Sample[], durationMs: number) {
  const ms = samples.map((s) => s.ms);
  return {
    requests: samples.length,
    errors: samples.filter((s) => !s.ok).length,
    perSecond: Number(((samples.filter((s) => s.ok).length * 1000) / durationMs).toFixed(1)),
    p50Ms: Number(percentile(ms, 50).toFixed(1)),
    p95Ms: Number(percentile(ms, 95).toFixed(1)),
    p99Ms: Number(percentile(ms, 99).toFixed(1)),
    maxMs: Number(Math.max(...ms).toFixed(1)),
  };
}

/** Open-loop load: a request every 1/rate seconds whether or not earlier ones have answered. */
async function atFixedRate(ratePerSecond: number, durationMs: number, call: (i: number) => Promise<boolean>) {
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
        .then((ok) => ({ ok }))
        .catch(() => ({ ok: false }))
        .then(({ ok }) => {
          samples.push({ ms: performance.now() - t0, ok });
        }),
    );
  }
  await Promise.all(pending);
  return summarize(samples, durationMs);
}

async function startServer(): Promise<{ url: string; child: ChildProcess }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-login-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${PORT}`;
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

async function main() {
  const started = process.env.BENCH_URL ? undefined : await startServer();
  const base = process.env.BENCH_URL ?? started!.url;
  try {
    const key = (
      (await (await fetch(`${base}/api/wps/system/publicKey`)).json()) as {
        value: { keyId: string; publicKey: string };
      }
    ).value;
    const status = async () => (await fetch(`${base}/api/wps/system/status`)).ok;
    const login = async (i: number) => {
      const username = `demo${String((i % 20) + 1).padStart(2, '0')}`;
      const body = encryptPayload(key.keyId, key.publicKey, {
        username,
        password: 'Demo1234',
        ts: Date.now(),
        nonce: randomBytes(12).toString('hex'),
      });
      const res = await fetch(`${base}/api/wps/session/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const json = (await res.json()) as { success: boolean };
      return res.ok && json.success;
    };

    // Warm-up: JIT, pool connections, the argon2 thread pool.
    await atFixedRate(10, 2_000, login);
    await atFixedRate(STATUS_RATE, 2_000, status);

    const statusAlone = await atFixedRate(STATUS_RATE, PHASE_MS, status);
    const [logins, statusDuringFlood] = await Promise.all([
      atFixedRate(LOGIN_RATE, PHASE_MS, login),
      atFixedRate(STATUS_RATE, PHASE_MS, status),
    ]);
    const result = {
      at: new Date().toISOString(),
      node: process.version,
      loginRatePerSecond: LOGIN_RATE,
      statusRatePerSecond: STATUS_RATE,
      phaseMs: PHASE_MS,
      logins,
      statusAlone,
      statusDuringFlood,
      statusP99Ratio: Number((statusDuringFlood.p99Ms / statusAlone.p99Ms).toFixed(2)),
      targets: {
        loginP99Within500Ms: logins.p99Ms <= 500 && logins.errors === 0,
        statusP99Within1_5x: statusDuringFlood.p99Ms <= 1.5 * statusAlone.p99Ms,
      },
    };
    console.log(JSON.stringify(result, null, 2));
    await mkdir(path.join(repoRoot, 'bench/results'), { recursive: true });
    await writeFile(path.join(repoRoot, 'bench/results/login.json'), `${JSON.stringify(result, null, 2)}\n`);
  } finally {
    started?.child.kill('SIGTERM');
  }
}

await main();
