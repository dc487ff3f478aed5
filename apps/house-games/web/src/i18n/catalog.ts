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

/** Whether a string names a catalog key (keys arriving from the domain, e.g. bet labels). */
export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(en, key);
}

export const HTML_LANG: Record<Language, string> = { en: 'en', th: 'th', vi: 'vi', ko: 'ko', cn: 'zh-CN' };
