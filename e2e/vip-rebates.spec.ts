import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { preferEnglish } from './support/english.ts';
import { spinHouseSlot } from './support/house-slot.ts';
import { memberLogin } from './support/member-api.ts';
import { minor } from './support/money.ts';

/**
 * Issue 12, VIP and rebates from the member's side: a visitor sees every VIP level and the call to
 * join; demo16 (a Gold member of the demo) sees their level and the progress bars to Platinum, plays
 * two rounds of a HOUSE slot at its highest stake, waits for the reports' summary (a minute at most)
 * to show them on /account/manualRebate, claims the real-time rebate (a second claim finds nothing),
 * and finds it in the rebate history and the account record. Figures are compared with what was
 * there before, so the spec can run again on the same data directory.
 */

test.beforeEach(({ page }) => preferEnglish(page));

const expect = baseExpect.configure({ timeout: 15_000 });
const MEMBER = 'demo16';

async function logInByApi(page: Page, username: string, path = '/') {
  const { token } = await memberLogin(page.request, username);
  await page.goto('/');
  await page.evaluate((value) => sessionStorage.setItem('token', value), token);
  await page.goto(path);
  await expect(page.getByTestId('account-name')).toBeVisible();
}

interface Accrued {
  total: string;
  categories: { category: string; validBet: string; amount: string }[];
}

async function accrued(request: APIRequestContext, page: Page): Promise<Accrued> {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const response = await request.get('/api/wps/rebate/accrued', {
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
  });
  const envelope = (await response.json()) as { success: boolean; value: Accrued };
  expect(envelope.success).toBe(true);
  return envelope.value;
}

const slotsBet = (a: Accrued) => minor(a.categories.find((c) => c.category === 'RNG')?.validBet ?? '0');

/** Spins Dragon Fortune `times` times at its highest total bet, each to its result. */
async function spinHigh(page: Page, times: number) {
  await page.goto('/rng?vassalage=HOUSE');
  await page.getByRole('button', { name: 'Play Dragon Fortune', exact: true }).first().click();
  const window = page.getByRole('dialog', { name: 'Dragon Fortune' });
  const game = page.frameLocator('iframe[title="Dragon Fortune game window"]');
  await expect(game.getByTestId('slot-game')).toBeVisible({ timeout: 20_000 });
  const stake = game.getByRole('combobox', { name: 'Total bet' });
  // The stakes arrive with the game's configuration.
  await baseExpect.poll(() => stake.locator('option').count(), { timeout: 20_000 }).toBeGreaterThan(1);
  const options = await stake
    .locator('option')
    .evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value));
  await stake.selectOption(options[options.length - 1]!);
  await spinHouseSlot(game, times);
  await window.getByRole('button', { name: 'Close game' }).click();
  await expect(window).toBeHidden();
}

test('a visitor sees every VIP level and is invited to join', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation').getByRole('link', { name: 'VIP Bonus' }).first().click();
  await expect(page).toHaveURL(/\/vip$/);
  await expect(page.getByRole('heading', { name: 'VIP Club', level: 1 })).toBeVisible();
  const levels = page.getByTestId('vip-levels');
  await expect(
    levels.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) }),
  ).toHaveCount(6);
  for (const name of ['Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond', 'Black Diamond'])
    await expect(levels.getByRole('heading', { name, exact: true, level: 3 })).toBeVisible();
  await expect(page.getByTestId('vip-level-GOLD')).toContainText('Upgrade bonus');
  await expect(page.getByTestId('vip-level-GOLD')).toContainText('Slots');
  await page.getByRole('button', { name: 'Join now' }).click();
  await expect(page.getByRole('dialog', { name: 'Register' })).toBeVisible();
});

test(`${MEMBER} sees their level and progress, plays, claims the real-time rebate and finds it in the records`, async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await logInByApi(page, MEMBER, '/vip');
  const me = page.getByTestId('vip-me');
  await expect(me.getByTestId('vip-current-level')).toHaveText('Gold');
  await expect(me.getByText('Next level: Platinum')).toBeVisible();
  await expect(me.getByRole('progressbar', { name: 'Valid bets' })).toBeVisible();
  await expect(me.getByRole('progressbar', { name: 'Deposits' })).toBeVisible();
  await expect(page.getByTestId('vip-level-GOLD').getByTestId('vip-your-level')).toBeVisible();

  // What accrued before (today's earlier play) is claimed together with these rounds.
  const before = await accrued(request, page);
  const betBefore = slotsBet(before);
  await spinHigh(page, 2);

  // The reports' summary job runs every minute; the accrued rebate follows it.
  await baseExpect
    .poll(async () => slotsBet(await accrued(request, page)) > betBefore, {
      timeout: 150_000,
      intervals: [5_000],
    })
    .toBe(true);

  await page.goto('/account/manualRebate');
  // The page's code loads on first visit; a busy machine needs more than the usual 15 s.
  await expect(page.getByRole('heading', { name: 'Rebate', level: 1 })).toBeVisible({ timeout: 45_000 });
  const total = page.getByTestId('rebate-total');
  const slots = page.getByTestId('rebate-row-RNG');
  await expect(slots).toContainText('0.60%');
  const amountText = (await total.locator('[data-amount]').getAttribute('data-amount')) ?? '0';
  expect(minor(amountText)).toBeGreaterThan(0n);

  await page.getByRole('button', { name: 'Claim rebate' }).click();
  await expect(page.getByText(/has been added to your main wallet/)).toBeVisible();
  await expect(total.locator('[data-amount]')).toHaveAttribute('data-amount', /^0(\.0+)?$/);
  await expect(page.getByRole('button', { name: 'Claim rebate' })).toBeDisabled();

  const history = page.getByRole('region', { name: 'Rebate history' });
  const claimed = history.getByTestId('rebate-payout-CLAIM').first();
  await expect(claimed).toContainText('Claimed rebate');
  await expect(claimed).toContainText(amountText.replace(/\B(?=(\d{3})+(?!\d))/g, ','));

  // The account record lists it as a rebate.
  await page.goto('/account/transactionHistory');
  const records = page.getByTestId('transaction-history');
  await expect(records.getByTestId('record-row').filter({ hasText: 'Rebate' }).first()).toBeVisible();
});
