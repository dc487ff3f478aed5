import {
  DISPLAY_LANGUAGES,
  ERROR_CODES,
  SHIPPED_TEXT_LANGUAGES,
  type LanguageCode,
} from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../error-messages.ts';
import { translateError } from '../translate.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('translateError', () => {
  it('has a non-empty message for every error code in every shipped language', () => {
    for (const language of SHIPPED_TEXT_LANGUAGES) {
      for (const code of ERROR_CODES) {
        const text = translateError(code, language, { fields: 'x', seconds: 1 });
        expect(text.trim().length, `${language}/${code}`).toBeGreaterThan(0);
      }
      expect(Object.keys(ERROR_MESSAGES[language]).sort(), language).toEqual([...ERROR_CODES].sort());
    }
  });

  it('really translates: no shipped language reuses the English text', () => {
    for (const language of SHIPPED_TEXT_LANGUAGES.filter((l) => l !== 'EN')) {
      for (const code of ERROR_CODES) {
        expect(ERROR_MESSAGES[language][code], `${language}/${code}`).not.toBe(ERROR_MESSAGES.EN[code]);
      }
    }
  });

  it('uses the same placeholders in every language', () => {
    for (const code of ERROR_CODES) {
      const english = placeholders(ERROR_MESSAGES.EN[code]);
      for (const language of SHIPPED_TEXT_LANGUAGES) {
        expect(placeholders(ERROR_MESSAGES[language][code]), `${language}/${code}`).toEqual(english);
      }
    }
  });

  it('substitutes placeholders', () => {
    expect(translateError('RATE_LIMITED', 'EN', { seconds: 42 })).toBe(
      'Too many requests, please try again in 42 seconds.',
    );
    expect(translateError('RATE_LIMITED', 'KO', { seconds: 42 })).toBe(
      '요청이 너무 많습니다. 42초 후에 다시 시도해 주세요.',
    );
    expect(translateError('VALIDATION_FAILED', 'TH', { fields: 'username, password' })).toBe(
      'ข้อมูลบางช่องไม่ถูกต้อง: username, password',
    );
    for (const language of SHIPPED_TEXT_LANGUAGES) {
      for (const code of ERROR_CODES) {
        expect(
          translateError(code, language, {
            fields: 'f',
            seconds: 3,
            minutes: 5,
            message: 'm',
            provider: 'Google',
            scale: 2,
            remaining: '10.00',
            min: '1.00',
            max: '9.00',
            maxMb: 5,
            name: 'n',
            until: '2026-11-25 20:00',
            years: 21,
            count: 3,
          }),
        ).not.toMatch(/\{\w+\}/);
      }
    }
  });

  it('inserts parameter values literally', () => {
    expect(translateError('VALIDATION_FAILED', 'EN', { fields: "$& $1 $' {seconds}" })).toBe(
      "Some fields are invalid: $& $1 $' {seconds}",
    );
  });

  it('falls back to English for a language without a shipped text set', () => {
    const unshipped = DISPLAY_LANGUAGES.map((l) => l.code).filter(
      (c) => !(SHIPPED_TEXT_LANGUAGES as readonly string[]).includes(c),
    ) as LanguageCode[];
    expect(unshipped).toContain('JA');
    expect(unshipped).toContain('TW');
    for (const language of unshipped) {
      for (const code of ERROR_CODES) {
        expect(translateError(code, language, { seconds: 5, fields: 'a' })).toBe(
          translateError(code, 'EN', { seconds: 5, fields: 'a' }),
        );
      }
    }
    expect(translateError('MAINTENANCE', 'JA')).toBe(
      'The site is under maintenance. Please come back later.',
    );
  });

  it('answers in the requested shipped language', () => {
    expect(translateError('MAINTENANCE', 'TH')).toBe('เว็บไซต์อยู่ระหว่างปรับปรุง กรุณากลับมาใหม่ภายหลัง');
    expect(translateError('MAINTENANCE', 'VI')).toBe('Trang web đang bảo trì. Vui lòng quay lại sau.');
    expect(translateError('MAINTENANCE', 'KO')).toBe('사이트 점검 중입니다. 나중에 다시 방문해 주세요.');
    expect(translateError('MAINTENANCE', 'CN')).toBe('网站维护中，请稍后再来。');
  });
});
