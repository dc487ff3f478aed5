import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectOk } from '../../../../test/envelope.ts';
import { createTestApp, createTestClock, operatorAuth, type TestApp } from '../../../../test/test-app.ts';

/** Issue 18 (ASVS L2): operators can put an authenticator in front of their password. */
describe('operator authenticator', () => {
  const clock = createTestClock();
  let t: TestApp;
  let admin: { authorization: string };
  let totp: TOTP;
  const codeNow = () => totp.generate({ timestamp: clock.nowMs() });
  const login = (body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/bo/auth/login',
      payload: { username: 'admin', password: 'Admin1234', ...body },
    });

  beforeAll(async () => {
    t = await createTestApp({ clock });
    admin = await operatorAuth(t.app);
  });
  afterAll(() => t.close());

  it('enrols with a code from the app, and keeps the seed sealed', async () => {
    const setup = expectOk<{ secret: string; otpauthUrl: string }>(
      await t.app.inject({ method: 'POST', url: '/api/bo/auth/totp/setup', headers: admin }),
    );
    expect(setup.otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
    totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(setup.secret) });
    expectError(
      await t.app.inject({
        method: 'POST',
        url: '/api/bo/auth/totp/enable',
        headers: admin,
        payload: { code: '000000' === codeNow() ? '111111' : '000000' },
      }),
      400,
      'SMS_CODE_INVALID',
    );
    expectOk(
      await t.app.inject({
        method: 'POST',
        url: '/api/bo/auth/totp/enable',
        headers: admin,
        payload: { code: codeNow() },
      }),
    );
    const { rows } = await t.db.query<{ totp_secret: string }>(
      `SELECT totp_secret FROM operators WHERE username = 'admin'`,
    );
    expect(rows[0]!.totp_secret).toMatch(/^sb1:/);
    expect(rows[0]!.totp_secret).not.toContain(setup.secret);
  });

  it('asks for the code after the right password, refuses a wrong or replayed one, and lets the right one in', async () => {
    const asked = expectError(await login({}), 403, 'VERIFICATION_REQUIRED');
    expect(asked.value).toEqual({ totp: true });
    clock.advance(30_000);
    const code = codeNow();
    expectError(
      await login({ totpCode: code === '123456' ? '654321' : '123456' }),
      401,
      'INVALID_CREDENTIALS',
    );
    const session = expectOk<{ operator: { totpEnabled: boolean } }>(await login({ totpCode: code }));
    expect(session.operator.totpEnabled).toBe(true);
    expectError(await login({ totpCode: code }), 401, 'INVALID_CREDENTIALS');
    // A wrong password never reaches the code step.
    expectError(
      await t.app.inject({
        method: 'POST',
        url: '/api/bo/auth/login',
        payload: { username: 'admin', password: 'nope', totpCode: code },
      }),
      401,
      'INVALID_CREDENTIALS',
    );
  });

  it('turns off only with a current code', async () => {
    clock.advance(30_000);
    expectError(
      await t.app.inject({
        method: 'POST',
        url: '/api/bo/auth/totp/disable',
        headers: admin,
        payload: { code: codeNow() === '000000' ? '111111' : '000000' },
      }),
      400,
      'SMS_CODE_INVALID',
    );
    expectOk(
      await t.app.inject({
        method: 'POST',
        url: '/api/bo/auth/totp/disable',
        headers: admin,
        payload: { code: codeNow() },
      }),
    );
    await t.store.delete('bo-login-acct:admin');
    expectOk(await login({}));
  });
});
