import { randomBytes, randomUUID } from 'node:crypto';
import { ERROR_MESSAGES } from '../../../platform/i18n/error-messages.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectOk } from '../../../../test/envelope.ts';
import { createTestApp, operatorAuth, type TestApp } from '../../../../test/test-app.ts';

interface Operator {
  id: string;
  username: string;
  role: string;
  permissions: string[];
  merchantCodes: string[];
}
interface Session {
  token: string;
  operator: Operator;
}
interface WhitelabelNode {
  modId: string;
  enabled: 0 | 1;
  childrenNodes: WhitelabelNode[];
}
interface AuditPage {
  list: {
    action: string;
    merchantCode: string | null;
    at: string;
    id: string;
    before: unknown;
    after: unknown;
  }[];
  pageNo: number;
  pageSize: number;
  total: number;
  totalPages: number;
}

let ipCounter = 0;
/** A fresh client address per scenario, so login throttling in one test never touches another. */
const freshIp = () => `192.0.2.${++ipCounter}`;

const flag = (tree: WhitelabelNode[], modId: string): 0 | 1 | undefined => {
  for (const node of tree) {
    if (node.modId === modId) return node.enabled;
    const child = node.childrenNodes.find((c) => c.modId === modId);
    if (child) return child.enabled;
  }
  return undefined;
};

