import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { preferEnglish } from './support/english.ts';
import { logInByApi } from './support/login.ts';
import { operatorToken } from './support/operator.ts';

/**
 * Platform messages (spec §2 messageV2, §7 CSP_unreadCount), the help centre (/help, #term) and the
 * mirror-site list (spec §1). demo06 is this spec's own member: an operator writes to it through the
 * console API, its unread badge rises without a reload, it reads and deletes. Counts are read
 * before each step, so the spec can run again on the same data directory.
 */

const MEMBER = 'demo06';

// preferEnglish also closes the site's popups (spec §4) whenever one is in the way.
test.beforeEach(({ page }) => preferEnglish(page));

/** An operator's message to the member, as the console's message composer sends it. */
async function sendMessage(request: APIRequestContext, title: string) {
  const token = await operatorToken(request);
  const response = await request.post('/api/bo/merchants/ROYAL/messages', {
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
    data: {
      target: { kind: 'MEMBER', value: MEMBER },
      translations: [
        {
          language: 'EN',
          title,
          bodyHtml: `<p>Hello from the operators: <strong>${title}</strong>.</p><script>window.__pwned = 1</script>`,
        },
      ],
    },
  });
  const body = (await response.json()) as { success: boolean };
  expect(body.success, JSON.stringify(body)).toBe(true);
}

/** The unread count the header badge shows (its visible number). */
async function headerCount(page: Page): Promise<number> {
  const badge = page.getByTestId('header-unread');
  await expect(badge).toBeVisible();
  return Number((await badge.getAttribute('data-count')) ?? '0');
}

