import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BET_TYPES, betTypesOf, type MarketCode } from '../domain/index.ts';

/**
 * The console names every bet type this vendor sells (Odds page, draws): a bet type added here
 * without a name in the console's catalogs fails this test instead of showing a bare code.
 */
const MARKETS: readonly MarketCode[] = ['VN_NORTH', 'VN_CENTRAL', 'VN_SOUTH', 'TH_GOV', 'MY_4D', 'ELOTT'];
const catalog = (lang: string) =>
  JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, `../../../backoffice/src/locales/${lang}.json`), 'utf8'),
  ) as { lotteryAdmin?: { betTypes?: Record<string, unknown> } };

describe('bet type names in the console', () => {
  const sold = [...new Set(MARKETS.flatMap(betTypesOf))];
  it('covers every bet type', () => expect(sold.sort()).toEqual(Object.keys(BET_TYPES).sort()));
  for (const lang of ['en', 'cn'])
    it(`names every bet type sold, in ${lang}`, () => {
      const names = catalog(lang).lotteryAdmin?.betTypes ?? {};
      const missing = sold.filter(
        (code) => typeof names[code] !== 'string' || !(names[code] as string).trim(),
      );
      expect(missing).toEqual([]);
    });
});
