import { randomUUID } from 'node:crypto';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { preferEnglish } from './support/english.ts';
import { logInByApi, signInToConsole } from './support/login.ts';
import { spinHouseSlot } from './support/house-slot.ts';
import { minor } from './support/money.ts';
import { operatorToken } from './support/operator.ts';

/**
 * Issue 12, bonus money: an operator grants demo23 (used by no other spec, and given no demo bonus)
 * a manual bonus with wagering in the console; the member finds it in bonus details (locked, with
 * what counts and its expiry), plays a few rounds of a HOUSE slot, and watches the wagering progress
 * move by exactly what was staked (slots count in full). A bonus left by an earlier run is cancelled
 * first through the console's API, so the spec runs again on the same data directory.
 */

test.beforeEach(({ page }) => preferEnglish(page));

const expect = baseExpect.configure({ timeout: 15_000 });
const MEMBER = 'demo23';

async function cancelLeftovers(page: Page) {
  const headers = { authorization: `Bearer ${await operatorToken(page.request)}` };
  const list = await page.request.get(
    `/api/bo/bonuses/grants?merchantCode=ROYAL&username=${MEMBER}&status=ACTIVE`,
    {
      headers,
    },
  );
  const body = (await list.json()) as { value: { list: { id: string }[] } };
  for (const grant of body.value.list) {
    await page.request.post(`/api/bo/bonuses/grants/${grant.id}/cancel`, {
      headers,
      data: { reason: 'e2e clean-up' },
    });
  }
}

/**
 * Spins the slot `times` times, each to its result, as a player does: Spin is pressed only once the
 * game offers it, and a spin the game says was not played fails with the reason it shows.
 */
async function spin(page: Page, times: number) {
  await page.goto('/rng?vassalage=HOUSE');
  await page.getByRole('button', { name: 'Play Dragon Fortune', exact: true }).first().click();
  const window = page.getByRole('dialog', { name: 'Dragon Fortune' });
  const game = page.frameLocator('iframe[title="Dragon Fortune game window"]');
  await expect(game.getByTestId('slot-game')).toBeVisible({ timeout: 20_000 });
  await spinHouseSlot(game, times);
  await window.getByRole('button', { name: 'Close game' }).click();
  await expect(window).toBeHidden();
}

test(`an operator grants ${MEMBER} a bonus, and its wagering moves as the member plays`, async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  await cancelLeftovers(page);
  const note = `Goodwill ${randomUUID().slice(0, 8)}`;

  // The operator grants it in the console: 50.00 THB, 20 times to wager, valid 7 days.
  const console = await browser.newPage();
  await preferEnglish(console);
  await signInToConsole(console, { merchant: 'ROYAL' });
  await console.getByRole('link', { name: 'Bonus grants' }).click();
  await expect(console.getByRole('heading', { name: 'Bonus grants' })).toBeVisible();
  await console.getByRole('button', { name: 'Grant a bonus' }).click();
  const dialog = console.getByRole('dialog', { name: 'Grant a bonus' });
  await dialog.getByLabel('Member account').fill(MEMBER);
  await dialog.getByLabel('Amount (THB)').fill('50.00');
  await dialog.getByLabel('Wagering multiple').fill('20');
  await dialog.getByLabel('Valid for (days)').fill('7');
  await dialog.getByLabel('Note shown to the member').fill(note);
  await dialog.getByRole('button', { name: 'Grant', exact: true }).click();
  await expect(dialog).toBeHidden();
  await console.getByLabel('Member account').fill(MEMBER);
  await console.getByRole('button', { name: 'Search' }).click();
  const row = console.getByTestId('bonus-grant-row').first();
  await expect(row).toContainText(MEMBER);
  await expect(row).toContainText('Wagering');
  await expect(row).toContainText('0.00 / 1,000.00');
  await console.close();

  // The member sees it, locked, with what counts and when it expires.
  await logInByApi(page, MEMBER, '/account/bonusDetails');
  const card = page.getByTestId('bonus-grant').filter({ hasText: note }).first();
  await expect(card).toBeVisible();
  await expect(card.getByRole('heading', { name: `Bonus: ${note}` })).toBeVisible();
  await expect(card).toContainText('Wagering');
  await expect(card).toContainText('Slots 100%');
  await expect(card).toContainText('Expires in');
  await expect(card.getByTestId('bonus-grant-remaining')).toContainText('1,000.00');
  await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  const before = minor((await card.getByTestId('bonus-grant-progress').textContent()) ?? '');
  expect(before).toBe(0n);

  // The wallet shows the bonus as locked, apart from cash.
  await page.goto('/account/wallet');
  await expect(page.getByText('Bonus (locked)').first()).toBeVisible();

  // Three spins of the slot at its default stake: the progress moves by what was staked.
  await spin(page, 3);
  await page.goto('/account/bettingRecord');
  await page.getByRole('group', { name: 'Date range' }).getByRole('button', { name: 'Today' }).click();
  await expect(page.getByTestId('bet-row').first()).toContainText('Dragon Fortune');

  await expect(async () => {
    await page.goto('/account/bonusDetails');
    const progress = minor((await card.getByTestId('bonus-grant-progress').textContent()) ?? '');
    expect(progress).toBeGreaterThan(0n);
    const remaining = minor((await card.getByTestId('bonus-grant-remaining').textContent()) ?? '');
    expect(progress + remaining).toBe(100_000n);
    expect(Number(await card.getByRole('progressbar').getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(
      0,
    );
  }).toPass({ timeout: 60_000 });
});
