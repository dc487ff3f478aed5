import { preferEnglish } from './support/english.ts';
import { screenshotPath } from './support/screenshots.ts';
import { expect, test } from '@playwright/test';
import { operatorSession } from './support/operator.ts';

test.describe('whole-site states driven by the operator', () => {
  test.beforeEach(({ page }) => preferEnglish(page));
  test.afterEach(async ({ request }) => {
    const operator = await operatorSession(request);
    await operator.setMaintenance(false);
    await operator.clearRegionRules();
  });

  test('maintenance replaces the site and lifts when the operator ends it', async ({ page, request }) => {
    const operator = await operatorSession(request);
    await page.goto('/');
    await operator.setMaintenance(true, 'Back at 06:00');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Site under maintenance' })).toBeVisible();
    await expect(page.getByText('Back at 06:00')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Customer service' }).first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await page.screenshot({ path: screenshotPath('maintenance') });

    await operator.setMaintenance(false);
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Main' }).first()).toBeVisible();
  });

  test('a blocked IP sees the region-blocked view with its address', async ({ page, request }) => {
    const operator = await operatorSession(request);
    await page.goto('/');
    await operator.blockIp('127.0.0.0/8');
    await operator.blockIp('::1');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Access restricted' })).toBeVisible();
    await expect(page.getByText(/127\.0\.0\.1|::1/).first()).toBeVisible();
    await page.screenshot({ path: screenshotPath('region-blocked') });

    await operator.clearRegionRules();
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Main' }).first()).toBeVisible();
  });
});
