import type { TLoginValue, TMemberDetail, TMemberSummary } from '@platform/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectOk } from '../../../../test/envelope.ts';
import { bearer, login, loginOk } from '../../../../test/member-client.ts';
import { createTestApp, operatorAuth, type TestApp } from '../../../../test/test-app.ts';

interface Page<T> {
  list: T[];
  total: number;
}

describe('back office: members', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  const bo = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { ...admin, 'accept-language': 'en' },
      ...(payload ? { payload } : {}),
    });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await operatorAuth(t.app);
  });
  afterAll(() => t.close());

  async function find(username: string): Promise<TMemberSummary> {
    const page = expectOk<Page<TMemberSummary>>(
      await bo('GET', `/api/bo/merchants/ROYAL/members?search=${username}`),
    );
    const member = page.list.find((m) => m.username === username);
    if (!member) throw new Error(`${username} not listed`);
    return member;
  }

  it('searches a merchant’s members only, with their agent', async () => {
    const page = expectOk<Page<TMemberSummary>>(
      await bo('GET', '/api/bo/merchants/ROYAL/members?search=demo0&pageSize=50'),
    );
    expect(page.list.length).toBeGreaterThanOrEqual(9);
    expect(page.list.find((m) => m.username === 'demo01')?.parentUsername).toBe('agent02');
    const lotus = expectOk<Page<TMemberSummary>>(
      await bo('GET', '/api/bo/merchants/LOTUS/members?pageSize=50'),
    );
    expect(lotus.total).toBe(5);
  });

  it('opens a member with the login history (time, IP, device, result)', async () => {
    await login(
      t,
      'demo12',
      'wrong-one',
      {},
      { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36' },
    );
    await loginOk(t, 'demo12');
    const detail = expectOk<TMemberDetail>(
      await bo('GET', `/api/bo/merchants/ROYAL/members/${(await find('demo12')).id}`),
    );
    expect(detail.loginHistory.map((h) => h.result)).toEqual(['SUCCESS', 'BAD_CREDENTIALS']);
    expect(detail.loginHistory[1]?.device).toMatch(/Chrome 140/);
    expect(detail.loginHistory[0]?.ip).toBeTruthy();
  });

  it('locks (ending sessions) and unlocks a member, audited', async () => {
    const session = await loginOk(t, 'demo13');
    const member = await find('demo13');
    expectOk(
      await bo('POST', `/api/bo/merchants/ROYAL/members/${member.id}/lock`, {
        locked: true,
        reason: 'chargeback',
      }),
    );
    expectError(
      await t.app.inject({ method: 'GET', url: '/api/wps/member/info', headers: bearer(session.token) }),
      401,
      'UNAUTHORIZED',
    );
    expectError(await login(t, 'demo13', 'Demo1234'), 423, 'ACCOUNT_LOCKED');
    expectOk(
      await bo('POST', `/api/bo/merchants/ROYAL/members/${member.id}/lock`, {
        locked: false,
        reason: 'resolved',
      }),
    );
    expectOk(await login(t, 'demo13', 'Demo1234'));
    const audit = expectOk<{ list: { action: string; target: string }[] }>(
      await bo('GET', '/api/bo/audit-log?merchantCode=ROYAL'),
    );
    expect(audit.list.filter((e) => e.target === 'member:demo13').map((e) => e.action)).toEqual([
      'member.unlock',
      'member.lock',
    ]);
  });

  it('resets a password to a one-time default that forces a change at login', async () => {
    const member = await find('demo14');
    const { temporaryPassword } = expectOk<{ temporaryPassword: string }>(
      await bo('POST', `/api/bo/merchants/ROYAL/members/${member.id}/password-reset`),
    );
    expectError(await login(t, 'demo14', 'Demo1234'), 401, 'INVALID_CREDENTIALS');
    const value = expectOk<TLoginValue>(await login(t, 'demo14', temporaryPassword));
    expect(value.defaultPassword).toBe(true);
  });

  it('refuses operators without the permission and unknown members', async () => {
    expectError(
      await t.app.inject({ method: 'GET', url: '/api/bo/merchants/ROYAL/members' }),
      401,
      'UNAUTHORIZED',
    );
    expectError(
      await bo('GET', '/api/bo/merchants/ROYAL/members/00000000-0000-4000-8000-000000000000'),
      404,
      'NOT_FOUND',
    );
    const lotusMember = expectOk<Page<TMemberSummary>>(await bo('GET', '/api/bo/merchants/LOTUS/members'))
      .list[0]!;
    expectError(await bo('GET', `/api/bo/merchants/ROYAL/members/${lotusMember.id}`), 404, 'NOT_FOUND');
  });
});
