import { expect, test, type Page } from '@playwright/test';
import { signInToConsole } from './support/login.ts';

const nav = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name, exact: true });

/** A node of the tree by its account (its name also carries type, status and counts). */
const node = (page: Page, account: string) =>
  page.getByRole('tree', { name: 'Agents' }).getByRole('treeitem', { name: new RegExp(`^${account}\\b`) });

async function openTree(page: Page) {
  await signInToConsole(page, { merchant: 'ROYAL' });
  await nav(page, 'Agent tree').click();
  await expect(page.getByRole('heading', { name: 'Agent tree', level: 1 })).toBeVisible();
  await expect(node(page, 'agent01')).toBeVisible();
}

test.describe('operator console: agent tree', () => {
  test('opens agent01, sees agent02 under it and agent02’s detail', async ({ page }) => {
    await openTree(page);
    const agent01 = node(page, 'agent01');
    await expect(agent01).toHaveAttribute('aria-expanded', 'false');
    await expect(node(page, 'agent02')).toHaveCount(0);

    // The keyboard opens the node: its children are fetched then.
    await agent01.focus();
    await page.keyboard.press('ArrowRight');
    await expect(agent01).toHaveAttribute('aria-expanded', 'true');
    const agent02 = node(page, 'agent02');
    await expect(agent02).toBeVisible();
    await expect(agent02).toHaveAttribute('aria-level', '2');
    await expect(node(page, 'demo24')).toBeVisible();

    // Down to agent02 and Enter selects it.
    await page.keyboard.press('ArrowRight');
    await expect(agent02).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(agent02).toHaveAttribute('aria-selected', 'true');

    const detail = page.getByRole('region', { name: 'Agent detail' });
    await expect(detail.getByRole('heading', { name: 'agent02', level: 2 })).toBeVisible();
    const upline = detail.getByRole('navigation', { name: 'Upline' });
    await expect(upline.getByRole('button', { name: 'agent01' })).toBeVisible();
    await expect(detail.getByRole('table', { name: 'Members per level' })).toBeVisible();
    await expect(detail.getByRole('heading', { name: 'Dividend' })).toBeVisible();

    // The upline crumb selects agent01; the member page is a link away.
    await upline.getByRole('button', { name: 'agent01' }).click();
    await expect(detail.getByRole('heading', { name: 'agent01', level: 2 })).toBeVisible();
    await expect(detail.getByText('Top agent', { exact: true })).toBeVisible();
    await detail.getByRole('link', { name: 'Open member page of agent01' }).click();
    await expect(page.getByRole('heading', { name: 'agent01', level: 1 })).toBeVisible();
  });

  test('the top agents filter by account', async ({ page }) => {
    await openTree(page);
    await page.getByRole('searchbox', { name: 'Top agent account' }).fill('no-such-agent');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('No top agent matches this account.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(node(page, 'agent01')).toBeVisible();
  });

  test('screenshots of the agent tree in both themes and widths', async ({ page }) => {
    const dir = process.env.BO_SHOTS_DIR;
    test.skip(!dir, 'set BO_SHOTS_DIR to take screenshots');
    await openTree(page);
    await node(page, 'agent01').locator('[aria-hidden="true"]').first().click();
    await node(page, 'agent02').locator('[aria-hidden="true"]').first().click();
    await expect(node(page, 'agent03')).toBeVisible();
    await node(page, 'agent02').getByText('agent02', { exact: true }).click();
    await expect(page.getByRole('heading', { name: 'agent02', level: 2 })).toBeVisible();
    for (const theme of ['dark', 'light']) {
      if (theme === 'light') await page.getByRole('button', { name: 'Switch to light theme' }).click();
      for (const width of [1440, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: `${dir}/agents-${width}-${theme}.png`, fullPage: true });
      }
      await page.setViewportSize({ width: 1440, height: 900 });
    }
    await page.getByRole('button', { name: 'Console language' }).click();
    await expect(page.getByRole('heading', { name: '代理树', level: 1 })).toBeVisible();
    await page.screenshot({ path: `${dir}/agents-1440-light-cn.png`, fullPage: true });
  });
});
