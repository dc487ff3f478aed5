import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { memberLogin } from './support/member-api.ts';
import { operatorToken } from './support/operator.ts';
import { signInToConsole } from './support/login.ts';

// The console's support screens: answering feedback, moderating the chat room, live models.
// demo08 is this spec's member only: it sends feedback and is muted (the mute is lifted at the end).
const MEMBER = 'demo08';

// A small image (240×160 PNG) the member attaches to the feedback.
const SLIP_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAPAAAACgCAIAAAC9uXYyAAABt0lEQVR42u3dsQ2AIBRFUaZgA7dwAtdwNJdxF2sbKlb4BUr4OS9nAnMTaQiltRfSKD4BggZBg6BB0AgaBA2CBkGDoBE0CBoEDYIGQSNoEDQIGgQNgkbQAdv5wFiCRtCCRtCCRtAgaAQtaAQtaAQtaAQNgkbQgkbQgkbQgkbQIGgELWgELWgEDXmCBpdkQdAgaAQNggZBg6BB0AgaBA2CBkGDoBE0CBoEDYIGQSNoWCTo2yzRBG25gvaTwhkaBA2CBkEjaBA0CBoEDf8EvdvsiVjQgha0oAUtaBO0oE3QghY0gha0oAUtaEGboAVtgha0oAUtaEELWtCCFrQJWtAmaEELWtCCFrSgBS1oQZug3SkEQSNoEDQIGgQNgkbQIGgQNAwN2kNg5p1CM+8UgjM0CBpBg6BB0CBoEDSCBkETU6+DCEELWtCCFrSgEbSgEbSgBS1oQQta0IIWtKARtKBRqqAFLWhBC1rQCFrQCFrQgkbQgha0oAUtaAQtaAQtaHCnEASNoEHQIGgQNAgaQYOgQdAgaBA0ggZBg6BB0CBoBA2CBkGDoEHQCBoEDYIGQSNoXwFBg6Dhax0SC9Qlmhu4mAAAAABJRU5ErkJggg==';

const nav = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name, exact: true });

const shots = process.env.BO_SHOTS_DIR;
const shot = async (page: Page, name: string, fullPage = true) => {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage });
};

async function envelope<T>(
  response: Awaited<ReturnType<APIRequestContext['get']>>,
  what: string,
): Promise<T> {
  const body = (await response.json()) as { success: boolean; value: T };
  if (!body.success) throw new Error(`${what} failed: ${JSON.stringify(body)}`);
  return body.value;
}

/** The operator's API, for reading back what the screens changed and restoring shared state. */
async function operatorApi(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${await operatorToken(request)}` };
  return {
    get: async <T>(url: string) => envelope<T>(await request.get(url, { headers }), `GET ${url}`),
    put: async <T>(url: string, data: unknown) =>
      envelope<T>(await request.put(url, { headers, data }), `PUT ${url}`),
    remove: async (url: string) => envelope(await request.delete(url, { headers }), `DELETE ${url}`),
  };
}

/**
 * A member says one line in the lobby through the chat socket, as the player site's chat does, and
 * answers the line as the room received it (after the word filter).
 */
async function sayInLobby(page: Page, token: string, text: string): Promise<string> {
  return page.evaluate(
    ({ token, text }) =>
      new Promise<string>((resolve, reject) => {
        const socket = new WebSocket(`ws://${location.host}/api/wps/ws/chat?room=lobby`);
        const timer = setTimeout(() => reject(new Error('no chat answer')), 10_000);
        let said = false;
        socket.onopen = () => socket.send(JSON.stringify({ type: 'auth', token }));
        socket.onmessage = (event) => {
          const message = JSON.parse(String(event.data));
          if (message.type === 'state' && message.canSpeak && !said) {
            said = true;
            socket.send(JSON.stringify({ type: 'say', text, clientId: 'e2e' }));
          } else if (message.type === 'message' && said) {
            clearTimeout(timer);
            socket.close();
            resolve(message.message.text);
          } else if (message.type === 'refused') {
            clearTimeout(timer);
            reject(new Error(JSON.stringify(message)));
          }
        };
      }),
    { token, text },
  );
}

