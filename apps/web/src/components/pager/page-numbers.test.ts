import { ANNOUNCEMENT_PAGER } from '@platform/contracts/client';
import { describe, expect, it } from 'vitest';
import { pageNumbers } from './page-numbers.ts';

describe('pageNumbers with the announcement pager (margin 1, range 5)', () => {
  const numbers = (page: number, total: number) => pageNumbers(page, total, ANNOUNCEMENT_PAGER);

  it('lists every page when they all fit', () => {
    expect(numbers(1, 1)).toEqual([1]);
    expect(numbers(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps five pages around the current one and one at each end', () => {
    expect(numbers(10, 20)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
  });

  it('moves the window inward at the ends so it keeps five pages', () => {
    expect(numbers(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(numbers(20, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
  });

  it('shows a single left-out page instead of a gap', () => {
    expect(numbers(5, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 'gap', 20]);
    expect(numbers(4, 9)).toEqual([1, 2, 3, 4, 5, 6, 'gap', 9]);
  });

  it('clamps a page outside the list and has nothing for no pages', () => {
    expect(numbers(99, 8)).toEqual([1, 'gap', 4, 5, 6, 7, 8]);
    expect(numbers(1, 0)).toEqual([]);
  });
});
