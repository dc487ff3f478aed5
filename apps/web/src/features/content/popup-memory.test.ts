import { POPUP_SESSION_KEYS } from '@platform/contracts/client';
import { describe, expect, it } from 'vitest';
import { parseDismissed, popupMark, popupsToShow, popupTypeOf, withDismissal } from './popup-memory.ts';

const welcome = { id: '19', version: 1 };
const bonus = { id: '20', version: 3 };

describe('popup dismissal memory (spec §4)', () => {
  it('uses the spec session keys and popup types per audience', () => {
    expect(POPUP_SESSION_KEYS).toEqual({ member: 'USER_POPUP', visitor: 'ANONYMOUS_POPUP' });
    expect(popupTypeOf('visitor')).toBe('PU');
    expect(popupTypeOf('member')).toBe('PR');
  });

  it('shows every popup until one is dismissed, then only the others', () => {
    expect(popupsToShow([welcome, bonus], parseDismissed(null))).toEqual([welcome, bonus]);
    const stored = withDismissal(null, welcome);
    expect(popupsToShow([welcome, bonus], parseDismissed(stored))).toEqual([bonus]);
    const both = withDismissal(stored, bonus);
    expect(popupsToShow([welcome, bonus], parseDismissed(both))).toEqual([]);
  });

  it('shows an edited popup again: a dismissal remembers the version', () => {
    const stored = withDismissal(null, welcome);
    const edited = { ...welcome, version: 2 };
    expect(popupMark(edited)).not.toBe(popupMark(welcome));
    expect(popupsToShow([edited], parseDismissed(stored))).toEqual([edited]);
  });

  it('remembers a dismissal once and reads damaged storage as nothing dismissed', () => {
    const twice = withDismissal(withDismissal(null, welcome), welcome);
    expect(JSON.parse(twice)).toEqual(['19@1']);
    expect(parseDismissed('not json').size).toBe(0);
    expect(parseDismissed('{"a":1}').size).toBe(0);
    expect([...parseDismissed('["19@1", 7]')]).toEqual(['19@1']);
  });
});
