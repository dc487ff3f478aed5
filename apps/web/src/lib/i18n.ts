import type { LanguageCode, ShippedLanguage } from '@platform/contracts';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadFontsFor } from './fonts.ts';
import {
  isShippedLanguage,
  languageInfo,
  languageStorageAfterSwitch,
  resolveInitialLanguage,
  setCurrentLanguageCode,
} from './language.ts';
import { LOCAL_KEYS, readLocal, writeLocal } from './storage-keys.ts';

/**
 * i18next keyed by the display-language code (`EN`, `TH`, …). Every other display language falls
 * back to English (spec §9). Each shipped text set is its own chunk, loaded when its language is
 * first used, so a visitor downloads one catalog, not five (issue 16). Catalogs have the same keys
 * (locales.test.ts), so a loaded catalog never needs English behind it.
 */
export const i18n = i18next.createInstance();

type Catalog = Record<string, unknown>;
const CATALOGS: Record<ShippedLanguage, () => Promise<{ default: Catalog }>> = {
  EN: () => import('../locales/en.json'),
  TH: () => import('../locales/th.json'),
  VI: () => import('../locales/vi.json'),
  KO: () => import('../locales/ko.json'),
  CN: () => import('../locales/cn.json'),
};

/** The text set a display language reads: its own when shipped, else English. */
const catalogOf = (code: LanguageCode): ShippedLanguage => (isShippedLanguage(code) ? code : 'EN');

async function loadCatalog(code: LanguageCode): Promise<{ language: ShippedLanguage; catalog: Catalog }> {
  const language = catalogOf(code);
  // One retry covers a dropped mobile connection; a second failure propagates to the caller.
  const load = () => CATALOGS[language]().then((module) => module.default);
  return { language, catalog: await load().catch(load) };
}

/** Makes sure `code`'s text set is in i18next before switching to it. */
async function ensureCatalog(code: LanguageCode): Promise<void> {
  const language = catalogOf(code);
  if (i18n.hasResourceBundle(language, 'translation')) return;
  const loaded = await loadCatalog(code);
  i18n.addResourceBundle(loaded.language, 'translation', loaded.catalog);
}

function applyDocumentLanguage(code: LanguageCode) {
  const info = languageInfo(code);
  setCurrentLanguageCode(code);
  document.documentElement.lang = info.bcp47;
  document.documentElement.dir = info.dir;
  loadFontsFor(info.bcp47);
}

/** Starts i18next on the visitor's language, once its text set has loaded (nothing renders before). */
export async function initI18n(): Promise<typeof i18n> {
  const initial = resolveInitialLanguage(readLocal(LOCAL_KEYS.lang), null);
  applyDocumentLanguage(initial);
  // Without its texts the site still starts (keys show) rather than staying blank.
  const { language, catalog } = await loadCatalog(initial).catch(() => ({ language: 'EN', catalog: {} }));
  await i18n.use(initReactI18next).init({
    resources: { [language]: { translation: catalog } },
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
  await ensureCatalog(code);
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
  await ensureCatalog(resolved);
  applyDocumentLanguage(resolved);
  await i18n.changeLanguage(resolved);
}
