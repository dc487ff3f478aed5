import { randomUUID } from 'node:crypto';
import { expect as baseExpect, test, type APIRequestContext } from '@playwright/test';
import { preferEnglish } from './support/english.ts';
import { signInToConsole } from './support/login.ts';
import { memberLogin } from './support/member-api.ts';
import { operatorToken } from './support/operator.ts';

/**
 * Issue 12, the console's rewards screens: an operator tags a member on the member's page and takes
 * the tag off again (promotions may admit only members with a tag), and the applications queue pages
 * through more applications than one page holds.
 */

test.beforeEach(({ page }) => preferEnglish(page));

const expect = baseExpect.configure({ timeout: 15_000 });

async function bo(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${await operatorToken(request)}` };
  return async <T>(method: 'get' | 'post', url: string, data?: unknown): Promise<T> => {
    const response = await request[method](url, { headers, data });
    const body = (await response.json()) as { success: boolean; value: T };
    expect(body.success, `${url}: ${JSON.stringify(body)}`).toBe(true);
    return body.value;
  };
}

test('an operator adds a tag to a member and removes it', async ({ page, request }) => {
  const call = await bo(request);
  const found = await call<{ list: { id: string }[] }>(
    'get',
    '/api/bo/merchants/ROYAL/members?search=demo18',
  );
  const tag = `e2e-${randomUUID().slice(0, 6)}`;

  await signInToConsole(page, { merchant: 'ROYAL' });
  await page.goto(`/bo/members/${found.list[0]!.id}`);
  const card = page.getByRole('region', { name: 'Tags' });
  await expect(card).toBeVisible();
  await card.getByLabel('New tag').fill('Not a tag!');
  await card.getByRole('button', { name: 'Add tag' }).click();
  await expect(card.getByText("Use 1–32 lower-case letters, digits, '-' or '_'.")).toBeVisible();

  await card.getByLabel('New tag').fill(tag.toUpperCase());
  await card.getByRole('button', { name: 'Add tag' }).click();
  await expect(page.getByText(`Tag ${tag} added`)).toBeVisible();
  await expect(card.getByTestId('member-tags')).toContainText(tag);

  // It is kept: a reload shows it.
  await page.reload();
  await expect(card.getByTestId('member-tags')).toContainText(tag);
  await card.getByRole('button', { name: `Remove tag ${tag}` }).click();
  await expect(page.getByText(`Tag ${tag} removed`)).toBeVisible();
  await expect(card.getByRole('button', { name: `Remove tag ${tag}` })).toBeHidden();
});

test('the applications queue pages through every application', async ({ page, request }) => {
  test.setTimeout(240_000);
  const call = await bo(request);
  const now = Date.now();
  const title = `Paging check ${randomUUID().slice(0, 6)}`;
  const campaign = await call<{ id: string }>('post', '/api/bo/merchants/ROYAL/promotions', {
    kind: 'APPLICATION',
    category: 'EVENT',
    startsAt: new Date(now - 60_000).toISOString(),
    endsAt: new Date(now + 86_400_000).toISOString(),
    reward: '1',
    perMemberLimit: 3,
    translations: [{ language: 'EN', title }],
  });
  // 21 applications: seven members apply three times each, the first two rejected.
  // Members whose password no other spec changes (backoffice-members resets demo15's, identity demo10's and demo20's).
  const members = ['demo14', 'demo16', 'demo17', 'demo18', 'demo19', 'demo21', 'demo22'];
  for (const username of members) {
    const { token } = await memberLogin(request, username);
    for (let n = 1; n <= 3; n++) {
      const applied = await request.post(`/api/wps/promotions/${campaign.id}/apply`, {
        headers: { authorization: `Bearer ${token}` },
        data: { remark: `${username} try ${n}` },
      });
      expect(((await applied.json()) as { success: boolean }).success).toBe(true);
      if (n === 3) break;
      const waiting = await call<{ list: { id: string; remark: string | null }[] }>(
        'get',
        `/api/bo/merchants/ROYAL/promotion-applications?status=APPLYING&pageSize=100`,
      );
      const mine = waiting.list.find((a) => a.remark === `${username} try ${n}`)!;
      await call('post', `/api/bo/merchants/ROYAL/promotion-applications/${mine.id}/review`, {
        decision: 'REJECT',
        reason: 'e2e paging',
      });
    }
  }

  await signInToConsole(page, { merchant: 'ROYAL' });
  await page.goto('/bo/rewards/applications');
  await page.getByLabel('Status').selectOption({ label: 'All' });
  const pager = page.getByRole('navigation', { name: 'Activity applications' });
  await expect(pager).toContainText('Page 1 of');
  const total = Number(/(\d+) in total/.exec((await pager.textContent()) ?? '')?.[1]);
  expect(total).toBeGreaterThanOrEqual(21);
  await expect(page.getByRole('table', { name: 'Activity applications' }).locator('tbody tr')).toHaveCount(
    20,
  );
  await pager.getByRole('button', { name: 'Next page' }).click();
  await expect(pager).toContainText('Page 2 of');
  await expect(
    page.getByRole('table', { name: 'Activity applications' }).locator('tbody tr'),
  ).not.toHaveCount(0);
});
