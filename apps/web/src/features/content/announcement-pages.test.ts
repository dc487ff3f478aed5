import { describe, expect, it } from 'vitest';
import { announcementPage, announcementPageCount, pageOfAnnouncement } from './announcement-pages.ts';

const items = Array.from({ length: 20 }, (_, i) => ({ id: String(i + 1) }));

describe('announcement pages (spec §9: 9 per page)', () => {
  it('counts pages, at least one', () => {
    expect(announcementPageCount(0)).toBe(1);
    expect(announcementPageCount(9)).toBe(1);
    expect(announcementPageCount(10)).toBe(2);
    expect(announcementPageCount(20)).toBe(3);
  });

  it('slices a page and clamps one past the end', () => {
    expect(announcementPage(items, 1).map((i) => i.id)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
    ]);
    expect(announcementPage(items, 3).map((i) => i.id)).toEqual(['19', '20']);
    expect(announcementPage(items, 7).map((i) => i.id)).toEqual(['19', '20']);
  });

  it('finds the page of an announcement', () => {
    expect(pageOfAnnouncement(items, '9')).toBe(1);
    expect(pageOfAnnouncement(items, '10')).toBe(2);
    expect(pageOfAnnouncement(items, 'gone')).toBe(1);
    expect(pageOfAnnouncement(items, null)).toBe(1);
  });
});
