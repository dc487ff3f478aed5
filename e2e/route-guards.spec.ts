import { expect, test } from '@playwright/test';
import { preferEnglish } from './support/english.ts';

test.beforeEach(async ({ page }) => {
  await preferEnglish(page);
  await page.goto('/');
});

test('/login and /register show the home page with their popup open', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  // The home page is rendered under the popup (hidden from assistive tech while the popup is modal).
  await expect(page.getByTestId('banner').first()).toBeAttached();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: 'Main' }).first()).toBeVisible();
  await page.goto('/register');
  await expect(page.getByRole('dialog', { name: 'Register' })).toBeVisible();
});

test('lottery routes need a token: without one the visitor lands on /login', async ({ page }) => {
  await page.goto('/lottery?gameCode=VN_NORTH');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('lottery routes open with a session token', async ({ page }) => {
  await page.evaluate(() => sessionStorage.setItem('token', 'e2e-token'));
  await page.goto('/vnLottery?gameCode=VN_NORTH');
  await expect(page).toHaveURL(/\/vnLottery\?gameCode=VN_NORTH$/);
});

test('/agentHome sends a non-agent to /agent and admits an agent', async ({ page }) => {
  await page.evaluate(() => {
    sessionStorage.setItem('token', 'e2e-token');
    sessionStorage.setItem('userInfo', JSON.stringify({ id: 1, account: 'demo01', type: 0 }));
  });
  await page.goto('/agentHome');
  await expect(page).toHaveURL(/\/agent$/);
  await page.evaluate(() =>
    sessionStorage.setItem('userInfo', JSON.stringify({ id: 2, account: 'agent01', type: 1 })),
  );
  await page.goto('/agentHome');
  await expect(page).toHaveURL(/\/agentHome$/);
});

test('scroll resets to the top on navigation', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 500 });
  await page.goto('/');
  // The lobby's tabs are drawn with the room each section below them holds until it renders.
  await expect(page.getByRole('tablist', { name: 'Game categories' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page
    .getByRole('navigation', { name: 'Main' })
    .first()
    .getByText('Slots', { exact: true })
    .first()
    .click();
  await expect(page).toHaveURL(/\/rng/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
