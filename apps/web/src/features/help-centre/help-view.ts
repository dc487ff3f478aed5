import type { THelpCenter } from '@platform/contracts';
import { HELP_CATEGORIES, type HelpCategory } from '@platform/contracts/client';

export type HelpCategoryEntry = THelpCenter['categories'][number];

/** The hash of a help link (`/help#term`): a category, optionally one of its articles (`#faq/12`). */
export function parseHelpHash(hash: string): { category: HelpCategory | null; articleId: string | null } {
  const [key = '', articleId = ''] = decodeURIComponent(hash.replace(/^#/, '')).split('/');
  const category = (HELP_CATEGORIES as readonly string[]).includes(key) ? (key as HelpCategory) : null;
  return { category, articleId: category && articleId ? articleId : null };
}

/** The hash that opens a category, or one article of it. */
export function helpHash(category: HelpCategory, articleId?: string | null): string {
  return articleId ? `#${category}/${articleId}` : `#${category}`;
}

/**
 * The categories the centre shows: those with articles, in the contract's order, plus the one the
 * link asked for even when empty (a `#term` link must open the terms tab, with its empty state).
 */
export function visibleCategories(
  categories: readonly HelpCategoryEntry[],
  requested: HelpCategory | null,
): HelpCategoryEntry[] {
  return categories.filter((c) => c.articles.length > 0 || c.key === requested);
}

/**
 * The open category and article: the hash's when it names one shown, else the first category; the
 * hash's article when it is in that category, else the category's first.
 */
export function pickHelp(
  shown: readonly HelpCategoryEntry[],
  hash: string,
): { category: HelpCategoryEntry | null; article: HelpCategoryEntry['articles'][number] | null } {
  const { category: wanted, articleId } = parseHelpHash(hash);
  const category = shown.find((c) => c.key === wanted) ?? shown[0] ?? null;
  if (!category) return { category: null, article: null };
  const article = category.articles.find((a) => a.id === articleId) ?? category.articles[0] ?? null;
  return { category, article };
}
