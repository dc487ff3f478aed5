import { describe, expect, it } from 'vitest';
import { jsonForHtml } from '../web-index.ts';

describe('jsonForHtml', () => {
  it('writes JSON no text inside can end its <script> element or the line, and that reads back the same', () => {
    const value = {
      title: '</script><script>alert(1)</script>',
      note: 'a & b > c',
      lines: 'x\u2028y\u2029z',
    };
    const text = jsonForHtml(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});
