import { expect, type Locator, type Page } from '@playwright/test';

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
    await page.mouse.wheel(0, 600);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  }).toPass({ timeout: 10_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
}
