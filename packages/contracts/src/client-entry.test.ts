import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { FieldRule } from './field-rule-checks.ts';
import type { TFieldRule } from './field-rules.ts';

const clientEntry = fileURLToPath(new URL('./client.ts', import.meta.url));

/**
 * Module specifiers a file loads at run time: `import … from`, `export … from` and bare `import '…'`.
 * `import type` and `export type` are left out, since they are erased and load nothing.
 */
function runtimeImports(source: string): string[] {
  const withoutComments = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const statements = withoutComments.matchAll(
    /^\s*(import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm,
  );
  return [...statements].filter((m) => m[2] === undefined).map((m) => m[3]!);
}

/** Every file the entry reaches through relative run-time imports, with the packages each imports. */
function importGraph(entry: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const pending = [entry];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (graph.has(file)) continue;
    const specifiers = runtimeImports(readFileSync(file, 'utf8'));
    graph.set(
      file,
      specifiers.filter((s) => !s.startsWith('.')),
    );
    for (const s of specifiers) if (s.startsWith('.')) pending.push(resolve(dirname(file), s));
  }
  return graph;
}

describe('the @platform/contracts/client entry', () => {
  const graph = importGraph(clientEntry);

  it('reaches the zod-free modules', () => {
    const files = [...graph.keys()].map((f) => f.slice(dirname(clientEntry).length + 1));
    expect(files).toEqual(expect.arrayContaining(['client.ts', 'languages.ts', 'field-rule-checks.ts']));
  });

  // The player site imports its run-time values from here so that zod stays out of its first load.
  it('imports zod nowhere on its import graph', () => {
    const zodImporters = [...graph].filter(([, packages]) =>
      packages.some((p) => p === 'zod' || p.startsWith('zod/')),
    );
    expect(zodImporters.map(([file]) => file)).toEqual([]);
  });

  it('reads import statements as the bundler does', () => {
    const source = [
      "import { z } from 'zod';",
      "import type { Foo } from './foo.ts';",
      "export type { Bar } from './bar.ts';",
      "export * from './baz.ts';",
      "import './side-effect.ts';",
      'import {',
      '  a,',
      '  type B,',
      "} from './multi-line.ts';",
      "// import { gone } from 'commented-out';",
    ].join('\n');
    expect(runtimeImports(source)).toEqual(['zod', './baz.ts', './side-effect.ts', './multi-line.ts']);
  });

  it('holds the zod-free FieldRule equal to the type ZFieldRule infers', () => {
    expectTypeOf<TFieldRule>().toEqualTypeOf<FieldRule>();
  });
});
