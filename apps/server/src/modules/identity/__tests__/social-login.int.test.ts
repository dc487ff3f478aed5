import { randomBytes } from 'node:crypto';
import type {
  TLoginValue,
  TMemberInfo,
  TSocialBindingRequired,
  TSocialProviderSetting,
} from '@platform/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectOk, type InjectedResponse } from '../../../../test/envelope.ts';
import { bearer, latestCode, loginOk, sendEncrypted, solveBotCheck } from '../../../../test/member-client.ts';
import {
  claimsOf,
  startTestOpenIdProvider,
  type TestOpenIdProvider,
} from '../../../../test/oidc-test-provider.ts';
import { createTestApp, operatorAuth, type TestApp } from '../../../../test/test-app.ts';

/**
 * Social login end to end against a real OpenID provider (oidc-provider) on a loopback port: the
 * server discovers it, sends the browser there with state, nonce and PKCE, and exchanges the code
 * for a signed ID token with openid-client. Nothing of the client side is mocked.
 */

const REDIRECT_URI = 'http://localhost/socialCallback';
const PASSWORD = 'Demo1234';
let ipCounter = 10;
const freshIp = () => `198.51.100.${ipCounter++}`;
const newBrowserKey = () => randomBytes(18).toString('base64url');
const newSubject = (label: string) => `${label}-${randomBytes(4).toString('hex')}`;

let t: TestApp;
let op: TestOpenIdProvider;
let admin: Record<string, string>;

async function setFlags(merchant: string, flags: Record<string, boolean>) {
  expectOk(
    await t.app.inject({
      method: 'PUT',
      url: `/api/bo/merchants/${merchant}/whitelabel`,
      headers: admin,
      payload: { flags },
    }),
  );
}

