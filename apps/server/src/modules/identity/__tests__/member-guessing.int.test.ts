import { randomUUID } from 'node:crypto';
import type { TLoginValue } from '@platform/contracts';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectOk, type InjectedResponse } from '../../../../test/envelope.ts';
import { bearer, sendEncrypted } from '../../../../test/member-client.ts';
import { createTestApp, createTestClock, operatorAuth, type TestApp } from '../../../../test/test-app.ts';
import { outboundText } from '../../../platform/i18n/outbound-messages.ts';

const PASSWORD = 'Demo1234';
const PIN = '135790';
const COOL_OFF_MS = 30 * 60_000;

/**
 * Issue 18, member account guessing: the payment password, the current password, the
 * authenticator and the new-IP second factor lock after five wrong answers in a row, whatever the
 * number of parallel requests or fresh logins; a session that must change its password can do
 * nothing else.
 */
describe('identity: guessing a member’s secrets', () => {
  const clock = createTestClock();
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ clock });
  });
  afterAll(() => t.close());

  /** API.md's encrypted body, stamped with the test clock (which the tests move). */
  const send = (
    method: 'POST' | 'PUT',
    url: string,
    fields: Record<string, unknown>,
    headers: Record<string, string> = {},
    remoteAddress = '127.0.0.1',
  ): Promise<InjectedResponse> =>
    sendEncrypted(t, method, url, fields, headers, remoteAddress, clock.nowMs());

  const login = (username: string, password: string, ip = '127.0.0.1') =>
    send('POST', '/api/wps/session/login', { username, password }, {}, ip);
  const loginOk = async (username: string, ip = '127.0.0.1') =>
    expectOk<TLoginValue>(await login(username, PASSWORD, ip));

  async function withPin(username: string): Promise<string> {
    const { token } = await loginOk(username);
    expectOk(
      await send(
        'PUT',
        '/api/wps/cashier/paymentPassword',
        { loginPassword: PASSWORD, newPaymentPassword: PIN },
        bearer(token),
      ),
    );
    return token;
  }

  /** A withdrawal to an unknown account: the PIN is checked first, and nothing can move. */
  const tryPin = (token: string, pin: string) =>
    send(
      'POST',
      '/api/wps/cashier/withdrawals',
      { amount: '100.00', bankAccountId: randomUUID(), paymentPassword: pin },
      bearer(token, { 'idempotency-key': randomUUID() }),
    );

  const outbox = async (to: string) =>
    expectOk<{ body: string }[]>(
      await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` }),
    ).map((m) => m.body);

  /** The notice as the member gets it: in the merchant's language (ROYAL's is Thai). */
  async function notice(
    key: Parameters<typeof outboundText>[0],
    username: string,
    params: Record<string, string | number> = { attempts: 5, minutes: 30 },
  ): Promise<string> {
    const merchant = await t.modules.system.service.merchantOrThrow('ROYAL');
    return outboundText(key, merchant.brandConfig.defaultLanguage, {
      brand: merchant.brandConfig.brandName,
      username,
      ...params,
    });
  }

  const codes = (responses: InjectedResponse[]) => responses.map((r) => (r.json() as { code: string }).code);

  it('locks the payment password after five wrong PINs sent in parallel, even for the right PIN', async () => {
    const token = await withPin('demo12');
    const answers = codes(await Promise.all(Array.from({ length: 8 }, () => tryPin(token, '000000'))));
    // Exactly five are checked. On a loaded machine the hashing line may turn one of those away
    // (TOO_BUSY, its attempt given back): it is still never a sixth check.
    const checked = answers.filter((c) => c === 'PAYMENT_PASSWORD_WRONG' || c === 'TOO_BUSY');
    expect(checked).toHaveLength(5);
    expect(answers.filter((c) => c === 'PAYMENT_PASSWORD_LOCKED')).toHaveLength(3);

    const locked = expectError(await tryPin(token, PIN), 423, 'PAYMENT_PASSWORD_LOCKED');
    expect(locked.value).toEqual({ minutes: 30 });
    expect(locked.message).toContain('30 minutes');

    // The member is told once, without the PIN.
    const expected = await notice('paymentPasswordLockedBody', 'demo12');
    expect((await outbox('+66810000012')).filter((b) => b === expected)).toHaveLength(1);
    expect(expected).not.toContain(PIN);

    // After the cool-off the right PIN works again (and resets the count).
    clock.advance(COOL_OFF_MS + 1_000);
    const after = codes([await tryPin(token, PIN)])[0];
    expect(after).not.toMatch(/^PAYMENT_PASSWORD_/);
    expectOk(
      await send(
        'PUT',
        '/api/wps/cashier/paymentPassword',
        { oldPaymentPassword: PIN, newPaymentPassword: PIN },
        bearer(token),
      ),
    );
  });

  it('locks the payment password after five wrong PINs in a row', async () => {
    const token = await withPin('demo13');
    const answers: string[] = [];
    for (let i = 0; i < 8; i++) answers.push(...codes([await tryPin(token, '111111')]));
    expect(answers).toEqual([
      ...Array(5).fill('PAYMENT_PASSWORD_WRONG'),
      ...Array(3).fill('PAYMENT_PASSWORD_LOCKED'),
    ]);
    expectError(await tryPin(token, PIN), 423, 'PAYMENT_PASSWORD_LOCKED');
    // Changing the PIN is no way around the lock.
    expectError(
      await send(
        'PUT',
        '/api/wps/cashier/paymentPassword',
        { oldPaymentPassword: PIN, newPaymentPassword: '246810' },
        bearer(token),
      ),
      423,
      'PAYMENT_PASSWORD_LOCKED',
    );
  });

  it('needs the payment password to add a bank account, counts wrong ones, and tells the member', async () => {
    const token = await withPin('demo14');
    const account = { bankName: 'Kasikorn Bank', accountName: 'Demo 14', accountNumber: '5556667771' };
    const add = (pin: string) =>
      send('POST', '/api/wps/cashier/bankAccounts', { ...account, paymentPassword: pin }, bearer(token));
    const list = async () =>
      expectOk<unknown[]>(
        await t.app.inject({ method: 'GET', url: '/api/wps/cashier/bankAccounts', headers: bearer(token) }),
      );

    // A stolen session alone cannot add a payee: no PIN, or a plaintext body, is refused.
    expectError(
      await t.app.inject({
        method: 'POST',
        url: '/api/wps/cashier/bankAccounts',
        headers: bearer(token),
        payload: { ...account, paymentPassword: PIN },
      }),
      400,
      'ENCRYPTION_REQUIRED',
    );
    expectError(
      await send('POST', '/api/wps/cashier/bankAccounts', account, bearer(token)),
      400,
      'VALIDATION_FAILED',
    );
    for (let i = 0; i < 5; i++) expectError(await add('999999'), 400, 'PAYMENT_PASSWORD_WRONG');
    expectError(await add(PIN), 423, 'PAYMENT_PASSWORD_LOCKED');
    expect(await list()).toHaveLength(0);

    const other = await withPin('demo15');
    const added = expectOk<{ accountNumber: string }>(
      await send(
        'POST',
        '/api/wps/cashier/bankAccounts',
        { ...account, accountName: 'Demo 15', paymentPassword: PIN },
        bearer(other),
      ),
    );
    expect(added.accountNumber).toBe('******7771');
    const expected = await notice('bankAccountAddedBody', 'demo15', { last4: '7771' });
    expect((await outbox('+66810000015')).filter((b) => b === expected)).toHaveLength(1);
    expect(expected).not.toContain('5556667771');
  });

  it('locks changing the login password after five wrong current passwords', async () => {
    const { token } = await loginOk('demo16');
    const change = (oldPassword: string) =>
      send(
        'POST',
        '/api/wps/member/password',
        { oldPassword, newPassword: 'Better5678', confirmNewPassword: 'Better5678' },
        bearer(token),
      );
    for (let i = 0; i < 5; i++) expectError(await change(`Wrong${i}pass`), 400, 'OLD_PASSWORD_WRONG');
    const locked = expectError(await change(PASSWORD), 423, 'VERIFICATION_LOCKED');
    expect(locked.value).toEqual({ minutes: 30 });
    expect(await outbox('+66810000016')).toContain(await notice('loginPasswordLockedBody', 'demo16'));
    // The password did not change.
    expectOk(await login('demo16', PASSWORD));
  });

  it('locks turning the authenticator off after five wrong codes', async () => {
    const { token } = await loginOk('demo17');
    const setup = expectOk<{ secret: string }>(
      await t.app.inject({
        method: 'POST',
        url: '/api/wps/member/security/totp/setup',
        headers: bearer(token),
      }),
    );
    const totp = new TOTP({ secret: Secret.fromBase32(setup.secret), digits: 6, period: 30 });
    const codeAt = (ms: number) => totp.generate({ timestamp: ms });
    expectOk(
      await t.app.inject({
        method: 'POST',
        url: '/api/wps/member/security/totp/enable',
        headers: bearer(token),
        payload: { code: codeAt(clock.nowMs()) },
      }),
    );
    // Codes of no step in the accepted window.
    const valid = new Set([-30_000, 0, 30_000, 60_000].map((d) => codeAt(clock.nowMs() + d)));
    const wrong = ['000000', '111111', '222222', '333333', '444444', '555555', '666666', '777777'].filter(
      (c) => !valid.has(c),
    );
    const disable = (code: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/wps/member/security/totp/disable',
        headers: bearer(token),
        payload: { code },
      });
    for (const code of wrong.slice(0, 5)) expectError(await disable(code), 400, 'SMS_CODE_INVALID');
    clock.advance(30_000);
    expectError(await disable(codeAt(clock.nowMs())), 423, 'VERIFICATION_LOCKED');
    expect(await outbox('+66810000017')).toContain(await notice('totpDisableLockedBody', 'demo17'));

    clock.advance(COOL_OFF_MS);
    expectOk(await disable(codeAt(clock.nowMs())));
  });

  it('counts new-IP failures per account, so three fresh logins still lock', async () => {
    await loginOk('demo18', '203.0.113.80');
    const away = '192.0.2.180';
    const freshTicket = async () => {
      const challenged = expectError(await login('demo18', PASSWORD, away), 403, 'VERIFICATION_REQUIRED');
      const value = challenged.value as { verificationToken: string; methods: string[] };
      expect(value.methods).toEqual(['SMS', 'EMAIL']);
      return value.verificationToken;
    };
    const verify = (ticket: string, code: string) =>
      send(
        'POST',
        '/api/wps/session/login/verification',
        { verificationToken: ticket, method: 'SMS', code },
        {},
        away,
      );

    const answers: string[] = [];
    for (const tries of [2, 2, 2]) {
      const ticket = await freshTicket().catch(() => null);
      if (!ticket) break;
      for (let i = 0; i < tries; i++) answers.push(...codes([await verify(ticket, `00000${i}`)]));
    }
    expect(answers).toEqual([...Array(5).fill('SMS_CODE_INVALID'), 'VERIFICATION_LOCKED']);
    // A fresh password login does not reset it: no ticket while locked.
    const refused = expectError(await login('demo18', PASSWORD, away), 423, 'VERIFICATION_LOCKED');
    expect(refused.value).toEqual({ minutes: 30 });
    expect(await outbox('+66810000018')).toContain(await notice('newIpLockedBody', 'demo18'));

    clock.advance(COOL_OFF_MS + 1_000);
    await freshTicket();
  });

  it('offers and accepts only the authenticator when the member has one', async () => {
    const home = '203.0.113.81';
    const { token } = await loginOk('demo19', home);
    const setup = expectOk<{ secret: string }>(
      await t.app.inject({
        method: 'POST',
        url: '/api/wps/member/security/totp/setup',
        headers: bearer(token),
        remoteAddress: home,
      }),
    );
    const totp = new TOTP({ secret: Secret.fromBase32(setup.secret), digits: 6, period: 30 });
    expectOk(
      await t.app.inject({
        method: 'POST',
        url: '/api/wps/member/security/totp/enable',
        headers: bearer(token),
        remoteAddress: home,
        payload: { code: totp.generate({ timestamp: clock.nowMs() }) },
      }),
    );

    const away = '192.0.2.181';
    const challenged = expectError(await login('demo19', PASSWORD, away), 403, 'VERIFICATION_REQUIRED');
    const { verificationToken, methods } = challenged.value as {
      verificationToken: string;
      methods: string[];
    };
    expect(methods).toEqual(['TOTP']);
    // Asking for an SMS code (which the attacker may have a way to read) is refused, as is using one.
    expectError(
      await t.app.inject({
        method: 'POST',
        url: '/api/wps/session/login/verification/code',
        remoteAddress: away,
        payload: { verificationToken, method: 'SMS' },
      }),
      403,
      'FEATURE_DISABLED',
    );
    for (const method of ['SMS', 'EMAIL', 'BANK_NAME'])
      expectError(
        await send(
          'POST',
          '/api/wps/session/login/verification',
          { verificationToken, method, code: method === 'BANK_NAME' ? 'DEMO PLAYER 19' : '123456' },
          {},
          away,
        ),
        403,
        'FEATURE_DISABLED',
      );
    clock.advance(30_000);
    expectOk(
      await send(
        'POST',
        '/api/wps/session/login/verification',
        { verificationToken, method: 'TOTP', code: totp.generate({ timestamp: clock.nowMs() }) },
        {},
        away,
      ),
    );
  });

  it('lets a session that must change its password do nothing else, on the server', async () => {
    const { memberInfo } = await loginOk('demo20');
    const admin = await operatorAuth(t.app);
    const { temporaryPassword } = expectOk<{ temporaryPassword: string }>(
      await t.app.inject({
        method: 'POST',
        url: `/api/bo/merchants/ROYAL/members/${memberInfo.id}/password-reset`,
        headers: admin,
      }),
    );
    const forced = expectOk<TLoginValue>(await login('demo20', temporaryPassword));
    expect(forced.defaultPassword).toBe(true);
    const headers = bearer(forced.token);

    for (const url of [
      '/api/wps/v2/wallets/balance',
      '/api/wps/cashier/withdraw/info',
      '/api/wps/member/security',
    ])
      expectError(await t.app.inject({ method: 'GET', url, headers }), 403, 'PASSWORD_CHANGE_REQUIRED');
    expectError(
      await send(
        'PUT',
        '/api/wps/cashier/paymentPassword',
        { loginPassword: temporaryPassword, newPaymentPassword: PIN },
        headers,
      ),
      403,
      'PASSWORD_CHANGE_REQUIRED',
    );
    // Other modules' own token checks refuse it too (real-money game launch).
    expectError(
      await t.app.inject({
        method: 'GET',
        url: '/api/wps/game/launchGame?gameCode=x&vendorCode=HOUSE',
        headers,
      }),
      403,
      'PASSWORD_CHANGE_REQUIRED',
    );
    expectOk(await t.app.inject({ method: 'GET', url: '/api/wps/member/info', headers }));

    expectOk(
      await send(
        'POST',
        '/api/wps/member/password',
        { oldPassword: temporaryPassword, newPassword: 'Chosen9876', confirmNewPassword: 'Chosen9876' },
        headers,
      ),
    );
    expectOk(await t.app.inject({ method: 'GET', url: '/api/wps/v2/wallets/balance', headers }));
    // A fresh login with the chosen password is not forced either.
    const fresh = expectOk<TLoginValue>(await login('demo20', 'Chosen9876'));
    expectOk(
      await t.app.inject({ method: 'GET', url: '/api/wps/v2/wallets/balance', headers: bearer(fresh.token) }),
    );
  });
});
