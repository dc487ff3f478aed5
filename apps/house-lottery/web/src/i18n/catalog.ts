import { cn } from './cn.ts';
import { en, type MessageKey } from './en.ts';
import { ko } from './ko.ts';
import { th } from './th.ts';
import { vi } from './vi.ts';

export type { MessageKey };
export type Language = 'en' | 'th' | 'vi' | 'ko' | 'cn';
export type Params = Record<string, string | number>;

export const CATALOGS: Record<Language, Record<MessageKey, string>> = { en, th, vi, ko, cn };

/** The text of `key` in `language` with `{name}` placeholders filled; English when a text is missing. */
export function translate(language: Language, key: MessageKey, params: Params = {}): string {
  const template = CATALOGS[language][key] ?? en[key] ?? key;
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    params[name] !== undefined ? String(params[name]) : match,
  );
}

export const isMessageKey = (key: string): key is MessageKey => Object.hasOwn(en, key);

export const HTML_LANG: Record<Language, string> = { en: 'en', th: 'th', vi: 'vi', ko: 'ko', cn: 'zh-CN' };

/** Platform language codes (EN, th, zh-CN, …) to the page's catalogs. */
export function normaliseLanguage(value: string | null): Language {
  const code = (value ?? 'en').toLowerCase();
  if (code.startsWith('th')) return 'th';
  if (code.startsWith('vi')) return 'vi';
  if (code.startsWith('ko') || code === 'kr') return 'ko';
  if (code.startsWith('zh') || code.startsWith('cn')) return 'cn';
  return 'en';
}
