import type { TLoginValue, TMemberInfo } from '@platform/contracts';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectOk } from '../../../../test/envelope.ts';
import {
  bearer,
  latestCode,
  login,
  loginOk,
  sendEncrypted,
  solveBotCheck,
} from '../../../../test/member-client.ts';
import { hashPassword } from '../../../platform/crypto/password-hasher.ts';
import { createTestApp, operatorAuth, type TestApp } from '../../../../test/test-app.ts';

const PASSWORD = 'Demo1234';
let ipCounter = 10;
/** Each scenario logs in from its own address, so per-IP budgets of one do not leak into another. */
const freshIp = () => `198.51.100.${ipCounter++}`;

const memberInfo = async (t: TestApp, token: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/wps/member/info', headers: bearer(token, headers) });

describe('identity: sessions and login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('[ASVS 2.1] logs a demo member in with the spec login value, then reads member info with the token', async () => {
    const value = await loginOk(t, 'demo11');
    expect(value.token.length).toBeGreaterThanOrEqual(40);
    expect(value).toMatchObject({ firstTimeLogin: true, passwordExpired: false, defaultPassword: false });
    expect(value.memberInfo).toMatchObject({
      account: 'demo11',
      type: 0,
      isAgent: false,
      isTrial: false,
      currency: 'THB',
    });
    const info = expectOk<TMemberInfo>(await memberInfo(t, value.token));
    expect(info.account).toBe('demo11');
    const again = await loginOk(t, 'demo11');
    expect(again.firstTimeLogin).toBe(false);
  });

  it('trims the username and password (spec §4)', async () => {
    expectOk(await login(t, '  demo12 ', ` ${PASSWORD}  `));
  });

  it('[ASVS 3.3.1] logout revokes the token', async () => {
    const { token } = await loginOk(t, 'demo13');
    expectOk(
      await t.app.inject({ method: 'DELETE', url: '/api/wps/session/logout', headers: bearer(token) }),
    );
    expectError(await memberInfo(t, token), 401, 'UNAUTHORIZED');
  });

  it('[ASVS 3.2.1] a new login rotates the token and ends the earlier session', async () => {
    const first = await loginOk(t, 'demo14');
    const second = await loginOk(t, 'demo14');
    expect(second.token).not.toBe(first.token);
    expectError(await memberInfo(t, first.token), 401, 'UNAUTHORIZED');
    expectOk(await memberInfo(t, second.token));
  });

  it('refuses a token under another merchant, a made-up token and no token', async () => {
    const { token } = await loginOk(t, 'demo15');
    expectError(await memberInfo(t, token, { merchant: 'LOTUS' }), 401, 'TOKEN_MERCHANT_MISMATCH');
    expectError(await memberInfo(t, 'x'.repeat(43)), 401, 'UNAUTHORIZED');
    expectError(await t.app.inject({ method: 'GET', url: '/api/wps/member/info' }), 401, 'UNAUTHORIZED');
  });

  it('keeps merchants apart: LOTUS demo01 is another member with its own currency', async () => {
    const royal = await loginOk(t, 'demo01');
    const lotus = expectOk<TLoginValue>(await login(t, 'demo01', PASSWORD, {}, { merchant: 'LOTUS' }));
    expect(lotus.memberInfo.id).not.toBe(royal.memberInfo.id);
    expect(lotus.memberInfo.currency).toBe('VND');
  });

  it('[ASVS 2.2.1] answers an unknown user exactly as a wrong password (no enumeration)', async () => {
    const ip = freshIp();
    const wrong = await sendEncrypted(
      t,
      'POST',
      '/api/wps/session/login',
      { username: 'demo16', password: 'Nope1234' },
      {},
      ip,
    );
    const unknown = await sendEncrypted(
      t,
      'POST',
      '/api/wps/session/login',
      { username: 'ghost999', password: 'Nope1234' },
      {},
      freshIp(),
    );
    const a = expectError(wrong, 401, 'INVALID_CREDENTIALS', 'Account or password incorrect.');
    const b = expectError(unknown, 401, 'INVALID_CREDENTIALS', 'Account or password incorrect.');
    expect(a).toEqual(b);
  });

  it('[ASVS 2.2.1] escalates to a captcha after failures on an account, and the right captcha lets the owner in', async () => {
    const attacker = freshIp();
    for (let i = 0; i < 3; i++)
      await sendEncrypted(
        t,
        'POST',
        '/api/wps/session/login',
        { username: 'demo17', password: `bad${i}xx` },
        {},
        attacker,
      );
    // The owner, from elsewhere, is asked for a captcha, never locked out.
    const owner = freshIp();
    const asked = expectError(
      await sendEncrypted(
        t,
        'POST',
        '/api/wps/session/login',
        { username: 'demo17', password: PASSWORD },
        {},
        owner,
      ),
      400,
      'CAPTCHA_REQUIRED',
    );
    expect(asked.value).toEqual({ captcha: true });
    const captcha = expectOk<{ captchaKey: string; image: string }>(
      await t.app.inject({ method: 'GET', url: '/api/wps/captcha', remoteAddress: owner }),
    );
    expect(captcha.image).toMatch(/^data:image\/svg\+xml;base64,/);
    const answer = (await t.store.get(`captcha:${captcha.captchaKey}`))!;
    expectError(
      await sendEncrypted(
        t,
        'POST',
        '/api/wps/session/login',
        { username: 'demo17', password: PASSWORD, captchaKey: captcha.captchaKey, captcha: 'zzzz' },
        {},
        owner,
      ),
      400,
      'CAPTCHA_INVALID',
    );
    await new Promise((r) => setTimeout(r, 1_050));
    const second = expectOk<{ captchaKey: string }>(
      await t.app.inject({ method: 'GET', url: '/api/wps/captcha', remoteAddress: owner }),
    );
    const secondAnswer = (await t.store.get(`captcha:${second.captchaKey}`))!;
    expect(answer).toBeTruthy();
    expectOk(
      await sendEncrypted(
        t,
        'POST',
        '/api/wps/session/login',
        {
          username: 'demo17',
          password: PASSWORD,
          captchaKey: second.captchaKey,
          captcha: secondAnswer.toUpperCase(),
        },
        {},
        owner,
      ),
    );
  });

  it('throttles captcha refreshes to one a second per client (429 with Retry-After)', async () => {
    const ip = freshIp();
    expectOk(await t.app.inject({ method: 'GET', url: '/api/wps/captcha', remoteAddress: ip }));
    const res = await t.app.inject({ method: 'GET', url: '/api/wps/captcha', remoteAddress: ip });
    expectError(res, 429, 'RATE_LIMITED');
    expect(res.headers['retry-after']).toBe('1');
  });

  it('[ASVS 2.2.1] throttles one IP hammering one account with 429, while the account stays open elsewhere', async () => {
    const attacker = freshIp();
    let last;
    for (let i = 0; i < 11; i++) {
      last = await sendEncrypted(
        t,
        'POST',
        '/api/wps/session/login',
        { username: 'demo18', password: `wrong${i}`, captcha: 'x', captchaKey: 'y' },
        {},
        attacker,
      );
    }
    expectError(last!, 429, 'RATE_LIMITED');
    await t.store.delete('login-fail:acct:ROYAL:demo18');
    expectOk(
      await sendEncrypted(
        t,
        'POST',
        '/api/wps/session/login',
        { username: 'demo18', password: PASSWORD },
        {},
        freshIp(),
      ),
    );
  });

  it('refuses a plaintext login (E route)', async () => {
    expectError(
      await t.app.inject({
        method: 'POST',
        url: '/api/wps/session/login',
        payload: { username: 'demo01', password: PASSWORD },
      }),
      400,
      'ENCRYPTION_REQUIRED',
    );
  });

  it('admits only agents on the agent login page (spec §6)', async () => {
    expectError(
      await login(t, 'demo19', PASSWORD, { agentLogin: true }),
      403,
      'NOT_AGENT',
      'Non-agents cannot log in.',
    );
    const agent = expectOk<TLoginValue>(await login(t, 'agent01', PASSWORD, { agentLogin: true }));
    expect(agent.memberInfo).toMatchObject({ type: 1, isAgent: true });
  });

  it('free play creates a trial member that restricted actions refuse with the register message', async () => {
    const value = expectOk<TLoginValue>(
      await t.app.inject({
        method: 'POST',
        url: '/api/wps/session/login/freeplay',
        payload: { os: 'Linux', platform: 'W', gatewayVersion: 3 },
      }),
    );
    expect(value.memberInfo).toMatchObject({ type: 4, isTrial: true });
    expectError(
      await t.app.inject({ method: 'GET', url: '/api/wps/member/security', headers: bearer(value.token) }),
      403,
      'TRIAL_RESTRICTED',
      'Please register or log in to a real account.',
    );
    expectError(
      await sendEncrypted(
        t,
        'POST',
        '/api/wps/member/password',
        { oldPassword: 'x', newPassword: 'Abc12345', confirmNewPassword: 'Abc12345' },
        bearer(value.token),
      ),
      403,
      'TRIAL_RESTRICTED',
    );
  });
});

