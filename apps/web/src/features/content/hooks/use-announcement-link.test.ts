import { describe, expect, it } from 'vitest';
import { announcementSearch } from './use-announcement-link.ts';

describe('announcementSearch', () => {
  it('adds, changes and removes the parameter, keeping the page’s own', () => {
    expect(announcementSearch('', 'all')).toBe('?announcement=all');
    expect(announcementSearch('?vassalage=HOUSE', '12')).toBe('?vassalage=HOUSE&announcement=12');
    expect(announcementSearch('?vassalage=HOUSE&announcement=12', null)).toBe('?vassalage=HOUSE');
    expect(announcementSearch('?announcement=12', null)).toBe('');
  });
});
