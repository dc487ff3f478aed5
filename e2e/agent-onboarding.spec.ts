import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './support/accounts.ts';
import { preferEnglish } from './support/english.ts';
import { logIn, logInAgent } from './support/login.ts';
import { memberLogin } from './support/member-api.ts';
import { registerByUsername } from './support/new-member.ts';

/**
 * How people join an agent's team (issue 11), as they do it: a member opened by agent02 logs in
 * with the one-time password and must choose a password of its own first; a visitor who opens
 * agent02's sub-agent invitation link registers, is an agent in agent02's team and reaches the
 * agent centre.
 */

test.beforeEach(async ({ page }) => {
  await preferEnglish(page);
});

/** A fresh account name the demo data cannot hold (lower-case letters and digits, 6–16). */
const freshAccount = (prefix: string) => `${prefix}${Date.now().toString(36).slice(-7)}`;

async function openAccount(page: Page, account: string): Promise<string> {
  await page.goto('/agentHome/registerCenter');
  const form = page.getByTestId('open-account-form');
  await form.getByRole('textbox', { name: 'Account' }).fill(account);
  await form.getByRole('textbox', { name: 'Nickname' }).fill('New Player');
  await form.getByRole('button', { name: 'Open account' }).click();
  const opened = page.getByTestId('account-opened');
  await expect(opened).toContainText(`${account} is now a Member in your team.`);
  const password = await opened
    .getByText('One-time password', { exact: true })
    .locator('xpath=following-sibling::span[1]')
    .textContent();
  expect(password?.trim()).toMatch(/^\S{8,}$/);
  return password!.trim();
}

test('a member opened by an agent must change the one-time password at first login', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await logInAgent(page, 'agent02');
  const account = freshAccount('otp');
  const oneTime = await openAccount(page, account);

  // The new player, on a device of its own.
  const player = await browser.newPage();
  await preferEnglish(player);
  await logIn(player, account, { password: oneTime, waitUntilDone: false });
  const change = player.getByRole('dialog', { name: 'Change password' });
  await expect(change).toBeVisible({ timeout: 15_000 });
  await expect(change.getByText('please set a new password before you continue')).toBeVisible();
  // No way around it: no close button, and the one-time password is not asked again.
  await expect(change.getByRole('button', { name: 'Close' })).toHaveCount(0);
  const chosen = 'Chosen1234';
  await change.getByLabel('New password', { exact: true }).fill(chosen);
  await change.getByLabel('Confirm new password').fill(chosen);
  await change.getByRole('button', { name: 'Change password' }).click();
  await expect(change).toBeHidden();
  await expect(player.getByTestId('account-name')).toHaveText('New Player');

  // The one-time password is spent; the chosen one works.
  await expect(memberLogin(player.request, account, oneTime)).rejects.toThrow();
  expect((await memberLogin(player.request, account, chosen)).token).toBeTruthy();
  await player.close();
});

test('a visitor registers through a sub-agent invitation link and lands in the agent centre', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const account = freshAccount('sub');
  // agent02's demo sub-agent link (JOINA02A), opened as a visitor would from the agent's QR code.
  await registerByUsername(page, 'sub', {
    from: '/register?affiliateCode=JOINA02A',
    username: account,
    password: DEMO_PASSWORD,
    inspect: (dialog) =>
      expect(dialog.getByRole('textbox', { name: /Invitation code/ })).toHaveValue('JOINA02A'),
  });

  // An agent's login opens the agent centre.
  const agentPage = await browser.newPage();
  await preferEnglish(agentPage);
  await logInAgent(agentPage, account);
  await expect(agentPage.getByRole('navigation', { name: 'Agent menu' })).toBeVisible();
  await agentPage.close();

  // agent02 finds it among its direct downlines, as an agent.
  await logInAgent(page, 'agent02');
  await page.goto(`/agentHome/downlineManagmentView?account=${account}`);
  const row = page.getByTestId('downline-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(account);
  await expect(row).toContainText('Sub-agent');
});
