import { expect, test, type Page } from '@playwright/test';
import { expectBackdropHoldsPageAndCloses } from './support/dialog-backdrop.ts';
import { preferEnglish } from './support/english.ts';
import { screenshotPath } from './support/screenshots.ts';

/**
 * The home page renders each section when it comes near the viewport (issue 16): scrolled through
 * to its end, every section is there (the game centres' vendor tiles come last).
 */
async function scrollThrough(page: Page) {
  await expect(page.getByRole('tablist', { name: 'Game categories' })).toBeVisible();
  await expect(async () => {
    await page.evaluate(() => window.scrollBy(0, window.innerHeight));
    await expect(page.getByTestId('vendor-tile').first()).toBeVisible({ timeout: 500 });
  }).toPass();
  await page.evaluate(() => window.scrollTo(0, 0));
}

test.describe('home page and themes', () => {
  test.beforeEach(({ page }) => preferEnglish(page));

  test('renders the lobby shell with navigation built from the vendors', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' }).first();
    await expect(nav).toBeVisible();
    // ROYAL has live, slot, fishing, sports vendors: those categories appear in the navigation.
    for (const name of ['Live Casino', 'Slots', 'Fishing', 'Sports', 'Promotions']) {
      await expect(nav.getByText(name, { exact: true }).first()).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Log in' }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Register' }).first()).toBeVisible();
    // A visitor who only looks at the first screen is not made to build the page below it: once the
    // page has settled (2.5 s after the navigation at the earliest), its last sections are still
    // place holders.
    await page.waitForTimeout(4_000);
    await expect(page.getByTestId('vendor-tile')).toHaveCount(0);
    // From the first scroll on, they render one per idle moment, however far from the viewport: a
    // fling to the end of the page finds it whole.
    // (The visitors' popup may open meanwhile; its scroll lock keeps the wheel from scrolling until
    // the assertion's popup handler has closed it.)
    await expect(async () => {
      await page.mouse.wheel(0, 120);
      await expect(page.getByTestId('vendor-tile').first()).toBeAttached({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
  });

  test('on a phone, the menu opens as a drawer over a page that holds still', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(page.getByRole('tablist', { name: 'Game categories' })).toBeVisible();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('navigation')).toBeVisible();
    // The page under it holds still, and a tap beside it closes it.
    await expectBackdropHoldsPageAndCloses(page, drawer, { x: 380, y: 600 });
  });

  test('switches between dark and light, keeps the choice, and both look finished', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await page.reload();
    await scrollThrough(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('navigation', { name: 'Main' }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: screenshotPath('home-dark'), fullPage: true });

    await page.getByRole('button', { name: 'Switch to light theme' }).first().click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.screenshot({ path: screenshotPath('home-light'), fullPage: true });
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');

    await page.setViewportSize({ width: 390, height: 844 });
    await scrollThrough(page);
    await page.screenshot({ path: screenshotPath('home-light-phone'), fullPage: true });
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await scrollThrough(page);
    await page.screenshot({ path: screenshotPath('home-dark-phone'), fullPage: true });
  });
});
