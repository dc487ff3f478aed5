import { describe, expect, it } from 'vitest';
import cn from './cn.json';
import en from './en.json';

type Catalog = { [key: string]: string | Catalog };

function flatten(catalog: Catalog, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(catalog)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

/** Plural forms (`_one`, `_other`) are covered by the base key in languages without them. */
const baseKey = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

const english = flatten(en);

// The console ships English and Chinese: every screen's strings must be in both.
describe.each(Object.entries({ cn } as Record<string, Catalog>))('%s console catalog', (code, catalog) => {
  const entries = flatten(catalog);

  it('has every English key and none English lacks', () => {
    const missing = [...english.keys()].filter((key) => !entries.has(key) && !entries.has(baseKey(key)));
    const extra = [...entries.keys()].filter((key) => !english.has(key) && !english.has(baseKey(key)));
    expect({ missing, extra }, code).toEqual({ missing: [], extra: [] });
  });

  it('keeps the interpolation placeholders', () => {
    const changed = [...entries].filter(([key, text]) => {
      const source = english.get(key) ?? english.get(baseKey(key)) ?? '';
      return placeholders(text).join() !== placeholders(source).join();
    });
    expect(changed.map(([key]) => key)).toEqual([]);
  });
});