interface ChatSettings {
  enabled: boolean;
  slowModeSeconds: number;
  wordFilter: string[];
}

test.describe('console support: feedback, chat room and live models', () => {
  test('a member’s feedback is found in the queue, answered and closed, and the member reads the answer', async ({
    page,
    request,
  }) => {
    const { token } = await memberLogin(request, MEMBER);
    const member = { authorization: `Bearer ${token}`, 'accept-language': 'en' };
    // A distinctive text finds this run's feedback among earlier runs' in the same data directory.
    const text = `My deposit has not arrived yet, reference ${Date.now()}.`;
    await envelope(
      await request.put('/api/wps/feedback', {
        headers: member,
        data: { questionType: 'DEPOSIT', content: text, images: [`data:image/png;base64,${SLIP_PNG}`] },
      }),
      'feedback',
    );

    await signInToConsole(page);
    await nav(page, 'Feedback').click();
    await expect(page.getByRole('heading', { name: 'Feedback', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Status')).toHaveValue('OPEN');
    await page.getByLabel('Member account').fill(MEMBER);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/account=demo08/);
    const thread = page.getByRole('article', { name: `Feedback from ${MEMBER}` }).filter({ hasText: text });
    await expect(thread).toBeVisible();
    await expect(thread.getByRole('img', { name: `Image 1 of 1 attached by ${MEMBER}` })).toBeVisible();
    await shot(page, 'support-feedback-queue');

    await thread.getByRole('button', { name: `Open Image 1 of 1 attached by ${MEMBER}` }).click();
    const viewer = page.getByRole('dialog', { name: `Image 1 of 1 attached by ${MEMBER}` });
    await expect(viewer.getByRole('img', { name: `Image 1 of 1 attached by ${MEMBER}` })).toBeVisible();
    await viewer.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(viewer).toHaveCount(0);

    await thread.getByRole('button', { name: new RegExp(`^Answer the feedback of ${MEMBER}`) }).click();
    const dialog = page.getByRole('dialog', { name: `Deposit feedback from ${MEMBER}` });
    await expect(dialog.getByText(text)).toBeVisible();
    await dialog.getByRole('button', { name: 'Send answer' }).click();
    await expect(dialog.getByText('Write an answer first.')).toBeVisible();
    const answer = 'We found your deposit and credited it. Sorry for the wait!';
    await dialog.getByLabel('Your answer').fill(answer);
    await expect(dialog.getByText(`${2000 - answer.length} of 2000 characters left`)).toBeVisible();
    await dialog.getByLabel('Close the thread with this answer').check();
    await shot(page, 'support-feedback-answer', false);
    await dialog.getByRole('button', { name: 'Send and close' }).click();
    await expect(page.getByText(`Answer sent to ${MEMBER}; the thread is closed`)).toBeVisible();
    await expect(dialog).toHaveCount(0);
    // The open queue no longer holds it; every status shows it closed with the answer and who wrote it.
    await expect(thread).toHaveCount(0);
    await page.getByLabel('Status').selectOption('');
    await expect(thread.getByText('Closed', { exact: true })).toBeVisible();
    await expect(thread.getByText(answer)).toBeVisible();
    await expect(thread.getByText(/^Answered by admin · /)).toBeVisible();

    const mine = await envelope<{ list: { content: string; status: string; answer: string | null }[] }>(
      await request.get('/api/wps/feedback/mine', { headers: member }),
      'my feedback',
    );
    expect(mine.list.find((f) => f.content === text)).toMatchObject({ status: 'CLOSED', answer });
  });

  test('the operator sets a word filter and slow mode and mutes a member; the settings read back', async ({
    page,
    request,
  }) => {
    const operator = await operatorApi(request);
    const settingsPath = '/api/bo/merchants/ROYAL/chat/settings';
    const before = await operator.get<ChatSettings>(settingsPath);
    try {
      await signInToConsole(page);
      await nav(page, 'Chat room').click();
      await expect(page.getByRole('heading', { name: 'Chat room', level: 1 })).toBeVisible();
      await page.getByRole('tab', { name: 'Settings' }).click();
      await expect(page).toHaveURL(/view=settings/);
      const words = page.getByRole('list', { name: 'Word filter' });
      await page.getByLabel('Add words').fill('e2escam, E2ESPAM');
      await page.getByLabel('Add words').press('Enter');
      await expect(words.getByText('e2escam', { exact: true })).toBeVisible();
      await expect(words.getByText('E2ESPAM', { exact: true })).toBeVisible();
      await page.getByLabel('Add words').fill('e2espam');
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      await expect(page.getByText('Already in the list: e2espam.')).toBeVisible();
      await page.getByRole('button', { name: 'Remove E2ESPAM' }).click();
      await expect(words.getByText('E2ESPAM', { exact: true })).toHaveCount(0);
      await page.getByLabel('Slow mode (seconds)').fill('601');
      await expect(page.getByText('At most 600 seconds.')).toBeVisible();
      await page.getByLabel('Slow mode (seconds)').fill('15');
      await shot(page, 'support-chat-settings');
      await page.getByRole('button', { name: 'Save settings' }).click();
      await expect(page.getByText('Chat settings saved')).toBeVisible();

      await page.reload();
      await expect(page.getByLabel('Slow mode (seconds)')).toHaveValue('15');
      await expect(words.getByText('e2escam', { exact: true })).toBeVisible();
      const saved = await operator.get<ChatSettings>(settingsPath);
      expect(saved.slowModeSeconds).toBe(15);
      expect(saved.wordFilter).toContain('e2escam');

      // The member's line reaches the room filtered; the operator finds it and deletes it.
      const { token } = await memberLogin(request, MEMBER);
      const said = await sayInLobby(page, token, `hello e2escam ${Date.now()}`);
      expect(said).not.toContain('e2escam');
      await page.getByRole('tab', { name: 'Messages' }).click();
      await page.getByLabel('Member account').fill(MEMBER);
      await page.getByRole('button', { name: 'Search' }).click();
      const line = page.getByRole('listitem').filter({ hasText: said });
      await expect(line).toContainText('Lobby');
      await line.getByRole('button', { name: new RegExp(`^Delete the line of ${MEMBER}`) }).click();
      await page
        .getByRole('dialog', { name: 'Delete this line?' })
        .getByRole('button', { name: 'Delete line' })
        .click();
      await expect(page.getByText(`Line of ${MEMBER} deleted`)).toBeVisible();
      await expect(line.getByText(/^Deleted by admin · /)).toBeVisible();
      await shot(page, 'support-chat-messages');

      await page.getByRole('tab', { name: 'Muted members' }).click();
      await page.getByRole('button', { name: 'Mute a member' }).click();
      const mute = page.getByRole('dialog', { name: 'Mute a member' });
      await mute.getByLabel('Member account').fill(MEMBER);
      await mute.getByRole('radio', { name: '1 day' }).check();
      await mute.getByLabel('Reason').fill('e2e: spam in the lobby');
      await mute.getByRole('button', { name: 'Mute member' }).click();
      await expect(page.getByText(`${MEMBER} is muted for 1 day`)).toBeVisible();
      const mutes = page.getByRole('table', { name: 'Muted members' });
      const row = mutes.getByRole('row').filter({ hasText: MEMBER });
      await expect(row.getByText('e2e: spam in the lobby')).toBeVisible();
      await expect(row.getByText('admin', { exact: true })).toBeVisible();
      await shot(page, 'support-chat-mutes');

      await row.getByRole('button', { name: `Lift the mute of ${MEMBER}` }).click();
      await page
        .getByRole('dialog', { name: 'Lift this mute?' })
        .getByRole('button', { name: 'Lift mute' })
        .click();
      await expect(page.getByText(`${MEMBER} may speak again`)).toBeVisible();
      await expect(row).toHaveCount(0);
    } finally {
      // Other specs meet the chat as it was.
      await operator.put(settingsPath, before);
      await operator.put('/api/bo/merchants/ROYAL/chat/mutes', { account: MEMBER, minutes: 0, reason: '' });
    }
  });

  test('the operator adds a live model, it is listed to players, and deletes it', async ({
    page,
    request,
  }) => {
    const name = `E2E Model ${Date.now() % 100_000}`;
    try {
      await signInToConsole(page);
      await nav(page, 'Live models').click();
      await expect(page.getByRole('heading', { name: 'Live models', level: 1 })).toBeVisible();
      await page.getByRole('button', { name: 'Add a model' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add a live model' });
      await dialog.getByRole('button', { name: 'Add model' }).click();
      await expect(dialog.getByText('Enter a name.')).toBeVisible();
      await dialog.getByLabel('Name').fill(name);
      await dialog.getByLabel('Tagline').fill('Sings every evening');
      await dialog.getByRole('button', { name: 'Choose artwork' }).click();
      await dialog.getByRole('list', { name: 'Built-in artworks' }).getByRole('button').first().click();
      await dialog.getByRole('switch', { name: 'Online' }).click();
      await dialog.getByLabel('Sort order').fill('5');
      await shot(page, 'support-model-dialog', false);
      await dialog.getByRole('button', { name: 'Add model' }).click();
      await expect(page.getByText(`${name} added`)).toBeVisible();
      const table = page.getByRole('table', { name: 'Live models' });
      await expect(table.getByRole('row').filter({ hasText: name })).toContainText('Sings every evening');
      await expect(table.getByRole('switch', { name: `${name} online` })).toHaveAttribute(
        'aria-checked',
        'true',
      );
      await shot(page, 'support-models');

      const listed = await envelope<{ list: { name: string; online: boolean; avatarUrl: string | null }[] }>(
        await request.get('/api/wps/relay/CBS_modelList'),
        'model list',
      );
      const model = listed.list.find((m) => m.name === name);
      expect(model).toMatchObject({
        online: true,
        avatarUrl: expect.stringMatching(/^\/api\/wps\/media\/content\/art-/),
      });

      // Offline from the list, a new tagline in the editor.
      await table.getByRole('switch', { name: `${name} online` }).click();
      await expect(page.getByText(`${name} is offline`)).toBeVisible();
      await expect(table.getByRole('switch', { name: `${name} online` })).toHaveAttribute(
        'aria-checked',
        'false',
      );
      await page.getByRole('button', { name: `Edit ${name}` }).click();
      const editor = page.getByRole('dialog', { name: `Edit ${name}` });
      await expect(editor.getByLabel('Sort order')).toHaveValue('5');
      await editor.getByLabel('Tagline').fill('Back tomorrow');
      await editor.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByText(`${name} saved`)).toBeVisible();
      await expect(table.getByRole('row').filter({ hasText: name })).toContainText('Back tomorrow');

      await page.getByRole('button', { name: `Delete ${name}` }).click();
      await page
        .getByRole('dialog', { name: `Delete ${name}?` })
        .getByRole('button', { name: 'Delete model' })
        .click();
      await expect(page.getByText(`${name} deleted`)).toBeVisible();
      await expect(table.getByText(name)).toHaveCount(0);
    } finally {
      // A model left by a failed run would show on the player site's live list.
      const operator = await operatorApi(request);
      const models = await operator.get<{ list: { id: string; name: string }[] }>(
        '/api/bo/merchants/ROYAL/live-models',
      );
      for (const m of models.list.filter((m) => m.name === name)) {
        await operator.remove(`/api/bo/merchants/ROYAL/live-models/${m.id}`);
      }
    }
  });
});
