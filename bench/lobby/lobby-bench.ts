/**
 * bench/lobby: the lobby's game-list call (GCSGAME_gameList) on the full demo catalog (over 10,000
 * games), with category/vendor/classification filters, NEW/HOT, min bet and lines, and name searches
 * in English, Thai, Chinese, Korean and Vietnamese, against a bare Fastify hello-world route measured
 * in the same run with the same client.
 *
 *   npx tsx bench/lobby/lobby-bench.ts          # or: npm run lobby --workspace=@platform/bench
 *   BENCH_URL=http://localhost:3000 npx tsx bench/lobby/lobby-bench.ts   # against a running demo site
 *
 * Phases (each PHASE_MS): the lobby mix at a fixed RATE (default 500/s) and at max throughput
 * (CONCURRENCY requests in flight); the same for hello-world; then a "cold" mix whose queries rarely
 * repeat (random page sizes and pages over many searches), so that most requests miss the lobby's
 * answer cache and reach PostgreSQL.
 * Goal (games issue): lobby ≥ 0.5 × hello-world throughput, and p99 ≤ 20 ms at 500 requests/s.
 * Starts its own demo server (embedded PostgreSQL on an empty data directory, or DATABASE_URL).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import zlib, { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { cpuMeter } from '../support/cpu.ts';
import {
  atFixedRate,
  atMaxThroughput,
  repoRoot,
  round1,
  startServer,
  type Outcome,
} from '../support/load.ts';

const RATE = Number(process.env.RATE ?? 500);
const PHASE_MS = Number(process.env.PHASE_MS ?? 10_000);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 32);
const PORT = Number(process.env.BENCH_PORT ?? 3920);
const HELLO_PORT = Number(process.env.HELLO_PORT ?? PORT + 1);
const TIMEOUT_MS = 10_000;
/** Bytes of the answer bodies received (as sent, so compressed when they were) and their count. */
let bytes = 0;
let answers = 0;

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
/** What the client accepts, as a browser sends it; `ACCEPT_ENCODING=` measures uncompressed answers. */
const ACCEPT_ENCODING = process.env.ACCEPT_ENCODING ?? 'gzip, deflate, br, zstd';

/**
 * The start of a body as text, decoded when it came compressed: only its first 512 bytes are inflated
 * (a flush, not the end of the stream), since inflating every 13 kB answer would load the client.
 */
function bodyStart(body: Buffer, encoding: string | undefined): string {
  // 512 bytes hold the compressed header and prefix codes and then the envelope's first bytes.
  const head = body.subarray(0, 512);
  if (encoding === 'br')
    return brotliDecompressSync(head, { finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH }).toString();
  if (encoding === 'gzip') return gunzipSync(head, { finishFlush: zlib.constants.Z_SYNC_FLUSH }).toString();
  return head.toString();
}

/** One GET over a kept-alive connection; ok when 200 and (for the lobby) a success envelope. */
function get(base: string, pathAndQuery: string, expectEnvelope: boolean): Promise<Outcome> {
  return new Promise((resolve) => {
    const url = new URL(pathAndQuery, base);
    const headers = {
      'accept-language': 'en',
      ...(ACCEPT_ENCODING ? { 'accept-encoding': ACCEPT_ENCODING } : {}),
    };
    const req = http.get(url, { agent, headers, timeout: TIMEOUT_MS }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        if (res.statusCode === 429) return resolve('throttled');
        if (res.statusCode !== 200) return resolve('error');
        if (!expectEnvelope) return resolve('ok');
        const body = Buffer.concat(chunks);
        bytes += body.length;
        answers++;
        // The envelope starts the body; parsing 30 kB per call would load the client, not the server.
        // A compressed answer is inflated one time in 16 (the client shares the machine it
        // measures), the others are taken on their Content-Encoding.
        const encoding = res.headers['content-encoding'];
        if (encoding && answers % 16 !== 0) return resolve(body.length > 0 ? 'ok' : 'error');
        let start = '';
        try {
          start = bodyStart(body, encoding);
        } catch {
          /* not what it said it was */
        }
        resolve(start.startsWith('{"success":true') ? 'ok' : 'error');
      });
      res.on('error', () => resolve('error'));
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve('error'));
  });
}