describe('identity: registration, codes and passwords', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('publishes the register rule of every field (spec §3 rule objects)', async () => {
    const rules = expectOk<Record<string, Record<string, unknown>>>(
      await t.app.inject({ method: 'GET', url: '/api/wps/system/setting/register' }),
    );
    for (const field of [
      'username',
      'password',
      'mobileNum',
      'email',
      'payeeName',
      'affiliateCode',
      'captcha',
    ])
      expect(Object.keys(rules[field] ?? {}).sort()).toEqual(
        ['acceptedPattern', 'enabled', 'maxLength', 'minLength', 'patternId', 'required'].sort(),
      );
  });

  it('registers by username with the bot check, logs in, and refuses the same name in any case', async () => {
    const body = {
      username: 'newplayer1',
      password: 'Abcd1234',
      confirmPassword: 'Abcd1234',
      registerMethod: 'WEB',
    };
    const value = expectOk<TLoginValue>(
      await sendEncrypted(t, 'PUT', '/api/wps/member/register', {
        ...body,
        botCheck: await solveBotCheck(t),
      }),
    );
    expect(value.memberInfo.account).toBe('newplayer1');
    expectOk(await memberInfo(t, value.token));
    expectError(
      await sendEncrypted(t, 'PUT', '/api/wps/member/register', {
        ...body,
        username: 'NewPlayer1',
        botCheck: await solveBotCheck(t),
      }),
      409,
      'USERNAME_TAKEN',
    );
  });

  it('refuses a registration without, or with a reused, bot check', async () => {
    const body = { username: 'botty001', password: 'Abcd1234', confirmPassword: 'Abcd1234' };
    expectError(await sendEncrypted(t, 'PUT', '/api/wps/member/register', body), 400, 'BOT_CHECK_FAILED');
    const solved = await solveBotCheck(t);
    expectOk(await sendEncrypted(t, 'PUT', '/api/wps/member/register', { ...body, botCheck: solved }));
    expectError(
      await sendEncrypted(t, 'PUT', '/api/wps/member/register', {
        ...body,
        username: 'botty002',
        botCheck: solved,
      }),
      400,
      'BOT_CHECK_FAILED',
    );
  });

  it('enforces the published rules with the translated pattern message, and the confirmation', async () => {
    const short = expectError(
      await sendEncrypted(t, 'PUT', '/api/wps/member/register', {
        username: 'ab',
        password: 'Abcd1234',
        botCheck: await solveBotCheck(t),
      }),
      400,
      'FIELD_INVALID',
    );
    expect(short.value).toMatchObject({ field: 'username' });
    expect(short.message).toMatch(/\d+ - \d+/);
    expectError(
      await sendEncrypted(t, 'PUT', '/api/wps/member/register', {
        username: 'mismatch01',
        password: 'Abcd1234',
        confirmPassword: 'Abcd9999',
        botCheck: await solveBotCheck(t),
      }),
      400,
      'PASSWORD_MISMATCH',
    );
  });

  it('checks affiliate codes and attaches the new member under that agent', async () => {
    expect(
      expectOk(
        await t.app.inject({ method: 'GET', url: '/api/wps/agent/affiliate?code=agent02&domain=localhost' }),
      ),
    ).toEqual({ valid: true, agentAccount: 'agent02' });
    expectError(
      await t.app.inject({
        method: 'GET',
        url: '/api/wps/agent/affiliate?code=NOPE99',
        headers: { 'accept-language': 'en' },
      }),
      400,
      'AFFILIATE_INVALID',
      'Invalid invitation code.',
    );
    const value = expectOk<TLoginValue>(
      await sendEncrypted(t, 'PUT', '/api/wps/member/register', {
        username: 'downline01',
        password: 'Abcd1234',
        affiliateCode: 'AGENT02',
        botCheck: await solveBotCheck(t),
      }),
    );
    const { rows } = await t.db.query<{ parent: string }>(
      `SELECT p.username AS parent FROM members m JOIN members p ON p.id = m.parent_id WHERE m.id = $1`,
      [value.memberInfo.id],
    );
    expect(rows[0]?.parent).toBe('agent02');
  });

  it('registers by mobile with the SMS code from the outbox; the code works once', async () => {
    const ip = freshIp();
    const sent = expectOk<{ expiredMinutes: number }>(
      await t.app.inject({
        method: 'POST',
        url: '/api/wps/verification/sms/register',
        remoteAddress: ip,
        payload: { mobileNo: '0891234567', countryDialingCode: '66', botCheck: await solveBotCheck(t) },
      }),
    );
    expect(sent.expiredMinutes).toBeGreaterThan(0);
    const resend = await t.app.inject({
      method: 'POST',
      url: '/api/wps/verification/sms/register',
      remoteAddress: freshIp(),
      payload: { mobileNo: '891234567', countryDialingCode: '66', botCheck: await solveBotCheck(t) },
    });
    expectError(resend, 429, 'SMS_RESEND_TOO_SOON');
    const code = await latestCode(t, '+66891234567');
    // The SMS speaks the request's language: here the brand default, Thai.
    const [sms] = expectOk<{ body: string }[]>(
      await t.app.inject({ method: 'GET', url: '/api/dev/outbox?to=%2B66891234567' }),
    );
    expect(sms?.body).toContain(`รหัสยืนยันของคุณคือ ${code}`);
    const body = {
      mobileNum: '891234567',
      countryDialingCode: '66',
      password: 'Abcd1234',
      verificationCode: code,
    };
    expectError(
      await sendEncrypted(t, 'PUT', '/api/wps/member/register/mobile', {
        ...body,
        verificationCode: code === '000000' ? '111111' : '000000',
        botCheck: await solveBotCheck(t),
      }),
      400,
      'SMS_CODE_INVALID',
    );
    const value = expectOk<TLoginValue>(
      await sendEncrypted(t, 'PUT', '/api/wps/member/register/mobile', {
        ...body,
        botCheck: await solveBotCheck(t),
      }),
    );
    expect(value.memberInfo.account).toBe('891234567');
    expect(value.memberInfo.mobileNum).toBe('891234567');
    expectError(
      await sendEncrypted(t, 'PUT', '/api/wps/member/register/mobile', {
        ...body,
        botCheck: await solveBotCheck(t),
      }),
      400,
      'SMS_CODE_INVALID',
    );
  });

  it('without MOBILE_REGISTER_PASSWORD registers a mobile with no password; the member logs in by SMS', async () => {
    const admin = await operatorAuth(t.app);
    const setFlag = async (on: boolean) =>
      expectOk(
        await t.app.inject({
          method: 'PUT',
          url: '/api/bo/merchants/ROYAL/whitelabel',
          headers: admin,
          payload: { flags: { MOBILE_REGISTER_PASSWORD: on } },
        }),
      );
    await setFlag(false);
    try {
      const sms = { mobileNo: '0897776655', countryDialingCode: '66' };
      expectOk(
        await t.app.inject({
          method: 'POST',
          url: '/api/wps/verification/sms/register',
          remoteAddress: freshIp(),
          payload: { ...sms, botCheck: await solveBotCheck(t) },
        }),
      );
      const again = expectError(
        await t.app.inject({
          method: 'POST',
          url: '/api/wps/verification/sms/register',
          remoteAddress: freshIp(),
          payload: { ...sms, botCheck: await solveBotCheck(t) },
        }),
        429,
        'SMS_RESEND_TOO_SOON',
      );
      expect((again.value as { seconds: number }).seconds).toBeGreaterThan(0);
      const value = expectOk<TLoginValue>(
        await sendEncrypted(t, 'PUT', '/api/wps/member/register/mobile', {
          mobileNum: '897776655',
          countryDialingCode: '66',
          verificationCode: await latestCode(t, '+66897776655'),
          botCheck: await solveBotCheck(t),
        }),
      );
      expect(value.memberInfo.account).toBe('897776655');
    } finally {
      await setFlag(true);
    }
  });

  it('caps SMS per number per hour against SMS pumping', async () => {
    const to = { mobileNum: '812223344', countryDialingCode: '66' };
    // Five codes already went to this number within the hour.
    await t.store.set(`sms-hour:number:+66812223344`, '5', 3_600_000);
    expectError(
      await t.app.inject({
        method: 'POST',
        url: '/api/wps/verification/sms/noLogin',
        remoteAddress: freshIp(),
        payload: { ...to, botCheck: await solveBotCheck(t) },
      }),
      429,
      'SMS_LIMIT_REACHED',
    );
  });

  it('logs in by SMS code (dynamic password) and resets a password by phone', async () => {
    expectOk(
      await t.app.inject({
        method: 'POST',
        url: '/api/wps/verification/sms/noLogin',
        remoteAddress: freshIp(),
        payload: { mobileNum: '810000002', countryDialingCode: '66', botCheck: await solveBotCheck(t) },
      }),
    );
    const code = await latestCode(t, '+66810000002');
    const value = expectOk<TLoginValue>(
      await login(t, '810000002', code, { type: 'sms', countryDialingCode: '66' }),
    );
    expect(value.memberInfo.account).toBe('demo02');
    expectError(
      await login(t, '810000002', code, { type: 'sms', countryDialingCode: '66' }),
      401,
      'INVALID_CREDENTIALS',
    );

    await t.store.delete('sms-cooldown:ROYAL:LOGIN:+66810000003');
    expectOk(
      await t.app.inject({
        method: 'POST',
        url: '/api/wps/verification/sms/noLogin',
        remoteAddress: freshIp(),
        payload: { mobileNum: '810000003', countryDialingCode: '66', botCheck: await solveBotCheck(t) },
      }),
    );
    const resetCode = await latestCode(t, '+66810000003');
    const reset = expectOk<TLoginValue>(
      await sendEncrypted(t, 'POST', '/api/wps/member/password/verification', {
        mobileNum: '810000003',
        countryDialingCode: '66',
        verificationCode: resetCode,
        newPassword: 'Fresh1234',
      }),
    );
    expect(reset.memberInfo.account).toBe('demo03');
    expectOk(await login(t, 'demo03', 'Fresh1234'));
  });

  it('[ASVS 2.1.5] changes the password: old one checked, confirmation checked, other sessions ended', async () => {
    const other = await loginOk(t, 'demo04');
    await new Promise((r) => setTimeout(r, 5));
    // A second login would rotate `other` away; change it from that session instead.
    const change = (fields: Record<string, unknown>) =>
      sendEncrypted(t, 'POST', '/api/wps/member/password', fields, bearer(other.token));
    expectError(
      await change({ oldPassword: 'wrong', newPassword: 'Newer1234', confirmNewPassword: 'Newer1234' }),
      400,
      'OLD_PASSWORD_WRONG',
    );
    expectError(
      await change({ oldPassword: PASSWORD, newPassword: 'Newer1234', confirmNewPassword: 'Newer9999' }),
      400,
      'PASSWORD_MISMATCH',
    );
    expectOk(
      await change({ oldPassword: PASSWORD, newPassword: 'Newer1234', confirmNewPassword: 'Newer1234' }),
    );
    expectOk(await memberInfo(t, other.token));
    expectError(await login(t, 'demo04', PASSWORD, {}, {}), 401, 'INVALID_CREDENTIALS');
    expectOk(await login(t, 'demo04', 'Newer1234'));
  });

  it('forgot by e-mail mails a temporary password that forces a change; the old one still works meanwhile', async () => {
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/wps/member/password/email',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' },
      payload: 'username=demo05&email=DEMO05%40example.com',
    });
    expectOk(forgot);
    const stranger = await t.app.inject({
      method: 'POST',
      url: '/api/wps/member/password/email',
      payload: { username: 'demo05', email: 'someone@else.com' },
    });
    expectOk(stranger);
    const mails = expectOk<{ body: string }[]>(
      await t.app.inject({ method: 'GET', url: '/api/dev/outbox?to=demo05%40example.com' }),
    );
    expect(mails).toHaveLength(1);
    const temporary = mails[0]!.body.match(/temporary password is (\S+)\./)![1]!;
    expectOk(await login(t, 'demo05', PASSWORD));
    const value = expectOk<TLoginValue>(await login(t, 'demo05', temporary));
    expect(value.defaultPassword).toBe(true);
  });
});

