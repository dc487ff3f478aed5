/**
 * The JavaScript a visitor's browser must download before the home page shows (issue 16: at most
 * 150 KB gzip): the entry script of the built index.html with every module it imports statically,
 * the home route's chunk with its static imports, and the default language's (TH) first-screen texts
 * (`th-first-…`; the rest of the text set loads after the first paint), each file counted once, at
 * its gzip size (the server sends the precompressed `.gz`, or `.br`, smaller).
 *
 *   npm run build && npx tsx bench/web/first-load.ts
 *   WEB_DIST_DIR=/tmp/web npx tsx bench/web/first-load.ts     # a build made elsewhere
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from '../support/load.ts';

// WEB_DIST_DIR measures a build made elsewhere (the server serves it from there too).
const DIST = process.env.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist');
const ASSETS = path.join(DIST, 'assets');

/** `from"./x.js"`, `import"./x.js"` and `export … from"./x.js"`: the static imports of a built chunk. */
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["']\.\/([^"']+\.js)["']/g;

function gzipBytes(file: string): number {
  const gz = path.join(ASSETS, `${file}.gz`);
  return existsSync(gz) ? readFileSync(gz).length : gzipSync(readFileSync(path.join(ASSETS, file))).length;
}

function closure(roots: string[], seen = new Set<string>()): Set<string> {
  for (const file of roots) {
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(path.join(ASSETS, file), 'utf8');
    closure(
      [...code.matchAll(STATIC_IMPORT)].map((m) => m[1]!),
      seen,
    );
  }
  return seen;
}

export function firstLoadJs(): { files: { file: string; gzipBytes: number }[]; totalKB: number } {
  const html = readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const entry = /<script type="module"[^>]*src="\/assets\/([^"]+)"/.exec(html)?.[1];
  if (!entry) throw new Error('no entry script in apps/web/dist/index.html');
  const assets = readdirSync(ASSETS);
  const named = (prefix: string) => assets.find((f) => f.startsWith(prefix) && f.endsWith('.js'));
  const roots = [entry, named('home-route-'), named('th-first-') ?? named('th-')].filter(
    (f): f is string => !!f,
  );
  const files = [...closure(roots)].map((file) => ({ file, gzipBytes: gzipBytes(file) }));
  files.sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { files, totalKB: Number((files.reduce((s, f) => s + f.gzipBytes, 0) / 1000).toFixed(1)) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { files, totalKB } = firstLoadJs();
  for (const f of files) console.log(`${(f.gzipBytes / 1000).toFixed(1).padStart(6)} KB  ${f.file}`);
  console.log(`first-load JavaScript for /: ${totalKB} KB gzip (${files.length} files; goal ≤ 150)`);
}
