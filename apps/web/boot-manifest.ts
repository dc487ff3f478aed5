import type { Plugin } from 'vite';

/** The modules whose files the server names in the HTML of the pages that start with them. */
const BOOT_MODULES: Record<string, RegExp> = {
  home: /[\\/]src[\\/]app[\\/]routes[\\/]home-route\.tsx$/,
  lobby: /[\\/]src[\\/]app[\\/]routes[\\/]category-route\.tsx$/,
  // The text sets' two parts (catalog-split.ts): `texts-th-first`, `texts-th-rest`, …
  texts: /[\\/]src[\\/]locales[\\/]([a-z]+)-(first|rest)\.json$/,
};

/** What a page needs beyond the entry: scripts (with their static imports) and stylesheets. */
export interface BootModule {
  js: string[];
  css: string[];
}

/** `boot-manifest.json` beside index.html: module name → the files of its chunk. */
export type BootManifest = Record<string, BootModule>;

function moduleName(facade: string | null): string | null {
  if (!facade) return null;
  if (BOOT_MODULES.home!.test(facade)) return 'home';
  if (BOOT_MODULES.lobby!.test(facade)) return 'lobby';
  const texts = BOOT_MODULES.texts!.exec(facade);
  return texts ? `texts-${texts[1]}-${texts[2]}` : null;
}

/**
 * Writes `boot-manifest.json`: for the home and game-list routes and each text set's parts, the
 * built files of the chunk and of everything it imports statically, leaving out what the entry
 * already loads. The server names them in the HTML (`<link rel="modulepreload">`) of the pages that
 * start with them, so a phone fetches the page's code alongside the entry instead of one round trip
 * after the entry has run (issue 16). Vite's own manifest is keyed by source path and leaves the
 * closure to the reader; this one is what the server needs and nothing else.
 */
export function bootManifest(): Plugin {
  return {
    name: 'boot-manifest',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file] : []));
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (roots: string[], seen = new Set<string>()) => {
        for (const name of roots) {
          if (seen.has(name)) continue;
          seen.add(name);
          closure(byName.get(name)?.imports ?? [], seen);
        }
        return seen;
      };
      const entryFiles = closure(chunks.filter((c) => c.isEntry).map((c) => c.fileName));
      const manifest: BootManifest = {};
      for (const chunk of chunks) {
        const name = moduleName(chunk.facadeModuleId);
        if (!name || !chunk.isDynamicEntry) continue;
        const files = [...closure([chunk.fileName])].filter((file) => !entryFiles.has(file));
        const css = new Set<string>();
        for (const file of files) {
          for (const sheet of byName.get(file)?.viteMetadata?.importedCss ?? []) css.add(sheet);
        }
        manifest[name] = { js: files.map((f) => `/${f}`), css: [...css].map((f) => `/${f}`) };
      }
      this.emitFile({
        type: 'asset',
        fileName: 'boot-manifest.json',
        source: JSON.stringify(manifest),
      });
    },
  };
}
