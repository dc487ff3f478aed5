import { randomUUID } from 'node:crypto';
import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { preferEnglish } from './support/english.ts';
import { spinHouseSlot } from './support/house-slot.ts';
import { encrypt } from './support/member-api.ts';
import { minor, shown } from './support/money.ts';
import { NEW_MEMBER_PASSWORD, registerByUsername } from './support/new-member.ts';
import { operatorToken } from './support/operator.ts';
import { screenshotPath } from './support/screenshots.ts';

/**
 * Issue 12, the whole story of bonus money: an operator runs a small first-deposit bonus (10% up to
 * 30.00 THB; the deposit and bonus wagered once, slots only); a new member deposits 100.00 choosing it, is refused a
 * withdrawal with exactly what is left to wager (the deposit's own turnover plus the bonus's), plays
 * a HOUSE slot until both are met, watches the bonus be released to cash by the `bonuses.settle` job
 * (each minute; the spec waits for it, as a member would) and then withdraws.
 */

test.beforeEach(({ page }) => preferEnglish(page));

const expect = baseExpect.configure({ timeout: 15_000 });
const PASSWORD = NEW_MEMBER_PASSWORD;
const PAYMENT_PASSWORD = '246810';

async function memberGet<T>(page: Page, request: APIRequestContext, path: string): Promise<T> {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const response = await request.get(path, { headers: { authorization: `Bearer ${token}` } });
  const body = (await response.json()) as { success: boolean; value: T };
  expect(body.success, path).toBe(true);
  return body.value;
}

/** The operator's campaign, through the console's API (the console's own specs drive its editor). */
/** The merchant's deposit turnover rule (basis points of each deposit to wager before withdrawing). */
async function depositTurnoverBps(request: APIRequestContext): Promise<number> {
  const token = await operatorToken(request);
  const response = await request.get('/api/bo/merchants/ROYAL/cashier-settings', {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { success: boolean; value: { turnoverBps: number } };
  expect(body.success, JSON.stringify(body)).toBe(true);
  return body.value.turnoverBps;
}

async function createCampaign(request: APIRequestContext, title: string) {
  const token = await operatorToken(request);
  const now = Date.now();
  const response = await request.post('/api/bo/merchants/ROYAL/promotions', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      kind: 'DEPOSIT',
      category: 'DEPOSIT',
      sortOrder: 0,
      startsAt: new Date(now - 60_000).toISOString(),
      // Ends soon after the spec: runs on the same data directory do not pile up live campaigns.
      endsAt: new Date(now + 20 * 60_000).toISOString(),
      depositType: 'FIRST',
      percentBps: 1_000,
      cap: '30',
      minDeposit: '100',
      wageringMultiple: 1,
      categoryWeightsBps: { RNG: 10_000 },
      bonusExpiryDays: 7,
      translations: [{ language: 'EN', title, summary: '10% up to 30.00 THB, wagered once on slots.' }],
    },
  });
  const body = (await response.json()) as { success: boolean };
  expect(body.success, JSON.stringify(body)).toBe(true);
}

