import { describe, expect, it } from 'vitest';
import { requestedLanguage } from '../request-language.ts';

describe('requestedLanguage', () => {
  it('takes the language parameter over Accept-Language', () => {
    expect(requestedLanguage('KO', 'th-TH,th;q=0.9')).toBe('KO');
    expect(requestedLanguage('vi', 'en')).toBe('VI');
    expect(requestedLanguage('CN', 'ko')).toBe('CN');
  });

  it('falls back to Accept-Language when the parameter is unknown, empty or not a string', () => {
    expect(requestedLanguage('xx', 'vi')).toBe('VI');
    expect(requestedLanguage('', 'ko')).toBe('KO');
    expect(requestedLanguage(['TH'], 'ko')).toBe('KO');
    expect(requestedLanguage(42, 'ko')).toBe('KO');
    expect(requestedLanguage(undefined, 'ko-KR')).toBe('KO');
  });

  it('ranks Accept-Language by q-weight, then by position', () => {
    expect(requestedLanguage(undefined, 'en;q=0.5, th;q=0.9')).toBe('TH');
    expect(requestedLanguage(undefined, 'en;q=0.5, th;q=0.5')).toBe('EN');
    expect(requestedLanguage(undefined, 'vi, en;q=0.8')).toBe('VI');
    expect(requestedLanguage(undefined, 'en;q=0.1, ko')).toBe('KO');
    expect(requestedLanguage(undefined, 'en-US;q=0.7,  ko-KR ; q=0.8')).toBe('KO');
  });

  it('skips languages weighted 0, the wildcard, bad weights and unknown tags', () => {
    expect(requestedLanguage(undefined, 'th;q=0, en;q=0.1')).toBe('EN');
    expect(requestedLanguage(undefined, '*, vi;q=0.2')).toBe('VI');
    expect(requestedLanguage(undefined, 'th;q=abc, ko;q=0.3')).toBe('KO');
    expect(requestedLanguage(undefined, 'xx-YY, qq, vi;q=0.1')).toBe('VI');
  });

  it('tells zh-TW from zh-CN', () => {
    expect(requestedLanguage(undefined, 'zh-TW')).toBe('TW');
    expect(requestedLanguage(undefined, 'zh-Hant-TW')).toBe('TW');
    expect(requestedLanguage(undefined, 'zh-HK')).toBe('TW');
    expect(requestedLanguage(undefined, 'zh-CN')).toBe('CN');
    expect(requestedLanguage(undefined, 'zh-Hans')).toBe('CN');
    expect(requestedLanguage(undefined, 'zh')).toBe('CN');
    expect(requestedLanguage(undefined, 'zh-TW;q=0.4, zh-CN;q=0.6')).toBe('CN');
    expect(requestedLanguage(undefined, 'zh-CN;q=0.4, zh-TW;q=0.6')).toBe('TW');
  });

  it('maps regional tags onto their language', () => {
    expect(requestedLanguage(undefined, 'th-TH')).toBe('TH');
    expect(requestedLanguage(undefined, 'en-GB')).toBe('EN');
    expect(requestedLanguage(undefined, 'vi-VN')).toBe('VI');
    expect(requestedLanguage(undefined, 'pt-BR')).toBe('BR');
    expect(requestedLanguage(undefined, 'pt-PT')).toBe('PT');
  });

  it('answers undefined when nothing is recognised', () => {
    expect(requestedLanguage(undefined, undefined)).toBeUndefined();
    expect(requestedLanguage(undefined, '')).toBeUndefined();
    expect(requestedLanguage(undefined, '*')).toBeUndefined();
    expect(requestedLanguage(undefined, 'xx, yy-ZZ;q=0.5')).toBeUndefined();
    expect(requestedLanguage(undefined, 'th;q=0')).toBeUndefined();
    expect(requestedLanguage('nope', undefined)).toBeUndefined();
    expect(requestedLanguage(undefined, ';;;,,,;q=')).toBeUndefined();
  });

  it('stays bounded on a huge header', () => {
    const header = `${Array.from({ length: 5000 }, () => 'xx;q=0.9').join(',')},th`;
    // Only the first 20 entries are read; the Thai at the end is past them.
    expect(requestedLanguage(undefined, header)).toBeUndefined();
  });
});
