/** Lower-cased, NFC, single-spaced: how both the stored names and a query are compared. */
export function normalizeSearch(text: string): string {
  return text.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Latin text without its accents ("rồng vàng" → "rong vang"), so that a query typed without them matches. */
export function withoutAccents(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .normalize('NFC');
}

/** Latin letters with diacritics (Latin-1 supplement, extended A/B, Vietnamese extended). */
const LATIN_WITH_MARKS = /[\u00c0-\u024f\u1e00-\u1eff]/;

/**
 * What the name search matches against (`games.search_text`, trigram-indexed): every name of the
 * title, each also without accents when it has some (and the game code when given). The separator
 * keeps a query from matching across two names.
 */
export function searchTextOf(names: readonly string[], gameCode = ''): string {
  const parts = new Set<string>();
  for (const name of [...names, gameCode]) {
    const normal = normalizeSearch(name);
    if (!normal) continue;
    parts.add(normal);
    if (LATIN_WITH_MARKS.test(normal)) parts.add(withoutAccents(normal));
  }
  return [...parts].join(' | ');
}

/** A LIKE pattern matching `query` anywhere (its own %, _ and \ taken literally); undefined for an empty query. */
export function containsPattern(query: string | undefined): string | undefined {
  const normal = normalizeSearch(query ?? '');
  if (!normal) return undefined;
  return `%${normal.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
