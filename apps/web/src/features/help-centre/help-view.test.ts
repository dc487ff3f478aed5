import { describe, expect, it } from 'vitest';
import { helpHash, parseHelpHash, pickHelp, visibleCategories, type HelpCategoryEntry } from './help-view.ts';

const article = (id: string) => ({ id, title: `Article ${id}`, content: `<p>${id}</p>` });
const categories: HelpCategoryEntry[] = [
  { key: 'about', articles: [article('1')] },
  { key: 'term', articles: [article('2'), article('3')] },
  { key: 'privacy', articles: [] },
  { key: 'faq', articles: [article('4')] },
];

describe('help centre view', () => {
  it('reads the hash of a help link', () => {
    expect(parseHelpHash('#term')).toEqual({ category: 'term', articleId: null });
    expect(parseHelpHash('#faq/12')).toEqual({ category: 'faq', articleId: '12' });
    expect(parseHelpHash('')).toEqual({ category: null, articleId: null });
    expect(parseHelpHash('#nope/3')).toEqual({ category: null, articleId: null });
    expect(helpHash('term')).toBe('#term');
    expect(helpHash('faq', '12')).toBe('#faq/12');
  });

  it('shows categories with articles, and the asked one even when empty', () => {
    expect(visibleCategories(categories, null).map((c) => c.key)).toEqual(['about', 'term', 'faq']);
    expect(visibleCategories(categories, 'privacy').map((c) => c.key)).toEqual([
      'about',
      'term',
      'privacy',
      'faq',
    ]);
  });

  it('opens the terms for #term, the first category otherwise', () => {
    const shown = visibleCategories(categories, null);
    expect(pickHelp(shown, '#term')).toMatchObject({ category: { key: 'term' }, article: { id: '2' } });
    expect(pickHelp(shown, '#term/3').article?.id).toBe('3');
    expect(pickHelp(shown, '#term/4').article?.id).toBe('2');
    expect(pickHelp(shown, '').category?.key).toBe('about');
    expect(pickHelp(shown, '#withdraw').category?.key).toBe('about');
    expect(pickHelp([], '#term')).toEqual({ category: null, article: null });
  });
});
