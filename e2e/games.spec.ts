import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { preferEnglish } from './support/english.ts';
import { spinHouseSlot } from './support/house-slot.ts';
import { logInByApi } from './support/login.ts';
import { headerAmount, minor, shown } from './support/money.ts';

/**
 * The games issue end to end: browse, search, filter and favourite in the lobby; launch a HOUSE slot
 * in the game window and spin; sit at a shared baccarat table and see the round settle. Every stake
 * and win moves through the seamless wallet, so the header balance must move by exactly
 * win − stake. demo13 and demo14 are used by no other spec; amounts are compared with what the
 * wallet held before, so the spec can run again on the same data directory.
 */

test.beforeEach(({ page }) => preferEnglish(page));

async function walletBalance(page: Page, request: APIRequestContext): Promise<bigint> {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const response = await request.get('/api/wps/v2/wallets/balance', {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { value: { balance: string } };
  return minor(body.value.balance);
}

test('a visitor browses, searches and filters the catalog; favourites need a login', async ({ page }) => {
  await page.goto('/rng');
  const grid = page.getByTestId('game-tile');
  await expect(grid.first()).toBeVisible();
  expect(await grid.count()).toBe(24);

  // A vendor filter narrows the grid and goes into the URL; "More games" pages on.
  await page.getByRole('group', { name: 'Providers' }).getByRole('button', { name: 'Royal House' }).click();
  await expect(page).toHaveURL(/vassalage=HOUSE/);
  // The filtered page replaces the first one: wait until only HOUSE tiles are left.
  await expect
    .poll(() => grid.evaluateAll((tiles) => [...new Set(tiles.map((t) => t.getAttribute('data-vendor')))]))
    .toEqual(['HOUSE']);
  await expect(page.getByRole('button', { name: 'Play Dragon Fortune', exact: true })).toBeVisible();
  await page.getByRole('group', { name: 'Providers' }).getByRole('button', { name: 'All providers' }).click();
  await page.getByRole('button', { name: 'More games' }).click();
  await expect(grid).toHaveCount(48);

  // Search on the home page, in English and in Thai.
  await page.goto('/');
  const search = page.getByRole('searchbox', { name: 'Search games' });
  await search.fill('Dragon Fortune');
  const results = page.getByTestId('game-search-results');
  await expect(results.getByRole('button', { name: 'Play Dragon Fortune', exact: true })).toBeVisible();
  await search.fill('มังกร');
  await expect(results.getByTestId('game-tile').first()).toBeVisible();

  // FAV while anonymous opens the login popup (spec §4 game browsing).
  await search.fill('');
  await page.getByRole('tab', { name: 'Favourites' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
});

test('demo13 favourites a game and finds it under Favourites', async ({ page }) => {
  await logInByApi(page, 'demo13');
  await page.goto('/rng?vassalage=HOUSE');
  const add = page.getByRole('button', {
    name: /^(Add Golden Temple to|Remove Golden Temple from) favourites$/,
  });
  await expect(add.first()).toBeVisible();
  if ((await add.first().getAttribute('aria-pressed')) !== 'true') await add.first().click();
  await expect(add.first()).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/');
  await page.getByRole('tab', { name: 'Favourites' }).click();
  await expect(page.getByRole('button', { name: 'Play Golden Temple', exact: true }).first()).toBeVisible();
});

test('demo13 spins a HOUSE slot: the header balance moves by win − stake', async ({ page, request }) => {
  await logInByApi(page, 'demo13');
  await page.goto('/rng?vassalage=HOUSE');
  const before = await walletBalance(page, request);
  await expect(headerAmount(page)).toHaveText(shown(before));

  await page.getByRole('button', { name: 'Play Dragon Fortune', exact: true }).first().click();
  const window = page.getByRole('dialog', { name: 'Dragon Fortune' });
  await expect(window).toBeVisible();
  const game = page.frameLocator('iframe[title="Dragon Fortune game window"]');
  await expect(game.getByTestId('slot-game')).toBeVisible({ timeout: 20_000 });
  const betText = await game
    .getByRole('combobox', { name: 'Total bet' })
    .locator('option:checked')
    .textContent();
  const stake = minor(betText ?? '');
  expect(stake).toBeGreaterThan(0n);

  const win = minor((await spinHouseSlot(game)).totalWin);

  const expected = before - stake + win;
  await expect.poll(() => walletBalance(page, request)).toBe(expected);
  await expect(headerAmount(page)).toHaveText(shown(expected), { timeout: 15_000 });

  // Provably fair: the revealed seed hashes to what was published before the spin.
  await expect(game.getByTestId('last-server-seed')).not.toBeEmpty();

  await window.getByRole('button', { name: 'Close game' }).click();
  await expect(window).toBeHidden();

  // The round is in the betting record.
  await page.goto('/account/bettingRecord');
  await expect(page.getByTestId('bet-row').first()).toContainText('Dragon Fortune');
});

test('demo14 sits at the shared baccarat table and sees the round settle', async ({ page, request }) => {
  test.setTimeout(120_000);
  await logInByApi(page, 'demo14');
  await page.goto('/live?vassalage=HOUSE');
  const before = await walletBalance(page, request);

  await page.getByRole('button', { name: 'Play Royal Baccarat', exact: true }).first().click();
  const game = page.frameLocator('iframe[title="Royal Baccarat game window"]');
  await expect(game.getByTestId('table-game')).toBeVisible({ timeout: 20_000 });

  // Bet during a betting phase with enough time left to confirm.
  const phase = game.getByTestId('table-phase');
  await expect(async () => {
    await expect(phase).toHaveAttribute('data-phase', 'BETTING');
    const seconds = Number(await game.getByTestId('countdown').getAttribute('data-seconds'));
    expect(seconds).toBeGreaterThanOrEqual(3);
  }).toPass({ timeout: 40_000 });
  await game.getByTestId('chip-0').click();
  await game.getByRole('button', { name: 'Player', exact: true }).click();
  await game.getByRole('button', { name: 'Confirm bets' }).click();

  // The stake leaves the wallet at once (a seamless bet) …
  await expect.poll(() => walletBalance(page, request), { timeout: 15_000 }).toBeLessThan(before);
  const afterBet = await walletBalance(page, request);
  const stake = before - afterBet;

  // … and the round's result and this player's settlement are pushed over the WebSocket.
  const settlement = game.getByTestId('settlement');
  await expect(settlement).toHaveAttribute('data-total-return', /^\d/, { timeout: 40_000 });
  const returned = minor((await settlement.getAttribute('data-total-return')) ?? '0');
  expect(returned === 0n || returned >= stake).toBe(true);
  await expect.poll(() => walletBalance(page, request), { timeout: 15_000 }).toBe(before - stake + returned);
  await expect(headerAmount(page)).toHaveText(shown(before - stake + returned), { timeout: 15_000 });
  await expect(game.getByTestId('table-result')).toBeVisible();
});
