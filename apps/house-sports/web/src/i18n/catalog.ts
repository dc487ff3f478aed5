import { cn } from './cn.ts';
import { en } from './en.ts';
import { ko } from './ko.ts';
import { th } from './th.ts';
import { vi } from './vi.ts';

export type Language = 'en' | 'cn' | 'ko' | 'th' | 'vi';
export type MessageKey = keyof typeof en;
export type Params = Record<string, string | number>;
/** Every language has every key (the type checks it). */
export type Catalog = Record<MessageKey, string>;

const CATALOGS: Record<Language, Catalog> = { en, cn, ko, th, vi };

export const LOCALES: Record<Language, string> = {
  en: 'en-GB',
  cn: 'zh-CN',
  ko: 'ko-KR',
  th: 'th-TH',
  vi: 'vi-VN',
};

export function translate(language: Language, key: MessageKey, params: Params = {}): string {
  const text = CATALOGS[language][key] ?? en[key];
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

export const hasKey = (key: string): key is MessageKey => Object.hasOwn(en, key);
