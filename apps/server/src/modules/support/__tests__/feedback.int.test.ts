import {
  CONTENT_PATHS,
  SUPPORT_PATHS,
  type TFeedback,
  type TFeedbackAdmin,
  type TFeedbackAdminPage,
  type TFeedbackPage,
  type TInboxPage,
} from '@platform/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectOk } from '../../../../test/envelope.ts';
import { bearer, login, loginOk } from '../../../../test/member-client.ts';
import { createTestApp, operatorAuth, type TestApp } from '../../../../test/test-app.ts';

/** A real 1×1 PNG and the start of a JPEG (what the byte check reads). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0 test bytes'),
]);
const dataUrl = (bytes: Buffer, type = 'png') => `data:image/${type};base64,${bytes.toString('base64')}`;

/**
 * Feedback through HTTP on PostgreSQL: a member's submission with images checked by their bytes,
 * bad input that changes nothing and answers a translated error, the operators' list and images,
 * answers that reach the member's inbox exactly once each, and merchants kept apart.
 */
describe('feedback', () => {
  let t: TestApp;
  let admin: { authorization: string };
  const royal: Record<string, string> = {};
  let lotusDemo01 = '';

  const submit = (token: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'PUT',
      url: SUPPORT_PATHS.feedback,
      headers: bearer(token, headers),
      payload: payload as object,
    });
  const mine = async (token: string, headers: Record<string, string> = {}) =>
    expectOk<TFeedbackPage>(
      await t.app.inject({ method: 'GET', url: SUPPORT_PATHS.myFeedback, headers: bearer(token, headers) }),
    );
  const bo = (method: 'GET' | 'POST', url: string, payload?: unknown, headers = admin) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const answerUrl = (code: string, id: string) =>
    SUPPORT_PATHS.admin.feedbackAnswer.replace(':code', code).replace(':id', id);
  const inbox = async (token: string, headers: Record<string, string> = {}) =>
    expectOk<TInboxPage>(
      await t.app.inject({ method: 'GET', url: CONTENT_PATHS.messages, headers: bearer(token, headers) }),
    );

  beforeAll(async () => {
    t = await createTestApp();
    admin = await operatorAuth(t.app);
    for (const u of ['demo04', 'demo05', 'demo06']) royal[u] = (await loginOk(t, u)).token;
    lotusDemo01 = expectOk<{ token: string }>(
      await login(t, 'demo01', 'Demo1234', {}, { merchant: 'LOTUS' }),
    ).token;
  }, 120_000);
  afterAll(async () => t?.close());

  it('takes a member’s feedback with png and jpeg images and lists it as theirs', async () => {
    const sent = expectOk<TFeedback>(
      await submit(royal.demo04!, {
        questionType: 'DEPOSIT',
        content: '  My deposit has not arrived yet, order 123.  ',
        images: [dataUrl(PNG), dataUrl(JPEG, 'jpeg')],
      }),
    );
    expect(sent).toMatchObject({
      questionType: 'DEPOSIT',
      content: 'My deposit has not arrived yet, order 123.',
      imageCount: 2,
      status: 'OPEN',
      answer: null,
      answeredAt: null,
    });
    const page = await mine(royal.demo04!);
    expect(page.total).toBe(1);
    expect(page.list[0]!.id).toBe(sent.id);
    // Another member sees none of it.
    expect((await mine(royal.demo05!)).total).toBe(0);
    // Visitors cannot send feedback.
    expectError(
      await t.app.inject({
        method: 'PUT',
        url: SUPPORT_PATHS.feedback,
        payload: { questionType: 'OTHER', content: 'A visitor writes this.' },
      }),
      401,
      'UNAUTHORIZED',
    );
  });

  it('refuses bad feedback with a translated error and stores nothing', async () => {
    const before = (await mine(royal.demo05!)).total;
    const th = { 'accept-language': 'th' };
    const short = expectError(
      await submit(royal.demo05!, { questionType: 'GAME', content: 'too short' }, th),
      400,
      'VALIDATION_FAILED',
    );
    expect(short.message).toContain('ข้อมูลบางช่องไม่ถูกต้อง');
    expectError(
      await submit(royal.demo05!, { questionType: 'GAME', content: 'x'.repeat(501) }),
      400,
      'VALIDATION_FAILED',
    );
    const fakePng = expectError(
      await submit(royal.demo05!, {
        questionType: 'GAME',
        content: 'The game froze after my bet.',
        images: [
          dataUrl(PNG),
          `data:image/png;base64,${Buffer.from('<svg onload=alert(1)>').toString('base64')}`,
        ],
      }),
      400,
      'FILE_TYPE_INVALID',
    );
    expect(fakePng.value).toEqual({ index: 1 });
    expectError(
      await submit(royal.demo05!, {
        questionType: 'GAME',
        content: 'The game froze after my bet.',
        images: [dataUrl(PNG), dataUrl(PNG), dataUrl(PNG), dataUrl(PNG)],
      }),
      400,
      'VALIDATION_FAILED',
    );
    expectError(
      await submit(royal.demo05!, {
        questionType: 'GAME',
        content: 'The game froze after my bet.',
        images: [dataUrl(Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]))],
      }),
      413,
      'FILE_TOO_LARGE',
    );
    expectError(
      await submit(royal.demo05!, { questionType: 'NOPE', content: 'The game froze after my bet.' }),
      400,
      'VALIDATION_FAILED',
    );
    expect((await mine(royal.demo05!)).total).toBe(before);
  });

  it('limits how much feedback one member sends in an hour', async () => {
    for (let i = 0; i < 5; i++)
      expectOk(await submit(royal.demo06!, { questionType: 'OTHER', content: `Feedback number ${i}` }));
    const refused = expectError(
      await submit(royal.demo06!, { questionType: 'OTHER', content: 'One feedback too many' }),
      429,
      'RATE_LIMITED',
    );
    expect(refused.message).toMatch(/\d+ seconds/);
    expect((await mine(royal.demo06!)).total).toBe(5);
  });

  it('lists feedback for operators with filters and serves its images', async () => {
    const page = expectOk<TFeedbackAdminPage>(
      await bo('GET', `${SUPPORT_PATHS.admin.feedback.replace(':code', 'ROYAL')}?account=DEMO04&status=OPEN`),
    );
    expect(page.total).toBe(1);
    const item = page.list[0]!;
    expect(item.member.account).toBe('demo04');
    const image = await bo(
      'GET',
      SUPPORT_PATHS.admin.feedbackImage
        .replace(':code', 'ROYAL')
        .replace(':id', item.id)
        .replace(':index', '1'),
    );
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.rawPayload.equals(JPEG)).toBe(true);
    expectError(
      await bo(
        'GET',
        SUPPORT_PATHS.admin.feedbackImage
          .replace(':code', 'ROYAL')
          .replace(':id', item.id)
          .replace(':index', '2'),
      ),
      404,
      'NOT_FOUND',
    );
    const games = expectOk<TFeedbackAdminPage>(
      await bo('GET', `${SUPPORT_PATHS.admin.feedback.replace(':code', 'ROYAL')}?questionType=GAME`),
    );
    expect(games.total).toBe(0);
  });

  it('answers a member once per answer, in their language, and keeps merchants apart', async () => {
    const id = (await mine(royal.demo04!)).list[0]!.id;
    const inboxBefore = (await inbox(royal.demo04!)).total;

    // LOTUS cannot see or answer a ROYAL feedback: through its own path it is not found, and a
    // LOTUS-only operator may not open ROYAL's path at all.
    expectError(
      await bo('POST', answerUrl('LOTUS', id), { answer: 'Not yours to answer' }),
      404,
      'FEEDBACK_NOT_FOUND',
    );
    expectError(
      await bo(
        'GET',
        SUPPORT_PATHS.admin.feedbackImage.replace(':code', 'LOTUS').replace(':id', id).replace(':index', '0'),
      ),
      404,
      'FEEDBACK_NOT_FOUND',
    );
    expectOk(
      await bo('POST', '/api/bo/operators', {
        username: 'support-lotus',
        password: 'Scoped12345',
        role: 'SUPPORT',
        merchantCodes: ['LOTUS'],
      }),
    );
    const scoped = await operatorAuth(t.app, 'support-lotus', 'Scoped12345');
    expectError(await bo('POST', answerUrl('ROYAL', id), { answer: 'x' }, scoped), 403, 'FORBIDDEN');
    expectError(
      await bo('GET', SUPPORT_PATHS.admin.feedback.replace(':code', 'ROYAL'), undefined, scoped),
      403,
      'FORBIDDEN',
    );
    expect((await mine(lotusDemo01, { merchant: 'LOTUS' })).total).toBe(0);
    // An empty answer is refused and sends nothing.
    expectError(await bo('POST', answerUrl('ROYAL', id), { answer: '' }), 400, 'VALIDATION_FAILED');
    expect((await inbox(royal.demo04!)).total).toBe(inboxBefore);

    const answered = expectOk<TFeedbackAdmin>(
      await bo('POST', answerUrl('ROYAL', id), { answer: 'We found it: credited <b>now</b>.' }),
    );
    expect(answered).toMatchObject({
      status: 'ANSWERED',
      answer: 'We found it: credited <b>now</b>.',
      answeredBy: 'admin',
    });
    const after = await inbox(royal.demo04!);
    expect(after.total).toBe(inboxBefore + 1);
    const message = after.list[0]!;
    expect(message.category).toBe('FEEDBACK');
    expect(message.title).toBe('Your feedback was answered');
    expect(message.content).toContain('deposit');
    expect(message.content).toContain('credited &lt;b&gt;now&lt;/b&gt;.');
    expect(message.content).not.toContain('<b>');
    // Nobody else got it.
    expect((await inbox(royal.demo05!)).list.some((m) => m.category === 'FEEDBACK')).toBe(false);
    expect((await mine(royal.demo04!)).list[0]).toMatchObject({
      status: 'ANSWERED',
      answer: answered.answer,
    });

    // Answering again adds a second message; closing ends the thread.
    expectOk(await bo('POST', answerUrl('ROYAL', id), { answer: 'And it is closed.', close: true }));
    expect((await inbox(royal.demo04!)).total).toBe(inboxBefore + 2);
    expectError(
      await bo('POST', answerUrl('ROYAL', id), { answer: 'Too late' }),
      409,
      'FEEDBACK_STATE_INVALID',
    );
    expect((await inbox(royal.demo04!)).total).toBe(inboxBefore + 2);

    const audit = expectOk<{ list: { action: string; target: string }[] }>(
      await bo('GET', '/api/bo/audit-log?action=feedback.answer'),
    );
    expect(audit.list.filter((e) => e.target === `feedback:${id}`)).toHaveLength(2);
  });
});
