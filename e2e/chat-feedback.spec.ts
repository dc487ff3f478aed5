import { expect, test, type Browser, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { preferEnglish } from './support/english.ts';
import { logIn, loginDialog, logInByApi } from './support/login.ts';
import { operatorToken } from './support/operator.ts';
import { sitePopup } from './support/site-popups.ts';

/**
 * The chat room and feedback (spec §1 "Feedback and a help centre", "Customer service and a chat
 * room"; §3 "Feedback"). demo17 and demo18 are this spec's members: they talk in the lobby and each
 * sees the other's line live, a visitor reads the same lines but cannot speak; demo17 sends feedback
 * with a screenshot, an operator answers it through the console API, and demo17 reads the answer
 * under "my feedback" and as a platform message. Every text is new on each run, so the spec can run
 * again on the same data directory.
 */

const FIRST = 'demo17';
const SECOND = 'demo18';
/** A real PNG (one pixel): the server checks an image by its bytes. */
const SCREENSHOT = {
  name: 'screenshot.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
};

/**
 * English, with the site's popups closed whenever one is in the way. A member may have several
 * after-login popups shown one after another, so the handler closes them until none is left (with
 * their Close button: an Escape pressed while a popup is still opening is lost).
 */
async function english(page: Page) {
  await preferEnglish(page, { sitePopups: 'keep' });
  const close = page
    .getByRole('dialog')
    .filter({ has: sitePopup(page) })
    .getByRole('button', { name: 'Close' });
  await page.addLocatorHandler(
    sitePopup(page),
    async () => {
      for (let i = 0; i < 5 && (await sitePopup(page).isVisible()); i++) {
        await close.first().click();
        await page.waitForTimeout(300);
      }
    },
    { noWaitAfter: true },
  );
}

async function memberPage(browser: Browser, account: string, at: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await english(page);
  // Through the login popup: the site's own popups wait until it is gone, and are closed on the page.
  await logIn(page, account);
  await page.goto(at);
  return page;
}

const chatLog = (page: Page) => page.getByRole('log', { name: 'Messages in Lobby' });

async function say(page: Page, text: string) {
  const box = page.getByRole('textbox', { name: 'Message', exact: true });
  await expect(box).toBeEnabled();
  await expect(page.getByTestId('chat-connection')).toHaveText('Live');
  await box.fill(text);
  await box.press('Enter');
  await expect(box).toHaveValue('');
}

test('two members see each other’s lines live; a visitor reads them and is asked to log in', async ({
  browser,
}) => {
  // Three browser contexts, each loading the site: more than the default minute on a busy machine.
  test.slow();
  const first = await memberPage(browser, FIRST, '/chat');
  const second = await memberPage(browser, SECOND, '/chat');
  const hello = `Hello from ${FIRST} ${randomUUID().slice(0, 8)}`;
  const reply = `Hi ${FIRST}, ${SECOND} here ${randomUUID().slice(0, 8)}`;

  // The room opens with its history, and the live hosts beside it.
  // Popups that open after the login are closed first, so the first look may take a while.
  await expect(chatLog(first).getByTestId('chat-line').first()).toBeVisible({ timeout: 20_000 });
  await expect(chatLog(second).getByTestId('chat-line').first()).toBeVisible({ timeout: 20_000 });
  await expect(first.getByTestId('live-models').getByTestId('live-model').first()).toBeVisible();

  await say(first, hello);
  const ownLine = chatLog(first).getByTestId('chat-line').filter({ hasText: hello });
  await expect(ownLine).toHaveAttribute('data-own', 'true');
  await expect(ownLine).toContainText('You');
  // The other member sees it without a reload, not as their own.
  const seen = chatLog(second).getByTestId('chat-line').filter({ hasText: hello });
  await expect(seen).toBeVisible();
  await expect(seen).not.toHaveAttribute('data-own', 'true');
  await expect(seen).toContainText('Demo 17');

  await say(second, reply);
  await expect(chatLog(first).getByTestId('chat-line').filter({ hasText: reply })).toBeVisible();

  // A visitor reads the same room, has no composer, and is offered the login.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await english(visitor);
  await visitor.goto('/chat');
  await expect(chatLog(visitor).getByTestId('chat-line').filter({ hasText: hello })).toBeVisible({
    timeout: 20_000,
  });
  await expect(chatLog(visitor).getByTestId('chat-line').filter({ hasText: reply })).toBeVisible();
  await expect(visitor.getByRole('textbox', { name: 'Message', exact: true })).toHaveCount(0);
  await visitor.getByRole('button', { name: 'Log in to chat' }).click();
  await expect(loginDialog(visitor)).toBeVisible();

  await Promise.all([first.context().close(), second.context().close(), visitorContext.close()]);
});

test('a member sends feedback with a screenshot and reads the operator’s answer', async ({
  page,
  request,
}) => {
  test.slow();
  await english(page);
  await logInByApi(page, FIRST, '/account/feedback');
  const form = page.getByTestId('feedback-form');
  const question = `My deposit has not arrived yet, reference ${randomUUID().slice(0, 8)}`;

  // Nothing goes before the fields are right: each error says what to fix.
  await form.getByRole('button', { name: 'Submit feedback' }).click();
  await expect(form.getByText('Please choose a question type')).toBeVisible();
  await expect(form.getByText('Please describe your question')).toBeVisible();
  // The chip the member taps (its radio is visually hidden): a real click, which waits until nothing
  // covers the chip (a forced click on the hidden radio once landed on a navigation menu opened by
  // the pointer resting on it).
  await form.locator('label', { has: page.getByRole('radio', { name: 'Deposit' }) }).click();
  await expect(form.getByRole('radio', { name: 'Deposit' })).toBeChecked();
  await form.getByRole('textbox', { name: 'Your message' }).fill('Too short');
  await expect(form.getByText('Please write at least 10 characters')).toBeVisible();
  await form.getByRole('textbox', { name: 'Your message' }).fill(question);
  await expect(form.getByText(`${question.length}/500`)).toBeVisible();

  await form.locator('input[type="file"]').setInputFiles(SCREENSHOT);
  await expect(form.getByRole('img', { name: 'Image 1' })).toBeVisible();
  await form.getByRole('button', { name: 'Submit feedback' }).click();
  await expect(page.getByText('Feedback submitted')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Your message' })).toHaveValue('');

  const mine = page.getByTestId('my-feedback').getByTestId('feedback-item').filter({ hasText: question });
  await expect(mine).toContainText('Waiting for reply');
  await expect(mine).toContainText('1 image');

  // An operator answers it in the console (through its API).
  const answer = `We found your deposit and credited it ${randomUUID().slice(0, 8)}`;
  const token = await operatorToken(request);
  const headers = { authorization: `Bearer ${token}` };
  const list = await request.get('/api/bo/merchants/ROYAL/feedback', {
    headers,
    params: { account: FIRST, status: 'OPEN', pageSize: 50 },
  });
  const listed = (await list.json()) as { value: { list: { id: string; content: string }[] } };
  const item = listed.value.list.find((f) => f.content === question);
  expect(item, 'the feedback reaches the console').toBeTruthy();
  const answered = await request.post(`/api/bo/merchants/ROYAL/feedback/${item!.id}/answer`, {
    headers,
    data: { answer },
  });
  expect(((await answered.json()) as { success: boolean }).success).toBe(true);

  // The member sees the answer under "my feedback"…
  await page.reload();
  await expect(mine).toContainText('Answered', { timeout: 15_000 });
  await expect(mine.getByTestId('feedback-answer')).toContainText(answer);

  // …and as a platform message.
  await page.goto('/account/messages');
  const message = page.getByTestId('inbox-row').filter({ hasText: answer });
  await expect(message).toContainText('Your feedback was answered');
  await message.getByRole('button').click();
  await expect(page.getByTestId('inbox-detail')).toContainText(answer);
});
