import {
  DISPLAY_LANGUAGES,
  HIDDEN_LANGUAGE,
  SHIPPED_TEXT_LANGUAGES,
  type LanguageCode,
  type ShippedLanguage,
} from '@platform/contracts/client';

export type DisplayLanguage = (typeof DISPLAY_LANGUAGES)[number];

/** Spec §9: the default language when neither the visitor nor the brand says otherwise. */
export const FALLBACK_LANGUAGE: LanguageCode = 'TH';

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && DISPLAY_LANGUAGES.some((l) => l.code === value);
}

export function languageInfo(code: LanguageCode): DisplayLanguage {
  return DISPLAY_LANGUAGES.find((l) => l.code === code) ?? DISPLAY_LANGUAGES[1];
}

export function isShippedLanguage(code: string): code is ShippedLanguage {
  return (SHIPPED_TEXT_LANGUAGES as readonly string[]).includes(code);
}

/** The languages the selector offers: every display language except the hidden CN (spec §2). */
export function selectableLanguages(): DisplayLanguage[] {
  return DISPLAY_LANGUAGES.filter((l) => l.code !== HIDDEN_LANGUAGE);
}

/**
 * The language to start in: the one the visitor chose before (local storage `lang`), else the
 * brand's default, else TH. Unknown stored values are ignored.
 */
export function resolveInitialLanguage(
  stored: string | null | undefined,
  brandDefault: string | null | undefined,
): LanguageCode {
  if (isLanguageCode(stored)) return stored;
  if (isLanguageCode(brandDefault)) return brandDefault;
  return FALLBACK_LANGUAGE;
}

/**
 * What local storage holds after switching from `current` to `next`: `lang` is the new language,
 * `hisLang` the previous one (unchanged when the language does not change).
 */
export function languageStorageAfterSwitch(
  current: LanguageCode,
  next: LanguageCode,
  previousHis: string | null,
): { lang: LanguageCode; hisLang: string | null } {
  if (current === next) return { lang: next, hisLang: previousHis };
  return { lang: next, hisLang: current };
}

// The current language lives here (not in i18next) so that the API client can read it without
// importing the i18n setup.
let current: LanguageCode = FALLBACK_LANGUAGE;

export function currentLanguage(): LanguageCode {
  return current;
}

export function setCurrentLanguageCode(code: LanguageCode): void {
  current = code;
}

export function currentBcp47(): string {
  return languageInfo(current).bcp47;
}
