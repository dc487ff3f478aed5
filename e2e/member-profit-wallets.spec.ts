import { randomUUID } from 'node:crypto';
import {
  expect as baseExpect,
  test,
  type APIRequestContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { preferEnglish } from './support/english.ts';
import { spinHouseSlot } from './support/house-slot.ts';
import { logInAgent } from './support/login.ts';
import { memberLogin } from './support/member-api.ts';
import { headerAmount, minor, shown } from './support/money.ts';

/**
 * Issue 17, the member's side: demo04 (used by no other spec) plays a few rounds of a HOUSE slot,
 * finds today's win/loss on the profit page equal to what the betting record says, then moves money
 * into the transfer-wallet vendor ARENA (the demo's only one; nothing seeds a game balance, so the
 * spec puts one there through the same GCS_walletTransfer call the site uses, direction IN) and
 * recalls it with "recall all": the main wallet goes up by exactly that amount. agent01 opens
 * deposit and withdraw from the agent menu. Amounts are compared with what was there before, so the
 * spec can run again on the same data directory.
 */

test.beforeEach(({ page }) => preferEnglish(page));

// Pages and games load slowly on a busy machine: a screen gets 15 s to show what the spec waits for.
const expect = baseExpect.configure({ timeout: 15_000 });

/** The member's API login in this tab's session storage, then `path` (as support/login's logInByApi). */
async function logInByApi(page: Page, username: string, path = '/') {
  const { token } = await memberLogin(page.request, username);
  await page.goto('/');
  await page.evaluate((value) => sessionStorage.setItem('token', value), token);
  await page.goto(path);
  await expect(page.getByTestId('account-name')).toBeVisible();
}

const MEMBER = 'demo04';

/** A signed amount as the site shows it ("−1,234.50", "+12.00 THB") in minor units. */
const signedMinor = (text: string) => (/^\s*[−-]/.test(text) ? -minor(text) : minor(text));

const tokenOf = (page: Page) => page.evaluate(() => sessionStorage.getItem('token'));

async function api<T>(request: APIRequestContext, page: Page, path: string, body?: unknown): Promise<T> {
  const headers = { authorization: `Bearer ${await tokenOf(page)}`, 'accept-language': 'en' };
  const response = body
    ? await request.post(path, { headers, data: body })
    : await request.get(path, { headers });
  const envelope = (await response.json()) as { success: boolean; value: T };
  expect(envelope.success, `${path}: ${JSON.stringify(envelope)}`).toBe(true);
  return envelope.value;
}

interface Funds {
  balance: string;
  gameWallets: { vendorCode: string; balance: string }[];
}

/** Spins the slot `times` times, each to its result. */
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

/** The summary figure of the betting record named `label`. */
const summaryFigure = (summary: Locator, label: string) =>
  summary
    .locator('div')
    .filter({ has: summary.page().getByText(label, { exact: true }) })
    .locator('dd');

test(`${MEMBER} plays, and today's win/loss on the profit page is the betting record's`, async ({ page }) => {
  test.setTimeout(300_000);
  await logInByApi(page, MEMBER);
  await spin(page, 3);

  // The betting record's sums over today, and the profit page's: the same rounds and the same result
  // (read again until both have every round, a late win included).
  const summary = page.getByTestId('betting-summary');
  const totals = page.getByTestId('profit-totals');
  let net = 0n;
  await expect(async () => {
    await page.goto('/account/bettingRecord');
    await page.getByRole('group', { name: 'Date range' }).getByRole('button', { name: 'Today' }).click();
    await expect(page.getByTestId('bet-row').first()).toContainText('Dragon Fortune');
    await expect(summary).not.toHaveAttribute('aria-busy', 'true');
    const rounds = (await summaryFigure(summary, 'Rounds').textContent())?.replace(/\D/g, '') ?? '';
    net = signedMinor((await summaryFigure(summary, 'Net result').textContent()) ?? '');
    expect(Number(rounds)).toBeGreaterThanOrEqual(3);

    await page.goto('/account/personalProfit');
    await page.getByRole('group', { name: 'Period' }).getByRole('button', { name: 'Today' }).click();
    await expect(page).toHaveURL(/period=today/);
    await expect(totals.getByTestId('profit-rounds')).toHaveText(rounds, { timeout: 5_000 });
    expect(signedMinor((await totals.getByTestId('profit-win-loss').textContent()) ?? '')).toBe(net);
  }).toPass({ timeout: 150_000 });
  await expect(totals.getByTestId('profit-win-loss')).toContainText('THB');

  // The chart is named, and its figures are in the table under it: today's row has the same result.
  await expect(page.getByRole('img', { name: /^Bar chart of your win\/loss per day/ })).toBeVisible();
  await expect(page.locator('.recharts-bar-rectangle').first()).toBeVisible();
  await page.getByText('Figures per day').click();
  const today = page.getByTestId('profit-day-row');
  await expect(today).toHaveCount(1);
  expect(signedMinor((await today.locator('td').last().textContent()) ?? '')).toBe(net);
  // The slot's rounds are under Slots.
  await expect(page.getByTestId('profit-category-RNG')).toContainText('Slots');

  // A period without play says so, with the way to the lobby.
  await page.goto('/account/personalProfit?period=custom&from=2020-01-01&to=2020-01-07');
  await expect(page.getByRole('heading', { name: 'No bets in this period' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('link', { name: 'Go to the lobby' })).toHaveAttribute('href', '/');
});

test(`${MEMBER} recalls a game wallet: the main wallet goes up by exactly what it held`, async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await logInByApi(page, MEMBER, '/account/wallet');
  // From my wallet to the game wallets.
  await page.getByRole('link', { name: 'Game wallets' }).first().click();
  await expect(page).toHaveURL(/\/account\/gameWallets$/);

  // Money into ARENA's game wallet, as a transfer-wallet game would take it.
  const moved = await api<{ status: string }>(request, page, '/api/wps/relay/GCS_walletTransfer', {
    transferId: randomUUID(),
    vendorCode: 'ARENA',
    direction: 'IN',
    amount: '150.00',
  });
  expect(moved.status).toBe('SUCCESS');
  const before = await api<Funds>(request, page, '/api/wps/member/info/funds/consolidated');
  const headerBefore = minor(
    (await api<{ balance: string }>(request, page, '/api/wps/v2/wallets/balance')).balance,
  );
  const held = minor(before.gameWallets.find((w) => w.vendorCode === 'ARENA')!.balance);
  expect(held).toBeGreaterThanOrEqual(15_000n);

  await page.reload();
  const main = page.getByTestId('main-balance');
  await expect(main).toHaveAttribute('data-amount', before.balance);
  const row = page.getByTestId('game-wallet-ARENA');
  await expect(row).toContainText('Arena Sports');
  await expect(row).toContainText(shown(held));
  await expect(row.getByRole('button', { name: 'Recall Arena Sports to the main wallet' })).toBeEnabled();

  await page.getByRole('button', { name: 'Recall all' }).click();
  await expect(row).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
  await expect(row).toContainText(`${shown(held)} back in your main wallet`);
  const expected = minor(before.balance) + held;
  await expect(main).toHaveAttribute('data-amount', /.+/);
  await expect.poll(async () => minor((await main.getAttribute('data-amount')) ?? '')).toBe(expected);
  await expect(headerAmount(page)).toHaveText(shown(headerBefore + held), { timeout: 15_000 });
  // Nothing is left to recall.
  await expect(page.getByRole('button', { name: 'Recall all' })).toBeDisabled();
  const after = await api<Funds>(request, page, '/api/wps/member/info/funds/consolidated');
  expect(minor(after.balance)).toBe(expected);
});

test("agent01 opens the site's deposit and withdraw pages from the agent menu", async ({ page }) => {
  test.setTimeout(120_000);
  await logInAgent(page, 'agent01');
  const menu = page.getByRole('navigation', { name: 'Agent menu' });

  await menu.getByRole('link', { name: 'Deposit', exact: true }).click();
  await expect(page).toHaveURL(/\/account\/depositv2$/);
  await expect(page.getByTestId('page-deposit')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/agentHome$/);
  await menu.getByRole('link', { name: 'Withdraw', exact: true }).click();
  await expect(page).toHaveURL(/\/account\/withdraw$/);
  await expect(page.getByTestId('page-withdraw')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Withdraw' })).toBeVisible();
  await expect(page.getByText('Coming to this brand soon')).toHaveCount(0);
});
