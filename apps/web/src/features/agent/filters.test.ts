import { describe, expect, it } from 'vitest';
import { oneOf } from './filters.ts';

describe('oneOf', () => {
  it('keeps a known value and replaces anything else', () => {
    const scopes = ['direct', 'all'] as const;
    expect(oneOf(scopes, 'all', 'direct')).toBe('all');
    expect(oneOf(scopes, 'ALL', 'direct')).toBe('direct');
    expect(oneOf(scopes, '', 'direct')).toBe('direct');
  });
});
