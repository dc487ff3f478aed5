import { describe, expect, it } from 'vitest';
import { recordListState } from './record-list-state.ts';

describe('recordListState', () => {
  it('waits while the first page loads', () => {
    expect(recordListState({ isPending: true, isError: false, items: undefined })).toBe('loading');
  });

  it('shows the records it has, even when a refresh has failed', () => {
    expect(recordListState({ isPending: false, isError: false, items: [1, 2] })).toBe('ready');
    expect(recordListState({ isPending: false, isError: true, items: [1] })).toBe('ready');
  });

  it('says so when the call failed and there is nothing to show', () => {
    expect(recordListState({ isPending: false, isError: true, items: undefined })).toBe('error');
    expect(recordListState({ isPending: false, isError: true, items: [] })).toBe('error');
  });

  it('is empty when the call answered no records', () => {
    expect(recordListState({ isPending: false, isError: false, items: [] })).toBe('empty');
  });
});
