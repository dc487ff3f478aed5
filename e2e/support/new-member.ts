import { expect as baseExpect, type Locator, type Page } from '@playwright/test';

// Registration solves a proof of work and a deposit goes through the PSP simulator: both take a while.
const expect = baseExpect.configure({ timeout: 15_000 });

export const NEW_MEMBER_PASSWORD = 'Passw0rd1';

/** A username no earlier run has taken: the prefix, the time and two random characters. */
export const freshUsername = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 2).toString(36)}`;

/**
 * A visitor signs up by username through the site's register dialog and waits for the welcome (the
 * register click first solves the bot check's proof of work in the browser). Answers the username.
 * `from` is the page that opens the dialog (an invitation or referral link); `username` and
 * `password` replace the fresh ones; `inspect` looks at the open dialog before it is filled in.
 */
export async function registerByUsername(
  page: Page,
  prefix: string,
  options: {
    from?: string;
    username?: string;
    password?: string;
    inspect?: (dialog: Locator) => Promise<void>;
  } = {},
): Promise<string> {
  const username = options.username ?? freshUsername(prefix);
  const password = options.password ?? NEW_MEMBER_PASSWORD;
  await page.goto(options.from ?? '/register');
  const register = page.getByRole('dialog', { name: 'Register' });
  await register.getByRole('tab', { name: 'By username' }).click();
  await options.inspect?.(register);
  await register.getByRole('textbox', { name: 'Username' }).fill(username);
  await register.getByLabel('Password', { exact: true }).fill(password);
  await register.getByLabel('Confirm password').fill(password);
  await register.getByRole('checkbox', { name: /I am 18 years old and agree/ }).check();
  await register.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Registration successful' })).toBeVisible({
    timeout: 45_000,
  });
  return username;
}

/** The signed-in member deposits `amount` with the demo PSP's FastPay and waits for it to complete. */
export async function depositWithFastPay(page: Page, amount: string) {
  await page.goto('/account/depositv2');
  const screen = page.getByTestId('deposit-screen');
  await screen.getByRole('radio', { name: /FastPay/ }).click();
  await screen.getByRole('textbox', { name: 'Deposit amount' }).fill(amount);
  await screen.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/psp-sim\/pay\?order=/);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByTestId('deposit-detail')).toContainText('Completed');
}
