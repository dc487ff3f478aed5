import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectOk } from '../../../../test/envelope.ts';
import { sendEncrypted, solveBotCheck } from '../../../../test/member-client.ts';
import { createTestApp, operatorAuth, type TestApp } from '../../../../test/test-app.ts';

describe('back office: registration rules', () => {
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

  it('edits the registration rules: published at once, enforced by the server, audited', async () => {
    type Rules = Record<string, { enabled: boolean; required: boolean; minLength: number }>;
    const before = expectOk<Rules>(await bo('GET', '/api/bo/merchants/LOTUS/register-rules'));
    const email = { ...before.email!, enabled: true, required: true };
    expectOk(
      await t.app.inject({
        method: 'PUT',
        url: '/api/bo/merchants/LOTUS/register-rules',
        headers: { ...admin, 'accept-language': 'en' },
        payload: { rules: { email } },
      }),
    );
    const published = expectOk<Rules>(
      await t.app.inject({
        method: 'GET',
        url: '/api/wps/system/setting/register',
        headers: { merchant: 'LOTUS' },
      }),
    );
    expect(published.email).toMatchObject({ enabled: true, required: true });
    const refused = expectError(
      await sendEncrypted(
        t,
        'PUT',
        '/api/wps/member/register',
        {
          username: 'lotusnew1',
          password: 'Abcd1234',
          botCheck: await solveBotCheck(t, { merchant: 'LOTUS' }),
        },
        { merchant: 'LOTUS' },
      ),
      400,
      'FIELD_INVALID',
    );
    expect(refused.value).toMatchObject({ field: 'email', reason: 'required' });
    // ROYAL is another merchant: its rules did not change.
    const royal = expectOk<Rules>(
      await t.app.inject({ method: 'GET', url: '/api/wps/system/setting/register' }),
    );
    expect(royal.email?.required).toBe(false);
    expectError(
      await t.app.inject({
        method: 'PUT',
        url: '/api/bo/merchants/LOTUS/register-rules',
        headers: { ...admin, 'accept-language': 'en' },
        payload: { rules: { username: { ...before.username!, enabled: false } } },
      }),
      400,
      'VALIDATION_FAILED',
    );
    const audit = expectOk<{ list: { action: string }[] }>(
      await bo('GET', '/api/bo/audit-log?merchantCode=LOTUS&action=system.register-rules.update'),
    );
    expect(audit.list).toHaveLength(1);
  });
});
