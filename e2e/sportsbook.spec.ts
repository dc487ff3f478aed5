import { expect as baseExpect, test, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { preferEnglish } from './support/english.ts';
import { depositWithFastPay, registerByUsername } from './support/new-member.ts';
import { headerAmount, minor, shown } from './support/money.ts';
import { frameOverflowPx, newMemberOnLightPhone } from './support/phone.ts';
import { screenshotPath } from './support/screenshots.ts';

/**
 * Issue 15 as a new member lives it: they register, deposit, open Sports and the in-house book opens
 * in the game window; they bet a single on a live match and a three-leg parlay of other live
 * matches, watch prices move, cash the single out, and see the parlay settle when its matches end
 * (the e2e server runs the simulated feed's matches for 90 s with no suspensions and no result
 * corrections, see playwright.config.ts). The book's bets then stand in the site's betting record
 * under the book's name, settled, the cash-out and the win to the cent, and the balance is the
 * deposit less the stakes plus the cash-out and the win.
 */

test.beforeEach(({ page }) => preferEnglish(page));

const expect = baseExpect.configure({ timeout: 15_000 });

/** An amount shown on its own ("850.00" in "฿850.00", not in "1,850.00"), to the cent. */
const exactly = (amountMinor: bigint) =>
  new RegExp(`(?<![\\d,.])${shown(amountMinor).replace(/[.,]/g, '\\$&')}(?!\\d)`);

async function registerAndDeposit(page: Page, amount: string) {
  await registerByUsername(page, 'sb');
  await depositWithFastPay(page, amount);
}

/** Live matches open for betting, in the book's live-now list (the latest kick-offs last). */
const liveRows = (book: FrameLocator) =>
  book.getByTestId('live-now').locator('[data-status="LIVE"]:has(button[data-selection]:not([disabled]))');

/** The live matches that started last (the furthest from their end), one per event. */
async function freshLiveRows(book: FrameLocator, count: number, except: string[] = []) {
  const rows = liveRows(book);
  const found: Locator[] = [];
  const events: string[] = [];
  const all = await rows.evaluateAll((list) =>
    list.map((r) => ({
      id: r.getAttribute('data-event') ?? '',
      startsAt: Number(r.getAttribute('data-starts') ?? 0),
    })),
  );
  all.sort((a, b) => b.startsAt - a.startsAt);
  for (const r of all) {
    if (found.length === count) break;
    if (except.includes(r.id) || events.includes(r.id)) continue;
    events.push(r.id);
    found.push(book.getByTestId('live-now').locator(`[data-event="${r.id}"]`));
  }
  return found;
}

/**
 * Places a bet of `count` picks from the freshest live matches: the simulated minute-long matches
 * move fast, so a pick whose price ran away or whose market closed is replaced and tried again.
 */
async function placeFresh(
  book: FrameLocator,
  count: number,
  stake: (slip: Locator) => Promise<void>,
  except: string[] = [],
) {
  const slip = book.getByTestId('bet-slip');
  const legs = slip.locator('[data-selection]');
  const accepted = slip.getByText(/^(Bet accepted|\d+ bets accepted)$/);
  let clicked = false;
  await expect(async () => {
    // A bet accepted after the last try's wait ran out is not placed again (the slip empties only
    // when its bets are accepted).
    if (clicked && ((await accepted.isVisible()) || (await legs.count()) === 0)) return;
    const stale = (await slip.getByRole('alert').count()) + (await slip.getByText(/paused|closed/).count());
    if ((await legs.count()) !== count || stale > 0) {
      if ((await legs.count()) > 0) await slip.getByRole('button', { name: 'Clear slip' }).click();
      for (const row of await freshLiveRows(book, 10, except)) {
        const before = await legs.count();
        if (before >= count) break;
        // A pick lands in the slip before the next is chosen (a closed price adds nothing).
        if (
          await pick(row).then(
            () => true,
            () => false,
          )
        )
          await expect(legs)
            .toHaveCount(before + 1, { timeout: 2_000 })
            .catch(() => undefined);
      }
      await expect(legs).toHaveCount(count, { timeout: 2_000 });
    }
    await stake(slip);
    await slip.getByRole('button', { name: /^Place/ }).click({ timeout: 10_000 });
    clicked = true;
    // The in-play wait shows while the book re-checks the price, then the answer.
    await expect(accepted).toBeVisible({ timeout: 20_000 });
  }).toPass({ timeout: 90_000 });
  await expect(legs).toHaveCount(0);
}

/**
 * A price a book would usually show (1.30–4.00): late in a match the long shots are not worth the wait.
 * The open prices are read at once (a price the book suspends meanwhile drops out of the list).
 */
async function pick(row: Locator, market?: number) {
  const cells = market === undefined ? row : row.locator('.market-cell').nth(market);
  const open = await cells
    .locator('button[data-selection]:not([disabled]):not([aria-pressed="true"])')
    .evaluateAll((list) =>
      list.map((b) => ({
        id: b.getAttribute('data-selection') ?? '',
        odds: Number(b.getAttribute('data-odds')),
      })),
    );
  const choice = open.find((p) => p.odds >= 1300 && p.odds <= 4000) ?? open[0];
  if (!choice) throw new Error('no open price to pick');
  // The live list never stands still (prices flash, matches start and end and rows move), so the
  // click is sent to the price itself rather than to where it stood a frame ago.
  await cells
    .locator(`button[data-selection="${choice.id}"]`)
    .dispatchEvent('click', undefined, { timeout: 5_000 });
}

/**
 * Opens the first sports tile of the page shown (`/sports`) in the site's game window: the window and
 * the book inside it.
 */
async function openBook(page: Page) {
  const tile = page.getByRole('button', { name: /^Play / }).first();
  const title = ((await tile.getAttribute('aria-label')) ?? '').replace(/^Play /, '');
  await tile.click();
  const window = page.getByRole('dialog', { name: title });
  await expect(window).toBeVisible();
  return { window, book: page.frameLocator(`iframe[title="${title} game window"]`) };
}

test('a new member bets a single and a parlay on live matches and finds them in the record', async ({
  page,
}) => {
  test.setTimeout(420_000);
  await registerAndDeposit(page, '1000');

  // Sports opens the book in the site's game window.
  await page.goto('/sports');
  // The site's balance before the book (the deposit, and whatever the site's promotions added).
  const siteStart = minor((await headerAmount(page).textContent()) ?? '');
  const { window, book } = await openBook(page);
  await expect(book.getByTestId('balance')).toHaveText(/1,000\.00/, { timeout: 20_000 });
  await expect(liveRows(book).first()).toBeVisible({ timeout: 30_000 });

  // Prices move under the player's eyes: a moved price flashes up or down.
  await expect(
    book.locator('button[data-selection].flash-up, button[data-selection].flash-down').first(),
  ).toBeVisible();

  // A pick whose price moves before it is placed: the slip shows the new price against the chosen
  // one and asks before taking it.
  // (A match that ends before its price moves is swapped for the next fresh one.)
  const slip = book.getByTestId('bet-slip');
  let firstRow: Locator | undefined;
  await expect(async () => {
    if ((await slip.locator('[data-selection]').count()) > 0)
      await slip.getByRole('button', { name: 'Clear slip' }).click();
    // A match whose result and total markets are both open (a runaway price suspends a market).
    const open = (row: Locator, market: number) =>
      row.locator('.market-cell').nth(market).locator('button[data-selection]:not([disabled])').count();
    firstRow = undefined;
    for (const row of await freshLiveRows(book, 10))
      if ((await open(row, 0)) > 0 && (await open(row, 2)) > 0) {
        firstRow = row;
        break;
      }
    if (!firstRow) throw new Error('no fresh match with its markets open');
    await pick(firstRow, 0);
    await expect(slip.getByText(/^Odds moved from/)).toBeVisible({ timeout: 30_000 });
  }).toPass({ timeout: 120_000 });
  await slip.getByRole('button', { name: 'Accept new odds' }).click();
  // The player lets the book take the price of the moment from now on.
  await slip.getByRole('combobox', { name: /^When odds change/ }).selectOption('ANY');
  await expect(slip.getByRole('button', { name: 'Place bet' })).toBeVisible();

  // Two picks of one match cannot make a parlay: the slip says so.
  // (Its total market, else its handicap, else any other price of it that is open.)
  await expect(async () => {
    for (const market of [2, 1, undefined]) {
      const picked = await pick(firstRow!, market).then(
        () => true,
        () => false,
      );
      if (picked) return;
    }
    throw new Error('no other open price in the match');
  }).toPass({ timeout: 20_000 });
  await expect(slip.locator('[data-selection]')).toHaveCount(2);
  await slip.getByRole('tab', { name: 'Parlay' }).click();
  await expect(slip.getByRole('alert')).toContainText(
    "Picks from the same match can't be combined in a parlay",
  );
  await expect(slip.getByRole('button', { name: /^Place/ })).toBeDisabled();
  await slip.getByRole('button', { name: 'Clear slip' }).click();

  // A single of 100.00 on a live match, then a parlay of 50.00 on three others.
  await placeFresh(book, 1, (s) => s.getByRole('textbox', { name: /^Stake for/ }).fill('100'));
  await expect(book.getByTestId('balance')).toHaveText(/900\.00/);
  await book.getByRole('button', { name: /^My bets/ }).click();
  const singleEvent = (await book.getByTestId('bet-card').first().getAttribute('data-events')) ?? '';
  await book.getByRole('tab', { name: 'Sports', exact: true }).click();
  await placeFresh(
    book,
    3,
    async (s) => {
      await expect(s.getByRole('tab', { name: 'Parlay' })).toHaveAttribute('aria-selected', 'true');
      await s.getByRole('textbox', { name: 'Parlay stake' }).fill('50');
    },
    [singleEvent],
  );
  await expect(book.getByTestId('balance')).toHaveText(/850\.00/);
  await page.screenshot({ path: screenshotPath('sportsbook-desktop') });

  // My bets: one bet is cashed out at the offer the player confirms. The e2e server's demo feed
  // keeps its markets open (SPORTS_SUSPEND_RATE=0), so an open bet on a running match has an offer;
  // if the price moves between the offer and the confirmation, the book says so and offers the new
  // amount, which the player confirms again (the amount paid is always the amount confirmed).
  // (A parlay whose leg lost settles at once, so the bet cashed out is the single, or the parlay
  // if the single's match is already over on a slow machine.)
  await book.getByRole('button', { name: /^My bets/ }).click();
  const open = book.getByTestId('bet-card');
  let cashKind: 'SINGLE' | 'PARLAY' = 'SINGLE';
  let cashedOut: bigint | null = null;
  let before = 0n;
  for (let attempt = 0; attempt < 8 && cashedOut === null; attempt++) {
    // Each try takes the single if it is still open, else the parlay: a match may end between tries.
    await expect(open.first()).toBeVisible();
    const kind = (await open.and(book.locator('[data-kind="SINGLE"]')).count()) > 0 ? 'SINGLE' : 'PARLAY';
    const card = open.and(book.locator(`[data-kind="${kind}"]`));
    const offer = card.getByRole('group', { name: 'Cash out' });
    // The book offers no cash-out while the bet's price is out of its sane band (a moment after a
    // goal, before the other side is repriced): the player asks again.
    const offerShown = await expect(async () => {
      if (await offer.isVisible()) return;
      await card.getByRole('button', { name: 'Cash out' }).click({ timeout: 3_000 });
      await expect(offer).toBeVisible({ timeout: 3_000 });
    })
      .toPass({ timeout: 15_000 })
      .then(
        () => true,
        () => false,
      );
    if (!offerShown) continue;
    // (The balance before the cash-out: 850.00, or more if the other bet has already won.)
    before = minor((await book.getByTestId('balance').textContent()) ?? '');
    const offered = (await offer.getAttribute('data-amount')) ?? '';
    const [answer] = await Promise.all([
      page.waitForResponse(
        (r) => /\/api\/bets\/[^/]+\/cashout$/.test(r.url()) && r.request().method() === 'POST',
      ),
      offer.getByRole('button', { name: 'Confirm' }).click(),
    ]);
    const body = (await answer.json()) as { success: boolean; code: string; value: { amount?: string } };
    if (body.success) {
      expect(body.value.amount).toBe(offered);
      cashedOut = minor(offered);
      cashKind = kind;
    } else {
      // The offer moved (it is shown again, to confirm), or is gone for the moment (a settled bet too).
      expect(['CASH_OUT_CHANGED', 'CASH_OUT_UNAVAILABLE']).toContain(body.code);
      if (body.code === 'CASH_OUT_CHANGED') await expect(offer).toContainText('The offer moved to');
    }
  }
  const otherKind = cashKind === 'SINGLE' ? 'PARLAY' : 'SINGLE';
  const [cashStake, otherStake] = cashKind === 'SINGLE' ? [10_000n, 5_000n] : [5_000n, 10_000n];
  const single = open.and(book.locator(`[data-kind="${cashKind}"]`));
  expect(cashedOut, 'the cash-out offer kept moving').not.toBeNull();
  // The balance rises by exactly the amount confirmed.
  await expect(book.getByTestId('balance')).toHaveText(exactly(before + cashedOut!));
  await expect(single).toHaveCount(0);

  // The other bet settles when its matches end (the e2e matches run 90 s): the settled tab shows
  // both bets, the cash-out's amount and the other's return.
  await book.getByRole('tab', { name: 'Settled' }).click();
  const settled = book.getByTestId('bet-card');
  const parlay = settled.and(book.locator(`[data-kind="${otherKind}"]`));
  await expect(parlay).toHaveAttribute('data-status', 'SETTLED', { timeout: 150_000 });
  await expect(settled).toHaveCount(2);
  const cashed = settled.and(book.locator(`[data-kind="${cashKind}"]`));
  await expect(cashed).toHaveAttribute('data-status', 'CASHED_OUT');
  await expect(cashed.getByTestId('bet-returned')).toHaveText(exactly(cashedOut!));
  const won = minor((await parlay.getByTestId('bet-returned').textContent()) ?? '');
  const expected = 100_000n - 10_000n - 5_000n + cashedOut! + won;
  await expect(book.getByTestId('balance')).toHaveText(exactly(expected), {
    timeout: 20_000,
  });
  await page.screenshot({ path: screenshotPath('sportsbook-settled') });
  await window.getByRole('button', { name: 'Close game' }).click();

  // The site's betting record: both bets under the book's name, settled, stake and win to the cent;
  // the site's balance is the start less the stakes plus the cash-out and the win.
  await expect(headerAmount(page)).toHaveText(shown(siteStart - 15_000n + cashedOut! + won), {
    timeout: 20_000,
  });
  await page.goto('/account/bettingRecord');
  const records = page.getByTestId('bet-row');
  await expect(records).toHaveCount(2);
  for (const [stake, win] of [
    [cashStake, cashedOut!],
    [otherStake, won],
  ] as const) {
    const row = records.filter({ has: page.locator('td:nth-child(4)', { hasText: exactly(stake) }) });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Royal Sportsbook');
    await expect(row.locator('td').nth(4)).toHaveText(shown(win));
    await expect(row.locator('td').nth(6)).toHaveText('Settled');
  }
});

test('on a phone in the light theme the book fits the screen and the slip opens as a drawer', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await newMemberOnLightPhone(page, 'sbp');
  await page.goto('/sports');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  const { book } = await openBook(page);
  // The site's theme reaches the book before its first paint.
  await expect(book.locator('html')).toHaveAttribute('data-theme', 'light', { timeout: 20_000 });
  await expect(liveRows(book).first()).toBeVisible({ timeout: 30_000 });
  // Nothing wider than the phone: the lists wrap or scroll inside themselves.
  expect(await frameOverflowPx(book)).toBeLessThanOrEqual(0);
  // The slip is a bar at the bottom, shown once a price is picked, that counts the picks; it opens as
  // a drawer holding them.
  const slipBar = book.getByRole('button', { name: 'Open bet slip' });
  await expect(async () => {
    const [row] = await freshLiveRows(book, 1);
    if (!row) throw new Error('no live match open');
    await pick(row);
    await expect(slipBar).toBeVisible({ timeout: 2_000 });
    await expect(slipBar).toContainText('1', { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await page.screenshot({ path: screenshotPath('sportsbook-light-phone') });
  await slipBar.click();
  const drawer = book.getByRole('dialog', { name: 'Bet slip' });
  await expect(drawer).toBeVisible();
  await expect(drawer.locator('[data-selection]')).toHaveCount(1);
  await expect(drawer.getByRole('textbox', { name: /^Stake for/ })).toBeVisible();
  await page.screenshot({ path: screenshotPath('sportsbook-light-phone-slip') });
});
