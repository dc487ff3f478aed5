import {
  SHIPPED_TEXT_LANGUAGES,
  type ErrorCode,
  type LanguageCode,
  type ShippedLanguage,
} from '@platform/contracts';
import { ERROR_MESSAGES } from './error-messages.ts';

const isShipped = (code: LanguageCode): code is ShippedLanguage =>
  (SHIPPED_TEXT_LANGUAGES as readonly string[]).includes(code);

/** The error's text in the language, falling back to English for languages without a shipped set. */
export function translateError(
  code: ErrorCode,
  language: LanguageCode,
  params: Record<string, string | number> = {},
): string {
  const catalog = ERROR_MESSAGES[isShipped(language) ? language : 'EN'];
  return catalog[code].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
