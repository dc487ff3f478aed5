import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectBackdropHoldsPageAndCloses } from './support/dialog-backdrop.ts';
import { preferEnglish } from './support/english.ts';
import { logIn, logInAgent } from './support/login.ts';
import { operatorToken } from './support/operator.ts';
import { closeSitePopupsInTheWay, sitePopup } from './support/site-popups.ts';

/**
 * What players see of the content module (issue 13): the home banners and notice marquee, the
 * visitors' popup once a session, the announcement popup with its pages and details, texts that
 * follow the language, the members' popup after login, and the agents' own announcement in the
 * agent centre. The demo content (README "content") is the merchant's; this spec adds announcements
 * of its own for the pages and removes them again.
 */

const ANNOUNCEMENTS = '/api/wps/relay/CCSFE_getListAnnouncements';
const VISITOR_POPUP = 'New here? Claim your welcome bonus';
const MEMBER_POPUP = 'VIP weekend: double rebates';
const AGENT_ANNOUNCEMENT = 'Agent pay schedule';

test.beforeEach(({ page }) => preferEnglish(page, { sitePopups: 'keep' }));
// Logins, reloads and popups in each test: more than the default minute on a loaded machine.
test.describe.configure({ timeout: 120_000 });

const popupDialog = (page: Page, name: string) =>
  page.getByRole('dialog', { name }).filter({ has: sitePopup(page) });

/** What a visitor reads in a language, through the same public call the site makes. */
async function visitorContent(request: APIRequestContext, language: string) {
  const response = await request.get(`${ANNOUNCEMENTS}?language=${language}`);
  const body = (await response.json()) as {
    value: { banners: { group: string; title: string }[]; notices: { text: string }[] };
  };
  return body.value;
}

/** The popups come after the page's content and their own code: on a loaded machine, a while. */
const POPUP_TIMEOUT_MS = 45_000;

async function closePopup(page: Page, name: string) {
  const dialog = popupDialog(page, name);
  await expect(dialog).toBeVisible({ timeout: POPUP_TIMEOUT_MS });
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(dialog).toBeHidden();
}

test('a visitor sees the home banners and notices, and the visitors’ popup once a session', async ({
  page,
}) => {
  await page.goto('/');
  const popup = popupDialog(page, VISITOR_POPUP);
  await expect(popup).toBeVisible({ timeout: POPUP_TIMEOUT_MS });
  await expect(popup).toContainText('100% first deposit bonus');
  // The page under the popup holds still, and a click on the backdrop closes the popup.
  await expectBackdropHoldsPageAndCloses(page, popup, { x: 8, y: 400 });

  // Six w_home banners in a carousel, each its picture named by its title and a link to its target.
  const banners = page.getByRole('region', { name: 'Featured' });
  await expect(banners.getByRole('group')).toHaveCount(6);
  await expect(banners.getByRole('link', { name: 'Live dealers, real tables' })).toHaveAttribute(
    'href',
    '/live',
  );
  await expect(banners.getByRole('link', { name: 'Spin thousands of slots' })).toHaveAttribute(
    'href',
    '/rng?vassalage=HOUSE',
  );
  await expect(banners.getByRole('button', { name: 'Go to slide 2' })).toBeVisible();

  // The marquee says the merchant's notices.
  const marquee = page.getByRole('region', { name: 'Notices' });
  await expect(marquee).toContainText('Live casino maintenance on Tuesday 02:00–04:00.');

  // Dismissed stays dismissed in this tab's session, after a reload too.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Featured' }).getByRole('group')).toHaveCount(6);
  await page.waitForTimeout(1_500);
  await expect(sitePopup(page)).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem('ANONYMOUS_POPUP'))).toMatch(/^\["\d+@\d+"\]$/);

  // The side menu shows its own banners.
  await expect(
    page.getByTestId('side-menu').getByRole('img', { name: 'Draws every few minutes' }),
  ).toBeVisible();
});

