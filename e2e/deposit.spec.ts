import { expect, test } from '@playwright/test';
import { preferEnglish } from './support/english.ts';
import { logInByApi } from './support/login.ts';
import { headerAmount, minor, shown } from './support/money.ts';

/**
 * Spec §2 depositv2: a member deposits online through the built-in payment provider's hosted page
 * and comes back to see the deposit completed and the header balance credited by the full amount
 * (the house bears the fee). demo16 is used by no other spec; the balance is compared with what the
 * wallet held before, so the spec can run again on the same data directory.
 */

test.beforeEach(({ page }) => preferEnglish(page));

test('demo16 deposits 500.00 on the payment page and is credited the full amount', async ({ page }) => {
  await logInByApi(page, 'demo16');
  await page.goto('/account/depositv2');
  const screen = page.getByTestId('deposit-screen');
  await expect(screen).toBeVisible();
  await expect(headerAmount(page)).toHaveText(/\d/);
  const before = minor((await headerAmount(page).textContent()) ?? '');

  await screen.getByRole('radio', { name: /FastPay/ }).click();
  await screen.getByRole('textbox', { name: 'Deposit amount' }).fill('500');
  await screen.getByRole('button', { name: 'Continue to payment' }).click();

  // The provider's hosted page (outside the site), then back to the deposit.
  await expect(page).toHaveURL(/\/psp-sim\/pay\?order=/);
  await expect(page.getByText('500.00 THB')).toBeVisible();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/account\/depositv2\?deposit=/);

  const detail = page.getByTestId('deposit-detail');
  await expect(detail).toContainText('Completed');
  await expect(detail).toContainText('500.00');
  await expect(headerAmount(page)).toHaveText(shown(before + 50_000n));
});
