import {
  CONTENT_PATHS,
  type TAnnouncementsAnswer,
  type TContentItemAdmin,
  type TContentWrite,
  type THelpCenter,
  type TInboxPage,
  type TMessageBroadcastPage,
  type TUnreadCount,
} from '@platform/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectOk } from '../../../../test/envelope.ts';
import { bearer, login, loginOk } from '../../../../test/member-client.ts';
import { createTestApp, operatorAuth, type TestApp } from '../../../../test/test-app.ts';

/** Payloads that have got past real sanitisers at one time or another. */
const XSS_PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg/onload=alert(1)>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href="jav&#x09;ascript:alert(1)">click</a>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<p style="background:url(javascript:alert(1))">styled</p>',
  '<div onclick="alert(1)">div</div>',
  '<form action="https://evil.example"><input name=a></form>',
  '<object data="data:text/html,<script>alert(1)</script>"></object>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<a href="https://example.com" onmouseover="alert(1)">ok</a>',
  '"><script>alert(document.cookie)</script>',
  '<base href="https://evil.example/">',
  '<meta http-equiv="refresh" content="0;url=https://evil.example">',
];

const UNSAFE = [
  /<script/i,
  /\son\w+\s*=/i,
  /javascript:/i,
  /<iframe/i,
  /<svg/i,
  /<math/i,
  /<form/i,
  /<object/i,
  /style=/i,
  /<base/i,
  /<meta/i,
  /data:/i,
];

/**
 * Issue 13's content and messages through the HTTP layer on PostgreSQL: what each reader sees
 * (visitor, member, agent; language; schedule; draft), tenant isolation, sanitising with real XSS
 * payloads, and the inbox's targeting, unread count and live push.
 */