test.describe('the announcement popup', () => {
  const created: string[] = [];
  const run = Date.now().toString(36);

  test.beforeAll(async ({ request }) => {
    // Ten older announcements of this spec's own: the list has two pages (9 a page).
    const headers = { authorization: `Bearer ${await operatorToken(request)}` };
    for (let n = 1; n <= 10; n++) {
      const response = await request.post('/api/bo/merchants/ROYAL/content', {
        headers,
        data: {
          kind: 'ANNOUNCEMENT',
          status: 'PUBLISHED',
          startsAt: new Date(Date.now() - (40 + n) * 86_400_000).toISOString(),
          translations: [
            {
              language: 'EN',
              title: `E2E notice ${run} #${n}`,
              bodyHtml: `<p>Body of notice <strong>${n}</strong> (${run}).</p>`,
            },
          ],
        },
      });
      const body = (await response.json()) as { success: boolean; value: { id: string } };
      expect(body.success, JSON.stringify(body)).toBe(true);
      created.push(body.value.id);
    }
  });

  test.afterAll(async ({ request }) => {
    const headers = { authorization: `Bearer ${await operatorToken(request)}` };
    for (const id of created) await request.delete(`/api/bo/merchants/ROYAL/content/${id}`, { headers });
  });

  test('opens from the marquee, pages through the titles and shows an announcement', async ({ page }) => {
    await page.goto('/');
    await closePopup(page, VISITOR_POPUP);
    await page.getByRole('button', { name: 'Open all announcements' }).click();

    const dialog = page.getByRole('dialog', { name: 'Announcements' });
    // Its code comes with its first opening.
    await expect(dialog).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(/[?&]announcement=all/);
    const titles = dialog.getByRole('list', { name: 'Announcement titles' }).getByRole('button');
    await expect(titles).toHaveCount(9);
    // The newest first, shown at once with its HTML and the go-to-promotion button.
    const detail = dialog.getByTestId('announcement-detail');
    await expect(detail.getByRole('heading', { name: '100% first deposit bonus' })).toBeVisible();
    await expect(detail.getByRole('heading', { name: 'Double your first deposit' })).toBeVisible();
    await expect(detail.getByRole('button', { name: 'Go to promotion' })).toBeVisible();

    // Newest first: page 2 holds this spec's oldest notices, #7 to #10.
    const pager = dialog.getByRole('navigation', { name: 'Announcement pages' });
    await pager.getByRole('button', { name: 'Page 2' }).click();
    await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(titles).toHaveCount(4);
    await dialog.getByRole('button', { name: new RegExp(`E2E notice ${run} #8\\b`) }).click();
    await expect(detail.getByRole('heading', { name: `E2E notice ${run} #8` })).toBeVisible();
    await expect(detail).toContainText(`Body of notice 8 (${run}).`);
    await expect(detail.getByRole('button', { name: 'Go to promotion' })).toHaveCount(0);

    // The address names the announcement: it opens again from a link.
    await expect(page).toHaveURL(new RegExp(`announcement=${created[7]}\\b`));
    await page.reload();
    await expect(
      page
        .getByRole('dialog', { name: 'Announcements' })
        .getByRole('heading', { name: `E2E notice ${run} #8` }),
    ).toBeVisible({ timeout: 20_000 });
    await page.keyboard.press('Escape');
    await expect(page).not.toHaveURL(/announcement=/);
  });
});

test('switching the language changes the banners, the notices and the announcements', async ({
  page,
  request,
}) => {
  const english = await visitorContent(request, 'EN');
  const thai = await visitorContent(request, 'TH');
  const homeEnglish = english.banners.filter((b) => b.group === 'w_home')[0]!.title;
  const homeThai = thai.banners.filter((b) => b.group === 'w_home')[0]!.title;
  expect(homeThai).not.toBe(homeEnglish);

  await page.goto('/');
  await closePopup(page, VISITOR_POPUP);
  await expect(page.getByRole('img', { name: homeEnglish })).toHaveCount(1);
  await page.getByRole('button', { name: 'Language' }).first().click();
  await page.getByRole('menu').first().getByRole('menuitemradio', { name: /ไทย/ }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  await expect(page.getByRole('img', { name: homeThai })).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'ประกาศ' }).first()).toContainText(thai.notices[0]!.text);
  await page.getByRole('button', { name: 'เปิดประกาศทั้งหมด' }).click();
  await expect(
    page.getByRole('dialog', { name: 'ประกาศ' }).getByRole('heading', { name: 'โบนัสฝากครั้งแรก 100%' }),
  ).toBeVisible({ timeout: 20_000 });
});

test('a member sees the members’ popup after logging in', async ({ page }) => {
  await logIn(page, 'demo17');
  await closePopup(page, MEMBER_POPUP);
  await page.reload();
  await expect(page.getByTestId('account-name')).toBeVisible();
  await page.waitForTimeout(1_500);
  await expect(sitePopup(page)).toHaveCount(0);
});

test('an agent reads the agents’ announcement in the agent centre', async ({ page, request }) => {
  const visitor = (await (await request.get(`${ANNOUNCEMENTS}?language=EN&types=PL`)).json()) as {
    value: { announcements: { title: string }[] };
  };
  expect(visitor.value.announcements.map((a) => a.title)).not.toContain(AGENT_ANNOUNCEMENT);

  // The site's popups greet players in the lobby, not here; one in the way would not be this test's.
  await closeSitePopupsInTheWay(page);
  await logInAgent(page, 'agent01');
  await page
    .getByRole('navigation', { name: 'Agent menu' })
    .getByRole('link', { name: 'Announcements' })
    .click();
  await expect(page).toHaveURL(/\/agentHome\/agentAnnouncement/);
  const screen = page.getByTestId('agent-screen-agentAnnouncement');
  await screen.getByRole('button', { name: new RegExp(AGENT_ANNOUNCEMENT) }).click();
  const detail = screen.getByTestId('announcement-detail');
  await expect(detail.getByRole('heading', { name: AGENT_ANNOUNCEMENT })).toBeVisible();
  await expect(detail.locator('time')).toHaveText(/\d/);
});