describe('identity: new-IP verification and the authenticator app', () => {
  let t: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    second = await createTestApp({ database: t.database, store: t.store });
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  it('[ASVS 2.8] enrols TOTP, challenges a login from a new IP, accepts a code once even on another instance', async () => {
    const home = '203.0.113.50';
    const first = expectOk<TLoginValue>(
      await sendEncrypted(
        t,
        'POST',
        '/api/wps/session/login',
        { username: 'demo06', password: PASSWORD },
        {},
        home,
      ),
    );
    const setup = expectOk<{ secret: string; otpauthUrl: string }>(
      await t.app.inject({
        method: 'POST',
        url: '/api/wps/member/security/totp/setup',
        headers: bearer(first.token),
        remoteAddress: home,
      }),
    );
    expect(setup.otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
    const totp = new TOTP({ secret: Secret.fromBase32(setup.secret), digits: 6, period: 30 });
    expectOk(
      await t.app.inject({
        method: 'POST',
        url: '/api/wps/member/security/totp/enable',
        headers: bearer(first.token),
        remoteAddress: home,
        payload: { code: totp.generate() },
      }),
    );

    const away = '192.0.2.77';
    const challenged = expectError(
      await sendEncrypted(
        t,
        'POST',
        '/api/wps/session/login',
        { username: 'demo06', password: PASSWORD },
        {},
        away,
      ),
      403,
      'VERIFICATION_REQUIRED',
    );
    const { verificationToken, methods } = challenged.value as {
      verificationToken: string;
      methods: string[];
    };
    // With an authenticator, only the authenticator: whoever holds the password cannot pick a weaker one.
    expect(methods).toEqual(['TOTP']);
    // The enable step burnt the current step's code: wait for the next step, as a real user would.
    const usedStepCode = totp.generate();
    const fresh = await waitForNewCode(totp, usedStepCode);
    const verify = (app: TestApp, token: string, code: string) =>
      sendEncrypted(
        app,
        'POST',
        '/api/wps/session/login/verification',
        { verificationToken: token, method: 'TOTP', code },
        {},
        away,
      );
    expectOk<TLoginValue>(await verify(t, verificationToken, fresh));

    // Another login from another new IP, replaying the same code through the second instance.
    const elsewhere = '192.0.2.78';
    const again = expectError(
      await sendEncrypted(
        second,
        'POST',
        '/api/wps/session/login',
        { username: 'demo06', password: PASSWORD },
        {},
        elsewhere,
      ),
      403,
      'VERIFICATION_REQUIRED',
    );
    const replay = await sendEncrypted(
      second,
      'POST',
      '/api/wps/session/login/verification',
      {
        verificationToken: (again.value as { verificationToken: string }).verificationToken,
        method: 'TOTP',
        code: fresh,
      },
      {},
      elsewhere,
    );
    expectError(replay, 400, 'SMS_CODE_INVALID');
  }, 90_000);

  it('verifies a new IP with the real bank-account name, without accents or case', async () => {
    // The payee name is offered only to a member with no phone, e-mail or authenticator.
    await t.modules.identity.registration.ensureMember({
      merchantCode: 'ROYAL',
      username: 'payeeonly07',
      passwordHash: await hashPassword(PASSWORD),
      type: 0,
      payeeName: 'DEMO PLAYER 07',
    });
    const ticket = await newIpTicket(t, 'payeeonly07', '203.0.113.60', '192.0.2.90');
    expectError(
      await sendEncrypted(
        t,
        'POST',
        '/api/wps/session/login/verification',
        { verificationToken: ticket, method: 'BANK_NAME', code: 'SOMEONE ELSE' },
        {},
        '192.0.2.90',
      ),
      400,
      'SMS_CODE_INVALID',
    );
    expectOk(
      await sendEncrypted(
        t,
        'POST',
        '/api/wps/session/login/verification',
        { verificationToken: ticket, method: 'BANK_NAME', code: 'demo  player 07' },
        {},
        '192.0.2.90',
      ),
    );
    // The verified IP is now trusted.
    expectOk(
      await sendEncrypted(
        t,
        'POST',
        '/api/wps/session/login',
        { username: 'payeeonly07', password: PASSWORD },
        {},
        '192.0.2.90',
      ),
    );
  });

  it('verifies a new IP with a code sent by e-mail', async () => {
    const ticket = await newIpTicket(t, 'demo08', '203.0.113.61', '192.0.2.91');
    expectOk(
      await t.app.inject({
        method: 'POST',
        url: '/api/wps/session/login/verification/code',
        remoteAddress: '192.0.2.91',
        payload: { verificationToken: ticket, method: 'EMAIL' },
      }),
    );
    const code = await latestCode(t, 'demo08@example.com');
    expectOk(
      await sendEncrypted(
        t,
        'POST',
        '/api/wps/session/login/verification',
        { verificationToken: ticket, method: 'EMAIL', code },
        {},
        '192.0.2.91',
      ),
    );
  });

  it('lets an operator see the outbox', async () => {
    const auth = await operatorAuth(t.app);
    const page = expectOk<{ total: number }>(
      await t.app.inject({ method: 'GET', url: '/api/bo/outbox', headers: auth }),
    );
    expect(page.total).toBeGreaterThan(0);
  });
});

/** Logs the member in from `home` (now trusted), then from `away`, and returns the challenge ticket. */
async function newIpTicket(t: TestApp, username: string, home: string, away: string): Promise<string> {
  expectOk(
    await sendEncrypted(t, 'POST', '/api/wps/session/login', { username, password: PASSWORD }, {}, home),
  );
  const challenged = expectError(
    await sendEncrypted(t, 'POST', '/api/wps/session/login', { username, password: PASSWORD }, {}, away),
    403,
    'VERIFICATION_REQUIRED',
  );
  return (challenged.value as { verificationToken: string }).verificationToken;
}

async function waitForNewCode(totp: TOTP, used: string): Promise<string> {
  for (;;) {
    const code = totp.generate();
    if (code !== used) return code;
    await new Promise((r) => setTimeout(r, 500));
  }
}
