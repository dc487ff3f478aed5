import { describe, expect, it } from 'vitest';
import { readUrlFilters, writeUrlFilters } from './use-url-filters.ts';

const defaults = { scope: 'direct', status: '', account: '' };

describe('URL filters', () => {
  it('leaves defaults and the first page out of the URL', () => {
    expect(writeUrlFilters(defaults, 1, defaults).toString()).toBe('');
    expect(
      writeUrlFilters({ scope: 'all', status: 'ACTIVE', account: ' dl01 ' }, 3, defaults).toString(),
    ).toBe('scope=all&status=ACTIVE&account=dl01&page=3');
  });

  it('keeps an emptied filter whose default is not empty, so "any" survives a reload', () => {
    const params = writeUrlFilters({ ...defaults, scope: '' }, 1, defaults);
    expect(params.toString()).toBe('scope=');
    expect(readUrlFilters(params, defaults)).toEqual({ filters: { ...defaults, scope: '' }, pageNo: 1 });
  });

  it('reads back what it wrote', () => {
    const filters = { scope: 'all', status: 'FROZEN', account: 'member07' };
    expect(readUrlFilters(writeUrlFilters(filters, 4, defaults), defaults)).toEqual({ filters, pageNo: 4 });
  });

  it('takes defaults for what is missing, ignores unknown keys and repairs a nonsense page', () => {
    expect(readUrlFilters(new URLSearchParams('page=-3&other=x'), defaults)).toEqual({
      filters: defaults,
      pageNo: 1,
    });
    expect(readUrlFilters(new URLSearchParams('page=abc'), defaults).pageNo).toBe(1);
    expect(readUrlFilters(new URLSearchParams('page=2.7'), defaults).pageNo).toBe(2);
  });
});