describe('content and platform messages', () => {
  let t: TestApp;
  let admin: { authorization: string };
  const tokens: Record<string, string> = {};
  const lotus: Record<string, string> = {};

  const bo = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers = admin) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const create = async (merchant: string, body: TContentWrite) =>
    expectOk<TContentItemAdmin>(await bo('POST', `/api/bo/merchants/${merchant}/content`, body));
  const announcements = async (headers: Record<string, string>, query = '') =>
    expectOk<TAnnouncementsAnswer>(
      await t.app.inject({ method: 'GET', url: `${CONTENT_PATHS.announcements}${query}`, headers }),
    );
  const unread = async (user: string, merchant = tokens) =>
    expectOk<TUnreadCount>(
      await t.app.inject({
        method: 'GET',
        url: CONTENT_PATHS.unreadCount,
        headers: bearer(merchant[user]!, merchant === lotus ? { merchant: 'LOTUS' } : {}),
      }),
    ).count;
  const inbox = async (user: string, query = '') =>
    expectOk<TInboxPage>(
      await t.app.inject({
        method: 'GET',
        url: `${CONTENT_PATHS.messages}${query}`,
        headers: bearer(tokens[user]!),
      }),
    );
  const send = (merchant: string, target: { kind: string; value?: string }, title = 'Hello') =>
    bo('POST', `/api/bo/merchants/${merchant}/messages`, {
      target,
      translations: [
        { language: 'EN', title, bodyHtml: '<p>Hi <strong>there</strong></p><script>alert(1)</script>' },
        { language: 'TH', title: `${title} TH`, bodyHtml: '<p>สวัสดี</p>' },
      ],
    });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await operatorAuth(t.app);
    for (const u of ['demo01', 'demo02', 'demo03', 'agent01']) tokens[u] = (await loginOk(t, u)).token;
    lotus.demo01 = expectOk<{ token: string }>(
      await login(t, 'demo01', 'Demo1234', {}, { merchant: 'LOTUS' }),
    ).token;
  }, 120_000);
  afterAll(async () => t?.close());

  describe('what players see', () => {
    let banner: TContentItemAdmin;
    beforeAll(async () => {
      banner = await create('ROYAL', {
        kind: 'BANNER',
        status: 'PUBLISHED',
        bannerGroup: 'w_home',
        link: { kind: 'PAGE', value: '/live' },
        sortOrder: 1,
        translations: [
          { language: 'EN', title: 'Live EN', imageUrl: '/api/wps/media/content/art-live-en.svg' },
          { language: 'TH', title: 'Live TH', imageUrl: '/api/wps/media/content/art-live-th.svg' },
        ],
      });
      await create('ROYAL', {
        kind: 'ANNOUNCEMENT',
        status: 'PUBLISHED',
        promotionType: 'FIRST_DEPOSIT',
        translations: [
          { language: 'EN', title: 'News EN', bodyHtml: `<p>Body EN</p>${XSS_PAYLOADS.join('')}` },
          { language: 'TH', title: 'News TH', bodyHtml: '<p>Body TH</p>' },
        ],
      });
      await create('ROYAL', {
        kind: 'ANNOUNCEMENT',
        status: 'DRAFT',
        translations: [{ language: 'EN', title: 'Draft news', bodyHtml: '<p>not yet</p>' }],
      });
      await create('ROYAL', {
        kind: 'ANNOUNCEMENT',
        status: 'PUBLISHED',
        startsAt: new Date(Date.now() + 86_400_000).toISOString(),
        translations: [{ language: 'EN', title: 'Tomorrow news', bodyHtml: '<p>later</p>' }],
      });
      await create('ROYAL', {
        kind: 'ANNOUNCEMENT',
        status: 'PUBLISHED',
        audience: 'AGENTS',
        translations: [{ language: 'EN', title: 'Agents only', bodyHtml: '<p>for agents</p>' }],
      });
      await create('ROYAL', {
        kind: 'POPUP',
        status: 'PUBLISHED',
        audience: 'VISITORS',
        link: { kind: 'URL', value: 'https://example.com/join' },
        translations: [{ language: 'EN', title: 'Visitor popup', bodyHtml: '<p>join</p>' }],
      });
      await create('ROYAL', {
        kind: 'POPUP',
        status: 'PUBLISHED',
        audience: 'MEMBERS',
        translations: [{ language: 'EN', title: 'Member popup', bodyHtml: '<p>welcome back</p>' }],
      });
      await create('ROYAL', {
        kind: 'NOTICE',
        status: 'PUBLISHED',
        translations: [{ language: 'EN', title: 'Marquee <b>text</b> & more' }],
      });
      await create('ROYAL', {
        kind: 'HELP',
        status: 'PUBLISHED',
        helpCategory: 'term',
        translations: [
          {
            language: 'EN',
            title: 'Terms',
            bodyHtml: '<h3>1.</h3><p>Be 18.</p><img src=x onerror=alert(1)>',
          },
        ],
      });
      await create('LOTUS', {
        kind: 'ANNOUNCEMENT',
        status: 'PUBLISHED',
        translations: [{ language: 'EN', title: 'Lotus only', bodyHtml: '<p>lotus</p>' }],
      });
    });

    it('answers a visitor the published, scheduled items of its merchant in its language', async () => {
      const en = await announcements({ 'accept-language': 'en' });
      expect(en.language).toBe('EN');
      expect(en.banners).toContainEqual({
        id: banner.id,
        group: 'w_home',
        title: 'Live EN',
        imageUrl: '/api/wps/media/content/art-live-en.svg',
        mobileImageUrl: null,
        href: '/live',
        external: false,
      });
      const titles = en.announcements.map((a) => a.title);
      expect(titles).toContain('News EN');
      expect(titles).not.toContain('Draft news');
      expect(titles).not.toContain('Tomorrow news');
      expect(titles).not.toContain('Agents only');
      expect(titles).not.toContain('Lotus only');
      expect(en.announcements.find((a) => a.title === 'News EN')?.promotionType).toBe('FIRST_DEPOSIT');
      expect(en.popups.map((p) => [p.title, p.type, p.href, p.external])).toEqual([
        ['Visitor popup', 'PU', 'https://example.com/join', true],
      ]);
      expect(en.notices.map((n) => n.text)).toContain('Marquee text & more');

      const th = await announcements({ 'accept-language': 'th' }, '?types=B,PL&groupName=w_home');
      expect(th.banners.find((b) => b.id === banner.id)?.imageUrl).toBe(
        '/api/wps/media/content/art-live-th.svg',
      );
      expect(th.announcements.map((a) => a.title)).toContain('News TH');
      // An item without the reader's language falls back to another one rather than vanishing.
      const thHelp = expectOk<THelpCenter>(
        await t.app.inject({ method: 'GET', url: `${CONTENT_PATHS.helpCenter}?lang=TH` }),
      );
      expect(thHelp.categories.find((c) => c.key === 'term')?.articles.map((a) => a.title)).toEqual([
        'Terms',
      ]);
      expect(th.popups).toEqual([]);
      expect(th.notices).toEqual([]);
    });

    it('shows members the members popup and agents what is addressed to agents', async () => {
      const member = await announcements(bearer(tokens.demo01!));
      expect(member.popups.map((p) => [p.title, p.type])).toEqual([['Member popup', 'PR']]);
      expect(member.announcements.map((a) => a.title)).not.toContain('Agents only');
      const agent = await announcements(bearer(tokens.agent01!));
      expect(agent.announcements.map((a) => a.title)).toContain('Agents only');
      // A stale token reads as a visitor instead of failing the home page.
      const stale = await announcements(bearer('x'.repeat(40)));
      expect(stale.popups.map((p) => p.type)).toEqual(['PU']);
    });

    it('keeps merchants apart for players and for operators', async () => {
      const other = await announcements({ merchant: 'LOTUS', 'accept-language': 'en' });
      expect(other.announcements.map((a) => a.title)).toEqual(['Lotus only']);
      expect(other.banners.map((b) => b.id)).not.toContain(banner.id);
      // ROYAL's item id under LOTUS is not found, for reading and for writing.
      expectError(await bo('GET', `/api/bo/merchants/LOTUS/content/${banner.id}`), 404, 'CONTENT_NOT_FOUND');
      expectError(
        await bo('DELETE', `/api/bo/merchants/LOTUS/content/${banner.id}`),
        404,
        'CONTENT_NOT_FOUND',
      );
      const created = expectOk<{ username: string }>(
        await bo('POST', '/api/bo/operators', {
          username: 'content-lotus',
          password: 'Scoped12345',
          role: 'ADMIN',
          merchantCodes: ['LOTUS'],
        }),
      );
      expect(created.username).toBe('content-lotus');
      const scoped = await operatorAuth(t.app, 'content-lotus', 'Scoped12345');
      expectError(await bo('GET', '/api/bo/merchants/ROYAL/content', undefined, scoped), 403, 'FORBIDDEN');
      expectError(
        await bo(
          'POST',
          '/api/bo/merchants/ROYAL/messages',
          { target: { kind: 'ALL' }, translations: [{ language: 'EN', title: 'x', bodyHtml: '<p>x</p>' }] },
          scoped,
        ),
        403,
        'FORBIDDEN',
      );
    });

    it('stores operator HTML sanitised: no XSS payload reaches a player', async () => {
      const en = await announcements({ 'accept-language': 'en' });
      const body = en.announcements.find((a) => a.title === 'News EN')!.content;
      expect(body.startsWith('<p>Body EN</p>')).toBe(true);
      for (const pattern of UNSAFE) expect(body).not.toMatch(pattern);
      for (const payload of XSS_PAYLOADS) {
        const preview = expectOk<{ html: string }>(
          await bo('POST', CONTENT_PATHS.admin.preview, { html: payload }),
        );
        for (const pattern of UNSAFE) expect(preview.html, payload).not.toMatch(pattern);
      }
      const safeLink = expectOk<{ html: string }>(
        await bo('POST', CONTENT_PATHS.admin.preview, { html: '<a href="https://example.com">x</a>' }),
      );
      expect(safeLink.html).toBe(
        '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
      );
      const help = expectOk<THelpCenter>(
        await t.app.inject({ method: 'GET', url: `${CONTENT_PATHS.helpCenter}?lang=EN&device=WEB` }),
      );
      const terms = help.categories.find((c) => c.key === 'term')!;
      expect(terms.articles).toEqual([
        { id: expect.any(String), title: 'Terms', content: '<h3>1.</h3><p>Be 18.</p>' },
      ]);
    });

    it('refuses bad content with a translated error and changes nothing', async () => {
      const before = expectOk<{ total: number }>(
        await bo('GET', '/api/bo/merchants/ROYAL/content?pageSize=1'),
      ).total;
      const refused = expectError(
        await t.app.inject({
          method: 'POST',
          url: '/api/bo/merchants/ROYAL/content',
          headers: { ...admin, 'accept-language': 'th' },
          payload: { kind: 'BANNER', translations: [{ language: 'EN', title: 'no group, no image' }] },
        }),
        400,
        'VALIDATION_FAILED',
      );
      expect(refused.message).toMatch(/bannerGroup/);
      expectError(
        await bo('POST', '/api/bo/merchants/ROYAL/content', {
          kind: 'POPUP',
          link: { kind: 'URL', value: 'javascript:alert(1)' },
          translations: [{ language: 'EN', title: 'x' }],
        }),
        400,
        'VALIDATION_FAILED',
      );
      expectError(
        await bo('POST', '/api/bo/merchants/ROYAL/content', {
          kind: 'POPUP',
          translations: [{ language: 'EN', title: 'x', imageUrl: 'https://evil.example/x.png' }],
        }),
        400,
        'VALIDATION_FAILED',
      );
      expect(
        expectOk<{ total: number }>(await bo('GET', '/api/bo/merchants/ROYAL/content?pageSize=1')).total,
      ).toBe(before);
    });

    it('drops every reader cache when an operator publishes', async () => {
      const draft = await create('ROYAL', {
        kind: 'NOTICE',
        status: 'DRAFT',
        translations: [{ language: 'EN', title: 'Fresh notice' }],
      });
      expect((await announcements({}, '?types=H')).notices.map((n) => n.text)).not.toContain('Fresh notice');
      const published = expectOk<TContentItemAdmin>(
        await bo('PUT', `/api/bo/merchants/ROYAL/content/${draft.id}`, {
          kind: 'NOTICE',
          status: 'PUBLISHED',
          translations: [{ language: 'EN', title: 'Fresh notice' }],
        }),
      );
      expect(published).toMatchObject({ version: 2, live: true });
      expect((await announcements({}, '?types=H')).notices.map((n) => n.text)).toContain('Fresh notice');
    });

    it('serves the built-in artwork and refuses unknown media', async () => {
      const art = await t.app.inject({ method: 'GET', url: '/api/wps/media/content/art-live-en.svg' });
      expect(art.statusCode).toBe(200);
      expect(art.headers['content-type']).toMatch(/image\/svg\+xml/);
      expect(art.headers['content-security-policy']).toMatch(/default-src 'none'/);
      expect(art.body).not.toMatch(/<script/i);
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/wps/media/content/art-nope.svg' })).statusCode,
      ).toBe(404);
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/wps/media/content/..%2Fsecret.png' })).statusCode,
      ).toBe(400);
    });
  });

  describe('platform messages', () => {
    it('sends to one member only, sanitised, in the reader language', async () => {
      const before = { demo01: await unread('demo01'), demo02: await unread('demo02') };
      const sent = expectOk<{ recipients: number }>(
        await send('ROYAL', { kind: 'MEMBER', value: 'DEMO01' }, 'Just you'),
      );
      expect(sent.recipients).toBe(1);
      expect(await unread('demo01')).toBe(before.demo01 + 1);
      expect(await unread('demo02')).toBe(before.demo02);
      const page = await inbox('demo01', '?status=UNREAD');
      const message = page.list.find((m) => m.title === 'Just you')!;
      expect(message).toMatchObject({
        category: 'OPERATOR',
        read: false,
        content: '<p>Hi <strong>there</strong></p>',
      });
      const th = expectOk<TInboxPage>(
        await t.app.inject({
          method: 'GET',
          url: CONTENT_PATHS.messages,
          headers: bearer(tokens.demo01!, { 'accept-language': 'th' }),
        }),
      );
      expect(th.list.map((m) => m.title)).toContain('Just you TH');
    });

    it('reaches an agent team, a VIP level and everyone of one merchant only', async () => {
      const team = expectOk<{ recipients: number }>(
        await send('ROYAL', { kind: 'AGENT_TEAM', value: 'agent01' }, 'Team'),
      );
      const { rows } = await t.db.query<{ n: string }>(
        `SELECT count(*) AS n FROM agent_tree t JOIN members a ON a.id = t.ancestor_id
          WHERE a.merchant_code = 'ROYAL' AND a.username = 'agent01' AND t.depth > 0`,
      );
      expect(team.recipients).toBe(Number(rows[0]!.n));
      expect((await inbox('agent01')).list.map((m) => m.title)).not.toContain('Team');

      await t.db.query(
        `UPDATE members SET vip_level = 7 WHERE merchant_code = 'ROYAL' AND username = 'demo03'`,
      );
      const vip = expectOk<{ recipients: number }>(
        await send('ROYAL', { kind: 'VIP_LEVEL', value: '7' }, 'VIP 7'),
      );
      expect(vip.recipients).toBe(1);
      expect((await inbox('demo03')).list.map((m) => m.title)).toContain('VIP 7');

      const lotusBefore = await unread('demo01', lotus);
      const all = expectOk<{ recipients: number }>(await send('ROYAL', { kind: 'ALL' }, 'Everyone'));
      const members = await t.db.query<{ n: string }>(
        `SELECT count(*) AS n FROM members WHERE merchant_code = 'ROYAL' AND type <> 4`,
      );
      expect(all.recipients).toBe(Number(members.rows[0]!.n));
      expect(await unread('demo01', lotus)).toBe(lotusBefore);

      expectError(await send('ROYAL', { kind: 'MEMBER', value: 'nobody-here' }), 422, 'MESSAGE_TARGET_EMPTY');
      // A LOTUS account through ROYAL reaches no one either.
      const lotusOnly = await t.db.query(
        `SELECT 1 FROM members WHERE merchant_code = 'LOTUS' AND username = 'demo01'`,
      );
      expect(lotusOnly.rowCount).toBe(1);
      const history = expectOk<TMessageBroadcastPage>(await bo('GET', '/api/bo/merchants/ROYAL/messages'));
      expect(history.list[0]).toMatchObject({
        title: 'Everyone',
        target: { kind: 'ALL' },
        languages: ['EN', 'TH'],
      });
    });

    it('marks read and deletes only the member own messages', async () => {
      const mine = (await inbox('demo02', '?status=UNREAD')).list;
      expect(mine.length).toBeGreaterThan(0);
      const theirs = (await inbox('demo01', '?status=UNREAD')).list[0]!;
      const count = await unread('demo01');
      // demo02 naming demo01's message changes nothing of demo01's.
      expectOk(
        await t.app.inject({
          method: 'POST',
          url: CONTENT_PATHS.messagesRead,
          headers: bearer(tokens.demo02!),
          payload: { ids: [theirs.id] },
        }),
      );
      expect(await unread('demo01')).toBe(count);
      const after = expectOk<TUnreadCount>(
        await t.app.inject({
          method: 'POST',
          url: CONTENT_PATHS.messagesRead,
          headers: bearer(tokens.demo01!),
          payload: { ids: [theirs.id] },
        }),
      );
      expect(after.count).toBe(count - 1);
      const deleted = expectOk<TUnreadCount>(
        await t.app.inject({
          method: 'POST',
          url: CONTENT_PATHS.messagesDelete,
          headers: bearer(tokens.demo01!),
          payload: { ids: [theirs.id] },
        }),
      );
      expect(deleted.count).toBe(count - 1);
      expect((await inbox('demo01')).list.map((m) => m.id)).not.toContain(theirs.id);
      const all = expectOk<TUnreadCount>(
        await t.app.inject({
          method: 'POST',
          url: CONTENT_PATHS.messagesRead,
          headers: bearer(tokens.demo01!),
          payload: { all: true },
        }),
      );
      expect(all.count).toBe(0);
      expectError(
        await t.app.inject({
          method: 'POST',
          url: CONTENT_PATHS.messagesRead,
          headers: bearer(tokens.demo01!),
          payload: {},
        }),
        400,
        'VALIDATION_FAILED',
      );
      expectError(await t.app.inject({ method: 'GET', url: CONTENT_PATHS.unreadCount }), 401, 'UNAUTHORIZED');
    });

    it('writes an event message once however often the event is told, worded in the reader language', async () => {
      const member = await t.modules.identity.sessions.findMemberByUsername('ROYAL', 'demo02');
      const notice = {
        merchantCode: 'ROYAL',
        memberId: member!.id,
        template: 'DEPOSIT_APPROVED' as const,
        params: { amount: '100.00', currency: 'THB', reference: '<b>order-1</b>' },
        sourceRef: 'test:deposit:1',
      };
      await t.modules.content.inbox.notify(notice);
      await t.modules.content.inbox.notify(notice);
      const messages = (await inbox('demo02')).list.filter((m) => m.category === 'SYSTEM');
      expect(messages).toHaveLength(1);
      expect(messages[0]!.title).toBe('Deposit received');
      expect(messages[0]!.content).toContain('&lt;b&gt;order-1&lt;/b&gt;');
    });

    it('pushes the unread count live to the member open pages', async () => {
      const socket = await t.app.injectWS(CONTENT_PATHS.inboxSocket, { headers: { host: 'localhost' } });
      const received: number[] = [];
      let waiting: (() => void) | undefined;
      socket.on('message', (data: Buffer) => {
        received.push((JSON.parse(data.toString()) as { count: number }).count);
        waiting?.();
      });
      const messageCount = async (n: number) => {
        while (received.length < n) await new Promise<void>((resolve) => (waiting = resolve));
      };
      socket.send(JSON.stringify({ type: 'auth', token: tokens.demo03 }));
      try {
        await messageCount(1);
        const first = received[0]!;
        expectOk(await send('ROYAL', { kind: 'MEMBER', value: 'demo03' }, 'Live'));
        await messageCount(2);
        expect(received[1]).toBe(first + 1);
      } finally {
        socket.terminate();
      }
    });
  });
});