test('a member takes a deposit bonus, is refused a withdrawal until it is wagered, then withdraws', async ({
  page,
  request,
}) => {
  test.setTimeout(420_000);
  const title = `Wager-once bonus ${randomUUID().slice(0, 6)}`;
  await createCampaign(request, title);

  // A new member registers.
  await registerByUsername(page, 'bw');

  // The deposit of 100.00 with the bonus chosen: 10.00 of bonus.
  await page.goto('/account/depositv2');
  const screen = page.getByTestId('deposit-screen');
  await screen.getByRole('radio', { name: /FastPay/ }).click();
  await screen.getByRole('textbox', { name: 'Deposit amount' }).fill('100');
  const choice = screen.getByTestId('deposit-bonus').getByRole('radio', { name: new RegExp(title) });
  await choice.click();
  await expect(choice).toContainText('+10.00');
  await screen.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/psp-sim\/pay\?order=/);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByTestId('deposit-detail')).toContainText('Completed');

  // Bonus details: a 10.00 bonus whose wagering is the deposit and bonus once (110.00), none done yet.
  const grant = page.getByTestId('bonus-grant').first();
  await expect(async () => {
    await page.goto('/account/bonusDetails');
    await expect(grant).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 60_000 });
  await expect(grant).toContainText('10.00');
  await expect(grant.getByTestId('bonus-grant-remaining')).toContainText('110.00');
  await expect(grant.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');

  // The header shows the cash as the balance and the bonus apart, as locked.
  await expect(page.getByTestId('balance').getByTestId('balance-amount')).toHaveText('100.00');
  await expect(page.getByTestId('balance-bonus')).toContainText('10.00');
  await expect(page.getByTestId('balance-bonus')).toContainText('locked');

  // A withdrawal is refused, saying exactly what is left: the deposit's own turnover (100.00 times
  // the merchant's rule) and the bonus's 110.00.
  const expected = shown((10_000n * BigInt(await depositTurnoverBps(request))) / 10_000n + 11_000n);
  const notice = `Wager ${expected} THB more to unlock withdrawals.`;
  await page.goto('/account/withdraw');
  const form = page.getByTestId('withdraw-form');
  await expect(form).toContainText(notice);
  // A payment password and a bank account first (a new member has neither).
  const passwordCard = page.getByTestId('payment-password-card');
  await passwordCard.getByLabel('Login password').fill(PASSWORD);
  await passwordCard.getByLabel('New payment password').fill(PAYMENT_PASSWORD);
  await passwordCard.getByLabel('Confirm payment password').fill(PAYMENT_PASSWORD);
  await passwordCard.getByRole('button', { name: 'Save payment password' }).click();
  await expect(page.getByText('Payment password saved')).toBeVisible();
  const bankForm = form.getByRole('form', { name: 'New bank account' });
  await bankForm.getByRole('textbox', { name: 'Bank name' }).fill('Kasikornbank');
  await bankForm.getByRole('textbox', { name: 'Account holder name' }).fill('BONUS PLAYER');
  await bankForm.getByRole('textbox', { name: 'Account number' }).fill('1234567890');
  await bankForm.getByLabel('Confirm with your payment password').fill(PAYMENT_PASSWORD);
  await bankForm.getByRole('button', { name: 'Add account' }).click();
  await expect(page.getByText('Bank account added')).toBeVisible();
  const { bankAccounts } = await memberGet<{ bankAccounts: { id: string }[] }>(
    page,
    request,
    '/api/wps/cashier/withdraw/info',
  );
  const bankAccountId = bankAccounts[0]!.id;
  await expect(form).toContainText(notice);
  await expect(form.getByRole('button', { name: 'Request withdrawal' })).toBeDisabled();
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const key = (await (await request.get('/api/wps/system/publicKey')).json()) as {
    value: { keyId: string; publicKey: string };
  };
  const refused = await request.post('/api/wps/cashier/withdrawals', {
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID(), 'accept-language': 'en' },
    data: encrypt(key.value.keyId, key.value.publicKey, {
      amount: '100',
      bankAccountId,
      paymentPassword: PAYMENT_PASSWORD,
    }),
  });
  const refusal = (await refused.json()) as {
    success: boolean;
    code: string;
    message: string;
    value: unknown;
  };
  expect(refusal).toMatchObject({
    success: false,
    code: 'TURNOVER_INCOMPLETE',
    value: { remaining: expected.replace(/,/g, '') },
  });
  expect(refusal.message).toContain(expected.replace(/,/g, ''));
  await page.screenshot({ path: screenshotPath('bonus-withdrawal-refused'), fullPage: true });

  // Luck must not end the story: the operator credits 200.00 of cash (an adjustment, not a deposit,
  // so the turnover owed stays as it is) before the member plays.
  const me = await memberGet<{ id: string }>(page, request, '/api/wps/member/info');
  const credit = await request.post(`/api/bo/merchants/ROYAL/members/${me.id}/adjustments`, {
    headers: { authorization: `Bearer ${await operatorToken(request)}`, 'idempotency-key': randomUUID() },
    data: { amount: '200.00', account: 'CASH', reason: 'e2e: stake money for the wagering' },
  });
  expect(((await credit.json()) as { success: boolean }).success).toBe(true);
  const owed = await memberGet<{ turnoverRemaining: string }>(
    page,
    request,
    '/api/wps/cashier/withdraw/info',
  );
  expect(owed.turnoverRemaining).toBe(expected.replace(/,/g, ''));

  // The member plays a HOUSE slot at a 10.00 stake until the turnover is met.
  await page.goto('/rng?vassalage=HOUSE');
  await page.getByRole('button', { name: 'Play Dragon Fortune', exact: true }).first().click();
  const window = page.getByRole('dialog', { name: 'Dragon Fortune' });
  const game = page.frameLocator('iframe[title="Dragon Fortune game window"]');
  await expect(game.getByTestId('slot-game')).toBeVisible({ timeout: 20_000 });
  const bet = game.getByRole('combobox', { name: 'Total bet' });
  await bet.selectOption({ index: 3 });
  let remaining = minor(expected);
  for (let spins = 0; remaining > 0n; spins++) {
    expect(spins, 'spins before the wagering was met').toBeLessThan(40);
    await spinHouseSlot(game);
    const info = await memberGet<{ turnoverRemaining: string }>(
      page,
      request,
      '/api/wps/cashier/withdraw/info',
    );
    remaining = minor(info.turnoverRemaining);
  }
  await window.getByRole('button', { name: 'Close game' }).click();
  await expect(window).toBeHidden();

  // The bonus shows its wagering met, and the settle job releases it to cash within a minute or so.
  await page.goto('/account/bonusDetails');
  await expect(grant.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  await expect(async () => {
    await page.goto('/account/bonusDetails');
    await expect(grant).toContainText('Released', { timeout: 3_000 });
  }).toPass({ timeout: 150_000, intervals: [5_000] });
  await page.screenshot({ path: screenshotPath('bonus-released'), fullPage: true });
  const wallet = await memberGet<{ cash: string; bonus: string; balance: string }>(
    page,
    request,
    '/api/wps/v2/wallets/balance',
  );
  expect(wallet.bonus).toBe('0.00');
  expect(wallet.balance).toBe(wallet.cash);
  await expect(page.getByTestId('balance').getByTestId('balance-amount')).toHaveText(
    shown(minor(wallet.cash)),
  );
  await expect(page.getByTestId('balance-bonus')).toBeHidden();

  // The withdrawal now goes through.
  await page.goto('/account/withdraw');
  await expect(form).not.toContainText('more to unlock withdrawals');
  await form.getByRole('textbox', { name: 'Withdrawal amount' }).fill('100');
  await form.getByLabel('Payment password', { exact: true }).fill(PAYMENT_PASSWORD);
  await form.getByRole('button', { name: 'Request withdrawal' }).click();
  await expect(page.getByText('Withdrawal of 100.00 THB requested')).toBeVisible();
  const row = page.getByTestId('withdrawal-row').first();
  await expect(row).toContainText('100.00');
  await expect(row).toContainText('Under review');
});
