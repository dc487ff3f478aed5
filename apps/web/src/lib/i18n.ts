import type { LanguageCode } from '@platform/contracts';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import cn from '../locales/cn.json';
import en from '../locales/en.json';
import ko from '../locales/ko.json';
import th from '../locales/th.json';
import vi from '../locales/vi.json';
import {
  languageInfo,
  languageStorageAfterSwitch,
  resolveInitialLanguage,
  setCurrentLanguageCode,
} from './language.ts';
import { LOCAL_KEYS, readLocal, writeLocal } from './storage-keys.ts';

/**
 * i18next keyed by the display-language code (`EN`, `TH`, …). The five shipped text sets are
 * bundled; every other display language falls back to English (spec §9).
 */
export const i18n = i18next.createInstance();

function applyDocumentLanguage(code: LanguageCode) {
  const info = languageInfo(code);
  setCurrentLanguageCode(code);
  document.documentElement.lang = info.bcp47;
  document.documentElement.dir = info.dir;
}

export function initI18n(): typeof i18n {
  const initial = resolveInitialLanguage(readLocal(LOCAL_KEYS.lang), null);
  applyDocumentLanguage(initial);
  void i18n.use(initReactI18next).init({
    resources: {
      EN: { translation: en },
      TH: { translation: th },
      VI: { translation: vi },
      KO: { translation: ko },
      CN: { translation: cn },
    },
    lng: initial,
    fallbackLng: 'EN',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    react: { useSuspense: false },
  });
  return i18n;
}

/** The language in use. */
export function activeLanguage(): LanguageCode {
  return (i18n.language as LanguageCode) || 'TH';
}

/** Switches language because the visitor chose it: `lang` becomes `code`, `hisLang` the previous one. */
export async function chooseLanguage(code: LanguageCode): Promise<void> {
  const next = languageStorageAfterSwitch(activeLanguage(), code, readLocal(LOCAL_KEYS.hisLang));
  writeLocal(LOCAL_KEYS.lang, next.lang);
  writeLocal(LOCAL_KEYS.hisLang, next.hisLang);
  applyDocumentLanguage(code);
  await i18n.changeLanguage(code);
}

/**
 * Once the brand config is known: a visitor who never chose a language gets the brand's default
 * (spec §9), without recording it as a choice.
 */
export async function applyBrandDefaultLanguage(brandDefault: LanguageCode): Promise<void> {
  const resolved = resolveInitialLanguage(readLocal(LOCAL_KEYS.lang), brandDefault);
  if (resolved === activeLanguage()) return;
  applyDocumentLanguage(resolved);
  await i18n.changeLanguage(resolved);
}
