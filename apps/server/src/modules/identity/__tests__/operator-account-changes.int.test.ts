import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectOk } from '../../../../test/envelope.ts';
import { bearer, login, loginOk } from '../../../../test/member-client.ts';
import { createTestApp, operatorAuth, type TestApp } from '../../../../test/test-app.ts';

// The operator's lock and password reset are identity's writes with the caller's audit entry in
// the same transaction: when the audit cannot be written, nothing of the change may remain.
describe('identity: operator changes to a member account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const memberInfo = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/wps/member/info', headers: bearer(token) });
  const memberId = async (username: string) =>
    (await t.modules.identity.sessions.findMemberByUsername('ROYAL', username))!.id;
  const failingAudit = async () => {
    throw new Error('audit unavailable');
  };

  it('finds a member only within its own merchant', async () => {
    const id = await memberId('demo15');
    expect((await t.modules.identity.sessions.findMember('ROYAL', id))?.username).toBe('demo15');
    expect(await t.modules.identity.sessions.findMember('LOTUS', id)).toBeUndefined();
  });

  it('leaves the account active and its session alive when the lock cannot be audited', async () => {
    const session = await loginOk(t, 'demo15');
    const id = await memberId('demo15');
    await expect(t.modules.identity.sessions.setStatus(id, 'LOCKED', failingAudit)).rejects.toThrow(
      'audit unavailable',
    );
    expect((await t.modules.identity.sessions.findMember('ROYAL', id))?.status).toBe('ACTIVE');
    expectOk(await memberInfo(session.token));
  });

  it('keeps the old password and sessions when the reset cannot be audited', async () => {
    const session = await loginOk(t, 'demo16');
    const id = await memberId('demo16');
    await expect(t.modules.identity.passwords.resetByOperator(id, failingAudit)).rejects.toThrow(
      'audit unavailable',
    );
    expectOk(await memberInfo(session.token));
    expectOk(await login(t, 'demo16', 'Demo1234'));
  });

  it('audits a committed reset, ends the sessions and forces a change with the one-time password', async () => {
    const admin = await operatorAuth(t.app);
    const session = await loginOk(t, 'demo17');
    const id = await memberId('demo17');
    const { temporaryPassword } = expectOk<{ temporaryPassword: string }>(
      await t.app.inject({
        method: 'POST',
        url: `/api/bo/merchants/ROYAL/members/${id}/password-reset`,
        headers: admin,
      }),
    );
    expectError(await memberInfo(session.token), 401, 'UNAUTHORIZED');
    expect((await t.modules.identity.sessions.findMember('ROYAL', id))?.mustChangePassword).toBe(true);
    expectOk(await login(t, 'demo17', temporaryPassword));
    const audit = expectOk<{ list: { action: string; target: string; after: unknown }[] }>(
      await t.app.inject({ method: 'GET', url: '/api/bo/audit-log?merchantCode=ROYAL', headers: admin }),
    );
    expect(audit.list.filter((e) => e.target === 'member:demo17')).toEqual([
      expect.objectContaining({ action: 'member.password-reset', after: { mustChangePassword: true } }),
    ]);
  });
});
