import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settleAfter } from './use-debounced-value.ts';

describe('settleAfter (the debounce under useDebouncedValue)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('settles once the delay went by', () => {
    const settled: string[] = [];
    settleAfter(() => settled.push('dragon'), 300);
    vi.advanceTimersByTime(299);
    expect(settled).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(settled).toEqual(['dragon']);
  });

  it('settles only the last of values typed faster than the delay', () => {
    const settled: string[] = [];
    let cancel = () => {};
    for (const value of ['d', 'dr', 'dra', 'drag']) {
      // What the hook's effect does on each new value: cancel the wait before, start a new one.
      cancel();
      cancel = settleAfter(() => settled.push(value), 300);
      vi.advanceTimersByTime(200);
    }
    vi.advanceTimersByTime(100);
    expect(settled).toEqual(['drag']);
  });

  it('never settles once cancelled (the component went away)', () => {
    const settled: string[] = [];
    const cancel = settleAfter(() => settled.push('x'), 300);
    cancel();
    vi.advanceTimersByTime(1000);
    expect(settled).toEqual([]);
  });
});
