import { describe, expect, it } from 'vitest';
import { readUrlFilters, writeUrlFilters } from './url-filters.ts';

const defaults = { status: 'PENDING_REVIEW', username: '' };

describe('URL filters', () => {
  it('leaves defaults and the first page out of the URL', () => {
    expect(writeUrlFilters(defaults, 1, defaults).toString()).toBe('');
    expect(writeUrlFilters({ status: 'COMPLETED', username: ' demo01 ' }, 3, defaults).toString()).toBe(
      'status=COMPLETED&username=demo01&page=3',
    );
  });
  it('keeps an emptied filter whose default is not empty, so "any" survives a reload', () => {
    const params = writeUrlFilters({ status: '', username: '' }, 1, defaults);
    expect(params.toString()).toBe('status=');
    expect(readUrlFilters(params, defaults)).toEqual({ filters: { status: '', username: '' }, pageNo: 1 });
  });
  it('reads back what it wrote', () => {
    const filters = { status: 'REJECTED', username: 'demo02' };
    expect(readUrlFilters(writeUrlFilters(filters, 4, defaults), defaults)).toEqual({ filters, pageNo: 4 });
  });
  it('takes defaults for what is missing and a sane page for nonsense', () => {
    expect(readUrlFilters(new URLSearchParams('page=-3&other=x'), defaults)).toEqual({
      filters: defaults,
      pageNo: 1,
    });
    expect(readUrlFilters(new URLSearchParams('page=abc'), defaults).pageNo).toBe(1);
  });
});
