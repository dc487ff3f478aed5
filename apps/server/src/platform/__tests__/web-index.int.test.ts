import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BOOT_DATA_ELEMENT_ID, type TBootData } from '@platform/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, operatorAuth, type TestApp } from '../../../test/test-app.ts';

const HTML =
  '<!doctype html><html lang="th" dir="ltr"><head><title>x</title>' +
  '<script type="module" src="/assets/index-AbCd1234.js"></script></head><body><div id="root"></div></body></html>';

/** What the web build's boot-manifest plugin writes: the home and lobby routes' files, the text parts. */
const MANIFEST = {
  home: {
    js: ['/assets/home-route-AbCd1234.js', '/assets/tabs-AbCd1234.js'],
    css: ['/assets/home-AbCd1234.css'],
  },
  lobby: { js: ['/assets/category-route-AbCd1234.js'], css: [] },
  'texts-th-first': { js: ['/assets/th-first-AbCd1234.js'], css: [] },
  'texts-th-rest': { js: ['/assets/th-rest-AbCd1234.js'], css: [] },
};

function bootDataOf(html: string): TBootData | null {
  const match = new RegExp(
    `<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">(.*?)</script>`,
  ).exec(html);
  return match ? (JSON.parse(match[1]!) as TBootData) : null;
}

const links = (html: string) => [...html.matchAll(/<link [^>]*>/g)].map((m) => m[0]);

