import { describe, expect, it } from 'vitest';
import { diffJson } from './json-diff.ts';
import { summarizeState } from './site-state.ts';

describe('diffJson', () => {
  it('lists only the changed leaves with their paths', () => {
    expect(diffJson({ a: 1, b: { c: 'x', d: true } }, { a: 1, b: { c: 'y', d: true }, e: [1] })).toEqual([
      { path: 'b.c', before: 'x', after: 'y' },
      { path: 'e', before: undefined, after: [1] },
    ]);
  });
  it('treats a creation (null before) as one whole-value change', () => {
    expect(diffJson(null, { kind: 'BLOCK_IP' })).toEqual([
      { path: '(value)', before: null, after: { kind: 'BLOCK_IP' } },
    ]);
  });
  it('finds nothing between equal values', () => {
    expect(diffJson({ a: [1, 2] }, { a: [1, 2] })).toEqual([]);
  });
});

describe('summarizeState', () => {
  const now = new Date('2026-01-01T00:00:00Z');
  it('maintenance wins, unless it has already ended', () => {
    expect(
      summarizeState(
        { maintenance: { enabled: true, until: null }, regionRules: [{ kind: 'BLOCK_IP' }] },
        now,
      ),
    ).toBe('maintenance');
    expect(
      summarizeState({ maintenance: { enabled: true, until: '2025-12-31T00:00:00Z' }, regionRules: [] }, now),
    ).toBe('normal');
  });
  it('allow rules alone do not restrict anyone', () => {
    expect(
      summarizeState(
        { maintenance: { enabled: false, until: null }, regionRules: [{ kind: 'ALLOW_IP' }] },
        now,
      ),
    ).toBe('normal');
    expect(
      summarizeState(
        { maintenance: { enabled: false, until: null }, regionRules: [{ kind: 'BLOCK_COUNTRY' }] },
        now,
      ),
    ).toBe('regionRules');
  });
});
