import { expect, test, type Page } from '@playwright/test';
import { preferEnglish } from './support/english.ts';
import { logIn, signInToConsole } from './support/login.ts';

/**
 * Issue 18: the site runs under a strict Content-Security-Policy (no inline script but the theme's,
 * by hash; nothing framed but the game window's vendor; framed by no one). The browser reports every
 * refusal as a `securitypolicyviolation` event; the spec walks the screens that load the most (home,
 * login popup, a lobby, a game in the game window, the console) and fails on any.
 */

test.beforeEach(async ({ page }) => {
  await preferEnglish(page);
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
});

async function violations(page: Page): Promise<string[]> {
  const frames = page.frames();
  const all: string[] = [];
  for (const frame of frames) {
    const seen = await frame
      .evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])
      .catch(() => []);
    all.push(...seen);
  }
  return all;
}

test('the player site sends its security headers and works under its CSP', async ({ page, request }) => {
  const home = await request.get('/');
  const headers = home.headers();
  expect(headers['content-security-policy']).toContain("script-src 'self' 'sha256-");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  const scriptSources = /script-src ([^;]*)/.exec(headers['content-security-policy'] ?? '')?.[1] ?? '';
  expect(scriptSources).not.toContain('unsafe');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  // Plain HTTP: no HSTS.
  expect(headers['strict-transport-security']).toBeUndefined();

  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', /dark|light/);
  // The login popup under the CSP too.
  await logIn(page, 'demo18');

  await page.goto('/rng?vassalage=HOUSE');
  await page.getByRole('button', { name: 'Play Dragon Fortune', exact: true }).first().click();
  const game = page.frameLocator('iframe[title="Dragon Fortune game window"]');
  await expect(game.getByTestId('slot-game')).toBeVisible({ timeout: 20_000 });

  expect(await violations(page)).toEqual([]);
});

test('the console sends its security headers and works under its CSP', async ({ page, request }) => {
  const console = await request.get('/bo/');
  expect(console.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(console.headers()['content-security-policy']).toContain("frame-src 'none'");

  await signInToConsole(page);
  expect(await violations(page)).toEqual([]);
});
