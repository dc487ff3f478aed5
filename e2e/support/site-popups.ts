import type { Page } from '@playwright/test';

/** A visitors' (PU) or after-login (PR) popup of the site (spec §2 "public popup", §4). */
export const sitePopup = (page: Page) => page.getByTestId('site-popup');

/**
 * The site opens its popups in the lobby, once a session: on a visitor's first visit and again
 * after login. A spec about something else closes one whenever it is in the way, as a player would:
 * with the popup's own dismiss button (its first, whatever the language). Not Escape: a key goes to
 * whatever has focus, and may close a menu or a toast the spec is looking at instead.
 */
export async function closeSitePopupsInTheWay(page: Page) {
  await page.addLocatorHandler(
    sitePopup(page),
    async (popup) => {
      // Short waits: the handler's time counts against the spec's own assertion. A dispatched click,
      // not a pointer click: Playwright's pointer click on the modal waits out its own timeout after
      // the popup has already closed. A popup already leaving may miss it; it is gone a moment later.
      await popup
        .getByRole('button')
        .first()
        .dispatchEvent('click', undefined, { timeout: 1_000 })
        .catch(() => undefined);
      await popup.waitFor({ state: 'hidden', timeout: 2_000 }).catch(() => undefined);
    },
    // The action goes on at once; it waits for what it needs itself.
    { noWaitAfter: true },
  );
}
