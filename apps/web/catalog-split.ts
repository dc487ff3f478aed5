import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The texts the first screen of the home page and of a game list page (/rng, /live …) can show: the
 * site's frame (header, navigation, side menu, footer, account menu), the lobby, its sections and
 * its category pages, and the messages a first visit may meet. A
 * whole namespace (`games`) or one subtree (`support.menu`). Those pages paint once these have
 * loaded; the rest of the text set follows in a second chunk meanwhile (issue 16: a visitor's first
 * load carries about a third of the catalog). first-screen-texts.test.ts fails when a module of the
 * first load uses a key outside this list.
 */
export const FIRST_SCREEN_TEXTS: readonly string[] = [
  'balance',
  'carousel',
  'category',
  'common',
  'content',
  'cs',
  'errors',
  'floating',
  'footer',
  'games',
  'header',
  'home',
  'launch',
  'loginRequired',
  'modal',
  'nav',
  'notFound',
  'notice',
  'pager',
  'side',
  'site',
  'social',
  'vendor',
  'winners',
  'comingSoon',
  'password',
  'forgot',
  'auth',
  'wallet',
  'bonuses.title',
  'rewards.title',
  'rewards.unreadCount',
  'redEnvelope.nav',
  'missions.title',
  'missions.readyCount',
  'referral.title',
  'inbox.unreadCount',
  'support.menu',
  'cashier.nav',
];

type Catalog = { [key: string]: unknown };

/** Whether `key` (a dotted path) is in the first screen's texts, whole or under a listed subtree. */
export function isFirstScreenKey(key: string, texts: readonly string[] = FIRST_SCREEN_TEXTS): boolean {
  return texts.some((t) => key === t || key.startsWith(`${t}.`) || key.startsWith(`${t}_`));
}

function pick(catalog: Catalog, dotted: string): Catalog | undefined {
  const [head, ...tail] = dotted.split('.');
  // Plural forms (`unreadCount_one`, `_other`) go with their key.
  const names = Object.keys(catalog).filter(
    (k) => k === head || (tail.length === 0 && k.startsWith(`${head}_`)),
  );
  if (names.length === 0) return undefined;
  const out: Catalog = {};
  for (const name of names) {
    const value = catalog[name];
    if (tail.length === 0) out[name] = value;
    else if (value && typeof value === 'object') {
      const inner = pick(value as Catalog, tail.join('.'));
      if (inner) out[name] = inner;
    }
  }
  return out;
}

function merge(into: Catalog, from: Catalog) {
  for (const [k, v] of Object.entries(from)) {
    const existing = into[k];
    if (existing && typeof existing === 'object' && v && typeof v === 'object')
      merge(existing as Catalog, v as Catalog);
    else into[k] = v;
  }
}

/** The first screen's part of a catalog. */
export function firstScreenPart(catalog: Catalog, texts: readonly string[] = FIRST_SCREEN_TEXTS): Catalog {
  const out: Catalog = {};
  for (const dotted of texts) {
    const part = pick(catalog, dotted);
    if (part) merge(out, part);
  }
  return out;
}

/** Everything else: the namespaces not listed whole (a partly listed one comes whole again). */
export function restPart(catalog: Catalog, texts: readonly string[] = FIRST_SCREEN_TEXTS): Catalog {
  const whole = new Set(texts.filter((t) => !t.includes('.')));
  return Object.fromEntries(Object.entries(catalog).filter(([k]) => !whole.has(k)));
}

const PART_IMPORT = /^(.*[\\/]locales[\\/])([a-z]+)\.json\?part=(first|rest)$/;
const PART_ID = /^(.*[\\/]locales[\\/])([a-z]+)-(first|rest)\.json$/;

/**
 * `locales/th.json?part=first` and `?part=rest`: a catalog cut in two at build (and dev) time, each
 * its own chunk (`th-first-…js`, `th-rest-…js`), from the one catalog file engineers edit. Without
 * this plugin (the unit tests) each part is the whole catalog, which merges to the same texts.
 */
export function catalogSplit(): Plugin {
  return {
    name: 'catalog-split',
    enforce: 'pre',
    async resolveId(source, importer) {
      const match = PART_IMPORT.exec(source);
      if (!match || !importer) return null;
      const dir = path.resolve(path.dirname(importer), match[1]!);
      return path.join(dir, `${match[2]}-${match[3]}.json`);
    },
    async load(id) {
      const match = PART_ID.exec(id);
      if (!match) return null;
      const file = path.join(match[1]!, `${match[2]}.json`);
      this.addWatchFile(file);
      const catalog = JSON.parse(await readFile(file, 'utf8')) as Catalog;
      return JSON.stringify(match[3] === 'first' ? firstScreenPart(catalog) : restPart(catalog));
    },
  };
}
