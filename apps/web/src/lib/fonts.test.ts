import { describe, expect, it } from 'vitest';
import { DISPLAY_LANGUAGES } from '@platform/contracts/client';
import { extraFontsFor } from './fonts.ts';

describe('extraFontsFor', () => {
  it('gives Korean and Chinese (simplified and traditional) their CJK fonts', () => {
    expect(extraFontsFor('ko')).toBe('ko');
    expect(extraFontsFor('zh-CN')).toBe('zh');
    expect(extraFontsFor('zh-TW')).toBe('zh');
  });

  it('needs nothing more for Thai, Vietnamese, English and the other Latin-script languages', () => {
    for (const tag of ['th', 'vi', 'en', 'id', 'ms', 'pt-BR', 'ur-Latn'])
      expect(extraFontsFor(tag)).toBeNull();
  });

  it('covers every display language: CJK ones load fonts, the rest rely on the stylesheet', () => {
    const cjk = DISPLAY_LANGUAGES.filter((l) => extraFontsFor(l.bcp47)).map((l) => l.code);
    expect(cjk).toEqual(['KO', 'CN', 'TW']);
  });
});
