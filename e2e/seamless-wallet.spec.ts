import { expect as baseExpect, test, type Page } from '@playwright/test';
import { preferEnglish } from './support/english.ts';
import { headerAmount, minor, shown } from './support/money.ts';
import { depositWithFastPay, registerByUsername } from './support/new-member.ts';
import { screenshotPath } from './support/screenshots.ts';

/**
 * The seamless wallet page (spec §2 "/seamless", §4 "Wallets") as a visitor and a new member see
 * it. The visitor reads how the one wallet works and is offered log in and register. The member
 * (registered and funded here, so nothing else touches their money) sees their central balance,
 * the providers that play from it and ARENA, the demo's one transfer-wallet provider, apart with
 * its game balance. They move money into ARENA from the page, bring it back with "recall all",
 * then once more with ARENA's own recall button: the central balance is exact after each move.
 */

test.beforeEach(({ page }) => preferEnglish(page));

// Registration, the PSP and the vendor simulator take a while on a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 });

const central = (page: Page) => page.getByTestId('central-balance');

/** The central balance the page shows, in minor units (read from its exact figure). */
async function centralMinor(page: Page) {
  await expect(central(page)).toHaveAttribute('data-amount', /\d/);
  return minor((await central(page).getAttribute('data-amount')) ?? '');
}

/** Moves `amount` into ARENA's game wallet with the page's own dialog. */
async function transferIntoArena(page: Page, amount: string) {
  await page.getByRole('button', { name: 'Transfer money into the Arena Sports game wallet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Transfer to Arena Sports' });
  await dialog.getByRole('textbox', { name: 'Amount to transfer' }).fill(amount);
  await dialog.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
}

test('a visitor reads how the one wallet works and is offered log in and register', async ({ page }) => {
  await page.goto('/seamless');
  await expect(page.getByRole('heading', { level: 1, name: 'Seamless Wallet' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'One wallet for every game' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How one wallet works' })).toBeVisible();
  await expect(page.getByText('Coming to this brand soon')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Log in to see your wallet' })).toBeVisible();
  await page.getByTestId('seamless-visitor').getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('dialog', { name: 'Register' })).toBeVisible();
});

test('a new member sees the central wallet, moves money into a game wallet and recalls it', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await registerByUsername(page, 'sw');
  await depositWithFastPay(page, '1000');

  await page.goto('/seamless');
  await expect(page.getByTestId('page-seamless')).toBeVisible();
  const start = await centralMinor(page);
  expect(start).toBeGreaterThanOrEqual(100_000n);
  // The central wallet is the header's balance, in the merchant's currency.
  await expect(central(page)).toContainText(`${shown(start)}`);
  await expect(central(page)).toContainText('THB');
  await expect(headerAmount(page)).toHaveText(shown(start));

  // Seamless providers on one side, ARENA with its own (empty) game wallet on the other.
  const seamless = page.getByTestId('seamless-vendors');
  await expect(seamless.getByTestId(/^seamless-vendor-/).first()).toBeVisible();
  await expect(seamless.getByRole('link', { name: 'Open Pixel Spin games' })).toBeVisible();
  await expect(seamless.getByTestId('seamless-vendor-ARENA')).toHaveCount(0);
  const arena = page.getByTestId('seamless-transfer-wallets').getByTestId('game-wallet-ARENA');
  await expect(arena).toContainText('Arena Sports');
  await expect(arena).toContainText('0.00');
  await expect(page.getByRole('button', { name: 'Recall all to my wallet' })).toBeDisabled();

  // Money in: the central wallet falls by exactly that, ARENA holds it.
  await transferIntoArena(page, '120');
  await expect(arena).toContainText('120.00');
  await expect.poll(() => centralMinor(page)).toBe(start - 12_000n);
  await expect(page.getByTestId('in-game-wallets')).toContainText('120.00');
  await page.screenshot({ path: screenshotPath('seamless-wallet-member'), fullPage: true });

  // "Recall all": every game balance comes home.
  await page.getByRole('button', { name: 'Recall all to my wallet' }).click();
  await expect(arena).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
  await expect(arena).toContainText('120.00 back in your main wallet');
  await expect.poll(() => centralMinor(page)).toBe(start);
  await expect(headerAmount(page)).toHaveText(shown(start), { timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Recall all to my wallet' })).toBeDisabled();

  // The provider's own recall button does the same for one game wallet.
  await transferIntoArena(page, '35.50');
  await expect.poll(() => centralMinor(page)).toBe(start - 3_550n);
  await arena.getByRole('button', { name: 'Recall Arena Sports to the main wallet' }).click();
  await expect(arena).toContainText('35.50 back in your main wallet', { timeout: 20_000 });
  await expect.poll(() => centralMinor(page)).toBe(start);
  await expect(arena.getByRole('button', { name: 'Recall Arena Sports to the main wallet' })).toBeDisabled();
});
