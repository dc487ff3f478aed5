import type { TContentItemAdmin } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { filterLocally, isKind } from './content-list.ts';
import { contentState } from './content-status.tsx';

const item = (
  id: number,
  audience: TContentItemAdmin['audience'],
  helpCategory: TContentItemAdmin['helpCategory'] = null,
) => ({ id: String(id), audience, helpCategory }) as TContentItemAdmin;

describe('content list helpers', () => {
  it('filters by audience and help category and pages what is left', () => {
    const items = [
      item(1, 'ALL'),
      item(2, 'MEMBERS'),
      item(3, 'MEMBERS'),
      item(4, 'VISITORS'),
      item(5, 'MEMBERS'),
    ];
    const page2 = filterLocally(items, { audience: 'MEMBERS', helpCategory: '' }, 2, 2);
    expect(page2).toEqual({ list: [items[4]], pageNo: 2, totalPages: 2, total: 3 });
    expect(filterLocally(items, { audience: '', helpCategory: '' }, 9, 2).pageNo).toBe(3);
    const help = [item(1, 'ALL', 'faq'), item(2, 'ALL', 'term')];
    expect(filterLocally(help, { audience: '', helpCategory: 'term' }, 1, 20).list).toEqual([help[1]]);
  });

  it('knows the kinds', () => {
    expect(isKind('POPUP')).toBe(true);
    expect(isKind('popup')).toBe(false);
  });

  it('tells live, scheduled and ended published items apart', () => {
    const now = Date.parse('2026-11-27T12:00:00Z');
    const at = (startsAt: string | null, endsAt: string | null) =>
      contentState({ status: 'PUBLISHED', startsAt, endsAt }, now);
    expect(at(null, null)).toBe('LIVE');
    expect(at('2026-11-28T00:00:00Z', null)).toBe('SCHEDULED');
    expect(at(null, '2026-11-27T11:59:00Z')).toBe('ENDED');
    expect(contentState({ status: 'DRAFT', startsAt: null, endsAt: null }, now)).toBe('DRAFT');
  });
});
