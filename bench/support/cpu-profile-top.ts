/**
 * The functions and files a V8 CPU profile (`node --cpu-prof`) spent its samples in, by self time:
 * `npx tsx bench/support/cpu-profile-top.ts <file.cpuprofile> [rows]`. A bench's note can then say
 * where the CPU of an operation goes without opening DevTools.
 */
import { readFile } from 'node:fs/promises';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

const [file, rowsArg] = process.argv.slice(2);
if (!file) {
  console.error('usage: cpu-profile-top.ts <file.cpuprofile> [rows]');
  process.exit(2);
}
const rows = Number(rowsArg ?? 30);
const profile = JSON.parse(await readFile(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));

// Self time per node: each sample's delta belongs to the node it was taken in.
const selfUs = new Map<number, number>();
profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));

const shortUrl = (url: string) =>
  url
    .replace(/^file:\/\//, '')
    .replace(/.*\/node_modules\//, 'npm:')
    .replace(/.*\/apps\//, 'apps/');
const totalUs = [...selfUs.values()].reduce((a, b) => a + b, 0);
const idleUs = [...selfUs.entries()]
  .filter(([id]) => byId.get(id)?.callFrame.functionName === '(idle)')
  .reduce((a, [, us]) => a + us, 0);

function top(keyOf: (n: ProfileNode) => string, title: string) {
  const sums = new Map<string, number>();
  for (const [id, us] of selfUs) {
    const node = byId.get(id)!;
    const key = keyOf(node);
    sums.set(key, (sums.get(key) ?? 0) + us);
  }
  console.log(`\n${title}`);
  const busyUs = totalUs - idleUs;
  for (const [key, us] of [...sums.entries()].sort((a, b) => b[1] - a[1]).slice(0, rows))
    console.log(
      `${(us / 1000).toFixed(0).padStart(8)} ms ${((us / busyUs) * 100).toFixed(1).padStart(5)} %  ${key}`,
    );
}

console.log(
  `profile ${((profile.endTime - profile.startTime) / 1e6).toFixed(1)} s, busy ${((totalUs - idleUs) / 1e6).toFixed(1)} s` +
    ` (idle ${(idleUs / 1e6).toFixed(1)} s); shares below are of the busy time ((program) is native work`,
  'outside JavaScript: parsing, the event loop, sockets)',
);
top(
  (n) =>
    `${n.callFrame.functionName || '(anonymous)'} ${shortUrl(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`,
  'by function (self)',
);
top(
  (n) => shortUrl(n.callFrame.url).replace(/:\d+$/, '') || `(${n.callFrame.functionName})`,
  'by file (self)',
);
