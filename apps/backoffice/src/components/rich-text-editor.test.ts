import { describe, expect, it } from 'vitest';
import { isAllowedHref } from './rich-text-editor.tsx';

describe('rich-text links', () => {
  it('accepts what the server keeps: http(s), mail and site paths', () => {
    for (const href of [
      'https://example.com/a?b=1',
      'http://example.com',
      'mailto:help@example.com',
      '/promotions#12',
      ' /help ',
    ]) {
      expect(isAllowedHref(href), href).toBe(true);
    }
  });

  it('refuses scripts, data, protocol-relative and bare words', () => {
    for (const href of [
      'javascript:alert(1)',
      'data:text/html,x',
      '//evil.test',
      'example.com',
      '',
      'https://a b',
    ]) {
      expect(isAllowedHref(href), href).toBe(false);
    }
  });
});
