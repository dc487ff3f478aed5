import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signInToConsole } from './support/login.ts';

/** The in-house slot every demo catalog has (H1's fixed HOUSE titles). */
const GAME_CODE = 'house-dragon-fortune';

const nav = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name, exact: true });

async function relay<T>(request: APIRequestContext, call: string, query: Record<string, string>): Promise<T> {
  const response = await request.get(`/api/wps/relay/${call}?${new URLSearchParams(query)}`, {
    headers: { Merchant: 'ROYAL', 'Accept-Language': 'en' },
  });
  const body = (await response.json()) as { success: boolean; value: T };
  expect(body.success, JSON.stringify(body)).toBe(true);
  return body.value;
}

type LobbyGame = { gameCode: string; maintenance: boolean };

/** Whether the player-facing hot list of the house slots shows the game. */
const inHotList = async (request: APIRequestContext) => {
  const { games } = await relay<{ games: LobbyGame[] }>(request, 'GCSGAME_hotGamesV2', {
    gameType: 'RNG',
    vassalage: 'HOUSE',
    limit: '48',
  });
  return games.some((g) => g.gameCode === GAME_CODE);
};

/** The maintenance flags the lobby's game list reports for one vendor's slots. */
const lobbyMaintenance = async (request: APIRequestContext, vendor: string) => {
  const { games } = await relay<{ games: LobbyGame[] }>(request, 'GCSGAME_gameList', {
    gameType: 'RNG',
    vassalage: vendor,
    pageSize: '5',
  });
  expect(games.length).toBeGreaterThan(0);
  return [...new Set(games.map((g) => g.maintenance))];
};

test.describe('operator console: games', () => {
  test('an operator finds a game, flips its hot flag, and the lobby’s hot list follows', async ({
    page,
    request,
  }) => {
    // The player-facing calls below resolve the deployment's default merchant: work on the same one.
    await signInToConsole(page, { merchant: 'ROYAL' });
    await nav(page, 'Games').click();
    await expect(page.getByRole('heading', { name: 'Games', level: 1 })).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search' }).fill('dragon');
    await page.getByLabel('Vendor').selectOption('HOUSE');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/search=dragon/);
    const table = page.getByRole('table', { name: 'Game catalog' });
    const row = table.getByRole('row').filter({ hasText: GAME_CODE });
    await expect(row).toHaveCount(1);
    const name = (await row.getByRole('button').first().innerText()).trim();

    const hot = page.getByRole('switch', { name: `Hot: ${name}`, exact: true });
    const wasHot = (await hot.getAttribute('aria-checked')) === 'true';
    expect(await inHotList(request)).toBe(wasHot);

    await hot.click();
    await expect(hot).toHaveAttribute('aria-checked', String(!wasHot));
    await expect(
      page.getByText(wasHot ? `${name} is no longer hot` : `${name} is now hot`, { exact: true }),
    ).toBeVisible();
    // The lobby may serve a cached page for a moment; the back-office change clears it.
    await expect.poll(() => inHotList(request), { timeout: 10_000 }).toBe(!wasHot);

    // The change survives a reload (it is the server's state, not only the screen's).
    await page.reload();
    await expect(page.getByRole('switch', { name: `Hot: ${name}`, exact: true })).toHaveAttribute(
      'aria-checked',
      String(!wasHot),
    );

    // Flip it back so the demo catalog is as it was.
    await page.getByRole('switch', { name: `Hot: ${name}`, exact: true }).click();
    await expect(page.getByRole('switch', { name: `Hot: ${name}`, exact: true })).toHaveAttribute(
      'aria-checked',
      String(wasHot),
    );
    await expect.poll(() => inHotList(request), { timeout: 10_000 }).toBe(wasHot);

    // The detail drawer shows the large artwork and refuses a file that is not an image.
    await page.getByRole('button', { name: `Details of ${name}` }).click();
    const drawer = page.getByRole('dialog', { name });
    await expect(drawer.getByRole('img', { name: `Large icon of ${name}`, exact: true })).toBeVisible();
    await drawer.getByLabel('Choose new icon').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not an image'),
    });
    await expect(drawer.getByRole('alert')).toHaveText('Only PNG, JPEG or WebP images can be used.');
    await expect(drawer.getByRole('button', { name: 'Upload icon' })).toHaveCount(0);
    await drawer.getByRole('button', { name: 'Close details' }).click();
    await expect(drawer).toHaveCount(0);
  });

  test('an operator puts a vendor of a category under maintenance, and the lobby shows it', async ({
    page,
    request,
  }) => {
    // The player-facing calls below resolve the deployment's default merchant: work on the same one.
    await signInToConsole(page, { merchant: 'ROYAL' });
    await nav(page, 'Game categories').click();
    await expect(page.getByRole('heading', { name: 'Game categories', level: 1 })).toBeVisible();

    const slots = page.getByRole('region', { name: 'Slots · RNG' });
    const maintenance = slots.getByRole('switch', { name: 'Maintenance: Lucky Seven in Slots', exact: true });
    // A failed earlier run may have left it on: start from "off".
    if ((await maintenance.getAttribute('aria-checked')) === 'true') {
      await maintenance.click();
      await expect(maintenance).toHaveAttribute('aria-checked', 'false');
    }
    await expect.poll(() => lobbyMaintenance(request, 'LUCKY7'), { timeout: 10_000 }).toEqual([false]);

    await maintenance.click();
    await expect(maintenance).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByText('Lucky Seven is under maintenance in Slots', { exact: true })).toBeVisible();
    await expect(slots.getByRole('row').filter({ hasText: 'Lucky Seven' })).toContainText('Maintenance');
    await expect.poll(() => lobbyMaintenance(request, 'LUCKY7'), { timeout: 10_000 }).toEqual([true]);

    await page.reload();
    const again = page
      .getByRole('region', { name: 'Slots · RNG' })
      .getByRole('switch', { name: 'Maintenance: Lucky Seven in Slots', exact: true });
    await expect(again).toHaveAttribute('aria-checked', 'true');

    await again.click();
    await expect(again).toHaveAttribute('aria-checked', 'false');
    await expect.poll(() => lobbyMaintenance(request, 'LUCKY7'), { timeout: 10_000 }).toEqual([false]);
  });
});
