import { expect as baseExpect, test, type Page } from '@playwright/test';
import { preferEnglish } from './support/english.ts';
import { logInByApi, signInToConsole } from './support/login.ts';
import { memberSession } from './support/member-api.ts';
import { screenshotPath } from './support/screenshots.ts';

/**
 * Issue 12, the points mall and the red envelope as a member meets them: demo25 (used by no other
 * spec; the demo gives it a week of points) sets a payment password, redeems a cash reward for points
 * on /pointMall, converts points to cash, opens the red envelope of the round open now, and the
 * console approves the redemption, which the member then reads as approved. Re-runnable on the same
 * data directory: an envelope opened earlier is found opened.
 */

test.beforeEach(({ page }) => preferEnglish(page));

const expect = baseExpect.configure({ timeout: 15_000 });
const MEMBER = 'demo25';
const PIN = '258025';

const points = async (page: Page) =>
  Number(await page.getByTestId('point-balance').locator('[data-points]').getAttribute('data-points'));

test('a member redeems goods and converts points on /pointMall, opens a red envelope, and the console approves the redemption', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await (await memberSession(request, MEMBER)).readyToWithdraw(PIN);
  await logInByApi(page, MEMBER, '/pointMall');
  await expect(page.getByRole('heading', { name: 'Points mall', level: 1 })).toBeVisible();
  await expect(page.getByTestId('point-balance').locator('[data-points]')).toBeVisible();
  const start = await points(page);
  expect(start).toBeGreaterThanOrEqual(600);
  await page.screenshot({ path: screenshotPath('point-mall') });

  // Redeem the 500-point cash reward with the payment password: a wrong one is refused first.
  await page.getByRole('button', { name: 'Redeem Cash reward 50' }).click();
  const dialog = page.getByRole('dialog', { name: 'Redeem reward' });
  await dialog.getByLabel('Payment password', { exact: true }).fill('000000');
  await dialog.getByRole('button', { name: 'Confirm redemption' }).click();
  await expect(dialog.getByRole('alert')).toContainText(/payment password/i);
  await dialog.getByLabel('Payment password', { exact: true }).fill(PIN);
  const answer = page.waitForResponse((r) => r.url().includes('MCS2_redeemPointReward') && r.ok());
  await dialog.getByRole('button', { name: 'Confirm redemption' }).click();
  const body = (await (await answer).json()) as { value: { redemption: { referenceNo: string } } };
  const reference = body.value.redemption.referenceNo;
  await expect(dialog).toBeHidden();
  await expect.poll(() => points(page)).toBe(start - 500);

  // The mall turns to the redeem records, where it is in process.
  await expect(page.getByRole('tab', { name: 'Redeem records' })).toHaveAttribute('aria-selected', 'true');
  const row = page.getByTestId(`redemption-${reference}`);
  await expect(row).toContainText('Cash reward 50 × 1');
  await expect(row).toContainText('In process');

  // Convert 100 points to cash.
  await page.getByRole('button', { name: 'Convert to cash' }).click();
  const convert = page.getByRole('dialog', { name: 'Convert points to cash' });
  await convert.getByLabel('Points to convert').fill('100');
  await convert.getByLabel('Payment password', { exact: true }).fill(PIN);
  await convert.getByRole('button', { name: 'Convert now' }).click();
  await expect(convert).toBeHidden();
  await expect.poll(() => points(page)).toBe(start - 600);
  await page.getByRole('tab', { name: 'Points details' }).click();
  await expect(page.getByRole('list', { name: 'Points details' })).toContainText('Redeem');

  // The red envelope of the round open now (its idle float is still under reduced motion, which a
  // pointer needs to land on it reliably).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/account/redEnvelope');
  await expect(page.getByRole('heading', { name: 'Red envelope', level: 1 })).toBeVisible();
  const round = page.getByTestId('red-envelope-round');
  await expect(round).toContainText('Lucky red envelope rain');
  await expect(round).toContainText('Open now');
  const open = page.getByRole('button', { name: 'Open the red envelope' });
  if (await open.isVisible()) await open.click();
  await expect(page.getByRole('button', { name: 'Red envelope opened' })).toBeVisible();
  await expect(page.getByTestId('red-envelope-amount')).toContainText('THB');
  await expect(page.getByRole('list', { name: 'My red envelopes' })).toContainText('Lucky red envelope rain');
  await page.screenshot({ path: screenshotPath('red-envelope') });

  // The console approves the redemption; the member reads it approved.
  const console = await page.context().newPage();
  await signInToConsole(console, { merchant: 'ROYAL' });
  await console.goto('/bo/rewards/redemptions');
  await expect(console.getByRole('heading', { name: 'Redemptions', level: 1 })).toBeVisible();
  await console.getByRole('button', { name: `Approve ${reference}` }).click();
  await expect(console.getByText(`${reference} approved.`)).toBeVisible();
  await console.close();

  await page.goto('/pointMall');
  await page.getByRole('tab', { name: 'Redeem records' }).click();
  await expect(page.getByTestId(`redemption-${reference}`)).toContainText('Approved');
});