function saveProvider(merchant: string, body: Record<string, unknown>, headers = admin) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/bo/merchants/${merchant}/social-providers`,
    headers,
    payload: body,
  });
}

const configureGoogle = (merchant: string) =>
  saveProvider(merchant, {
    provider: 'GOOGLE',
    issuerUrl: op.issuer,
    clientId: op.clientId,
    clientSecret: op.clientSecret,
    enabled: true,
  });

function authorize(
  query: { redirectUri?: string; browserKey?: string },
  headers: Record<string, string> = {},
  provider = 'google',
) {
  const params = new URLSearchParams({
    redirectUri: query.redirectUri ?? REDIRECT_URI,
    browserKey: query.browserKey ?? newBrowserKey(),
  });
  return t.app.inject({
    method: 'GET',
    url: `/api/wps/session/social/${provider}/authorize?${params}`,
    headers: { 'accept-language': 'en', ...headers },
  });
}

/** A browser round trip: authorize, sign in at the provider as `subject`, come back. */
async function roundTrip(
  subject: string,
  headers: Record<string, string> = {},
  provider = 'google',
): Promise<{ callbackUrl: string; browserKey: string }> {
  const browserKey = newBrowserKey();
  const { url } = expectOk<{ url: string }>(await authorize({ browserKey }, headers, provider));
  const callbackUrl = await op.authorizeAs(url, subject);
  return { callbackUrl, browserKey };
}

function callback(
  input: { callbackUrl: string; browserKey: string },
  headers: Record<string, string> = {},
  ip = '127.0.0.1',
  provider = 'google',
): Promise<InjectedResponse> {
  return sendEncrypted(t, 'POST', `/api/wps/session/social/${provider}/callback`, input, headers, ip);
}

function bind(fields: Record<string, unknown>, headers: Record<string, string> = {}, ip = '127.0.0.1') {
  return sendEncrypted(t, 'POST', '/api/wps/session/social/bind', fields, headers, ip);
}

async function unboundTicket(subject: string, headers: Record<string, string> = {}) {
  const value = expectOk<TSocialBindingRequired>(await callback(await roundTrip(subject, headers), headers));
  expect(value).toMatchObject({ bindingRequired: true, provider: 'GOOGLE' });
  return value;
}

const memberInfo = (token: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/wps/member/info', headers: bearer(token, headers) });

const registerUsername = () => `so${randomBytes(4).toString('hex')}`;

beforeAll(async () => {
  op = await startTestOpenIdProvider([REDIRECT_URI]);
  t = await createTestApp({ env: { SOCIAL_LOGIN_ALLOW_HTTP_LOOPBACK: '1' } });
  admin = await operatorAuth(t.app);
});
afterAll(async () => {
  await t?.close();
  await op?.close();
});

describe('social login: switched on per merchant', () => {
  it('refuses with FEATURE_DISABLED while the flag is off, and while the provider is not configured', async () => {
    expect(
      expectOk<{ providers: string[] }>(
        await t.app.inject({ method: 'GET', url: '/api/wps/session/social/providers' }),
      ).providers,
    ).toEqual([]);
    expectError(await authorize({}), 403, 'FEATURE_DISABLED');

    await setFlags('ROYAL', { GOOGLE_LOGIN: true });
    expectError(await authorize({}), 403, 'FEATURE_DISABLED');
    expect(
      expectOk<{ providers: string[] }>(
        await t.app.inject({ method: 'GET', url: '/api/wps/session/social/providers' }),
      ).providers,
    ).toEqual([]);
  });

  it('lets an operator configure a provider; the secret is never shown and the change is audited', async () => {
    const before = expectOk<TSocialProviderSetting[]>(
      await t.app.inject({ method: 'GET', url: '/api/bo/merchants/ROYAL/social-providers', headers: admin }),
    );
    expect(before.map((p) => [p.provider, p.configured, p.issuerUrl])).toEqual([
      ['GOOGLE', false, 'https://accounts.google.com'],
      ['FACEBOOK', false, 'https://www.facebook.com'],
    ]);
    expectError(
      await t.app.inject({ method: 'GET', url: '/api/bo/merchants/ROYAL/social-providers' }),
      401,
      'UNAUTHORIZED',
    );
    // A new provider needs its secret; a plain-HTTP issuer off this machine is never accepted.
    expectError(
      await saveProvider('ROYAL', { provider: 'GOOGLE', issuerUrl: op.issuer, clientId: 'x', enabled: true }),
      400,
      'VALIDATION_FAILED',
    );
    expectError(
      await saveProvider('ROYAL', {
        provider: 'GOOGLE',
        issuerUrl: 'http://idp.example',
        clientId: 'x',
        clientSecret: 'y',
        enabled: true,
      }),
      400,
      'VALIDATION_FAILED',
    );

    const res = await configureGoogle('ROYAL');
    const saved = expectOk<TSocialProviderSetting[]>(res);
    expect(res.body).not.toContain(op.clientSecret);
    expect(saved.find((p) => p.provider === 'GOOGLE')).toMatchObject({
      configured: true,
      issuerUrl: op.issuer,
      clientId: op.clientId,
      clientSecretSet: true,
      enabled: true,
      flagEnabled: true,
    });
    // Saving again without a secret keeps the stored one.
    expectOk(
      await saveProvider('ROYAL', {
        provider: 'GOOGLE',
        issuerUrl: op.issuer,
        clientId: op.clientId,
        enabled: true,
      }),
    );
    const audit = await t.app.inject({
      method: 'GET',
      url: '/api/bo/audit-log?action=system.social-provider.update&merchantCode=ROYAL',
      headers: admin,
    });
    expect(expectOk<{ total: number }>(audit).total).toBeGreaterThanOrEqual(2);
    expect(audit.body).not.toContain(op.clientSecret);

    expect(
      expectOk<{ providers: string[] }>(
        await t.app.inject({ method: 'GET', url: '/api/wps/session/social/providers' }),
      ).providers,
    ).toEqual(['GOOGLE']);
  });

  it('builds an authorization URL with state, nonce and a PKCE S256 challenge', async () => {
    const { url } = expectOk<{ url: string }>(await authorize({}));
    const authorization = new URL(url);
    expect(authorization.origin).toBe(op.issuer);
    expect(Object.fromEntries(authorization.searchParams)).toMatchObject({
      client_id: op.clientId,
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    for (const param of ['state', 'nonce', 'code_challenge'])
      expect(authorization.searchParams.get(param)?.length ?? 0).toBeGreaterThanOrEqual(22);
  });

  it('refuses a redirect URI on a foreign host (no open redirect)', async () => {
    for (const redirectUri of [
      'https://evil.example/socialCallback',
      'http://localhost.evil.example/socialCallback',
      'http://localhost/socialCallback?next=https://evil.example',
      'javascript:alert(1)',
    ])
      expectError(await authorize({ redirectUri }), 400, 'VALIDATION_FAILED');
    // One of the merchant's own domains is fine.
    expectOk(await authorize({ redirectUri: 'http://royal.localhost/socialCallback' }));
  });
});

describe('social login: binding and logging in', () => {
  it('an unbound identity gets a ticket; REGISTER creates the member, binds it and logs it in', async () => {
    const subject = newSubject('reg');
    const ticket = await unboundTicket(subject);
    expect(ticket).toMatchObject({ email: claimsOf(subject).email, name: claimsOf(subject).name });
    expect(ticket.bindingTicket.length).toBeGreaterThanOrEqual(40);

    const username = registerUsername();
    const value = expectOk<TLoginValue>(
      await bind({
        bindingTicket: ticket.bindingTicket,
        mode: 'REGISTER',
        username,
        password: 'Social123',
        confirmPassword: 'Social123',
        botCheck: await solveBotCheck(t),
      }),
    );
    expect(value.memberInfo).toMatchObject({ account: username, type: 0, isTrial: false });
    // The provider's verified e-mail fills the registration's.
    expect(value.memberInfo.email).toBe(claimsOf(subject).email);
    const info = expectOk<TMemberInfo>(await memberInfo(value.token));
    expect(info.account).toBe(username);

    // The ticket is single use.
    expectError(
      await bind({
        bindingTicket: ticket.bindingTicket,
        mode: 'REGISTER',
        username: registerUsername(),
        password: 'Social123',
        botCheck: await solveBotCheck(t),
      }),
      400,
      'SOCIAL_TICKET_INVALID',
    );

    // Next time the identity logs straight in, like a password login: a new token, the old one ends.
    const again = expectOk<TLoginValue>(await callback(await roundTrip(subject)));
    expect(again).toMatchObject({ firstTimeLogin: false, passwordExpired: false, defaultPassword: false });
    expect(again.memberInfo.account).toBe(username);
    expect(again.token).not.toBe(value.token);
    expectOk(await memberInfo(again.token));
    expectError(await memberInfo(value.token), 401, 'UNAUTHORIZED');

    // The member can still use the password chosen at registration.
    expect((await loginOk(t, username, 'Social123')).memberInfo.account).toBe(username);
    const history = await t.db.query<{ result: string }>(
      `SELECT h.result FROM member_login_history h JOIN members m ON m.id = h.member_id
        WHERE m.username = $1 ORDER BY h.id`,
      [username],
    );
    expect(history.rows.map((r) => r.result)).toEqual(['SUCCESS', 'SUCCESS', 'SUCCESS']);
  });

  it('REGISTER answers to the registration rules and leaves nothing behind when refused', async () => {
    const subject = newSubject('rules');
    const ticket = await unboundTicket(subject);
    expectError(
      await bind({
        bindingTicket: ticket.bindingTicket,
        mode: 'REGISTER',
        username: 'demo01',
        password: 'Social123',
        botCheck: await solveBotCheck(t),
      }),
      409,
      'USERNAME_TAKEN',
    );
    expectError(
      await bind({
        bindingTicket: ticket.bindingTicket,
        mode: 'REGISTER',
        username: registerUsername(),
        password: 'short',
        botCheck: await solveBotCheck(t),
      }),
      400,
      'FIELD_INVALID',
    );
    const links = await t.db.query(`SELECT 1 FROM member_social_links WHERE subject = $1`, [subject]);
    expect(links.rowCount).toBe(0);
    // The ticket outlives a refused attempt.
    expectOk(
      await bind({
        bindingTicket: ticket.bindingTicket,
        mode: 'REGISTER',
        username: registerUsername(),
        password: 'Social123',
        botCheck: await solveBotCheck(t),
      }),
    );
  });

  it('LINK binds an existing member only with its password, under the login guard', async () => {
    const subject = newSubject('link');
    const ticket = await unboundTicket(subject);
    const ip = freshIp();
    expectError(
      await bind(
        { bindingTicket: ticket.bindingTicket, mode: 'LINK', username: 'demo15', password: 'Wrong1234' },
        {},
        ip,
      ),
      401,
      'INVALID_CREDENTIALS',
    );
    // An unknown account answers the same (no enumeration).
    expectError(
      await bind(
        { bindingTicket: ticket.bindingTicket, mode: 'LINK', username: 'nobody99', password: 'Wrong1234' },
        {},
        ip,
      ),
      401,
      'INVALID_CREDENTIALS',
    );
    const linked = expectOk<TLoginValue>(
      await bind(
        { bindingTicket: ticket.bindingTicket, mode: 'LINK', username: 'demo15', password: PASSWORD },
        {},
        ip,
      ),
    );
    expect(linked.memberInfo.account).toBe('demo15');

    const direct = expectOk<TLoginValue>(await callback(await roundTrip(subject)));
    expect(direct.memberInfo.account).toBe('demo15');

    // Failures spend the same budget as password logins: the captcha comes after three.
    const guarded = await unboundTicket(newSubject('guard'));
    const guardIp = freshIp();
    let last: InjectedResponse | undefined;
    for (let i = 0; i < 3; i++)
      last = await bind(
        { bindingTicket: guarded.bindingTicket, mode: 'LINK', username: 'demo16', password: 'Wrong1234' },
        {},
        guardIp,
      );
    expect(expectError(last!, 401, 'INVALID_CREDENTIALS').value).toEqual({ captcha: true });
    expectError(
      await bind(
        { bindingTicket: guarded.bindingTicket, mode: 'LINK', username: 'demo16', password: PASSWORD },
        {},
        guardIp,
      ),
      400,
      'CAPTCHA_REQUIRED',
    );
  });

  it('a member bound to the provider cannot be bound again (SOCIAL_ALREADY_BOUND), nor can the identity', async () => {
    const first = await unboundTicket(newSubject('first'));
    expectOk(
      await bind({
        bindingTicket: first.bindingTicket,
        mode: 'LINK',
        username: 'demo17',
        password: PASSWORD,
      }),
    );
    const second = await unboundTicket(newSubject('second'));
    const refused = expectError(
      await bind({
        bindingTicket: second.bindingTicket,
        mode: 'LINK',
        username: 'demo17',
        password: PASSWORD,
      }),
      409,
      'SOCIAL_ALREADY_BOUND',
    );
    expect(refused.message).toContain('Google');

    // Two tickets for one identity: the second binding finds it taken, and registers nobody.
    const subject = newSubject('twice');
    const a = await unboundTicket(subject);
    const b = await unboundTicket(subject);
    expectOk(
      await bind({ bindingTicket: a.bindingTicket, mode: 'LINK', username: 'demo18', password: PASSWORD }),
    );
    const username = registerUsername();
    expectError(
      await bind({
        bindingTicket: b.bindingTicket,
        mode: 'REGISTER',
        username,
        password: 'Social123',
        botCheck: await solveBotCheck(t),
      }),
      409,
      'SOCIAL_ALREADY_BOUND',
    );
    const members = await t.db.query(`SELECT 1 FROM members WHERE username = $1`, [username]);
    expect(members.rowCount).toBe(0);
  });

  it('a LINK from a new IP binds only once the second step succeeds', async () => {
    expectOk(
      await sendEncrypted(
        t,
        'POST',
        '/api/wps/session/login',
        { username: 'demo19', password: PASSWORD },
        {},
        '203.0.113.70',
      ),
    );
    const subject = newSubject('newip');
    const ticket = await unboundTicket(subject);
    const challenged = expectError(
      await bind(
        { bindingTicket: ticket.bindingTicket, mode: 'LINK', username: 'demo19', password: PASSWORD },
        {},
        '192.0.2.70',
      ),
      403,
      'VERIFICATION_REQUIRED',
    );
    const links = await t.db.query(`SELECT 1 FROM member_social_links WHERE subject = $1`, [subject]);
    expect(links.rowCount).toBe(0);
    const verificationToken = (challenged.value as { verificationToken: string }).verificationToken;
    // demo19 has a phone, so the second step is a code sent there (never the weaker payee name).
    expectOk(
      await t.app.inject({
        method: 'POST',
        url: '/api/wps/session/login/verification/code',
        remoteAddress: '192.0.2.70',
        payload: { verificationToken, method: 'SMS' },
      }),
    );
    const verified = expectOk<TLoginValue>(
      await sendEncrypted(
        t,
        'POST',
        '/api/wps/session/login/verification',
        {
          verificationToken,
          method: 'SMS',
          code: await latestCode(t, '+66810000019'),
        },
        {},
        '192.0.2.70',
      ),
    );
    expect(verified.memberInfo.account).toBe('demo19');
    expect(expectOk<TLoginValue>(await callback(await roundTrip(subject))).memberInfo.account).toBe('demo19');
  });

  it('trial members cannot bind', async () => {
    const trial = expectOk<TLoginValue>(
      await t.app.inject({ method: 'POST', url: '/api/wps/session/login/freeplay', payload: {} }),
    );
    const ticket = await unboundTicket(newSubject('trial'));
    expectError(
      await bind({
        bindingTicket: ticket.bindingTicket,
        mode: 'LINK',
        username: trial.memberInfo.account,
        password: 'anything1',
      }),
      401,
      'INVALID_CREDENTIALS',
    );
  });

  it('a locked member is refused at the social login too', async () => {
    const subject = newSubject('locked');
    const ticket = await unboundTicket(subject);
    const bound = expectOk<TLoginValue>(
      await bind({
        bindingTicket: ticket.bindingTicket,
        mode: 'LINK',
        username: 'demo20',
        password: PASSWORD,
      }),
    );
    expectOk(
      await t.app.inject({
        method: 'POST',
        url: `/api/bo/merchants/ROYAL/members/${bound.memberInfo.id}/lock`,
        headers: admin,
        payload: { locked: true, reason: 'social test' },
      }),
    );
    expectError(await callback(await roundTrip(subject)), 423, 'ACCOUNT_LOCKED');
  });

  it('bindings are permanent: the database refuses to change or remove one', async () => {
    const { rows } = await t.db.query<{ subject: string }>(`SELECT subject FROM member_social_links LIMIT 1`);
    const subject = rows[0]!.subject;
    await expect(
      t.db.query(`UPDATE member_social_links SET subject = 'other' WHERE subject = $1`, [subject]),
    ).rejects.toThrow(/permanent/);
    await expect(t.db.query(`DELETE FROM member_social_links WHERE subject = $1`, [subject])).rejects.toThrow(
      /permanent/,
    );
  });
});

describe('social login: Facebook takes the same path', () => {
  it('binds a Facebook identity next to a Google one, each to its own provider', async () => {
    await setFlags('ROYAL', { FACEBOOK_LOGIN: true });
    expectOk(
      await saveProvider('ROYAL', {
        provider: 'FACEBOOK',
        issuerUrl: op.issuer,
        clientId: op.clientId,
        clientSecret: op.clientSecret,
        enabled: true,
      }),
    );
    expect(
      expectOk<{ providers: string[] }>(
        await t.app.inject({ method: 'GET', url: '/api/wps/session/social/providers' }),
      ).providers,
    ).toEqual(['GOOGLE', 'FACEBOOK']);
    const { url } = expectOk<{ url: string }>(await authorize({}, {}, 'FACEBOOK'));
    expect(new URL(url).searchParams.get('scope')).toBe('openid email');

    const google = await unboundTicket(newSubject('both-g'));
    expectOk(
      await bind({
        bindingTicket: google.bindingTicket,
        mode: 'LINK',
        username: 'demo12',
        password: PASSWORD,
      }),
    );
    const subject = newSubject('both-f');
    const facebook = expectOk<TSocialBindingRequired>(
      await callback(await roundTrip(subject, {}, 'facebook'), {}, '127.0.0.1', 'facebook'),
    );
    expect(facebook).toMatchObject({
      bindingRequired: true,
      provider: 'FACEBOOK',
      email: claimsOf(subject).email,
    });
    expectOk(
      await bind({
        bindingTicket: facebook.bindingTicket,
        mode: 'LINK',
        username: 'demo12',
        password: PASSWORD,
      }),
    );
    const login = expectOk<TLoginValue>(
      await callback(await roundTrip(subject, {}, 'facebook'), {}, '127.0.0.1', 'facebook'),
    );
    expect(login.memberInfo.account).toBe('demo12');
    // A Google round trip cannot be completed as Facebook.
    expectError(
      await callback(await roundTrip(subject), {}, '127.0.0.1', 'facebook'),
      400,
      'SOCIAL_LOGIN_FAILED',
    );
  });
});

describe('social login: hostile callbacks', () => {
  it('refuses a replayed callback, a tampered state and a callback from another browser', async () => {
    const subject = newSubject('replay');
    const trip = await roundTrip(subject);
    expectOk(await callback(trip));
    expectError(await callback(trip), 400, 'SOCIAL_LOGIN_FAILED');

    const tampered = await roundTrip(subject);
    const url = new URL(tampered.callbackUrl);
    url.searchParams.set('state', `${url.searchParams.get('state')}x`);
    expectError(await callback({ ...tampered, callbackUrl: url.href }), 400, 'SOCIAL_LOGIN_FAILED');
    expectError(
      await callback({ ...tampered, callbackUrl: 'http://localhost/socialCallback' }),
      400,
      'SOCIAL_LOGIN_FAILED',
    );

    // A callback URL planted in another browser (login CSRF): that browser lacks the key.
    const planted = await roundTrip(subject);
    expectError(await callback({ ...planted, browserKey: newBrowserKey() }), 400, 'SOCIAL_LOGIN_FAILED');
    // …and the planted state is spent.
    expectError(await callback(planted), 400, 'SOCIAL_LOGIN_FAILED');
  });

  it("refuses one authorization's code under another's state (nonce and PKCE)", async () => {
    const subject = newSubject('swap');
    const a = await roundTrip(subject);
    const b = await roundTrip(subject);
    const swapped = new URL(b.callbackUrl);
    swapped.searchParams.set('code', new URL(a.callbackUrl).searchParams.get('code')!);
    expectError(await callback({ ...b, callbackUrl: swapped.href }), 400, 'SOCIAL_LOGIN_FAILED');
  });

  it('refuses a provider error answer (the member cancelled)', async () => {
    const browserKey = newBrowserKey();
    const { url } = expectOk<{ url: string }>(await authorize({ browserKey }));
    const state = new URL(url).searchParams.get('state')!;
    const denied = `${REDIRECT_URI}?error=access_denied&state=${state}&iss=${encodeURIComponent(op.issuer)}`;
    expectError(await callback({ callbackUrl: denied, browserKey }), 400, 'SOCIAL_LOGIN_FAILED');
  });

  it('stops when the flag is switched off, callbacks and bindings in flight included', async () => {
    const trip = await roundTrip(newSubject('off'));
    const ticket = await unboundTicket(newSubject('off2'));
    await setFlags('ROYAL', { GOOGLE_LOGIN: false });
    try {
      expectError(await callback(trip), 403, 'FEATURE_DISABLED');
      expectError(
        await bind({
          bindingTicket: ticket.bindingTicket,
          mode: 'LINK',
          username: 'demo14',
          password: PASSWORD,
        }),
        403,
        'FEATURE_DISABLED',
      );
      expectError(await authorize({}), 403, 'FEATURE_DISABLED');
    } finally {
      await setFlags('ROYAL', { GOOGLE_LOGIN: true });
    }
  });
});

describe('social login: merchants are isolated', () => {
  const lotus = { merchant: 'LOTUS' };

  beforeAll(async () => {
    await setFlags('LOTUS', { GOOGLE_LOGIN: true });
    expectOk(await configureGoogle('LOTUS'));
  });

  it("an identity bound at one merchant is unknown at another, and one merchant's ticket is void at another", async () => {
    const subject = newSubject('iso');
    const royalTicket = await unboundTicket(subject);
    expectOk(
      await bind({
        bindingTicket: royalTicket.bindingTicket,
        mode: 'LINK',
        username: 'demo13',
        password: PASSWORD,
      }),
    );

    const atLotus = await unboundTicket(subject, lotus);
    expectError(
      await bind(
        {
          bindingTicket: (await unboundTicket(newSubject('iso2'))).bindingTicket,
          mode: 'LINK',
          username: 'demo01',
          password: PASSWORD,
        },
        lotus,
      ),
      400,
      'SOCIAL_TICKET_INVALID',
    );
    // At LOTUS the same identity binds LOTUS's own demo01, and logs in there as that member.
    const bound = expectOk<TLoginValue>(
      await bind(
        { bindingTicket: atLotus.bindingTicket, mode: 'LINK', username: 'demo01', password: PASSWORD },
        lotus,
      ),
    );
    expect(bound.memberInfo.merchantCode).toBe('LOTUS');
    const royal = expectOk<TLoginValue>(await callback(await roundTrip(subject)));
    expect(royal.memberInfo).toMatchObject({ account: 'demo13', merchantCode: 'ROYAL' });
    const lotusLogin = expectOk<TLoginValue>(await callback(await roundTrip(subject, lotus), lotus));
    expect(lotusLogin.memberInfo).toMatchObject({ account: 'demo01', merchantCode: 'LOTUS' });
    // A callback started at one merchant cannot be completed at another.
    expectError(await callback(await roundTrip(subject), lotus), 400, 'SOCIAL_LOGIN_FAILED');
  });
});
