import { normalizeLanguage, type LanguageCode } from '@platform/contracts';

/** The language a request asked for: the spec's `language` parameter first, then Accept-Language by weight. */
export function requestedLanguage(
  languageParam: unknown,
  acceptLanguage: string | undefined,
): LanguageCode | undefined {
  if (typeof languageParam === 'string') {
    const fromParam = normalizeLanguage(languageParam);
    if (fromParam) return fromParam;
  }
  if (!acceptLanguage) return undefined;
  const ranked = acceptLanguage
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((l) => l.tag && l.tag !== '*' && l.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranked) {
    const code = normalizeLanguage(tag);
    if (code) return code;
  }
  return undefined;
}
