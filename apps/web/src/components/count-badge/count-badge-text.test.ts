import { describe, expect, it } from 'vitest';
import { countBadgeText } from './count-badge-text.ts';

describe('countBadgeText', () => {
  it('shows nothing for no count', () => {
    expect(countBadgeText(0)).toBe('');
    expect(countBadgeText(-2)).toBe('');
    expect(countBadgeText(Number.NaN)).toBe('');
  });

  it('shows the count up to the cap, then the cap with a plus', () => {
    expect(countBadgeText(1)).toBe('1');
    expect(countBadgeText(99)).toBe('99');
    expect(countBadgeText(100)).toBe('99+');
    expect(countBadgeText(12_000)).toBe('99+');
    expect(countBadgeText(12, 9)).toBe('9+');
  });
});
