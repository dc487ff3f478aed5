import { expect, test, type Page } from '@playwright/test';
import { signInToConsole } from './support/login.ts';

const nav = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name, exact: true });

async function openMember(page: Page, username: string) {
  await nav(page, 'Members').click();
  await expect(page.getByRole('heading', { name: 'Members', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill(username);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('link', { name: username, exact: true }).click();
  await expect(page.getByRole('heading', { name: username, level: 1 })).toBeVisible();
}

async function setLock(page: Page, lock: boolean, reason: string) {
  const name = lock ? 'Lock account' : 'Unlock account';
  await page.getByRole('button', { name }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name }).click();
  await expect(dialog).toHaveCount(0);
  const header = page.locator('main header');
  await expect(header.getByText(lock ? 'Locked' : 'Active', { exact: true })).toBeVisible();
}

test.describe('operator console: members and outbox', () => {
  test('finds a member, locks and unlocks it, resets its password; the outbox renders', async ({ page }) => {
    await signInToConsole(page);
    await openMember(page, 'demo15');
    await expect(page.getByRole('heading', { name: 'Login history' })).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Login history' }).or(page.getByText('No logins recorded yet.')),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Trusted IPs' })).toBeVisible();

    // A previous run against the same data directory may have left the member locked.
    if (await page.getByRole('button', { name: 'Unlock account' }).isVisible()) {
      await setLock(page, false, 'e2e clean-up');
    }
    await setLock(page, true, 'e2e: suspected account sharing');
    await setLock(page, false, 'e2e: checked, all fine');

    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Reset password' }).click();
    const secret = page.getByRole('dialog', { name: 'Temporary password' });
    await expect(secret.getByRole('status', { name: 'Temporary password' })).toHaveText(/\S{8,}/);
    await expect(secret.getByText('must change this password')).toBeVisible();
    await secret.getByRole('button', { name: 'Done' }).click();
    await expect(secret).toHaveCount(0);

    await nav(page, 'Audit log').click();
    await expect(page.getByRole('cell', { name: 'member.password-reset' }).first()).toBeVisible();
    await expect(page.getByRole('cell', { name: 'member.lock', exact: true }).first()).toBeVisible();

    await nav(page, 'Outbox').click();
    await expect(page.getByRole('heading', { name: 'Outbox', level: 1 })).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Messages' }).or(page.getByText('No messages have been sent yet.')),
    ).toBeVisible();
  });

  test('registration fields: username and password stay on', async ({ page }) => {
    await signInToConsole(page);
    await nav(page, 'Registration fields').click();
    await expect(page.getByRole('heading', { name: 'Registration fields', level: 1 })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Username shown', exact: true })).toBeDisabled();
    await expect(page.getByRole('switch', { name: 'Password required', exact: true })).toBeDisabled();
    await expect(page.getByRole('switch', { name: 'E-mail required' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  });

  test('screenshots of the new screens in both themes', async ({ page }) => {
    const dir = process.env.BO_SHOTS_DIR;
    test.skip(!dir, 'set BO_SHOTS_DIR to take screenshots');
    await signInToConsole(page);
    for (const theme of ['dark', 'light']) {
      if (theme === 'light') await page.getByRole('button', { name: 'Switch to light theme' }).click();
      for (const [link, heading, file] of [
        ['Members', 'Members', 'members'],
        ['Outbox', 'Outbox', 'outbox'],
        ['Registration fields', 'Registration fields', 'register-rules'],
      ] as const) {
        await nav(page, link).click();
        await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
        await expect(page.getByRole('status', { name: 'Loading…' })).toHaveCount(0);
        await page.screenshot({ path: `${dir}/${file}-${theme}.png`, fullPage: true });
      }
      await openMember(page, 'demo15');
      await page.screenshot({ path: `${dir}/member-${theme}.png`, fullPage: true });
      await page.getByRole('button', { name: 'Lock account' }).click();
      await page.screenshot({ path: `${dir}/lock-dialog-${theme}.png` });
      await page.keyboard.press('Escape');
    }
  });
});
