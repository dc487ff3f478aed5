import { expect as baseExpect, test, type FrameLocator, type Page } from '@playwright/test';
import { preferEnglish } from './support/english.ts';
import { depositWithFastPay, registerByUsername } from './support/new-member.ts';
import { minor, shown } from './support/money.ts';
import { screenshotPath } from './support/screenshots.ts';

/**
 * Issue 14 as a new member lives it: they register, deposit, open /vnLottery and the in-house
 * lottery opens in the site's frame; they buy lô, đề and xiên on the next northern draw and a lô on
 * a 1-minute fast draw, see the fast draw settle (won or lost, a loss closing its round too) in the
 * lottery's own history and in the site's betting record, and verify that draw from its seed.
 */

test.beforeEach(({ page }) => preferEnglish(page));

const expect = baseExpect.configure({ timeout: 15_000 });

async function registerAndDeposit(page: Page, amount: string) {
  await registerByUsername(page, 'lt');
  await depositWithFastPay(page, amount);
}

/** Picks numbers of the selected bet type on the grid and puts them on the slip. */
async function addToSlip(lotto: FrameLocator, betType: string, numbers: string[]) {
  await lotto.getByRole('radio', { name: betType, exact: true }).click();
  const grid = lotto.getByRole('group', { name: 'Numbers' });
  for (const n of numbers) await grid.getByRole('button', { name: n, exact: true }).click();
  await lotto.getByRole('button', { name: 'Add to slip' }).click();
}

/** The slip's total, placed; the balance falls by exactly that. */
async function placeSlip(lotto: FrameLocator, lines: number, balanceBefore: bigint) {
  const total = minor((await lotto.getByTestId('slip-total').textContent()) ?? '0');
  expect(total).toBeGreaterThan(0n);
  await lotto.getByRole('button', { name: 'Place ticket' }).click();
  await expect(lotto.getByRole('status').filter({ hasText: `${lines} ticket line(s) placed` })).toBeVisible();
  await expect(lotto.getByTestId('lottery-balance')).toHaveText(`฿${shown(balanceBefore - total)}`);
  return balanceBefore - total;
}

test('a new member buys lô, đề and xiên on the northern draw and a fast-draw ticket, sees it settle and verifies it', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await registerAndDeposit(page, '1000');

  await page.goto('/vnLottery?gameCode=lotto-vn-north');
  const lotto = page.frameLocator('[data-testid="lottery-frame"]');
  await expect(lotto.getByTestId('lottery-balance')).toHaveText('฿1,000.00', { timeout: 30_000 });

  // The next northern draw, with its countdown to the cut-off.
  await expect(lotto.getByRole('button', { name: 'Northern', pressed: true })).toBeVisible();
  await lotto
    .getByRole('button', { name: /^Bet: Northern/ })
    .first()
    .click();
  await expect(lotto.getByRole('timer').first()).toHaveText(/Closes in \d/);
  await addToSlip(lotto, 'Lô 2 digits', ['27']);
  await addToSlip(lotto, 'Đề (special)', ['45']);
  // Xiên 2 needs exactly two numbers: one is not enough.
  await lotto.getByRole('radio', { name: 'Xiên 2', exact: true }).click();
  await lotto
    .getByRole('group', { name: 'Numbers' })
    .getByRole('button', { name: '11', exact: true })
    .click();
  await lotto.getByRole('button', { name: 'Add to slip' }).click();
  await expect(lotto.getByRole('alert')).toHaveText('Pick exactly 2 numbers for this bet type');
  await lotto
    .getByRole('group', { name: 'Numbers' })
    .getByRole('button', { name: '22', exact: true })
    .click();
  await lotto.getByRole('button', { name: 'Add to slip' }).click();
  await expect(lotto.getByTestId('slip-line')).toHaveCount(3);
  await expect(lotto.getByTestId('slip-line').last()).toContainText('Xiên 2 11-22');
  await page.screenshot({ path: screenshotPath('lottery-northern-slip') });
  const balance = await placeSlip(lotto, 3, 100_000n);

  // A lô on the 1-minute fast draw with time left to bet (its seed hash published).
  await lotto.getByRole('tab', { name: 'Draws' }).click();
  await lotto.getByRole('button', { name: 'Fast lottery' }).click();
  // One fast draw is open at a time; one closing within 15 s is let go for the next.
  const fastRow = lotto.locator('li[data-draw-id^="ELOTT1-"]');
  await expect(async () => {
    const left = (await fastRow.getByRole('timer').textContent({ timeout: 2_000 })) ?? '';
    const [, minutes = '0', seconds = '0'] = /(\d+):(\d+)/.exec(left) ?? [];
    expect(Number(minutes) * 60 + Number(seconds)).toBeGreaterThanOrEqual(15);
  }).toPass({ timeout: 60_000 });
  const fastDrawId = (await fastRow.getAttribute('data-draw-id'))!;
  await fastRow.getByRole('button', { name: /^Bet: Fast 1 minute/ }).click();
  await expect(lotto.getByText('Seed hash (published before the draw)')).toBeVisible();
  await addToSlip(lotto, 'Lô 2 digits', ['68']);
  await placeSlip(lotto, 1, balance);

  // The fast draw happens and settles: the lottery's own history says won or lost.
  await lotto.getByRole('tab', { name: 'My tickets' }).click();
  const tickets = lotto.getByTestId('ticket');
  await expect(tickets).toHaveCount(4);
  const fastTicket = tickets.filter({ hasText: fastDrawId });
  await expect(fastTicket).toHaveAttribute('data-status', /WON|LOST/, { timeout: 150_000 });
  const won = (await fastTicket.getAttribute('data-status')) === 'WON';
  const winText = won ? ((await fastTicket.getByLabel('Win').textContent()) ?? '') : '';
  await expect(tickets.filter({ hasText: 'VN_NORTH' })).toHaveCount(3);
  for (const status of await tickets
    .filter({ hasText: 'VN_NORTH' })
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-status'))))
    expect(status).toBe('OPEN');
  await page.screenshot({ path: screenshotPath('lottery-tickets') });

  // The fast draw verifies from its seed.
  await fastTicket.getByRole('button', { name: 'Verify this draw' }).click();
  const answer = lotto.getByTestId('verify-answer');
  await expect(answer).toContainText('The seed matches the hash published before the draw.');
  await expect(answer).toContainText('The result recomputed from the seed matches the published result.');
  await page.screenshot({ path: screenshotPath('lottery-verify') });

  // The site's betting record: four rounds, the fast one settled (a loss closes its round with 0).
  await page.goto('/account/bettingRecord');
  const records = page.getByTestId('bet-row');
  await expect(records).toHaveCount(4, { timeout: 20_000 });
  await expect(records.filter({ hasText: 'Settled' })).toHaveCount(1);
  await expect(records.filter({ hasText: 'Open' })).toHaveCount(3);
  const settled = records.filter({ hasText: 'Settled' });
  await expect(settled).toContainText('23.00');
  if (won) await expect(settled).toContainText(shown(minor(winText)));
  else await expect(settled).toContainText('0.00');
});
