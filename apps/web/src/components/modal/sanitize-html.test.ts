import { describe, expect, it } from 'vitest';
import { isAllowedAttribute, isSafeColor, isSafeUrl } from './sanitize-html.ts';

describe('sanitizer allow-list', () => {
  it('accepts web, mail and relative URLs', () => {
    for (const url of [
      'https://example.com/x',
      'http://a.b',
      'mailto:a@b.c',
      'tel:+6612345',
      '/promotions#1',
      '#top',
      'page.html',
    ]) {
      expect(isSafeUrl(url), url).toBe(true);
    }
  });

  it('refuses script and data URLs, even obfuscated', () => {
    for (const url of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' java\tscript:alert(1)',
      'vbscript:x',
      'data:text/html;base64,AAAA',
    ]) {
      expect(isSafeUrl(url), url).toBe(false);
    }
  });

  it('allows data: images only for img src', () => {
    expect(isSafeUrl('data:image/png;base64,iVBOR', { allowDataImage: true })).toBe(true);
    expect(isSafeUrl('data:image/svg+xml;base64,PHN2Zz4=', { allowDataImage: true })).toBe(false);
  });

  it('drops event handlers and unknown attributes', () => {
    expect(isAllowedAttribute('a', 'href')).toBe(true);
    expect(isAllowedAttribute('img', 'src')).toBe(true);
    expect(isAllowedAttribute('img', 'onerror')).toBe(false);
    expect(isAllowedAttribute('div', 'style')).toBe(false);
    expect(isAllowedAttribute('p', 'title')).toBe(true);
    expect(isAllowedAttribute('span', 'href')).toBe(false);
  });

  it('accepts only plain colours', () => {
    expect(isSafeColor('#ff0')).toBe(true);
    expect(isSafeColor('red')).toBe(true);
    expect(isSafeColor('expression(alert(1))')).toBe(false);
  });
});
