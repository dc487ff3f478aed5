import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const folder = fileURLToPath(new URL('.', import.meta.url));
const sources = readdirSync(folder)
  .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
  .map((name) => ({ name, text: readFileSync(`${folder}/${name}`, 'utf8') }));

/** `export const ZFoo` without `export type TFoo` (generic or not) in the same file. */
function untypedSchemas(text: string): string[] {
  const schemas = [...text.matchAll(/^export const Z(\w+)\b/gm)].map((m) => m[1]!);
  const types = new Set([...text.matchAll(/^export type T(\w+)\b/gm)].map((m) => m[1]!));
  return schemas.filter((name) => !types.has(name)).map((name) => `Z${name}`);
}

describe('contract types', () => {
  it('reads the contract sources', () => {
    expect(sources.map((s) => s.name)).toContain('index.ts');
  });

  // Clients type with the T names; a schema without one gets hand-copied as an interface instead.
  it.each(sources.map((s) => [s.name, s.text] as const))('%s gives every Z schema a T type', (_, text) => {
    expect(untypedSchemas(text)).toEqual([]);
  });

  it('finds a schema left without its type', () => {
    expect(
      untypedSchemas(
        'export const ZFoo = z.string();\nexport const ZBar = z.number();\nexport type TBar = number;',
      ),
    ).toEqual(['ZFoo']);
  });
});
