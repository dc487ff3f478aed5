import type { Page } from '@playwright/test';

/** New visitors get the brand's default language (Thai); most specs read English names. */
export async function preferEnglish(page: Page) {
  await page.addInitScript(() => {
    if (!localStorage.getItem('lang')) localStorage.setItem('lang', 'EN');
  });
}
