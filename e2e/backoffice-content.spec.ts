import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { logInByApi, signInToConsole } from './support/login.ts';
import { memberLogin } from './support/member-api.ts';
import { operatorToken } from './support/operator.ts';

// Issue 13's path: an operator writes a banner, an announcement, a popup, a help article and a
// platform message in two languages (Thai, the merchant's default, and English) through the
// console's editor; players then get each in their language. One run's items are found by a stamp
// in their titles and deleted afterwards (a published popup would show to every later visitor).

const RUN = Date.now().toString(36).slice(-6);
const MEMBER = 'demo07';

const shots = process.env.BO_SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
};

const nav = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name, exact: true });

async function value<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  const body = (await response.json()) as { success: boolean; value: T };
  expect(body.success, JSON.stringify(body)).toBe(true);
  return body.value;
}

interface Announcements {
  banners: { title: string; imageUrl: string }[];
  announcements: { title: string; content: string }[];
  popups: { title: string; content: string; type: string }[];
  language: string;
}
const announcements = async (request: APIRequestContext, types: string, language: string) =>
  value<Announcements>(
    await request.get(`/api/wps/relay/CCSFE_getListAnnouncements?types=${types}&language=${language}`),
  );

/** Opens a new item of a kind from its tab of the content list. */
async function newItem(page: Page, tab: string, kind: string) {
  await nav(page, 'Content').click();
  await page.getByRole('tab', { name: tab, exact: true }).click();
  await page.getByRole('link', { name: `New ${kind}` }).click();
  await expect(page.getByRole('heading', { name: `New ${kind}`, level: 1 })).toBeVisible();
}

