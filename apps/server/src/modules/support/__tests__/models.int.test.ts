import type { AddressInfo } from 'node:net';
import {
  SUPPORT_PATHS,
  type TLaunchChatAnswer,
  type TLiveModelAdmin,
  type TLiveModels,
  type TLiveModelsAdmin,
} from '@platform/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectOk } from '../../../../test/envelope.ts';
import { bearer, login, loginOk } from '../../../../test/member-client.ts';
import { createTestApp, operatorAuth, type TestApp } from '../../../../test/test-app.ts';
import { openChat, type ChatClient } from './chat-client.ts';

/**
 * Live models (CBS_modelList, CBS_launchChat) and their console editing: each merchant's own hosts,
 * the viewers in a model's room, launching only an online model of one's merchant, and the demo
 * seed that never overwrites an operator's changes.
 */
describe('live models', () => {
  let t: TestApp;
  let admin: { authorization: string };
  let royalToken = '';
  let lotusToken = '';
  const sockets: ChatClient[] = [];

  const list = async (headers: Record<string, string> = {}) =>
    expectOk<TLiveModels>(await t.app.inject({ method: 'GET', url: SUPPORT_PATHS.modelList, headers })).list;
  const launch = (modelId: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: SUPPORT_PATHS.launchChat, headers, payload: { modelId } });
  const bo = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: admin,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const modelsPath = (code: string) => SUPPORT_PATHS.admin.models.replace(':code', code);
  const modelPath = (code: string, id: string) =>
    SUPPORT_PATHS.admin.model.replace(':code', code).replace(':id', id);

  beforeAll(async () => {
    t = await createTestApp();
    await t.modules.support.seedDemo('ROYAL');
    await t.modules.support.seedDemo('LOTUS');
    admin = await operatorAuth(t.app);
    royalToken = (await loginOk(t, 'demo09')).token;
    lotusToken = expectOk<{ token: string }>(
      await login(t, 'demo02', 'Demo1234', {}, { merchant: 'LOTUS' }),
    ).token;
  }, 120_000);
  afterAll(async () => {
    for (const s of sockets) s.close();
    await t?.close();
  });

  it('lists each merchant’s own hosts, online first, to everyone', async () => {
    const royal = await list();
    expect(royal.map((m) => [m.name, m.online])).toEqual([
      ['Mali', true],
      ['Ploy', true],
      ['Nina', true],
      ['Fah', false],
    ]);
    expect(royal[0]).toMatchObject({
      avatarUrl: '/api/wps/media/content/art-live.svg',
      viewers: 0,
      tagline: 'Baccarat nights, every evening from 8 pm',
    });
    const lotus = await list({ merchant: 'LOTUS' });
    expect(lotus.map((m) => m.name)).toEqual(['Linh', 'Mai', 'Hà']);
    expect(lotus.some((m) => royal.some((r) => r.id === m.id))).toBe(false);
  });

  it('launches a member into an online model’s room and counts the viewers there', async () => {
    const [mali, , , fah] = await list();
    const answer = expectOk<TLaunchChatAnswer>(await launch(mali!.id, bearer(royalToken)));
    expect(answer).toEqual({ chatUrl: `/chat?room=model-${mali!.id}`, room: `model-${mali!.id}` });
    expectError(await launch(mali!.id, {}), 401, 'UNAUTHORIZED');
    expectError(await launch(fah!.id, bearer(royalToken)), 404, 'LIVE_MODEL_NOT_FOUND');
    // Another merchant's model is not there for this member.
    const linh = (await list({ merchant: 'LOTUS' }))[0]!;
    expectError(await launch(linh.id, bearer(royalToken)), 404, 'LIVE_MODEL_NOT_FOUND');
    expectOk(await launch(linh.id, bearer(lotusToken, { merchant: 'LOTUS' })));
    expectError(await launch('not-a-uuid', bearer(royalToken)), 400, 'VALIDATION_FAILED');

    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    for (let i = 0; i < 2; i++) {
      const socket = await openChat(base, `room=${answer.room}&language=en`);
      sockets.push(socket);
      await socket.waitFor((m) => m.type === 'history');
    }
    expect((await list()).find((m) => m.id === mali!.id)!.viewers).toBe(2);
    // The LOTUS hostname does not open a ROYAL model's room.
    const foreign = await openChat(base, `room=${answer.room}`, { host: 'lotus.localhost' });
    expect(await foreign.closed).toBe(4404);
    sockets[1]!.close();
    await sockets[1]!.closed;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await list()).find((m) => m.id === mali!.id)!.viewers).toBe(1);
  });

  it('lets operators add, edit and remove models, audited, per merchant', async () => {
    const created = expectOk<TLiveModelAdmin>(
      await bo('POST', modelsPath('ROYAL'), {
        name: '  Kaew ',
        tagline: 'New host',
        avatarUrl: '/api/wps/media/content/art-slots.svg',
        online: true,
        sortOrder: 5,
      }),
    );
    expect(created).toMatchObject({ name: 'Kaew', online: true, sortOrder: 5, viewers: 0 });
    expect((await list())[0]!.name).toBe('Kaew');
    expectError(
      await bo('POST', modelsPath('ROYAL'), { name: 'Bad', avatarUrl: 'https://evil.example/x.png' }),
      400,
      'VALIDATION_FAILED',
    );
    const updated = expectOk<TLiveModelAdmin>(
      await bo('PUT', modelPath('ROYAL', created.id), { name: 'Kaew', online: false, sortOrder: 500 }),
    );
    expect(updated).toMatchObject({ online: false, tagline: '', avatarUrl: null, sortOrder: 500 });
    expectError(
      await bo('PUT', modelPath('LOTUS', created.id), { name: 'Stolen' }),
      404,
      'LIVE_MODEL_NOT_FOUND',
    );
    expectError(await bo('DELETE', modelPath('LOTUS', created.id)), 404, 'LIVE_MODEL_NOT_FOUND');
    expectOk(await bo('DELETE', modelPath('ROYAL', created.id)));
    expectError(await bo('DELETE', modelPath('ROYAL', created.id)), 404, 'LIVE_MODEL_NOT_FOUND');
    const admins = expectOk<TLiveModelsAdmin>(await bo('GET', modelsPath('ROYAL')));
    expect(admins.list.map((m) => m.name)).toEqual(['Mali', 'Ploy', 'Nina', 'Fah']);
    const audit = expectOk<{ list: { action: string; target: string }[] }>(
      await bo('GET', '/api/bo/audit-log?merchantCode=ROYAL'),
    );
    const mine = audit.list.filter((e) => e.target === `live-model:${created.id}`).map((e) => e.action);
    expect(mine.sort()).toEqual(['live-model.create', 'live-model.delete', 'live-model.update']);
  });

  it('seeds the demo once and never over an operator’s changes', async () => {
    const fah = (await list()).find((m) => m.name === 'Fah')!;
    expectOk(await bo('DELETE', modelPath('ROYAL', fah.id)));
    await t.modules.support.seedDemo('ROYAL');
    expect((await list()).map((m) => m.name)).toEqual(['Mali', 'Ploy', 'Nina']);
  });
});
