import { describe, expect, it } from 'vitest';
import cn from './cn.json';
import en from './en.json';
import ko from './ko.json';
import th from './th.json';
import vi from './vi.json';

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
const shipped = { th, vi, ko, cn } as Record<string, Catalog>;

describe.each(Object.entries(shipped))('%s catalog', (code, catalog) => {
  const entries = flatten(catalog);

  it('has every English key', () => {
    const missing = [...english.keys()].filter((key) => !entries.has(key) && !entries.has(baseKey(key)));
    expect(missing, `${code} is missing keys`).toEqual([]);
  });

  it('has no keys English lacks', () => {
    const extra = [...entries.keys()].filter((key) => !english.has(key) && !english.has(baseKey(key)));
    expect(extra).toEqual([]);
  });

  it('keeps the interpolation placeholders', () => {
    for (const [key, text] of entries) {
      const source = english.get(key) ?? english.get(`${key}_other`);
      if (source) expect(placeholders(text), `${code}:${key}`).toEqual(placeholders(source));
    }
  });

  it('is actually translated', () => {
    const same = [...entries].filter(
      ([key, text]) => english.get(key) === text && !key.startsWith('social.') && !/^[\W\d{}]*$/.test(text),
    );
    expect(same.length).toBeLessThan(entries.size * 0.05);
  });
});
