import { describe, expect, it } from 'vitest';
import { MIRROR_LANGUAGES, MIRROR_TEXTS } from './mirror-texts.ts';
import { fillText, initialMirrorLanguage, mirrorUrl } from './mirror-view.ts';

describe('mirror-site page', () => {
  it('speaks the seven languages of spec §1, every text in each', () => {
    expect(MIRROR_LANGUAGES.map((l) => l.code)).toEqual(['EN', 'CN', 'KO', 'PT', 'TH', 'TY', 'VI']);
    const keys = Object.keys(MIRROR_TEXTS.EN).sort();
    for (const { code } of MIRROR_LANGUAGES) {
      const texts = MIRROR_TEXTS[code];
      expect(Object.keys(texts).sort()).toEqual(keys);
      for (const value of Object.values(texts)) expect(value.trim()).not.toBe('');
      expect(texts.subtitle).toContain('{brand}');
      expect(texts.openLabel).toContain('{domain}');
      expect(texts.copyLabel).toContain('{domain}');
    }
  });

  it('starts in the language of the link, else the site, else English', () => {
    expect(initialMirrorLanguage('pt', 'TH')).toBe('PT');
    expect(initialMirrorLanguage('XX', 'VI')).toBe('VI');
    expect(initialMirrorLanguage(null, 'BR')).toBe('PT');
    expect(initialMirrorLanguage(null, 'TL')).toBe('TY');
    expect(initialMirrorLanguage(null, 'JA')).toBe('EN');
  });

  it('fills placeholders and leaves unknown ones', () => {
    expect(fillText('Open {domain} {x}', { domain: 'a.example' })).toBe('Open a.example {x}');
  });

  it('addresses a domain with the page scheme and port', () => {
    expect(mirrorUrl('royal.localhost', { protocol: 'http:', port: '3000' })).toBe(
      'http://royal.localhost:3000/',
    );
    expect(mirrorUrl('royal.example', { protocol: 'https:', port: '' })).toBe('https://royal.example/');
  });
});
