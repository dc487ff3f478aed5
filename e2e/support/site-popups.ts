import type { Page } from '@playwright/test';

/** A visitors' (PU) or after-login (PR) popup of the site (spec §2 "public popup", §4). */
export const sitePopup = (page: Page) => page.getByTestId('site-popup');

/**
 * The site opens its popups in the lobby, once a session: on a visitor's first visit and again
 * after login. A spec about something else closes one whenever it is in the way, as a player would
 * (Escape, whatever the language), and then goes on with what it was doing.
 */
export async function closeSitePopupsInTheWay(page: Page) {
  await page.addLocatorHandler(
    sitePopup(page),
    async () => {
      await page.keyboard.press('Escape');
    },
    // The action goes on at once; it waits for what it needs itself.
    { noWaitAfter: true },
  );
}
