import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { firstScreenPart, isFirstScreenKey, restPart } from '../../catalog-split.ts';
import en from '../locales/en.json';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
type Catalog = { [key: string]: unknown };

/** The modules the first paint of the home and game list pages runs: main.tsx's and their routes' static imports. */
function firstLoadModules(): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    // Static imports only (`import … from`, `export … from`, `import '…'`): dynamic ones load later.
    for (const m of code.matchAll(
      /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s*'(\.[^']+)'|(?:^|\n)import\s*'(\.[^']+)'/g,
    )) {
      const spec = m[1] ?? m[2]!;
      if (!/\.tsx?$/.test(spec)) continue;
      if (/^import\s+type\s/.test(m[0].trim())) continue;
      visit(path.resolve(path.dirname(file), spec));
    }
  };
  visit(path.join(SRC, 'main.tsx'));
  visit(path.join(SRC, 'app/routes/home-route.tsx'));
  visit(path.join(SRC, 'app/routes/category-route.tsx'));
  return [...seen];
}

function lookup(catalog: Catalog, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Catalog | undefined)?.[part], catalog);
}
const hasText = (key: string) =>
  lookup(en, key) !== undefined ||
  lookup(en, `${key}_one`) !== undefined ||
  lookup(en, `${key}_other`) !== undefined;

describe('first-screen texts (issue 16)', () => {
  it('every text key a first-load module names is in the first part of the catalog', () => {
    const outside: string[] = [];
    for (const file of firstLoadModules()) {
      const code = readFileSync(file, 'utf8');
      const where = path.relative(SRC, file);
      for (const [, key] of code.matchAll(/['"`]([a-z][a-zA-Z]+(?:\.[a-zA-Z][\w]*)+)['"`]/g)) {
        if (hasText(key!) && !isFirstScreenKey(key!)) outside.push(`${where}: ${key}`);
      }
      // `errors.${code}`: the whole subtree the template reaches into.
      for (const [, prefix] of code.matchAll(/`([a-z][a-zA-Z]+(?:\.[a-zA-Z]\w*)*)\.\$\{/g)) {
        const node = lookup(en, prefix!);
        if (node && typeof node === 'object' && !isFirstScreenKey(prefix!))
          outside.push(`${where}: ${prefix}.*`);
      }
    }
    // Add these to FIRST_SCREEN_TEXTS in apps/web/catalog-split.ts (or load the module later).
    expect(outside).toEqual([]);
  });

  it('the two parts together are the whole catalog', () => {
    const first = firstScreenPart(en);
    const merged: Catalog = { ...first, ...restPart(en) };
    expect(merged).toEqual(en);
    expect(Object.keys(first).length).toBeGreaterThan(0);
    expect(JSON.stringify(first).length).toBeLessThan(JSON.stringify(en).length / 2);
  });
});
