import { preferEnglish } from './support/english.ts';
import { expect, test } from '@playwright/test';
import { signInToConsole } from './support/login.ts';

test.describe('operator console', () => {
  test('refuses a wrong password with the server message', async ({ page }) => {
    await page.goto('/bo/');
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Account or password incorrect.');
  });

  test('maintenance set in the console takes the player site down and back up, and is audited', async ({
    page,
    context,
  }) => {
    await signInToConsole(page);
    await page.getByRole('link', { name: 'Site status' }).click();
    await page.getByRole('switch', { name: 'Maintenance mode' }).click();
    await page.getByLabel('Message shown to players').fill('Console maintenance test');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('button', { name: 'Turn maintenance on' }).click();
    await expect(page.getByText('Site status saved')).toBeVisible();

    const site = await context.newPage();
    await preferEnglish(site);
    await site.goto('/');
    await expect(site.getByRole('heading', { name: 'Site under maintenance' })).toBeVisible();
    await expect(site.getByText('Console maintenance test')).toBeVisible();

    await page.getByRole('switch', { name: 'Maintenance mode' }).click();
    // The first save's toast may still be showing: wait for this save's own answer before looking.
    const saved = page.waitForResponse(
      (response) => response.request().method() === 'PUT' && response.url().endsWith('/maintenance'),
    );
    await page.getByRole('button', { name: 'Save changes' }).click();
    expect((await saved).ok()).toBe(true);
    await expect(page.getByText('Site status saved').first()).toBeVisible();
    await site.reload();
    await expect(site.getByRole('navigation', { name: 'Main' }).first()).toBeVisible();

    await page.getByRole('link', { name: 'Audit log' }).click();
    await expect(page.getByRole('cell', { name: 'system.maintenance.update' }).first()).toBeVisible();
  });

  test('a region rule added in the console blocks this browser until it is removed', async ({
    page,
    context,
  }) => {
    await signInToConsole(page);
    await page.getByRole('link', { name: 'Region rules' }).click();
    for (const value of ['127.0.0.0/8', '::1']) {
      await page.getByLabel('IP, CIDR range or country code').fill(value);
      await page.getByRole('button', { name: 'Add rule' }).click();
      await expect(page.getByRole('cell', { name: value, exact: true })).toBeVisible();
    }
    await page.getByLabel('IP, CIDR range or country code').fill('999.1.1.1');
    await page.getByRole('button', { name: 'Add rule' }).click();
    await expect(page.getByRole('alert')).toContainText('value');

    const site = await context.newPage();
    await preferEnglish(site);
    await site.goto('/');
    await expect(site.getByRole('heading', { name: 'Access restricted' })).toBeVisible();

    for (const value of ['127.0.0.0/8', '::1']) {
      await page.getByRole('button', { name: `Delete ${value}` }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByRole('cell', { name: value, exact: true })).toHaveCount(0);
    }
    await site.reload();
    await expect(site.getByRole('navigation', { name: 'Main' }).first()).toBeVisible();
  });
});