/** Writes the open language's title and (when the kind has one) its body through the editor. */
async function write(page: Page, title: string, body?: { plain: string; bold: string }) {
  await page.getByLabel('Title', { exact: true }).fill(title);
  if (!body) return;
  const editor = page.getByRole('textbox', { name: 'Body' });
  await editor.click();
  await editor.pressSequentially(`${body.plain} `);
  await page.getByRole('button', { name: 'Bold', exact: true }).click();
  await editor.pressSequentially(body.bold);
  await expect(page.getByRole('button', { name: 'Bold', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
}

async function addEnglish(page: Page) {
  await page.getByRole('combobox', { name: 'Add a language' }).selectOption('EN');
  await expect(page.getByRole('tab', { name: 'English (EN)' })).toHaveAttribute('aria-selected', 'true');
}

/** The player site in a language (its choice is kept in local storage, read at start-up). */
async function siteLanguage(page: Page, language: 'EN' | 'TH') {
  await page.goto('/');
  await page.evaluate((code) => localStorage.setItem('lang', code), language);
}

async function publishAndSave(page: Page, kind: string) {
  await page.getByLabel('Status', { exact: true }).selectOption('PUBLISHED');
  await page.getByRole('button', { name: `Save ${kind}` }).click();
  await expect(page.getByText(new RegExp(`^${kind} “.*” saved\\.$`))).toBeVisible();
}

test.describe('content editor and message composer', () => {
  test.afterAll(async ({ request }) => {
    const headers = { authorization: `Bearer ${await operatorToken(request)}` };
    const page = await value<{ list: { id: string }[] }>(
      await request.get(`/api/bo/merchants/ROYAL/content?q=${RUN}&pageSize=200`, { headers }),
    );
    for (const item of page.list) {
      await request.delete(`/api/bo/merchants/ROYAL/content/${item.id}`, { headers });
    }
  });

  test('an operator writes content in Thai and English; players read each in their language', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    await signInToConsole(page, { merchant: 'ROYAL' });

    // A banner with the built-in artwork in each language.
    await newItem(page, 'Banner', 'Banner');
    await expect(page.getByRole('tab', { name: 'ไทย (TH)' })).toHaveAttribute('aria-selected', 'true');
    await write(page, `แบนเนอร์ ${RUN}`);
    await page.getByRole('button', { name: 'Choose built-in artwork for Image' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Artwork live-th' }).click();
    await addEnglish(page);
    await write(page, `Banner ${RUN}`);
    await page.getByRole('button', { name: 'Choose built-in artwork for Image' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Artwork live-en' }).click();
    await expect(
      page
        .getByRole('region', { name: 'Preview' })
        .getByRole('img', { name: `Banner ${RUN}` })
        .first(),
    ).toBeVisible();
    await shot(page, 'content-banner-editor');
    await publishAndSave(page, 'Banner');
    await expect(page.getByRole('table', { name: 'Banner list' }).getByText(`แบนเนอร์ ${RUN}`)).toBeVisible();
    await shot(page, 'content-list');

    // An announcement with rich text, previewed in both themes exactly as sanitised.
    await newItem(page, 'Announcement', 'Announcement');
    await write(page, `ประกาศ ${RUN}`, { plain: 'ข่าวดี', bold: 'โบนัสพิเศษ' });
    await addEnglish(page);
    await write(page, `News ${RUN}`, { plain: 'Good news:', bold: 'double rewards' });
    const preview = page.getByRole('region', { name: 'Preview' });
    await preview
      .getByRole('group', { name: 'Preview language' })
      .getByRole('button', { name: 'EN' })
      .click();
    const frame = page.frameLocator('iframe[title="Preview in English (EN), Dark theme"]');
    await expect(frame.locator('strong')).toHaveText('double rewards');
    await shot(page, 'content-announcement-dark');
    await preview.getByRole('button', { name: 'Light' }).click();
    await expect(
      page.frameLocator('iframe[title="Preview in English (EN), Light theme"]').locator('strong'),
    ).toHaveText('double rewards');
    await shot(page, 'content-announcement-light');
    await publishAndSave(page, 'Announcement');

    // A help article; its English body gets a script and an event handler pasted in.
    await newItem(page, 'Help article', 'Help article');
    await page.getByLabel('Help category').selectOption('faq');
    await write(page, `วิธีฝากเงิน ${RUN}`, { plain: 'ขั้นตอน', bold: 'ง่ายมาก' });
    await addEnglish(page);
    await write(page, `How to deposit ${RUN}`, { plain: 'Three', bold: 'easy steps' });
    await page.getByRole('textbox', { name: 'Body' }).evaluate((editor) => {
      const data = new DataTransfer();
      data.setData(
        'text/html',
        '<p>Pasted</p><img src=x onerror=alert(1)><script>alert(2)</script><p>after</p>',
      );
      data.setData('text/plain', 'Pasted after');
      editor.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    });
    await expect(page.getByRole('textbox', { name: 'Body' })).toContainText('Pasted');
    await publishAndSave(page, 'Help article');

    // Players: each text in the language asked for.
    for (const [language, banner, news] of [
      ['EN', `Banner ${RUN}`, `News ${RUN}`],
      ['TH', `แบนเนอร์ ${RUN}`, `ประกาศ ${RUN}`],
    ] as const) {
      const answer = await announcements(request, 'B,PL', language);
      expect(answer.banners.map((b) => b.title)).toContain(banner);
      expect(answer.banners.find((b) => b.title === banner)?.imageUrl).toContain(
        `art-live-${language.toLowerCase()}`,
      );
      const item = answer.announcements.find((a) => a.title === news);
      expect(item?.content).toMatch(/<strong>[^<]+<\/strong>/);
    }
    const help = await value<{
      categories: { key: string; articles: { title: string; content: string }[] }[];
    }>(await request.get('/api/wps/system/helpCenter?lang=EN'));
    const article = help.categories
      .find((c) => c.key === 'faq')
      ?.articles.find((a) => a.title === `How to deposit ${RUN}`);
    expect(article?.content).toContain('Pasted');
    expect(article?.content).not.toMatch(/onerror|<script|alert/i);
    const helpTh = await value<{ categories: { key: string; articles: { title: string }[] }[] }>(
      await request.get('/api/wps/system/helpCenter?lang=TH'),
    );
    expect(helpTh.categories.flatMap((c) => c.articles.map((a) => a.title))).toContain(`วิธีฝากเงิน ${RUN}`);

    // The player's help centre lists the article in each language.
    for (const [language, title] of [
      ['EN', `How to deposit ${RUN}`],
      ['TH', `วิธีฝากเงิน ${RUN}`],
    ] as const) {
      await siteLanguage(page, language);
      await page.goto('/help#faq');
      // A visitor's popup (the demo's) comes first: it closes with Escape.
      await expect(async () => {
        if (await page.getByRole('dialog').first().isVisible()) await page.keyboard.press('Escape');
        await expect(page.getByText(title, { exact: true })).toBeVisible({ timeout: 1000 });
      }).toPass({ timeout: 20_000 });
    }

    // The stored item itself carries neither the handler nor the script.
    const headers = { authorization: `Bearer ${await operatorToken(request)}` };
    const stored = await value<{ list: { translations: { language: string; bodyHtml: string }[] }[] }>(
      await request.get(
        `/api/bo/merchants/ROYAL/content?kind=HELP&q=${encodeURIComponent(`How to deposit ${RUN}`)}`,
        {
          headers,
        },
      ),
    );
    const english = stored.list[0]?.translations.find((t) => t.language === 'EN')?.bodyHtml ?? '';
    expect(english).toContain('Pasted');
    expect(english).not.toMatch(/onerror|<script/i);

    // A popup for visitors (back in the console: its session is the tab's).
    await page.goto('/bo/content');
    await newItem(page, 'Popup', 'Popup');
    await expect(page.getByLabel('Shown to')).toHaveValue('VISITORS');
    await write(page, `ป๊อปอัป ${RUN}`, { plain: 'ยินดีต้อนรับ', bold: 'สมาชิกใหม่' });
    await addEnglish(page);
    await write(page, `Popup ${RUN}`, { plain: 'Welcome,', bold: 'new players' });
    await publishAndSave(page, 'Popup');

    for (const [language, popup] of [
      ['EN', `Popup ${RUN}`],
      ['TH', `ป๊อปอัป ${RUN}`],
    ] as const) {
      const answer = await announcements(request, 'PU', language);
      expect(answer.popups.find((p) => p.title === popup)?.type).toBe('PU');
    }
    // A visitor of the site gets it (after the demo's own popup, closed with Escape).
    await siteLanguage(page, 'EN');
    await page.goto('/');
    const popup = page.getByRole('dialog', { name: `Popup ${RUN}` });
    await expect(async () => {
      if (!(await popup.isVisible()) && (await page.getByRole('dialog').first().isVisible()))
        await page.keyboard.press('Escape');
      await expect(popup).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await expect(popup.locator('strong')).toHaveText('new players');
  });

  test('an operator sends a member a message in Thai and English; the member reads it in their language', async ({
    page,
    request,
  }) => {
    await signInToConsole(page, { merchant: 'ROYAL' });
    await nav(page, 'Messages').click();
    await page.getByRole('link', { name: 'Write a message' }).click();
    await expect(page.getByRole('heading', { name: 'Write a message', level: 1 })).toBeVisible();
    await page.getByLabel('Recipients').selectOption('MEMBER');
    await page.getByLabel('Account', { exact: true }).fill(MEMBER);
    await page.getByLabel('Title', { exact: true }).fill(`ข้อความ ${RUN}`);
    const body = page.getByRole('textbox', { name: 'Message' });
    await body.click();
    await body.pressSequentially('สวัสดีครับ');
    await page.getByRole('combobox', { name: 'Add a language' }).selectOption('EN');
    await page.getByLabel('Title', { exact: true }).fill(`Message ${RUN}`);
    await body.click();
    await body.pressSequentially('Hello from the operators');
    await expect(page.getByRole('toolbar', { name: 'Message formatting' })).toBeVisible();
    await shot(page, 'messages-composer');
    await page.getByRole('button', { name: 'Send message' }).click();
    const confirm = page.getByRole('dialog', { name: 'Send this message?' });
    await expect(confirm).toContainText(`Member ${MEMBER}`);
    await expect(confirm).toContainText('1 recipient');
    await confirm.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Message sent to 1 member.')).toBeVisible();
    const sent = page.getByRole('table', { name: 'Sent messages' });
    await expect(sent.getByText(`ข้อความ ${RUN}`)).toBeVisible();
    await expect(sent.getByText(`Member ${MEMBER}`).first()).toBeVisible();
    await shot(page, 'messages-list');

    // The member's inbox page shows it in the site's language.
    await siteLanguage(page, 'EN');
    await logInByApi(page, MEMBER, '/account/messages');
    await expect(page.getByText(`Message ${RUN}`, { exact: true })).toBeVisible();
    await page.evaluate(() => localStorage.setItem('lang', 'TH'));
    await page.reload();
    await expect(page.getByText(`ข้อความ ${RUN}`, { exact: true })).toBeVisible();

    const { token } = await memberLogin(request, MEMBER);
    for (const [language, title, text] of [
      ['en', `Message ${RUN}`, 'Hello from the operators'],
      ['th', `ข้อความ ${RUN}`, 'สวัสดีครับ'],
    ] as const) {
      const inbox = await value<{ list: { title: string; content: string }[] }>(
        await request.get('/api/wps/member/messages', {
          headers: { authorization: `Bearer ${token}`, 'accept-language': language },
        }),
      );
      const message = inbox.list.find((m) => m.title === title);
      expect(message?.content).toContain(text);
    }
  });
});
