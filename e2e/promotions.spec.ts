import { expect as baseExpect, test } from '@playwright/test';
import { preferEnglish } from './support/english.ts';
import { registerByUsername } from './support/new-member.ts';
import { screenshotPath } from './support/screenshots.ts';

/**
 * Issue 12, promotions: a new member registers, opens /promotions, opens the first-deposit bonus by
 * its hash, deposits 500.00 on the payment page choosing that bonus, finds the 500.00 bonus with its
 * wagering in bonus details, and applies for an activity with a remark and a screenshot.
 */

test.beforeEach(({ page }) => preferEnglish(page));

const expect = baseExpect.configure({ timeout: 15_000 });
// The smallest valid PNG (1×1).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('a new member takes the first-deposit bonus and applies for an activity', async ({ page }) => {
  test.setTimeout(180_000);
  // Registration.
  await registerByUsername(page, 'pro');

  // The promotions page, and the first-deposit bonus opened by its hash.
  await page.goto('/promotions');
  await expect(page.getByTestId('account-name')).toBeVisible();
  const card = page.getByTestId('promotion-card').filter({ hasText: '100% First Deposit Bonus' });
  await expect(card).toBeVisible();
  await expect(card).toHaveAttribute('data-state', 'JOIN');
  await card.getByRole('button', { name: 'Open 100% First Deposit Bonus' }).first().click();
  await expect(page).toHaveURL(/\/promotions#[0-9a-f-]{36}$/);
  const hash = new URL(page.url()).hash;
  await page.goto('/');
  await page.goto(`/promotions${hash}`);
  const detail = page.getByTestId('promotion-detail');
  await expect(detail).toBeVisible();
  await expect(detail).toContainText('100% up to 1,000.00 THB');
  await expect(page.getByTestId('promotion-detail-state')).toHaveText('Join');
  await page.screenshot({ path: screenshotPath('promotion-detail') });

  // The deposit with the bonus chosen.
  await detail.getByRole('link', { name: 'Deposit now' }).click();
  await expect(page).toHaveURL(/\/account\/depositv2$/);
  const screen = page.getByTestId('deposit-screen');
  await screen.getByRole('radio', { name: /FastPay/ }).click();
  await screen.getByRole('textbox', { name: 'Deposit amount' }).fill('500');
  const bonus = screen.getByTestId('deposit-bonus');
  await expect(bonus.getByRole('radio', { name: 'No bonus' })).toHaveAttribute('aria-checked', 'true');
  await bonus.getByRole('radio', { name: /100% First Deposit Bonus/ }).click();
  await expect(bonus.getByRole('radio', { name: /100% First Deposit Bonus/ })).toContainText('+500.00');
  await screen.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/psp-sim\/pay\?order=/);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/account\/depositv2\?deposit=/);
  await expect(page.getByTestId('deposit-detail')).toContainText('Completed');

  // The bonus in bonus details, and the promotion claimed.
  await expect(async () => {
    await page.goto('/account/bonusDetails');
    await expect(page.getByTestId('bonus-grant').filter({ hasText: 'Promotion bonus' }).first()).toBeVisible({
      timeout: 3_000,
    });
  }).toPass({ timeout: 60_000 });
  const grant = page.getByTestId('bonus-grant').filter({ hasText: 'Promotion bonus' }).first();
  await expect(grant).toContainText('500.00');
  await page.screenshot({ path: screenshotPath('promotion-bonus-details'), fullPage: true });
  await page.goto(`/promotions${hash}`);
  await expect(page.getByTestId('promotion-detail-state')).toHaveText('Claimed');

  // An application with a remark and an image.
  await page.goto('/promotions');
  const activity = page.getByTestId('promotion-card').filter({ hasText: 'Big Win Showcase' });
  await activity.getByRole('button', { name: 'Apply' }).click();
  // The card's Apply opens the activity with its application form.
  const form = page.getByTestId('promotion-apply-form');
  await expect(form).toBeVisible();
  await form.getByRole('textbox', { name: 'Remark' }).fill('My big win on Dragon Fortune');
  await form
    .locator('input[type=file]')
    .setInputFiles({ name: 'win.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.getByRole('img', { name: 'Image 1' })).toBeVisible();
  await form.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByTestId('promotion-detail-state')).toHaveText('Applying');
  await page.screenshot({ path: screenshotPath('promotion-applying') });
});
