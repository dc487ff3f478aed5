import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD, OPERATOR } from './accounts.ts';
import { memberLogin } from './member-api.ts';

/**
 * Logging in, one way each: through the screens where a spec is about them (or must see the site
 * as a player who just logged in), through the API where the login is only the way in.
 */

/** The player site's login popup (/login). */
export const loginDialog = (page: Page) => page.getByRole('dialog', { name: 'Log in' });

interface UiLogin {
  password?: string;
  /**
   * Wait for the form to go, as after a plain login. False where the spec looks at what the login
   * leads to itself: a verification step, a forced password change.
   */
  waitUntilDone?: boolean;
}

/** A member logs in through the login popup, as a player does. */
export async function logIn(
  page: Page,
  username: string,
  { password = DEMO_PASSWORD, waitUntilDone = true }: UiLogin = {},
) {
  await page.goto('/login');
  const dialog = loginDialog(page);
  await dialog.getByRole('textbox', { name: 'Username' }).fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  // The popup's exit animation runs after the login; a loaded CI machine needs more than 5 s for both.
  if (waitUntilDone) await expect(dialog).toBeHidden({ timeout: 15_000 });
}

/** An agent logs in on the agent page (/agent), which admits agents only and opens the agent centre. */
export async function logInAgent(
  page: Page,
  username: string,
  { password = DEMO_PASSWORD, waitUntilDone = true }: UiLogin = {},
) {
  await page.goto('/agent');
  const form = page.getByRole('region', { name: 'Agent login' });
  await form.getByRole('textbox', { name: 'Username' }).fill(username);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Log in', exact: true }).click();
  // The agent centre's code loads after the login; a loaded CI machine needs more than 5 s for both.
  if (waitUntilDone) await expect(page).toHaveURL(/\/agentHome$/, { timeout: 15_000 });
}

/**
 * A member's session without the screens: the API login's token in the tab's session storage, as a
 * returning visitor's, which the site checks at start-up. Then `path` opens with the member logged in.
 */
export async function logInByApi(page: Page, username: string, path = '/', password = DEMO_PASSWORD) {
  const { token } = await memberLogin(page.request, username, password);
  await page.goto('/');
  await page.evaluate((value) => sessionStorage.setItem('token', value), token);
  await page.goto(path);
  await expect(page.getByTestId('account-name')).toBeVisible();
}

/** The operator console's sign-in (/bo/) as the demo super admin, optionally then picking a merchant. */
export async function signInToConsole(page: Page, { merchant }: { merchant?: string } = {}) {
  await page.goto('/bo/');
  await page.getByLabel('Username').fill(OPERATOR.username);
  await page.getByLabel('Password').fill(OPERATOR.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  if (merchant) await page.getByLabel('Merchant').selectOption(merchant);
}
