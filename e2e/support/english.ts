import type { Page } from '@playwright/test';
import { closeSitePopupsInTheWay } from './site-popups.ts';

/**
 * New visitors get the brand's default language (Thai); most specs read English names. The specs
 * that read the site in English are about something other than its popups: one in the way is closed
 * (`sitePopups: 'keep'` for the spec about them).
 */
export async function preferEnglish(
  page: Page,
  { sitePopups = 'close' }: { sitePopups?: 'close' | 'keep' } = {},
) {
  await page.addInitScript(() => {
    if (!localStorage.getItem('lang')) localStorage.setItem('lang', 'EN');
  });
  if (sitePopups === 'close') await closeSitePopupsInTheWay(page);
}