describe('operators: sessions, roles, settings and the audit log', () => {
  let t: TestApp;
  /** These tests are about the per-address limits; the per-account delay has its own test file. */
  const forgetAccountFailures = async (account: string) => {
    await t.store.delete(`bo-login-acct:${account}`);
    await t.store.delete(`bo-login-slot:${account}`);
  };
  let admin: { authorization: string };

  const login = (username: string, password: string, ip = freshIp(), headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/bo/auth/login',
      remoteAddress: ip,
      headers,
      payload: { username, password },
    });
  const me = (authorization?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/bo/auth/me',
      headers: authorization === undefined ? {} : { authorization },
    });
  const bo = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, auth: object, payload?: object) =>
    t.app.inject({ method, url, headers: { ...auth }, payload });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await operatorAuth(t.app);
  });
  afterAll(() => t.close());

  describe('login', () => {
    it('answers a token and the operator, never the password hash', async () => {
      const res = await login('admin', 'Admin1234');
      const session = expectOk<Session>(res);
      expect(session.token).toMatch(/^[A-Za-z0-9_-]{43,}$/);
      expect(session.operator).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        username: 'admin',
        role: 'SUPER_ADMIN',
        permissions: expect.arrayContaining([
          'system.read',
          'system.write',
          'operators.manage',
          'audit.read',
        ]),
        merchantCodes: [],
        allMerchants: true,
        mustChangePassword: false,
        status: 'ACTIVE',
        totpEnabled: false,
      });
      expect(res.body).not.toMatch(/argon2|passwordHash|password_hash|Admin1234/i);
      // Each login is a new session.
      const again = expectOk<Session>(await login('admin', 'Admin1234'));
      expect(again.token).not.toBe(session.token);
    });

    it('gives the same 401 INVALID_CREDENTIALS for a wrong password and for an unknown username', async () => {
      const wrongPassword = await login('admin', 'Wrong1234');
      const unknownUser = await login('nobody-here', 'Admin1234');
      expectError(wrongPassword, 401, 'INVALID_CREDENTIALS', ERROR_MESSAGES.EN.INVALID_CREDENTIALS);
      expectError(unknownUser, 401, 'INVALID_CREDENTIALS', ERROR_MESSAGES.EN.INVALID_CREDENTIALS);
      expect(unknownUser.body).toBe(wrongPassword.body);
      expectError(
        await login('admin', 'nope', freshIp(), { 'accept-language': 'th' }),
        401,
        'INVALID_CREDENTIALS',
        ERROR_MESSAGES.TH.INVALID_CREDENTIALS,
      );
    });

    it('refuses a malformed login body with 400', async () => {
      for (const payload of [
        {},
        { username: 'admin' },
        { username: '', password: 'x' },
        { username: 'a', password: 1 },
      ]) {
        expectError(
          await t.app.inject({
            method: 'POST',
            url: '/api/bo/auth/login',
            remoteAddress: freshIp(),
            payload,
          }),
          400,
          'VALIDATION_FAILED',
        );
      }
    });

    it('throttles an (IP, username) pair after 5 failures with 429 and Retry-After, without locking the operator out elsewhere', async () => {
      await forgetAccountFailures('admin');
      const attacker = freshIp();
      for (let i = 0; i < 5; i += 1) {
        expectError(await login('admin', `Guess${i}xyz`, attacker), 401, 'INVALID_CREDENTIALS');
      }
      // The sixth try is refused before the password is even checked, the right one included.
      const throttled = await login('admin', 'Admin1234', attacker);
      const body = expectError(throttled, 429, 'RATE_LIMITED');
      const retryAfter = Number(throttled.headers['retry-after']);
      expect(Number.isInteger(retryAfter)).toBe(true);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      expect(body.message).toBe(ERROR_MESSAGES.EN.RATE_LIMITED.replace('{seconds}', String(retryAfter)));

      // The real operator, from their own address, still logs in.
      expectOk(await login('admin', 'Admin1234', freshIp()));
      // Another username from the attacker's address is a different pair.
      expectError(await login('someone-else', 'Guess', attacker), 401, 'INVALID_CREDENTIALS');
      // The username is matched case-insensitively for throttling too.
      expectError(await login('ADMIN', 'Admin1234', attacker), 429, 'RATE_LIMITED');
    });

    it('throttles one address spraying passwords over many usernames', async () => {
      const sprayer = freshIp();
      for (let i = 0; i < 30; i += 1) {
        expectError(await login(`user${i}`, 'Spring2030!', sprayer), 401, 'INVALID_CREDENTIALS');
      }
      expectError(await login('user-next', 'Spring2030!', sprayer), 429, 'RATE_LIMITED');
      await forgetAccountFailures('admin');
      expectOk(await login('admin', 'Admin1234', freshIp()));
    });
  });

  describe('sessions', () => {
    it('refuses a missing, malformed or unknown token with 401 UNAUTHORIZED', async () => {
      for (const authorization of [
        undefined,
        '',
        'Bearer',
        'Bearer ',
        'Bearer garbage',
        `Bearer ${randomBytes(32).toString('base64url')}`,
        `Basic ${Buffer.from('admin:Admin1234').toString('base64')}`,
        `bearer ${admin.authorization.slice(7)}x`,
        `Bearer ${'A'.repeat(5000)}`,
        "Bearer ' OR 1=1 --",
      ]) {
        expectError(await me(authorization), 401, 'UNAUTHORIZED', ERROR_MESSAGES.EN.UNAUTHORIZED);
      }
    });

    // The session is checked in onRequest, before the body is read: a caller without one must not
    // learn the schema from validation errors.
    it('refuses a request without a session with 401 before looking at its body', async () => {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/bo/merchants/ROYAL/maintenance',
        payload: { enabled: 'not-a-boolean' },
      });
      expectError(res, 401, 'UNAUTHORIZED');
    });

    it('GET /api/bo/auth/me answers the session operator', async () => {
      const operator = expectOk<Operator>(await me(admin.authorization));
      expect(operator).toMatchObject({ username: 'admin', role: 'SUPER_ADMIN', merchantCodes: [] });
      expect(operator.permissions.sort()).toEqual([
        'audit.read',
        'content.manage',
        'lottery.approve',
        'lottery.manage',
        'members.read',
        'members.write',
        'money.approve',
        'money.read',
        'money.write',
        'operators.manage',
        'outbox.read',
        'reports.read',
        'rewards.approve',
        'rewards.manage',
        'support.manage',
        'system.read',
        'system.write',
        'vendors.manage',
      ]);
    });

    it('logout revokes that token and only that one', async () => {
      await forgetAccountFailures('admin');
      const first = expectOk<Session>(await login('admin', 'Admin1234'));
      const second = expectOk<Session>(await login('admin', 'Admin1234'));
      const auth = `Bearer ${first.token}`;
      expectOk(await me(auth));
      const out = await t.app.inject({
        method: 'POST',
        url: '/api/bo/auth/logout',
        headers: { authorization: auth },
      });
      expect(expectOk(out)).toBeNull();
      expectError(await me(auth), 401, 'UNAUTHORIZED');
      expectError(
        await t.app.inject({ method: 'POST', url: '/api/bo/auth/logout', headers: { authorization: auth } }),
        401,
        'UNAUTHORIZED',
      );
      expectOk(await me(`Bearer ${second.token}`));
    });
  });

  describe('roles', () => {
    let viewer: { authorization: string };
    const username = `viewer_${randomBytes(3).toString('hex')}`;

    beforeAll(async () => {
      const created = expectOk<Operator>(
        await bo('POST', '/api/bo/operators', admin, {
          username,
          password: 'Viewer12345',
          role: 'VIEWER',
          merchantCodes: ['ROYAL', 'LOTUS'],
        }),
      );
      expect(created).toMatchObject({
        username,
        role: 'VIEWER',
        permissions: ['system.read', 'members.read', 'money.read', 'reports.read'],
        merchantCodes: ['ROYAL', 'LOTUS'],
        allMerchants: false,
      });
      viewer = await operatorAuth(t.app, username, 'Viewer12345');
    });

    it('lists the new operator and audits its creation', async () => {
      const list = expectOk<Operator[]>(await bo('GET', '/api/bo/operators', admin));
      expect(list.map((o) => o.username)).toEqual(expect.arrayContaining(['admin', username]));
      expect(JSON.stringify(list)).not.toMatch(/argon2|passwordHash/);
      const audit = expectOk<AuditPage>(await bo('GET', '/api/bo/audit-log?action=operator.create', admin));
      expect(audit.list.find((e) => (e.after as { username?: string }).username === username)).toMatchObject({
        before: null,
        after: { username, role: 'VIEWER' },
      });
    });

    it('lets a VIEWER read settings but nothing more', async () => {
      const me = expectOk<Operator>(await bo('GET', '/api/bo/auth/me', viewer));
      expect(me).toMatchObject({
        username,
        role: 'VIEWER',
        permissions: ['system.read', 'members.read', 'money.read', 'reports.read'],
      });
      expectOk(await bo('GET', '/api/bo/merchants/ROYAL/settings', viewer));
      expectOk(await bo('GET', '/api/bo/merchants', viewer));
      expectOk(await bo('GET', '/api/bo/merchants/ROYAL/region-rules', viewer));

      const forbidden = ERROR_MESSAGES.EN.FORBIDDEN;
      expectError(
        await bo('PUT', '/api/bo/merchants/ROYAL/maintenance', viewer, { enabled: true }),
        403,
        'FORBIDDEN',
        forbidden,
      );
      expectError(
        await bo('POST', '/api/bo/merchants/ROYAL/region-rules', viewer, {
          kind: 'BLOCK_IP',
          value: '1.2.3.4',
        }),
        403,
        'FORBIDDEN',
      );
      expectError(
        await bo('PUT', '/api/bo/merchants/ROYAL/whitelabel', viewer, { flags: { VIP: false } }),
        403,
        'FORBIDDEN',
      );
      expectError(
        await bo('PUT', '/api/bo/merchants/ROYAL/brand-config', viewer, { brandName: 'Hijacked' }),
        403,
        'FORBIDDEN',
      );
      expectError(
        await bo('POST', '/api/bo/operators', viewer, {
          username: 'sneaky',
          password: 'Sneaky12345',
          role: 'SUPER_ADMIN',
        }),
        403,
        'FORBIDDEN',
      );
      expectError(await bo('GET', '/api/bo/operators', viewer), 403, 'FORBIDDEN');
      expectError(await bo('GET', '/api/bo/audit-log', viewer), 403, 'FORBIDDEN');

      // Nothing changed.
      const settings = expectOk<{ maintenance: { enabled: boolean }; regionRules: unknown[] }>(
        await bo('GET', '/api/bo/merchants/ROYAL/settings', admin),
      );
      expect(settings.maintenance.enabled).toBe(false);
      expect(settings.regionRules).toEqual([]);
      const list = expectOk<Operator[]>(await bo('GET', '/api/bo/operators', admin));
      expect(list.map((o) => o.username)).not.toContain('sneaky');
      expectError(await login('sneaky', 'Sneaky12345'), 401, 'INVALID_CREDENTIALS');
    });

    // Permissions are checked before the body too.
    it('refuses a VIEWER with 403 before looking at the body', async () => {
      expectError(
        await bo('PUT', '/api/bo/merchants/ROYAL/maintenance', viewer, { enabled: 'not-a-boolean' }),
        403,
        'FORBIDDEN',
      );
    });

    it('refuses a duplicate username with 409 CONFLICT, whatever its case', async () => {
      expectError(
        await bo('POST', '/api/bo/operators', admin, { username, password: 'Another12345', role: 'ADMIN' }),
        409,
        'CONFLICT',
      );
      expectError(
        await bo('POST', '/api/bo/operators', admin, {
          username: username.toUpperCase(),
          password: 'Another12345',
          role: 'ADMIN',
        }),
        409,
        'CONFLICT',
      );
      // The original still logs in as itself.
      const session = expectOk<Session>(await login(username, 'Viewer12345'));
      expect(session.operator.role).toBe('VIEWER');
    });

    it('validates a new operator', async () => {
      for (const payload of [
        { username: 'ok_name', password: 'short', role: 'VIEWER' },
        { username: 'x', password: 'LongEnough1', role: 'VIEWER' },
        { username: 'bad name!', password: 'LongEnough1', role: 'VIEWER' },
        { username: 'ok_name', password: 'LongEnough1', role: 'ROOT' },
        { username: 'ok_name', password: 'LongEnough1' },
      ]) {
        expectError(await bo('POST', '/api/bo/operators', admin, payload), 400, 'VALIDATION_FAILED');
      }
    });
  });

  describe('white-label flags', () => {
    it('an update is served by /api/wps/system/whitelabel and /status, for that merchant only', async () => {
      try {
        const tree = expectOk<WhitelabelNode[]>(
          await bo('PUT', '/api/bo/merchants/ROYAL/whitelabel', admin, {
            flags: { REFERRAL: false, MOBILE_REGISTER: false },
          }),
        );
        expect(flag(tree, 'REFERRAL')).toBe(0);
        expect(flag(tree, 'MOBILE_REGISTER')).toBe(0);
        expect(flag(tree, 'VIP')).toBe(1);

        const served = expectOk<WhitelabelNode[]>(
          await t.app.inject({ method: 'GET', url: '/api/wps/system/whitelabel' }),
        );
        expect(flag(served, 'REFERRAL')).toBe(0);
        expect(flag(served, 'MOBILE_REGISTER')).toBe(0);
        expect(flag(served, 'SMS_LOGIN')).toBe(1);
        const status = expectOk<{ whitelabel: WhitelabelNode[]; register: { mobile: boolean } }>(
          await t.app.inject({ method: 'GET', url: '/api/wps/system/status' }),
        );
        expect(flag(status.whitelabel, 'REFERRAL')).toBe(0);
        expect(status.register.mobile).toBe(false);

        // LOTUS keeps its own flags (its seed turns MOBILE_REGISTER on).
        const lotus = expectOk<{ whitelabel: WhitelabelNode[]; register: { mobile: boolean } }>(
          await t.app.inject({
            method: 'GET',
            url: '/api/wps/system/status',
            headers: { merchant: 'LOTUS' },
          }),
        );
        expect(lotus.register.mobile).toBe(true);
      } finally {
        expectOk(
          await bo('PUT', '/api/bo/merchants/ROYAL/whitelabel', admin, {
            flags: { REFERRAL: true, MOBILE_REGISTER: true },
          }),
        );
      }
      const restored = expectOk<WhitelabelNode[]>(
        await t.app.inject({ method: 'GET', url: '/api/wps/system/whitelabel' }),
      );
      expect(flag(restored, 'REFERRAL')).toBe(1);
    });

    it('refuses an unknown module or a non-boolean flag', async () => {
      expectError(
        await bo('PUT', '/api/bo/merchants/ROYAL/whitelabel', admin, { flags: { NOPE: true } }),
        400,
        'VALIDATION_FAILED',
      );
      expectError(
        await bo('PUT', '/api/bo/merchants/ROYAL/whitelabel', admin, { flags: { VIP: 'off' } }),
        400,
        'VALIDATION_FAILED',
      );
    });
  });

  describe('brand config', () => {
    const put = (payload: object) => bo('PUT', '/api/bo/merchants/ROYAL/brand-config', admin, payload);
    const served = async () =>
      expectOk<Record<string, unknown>>(
        await t.app.inject({ method: 'GET', url: '/api/wps/system/brandConfig' }),
      );

    it('refuses a default language that is not supported, or an unknown language code', async () => {
      const before = await served();
      const notSupported = expectError(await put({ defaultLanguage: 'JA' }), 400, 'VALIDATION_FAILED');
      expect(notSupported.message).toMatch(/defaultLanguage/);
      expectError(await put({ supportedLanguages: ['EN'] }), 400, 'VALIDATION_FAILED');
      expectError(await put({ defaultLanguage: 'XX' }), 400, 'VALIDATION_FAILED');
      expectError(await put({ supportedLanguages: ['TH', 'XX'] }), 400, 'VALIDATION_FAILED');
      expectError(await put({ supportedLanguages: [] }), 400, 'VALIDATION_FAILED');
      expectError(await put({ brandName: '' }), 400, 'VALIDATION_FAILED');
      expect(await served()).toEqual(before);
    });

    it('serves a valid change from /api/wps/system/brandConfig and switches the default language', async () => {
      const before = await served();
      expect(before).toMatchObject({ defaultLanguage: 'TH', currency: 'THB' });
      try {
        const updated = expectOk<Record<string, unknown>>(
          await put({
            brandName: 'Royal Jackpot Deluxe',
            defaultLanguage: 'EN',
            supportedLanguages: ['EN', 'TH', 'JA'],
            // Not changeable: silently not applied.
            currency: 'USD',
            merchantCode: 'HIJACK',
          }),
        );
        expect(updated).toMatchObject({
          brandName: 'Royal Jackpot Deluxe',
          defaultLanguage: 'EN',
          currency: 'THB',
        });
        expect(await served()).toMatchObject({
          brandName: 'Royal Jackpot Deluxe',
          defaultLanguage: 'EN',
          supportedLanguages: ['EN', 'TH', 'JA'],
          currency: 'THB',
          merchantCode: 'ROYAL',
        });
        // A visitor naming no language now gets English.
        const countries = expectOk<{ countryCode: string; name: string }[]>(
          await t.app.inject({ method: 'GET', url: '/api/wps/system/countries' }),
        );
        expect(countries.find((c) => c.countryCode === 'TH')?.name).toBe('Thailand');
        // LOTUS is untouched.
        expect(
          expectOk<{ brandName: string }>(
            await t.app.inject({
              method: 'GET',
              url: '/api/wps/system/brandConfig',
              headers: { merchant: 'LOTUS' },
            }),
          ).brandName,
        ).toBe('Lotus Club');
      } finally {
        const { merchant: _m, merchantCode: _mc, currency: _c, ...restorable } = before;
        expectOk(await put(restorable));
      }
      expect(await served()).toEqual(before);
    });
  });

  describe('audit log', () => {
    const page = async (query: string, auth = admin) =>
      expectOk<AuditPage>(await bo('GET', `/api/bo/audit-log${query}`, auth));

    it('pages newest first with pageNo, pageSize, total and totalPages, and filters by action', async () => {
      const marker = `m-${randomUUID().slice(0, 8)}`;
      for (let i = 0; i < 5; i += 1) {
        expectOk(
          await bo('PUT', '/api/bo/merchants/LOTUS/maintenance', admin, {
            enabled: i % 2 === 0,
            message: `${marker}-${i}`,
          }),
        );
      }
      expectOk(await bo('PUT', '/api/bo/merchants/LOTUS/maintenance', admin, { enabled: false }));

      const all = await page('?pageSize=200');
      expect(all.total).toBeGreaterThanOrEqual(6);
      expect(all.pageNo).toBe(1);
      expect(all.pageSize).toBe(200);
      const times = all.list.map((e) => Date.parse(e.at));
      expect([...times].sort((a, b) => b - a)).toEqual(times);

      const first = await page('?pageNo=1&pageSize=2');
      expect(first).toMatchObject({
        pageNo: 1,
        pageSize: 2,
        total: all.total,
        totalPages: Math.ceil(all.total / 2),
      });
      expect(first.list).toHaveLength(2);
      expect(first.list.map((e) => e.id)).toEqual(all.list.slice(0, 2).map((e) => e.id));
      const second = await page('?pageNo=2&pageSize=2');
      expect(second.list.map((e) => e.id)).toEqual(all.list.slice(2, 4).map((e) => e.id));
      const beyond = await page(`?pageNo=${first.totalPages + 1}&pageSize=2`);
      expect(beyond).toMatchObject({ list: [], total: all.total, totalPages: first.totalPages });

      const maintenance = await page('?action=system.maintenance.update&merchantCode=LOTUS&pageSize=3');
      expect(maintenance.total).toBe(6);
      expect(maintenance.totalPages).toBe(2);
      expect(maintenance.list).toHaveLength(3);
      expect(
        maintenance.list.every((e) => e.action === 'system.maintenance.update' && e.merchantCode === 'LOTUS'),
      ).toBe(true);
      expect(maintenance.list[1]?.after).toMatchObject({ enabled: true, message: `${marker}-4` });

      const none = await page('?action=no.such.action');
      expect(none).toMatchObject({ list: [], total: 0, totalPages: 0 });
    });

    it('refuses bad paging parameters with 400', async () => {
      for (const query of [
        '?pageNo=0',
        '?pageNo=abc',
        '?pageSize=0',
        '?pageSize=201',
        '?pageSize=-1',
        '?pageNo=1.5',
      ]) {
        expectError(await bo('GET', `/api/bo/audit-log${query}`, admin), 400, 'VALIDATION_FAILED');
      }
    });
  });
});
