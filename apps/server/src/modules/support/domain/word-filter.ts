/**
 * The chat room's word filter: each listed word, as a whole word and in any letter case, becomes as
 * many asterisks as it has characters, before a line is stored or sent. "Whole word" is by Unicode
 * letters and digits, so "ass" does not touch "class", and Thai or Vietnamese words work too (a
 * word inside a run of Thai letters, which has no spaces, is not a whole word and stays).
 */
export function applyWordFilter(input: string, words: readonly string[]): string {
  const cleaned = [...new Set(words.map((w) => w.normalize('NFC').trim()).filter(Boolean))];
  // One form of each accented letter, so "lừa" typed decomposed is the listed "lừa".
  const text = input.normalize('NFC');
  if (cleaned.length === 0) return text;
  // Longest first, so "bad word" wins over "bad" where both are listed.
  cleaned.sort((a, b) => b.length - a.length);
  const alternatives = cleaned.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+'));
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}\\p{M}])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}\\p{M}])`,
    'giu',
  );
  return text.replace(pattern, (match) => match.replace(/\S/gu, '*'));
}

/** The stored form of an operator's list: trimmed, without empties and case-insensitive duplicates. */
export function normalizeWordList(words: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const word of words) {
    const trimmed = word.trim().replace(/\s+/g, ' ');
    const key = trimmed.toLocaleLowerCase();
    if (!trimmed || seen.has(key)) continue;
    seen.add(key);
    out.push(trimmed);
  }
  return out;
}
