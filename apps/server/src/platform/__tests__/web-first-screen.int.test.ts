import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/** The built index.html's shape: deferred stylesheets, the entry module, the spinner and its marker. */
const HTML =
  '<!doctype html><html lang="th" dir="ltr"><head><title>x</title>' +
  '<script type="module" crossorigin src="/assets/index-AbCd1234.js"></script>' +
  '<link rel="preload" as="style" crossorigin href="/assets/index-AbCd1234.css" data-app-style>' +
  '</head><body><div id="root"><div class="boot">spinner</div><!--first-screen--></div></body></html>';

const MANIFEST = {
  home: { js: ['/assets/home-route-AbCd1234.js'], css: ['/assets/home-AbCd1234.css'] },
  lobby: { js: ['/assets/category-route-AbCd1234.js'], css: [] },
  'texts-th-first': { js: ['/assets/th-first-AbCd1234.js'], css: [] },
};

/**
 * Stands in for the web build's server module (apps/web entry-server.tsx, which the e2e suite runs
 * for real): it draws what it was asked, and fails for `/live`, as a broken build would.
 */
const ENTRY_SERVER = `
export async function renderFirstScreen({ url, answers, language }) {
  if (url === '/live') throw new Error('the drawing failed');
  const banners = Object.keys(answers).filter((u) => u.includes('getListAnnouncements')).length;
  return '<main data-url="' + url + '" data-language="' + language + '" data-content-answers="' + banners + '">drawn</main>';
}
`;

describe("the player site's first screen drawn on the server (issue 16)", () => {
  let t: TestApp;
  let dir: string;
  const page = (url: string) => t.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.9' });

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'web-first-screen-'));
    mkdirSync(path.join(dir, 'assets'), { recursive: true });
    mkdirSync(`${dir}-ssr`, { recursive: true });
    writeFileSync(path.join(dir, 'index.html'), HTML);
    writeFileSync(path.join(dir, 'boot-manifest.json'), JSON.stringify(MANIFEST));
    writeFileSync(path.join(`${dir}-ssr`, 'entry-server.js'), ENTRY_SERVER);
    t = await createTestApp({ env: { WEB_DIST_DIR: dir } });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
    rmSync(`${dir}-ssr`, { recursive: true, force: true });
  });

  it('puts the home page drawn from the boot answers in the brand language, styled and with its code after the paint', async () => {
    const res = await page('/');
    expect(res.statusCode).toBe(200);
    const html = res.body;
    // Drawn from the same answers the HTML carries, the banners' list among them.
    expect(html).toContain(
      '<div class="boot">spinner</div><main data-url="/" data-language="TH" data-content-answers="1">drawn</main></div>',
    );
    expect(html).toContain('<html lang="th" data-ssr="TH" dir="ltr">');
    // The stylesheets block the paint of a drawn page (the spinner's page deferred them).
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-AbCd1234.css">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/home-AbCd1234.css">');
    expect(html).not.toContain('data-app-style');
    // The code is fetched and started by index.html's loader once the page has painted, the page's
    // modules and first texts preloaded with it: nothing of it competes with the first paint.
    expect(html).toContain(
      '<script type="module-after-paint" crossorigin src="/assets/index-AbCd1234.js" data-modules="/assets/home-route-AbCd1234.js /assets/th-first-AbCd1234.js">',
    );
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('modulepreload');
  });

  it('draws a game list page opened without a query', async () => {
    const html = (await page('/rng')).body;
    expect(html).toContain('<main data-url="/rng" data-language="TH" data-content-answers="1">drawn</main>');
    expect(html).toContain('data-ssr="TH"');
  });

  it('sends the spinner as before for other pages, a page with a query, and a drawing that fails', async () => {
    for (const url of ['/promotions', '/rng?vendor=HOUSE', '/?token=abc', '/live']) {
      const html = (await page(url)).body;
      expect(html, url).toContain('<div class="boot">spinner</div><!--first-screen--></div>');
      expect(html, url).not.toContain('data-ssr');
      expect(html, url).toContain('<script type="module" crossorigin src="/assets/index-AbCd1234.js">');
      expect(html, url).toContain('data-app-style');
    }
  });
});
