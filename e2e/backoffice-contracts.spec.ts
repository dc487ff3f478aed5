import { expect, test, type Page } from '@playwright/test';
import { signInToConsole } from './support/login.ts';

const nav = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name, exact: true });
const section = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Agent contract screens' }).getByRole('link', { name, exact: true });

async function openContracts(page: Page) {
  await signInToConsole(page, { merchant: 'ROYAL' });
  await nav(page, 'Agent contracts').click();
  await expect(page.getByRole('heading', { name: 'Agent contracts', level: 1 })).toBeVisible();
}

test.describe('operator console: agent contracts', () => {
  test('keeps contract templates and starts an offer from one', async ({ page }) => {
    await openContracts(page);
    await section(page, 'Templates').click();
    await expect(page).toHaveURL(/\/agent-contracts\/templates$/);
    // The demo's starting terms are there.
    await expect(
      page.getByTestId('contract-template').filter({ hasText: 'Dividend standard' }),
    ).toBeVisible();

    const name = `E2E daily ${Date.now().toString(36)}`;
    await page.getByRole('button', { name: 'Add template' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a contract template' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await dialog.getByRole('combobox', { name: 'Kind' }).selectOption('dailySalary');
    await dialog.getByRole('textbox', { name: 'Rate of valid bet (%), tier 1' }).fill('0.45');
    await dialog.getByRole('button', { name: 'Add template' }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByTestId('contract-template').filter({ hasText: name });
    await expect(row).toContainText('Daily salary');
    await expect(row).toContainText('0.45 %');

    // The offer dialog fills the tiers from it (the offer is not sent: the demo's contracts stay as they are).
    await section(page, 'Contracts').click();
    await page.getByRole('button', { name: 'Offer contract to a top agent' }).click();
    const offer = page.getByRole('dialog', { name: 'Offer a contract to a top agent' });
    await offer.getByRole('combobox', { name: 'Kind' }).selectOption('dailySalary');
    await offer.getByRole('combobox', { name: 'Start from a template' }).selectOption({ label: name });
    await expect(offer.getByRole('textbox', { name: 'Rate of valid bet (%), tier 1' })).toHaveValue('0.45');
    await offer.getByRole('button', { name: 'Cancel' }).click();

    // Archived, it leaves the list.
    await section(page, 'Templates').click();
    await row.getByRole('button', { name: `Archive template ${name}` }).click();
    await page
      .getByRole('dialog', { name: 'Archive this template?' })
      .getByRole('button', { name: 'Archive' })
      .click();
    await expect(row).toHaveCount(0);
  });

  test('lists the contracts and filters them by kind, status and account', async ({ page }) => {
    await openContracts(page);
    const table = page.getByRole('table', { name: 'Contracts' });
    // agent01 is a top agent: the merchant pays its contracts, one of each kind.
    const agent01 = table.getByRole('row').filter({ has: page.getByText('agent01', { exact: true }) });
    await expect(agent01.filter({ hasText: 'Merchant' }).first()).toBeVisible();
    for (const kind of ['Dividend', 'Daily salary', 'Hourly salary', 'Real-time salary']) {
      await expect(agent01.filter({ hasText: 'Merchant' }).filter({ hasText: kind }).first()).toBeVisible();
    }

    await page.getByLabel('Kind').selectOption('dailySalary');
    await expect(page).toHaveURL(/kind=dailySalary/);
    await page.getByLabel('Status').selectOption('ACTIVE');
    // agent01's daily salary (paid by the merchant) and agent02's (paid by agent01) are active; the
    // player-site spec may sign agent03's offer meanwhile, so only what no spec changes is counted on.
    for (const account of ['agent01', 'agent02'])
      await expect(
        table
          .getByRole('row')
          .filter({ has: page.getByText(account, { exact: true }) })
          .first(),
      ).toBeVisible();
    // Every status cell says Active (the dates cell of each row names when it was offered).
    await expect(table.getByRole('cell', { name: 'Offered', exact: true })).toHaveCount(0);
    expect(await table.getByRole('cell', { name: 'Active', exact: true }).count()).toBeGreaterThanOrEqual(2);
    await expect(table.getByRole('row').filter({ hasText: 'Hourly salary' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByRole('searchbox', { name: 'Account' }).fill('agent02');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(table.getByRole('row').filter({ hasText: 'agent01' }).first()).toBeVisible();
    await expect(table.getByText('Merchant', { exact: true })).toHaveCount(0);

    // The offer dialog lists the merchant's top agents to choose from.
    await page.getByRole('button', { name: 'Offer contract to a top agent' }).click();
    const dialog = page.getByRole('dialog', { name: 'Offer a contract to a top agent' });
    await expect(
      dialog.getByRole('combobox', { name: 'Top agent' }).getByRole('option', { name: 'agent01' }),
    ).toBeAttached();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  test('opens a settlement’s statement line by line', async ({ page }) => {
    await openContracts(page);
    await section(page, 'Settlements').click();
    await expect(page.getByRole('heading', { name: 'Settlements', level: 1 })).toBeVisible();
    const table = page.getByRole('table', { name: 'Settlements' });
    await page.getByLabel('Kind').selectOption('dailySalary');
    await page.getByRole('searchbox', { name: 'Account' }).fill('agent01');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await table
      .getByRole('button', { name: /^Statement of agent01, Daily salary/ })
      .first()
      .click();

    const drawer = page.getByRole('dialog', { name: /^agent01 · D:\d{4}-\d{2}-\d{2}$/ });
    await expect(drawer).toBeVisible();
    await expect(page).toHaveURL(/open=/);
    await expect(
      drawer.getByText('Daily salary statement, paid by Merchant.', { exact: false }),
    ).toBeVisible();
    const lines = drawer.getByRole('table', { name: 'Statement lines' });
    for (const item of ['Team valid bet × rate', 'Gross', 'Carried in from earlier periods', 'Payable']) {
      await expect(lines.getByRole('rowheader', { name: item, exact: true })).toBeVisible();
    }
    // Amounts are minor units on the wire, shown in the currency's scale.
    await expect(
      lines
        .getByRole('row', { name: /^Payable/ })
        .getByRole('cell')
        .last(),
    ).toHaveText(/^-?[\d,]+\.\d{2}$/);
    await expect(drawer.getByText('Team valid bet', { exact: true })).toBeVisible();
    await expect(drawer.getByText('Tier reached', { exact: true })).toBeVisible();
    await drawer.getByRole('button', { name: 'Close the statement' }).click();
    await expect(drawer).toBeHidden();
    await expect(page).not.toHaveURL(/open=/);
  });

  test('a dry run shows what it would settle and pays nothing', async ({ page }) => {
    await openContracts(page);
    await section(page, 'Settlements').click();
    const pager = page.getByRole('navigation', { name: 'Settlements' });
    await expect(pager.getByText(/in total/)).toBeVisible();
    const before = await pager.getByText(/in total/).textContent();

    await section(page, 'Settlement runs').click();
    await expect(page.getByRole('heading', { name: 'Settlement runs', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Run settlement' }).click();
    const dialog = page.getByRole('dialog', { name: 'Run a settlement' });
    await dialog.getByLabel('Kind').selectOption('dailySalary');
    await expect(dialog.getByRole('checkbox', { name: 'Dry run (compute only, pay nothing)' })).toBeChecked();
    await dialog.getByRole('button', { name: 'Dry-run' }).click();
    const result = dialog.getByRole('region', { name: 'Result of the run' });
    await expect(result.getByRole('status')).toContainText('nothing was paid');
    await expect(result.getByText('Paid (THB)').locator('..').getByRole('definition')).toHaveText('0.00');
    await dialog.getByRole('button', { name: 'Close' }).click();

    // The run is listed as a dry run, and no settlement was stored.
    const runs = page.getByRole('table', { name: 'Settlement runs' });
    await expect(runs.getByRole('row').nth(1).getByText('Dry run', { exact: true })).toBeVisible();
    await section(page, 'Settlements').click();
    await expect(pager.getByText(/in total/)).toHaveText(before ?? '');
  });

  test('screenshots of the contract screens in both themes and widths', async ({ page }) => {
    const dir = process.env.BO_SHOTS_DIR;
    test.skip(!dir, 'set BO_SHOTS_DIR to take screenshots');
    const shoot = async (name: string) => {
      for (const theme of ['dark', 'light'] as const) {
        await page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme);
        for (const width of [1440, 390]) {
          await page.setViewportSize({ width, height: 900 });
          await page.screenshot({ path: `${dir}/contracts-${name}-${width}-${theme}.png`, fullPage: true });
        }
      }
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    };
    await openContracts(page);
    await expect(page.getByRole('table', { name: 'Contracts' })).toBeVisible();
    await shoot('list');
    await section(page, 'Settlement runs').click();
    await expect(page.getByRole('table', { name: 'Settlement runs' })).toBeVisible();
    await shoot('runs');
    await section(page, 'Settlements').click();
    await page
      .getByRole('table', { name: 'Settlements' })
      .getByRole('button', { name: /^Statement of/ })
      .first()
      .click();
    await expect(page.getByRole('table', { name: 'Statement lines' })).toBeVisible();
    await shoot('statement');
    await page.getByRole('button', { name: 'Close the statement' }).click();
    await page.getByRole('button', { name: 'Console language' }).click();
    await expect(page.getByRole('heading', { name: '结算单', level: 1 })).toBeVisible();
    await page.screenshot({ path: `${dir}/contracts-settlements-1440-dark-cn.png`, fullPage: true });
  });
});
