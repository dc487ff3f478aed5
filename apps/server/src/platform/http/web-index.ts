import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  BANNER_CAROUSEL,
  BOOT_DATA_ELEMENT_ID,
  bootDrawsFirstScreen,
  bootPaintsWithFirstTexts,
  BOOT_LOBBY_PAGES,
  bootCallUrl,
  bootPageCalls,
  bootShowsHome,
  bootSiteCalls,
  CONTENT_PATHS,
  DISPLAY_LANGUAGES,
  SHIPPED_TEXT_LANGUAGES,
  type TAnnouncementsAnswer,
  type TBanner,
  type TBootCall,
  type TBootData,
} from '@platform/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createFirstScreen } from './first-screen.ts';

/**
 * The player site's index.html as each visitor gets it (issue 16). A phone on a mobile network paid
 * a round trip after the site's code had run for the site state, the brand, the flags, the vendors,
 * the banners and the page's first list, then another for the first banner's picture and the page's
 * own code. The HTML now carries:
 *
 * - the answers of those calls (`<script type="application/json" id="boot-data">`), made here in
 *   process exactly as the browser would make them (the same routes, hooks, merchant, client IP and
 *   site gate: `app.inject`), which the site's API client answers from, once, instead of the network;
 * - on the home page, the first banners' pictures as high-priority preloads (the page's largest
 *   picture, so its load starts with the HTML);
 * - the page's own code and its first texts as module preloads (`boot-manifest.json`, written by the
 *   web build), fetched alongside the entry (on a drawn page, once it has painted);
 * - on the home and game list pages, the first screen itself, drawn from those answers by the web
 *   build's server module (`first-screen.ts`), with the site's stylesheets linked so that it paints
 *   styled from the HTML alone.
 *
 * Nothing here is needed: a call that fails, is refused (maintenance) or takes too long is left out
 * and the site makes it itself, and without the build's manifest the HTML goes out as built.
 */
export interface WebIndexOptions {
  webDistDir: string;
  /** Longest wait for the boot calls before the HTML goes out without the ones still running. */
  bootTimeoutMs?: number;
  /** The web build's server module folder; `dist-ssr` beside `webDistDir` by default. */
  webSsrDir?: string;
}

interface CachedFile<T> {
  mtimeMs: number;
  size: number;
  value: T;
}

/** Headers of the page request that the API calls made for it carry on (who, where, in which language). */
const FORWARDED_HEADERS = [
  'host',
  'user-agent',
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
  'x-real-ip',
  'forwarded',
] as const;

/** The banner slides a wide screen shows at once, and the width from which it shows them (carousel.module.css). */
const WIDE_BANNERS = BANNER_CAROUSEL.perView;
const WIDE_MEDIA = '(min-width: 1024px)';
/** The phone picture's media query (the site's PHONE_QUERY). */
const PHONE_MEDIA = '(max-width: 720px)';
const NOT_PHONE_MEDIA = '(min-width: 721px)';

type BootModule = { js: string[]; css: string[] };

