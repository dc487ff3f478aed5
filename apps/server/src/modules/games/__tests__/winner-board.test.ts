import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskPlayer } from '../domain/winner-board.ts';

describe('maskPlayer', () => {
  it('keeps the ends of a name and hides the middle', () => {
    expect(maskPlayer('demo01')).toBe('de***01');
    expect(maskPlayer('longusername')).toBe('lo***me');
    expect(maskPlayer('abcde')).toBe('a***e');
    expect(maskPlayer('abcd')).toBe('a***');
    expect(maskPlayer('a')).toBe('a***');
    expect(maskPlayer('')).toBe('***');
  });

  it('keeps characters whole in any script', () => {
    expect(maskPlayer('สมชายใจดี')).toBe('สม***ดี');
    expect(maskPlayer('😀😀abc😀')).toBe('😀😀***c😀');
  });

  it('never shows more than four characters of a name, nor half of a short one', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 30 }), (name) => {
        const masked = maskPlayer(name);
        const shown = [...masked.replace('***', '')].length;
        expect(masked).toContain('***');
        expect(shown).toBeLessThanOrEqual(4);
        if ([...name].length > 0) expect(shown).toBeLessThanOrEqual(Math.max(1, [...name].length / 2 + 1));
      }),
    );
  });
});
