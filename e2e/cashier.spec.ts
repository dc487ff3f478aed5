import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { preferEnglish } from './support/english.ts';
import { logInByApi } from './support/login.ts';
import { operatorToken } from './support/operator.ts';
import { headerAmount, minor, shown } from './support/money.ts';

/**
 * The member centre's money screens (spec §2 withdraw, withdrawal confirmation, transferUpline,
 * transactionHistory, my wallet; header balance with its live updates). demo01 (10,000.00 THB on a
 * fresh data directory, upline agent02) sets a payment password, binds a bank account, withdraws,
 * confirms the receipt once an operator has paid, and transfers to its upline. Amounts are checked
 * against what the wallet held before, so the spec can run again on the same data directory.
 */

const MEMBER = 'demo01';
const PAYMENT_PASSWORD = '246810';

test.beforeEach(({ page }) => preferEnglish(page));

async function memberGet<T>(page: Page, request: APIRequestContext, path: string): Promise<T> {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const response = await request.get(path, { headers: { authorization: `Bearer ${token}` } });
  const body = (await response.json()) as { success: boolean; value: T };
  expect(body.success, path).toBe(true);
  return body.value;
}

/** Back-office calls that stand for an operator's work (the console has its own specs). */
async function operator(request: APIRequestContext) {
  const token = await operatorToken(request);
  return async (path: string, data: unknown) => {
    const response = await request.post(path, {
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
      data,
    });
    const body = (await response.json()) as { success: boolean; value: unknown };
    expect(body.success, `${path}: ${JSON.stringify(body)}`).toBe(true);
    return body.value;
  };
}

async function openFromAccountMenu(page: Page, item: string) {
  await page.getByRole('button', { name: /^Account menu of / }).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}

