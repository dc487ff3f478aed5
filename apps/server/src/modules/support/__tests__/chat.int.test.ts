import type { AddressInfo } from 'node:net';
import {
  SUPPORT_PATHS,
  type TChatAdminPage,
  type TChatMessage,
  type TChatMutes,
  type TChatServerMessage,
  type TChatSettings,
  type TLiveModels,
} from '@platform/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectOk } from '../../../../test/envelope.ts';
import { login, loginOk } from '../../../../test/member-client.ts';
import { createTestApp, operatorAuth, type TestApp } from '../../../../test/test-app.ts';
import { openChat, settle, type ChatClient } from './chat-client.ts';

type State = Extract<TChatServerMessage, { type: 'state' }>;
type Refused = Extract<TChatServerMessage, { type: 'refused' }>;
type History = Extract<TChatServerMessage, { type: 'history' }>;
type Line = Extract<TChatServerMessage, { type: 'message' }>;

const isLine = (text: string) => (m: TChatServerMessage) => m.type === 'message' && m.message.text === text;
const isRefusal = (clientId: string) => (m: TChatServerMessage) =>
  m.type === 'refused' && m.clientId === clientId;

/**
 * The chat room over real WebSockets on a listening server: history on join, members who see each
 * other's lines, visitors who only read, the word filter, slow mode and burst refusals, mutes, a
 * deleted line leaving every page, and merchants that never see each other's rooms.
 */
