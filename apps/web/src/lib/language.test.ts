import { DISPLAY_LANGUAGES } from '@platform/contracts/client';
import { describe, expect, it } from 'vitest';
import {
  FALLBACK_LANGUAGE,
  isLanguageCode,
  languageInfo,
  languageStorageAfterSwitch,
  resolveInitialLanguage,
  selectableLanguages,
} from './language.ts';

describe('resolveInitialLanguage', () => {
  it('prefers the language stored in local storage', () => {
    expect(resolveInitialLanguage('KO', 'TH')).toBe('KO');
  });

  it('falls back to the brand default when nothing (or junk) is stored', () => {
    expect(resolveInitialLanguage(null, 'VI')).toBe('VI');
    expect(resolveInitialLanguage('xx', 'VI')).toBe('VI');
    expect(resolveInitialLanguage('', 'EN')).toBe('EN');
  });

  it('uses TH when neither is usable', () => {
    expect(resolveInitialLanguage(undefined, undefined)).toBe('TH');
    expect(resolveInitialLanguage('nope', 'zz')).toBe(FALLBACK_LANGUAGE);
  });

  it('accepts the hidden CN when it was stored', () => {
    expect(resolveInitialLanguage('CN', 'TH')).toBe('CN');
  });
});

describe('languageStorageAfterSwitch', () => {
  it('records the previous language in hisLang', () => {
    expect(languageStorageAfterSwitch('TH', 'EN', null)).toEqual({ lang: 'EN', hisLang: 'TH' });
    expect(languageStorageAfterSwitch('EN', 'CN', 'TH')).toEqual({ lang: 'CN', hisLang: 'EN' });
  });

  it('keeps hisLang when the language does not change', () => {
    expect(languageStorageAfterSwitch('EN', 'EN', 'TH')).toEqual({ lang: 'EN', hisLang: 'TH' });
  });
});

describe('selectableLanguages', () => {
  it('lists every display language except CN', () => {
    const codes = selectableLanguages().map((l) => l.code);
    expect(codes).not.toContain('CN');
    expect(codes).toHaveLength(DISPLAY_LANGUAGES.length - 1);
    expect(codes).toContain('TH');
    expect(codes).toContain('AR');
  });
});

describe('languageInfo', () => {
  it('gives the BCP 47 tag and direction', () => {
    expect(languageInfo('CN').bcp47).toBe('zh-CN');
    expect(languageInfo('AR').dir).toBe('rtl');
    expect(isLanguageCode('RU_UR')).toBe(true);
    expect(isLanguageCode('ru_ur')).toBe(false);
  });
});
