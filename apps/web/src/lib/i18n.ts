import type { LanguageCode, ShippedLanguage } from '@platform/contracts';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { whenEngaged, whenSettled } from './page-load.ts';
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
 * back to English (spec §9). Each shipped text set is its own pair of chunks, loaded when its
 * language is first used, so a visitor downloads one catalog, not five (issue 16). Catalogs have the same keys
 * (locales.test.ts), so a loaded catalog never needs English behind it.
 */
export const i18n = i18next.createInstance();

type Catalog = Record<string, unknown>;
type Part = 'first' | 'rest';
type LoadPart = () => Promise<{ default: Catalog }>;
/**
 * Each text set comes in two chunks, cut at build time from its one catalog file (catalog-split.ts):
 * the texts of the home page's first screen, and the rest, fetched alongside and added when it
 * arrives, so the home page paints after a third of the catalog (issue 16).
 */
const CATALOGS: Record<ShippedLanguage, Record<Part, LoadPart>> = {
  EN: {
    first: () => import('../locales/en.json?part=first'),
    rest: () => import('../locales/en.json?part=rest'),
  },
  TH: {
    first: () => import('../locales/th.json?part=first'),
    rest: () => import('../locales/th.json?part=rest'),
  },
  VI: {
    first: () => import('../locales/vi.json?part=first'),
    rest: () => import('../locales/vi.json?part=rest'),
  },
  KO: {
    first: () => import('../locales/ko.json?part=first'),
    rest: () => import('../locales/ko.json?part=rest'),
  },
  CN: {
    first: () => import('../locales/cn.json?part=first'),
    rest: () => import('../locales/cn.json?part=rest'),
  },
};

/** The text set a display language reads: its own when shipped, else English. */
const catalogOf = (code: LanguageCode): ShippedLanguage => (isShippedLanguage(code) ? code : 'EN');

function loadPart(language: ShippedLanguage, part: Part): Promise<Catalog> {
  // One retry covers a dropped mobile connection; a second failure propagates to the caller.
  const load = () => CATALOGS[language][part]().then((module) => module.default);
  return load().catch(load);
}

/** The text set's second part is still to come: a key it holds shows as nothing meanwhile, not as a key. */
let restPending = false;
/** A key was asked for while the second part was still to come: redraw the texts when it lands. */
let missedWhilePending = false;
/** Starts fetching the second part (once); null when there is nothing left to fetch. */
let startRest: (() => void) | null = null;

/** Adds `language`'s second part once it arrives; redraws the texts if something asked for it before. */
async function completeCatalog(language: ShippedLanguage): Promise<void> {
  try {
    const rest = await loadPart(language, 'rest');
    i18n.addResourceBundle(language, 'translation', rest, true, true, {
      silent: !missedWhilePending,
      skipCopy: true,
    });
  } catch {
    // Without the rest, a missing text shows its key, as before the split.
  } finally {
    restPending = false;
    missedWhilePending = false;
  }
}

/**
 * The second part of the visitor's text set, once the page has loaded and the browser is idle, or at
 * the visitor's first action (the root layout calls this when it mounts), so it does not share the
 * network and the main thread with the first screen (issue 16). A text asked for before then starts it at once. Returns a cleanup.
 */
export function loadRestOfTextsWhenIdle(): () => void {
  if (!startRest) return () => undefined;
  let live = true;
  // After the page's load (and an idle moment), or at the visitor's first action if that comes first.
  void Promise.race([whenSettled(), whenEngaged()]).then(() => {
    if (live) startRest?.();
  });
  return () => {
    live = false;
  };
}

/** Makes sure `code`'s whole text set is in i18next before switching to it. */
async function ensureCatalog(code: LanguageCode): Promise<void> {
  const language = catalogOf(code);
  if (i18n.hasResourceBundle(language, 'translation')) return;
  const [first, rest] = await Promise.all([loadPart(language, 'first'), loadPart(language, 'rest')]);
  i18n.addResourceBundle(language, 'translation', { ...first, ...rest }, true, true, {
    silent: true,
    skipCopy: true,
  });
}

function applyDocumentLanguage(code: LanguageCode) {
  const info = languageInfo(code);
  setCurrentLanguageCode(code);
  document.documentElement.lang = info.bcp47;
  document.documentElement.dir = info.dir;
  loadFontsFor(info.bcp47);
}

/** What the browser's and the server's i18next share. */
const I18N_OPTIONS = {
  fallbackLng: 'EN',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  react: { useSuspense: false, bindI18nStore: 'added' },
} as const;

/**
 * i18next for the server's drawing of a first screen (entry-server.tsx): `code`'s whole text set,
 * nothing read from storage or written to the document. The server draws one page at a time, so the
 * one instance switches language between pages.
 */
export async function startI18nOnServer(code: LanguageCode): Promise<typeof i18n> {
  if (!i18n.isInitialized)
    await i18n.use(initReactI18next).init({ ...I18N_OPTIONS, resources: {}, lng: code });
  setCurrentLanguageCode(code);
  await ensureCatalog(code);
  if (i18n.language !== code) await i18n.changeLanguage(code);
  return i18n;
}

/**
 * Starts i18next on the visitor's language once its text set has loaded (nothing renders before):
 * on the home page (`firstScreenOnly`) its first part, the rest following; elsewhere all of it.
 */
export async function initI18n({
  firstScreenOnly = false,
  brandDefault = null,
}: {
  firstScreenOnly?: boolean;
  /** The brand's default language when already known (the page's boot data): no switch after. */
  brandDefault?: string | null;
} = {}): Promise<typeof i18n> {
  const initial = resolveInitialLanguage(readLocal(LOCAL_KEYS.lang), brandDefault);
  applyDocumentLanguage(initial);
  const language = catalogOf(initial);
  // Elsewhere both parts are fetched at once; the home page paints with the first alone.
  const rest = firstScreenOnly ? null : loadPart(language, 'rest');
  if (firstScreenOnly) {
    restPending = true;
    startRest = () => {
      startRest = null;
      void completeCatalog(language);
    };
  }
  // Without its texts the site still starts (keys show) rather than staying blank.
  const catalog = await Promise.all([loadPart(language, 'first'), rest ?? {}])
    .then(([first, others]) => ({ ...first, ...others }))
    .catch((): Catalog => ({}));
  await i18n.use(initReactI18next).init({
    ...I18N_OPTIONS,
    resources: { [language]: { translation: catalog } },
    lng: initial,
    parseMissingKeyHandler: (key) => {
      if (!restPending) return key;
      missedWhilePending = true;
      startRest?.();
      return '';
    },
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

/** Whether the language in use is already the one the brand's default gives this visitor. */
export function isBrandLanguageApplied(brandDefault: LanguageCode): boolean {
  return resolveInitialLanguage(readLocal(LOCAL_KEYS.lang), brandDefault) === activeLanguage();
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
