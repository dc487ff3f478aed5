import { expect, test, type Page } from '@playwright/test';
import { memberSession } from './support/member-api.ts';
import { signInToConsole } from './support/login.ts';

const PAYMENT_PASSWORD = '135790';

// A small "bank app screenshot" (240×160 PNG) a member sends as proof that a payout did not arrive.
const PROOF_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAPAAAACgCAIAAAC9uXYyAAABt0lEQVR42u3dsQ2AIBRFUaZgA7dwAtdwNJdxF2sbKlb4BUr4OS9nAnMTaQiltRfSKD4BggZBg6BB0AgaBA2CBkGDoBE0CBoEDYIGQSNoEDQIGgQNgkbQAdv5wFiCRtCCRtCCRtAgaAQtaAQtaAQtaAQNgkbQgkbQgkbQgkbQIGgELWgELWgEDXmCBpdkQdAgaAQNggZBg6BB0AgaBA2CBkGDoBE0CBoEDYIGQSNoWCTo2yzRBG25gvaTwhkaBA2CBkEjaBA0CBoEDf8EvdvsiVjQgha0oAUtaBO0oE3QghY0gha0oAUtaEGboAVtgha0oAUtaEELWtCCFrQJWtAmaEELWtCCFrSgBS1oQZug3SkEQSNoEDQIGgQNgkbQIGgQNAwN2kNg5p1CM+8UgjM0CBpBg6BB0CBoEDSCBkETU6+DCEELWtCCFrSgEbSgEbSgBS1oQQta0IIWtKARtKBRqqAFLWhBC1rQCFrQCFrQgkbQgha0oAUtaAQtaAQtaHCnEASNoEHQIGgQNAgaQYOgQdAgaBA0ggZBg6BB0CBoBA2CBkGDoEHQCBoEDYIGQSNoXwFBg6Dhax0SC9Qlmhu4mAAAAABJRU5ErkJggg==',
  'base64',
);

const nav = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name, exact: true });

