/**
 * bench/rtp: return to player of the in-house games.
 *
 *   npm run rtp --workspace=@platform/bench        (or: npx tsx bench/rtp/rtp-bench.ts)
 *
 * Slots: RTP_SPINS (default 10,000,000) paid spins per title, a round's return = base spin + all its
 * free spins, played by the domain's own engine (`playRoundUnits`) on a fast seeded PRNG across
 * RTP_WORKERS worker threads (default: 2, or fewer cores). Each title passes when the measured RTP is
 * within 3 standard errors of the declared one (SE = sample standard deviation / √spins); the exact
 * RTP from `slotMath` is printed beside it.
 * Tables: the exact RTP of every bet by enumeration (`tableMath`), and TABLE_ROUNDS (default
 * 10,000,000) dealt rounds per game checking the dealing code against it on the main bets.
 * RTP_TITLES=code,code limits the slot titles; RTP_SEED names the PRNG streams (default "rtp").
 * Prints tables, writes bench/results/rtp.json, exits 1 when anything misses.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { availableParallelism, cpus } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { slotMath } from '../../apps/house-games/src/domain/slots/slot-math.ts';
import { SLOT_TITLES } from '../../apps/house-games/src/domain/slots/slot-titles.ts';
import type { TableGameCode } from '../../apps/house-games/src/domain/tables/index.ts';
import { tableMath } from '../../apps/house-games/src/domain/tables/table-math.ts';
import { seedOf } from './prng.ts';
import type { RtpTask, SlotChunk, TableChunk } from './rtp-worker.ts';

const SPINS = Number(process.env.RTP_SPINS ?? 10_000_000);
const TABLE_ROUNDS = Number(process.env.TABLE_ROUNDS ?? 10_000_000);
const WORKERS = Number(process.env.RTP_WORKERS ?? Math.min(2, availableParallelism()));
const CHUNK = 1_000_000;
const SEED = process.env.RTP_SEED ?? 'rtp';
const Z_LIMIT = 3;
const repoRoot = path.resolve(import.meta.dirname, '../..');

const titleCodes = process.env.RTP_TITLES ? process.env.RTP_TITLES.split(',') : Object.keys(SLOT_TITLES);

/** The bets the simulation checks against the exact maths (every bet's exact RTP goes to the JSON). */
const MAIN_BETS: Record<TableGameCode, string[]> = {
  'house-baccarat': ['player', 'banker', 'tie', 'player-pair', 'banker-pair'],
  'house-dragon-tiger': ['dragon', 'tiger', 'tie'],
  'house-sicbo': [
    'small',
    'big',
    'odd',
    'even',
    'single-4',
    'double-4',
    'triple-4',
    'any-triple',
    'total-4',
    'total-10',
  ],
  'house-roulette': ['straight-0', 'straight-17', 'red', 'black', 'odd', 'low', 'dozen-2', 'column-3'],
  'house-fish-prawn-crab': ['fish', 'prawn', 'crab'],
};

function chunks(total: number) {
  const out: number[] = [];
  for (let left = total; left > 0; left -= CHUNK) out.push(Math.min(CHUNK, left));
  return out;
}

const tasks: RtpTask[] = [];
for (const code of titleCodes) {
  if (!SLOT_TITLES[code]) throw new Error(`Unknown slot title ${code}`);
  chunks(SPINS).forEach((spins, i) =>
    tasks.push({ type: 'slot', code, spins, seed: seedOf(`${SEED}:${code}:${i}`) }),
  );
}
for (const [code, kinds] of Object.entries(MAIN_BETS) as Array<[TableGameCode, string[]]>)
  chunks(TABLE_ROUNDS).forEach((rounds, i) =>
    tasks.push({ type: 'table', code, kinds, rounds, seed: seedOf(`${SEED}:${code}:${i}`) }),
  );