const SEARCHES: readonly (readonly [string, string])[] = [
  ['dragon', 'EN'],
  ['gold', 'EN'],
  ['fortune', 'EN'],
  ['baccarat', 'EN'],
  ['lucky', 'EN'],
  ['pearl', 'EN'],
  ['thunder', 'EN'],
  ['ninja', 'EN'],
  ['candy', 'EN'],
  ['sic bo', 'EN'],
  ['มังกร', 'TH'],
  ['ทองคำ', 'TH'],
  ['บาคาร่า', 'TH'],
  ['นำโชค', 'TH'],
  ['ไข่มุก', 'TH'],
  ['龙', 'CN'],
  ['黄金', 'CN'],
  ['百家乐', 'CN'],
  ['幸运', 'CN'],
  ['宝藏', 'CN'],
  ['황금', 'KO'],
  ['용', 'KO'],
  ['바카라', 'KO'],
  ['rồng', 'VI'],
  ['vàng', 'VI'],
  ['rong vang', 'VI'],
  ['kho báu', 'VI'],
];

interface VassType {
  gameType: string;
  cards: { vassalage: string }[];
  gameClassify: { code: string }[];
}

const qs = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString();

/** The lobby's usual calls: category and vendor pages, classification chips, filters, searches. */
function lobbyMix(types: VassType[]): string[] {
  const urls: string[] = [];
  const add = (params: Record<string, string | number>) =>
    urls.push(
      `/api/wps/relay/GCSGAME_gameList?${qs({ clientType: 3, platform: 'html5-desktop', ...params })}`,
    );
  for (const pageNo of [1, 2, 3]) add({ pageNo, pageSize: 24 });
  for (const t of types) {
    for (const pageNo of [1, 2]) add({ gameType: t.gameType, pageNo, pageSize: 24 });
    for (const card of t.cards.slice(0, 6))
      add({ gameType: t.gameType, vassalage: card.vassalage, pageSize: 24 });
    for (const c of t.gameClassify.slice(0, 4))
      add({ gameType: t.gameType, gameClassify: c.code, pageSize: 24 });
    for (const filter of ['HOT', 'NEW']) add({ gameType: t.gameType, filter, pageSize: 24 });
  }
  add({ gameType: 'RNG', minBet: '0.5', pageSize: 24 });
  add({ gameType: 'RNG', lines: 243, pageSize: 24 });
  add({ gameType: 'RNG', minBet: '1', lines: 40, gameClassify: 'SLOT', pageSize: 24 });
  for (const [gameName, language] of SEARCHES) {
    add({ gameName, language, pageSize: 24 });
    add({ gameName, language, gameType: 'RNG', pageSize: 24 });
  }
  return urls;
}

/** Queries that rarely repeat: random page sizes and pages over searches, filters and vendors. */
function coldQuery(types: VassType[], i: number): string {
  const seed = (i * 2654435761) >>> 0;
  const pick = <T>(list: readonly T[], salt: number) => list[(seed >>> salt) % list.length]!;
  const type = pick(types, 3);
  const params: Record<string, string | number> = {
    pageSize: 10 + (seed % 90),
    pageNo: 1 + ((seed >>> 7) % 4),
  };
  switch (seed % 4) {
    case 0: {
      const [gameName, language] = pick(SEARCHES, 11);
      Object.assign(params, { gameName, language });
      break;
    }
    case 1:
      Object.assign(params, { gameType: type.gameType, vassalage: pick(type.cards, 13).vassalage });
      break;
    case 2:
      Object.assign(params, { gameType: type.gameType, filter: pick(['HOT', 'NEW', 'ALL'], 17) });
      break;
    default:
      Object.assign(params, {
        gameType: 'RNG',
        minBet: pick(['0.2', '0.5', '1'], 19),
        lines: pick([25, 40, 243], 23),
      });
  }
  return `/api/wps/relay/GCSGAME_gameList?${qs(params)}`;
}

