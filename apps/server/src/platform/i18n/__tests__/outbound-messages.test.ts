import { SHIPPED_TEXT_LANGUAGES } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { outboundText } from '../outbound-messages.ts';

const KEYS = ['codeBody', 'codeSubject', 'temporaryPasswordSubject', 'temporaryPasswordBody'] as const;
const PARAMS = { brand: 'Royal', code: '123456', minutes: 2, username: 'demo01', password: 'Tmp12345' };

describe('outbound SMS and e-mail texts', () => {
  it('exist in every shipped language, translated, with every placeholder filled', () => {
    for (const key of KEYS) {
      const english = outboundText(key, 'EN', PARAMS);
      for (const language of SHIPPED_TEXT_LANGUAGES) {
        const text = outboundText(key, language, PARAMS);
        expect(text, `${language}/${key}`).not.toMatch(/\{\w+\}/);
        if (language !== 'EN') expect(text, `${language}/${key}`).not.toBe(english);
      }
    }
    expect(outboundText('codeBody', 'VI', PARAMS)).toContain('123456');
    expect(outboundText('temporaryPasswordBody', 'KO', PARAMS)).toContain('Tmp12345');
  });

  it('falls back to English for a language without a shipped set', () => {
    expect(outboundText('codeSubject', 'JA', PARAMS)).toBe(outboundText('codeSubject', 'EN', PARAMS));
  });
});