/** `<` `>` `&` and the JavaScript line separators escaped, so no text inside can end the element. */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function createWebIndex(app: FastifyInstance, options: WebIndexOptions) {
  const bootTimeoutMs = options.bootTimeoutMs ?? 1_500;
  const files = new Map<string, CachedFile<unknown>>();
  const drawFirstScreen = createFirstScreen({
    ssrDir: options.webSsrDir ?? `${options.webDistDir}-ssr`,
    onError: (error) => app.log.warn({ err: error }, 'first screen not drawn on the server'),
  });

  /** A build file, read again when the build changes it (a deployment while the server runs). */
  async function buildFile<T>(name: string, parse: (text: string) => T): Promise<T | null> {
    const file = path.join(options.webDistDir, name);
    const info = await stat(file).catch(() => null);
    if (!info) return null;
    const cached = files.get(name);
    if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return cached.value as T;
    const value = parse(await readFile(file, 'utf8'));
    files.set(name, { mtimeMs: info.mtimeMs, size: info.size, value });
    return value;
  }

  async function call(request: FastifyRequest, boot: TBootCall, bcp47: string | undefined) {
    const headers: Record<string, string> = { accept: 'application/json' };
    for (const name of FORWARDED_HEADERS) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    if (bcp47) headers['accept-language'] = bcp47;
    const res = await app.inject({
      method: 'GET',
      url: bootCallUrl(boot),
      headers,
      remoteAddress: request.socket.remoteAddress,
    });
    if (res.statusCode !== 200) return null;
    const envelope = res.json<{ success?: boolean; value?: unknown }>();
    return envelope.success === true ? envelope.value : null;
  }

  async function bootData(request: FastifyRequest, pathname: string, search: string) {
    const answers: TBootData['answers'] = {};
    const run = (calls: TBootCall[], bcp47?: string) =>
      Promise.all(
        calls.map(async (boot) => {
          const value = await call(request, boot, bcp47).catch(() => null);
          if (value !== null && value !== undefined)
            answers[bootCallUrl(boot)] = boot.visitorOnly ? { value, visitorOnly: true } : { value };
          return value;
        }),
      );
    // The site's calls first: the brand says the language the page's own calls are made in.
    const [, brand] = (await run(bootSiteCalls())) as [unknown, { defaultLanguage?: string } | null];
    const language = DISPLAY_LANGUAGES.find((l) => l.code === brand?.defaultLanguage);
    if (!language) return { answers, language, banners: [] };
    const pageCalls = bootPageCalls(pathname, search, language.code);
    const values = await run(pageCalls, language.bcp47);
    const content = values[pageCalls.findIndex((c) => c.path === CONTENT_PATHS.announcements)] as
      TAnnouncementsAnswer | null | undefined;
    return { answers, language, banners: content?.banners ?? [] };
  }

  /** Boot data within the time limit; what has not come by then is left to the browser. */
  async function bootDataInTime(request: FastifyRequest, pathname: string, search: string) {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), bootTimeoutMs);
    });
    try {
      return await Promise.race([bootData(request, pathname, search), late]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** The index.html for the page at `url`, with its boot data and preloads; null when not built. */
  return async function render(request: FastifyRequest, url: string): Promise<string | null> {
    const template = await buildFile('index.html', (text) => text);
    if (template === null) return null;
    const manifest = await buildFile(
      'boot-manifest.json',
      (text) => JSON.parse(text) as Record<string, BootModule>,
    ).catch(() => null);
    const [pathname = '/', query = ''] = url.split('?');
    const search = query ? `?${query}` : '';
    const boot = await bootDataInTime(request, pathname, search).catch(() => null);

    const head: string[] = [];
    if (boot && Object.keys(boot.answers).length > 0) {
      const data: TBootData = { answers: boot.answers };
      head.push(`<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">${jsonForHtml(data)}</script>`);
    }
    const home = bootShowsHome(pathname);
    if (home && boot) head.push(...bannerPreloads(boot.banners));
    if (manifest) {
      const modules: string[] = [];
      if (home) modules.push('home');
      else if (BOOT_LOBBY_PAGES[pathname]) modules.push('lobby');
      const shipped = (SHIPPED_TEXT_LANGUAGES as readonly string[]).includes(boot?.language?.code ?? '')
        ? boot!.language!.code
        : null;
      if (shipped) {
        modules.push(`texts-${shipped.toLowerCase()}-first`);
        // The home and game list pages paint with the first part; the rest comes once they have.
        if (!bootPaintsWithFirstTexts(pathname)) modules.push(`texts-${shipped.toLowerCase()}-rest`);
      }
      for (const name of modules) {
        const module = manifest[name];
        if (!module) continue;
        for (const href of module.css)
          head.push(`<link rel="preload" as="style" crossorigin href="${escapeAttribute(href)}">`);
        for (const href of module.js)
          head.push(`<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`);
      }
    }
    const firstScreen =
      boot?.language && bootDrawsFirstScreen(pathname, search)
        ? await drawFirstScreen(url, boot.answers, boot.language.code)
        : null;
    let html = template;
    if (boot?.language) {
      const drawn = firstScreen === null ? '' : ` data-ssr="${boot.language.code}"`;
      html = html.replace(/<html lang="[^"]*"/, `<html lang="${boot.language.bcp47}"${drawn}`);
    }
    if (firstScreen !== null) {
      html = html.replace('<!--first-screen-->', () => firstScreen);
      // A drawn page paints with its styles: the stylesheets block its first paint, as a page's do.
      html = html.replace(
        /<link rel="preload" as="style"( crossorigin)? href="([^"]+)" data-app-style>/g,
        '<link rel="stylesheet"$1 href="$2">',
      );
      // Its code is fetched and run once the browser has painted it (index.html's loader): fetched
      // with the HTML, the code shared the phone's link with the stylesheets and pictures that first
      // paint waits for, and ran before it (issue 16). The loader preloads the code's modules as it
      // starts the entry, so they still come in parallel, not one import after another.
      const modules: string[] = [];
      const preloadLink = /<link rel="modulepreload"(?: crossorigin)? href="([^"]+)">/g;
      const takeModule = (_link: string, href: string) => {
        modules.push(href);
        return '';
      };
      html = html.replace(preloadLink, takeModule);
      for (let i = 0; i < head.length; i++)
        head[i] = head[i]!.replace(preloadLink, takeModule).replace(
          /^<link rel="preload" as="style"/,
          '<link rel="stylesheet"',
        );
      html = html.replace(
        /<script type="module"( crossorigin)? src="([^"]+)"><\/script>/,
        (_script, crossorigin: string | undefined, src: string) =>
          `<script type="module-after-paint"${crossorigin ?? ''} src="${src}" data-modules="${escapeAttribute(
            modules.join(' '),
          )}"></script>`,
      );
    }
    return head.length ? html.replace('</head>', `${head.join('')}</head>`) : html;
  };
}

/**
 * The home carousel's first pictures as preloads, each for the screens that show it: the first
 * banner's phone picture (when it has one) up to 720 px, its wide picture above, and the second and
 * third from 1024 px, where three slides show at once.
 */
function bannerPreloads(banners: readonly TBanner[]): string[] {
  const links: string[] = [];
  const preload = (href: string, media?: string) =>
    links.push(
      `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(href)}"${
        media ? ` media="${media}"` : ''
      }>`,
    );
  banners
    .filter((banner) => banner.group === 'w_home')
    .slice(0, WIDE_BANNERS)
    .forEach((banner, index) => {
      if (index > 0) preload(banner.imageUrl, WIDE_MEDIA);
      else if (banner.mobileImageUrl && banner.mobileImageUrl !== banner.imageUrl) {
        preload(banner.mobileImageUrl, PHONE_MEDIA);
        preload(banner.imageUrl, NOT_PHONE_MEDIA);
      } else preload(banner.imageUrl);
    });
  return links;
}