async function startHello(): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/lobby/hello-server.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(HELLO_PORT) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${HELLO_PORT}`;
  for (let i = 0; i < 60; i++) {
    if ((await get(url, '/hello', false)) === 'ok') return { url, child };
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGTERM');
  throw new Error('hello-world server did not start');
}

async function main() {
  const started = process.env.BENCH_URL ? undefined : await startServer({ port: PORT });
  const base = process.env.BENCH_URL ?? started!.url;
  const hello = await startHello();
  try {
    const vass = (await (await fetch(`${base}/api/wps/relay/GCSGAME_getVassGameType`)).json()) as {
      value: { data: VassType[] };
    };
    const types = vass.value.data;
    const first = (await (await fetch(`${base}/api/wps/relay/GCSGAME_gameList`)).json()) as {
      value: { total: number };
    };
    const mix = lobbyMix(types);
    const lobby = (i: number) => get(base, mix[i % mix.length]!, true);
    const cold = (i: number) => get(base, coldQuery(types, i), true);
    const helloCall = () => get(hello.url, '/hello', false);

    // Warm-up: JIT, pool connections, the lobby caches of the mix.
    await atFixedRate(200, 3_000, lobby);
    await atFixedRate(200, 2_000, helloCall);
    await atFixedRate(100, 2_000, cold);

    /**
     * A phase with the CPU of each role (% of one core; the measured server is the platform or the
     * hello-world process) and the mean size of an answer body as it came over the wire.
     */
    const measured = async <T extends { perSecond: number }>(
      label: string,
      serverPid: number | undefined,
      run: () => Promise<T>,
    ) => {
      bytes = 0;
      answers = 0;
      const meter = cpuMeter(serverPid);
      const result = await run();
      const cpu = meter();
      const bytesPerAnswer = answers ? Math.round(bytes / answers) : 0;
      const serverCpuMsPerRequest = result.perSecond
        ? Number(((cpu.serverPercent * 10) / result.perSecond).toFixed(3))
        : null;
      console.log(
        `${label}: ${result.perSecond}/s; ${bytesPerAnswer} bytes per answer; CPU % server ${cpu.serverPercent} postgres ${cpu.postgresPercent} bench ${cpu.benchPercent} others ${cpu.othersPercent}; server CPU ms per request ${serverCpuMsPerRequest}`,
      );
      return { ...result, bytesPerAnswer, cpu, serverCpuMsPerRequest };
    };
    const platformPid = started?.child.pid;
    const loadBefore = loadavg()[0]!;
    const helloMax = await measured('hello-world, max', hello.child.pid, () =>
      atMaxThroughput(PHASE_MS, CONCURRENCY, helloCall),
    );
    const lobbyMax = await measured('lobby mix, max', platformPid, () =>
      atMaxThroughput(PHASE_MS, CONCURRENCY, lobby),
    );
    const helloAtRate = await measured(`hello-world at ${RATE}/s`, hello.child.pid, () =>
      atFixedRate(RATE, PHASE_MS, helloCall),
    );
    const lobbyAtRate = await measured(`lobby mix at ${RATE}/s`, platformPid, () =>
      atFixedRate(RATE, PHASE_MS, lobby),
    );
    const coldAtRate = await measured(`cold mix at ${RATE}/s`, platformPid, () =>
      atFixedRate(RATE, PHASE_MS, cold),
    );
    const coldMax = await measured('cold mix, max', platformPid, () =>
      atMaxThroughput(PHASE_MS, CONCURRENCY, (i) => cold(i + 1_000_000)),
    );
    const result = {
      at: new Date().toISOString(),
      node: process.version,
      cpus: cpus().length,
      // A loaded machine (others' work) makes a run incomparable: one-minute load average at start and end.
      loadAverage: { start: round1(loadBefore), end: round1(loadavg()[0]!) },
      catalogGames: first.value.total,
      lobbyMixUrls: mix.length,
      ratePerSecond: RATE,
      phaseMs: PHASE_MS,
      acceptEncoding: ACCEPT_ENCODING,
      helloMax,
      lobbyMax,
      helloAtRate,
      lobbyAtRate,
      coldAtRate,
      coldMax,
      throughputRatio: Number((lobbyMax.perSecond / helloMax.perSecond).toFixed(2)),
      coldThroughputRatio: Number((coldMax.perSecond / helloMax.perSecond).toFixed(2)),
      targets: {
        throughputAtLeastHalfOfHelloWorld: lobbyMax.perSecond >= 0.5 * helloMax.perSecond,
        p99Within20MsAt500PerSecond: lobbyAtRate.p99Ms <= 20 && lobbyAtRate.errors === 0,
        coldP99Within20MsAt500PerSecond: coldAtRate.p99Ms <= 20 && coldAtRate.errors === 0,
      },
    };
    console.log(JSON.stringify(result, null, 2));
    await mkdir(path.join(repoRoot, 'bench/results'), { recursive: true });
    await writeFile(path.join(repoRoot, 'bench/results/lobby.json'), `${JSON.stringify(result, null, 2)}\n`);
  } finally {
    agent.destroy();
    hello.child.kill('SIGTERM');
    started?.child.kill('SIGTERM');
  }
}

await main();
