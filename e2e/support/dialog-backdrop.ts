import { expect, type Locator, type Page } from '@playwright/test';
import { sitePopup } from './site-popups.ts';

/**
 * What a player feels of an open dialog's backdrop (ADR 0035): a turn of the wheel over it scrolls
 * nothing under it, and a click on it, beside the dialog, closes the dialog; then the page scrolls
 * again. `beside` is a point of the viewport outside the dialog. Leaves the page scrolled to its top.
 */
export async function expectBackdropHoldsPageAndCloses(
  page: Page,
  dialog: Locator,
  beside: { x: number; y: number },
) {
  await page.mouse.move(beside.x, beside.y);
  await page.mouse.wheel(0, 600);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.mouse.click(beside.x, beside.y);
  await expect(dialog).toBeHidden();
  await expect(async () => {
    // The visitors' popup waits for the menu drawer to close, and may open just then, holding the
    // page itself: a player closes it (a wheel turn runs no locator handler).
    const popup = sitePopup(page);
    if (await popup.isVisible()) {
      await popup.getByRole('button').first().dispatchEvent('click');
      await expect(popup).toBeHidden();
    }
    await page.mouse.wheel(0, 600);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  }).toPass({ timeout: 10_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
}