describe('chat room', () => {
  let t: TestApp;
  let base = '';
  let admin: { authorization: string };
  const tokens: Record<string, string> = {};
  let lotusToken = '';
  const open: ChatClient[] = [];

  const chat = async (query = 'room=lobby&language=en', headers?: Record<string, string>) => {
    const client = await openChat(base, query, headers);
    open.push(client);
    return client;
  };
  /** A member's socket in the lobby, authenticated, with its first state. */
  const member = async (user: string) => {
    const client = await chat();
    await client.waitFor((m) => m.type === 'state');
    client.send({ type: 'auth', token: tokens[user] });
    const state = await client.waitFor<State>((m) => m.type === 'state' && m.authorKey !== null);
    return { client, state };
  };
  const bo = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers = admin) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const path = (p: string, code = 'ROYAL', id = '') => p.replace(':code', code).replace(':id', id);
  const settings = (body: TChatSettings) => bo('PUT', path(SUPPORT_PATHS.admin.chatSettings), body);

  beforeAll(async () => {
    t = await createTestApp();
    await t.modules.support.seedDemo('ROYAL');
    await t.modules.support.seedDemo('LOTUS');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    admin = await operatorAuth(t.app);
    for (const u of ['demo01', 'demo02', 'demo03', 'demo07', 'demo08'])
      tokens[u] = (await loginOk(t, u)).token;
    lotusToken = expectOk<{ token: string }>(
      await login(t, 'demo01', 'Demo1234', {}, { merchant: 'LOTUS' }),
    ).token;
  }, 120_000);
  afterAll(async () => {
    for (const c of open) c.close();
    await t?.close();
  });

  it('gives a visitor the history and lets them read but not speak', async () => {
    const visitor = await chat('room=lobby&language=en');
    const history = await visitor.waitFor<History>((m) => m.type === 'history');
    expect(history.messages.map((m) => m.author)).toEqual([
      'Demo 01',
      'Demo 02',
      'Demo 03',
      'Demo 01',
      'Demo 03',
      'Demo 04',
    ]);
    expect(history.messages[1]!.text).toBe('Hi all, baccarat table 3 is hot tonight');
    // The account is never shown, only the nickname and an opaque key.
    expect(JSON.stringify(history)).not.toContain('demo0');
    expect(await visitor.waitFor<State>((m) => m.type === 'state')).toEqual({
      type: 'state',
      slowModeSeconds: 0,
      mutedUntil: null,
      canSpeak: false,
      enabled: true,
      authorKey: null,
    });
    visitor.send({ type: 'say', text: 'hello from nobody', clientId: 'v1' });
    expect(await visitor.waitFor<Refused>(isRefusal('v1'))).toEqual({
      type: 'refused',
      clientId: 'v1',
      code: 'UNAUTHORIZED',
      message: 'You are not logged in, please login.',
    });
    // A bad token is refused and the socket keeps reading as a visitor's.
    const stale = await chat('room=lobby&language=th');
    stale.send({ type: 'auth', token: 'x'.repeat(40) });
    const refused = await stale.waitFor<Refused>((m) => m.type === 'refused');
    expect(refused.code).toBe('UNAUTHORIZED');
    expect(refused.message).toBe('คุณยังไม่ได้เข้าสู่ระบบ กรุณาเข้าสู่ระบบ');
    // A page that logs in afterwards may try again on the same socket.
    stale.send({ type: 'auth', token: tokens.demo01 });
    expect((await stale.waitFor<State>((m) => m.type === 'state' && m.canSpeak)).authorKey).toBeTruthy();
    // An unknown room is closed.
    const nowhere = await chat(`room=model-${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)}`);
    expect(await nowhere.closed).toBe(4404);
    const garbage = await chat('room=../admin');
    expect(await garbage.closed).toBe(4404);
  });

  it('shows two members each other’s lines, filtered, with nickname and a stable author key', async () => {
    const one = await member('demo01');
    const two = await member('demo02');
    expect(one.state.canSpeak).toBe(true);
    expect(one.state.authorKey).not.toBe(two.state.authorKey);
    const visitor = await chat();
    await visitor.waitFor((m) => m.type === 'state');
    const lotus = await chat('room=lobby', { host: 'lotus.localhost' });
    const lotusHistory = await lotus.waitFor<History>((m) => m.type === 'history');
    expect(lotusHistory.messages.every((m) => m.author.startsWith('Lotus '))).toBe(true);

    one.client.send({ type: 'say', text: '  Hello from one  ', clientId: 'a1' });
    const seen = await two.client.waitFor<Line>(isLine('Hello from one'));
    expect(seen.message).toMatchObject({ room: 'lobby', author: 'Demo 01', authorKey: one.state.authorKey });
    await one.client.waitFor(isLine('Hello from one'));
    await visitor.waitFor(isLine('Hello from one'));

    two.client.send({ type: 'say', text: 'That SCAM talk, not a scampi, you Idiot!', clientId: 'b1' });
    const filtered = await one.client.waitFor<Line>(
      (m) => m.type === 'message' && m.message.author === 'Demo 02',
    );
    expect(filtered.message.text).toBe('That **** talk, not a scampi, you *****!');

    // The same line is in the history of a socket that joins later, with the same author key.
    const later = await chat();
    const history = await later.waitFor<History>((m) => m.type === 'history');
    expect(history.messages.at(-2)).toMatchObject({ text: 'Hello from one', authorKey: one.state.authorKey });
    expect(history.messages.at(-1)!.text).toBe('That **** talk, not a scampi, you *****!');

    // LOTUS's lobby heard nothing; its member speaks only to LOTUS.
    await settle();
    expect(lotus.received.some((m) => m.type === 'message')).toBe(false);
    lotus.send({ type: 'auth', token: lotusToken });
    await lotus.waitFor((m) => m.type === 'state' && m.canSpeak);
    lotus.send({ type: 'say', text: 'Xin chào', clientId: 'l1' });
    await lotus.waitFor(isLine('Xin chào'));
    await settle();
    expect(one.client.received.some((m) => m.type === 'message' && m.message.text === 'Xin chào')).toBe(
      false,
    );
    // A ROYAL token does not speak in LOTUS.
    const crossing = await chat('room=lobby', { host: 'lotus.localhost' });
    crossing.send({ type: 'auth', token: tokens.demo01 });
    expect((await crossing.waitFor<Refused>((m) => m.type === 'refused')).code).toBe('UNAUTHORIZED');
  });

  it('refuses a line that is too long, too fast or in a burst, with the time to wait', async () => {
    const { client } = await member('demo03');
    client.send({ type: 'say', text: 'x'.repeat(301), clientId: 'long' });
    expect((await client.waitFor<Refused>(isRefusal('long'))).code).toBe('VALIDATION_FAILED');
    for (let i = 1; i <= 6; i++) client.send({ type: 'say', text: `burst ${i}`, clientId: `burst${i}` });
    const burst = await client.waitFor<Refused>(isRefusal('burst6'));
    expect(burst.code).toBe('CHAT_TOO_FAST');
    expect(burst.message).toMatch(/^You are sending too fast; wait (10|[1-9]) seconds\.$/);
    await client.waitFor(isLine('burst 5'));
    expect(client.received.some(isLine('burst 6'))).toBe(false);

    const slow = await member('demo07');
    expectOk(await settings({ enabled: true, slowModeSeconds: 30, wordFilter: ['scam', 'idiot'] }));
    await slow.client.waitFor((m) => m.type === 'state' && m.slowModeSeconds === 30);
    slow.client.send({ type: 'say', text: 'first slow line', clientId: 's1' });
    await slow.client.waitFor(isLine('first slow line'));
    slow.client.send({ type: 'say', text: 'second slow line', clientId: 's2' });
    const refused = await slow.client.waitFor<Refused>(isRefusal('s2'));
    expect(refused.code).toBe('CHAT_TOO_FAST');
    expect(refused.message).toMatch(/wait (30|2\d) seconds/);
    expectOk(await settings({ enabled: true, slowModeSeconds: 0, wordFilter: ['scam', 'idiot'] }));
    await slow.client.waitFor((m) => m.type === 'state' && m.slowModeSeconds === 0);

    // A closed room refuses everyone.
    expectOk(await settings({ enabled: false, slowModeSeconds: 0, wordFilter: ['scam', 'idiot'] }));
    await slow.client.waitFor((m) => m.type === 'state' && !m.enabled && !m.canSpeak);
    slow.client.send({ type: 'say', text: 'closed line', clientId: 'c1' });
    expect(await slow.client.waitFor<Refused>(isRefusal('c1'))).toMatchObject({
      code: 'CHAT_CLOSED',
      message: 'The chat room is closed.',
    });
    expectOk(await settings({ enabled: true, slowModeSeconds: 0, wordFilter: ['scam', 'idiot'] }));
    await slow.client.waitFor((m) => m.type === 'state' && m.enabled && m.canSpeak);
    expect(expectOk<TChatSettings>(await bo('GET', path(SUPPORT_PATHS.admin.chatSettings)))).toEqual({
      enabled: true,
      slowModeSeconds: 0,
      wordFilter: ['scam', 'idiot'],
    });
    expectError(
      await settings({ enabled: true, slowModeSeconds: 601, wordFilter: [] }),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('mutes a member until an operator lifts it, and tells their open pages at once', async () => {
    const { client } = await member('demo08');
    const mutes = expectOk<TChatMutes>(
      await bo('PUT', path(SUPPORT_PATHS.admin.chatMutes), {
        account: 'DEMO08',
        minutes: 30,
        reason: 'spam',
      }),
    );
    expect(mutes.list).toEqual([
      expect.objectContaining({
        member: expect.objectContaining({ account: 'demo08' }),
        reason: 'spam',
        by: 'admin',
      }),
    ]);
    const muted = await client.waitFor<State>((m) => m.type === 'state' && m.mutedUntil !== null);
    expect(muted.canSpeak).toBe(false);
    client.send({ type: 'say', text: 'muted line', clientId: 'm1' });
    const refused = await client.waitFor<Refused>(isRefusal('m1'));
    expect(refused.code).toBe('CHAT_MUTED');
    expect(refused.message).toMatch(/^You are muted in the chat room until \d{4}-\d\d-\d\d \d\d:\d\d\.$/);
    // A new socket of the muted member knows it from the start.
    const again = await member('demo08');
    expect(again.state.mutedUntil).toBe(muted.mutedUntil);

    expectError(
      await bo('PUT', path(SUPPORT_PATHS.admin.chatMutes), { account: 'nobody-here', minutes: 5 }),
      404,
      'ACCOUNT_NOT_FOUND',
    );
    expectError(
      await bo('PUT', path(SUPPORT_PATHS.admin.chatMutes, 'LOTUS'), { account: 'demo08', minutes: 5 }),
      404,
      'ACCOUNT_NOT_FOUND',
    );
    expect(
      expectOk<TChatMutes>(
        await bo('PUT', path(SUPPORT_PATHS.admin.chatMutes), { account: 'demo08', minutes: 0 }),
      ).list,
    ).toEqual([]);
    await client.waitFor((m) => m.type === 'state' && m.mutedUntil === null && m.canSpeak);
    client.send({ type: 'say', text: 'free again', clientId: 'm2' });
    await client.waitFor(isLine('free again'));
  });

  it('deletes a line from every open page and from history, and keeps it for the console', async () => {
    const { client } = await member('demo01');
    const watcher = await chat();
    await watcher.waitFor((m) => m.type === 'state');
    client.send({ type: 'say', text: 'a line to delete', clientId: 'd1' });
    const line = (await watcher.waitFor<Line>(isLine('a line to delete'))).message;

    const page = expectOk<TChatAdminPage>(
      await bo('GET', `${path(SUPPORT_PATHS.admin.chatMessages)}?account=demo01&room=lobby&pageSize=5`),
    );
    expect(page.list[0]).toMatchObject({ id: line.id, member: { account: 'demo01' }, deletedAt: null });
    // Another merchant's path does not find it.
    expectError(
      await bo('DELETE', path(SUPPORT_PATHS.admin.chatMessage, 'LOTUS', line.id)),
      404,
      'NOT_FOUND',
    );
    expectOk(await bo('DELETE', path(SUPPORT_PATHS.admin.chatMessage, 'ROYAL', line.id)));
    expect(await watcher.waitFor((m) => m.type === 'deleted')).toEqual({ type: 'deleted', id: line.id });
    await client.waitFor((m) => m.type === 'deleted' && m.id === line.id);
    expectError(
      await bo('DELETE', path(SUPPORT_PATHS.admin.chatMessage, 'ROYAL', line.id)),
      404,
      'NOT_FOUND',
    );

    const later = await chat();
    const history = await later.waitFor<History>((m) => m.type === 'history');
    expect(history.messages.map((m: TChatMessage) => m.id)).not.toContain(line.id);
    const after = expectOk<TChatAdminPage>(
      await bo('GET', `${path(SUPPORT_PATHS.admin.chatMessages)}?account=demo01`),
    );
    expect(after.list.find((m) => m.id === line.id)).toMatchObject({ deletedBy: 'admin' });

    const audit = expectOk<{ list: { action: string }[] }>(
      await bo('GET', '/api/bo/audit-log?merchantCode=ROYAL&pageSize=100'),
    );
    const actions = audit.list.map((e) => e.action);
    for (const action of ['chat.delete', 'chat.settings', 'chat.mute', 'chat.unmute'])
      expect(actions).toContain(action);
  });

  it('reaches the sockets another API node holds, through the shared store', async () => {
    const other = await createTestApp({ database: t.database, store: t.store, seed: false });
    try {
      await other.app.listen({ port: 0, host: '127.0.0.1' });
      const far = await openChat(
        `http://127.0.0.1:${(other.app.server.address() as AddressInfo).port}`,
        'room=lobby&language=en',
      );
      await far.waitFor((m) => m.type === 'state');
      const { client } = await member('demo02');
      client.send({ type: 'say', text: 'across nodes', clientId: 'n1' });
      expect((await far.waitFor<Line>(isLine('across nodes'))).message.author).toBe('Demo 02');
      far.close();

      // A model's viewers count the sockets every node holds in its room.
      const viewersOf = async (id: string) =>
        expectOk<TLiveModels>(await t.app.inject({ method: 'GET', url: SUPPORT_PATHS.modelList })).list.find(
          (m) => m.id === id,
        )!.viewers;
      const model = expectOk<TLiveModels>(await t.app.inject({ method: 'GET', url: SUPPORT_PATHS.modelList }))
        .list[0]!;
      const watching = await openChat(
        `http://127.0.0.1:${(other.app.server.address() as AddressInfo).port}`,
        `room=model-${model.id}`,
      );
      await watching.waitFor((m) => m.type === 'history');
      const deadline = Date.now() + 3_000;
      while ((await viewersOf(model.id)) !== 1 && Date.now() < deadline) await settle(100);
      expect(await viewersOf(model.id)).toBe(1);
      watching.close();
    } finally {
      await other.close();
    }
  });
});
