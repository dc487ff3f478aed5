import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import WebSocket from 'ws';

/**
 * Live push: LIVE_EVENTS (200) matches in play with prices moving every second, CLIENTS (2,000)
 * WebSocket players: each follows FOLLOW (5) live events, and one in ten the whole live list. The
 * figure is the time from a price change in the feed to a player's socket receiving it (p50/p99/max),
 * over MEASURE_S (30) seconds after WARM_S (5). Goal p99 ≤ 500 ms. The server (push-server.ts) runs
 * in its own process. Writes bench/results/sports-push.json.
 */
const CLIENTS = Number(process.env.CLIENTS ?? 2_000);
const FOLLOW = Number(process.env.FOLLOW ?? 5);
const MEASURE_S = Number(process.env.MEASURE_S ?? 30);
const WARM_S = Number(process.env.WARM_S ?? 5);
const repoRoot = path.resolve(import.meta.dirname, '../..');

const server = spawn(
  process.execPath,
  ['--import', 'tsx', path.join(import.meta.dirname, 'push-server.ts')],
  {
    cwd: repoRoot,
    env: process.env,
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
const line = await new Promise<string>((resolve) =>
  createInterface({ input: server.stdout! }).once('line', resolve),
);
const port = (JSON.parse(line) as { port: number }).port;

const latencies: number[] = [];
let measuring = false;
let frames = 0;
let updates = 0;
let live: string[] = [];

function connect(index: number): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/ws/live`);
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as {
        type: string;
        live?: string[];
        updates?: { type: string; atMs: number; changes?: unknown[] }[];
      };
      if (message.type === 'hello') {
        live = message.live ?? live;
        const all = index % 10 === 0;
        const events = Array.from(
          { length: FOLLOW },
          (_, k) => live[(index * 7 + k * 13) % Math.max(1, live.length)]!,
        );
        socket.send(JSON.stringify({ type: 'subscribe', ...(all ? { all: true } : { eventIds: events }) }));
        resolve(socket);
        return;
      }
      if (!measuring || message.type !== 'updates') return;
      const now = Date.now();
      frames++;
      for (const u of message.updates ?? []) {
        if (u.type !== 'prices') continue;
        updates++;
        latencies.push(now - u.atMs);
      }
    });
    socket.once('error', reject);
  });
}

const sockets: WebSocket[] = [];
for (let i = 0; i < CLIENTS; i += 100) {
  sockets.push(
    ...(await Promise.all(Array.from({ length: Math.min(100, CLIENTS - i) }, (_, k) => connect(i + k)))),
  );
}
const stats = async () =>
  (await (await fetch(`http://127.0.0.1:${port}/ws/live`.replace('/ws/live', '/stats'))).json()) as {
    clients: number;
    live: number;
  };
await new Promise((r) => setTimeout(r, WARM_S * 1000));
const before = await stats();
const load1 = os.loadavg()[0]!;
measuring = true;
await new Promise((r) => setTimeout(r, MEASURE_S * 1000));
measuring = false;
const after = await stats();
latencies.sort((a, b) => a - b);
const pct = (p: number) =>
  latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? null;
const figure = {
  bench: 'sports-push',
  at: new Date().toISOString(),
  clients: CLIENTS,
  connected: after.clients,
  liveEvents: before.live,
  followPerClient: FOLLOW,
  followAllShare: 0.1,
  seconds: MEASURE_S,
  frames,
  priceUpdatesReceived: updates,
  p50Ms: pct(50),
  p90Ms: pct(90),
  p99Ms: pct(99),
  maxMs: latencies.at(-1) ?? null,
  goalP99Ms: 500,
  loadAverage1mBefore: load1,
  loadAverage1mAfter: os.loadavg()[0],
  cores: os.cpus().length,
};
console.log(
  `${after.clients} clients, ${before.live} live events: ${updates} price updates in ${frames} frames over ${MEASURE_S} s; ` +
    `change → socket p50 ${figure.p50Ms} ms, p99 ${figure.p99Ms} ms, max ${figure.maxMs} ms (goal p99 ≤ 500 ms); ` +
    `load ${load1.toFixed(2)} → ${os.loadavg()[0]!.toFixed(2)} on ${figure.cores} cores`,
);
await mkdir(path.join(repoRoot, 'bench/results'), { recursive: true });
await writeFile(
  path.join(repoRoot, 'bench/results/sports-push.json'),
  `${JSON.stringify(figure, null, 2)}\n`,
);
for (const s of sockets) s.terminate();
server.kill('SIGTERM');
process.exit(0);
