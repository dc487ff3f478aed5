import { expect, test, type Page } from '@playwright/test';
import { preferEnglish } from './support/english.ts';
import { logInAgent } from './support/login.ts';

/**
 * The agent centre (issue 11), as agent01 uses it: open an account for a new member, create and
 * disable an invitation link, find the new member in the team and start a transfer to it, and read
 * the team overview. Each screen is an address of its own, with its filters in the URL.
 */

test.beforeEach(async ({ page }) => {
  await preferEnglish(page);
});

const agentMenu = (page: Page) => page.getByRole('navigation', { name: 'Agent menu' });

/** A fresh account name the demo data cannot hold (lower-case letters and digits). */
const freshAccount = () => `e2e${Date.now().toString(36).slice(-6)}`;

test('an agent opens an account, shares an invitation link and finds the new member in its team', async ({
  page,
}) => {
  // Six screens and a transfer page in one path: longer than the default minute on a loaded machine.
  test.setTimeout(120_000);
  await logInAgent(page, 'agent01');
  await expect(page.getByTestId('agent-name')).toContainText('Agent One');
  await expect(page.getByTestId('agent-home').getByLabel('Current time')).toContainText(/GMT[+-]\d\d:\d\d/);

  // Open an account: the one-time password is shown once, with the note that it must be changed.
  await agentMenu(page).getByRole('link', { name: 'Open account' }).click();
  await expect(page).toHaveURL(/\/agentHome\/registerCenter$/);
  const account = freshAccount();
  const form = page.getByTestId('open-account-form');
  await form.getByRole('textbox', { name: 'Account' }).fill(account);
  await form.getByRole('textbox', { name: 'Nickname' }).fill('E2E Member');
  await form.getByRole('button', { name: 'Open account' }).click();
  const opened = page.getByTestId('account-opened');
  await expect(opened).toContainText(`${account} is now a Member in your team.`);
  await expect(opened.getByRole('button', { name: 'Copy One-time password' })).toBeVisible();
  await expect(opened).toContainText('it is shown only once, and must be changed at first login');

  // Invitation links: create a member link with a note; it shows its code, address and QR code.
  await page.getByRole('tab', { name: 'Invitation links' }).click();
  await expect(page).toHaveURL(/registerCenter\?tab=links$/);
  const note = `e2e ${account}`;
  const create = page.getByTestId('create-link-form');
  await create.getByRole('textbox', { name: 'Note' }).fill(note);
  await create.getByRole('button', { name: 'Create link' }).click();
  const link = page.getByTestId('invitation-link').filter({ hasText: note });
  await expect(link).toHaveCount(1);
  const code = (await link.getByTestId('link-code').textContent())?.trim() ?? '';
  expect(code).not.toBe('');
  await expect(link).toContainText(`/register?affiliateCode=${code}`);
  await expect(link).toContainText('0 registered');
  await expect(
    link.getByRole('button', { name: `Show the QR code of ${code}` }).locator('img'),
  ).toBeVisible();

  // Disabling asks first, then the link leaves the active list.
  await link.getByRole('button', { name: `Disable link ${code}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Disable this link?' });
  await expect(confirm).toContainText(code);
  await confirm.getByRole('button', { name: 'Disable', exact: true }).click();
  await expect(link).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Disabled' });
  await expect(page).toHaveURL(/status=DISABLED/);
  await expect(page.getByTestId('invitation-link').filter({ hasText: note })).toContainText('Disabled');

  // Team management: the new member is a direct downline; its transfer opens with it filled in.
  await agentMenu(page).getByRole('link', { name: 'Team management' }).click();
  await expect(page.getByTestId('downline-row').first()).toBeVisible();
  await page.getByRole('search').getByRole('textbox', { name: 'Account' }).fill(account);
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`downlineManagmentView\\?account=${account}$`));
  const row = page.getByTestId('downline-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(account);
  await expect(row).toContainText('Member');
  await expect(row).toContainText('Never');
  await row.getByRole('link', { name: `Transfer to ${account}` }).click();
  await expect(page).toHaveURL(new RegExp(`/account/transferFund\\?to=${account}$`));
  await expect(page.getByRole('textbox', { name: 'Downline username' })).toHaveValue(account);

  // Back to the team list (its search kept in the URL), then today's overview from the menu: the
  // new member counts as a registration and in the team.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`downlineManagmentView\\?account=${account}$`));
  await expect(page.getByTestId('downline-row')).toHaveCount(1);
  await agentMenu(page).getByRole('link', { name: 'Team overview' }).click();
  await expect(page).toHaveURL(/\/agentHome\/agentTeamOverview$/);
  await expect(page.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('agent-period')).toContainText(/GMT[+-]\d\d:\d\d/);
  await expect(page.getByTestId('stat-newRegistrations').locator('dd')).not.toHaveText('0');
  await expect(page.getByTestId('stat-teamSize')).toContainText(/\d+ direct/);
  await page.getByRole('button', { name: 'Last 7 days' }).click();
  await expect(page).toHaveURL(/agentTeamOverview\?period=last7$/);
  await expect(page.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
});

test('the team reports keep their filters in the URL', async ({ page }) => {
  await logInAgent(page, 'agent01');
  await agentMenu(page).getByRole('link', { name: 'Downline profit & loss' }).click();
  await page.getByRole('tab', { name: 'Per member' }).click();
  await page.getByRole('button', { name: 'Last 30 days' }).click();
  await expect(page).toHaveURL(/palStatementsAgentCopy\?period=last30&scope=all$/);
  // A reload (or a shared link) opens the same report; the site's first load is slow on a busy machine.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Per member' })).toHaveAttribute('aria-selected', 'true', {
    timeout: 15_000,
  });
  await expect(page.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('win-loss-row').first()).toBeVisible();
  await expect(page.getByTestId('agent-summary')).toContainText('Valid bet');

  await agentMenu(page).getByRole('link', { name: 'Team betting' }).click();
  await expect(page).toHaveURL(/\/agentHome\/personalHistoryCopy$/);
  await page.getByRole('button', { name: 'Last 30 days' }).click();
  await expect(page).toHaveURL(/personalHistoryCopy\?period=last30$/);
  await expect(page.getByTestId('agent-summary')).toContainText('Rounds');

  await agentMenu(page).getByRole('link', { name: 'Team transactions' }).click();
  await page.getByRole('combobox', { name: 'Transaction type' }).selectOption({ label: 'Deposits' });
  await expect(page).toHaveURL(/agentDownlineTransactionDetailsCopy\?type=DEPOSIT$/);
});

test('on a phone the menu is the landing page and each screen has its way back', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logInAgent(page, 'agent01');
  const menu = agentMenu(page);
  await expect(menu.getByRole('link', { name: 'Team overview' })).toBeVisible();
  await menu.getByRole('link', { name: 'Team overview' }).click();
  await expect(page).toHaveURL(/\/agentHome\/agentTeamOverview$/);
  await expect(menu).toHaveCount(0);
  await expect(page.getByTestId('stat-teamSize')).toBeVisible();
  await page.getByRole('link', { name: 'Agent menu' }).click();
  await expect(page).toHaveURL(/\/agentHome$/);
  await expect(agentMenu(page)).toBeVisible();
});