// Node 20 workers do not inherit tsx's loader: each registers it, then loads the TypeScript worker.
const WORKER_BOOT = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})
  .then(({ register }) => { register(); return import(${JSON.stringify(new URL('./rtp-worker.ts', import.meta.url).href)}); })`;

async function runPool(all: RtpTask[]): Promise<Array<SlotChunk | TableChunk>> {
  const queue = [...all];
  const results: Array<SlotChunk | TableChunk> = [];
  let done = 0;
  const startWorker = () =>
    new Promise<void>((resolve, reject) => {
      const worker = new Worker(WORKER_BOOT, { eval: true });
      const feed = () => {
        const task = queue.shift();
        worker.postMessage(task ?? null);
        if (!task) resolve();
      };
      worker.on('message', (result: SlotChunk | TableChunk) => {
        results.push(result);
        done++;
        if (done % 10 === 0 || done === all.length) process.stderr.write(`\r${done}/${all.length} tasks`);
        feed();
      });
      worker.on('error', reject);
      feed();
    });
  await Promise.all(Array.from({ length: WORKERS }, startWorker));
  process.stderr.write('\n');
  return results;
}

/** Prints rows as a Markdown table (the README quotes it as is); numbers align right. */
function printTable(rows: Array<Record<string, string | number>>) {
  const headers = Object.keys(rows[0] ?? {});
  const numeric = headers.map((h) => rows.every((r) => /^[-+\d.,\s%×]+$/.test(String(r[h]))));
  console.log(`| ${headers.join(' | ')} |`);
  console.log(`| ${numeric.map((n) => (n ? '---:' : '---')).join(' | ')} |`);
  for (const row of rows) console.log(`| ${headers.map((h) => String(row[h])).join(' | ')} |`);
}

const pct = (x: number, digits = 2) => `${(x * 100).toFixed(digits)} %`;
const round = (x: number, digits = 6) => Number(x.toFixed(digits));

const started = performance.now();
const results = await runPool(tasks);
const wallSeconds = (performance.now() - started) / 1000;

const slotRows = titleCodes.map((code) => {
  const title = SLOT_TITLES[code]!;
  const lines = title.lines.length;
  const parts = results.filter((r): r is SlotChunk => r.type === 'slot' && r.code === code);
  const spins = parts.reduce((s, p) => s + p.spins, 0);
  const sumUnits = parts.reduce((s, p) => s + p.sumUnits, 0);
  const sumSquares = parts.reduce((s, p) => s + p.sumSquares, 0);
  const meanUnits = sumUnits / spins;
  const measured = meanUnits / lines;
  const sd = Math.sqrt((sumSquares / spins - meanUnits * meanUnits) * (spins / (spins - 1))) / lines;
  const standardError = sd / Math.sqrt(spins);
  const z = (measured - title.declaredRtp) / standardError;
  const math = slotMath(title);
  const cpuMs = parts.reduce((s, p) => s + p.ms, 0);
  return {
    code,
    name: title.name,
    lines,
    spins,
    declaredRtp: title.declaredRtp,
    exactRtp: round(math.rtp, 8),
    measuredRtp: round(measured, 8),
    standardError: round(standardError, 8),
    standardDeviation: round(sd, 4),
    z: round(z, 3),
    pass: Math.abs(z) <= Z_LIMIT,
    hitRate: round(parts.reduce((s, p) => s + p.winningRounds, 0) / spins, 5),
    freeSpinRoundsOneIn: round(spins / parts.reduce((s, p) => s + p.freeSpinRounds, 0), 1),
    freeSpinsPlayed: parts.reduce((s, p) => s + p.freeSpinsPlayed, 0),
    freeSpinShare: round(math.freeSpinShare, 4),
    maxWinTotalBets: Math.max(...parts.map((p) => p.maxUnits)) / lines,
    spinsPerSecondPerCore: Math.round(spins / (cpuMs / 1000)),
  };
});

const tableRows = (Object.keys(MAIN_BETS) as TableGameCode[]).flatMap((code) => {
  const kinds = MAIN_BETS[code];
  const exact = tableMath(code);
  const parts = results.filter((r): r is TableChunk => r.type === 'table' && r.code === code);
  const rounds = parts.reduce((s, p) => s + p.rounds, 0);
  return kinds.map((kind, k) => {
    const sum = parts.reduce((s, p) => s + p.sums[k]!, 0);
    const squares = parts.reduce((s, p) => s + p.squares[k]!, 0);
    const mean = sum / rounds;
    const standardError = Math.sqrt(((squares / rounds - mean * mean) * (rounds / (rounds - 1))) / rounds);
    const exactRtp = exact.find((b) => b.kind === kind)!.rtp;
    const z = (mean - exactRtp) / standardError;
    return {
      code,
      kind,
      rounds,
      exactRtp: round(exactRtp, 8),
      measuredRtp: round(mean, 8),
      standardError: round(standardError, 8),
      z: round(z, 3),
      pass: Math.abs(z) <= Z_LIMIT,
    };
  });
});

console.log(
  `\nSlots: ${SPINS.toLocaleString('en')} paid spins per title (free spins counted in their paid spin), ` +
    `${WORKERS} workers, ${cpus()[0]?.model ?? 'unknown CPU'}, ${wallSeconds.toFixed(1)} s wall\n`,
);
printTable(
  slotRows.map((r) => ({
    title: r.code,
    spins: r.spins.toLocaleString('en'),
    declared: pct(r.declaredRtp),
    exact: pct(r.exactRtp, 3),
    measured: pct(r.measuredRtp, 3),
    SE: pct(r.standardError, 3),
    z: r.z.toFixed(2),
    pass: r.pass ? 'yes' : 'NO',
    'hit rate': pct(r.hitRate, 1),
    'free spins 1 in': r.freeSpinRoundsOneIn.toFixed(0),
    'max win (× bet)': r.maxWinTotalBets,
  })),
);
console.log(
  `\nTables: exact RTP by enumeration; ${TABLE_ROUNDS.toLocaleString('en')} dealt rounds per game\n`,
);
printTable(
  tableRows.map((r) => ({
    game: r.code,
    bet: r.kind,
    exact: pct(r.exactRtp, 3),
    measured: pct(r.measuredRtp, 3),
    SE: pct(r.standardError, 3),
    z: r.z.toFixed(2),
    pass: r.pass ? 'yes' : 'NO',
  })),
);

const allPass = slotRows.every((r) => r.pass) && tableRows.every((r) => r.pass);
const result = {
  at: new Date().toISOString(),
  seed: SEED,
  workers: WORKERS,
  wallSeconds: round(wallSeconds, 1),
  zLimit: Z_LIMIT,
  pass: allPass,
  slots: slotRows,
  tables: tableRows,
  tableExact: Object.fromEntries(
    (Object.keys(MAIN_BETS) as TableGameCode[]).map((code) => [
      code,
      tableMath(code).map((b) => ({
        kind: b.kind,
        rtp: round(b.rtp, 8),
        winProbability: round(b.winProbability, 8),
      })),
    ]),
  ),
};
await mkdir(path.join(repoRoot, 'bench/results'), { recursive: true });
await writeFile(path.join(repoRoot, 'bench/results/rtp.json'), `${JSON.stringify(result, null, 2)}\n`);
console.log(
  `\n${allPass ? 'All within' : 'NOT all within'} ${Z_LIMIT} standard errors. Wrote bench/results/rtp.json`,
);
process.exitCode = allPass ? 0 : 1;