async function openWallet(page: Page, username: string) {
  await nav(page, 'Members').click();
  await page.getByRole('searchbox', { name: 'Search' }).fill(username);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('link', { name: username, exact: true }).click();
  await expect(page.getByRole('heading', { name: username, level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: 'Wallet' }).click();
  await expect(page.getByRole('tab', { name: 'Wallet' })).toHaveAttribute('aria-selected', 'true');
}

/** The value of one balance tile ("Cash", "Available", …) of the wallet tab. */
const tile = (page: Page, name: string) =>
  page
    .getByRole('region', { name: 'Balances' })
    .locator('dl > div')
    .filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${name}$`) }) });

/** A distinctive amount under 1,000.00 (no grouping) finds this run's withdrawal among earlier runs'. */
const distinctAmount = () => `${100 + (Date.now() % 800)}.${String(Date.now() % 100).padStart(2, '0')}`;

test.describe('operator console: money', () => {
  test('a manual credit shows in the member’s records and balance; an oversized debit is refused', async ({
    page,
  }) => {
    await signInToConsole(page);
    await openWallet(page, 'demo03');
    await expect(page.getByRole('table', { name: 'Ledger records' })).toBeVisible();

    const reason = `e2e goodwill credit ${Date.now()}`;
    await page.getByLabel('Amount (THB)').fill('+50.00');
    await page.getByLabel('Reason').fill(reason);
    await page.getByRole('button', { name: 'Review adjustment' }).click();
    const confirm = page.getByRole('dialog', { name: 'Credit 50.00 THB to demo03?' });
    // The confirmation states the cash balance before and after: "10,000.00 → 10,050.00 THB".
    const change = await confirm.getByRole('definition').filter({ hasText: '→' }).innerText();
    const after = change.split('→')[1]!.trim().split(' ')[0]!;
    await confirm.getByRole('button', { name: 'Confirm credit' }).click();
    await expect(page.getByText(/^Credited 50\.00 THB to demo03; balance now /)).toBeVisible();
    await expect(confirm).toHaveCount(0);

    const newest = page.getByRole('table', { name: 'Ledger records' }).getByRole('row').nth(1);
    await expect(newest).toContainText(reason);
    await expect(newest).toContainText('+50.00');
    await expect(newest).toContainText('Manual adjustment');
    await expect(tile(page, 'Cash')).toContainText(after);

    // A debit beyond the balance (and below the second-approval threshold of 100,000.00): the server
    // refuses it and its translated message is shown.
    await page.getByLabel('Amount (THB)').fill('-99999.00');
    await page.getByLabel('Reason').fill('e2e: more than the member has');
    await page.getByRole('button', { name: 'Review adjustment' }).click();
    const debit = page.getByRole('dialog', { name: 'Debit 99999.00 THB from demo03?' });
    await debit.getByRole('button', { name: 'Confirm debit' }).click();
    await expect(debit.getByRole('alert')).toHaveText('Your balance is not enough for this amount.');
    await debit.getByRole('button', { name: 'Cancel' }).click();
    await expect(tile(page, 'Cash')).toContainText(after);

    await page.getByLabel('Type').selectOption('ADJUSTMENT');
    await expect(page.getByRole('table', { name: 'Ledger records' })).toContainText(reason);
  });

  test('a reconciliation run on demand balances; system accounts are listed per merchant', async ({
    page,
  }) => {
    await signInToConsole(page);
    await nav(page, 'Ledger').click();
    await expect(page.getByRole('heading', { name: 'Ledger', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Run now' }).click();
    await expect(page.getByText('Reconciliation finished: everything balances.')).toBeVisible();
    const latest = page.getByRole('list', { name: 'Reconciliation reports' }).getByRole('listitem').first();
    await expect(latest.getByText('Balanced', { exact: true })).toBeVisible();
    await expect(latest.getByRole('table', { name: /^Currencies of / })).toContainText('THB');
    await expect(page.getByRole('alert')).toHaveCount(0);
    const accounts = page.getByRole('table', { name: 'System accounts' });
    await expect(accounts.getByRole('rowheader', { name: /Royal Jackpot/ })).toBeVisible();
    await expect(accounts).toContainText('Payment provider clearing');
  });

  test('a member’s withdrawal is approved and marked paid from the queue', async ({ page, request }) => {
    const member = await memberSession(request, 'demo17');
    const bankAccountId = await member.readyToWithdraw(PAYMENT_PASSWORD);
    const amount = distinctAmount();
    const withdrawal = await member.withdraw(amount, bankAccountId, PAYMENT_PASSWORD);
    expect(withdrawal.status).toBe('PENDING_REVIEW');

    await signInToConsole(page);
    await nav(page, 'Withdrawals').click();
    await expect(page.getByRole('heading', { name: 'Withdrawals', level: 1 })).toBeVisible();
    await expect(page.getByRole('tab', { name: /^Needs action/ })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('button', { name: `Review ${amount} to demo17` }).click();
    const dialog = page.getByRole('dialog', { name: `${amount} THB to demo17` });
    await expect(dialog.getByText('Awaiting review', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Reject' })).toBeDisabled();

    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('Withdrawal of demo17 approved: Approved, to pay')).toBeVisible();
    await expect(dialog.getByText('Approved, to pay', { exact: true })).toBeVisible();
    await dialog.getByLabel('Note').fill('e2e: paid from the house account');
    await dialog.getByRole('button', { name: 'Mark paid' }).click();
    await expect(page.getByText('Withdrawal of demo17 marked paid')).toBeVisible();
    await expect(dialog.getByText('Paid, awaiting receipt', { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
    expect(await member.withdrawalStatus(withdrawal.id)).toBe('PAID');

    await page.getByRole('tab', { name: /^Paid/ }).click();
    await expect(page.getByRole('table', { name: 'Paid' })).toContainText(amount);
    await nav(page, 'Audit log').click();
    await expect(page.getByRole('cell', { name: 'withdrawal.mark_paid', exact: true }).first()).toBeVisible();
  });

  test('screenshots of the money screens in both themes', async ({ page, request }) => {
    const dir = process.env.BO_SHOTS_DIR;
    test.skip(!dir, 'set BO_SHOTS_DIR to take screenshots');
    // A disputed payout with the member's proof, for the review dialog.
    const member = await memberSession(request, 'demo17');
    const bankAccountId = await member.readyToWithdraw(PAYMENT_PASSWORD);
    const amount = distinctAmount();
    const withdrawal = await member.withdraw(amount, bankAccountId, PAYMENT_PASSWORD);
    await signInToConsole(page);
    await nav(page, 'Withdrawals').click();
    await page.getByRole('button', { name: `Review ${amount} to demo17` }).click();
    const dialog = page.getByRole('dialog', { name: `${amount} THB to demo17` });
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await dialog.getByRole('button', { name: 'Mark paid' }).click();
    await expect(dialog.getByRole('button', { name: 'Request forced receipt' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await member.reportNotReceived(withdrawal.id, [PROOF_PNG, PROOF_PNG]);

    const settle = async () => {
      await expect(page.getByRole('status', { name: 'Loading…' })).toHaveCount(0);
    };
    for (const theme of ['dark', 'light']) {
      if (theme === 'light') await page.getByRole('button', { name: 'Switch to light theme' }).click();
      await nav(page, 'Withdrawals').click();
      await page.reload();
      await settle();
      await page.screenshot({ path: `${dir}/withdrawals-${theme}.png`, fullPage: true });
      await page.getByRole('button', { name: `Review ${amount} to demo17` }).click();
      await expect(dialog.getByRole('img', { name: /^Proof 2 of 2/ })).toBeVisible();
      await page.screenshot({ path: `${dir}/withdrawal-dispute-${theme}.png` });
      await dialog.getByRole('button', { name: 'Close' }).click();
      await openWallet(page, 'demo17');
      await settle();
      await page.screenshot({ path: `${dir}/member-wallet-${theme}.png`, fullPage: true });
      await page.getByLabel('Amount (THB)').fill('-25.5');
      await page.getByLabel('Reason').fill('Duplicate bonus reversed');
      await page.getByRole('button', { name: 'Review adjustment' }).click();
      await page.screenshot({ path: `${dir}/adjustment-confirm-${theme}.png` });
      await page.keyboard.press('Escape');
      for (const [link, file] of [
        ['Ledger', 'ledger'],
        ['Game vendors', 'vendors'],
        ['Cashier settings', 'cashier-settings'],
      ] as const) {
        await nav(page, link).click();
        await expect(page.getByRole('heading', { name: link, level: 1 })).toBeVisible();
        await settle();
        await page.screenshot({ path: `${dir}/${file}-${theme}.png`, fullPage: true });
      }
      await nav(page, 'Game vendors').click();
      await page.getByRole('button', { name: 'Edit Aurora Live' }).click();
      await page.screenshot({ path: `${dir}/vendor-dialog-${theme}.png` });
      await page.keyboard.press('Escape');
    }
  });
});