describe("the player site's HTML with its first screen's data", () => {
  let t: TestApp;
  let dir: string;
  const page = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers, remoteAddress: '203.0.113.9' });

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'web-index-'));
    mkdirSync(path.join(dir, 'assets'), { recursive: true });
    writeFileSync(path.join(dir, 'index.html'), HTML);
    writeFileSync(path.join(dir, 'boot-manifest.json'), JSON.stringify(MANIFEST));
    t = await createTestApp({ env: { WEB_DIST_DIR: dir } });
    // Two home banners, the first with a phone picture and a title that tries to end the element.
    const auth = await operatorAuth(t.app);
    const banner = (sortOrder: number, title: string, art: string, mobileArt: string | null) =>
      t.app.inject({
        method: 'POST',
        url: '/api/bo/merchants/ROYAL/content',
        headers: auth,
        payload: {
          kind: 'BANNER',
          status: 'PUBLISHED',
          bannerGroup: 'w_home',
          sortOrder,
          translations: [
            {
              language: 'TH',
              title,
              imageUrl: `/api/wps/media/content/${art}`,
              mobileImageUrl: mobileArt && `/api/wps/media/content/${mobileArt}`,
            },
          ],
        },
      });
    expect(
      (await banner(1, 'First </script><script>alert(1)</script>', 'art-live-th.svg', 'art-slots-th.svg'))
        .statusCode,
    ).toBe(200);
    expect((await banner(2, 'Second', 'art-sports-th.svg', null)).statusCode).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('carries the answers of the home page calls, exactly as the API gives them to this visitor', async () => {
    const res = await page('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const boot = bootDataOf(res.body);
    expect(boot).not.toBeNull();
    const urls = Object.keys(boot!.answers);
    expect(urls).toEqual(
      expect.arrayContaining([
        '/api/wps/system/status',
        '/api/wps/system/brandConfig',
        '/api/wps/system/whitelabel',
        '/api/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop&language=TH',
        '/api/wps/relay/GCSGAME_hotGamesV2?isPlatform=2&platform=html5-desktop&language=TH&limit=12',
      ]),
    );
    // The same value the API answers, for the same client (its IP is the page request's); the status
    // differs only in what changes from one call to the next (the time, its encrypted links).
    for (const url of urls.filter((u) => u !== '/api/wps/system/status')) {
      const api = await t.app.inject({
        method: 'GET',
        url,
        remoteAddress: '203.0.113.9',
        headers: { 'accept-language': 'th' },
      });
      expect(boot!.answers[url]!.value, url).toEqual(api.json<{ value: unknown }>().value);
    }
    expect(boot!.answers['/api/wps/system/status']!.value).toMatchObject({ state: 0, ip: '203.0.113.9' });
    // No text inside can end the element early (jsonForHtml, web-index.test.ts).
    expect(res.body).not.toContain('</script><script>alert(1)');
    // Lists that differ for a member are marked, so a member's tab asks again.
    const content = urls.find((u) => u.startsWith('/api/wps/relay/CCSFE_getListAnnouncements'))!;
    expect(boot!.answers[content]!.visitorOnly).toBe(true);
    expect(boot!.answers['/api/wps/system/brandConfig']!.visitorOnly).toBeUndefined();
  });

  it('preloads the first banner picture, the home route and its first texts; elsewhere the page and all texts', async () => {
    const home = await page('/');
    const homeLinks = links(home.body);
    // The first banner: its phone picture on a phone, its picture elsewhere; the second where three show.
    expect(homeLinks.slice(0, 3)).toEqual([
      '<link rel="preload" as="image" fetchpriority="high" href="/api/wps/media/content/art-slots-th.svg" media="(max-width: 720px)">',
      '<link rel="preload" as="image" fetchpriority="high" href="/api/wps/media/content/art-live-th.svg" media="(min-width: 721px)">',
      '<link rel="preload" as="image" fetchpriority="high" href="/api/wps/media/content/art-sports-th.svg" media="(min-width: 1024px)">',
    ]);
    expect(homeLinks).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/home-route-AbCd1234.js">',
    );
    expect(homeLinks).toContain(
      '<link rel="preload" as="style" crossorigin href="/assets/home-AbCd1234.css">',
    );
    expect(homeLinks).toContain('<link rel="modulepreload" crossorigin href="/assets/th-first-AbCd1234.js">');
    expect(home.body).not.toContain('th-rest');
    expect(home.body).not.toContain('category-route');

    const lobby = await page('/rng');
    expect(links(lobby.body)).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/category-route-AbCd1234.js">',
    );
    // A game list page paints with the first part of its texts, as the home page does.
    expect(links(lobby.body)).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/th-first-AbCd1234.js">',
    );
    expect(lobby.body).not.toContain('th-rest');
    expect(lobby.body).not.toContain('as="image"');
    expect(Object.keys(bootDataOf(lobby.body)!.answers)).toContain(
      '/api/wps/relay/GCSGAME_gameList?clientType=3&platform=html5-desktop&gameType=RNG&filter=ALL&pageNo=1&pageSize=24&language=TH',
    );
    // With a filter in the address the first list differs: only the calls every page makes.
    const filtered = await page('/rng?vassalage=HOUSE');
    expect(Object.keys(bootDataOf(filtered.body)!.answers).some((u) => u.includes('GCSGAME_gameList'))).toBe(
      false,
    );
    // Any other page waits for the whole text set: both parts load with the HTML.
    const other = await page('/vip');
    expect(links(other.body)).toEqual(
      expect.arrayContaining([
        '<link rel="modulepreload" crossorigin href="/assets/th-first-AbCd1234.js">',
        '<link rel="modulepreload" crossorigin href="/assets/th-rest-AbCd1234.js">',
      ]),
    );
  });

  it('is compressed for a browser that takes it', async () => {
    const res = await page('/', { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
  });

  it('leaves out what the site gate refuses, and tells the site state as the status call would', async () => {
    const auth = await operatorAuth(t.app);
    const maintenance = (enabled: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/bo/merchants/ROYAL/maintenance',
        headers: auth,
        payload: { enabled, message: 'Upgrading' },
      });
    expect((await maintenance(true)).statusCode).toBe(200);
    try {
      const boot = bootDataOf((await page('/')).body)!;
      expect((boot.answers['/api/wps/system/status']!.value as { state: number }).state).toBe(1);
      expect(Object.keys(boot.answers).some((u) => u.startsWith('/api/wps/relay/'))).toBe(false);
    } finally {
      expect((await maintenance(false)).statusCode).toBe(200);
    }
  });
});
