import { expect, test } from '@playwright/test';
import { preferEnglish } from './support/english.ts';
import { screenshotPath } from './support/screenshots.ts';

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
  });

  test('switches between dark and light, keeps the choice, and both look finished', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await page.reload();
    await expect(page.getByTestId('vendor-tile').first()).toBeVisible();
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
    await page.screenshot({ path: screenshotPath('home-light-phone'), fullPage: true });
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByTestId('vendor-tile').first()).toBeVisible();
    await page.screenshot({ path: screenshotPath('home-dark-phone'), fullPage: true });
  });
});