test('a member sees new messages arrive live, opens one and deletes it', async ({ page, request }) => {
  const first = `Welcome bonus ${randomUUID().slice(0, 8)}`;
  await sendMessage(request, first);
  await logInByApi(page, MEMBER, '/account/messages');

  const inbox = page.getByTestId('inbox');
  // The page's code and the first page of messages load after the login: a loaded CI machine is slow.
  await expect(inbox.getByRole('button', { name: new RegExp(first) })).toBeVisible({ timeout: 15_000 });
  const before = await headerCount(page);
  expect(before).toBeGreaterThan(0);
  const accountMenu = page.getByRole('button', { name: /^Account menu of / });
  await expect(accountMenu).toHaveAccessibleName(new RegExp(`${before} unread messages?$`));
  // The member centre's messages entry carries the same count.
  const centreNav = page.getByRole('navigation', { name: 'Wallet pages' });
  await expect(
    centreNav.getByRole('link', { name: new RegExp(`Platform messages.*${before}`) }),
  ).toBeVisible();

  // An operator writes: the badge and the list change without a reload.
  const second = `Cashback paid ${randomUUID().slice(0, 8)}`;
  await sendMessage(request, second);
  await expect(page.getByTestId('header-unread')).toHaveAttribute('data-count', String(before + 1));
  await expect(page.getByTestId('header-unread')).toContainText(String(before + 1));
  const row = inbox.getByTestId('inbox-row').filter({ hasText: second });
  await expect(row).toHaveAttribute('data-read', 'false');

  // Opening it shows its text (the script the operator pasted is gone) and marks it read.
  await row.getByRole('button', { name: new RegExp(second) }).click();
  const detail = page.getByTestId('inbox-detail');
  await expect(detail.getByRole('heading', { name: second })).toBeVisible();
  await expect(detail.getByTestId('inbox-body')).toContainText('Hello from the operators');
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  await expect(page.getByTestId('header-unread')).toHaveAttribute('data-count', String(before));
  await expect(row).toHaveAttribute('data-read', 'true');

  // Deleting asks first, then the message is gone.
  await detail.getByRole('button', { name: 'Delete', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this message?' });
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Message deleted')).toBeVisible();
  await expect(inbox.getByTestId('inbox-row').filter({ hasText: second })).toHaveCount(0);

  // Ticking one and deleting it works the same from the list.
  const firstRow = inbox.getByTestId('inbox-row').filter({ hasText: first });
  await firstRow.getByRole('checkbox', { name: `Select “${first}”` }).check();
  await inbox.getByRole('button', { name: 'Delete (1)' }).click();
  await page
    .getByRole('dialog', { name: 'Delete this message?' })
    .getByRole('button', { name: 'Delete', exact: true })
    .click();
  await expect(inbox.getByTestId('inbox-row').filter({ hasText: first })).toHaveCount(0);
  await expect(page.getByTestId('header-unread')).toHaveAttribute('data-count', String(before - 1));
});

test('the help centre lists its topics and #term opens the terms', async ({ page }) => {
  await page.goto('/help');
  const topics = page.getByRole('tablist', { name: 'Help topics' });
  await expect(topics).toBeVisible({ timeout: 15_000 });
  for (const name of ['About us', 'Terms & Conditions', 'FAQ', 'Deposits', 'Withdrawals']) {
    await expect(topics.getByRole('tab', { name })).toBeVisible();
  }
  await expect(topics.getByRole('tab', { name: 'About us' })).toHaveAttribute('aria-selected', 'true');

  await page.goto('/help#term');
  await expect(topics.getByRole('tab', { name: 'Terms & Conditions' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const article = page.getByTestId('help-article');
  await expect(article.getByRole('heading', { name: 'Terms and conditions' })).toBeVisible();
  await expect(article).toContainText('You must be at least 18 years old');

  // A tab writes its hash, and the footer's links lead back in.
  await topics.getByRole('tab', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/help#faq$/);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms & Conditions' }).click();
  await expect(topics.getByRole('tab', { name: 'Terms & Conditions' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

/**
 * The footer's link, reached as a player reaches it: End, and End again while the footer is not
 * there. The home page builds what is below its first screen once the visitor reads on (issue 16),
 * and a key pressed while the page still shows its spinner, before the site's code runs, moves
 * nothing and starts nothing.
 */
async function footerLink(page: Page, name: string) {
  const link = page.getByRole('contentinfo').getByRole('link', { name });
  await expect(async () => {
    await page.keyboard.press('End');
    await expect(link).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  return link;
}

test('the mirror-site list shows the official addresses and speaks Portuguese', async ({ page }) => {
  await page.goto('/');
  await (await footerLink(page, 'Mirror sites')).click();
  await expect(page).toHaveURL(/\/mirror$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mirror sites' })).toBeVisible({
    timeout: 15_000,
  });
  const list = page.getByRole('list', { name: 'Official addresses' });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await expect(list.getByRole('listitem').first()).toContainText('localhost');
  await expect(list.getByRole('listitem').first()).toContainText('Main site');
  await expect(list.getByRole('link', { name: 'Open royal.localhost in a new tab' })).toHaveAttribute(
    'href',
    /^http:\/\/royal\.localhost:\d+\/$/,
  );

  await page.getByRole('group', { name: 'Page language' }).getByRole('button', { name: 'Português' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sites espelho' })).toBeVisible();
  await expect(page).toHaveURL(/\/mirror\?lang=PT$/);
  await expect(
    page
      .getByRole('list', { name: 'Endereços oficiais' })
      .getByRole('button', { name: 'Copiar o endereço 127.0.0.1' }),
  ).toBeVisible();
  // The rest of the site keeps its own language.
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Mirror sites' })).toBeVisible();
});

test('the app download guides cover iOS, Android and the lite iOS build', async ({ page }) => {
  await page.goto('/');
  await (await footerLink(page, 'App download')).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Download the app' })).toBeVisible({
    timeout: 15_000,
  });
  const versions = page.getByRole('tablist', { name: 'App versions' });
  await expect(page.getByRole('link', { name: 'Download for iOS' })).toHaveAttribute('href', /^https:\/\//);
  await versions.getByRole('tab', { name: 'Android app' }).click();
  await expect(page.getByRole('heading', { name: 'Install the Android app' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download for Android' })).toHaveAttribute(
    'href',
    /^https:\/\//,
  );
  await versions.getByRole('tab', { name: 'iOS lite' }).click();
  await expect(page).toHaveURL(/\/download#iosLite$/);
  await expect(page.getByRole('link', { name: 'Get iOS lite' })).toHaveAttribute('href', /^https:\/\//);
  await expect(page.getByRole('img', { name: 'QR code to download the iOS lite' })).toBeVisible();
});