test('demo01 withdraws to a new bank account, sees it live, confirms receipt and finds it in the account record', async ({
  page,
  request,
}) => {
  await logInByApi(page, MEMBER);
  const start = await memberGet<{ balance: string; currency: string; demo: boolean }>(
    page,
    request,
    '/api/wps/v2/wallets/balance',
  );
  expect(start).toMatchObject({ currency: 'THB', demo: false });
  // The header shows the wallet's balance (10,000.00 THB for a fresh demo member).
  await expect(page.getByTestId('balance')).toContainText('THB');
  await expect(headerAmount(page)).toHaveText(shown(minor(start.balance)));

  // The header follows the wallet live: an operator's adjustment arrives over the socket.
  const me = await memberGet<{ id: string }>(page, request, '/api/wps/member/info');
  const bo = await operator(request);
  await bo(`/api/bo/merchants/ROYAL/members/${me.id}/adjustments`, {
    amount: '1.00',
    account: 'CASH',
    reason: 'e2e live balance',
  });
  await expect(headerAmount(page)).toHaveText(shown(minor(start.balance) + 100n));

  await openFromAccountMenu(page, 'Withdraw');
  await expect(page).toHaveURL(/\/account\/withdraw$/);
  const screen = page.getByTestId('withdraw-screen');
  // The wagering requirement comes before the request.
  await expect(screen.getByRole('heading', { name: 'Wagering requirement' })).toBeVisible();
  await expect(screen.getByRole('progressbar', { name: 'Wagering progress' })).toBeVisible();

  // Demo members have no payment password yet: the screen asks for one first.
  const passwordCard = screen.getByTestId('payment-password-card');
  if (await passwordCard.isVisible()) {
    await passwordCard.getByLabel('Login password').fill('Demo1234');
    await passwordCard.getByLabel('New payment password').fill(PAYMENT_PASSWORD);
    await passwordCard.getByLabel('Confirm payment password').fill(PAYMENT_PASSWORD);
    await passwordCard.getByRole('button', { name: 'Save payment password' }).click();
    await expect(page.getByText('Payment password saved')).toBeVisible();
    await expect(passwordCard).toBeHidden();
  }

  // Bind a new bank account (at most five per member).
  const info = await memberGet<{ bankAccounts: unknown[]; guaranteePercent: string }>(
    page,
    request,
    '/api/wps/cashier/withdraw/info',
  );
  const form = screen.getByTestId('withdraw-form');
  const accountNumber = `${Date.now()}`.slice(-10);
  if (info.bankAccounts.length < 5) {
    if (info.bankAccounts.length > 0) await form.getByRole('button', { name: 'Add bank account' }).click();
    const bankForm = form.getByRole('form', { name: 'New bank account' });
    await bankForm.getByRole('textbox', { name: 'Bank name' }).fill('Kasikornbank');
    await bankForm.getByRole('textbox', { name: 'Account holder name' }).fill('DEMO PLAYER 01');
    await bankForm.getByRole('textbox', { name: 'Account number' }).fill(accountNumber);
    await bankForm.getByLabel('Confirm with your payment password').fill(PAYMENT_PASSWORD);
    await bankForm.getByRole('button', { name: 'Add account' }).click();
    await expect(page.getByText('Bank account added')).toBeVisible();
    await expect(form.getByRole('radio', { name: new RegExp(accountNumber.slice(-4)) })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  }

  const before = minor(await headerAmount(page).innerText());
  await form.getByRole('textbox', { name: 'Withdrawal amount' }).fill('100');
  await form.getByLabel('Payment password', { exact: true }).fill(PAYMENT_PASSWORD);
  await form.getByRole('button', { name: 'Request withdrawal' }).click();
  await expect(page.getByText('Withdrawal of 100.00 THB requested')).toBeVisible();

  // The list shows it under review, and the header balance drops by the amount and its guarantee.
  const row = screen.getByTestId('withdrawal-row').first();
  await expect(row).toContainText('100.00');
  await expect(row).toContainText('Under review');
  const guarantee =
    info.guaranteePercent === '0.00' ? 0n : (10000n * minor(info.guaranteePercent) + 9999n) / 10000n;
  await expect(headerAmount(page)).toHaveText(shown(before - 10000n - guarantee));

  // An operator approves and pays: the member gets the confirmation screen with its countdown.
  const [withdrawal] = (
    await memberGet<{ list: { id: string }[] }>(page, request, '/api/wps/cashier/withdrawals?pageSize=1')
  ).list;
  await bo(`/api/bo/merchants/ROYAL/withdrawals/${withdrawal!.id}/review`, { action: 'APPROVE' });
  await bo(`/api/bo/merchants/ROYAL/withdrawals/${withdrawal!.id}/review`, { action: 'MARK_PAID' });
  await page.reload();
  await screen.getByTestId('withdrawal-row').first().getByRole('link', { name: 'Confirm receipt' }).click();
  await expect(page).toHaveURL(new RegExp(`/account/withdraw/${withdrawal!.id}$`));
  const confirmation = page.getByTestId('withdrawal-confirmation');
  await expect(confirmation.getByTestId('auto-receipt').getByRole('timer')).toHaveText(/^\d{2}:\d{2}:\d{2}$/);
  await confirmation.getByRole('button', { name: /^Received/ }).click();
  await confirmation.getByRole('button', { name: 'Confirm receipt' }).click();
  await expect(page.getByRole('dialog', { name: 'Thank you' })).toContainText('Your withdrawal is complete.');
  await page.getByRole('dialog', { name: 'Thank you' }).getByRole('button', { name: 'OK' }).click();
  await expect(confirmation).toContainText('Completed');
  await expect(confirmation.getByTestId('figure-received')).toContainText('100.00');

  // The account record lists the withdrawal.
  await openFromAccountMenu(page, 'Account record');
  await expect(page).toHaveURL(/\/account\/transactionHistory$/);
  const records = page.getByTestId('transaction-history');
  await records.getByRole('tab', { name: 'Withdrawals' }).click();
  await records.getByRole('button', { name: 'Today' }).click();
  await expect(
    records
      .getByTestId('record-row')
      .filter({ hasText: 'Withdrawal request' })
      .filter({ hasText: '−100.00' })
      .first(),
  ).toBeVisible();
});

test('demo01 transfers to its upline agent02', async ({ page, request }) => {
  await logInByApi(page, MEMBER);
  await openFromAccountMenu(page, 'Transfer to upline');
  await expect(page).toHaveURL(/\/account\/transferUpline$/);
  const screen = page.getByTestId('transfer-upline');

  // The payment password may not be set yet when this test runs alone.
  const passwordCard = screen.getByTestId('payment-password-card');
  if (await passwordCard.isVisible()) {
    await passwordCard.getByLabel('Login password').fill('Demo1234');
    await passwordCard.getByLabel('New payment password').fill(PAYMENT_PASSWORD);
    await passwordCard.getByLabel('Confirm payment password').fill(PAYMENT_PASSWORD);
    await passwordCard.getByRole('button', { name: 'Save payment password' }).click();
    await expect(passwordCard).toBeHidden();
  }

  const before = minor(
    (await memberGet<{ balance: string }>(page, request, '/api/wps/v2/wallets/balance')).balance,
  );
  await expect(headerAmount(page)).toHaveText(shown(before));
  await expect(screen.getByTestId('transfer-recipient')).toContainText('Agent Two (agent02)');
  const form = screen.getByTestId('transfer-form');
  await form.getByRole('textbox', { name: 'Transfer amount' }).fill('50');
  await form.getByLabel('Payment password', { exact: true }).fill(PAYMENT_PASSWORD);
  await form.getByRole('button', { name: 'Transfer to upline' }).click();

  const confirm = page.getByRole('dialog', { name: 'Confirm the transfer' });
  await expect(confirm).toContainText('Send 50.00 THB to your upline Agent Two (agent02)?');
  await confirm.getByRole('button', { name: 'Transfer', exact: true }).click();

  // Spec §8: "transfer success to or from downline or upline".
  const success = page.getByRole('dialog', { name: 'Transfer to upline successful' });
  await expect(success).toContainText('50.00 THB sent to agent02');
  await expect(success).toContainText(`Your balance is now ${shown(before - 5000n)} THB`);
  await success.getByRole('button', { name: 'OK' }).click();
  await expect(headerAmount(page)).toHaveText(shown(before - 5000n));
});
