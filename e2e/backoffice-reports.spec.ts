import { readFile } from 'node:fs/promises';
import { expect as baseExpect, test, type Download, type Locator, type Page } from '@playwright/test';
import { signInToConsole } from './support/login.ts';

const nav = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name, exact: true });
/**
 * Each report screen loads its code (with the chart library) on its first visit, then asks the
 * server for several reports at once: a loaded CI machine needs more than the default 5 s for both.
 */
const expect = baseExpect.configure({ timeout: 15_000 });
const crumbs = (page: Page) => page.getByRole('navigation', { name: 'Breakdown path' });

/** A downloaded CSV's records (the byte-order mark dropped); the writer never quotes these cells. */
async function csvRecords(download: Download): Promise<string[][]> {
  const text = (await readFile(await download.path())).toString('utf8').replace(/^\uFEFF/, '');
  return text
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(','));
}

/** An amount as the console shows it ("2,437.50", "-80.00") as the CSV's decimal string. */
const plain = (shown: string) => shown.replaceAll(',', '').trim();
/** Minor units of a decimal string with two places, exactly. */
const cents = (decimal: string) => BigInt(decimal.replace('.', ''));

async function download(page: Page, button: Locator) {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return file;
}

test.describe('operator console: reports', () => {
  test('reads the revenue dashboard, drills from a day to a member and exports the tables', async ({
    page,
  }) => {
    // Four levels of reports, three downloads and a reload: longer than one screen's test.
    test.setTimeout(120_000);
    await signInToConsole(page, { merchant: 'ROYAL' });
    await nav(page, 'Reports').click();
    await expect(page.getByRole('heading', { name: 'Revenue', level: 1 })).toBeVisible();
    await expect(page.getByTestId('report-freshness')).toHaveText(/Updated \d+ (s|min) ago/);

    // The demo's rounds and deposits are in the last 7 days (the default range).
    await expect(page.getByRole('combobox', { name: 'Range' })).toHaveValue('last7');
    const totals = page.getByRole('region', { name: /Totals of the range/ });
    await expect(totals.getByRole('term').first()).toBeVisible();
    for (const tile of ['GGR', 'NGR', 'Turnover', 'Payout', 'Deposits', 'Withdrawals', 'First deposits']) {
      await expect(totals.getByRole('term').filter({ hasText: new RegExp(`^${tile}$`, 'i') })).toBeVisible();
    }

    // The charts: a figure each, named by its caption, drawn (an SVG with marks), the numbers also in tables.
    const trend = page.getByRole('figure', { name: /Turnover, GGR and deposits per period/ });
    await expect(trend.locator('svg .recharts-line').first()).toBeVisible();
    const split = page.getByRole('figure', { name: /share of the turnover/ });
    await expect(split.locator('svg .recharts-pie-sector').first()).toBeVisible();
    await expect(page.getByRole('table', { name: 'Turnover and GGR by category' })).toBeVisible();
    const funnel = page.getByRole('figure', { name: /Members registered in the range/ });
    await expect(funnel.locator('svg .recharts-bar-rectangle').first()).toBeVisible();
    await expect(page.getByRole('table', { name: 'Registration funnel steps' }).getByRole('row')).toHaveCount(
      5,
    );

    // The revenue table: a row per day and the totals, which the CSV repeats to the cent.
    const table = page.getByRole('table', { name: /^Revenue by Day/ });
    await expect(table.locator('tbody tr')).toHaveCount(7);
    const footer = table.getByTestId('revenue-totals');
    const headers = await table.locator('thead th').allInnerTexts();
    const ggrColumn = headers.findIndex((h) => /^GGR/i.test(h.trim()));
    const shownGgr = plain(await footer.locator('th, td').nth(ggrColumn).innerText());
    await expect(page.getByTestId('kpi-ggr').locator('dd').first()).toHaveText(
      await footer.locator('th, td').nth(ggrColumn).innerText(),
    );

    const csv = await csvRecords(
      await download(page, page.getByRole('button', { name: /^Export Revenue by Day .* as CSV$/ })),
    );
    expect(csv[0]).toEqual([
      'Day',
      'Rounds',
      'Turnover (THB)',
      'Payout (THB)',
      'GGR (THB)',
      'Bonus (THB)',
      'Rebate (THB)',
      'NGR (THB)',
      'Deposits',
      'Deposit amount (THB)',
      'First deposits',
      'First deposit amount (THB)',
      'Withdrawals',
      'Withdrawal amount (THB)',
      'New members',
      'Active members',
      'Depositing members',
    ]);
    const days = csv.slice(1, -1);
    const total = csv.at(-1)!;
    expect(days).toHaveLength(7);
    expect(total[0]).toBe('Total');
    expect(total[4]).toBe(shownGgr);
    // Each money column of the days adds up to the totals record (rounds too).
    for (const column of [1, 2, 3, 4, 9]) {
      const sum = days.reduce((acc, record) => acc + cents(record[column]!), 0n);
      expect(sum, csv[0]![column]).toBe(cents(total[column]!));
    }

    // Drill down: the latest day with rounds → its vendors → a vendor's games → a game's members.
    const dayRecord = days.filter((record) => Number(record[1]) > 0).at(-1)!;
    const day = dayRecord[0]!;
    await table.getByRole('link', { name: `Break down ${day}` }).click();
    await expect(page).toHaveURL(new RegExp(`/reports/breakdown\\?.*from=${day}&to=${day}`));
    await expect(page.getByRole('heading', { name: `Turnover of ${day}` })).toBeVisible();
    await expect(crumbs(page).getByRole('link', { name: `Days ${day}` })).toBeVisible();

    await page.getByRole('tab', { name: 'By vendor' }).click();
    await expect(page).toHaveURL(/by=vendor/);
    const vendors = page.getByRole('table', { name: `Turnover of ${day}` });
    await expect(vendors.getByRole('columnheader', { name: 'Vendor', exact: true })).toBeVisible();
    // The day's turnover by vendor adds up to the day's turnover in the revenue report.
    const vendorTotals = vendors.getByTestId('breakdown-totals').locator('th, td');
    expect(plain(await vendorTotals.nth(3).innerText())).toBe(dayRecord[2]);
    await vendors
      .getByRole('link', { name: /^Games of / })
      .first()
      .click();
    await expect(page).toHaveURL(/vendorCode=/);
    await expect(crumbs(page).getByRole('link', { name: /^Vendor / })).toBeVisible();
    const games = page.getByRole('table', { name: /^Games of / });
    const gameLink = games.getByRole('link', { name: /^Members who played / }).first();
    const gameName = (await gameLink.innerText()).trim();
    // By its name: the report's minute refresh can reorder the rows between reading and clicking.
    await games.getByRole('link', { name: `Members who played ${gameName}`, exact: true }).click();
    await expect(page).toHaveURL(/gameCode=/);
    await expect(page.getByRole('heading', { name: `Members who played ${gameName}, ${day}` })).toBeVisible();
    await expect(crumbs(page).getByRole('link', { name: `Game ${gameName}` })).toBeVisible();
    const members = page.getByRole('table', { name: `Members who played ${gameName}, ${day}` });
    const memberLink = members.getByRole('link', { name: /^Open member / }).first();
    await expect(memberLink).toBeVisible();

    // Each level is a URL: back, forward and reload show the same level.
    await page.goBack();
    await expect(page.getByRole('table', { name: /^Games of / })).toBeVisible();
    await page.goForward();
    await page.reload();
    await expect(members).toBeVisible();

    // The members level exports every member of the game, the header first.
    const memberCsv = await csvRecords(
      await download(
        page,
        page.getByRole('button', { name: `Export Members who played ${gameName}, ${day} as CSV` }),
      ),
    );
    expect(memberCsv[0]).toEqual([
      'Member',
      'Code',
      'Category',
      'Vendor',
      'Game code',
      'Rounds',
      'Turnover (THB)',
      'Payout (THB)',
      'GGR (THB)',
      'Margin (%)',
    ]);
    expect(memberCsv.length - 1).toBe(await members.locator('tbody tr').count());

    // The member's account opens the member's page.
    const account = (await memberLink.innerText()).trim();
    await memberLink.click();
    await expect(page).toHaveURL(/\/bo\/members\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: account, level: 1 })).toBeVisible();
  });

  test('ranks members and shows the daily close', async ({ page }) => {
    await signInToConsole(page, { merchant: 'ROYAL' });
    await page.goto('/bo/reports/rankings');
    await expect(page.getByRole('heading', { name: 'Rankings', level: 1 })).toBeVisible();
    const winners = page.getByRole('table', { name: 'Top winning members' });
    await expect(winners.locator('tbody tr').first()).toBeVisible();
    await page.getByRole('combobox', { name: 'Order' }).selectOption('losers');
    await expect(page).toHaveURL(/side=losers/);
    await expect(page.getByRole('table', { name: 'Top losing members' })).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Report screens' })
      .getByRole('link', { name: 'Daily close' })
      .click();
    await expect(page.getByRole('heading', { name: 'Daily close', level: 1 })).toBeVisible();
    const close = page.getByRole('table', { name: 'Daily close (THB)' });
    await expect(close.locator('tbody tr')).toHaveCount(7);
    // The demo's money balances every day.
    await expect(close.getByText('Unbalanced', { exact: true })).toHaveCount(0);
  });
});
