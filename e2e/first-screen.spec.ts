import { expect, test, type Page } from '@playwright/test';
import { preferEnglish } from './support/english.ts';
import { closeSitePopupsInTheWay } from './support/site-popups.ts';

/**
 * The home and game list pages come with their first screen drawn on the server (issue 16): a phone
 * shows the page before the site's code has arrived, and the code then takes on that page instead of
 * drawing it again. The site's code is held back here until the spec has looked at the HTML alone
 * (and the navigation waits only for the HTML: a page sent without its drawing would wait for that
 * code before its DOMContentLoaded).
 */
async function holdTheSiteCode(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe('the first screen in the HTML', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a phone sees the home page before the site's code runs, and the code takes that page on", async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await closeSitePopupsInTheWay(page);
    const release = await holdTheSiteCode(page);
    await page.goto('/', { waitUntil: 'commit' });

    // Drawn as a visitor reads it in the brand's language (Thai): the frame, the first banner and the tabs.
    await expect(page.locator('html')).toHaveAttribute('data-ssr', 'TH');
    await expect(page.locator('html')).not.toHaveAttribute('data-ssr-stale', '');
    const banner = page.locator('#root img[src*="/api/wps/media/content/"]').first();
    await expect(banner).toBeVisible();
    await expect(page.getByRole('button', { name: 'เข้าสู่ระบบ' })).toBeVisible();
    await expect(page.getByRole('tablist')).toBeVisible();
    await expect(page.locator('#root > .boot')).toBeHidden();
    // Elements the site's code must keep, not draw again.
    await page.evaluate(() => {
      const kept = window as unknown as { drawnBanner?: Element | null; drawnHeader?: Element | null };
      kept.drawnBanner = document.querySelector('#root img');
      kept.drawnHeader = document.querySelector('#root header');
    });

    release();
    // The site's first render removes the HTML's spinner, in the task that takes the page on.
    await expect(page.locator('#root > .boot')).toHaveCount(0);
    await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    const sameNodes = await page.evaluate(() => {
      const kept = window as unknown as { drawnBanner?: Element | null; drawnHeader?: Element | null };
      return [
        kept.drawnBanner === document.querySelector('#root img'),
        kept.drawnHeader === document.querySelector('#root header'),
      ];
    });
    expect(sameNodes).toEqual([true, true]);
    expect(errors).toEqual([]);
  });

  test('a game list page comes drawn with its first games, their pictures loaded before the code runs', async ({
    page,
  }) => {
    const release = await holdTheSiteCode(page);
    await page.goto('/rng', { waitUntil: 'commit' });
    await expect(page.locator('html')).toHaveAttribute('data-ssr', 'TH');
    await expect(page.getByTestId('game-tile').first()).toBeVisible();
    // The first screen's pictures (two rows of three) come with the HTML; the rest wait to be seen.
    const pictures = page.locator('[data-testid="game-tile"] img');
    await expect(pictures).toHaveCount(6);
    await expect
      .poll(() =>
        pictures.evaluateAll((images) => images.every((i) => (i as HTMLImageElement).naturalWidth > 0)),
      )
      .toBe(true);
    await expect(pictures.first()).toHaveCSS('opacity', '1');
    const firstPicture = await pictures.first().elementHandle();
    release();
    await expect(page.locator('#root > .boot')).toHaveCount(0);
    await expect(page.getByTestId('game-tile').first()).toBeVisible();
    // The code keeps the loaded picture and marks its tile: the drawn art under it goes.
    expect(await firstPicture!.evaluate((image) => image.isConnected)).toBe(true);
    await expect(page.getByTestId('game-tile').first().locator('[data-loaded]')).toHaveCount(1);
    await expect(page.getByTestId('game-tile').first().getByTestId('game-art-fallback')).toBeHidden();
  });

  test('a tab that reads another language shows the spinner, then its own page', async ({ page }) => {
    await preferEnglish(page);
    const release = await holdTheSiteCode(page);
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.locator('html')).toHaveAttribute('data-ssr-stale', '');
    await expect(page.locator('#root > .boot')).toBeVisible();
    await expect(page.getByRole('button', { name: 'เข้าสู่ระบบ' })).toBeHidden();
    release();
    await expect(page.getByRole('button', { name: 'Log in' }).first()).toBeVisible();
    await expect(page.getByText('เข้าสู่ระบบ')).toHaveCount(0);
  });
});
