import { randomUUID } from 'node:crypto';
import { ERROR_MESSAGES } from '../../../platform/i18n/error-messages.ts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectOk, type InjectedResponse } from '../../../../test/envelope.ts';
import { createTestApp, createTestClock, operatorAuth, type TestApp } from '../../../../test/test-app.ts';

const PUBLIC_ROUTE = '/api/wps/relay/GCSGAME_newGameVendor';
const SYSTEM_ROUTES = [
  '/api/wps/system/status',
  '/api/wps/system/publicKey',
  '/api/wps/system/brandConfig',
  '/api/wps/system/whitelabel',
];
const HOUR = 3_600_000;
const EN = ERROR_MESSAGES.EN;

interface Status {
  state: 0 | 1 | 2;
  maintenance: boolean;
  regionRestriction: boolean;
  ip: string;
  location: { countryCode: string | null };
  maintenanceInfo: { message: string; until: string | null } | null;
  merchantCode: string;
}
interface Rule {
  id: string;
  kind: string;
  value: string;
  note: string;
  createdBy: string;
  createdAt: string;
}
interface AuditEntry {
  id: string;
  operator: string;
  merchantCode: string | null;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
  requestId: string;
}

describe('the site gate: maintenance and region rules through the operator API', () => {
  const clock = createTestClock();
  let t: TestApp;
  let auth: { authorization: string };

  const get = (url: string, o: { ip?: string; headers?: Record<string, string> } = {}) =>
    t.app.inject({ method: 'GET', url, remoteAddress: o.ip ?? '203.0.113.7', headers: o.headers });
  const status = async (o: { ip?: string; headers?: Record<string, string> } = {}) =>
    expectOk<Status>(await get('/api/wps/system/status', o));
  const requestId = () => `it-${randomUUID()}`;

  const setMaintenance = (
    body: { enabled: boolean; message?: string; until?: string | null },
    o: { merchant?: string; requestId?: string } = {},
  ) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/bo/merchants/${o.merchant ?? 'ROYAL'}/maintenance`,
      headers: { ...auth, 'x-request-id': o.requestId ?? requestId() },
      payload: body,
    });
  const postRule = (body: Record<string, unknown>, o: { merchant?: string; requestId?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/bo/merchants/${o.merchant ?? 'ROYAL'}/region-rules`,
      headers: { ...auth, 'x-request-id': o.requestId ?? requestId() },
      payload: body,
    });
  const addRule = async (kind: string, value: string, merchant = 'ROYAL') =>
    expectOk<Rule>(await postRule({ kind, value }, { merchant }));
  const deleteRule = (id: string, o: { merchant?: string; requestId?: string } = {}) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/bo/merchants/${o.merchant ?? 'ROYAL'}/region-rules/${id}`,
      headers: { ...auth, 'x-request-id': o.requestId ?? requestId() },
    });
  const listRules = async (merchant = 'ROYAL') =>
    expectOk<Rule[]>(
      await t.app.inject({ method: 'GET', url: `/api/bo/merchants/${merchant}/region-rules`, headers: auth }),
    );
  const auditEntry = async (action: string, id: string) => {
    const page = expectOk<{ list: AuditEntry[]; total: number }>(
      await t.app.inject({
        method: 'GET',
        url: `/api/bo/audit-log?action=${encodeURIComponent(action)}&pageSize=200`,
        headers: auth,
      }),
    );
    return page.list.find((e) => e.requestId === id);
  };
  const auditTotal = async () =>
    expectOk<{ total: number }>(
      await t.app.inject({ method: 'GET', url: '/api/bo/audit-log', headers: auth }),
    ).total;

  /** Every 200 on the system routes, whatever the gate says. */
  const expectSystemRoutesOpen = async (o: { ip?: string; headers?: Record<string, string> } = {}) => {
    for (const url of SYSTEM_ROUTES) expectOk(await get(url, o));
  };

  beforeAll(async () => {
    t = await createTestApp({ clock });
    auth = await operatorAuth(t.app);
  });
  afterAll(() => t.close());
  // Each test starts from a normal site for both merchants.
  afterEach(async () => {
    for (const merchant of ['ROYAL', 'LOTUS']) {
      expectOk(await setMaintenance({ enabled: false }, { merchant }));
      for (const rule of await listRules(merchant)) expectOk(await deleteRule(rule.id, { merchant }));
    }
  });

  describe('maintenance', () => {
    it('goes normal → maintenance → normal, with the gate closing and reopening public routes', async () => {
      expect(await status()).toMatchObject({ state: 0, maintenance: false, maintenanceInfo: null });
      expectOk(await get(PUBLIC_ROUTE));

      const until = new Date(clock.nowMs() + HOUR).toISOString();
      const set = await setMaintenance({ enabled: true, message: 'Upgrading the wallet', until });
      expect(expectOk(set)).toEqual({ enabled: true, message: 'Upgrading the wallet', until });

      expect(await status()).toMatchObject({
        state: 1,
        maintenance: true,
        regionRestriction: false,
        ip: '203.0.113.7',
        maintenanceInfo: { message: 'Upgrading the wallet', until },
      });
      const blocked = expectError(
        await get(PUBLIC_ROUTE, { headers: { 'accept-language': 'en' } }),
        423,
        'MAINTENANCE',
        EN.MAINTENANCE,
      );
      expect(blocked.value).toEqual({ state: 1, ip: '203.0.113.7' });
      await expectSystemRoutesOpen();
      // The operator realm keeps working during maintenance.
      expectOk(await t.app.inject({ method: 'GET', url: '/api/bo/auth/me', headers: auth }));

      expectOk(await setMaintenance({ enabled: false }));
      expect(await status()).toMatchObject({ state: 0, maintenance: false, maintenanceInfo: null });
      expectOk(await get(PUBLIC_ROUTE));
    });

    it('cannot be walked around by URL spelling or method', async () => {
      expectOk(await setMaintenance({ enabled: true }));
      for (const url of [`${PUBLIC_ROUTE}/`, `${PUBLIC_ROUTE}?platform=web`, `${PUBLIC_ROUTE}?language=EN`]) {
        expectError(await get(url), 423, 'MAINTENANCE');
      }
      const head = await t.app.inject({ method: 'HEAD', url: PUBLIC_ROUTE, remoteAddress: '203.0.113.7' });
      expect(head.statusCode).toBe(423);
    });

    it('ends by itself when `until` passes', async () => {
      const start = clock.nowMs();
      try {
        const until = new Date(start + HOUR).toISOString();
        expectOk(await setMaintenance({ enabled: true, until }));
        expect((await status()).state).toBe(1);
        clock.advance(HOUR - 1_000);
        expect((await status()).state).toBe(1);
        expectError(await get(PUBLIC_ROUTE), 423, 'MAINTENANCE');
        clock.advance(2_000);
        expect(await status()).toMatchObject({ state: 0, maintenance: false, maintenanceInfo: null });
        expectOk(await get(PUBLIC_ROUTE));
      } finally {
        clock.set(start);
      }
    });

    it('is normal when set with an `until` already in the past', async () => {
      const until = new Date(clock.nowMs() - HOUR).toISOString();
      expectOk(await setMaintenance({ enabled: true, message: 'late', until }));
      expect(await status()).toMatchObject({ state: 0, maintenance: false, maintenanceInfo: null });
      expectOk(await get(PUBLIC_ROUTE));
    });

    it('refuses a malformed maintenance update and leaves the site as it was', async () => {
      const before = await auditTotal();
      for (const payload of [
        { enabled: 'yes' },
        { enabled: true, until: 'tomorrow' },
        { enabled: true, message: 'x'.repeat(501) },
        {},
      ]) {
        expectError(await setMaintenance(payload as never), 400, 'VALIDATION_FAILED');
      }
      expect((await status()).state).toBe(0);
      expect(await auditTotal()).toBe(before);
    });
  });

  describe('region rules', () => {
    it('BLOCK_IP on one address blocks that visitor (state 2, their IP) and nobody else', async () => {
      const rule = await addRule('BLOCK_IP', '198.51.100.7');
      expect(rule).toMatchObject({ kind: 'BLOCK_IP', value: '198.51.100.7', createdBy: 'admin' });
      const visitor = { ip: '198.51.100.7' };

      expect(await status(visitor)).toMatchObject({
        state: 2,
        maintenance: false,
        regionRestriction: true,
        ip: '198.51.100.7',
        maintenanceInfo: null,
      });
      const blocked = expectError(
        await get(PUBLIC_ROUTE, { ...visitor, headers: { 'accept-language': 'en' } }),
        423,
        'REGION_BLOCKED',
        EN.REGION_BLOCKED,
      );
      expect(blocked.value).toEqual({ state: 2, ip: '198.51.100.7' });
      await expectSystemRoutesOpen(visitor);

      expect((await status({ ip: '198.51.100.8' })).state).toBe(0);
      expectOk(await get(PUBLIC_ROUTE, { ip: '198.51.100.8' }));

      // Deleting the rule restores the site for that visitor.
      const deleted = expectOk<Rule>(await deleteRule(rule.id));
      expect(deleted.id).toBe(rule.id);
      expect((await status(visitor)).state).toBe(0);
      expectOk(await get(PUBLIC_ROUTE, visitor));
      expect(await listRules()).toEqual([]);
      expectError(await deleteRule(rule.id), 404, 'NOT_FOUND');
    });

    it('BLOCK_IP on a CIDR range blocks its whole range, edges included, and nothing outside', async () => {
      await addRule('BLOCK_IP', '198.51.100.0/24');
      for (const ip of ['198.51.100.0', '198.51.100.1', '198.51.100.255']) {
        expect((await status({ ip })).state, ip).toBe(2);
        expectError(await get(PUBLIC_ROUTE, { ip }), 423, 'REGION_BLOCKED');
      }
      for (const ip of ['198.51.99.255', '198.51.101.0']) {
        expect((await status({ ip })).state, ip).toBe(0);
        expectOk(await get(PUBLIC_ROUTE, { ip }));
      }
    });

    it('matches a visitor arriving over IPv6 (mapped IPv4 and native)', async () => {
      await addRule('BLOCK_IP', '198.51.100.0/24');
      await addRule('BLOCK_IP', '2001:db8::/32');
      const mapped = await status({ ip: '::ffff:198.51.100.9' });
      expect(mapped).toMatchObject({ state: 2, ip: '198.51.100.9' });
      expect((await status({ ip: '2001:db8:1::5' })).state).toBe(2);
      expect((await status({ ip: '2001:db9::5' })).state).toBe(0);
    });

    it('BLOCK_COUNTRY US blocks a US address (8.8.8.8) and not an unlocated one', async () => {
      const rule = await addRule('BLOCK_COUNTRY', 'us');
      expect(rule.value).toBe('US');
      expect(await status({ ip: '8.8.8.8' })).toMatchObject({
        state: 2,
        regionRestriction: true,
        ip: '8.8.8.8',
        location: { countryCode: 'US' },
      });
      expectError(await get(PUBLIC_ROUTE, { ip: '8.8.8.8' }), 423, 'REGION_BLOCKED');
      await expectSystemRoutesOpen({ ip: '8.8.8.8' });

      expect(await status({ ip: '203.0.113.50' })).toMatchObject({
        state: 0,
        location: { countryCode: null },
      });
      expectOk(await get(PUBLIC_ROUTE, { ip: '203.0.113.50' }));
    });

    it('reports maintenance (state 1) when a visitor is both in maintenance and blocked', async () => {
      await addRule('BLOCK_IP', '198.51.100.7');
      expectOk(await setMaintenance({ enabled: true, message: 'both' }));
      expect(await status({ ip: '198.51.100.7' })).toMatchObject({
        state: 1,
        maintenance: true,
        regionRestriction: true,
      });
      expectError(await get(PUBLIC_ROUTE, { ip: '198.51.100.7' }), 423, 'MAINTENANCE');
      await expectSystemRoutesOpen({ ip: '198.51.100.7' });
    });

    it('ALLOW_IP exempts its visitor from maintenance and from every block', async () => {
      await addRule('BLOCK_COUNTRY', 'US');
      await addRule('BLOCK_IP', '8.8.8.0/24');
      const allow = await addRule('ALLOW_IP', '8.8.8.8');
      expectOk(await setMaintenance({ enabled: true }));

      expect(await status({ ip: '8.8.8.8' })).toMatchObject({
        state: 0,
        maintenance: false,
        regionRestriction: false,
      });
      expectOk(await get(PUBLIC_ROUTE, { ip: '8.8.8.8' }));
      // A neighbour in the same blocked range and country is not exempt.
      expect((await status({ ip: '8.8.8.9' })).state).toBe(1);

      expectOk(await setMaintenance({ enabled: false }));
      expect((await status({ ip: '8.8.8.9' })).state).toBe(2);
      expect((await status({ ip: '8.8.8.8' })).state).toBe(0);

      expectOk(await deleteRule(allow.id));
      expect((await status({ ip: '8.8.8.8' })).state).toBe(2);
    });

    it('takes the visitor address from the connection, not from a spoofable X-Forwarded-For', async () => {
      await addRule('ALLOW_IP', '198.51.100.7');
      await addRule('BLOCK_IP', '203.0.113.0/24');
      const spoofed = {
        ip: '203.0.113.9',
        headers: { 'x-forwarded-for': '198.51.100.7', 'x-real-ip': '198.51.100.7' },
      };
      expect(await status(spoofed)).toMatchObject({ state: 2, ip: '203.0.113.9' });
      expectError(await get(PUBLIC_ROUTE, spoofed), 423, 'REGION_BLOCKED');
    });

    it.each([
      ['BLOCK_IP', '999.1.1.1'],
      ['BLOCK_IP', '10.0.0.0/33'],
      ['BLOCK_IP', '010.0.0.1'],
      ['BLOCK_IP', 'US'],
      ['ALLOW_IP', 'not-an-ip'],
      ['ALLOW_IP', '2001:db8::/129'],
      ['BLOCK_COUNTRY', 'XX'],
      ['BLOCK_COUNTRY', 'USA'],
      ['BLOCK_COUNTRY', '8.8.8.8'],
    ])('refuses %s %j with 400 and stores nothing', async (kind, value) => {
      const before = await auditTotal();
      const res = await postRule({ kind, value }, {});
      expectError(res, 400, 'VALIDATION_FAILED');
      expect(res.json().message).toMatch(/value/);
      expect(await listRules()).toEqual([]);
      expect(await auditTotal()).toBe(before);
    });

    it('refuses a rule of an unknown kind or without a value', async () => {
      expectError(await postRule({ kind: 'BLOCK_ALL', value: '1.2.3.4' }), 400, 'VALIDATION_FAILED');
      expectError(await postRule({ kind: 'BLOCK_IP' }), 400, 'VALIDATION_FAILED');
      expectError(await postRule({ kind: 'BLOCK_IP', value: 42 }), 400, 'VALIDATION_FAILED');
      expect(await listRules()).toEqual([]);
    });

    it('refuses a duplicate rule with 409 CONFLICT and keeps one copy', async () => {
      await addRule('BLOCK_COUNTRY', 'US');
      await addRule('BLOCK_IP', '198.51.100.7');
      const before = await auditTotal();
      expectError(await postRule({ kind: 'BLOCK_COUNTRY', value: 'US' }), 409, 'CONFLICT');
      expectError(await postRule({ kind: 'BLOCK_COUNTRY', value: 'us' }), 409, 'CONFLICT');
      expectError(await postRule({ kind: 'BLOCK_IP', value: '198.51.100.7' }), 409, 'CONFLICT');
      expect((await listRules()).map((r) => `${r.kind}:${r.value}`).sort()).toEqual([
        'BLOCK_COUNTRY:US',
        'BLOCK_IP:198.51.100.7',
      ]);
      expect(await auditTotal()).toBe(before);
      // The same value under another kind, or for another merchant, is a different rule.
      await addRule('ALLOW_IP', '198.51.100.7');
      await addRule('BLOCK_IP', '198.51.100.7', 'LOTUS');
    });

    it('answers 404 for an unknown merchant and 400 for a malformed rule id', async () => {
      expectError(
        await postRule({ kind: 'BLOCK_IP', value: '1.2.3.4' }, { merchant: 'NOPE' }),
        404,
        'MERCHANT_UNKNOWN',
      );
      expectError(await deleteRule('not-a-uuid'), 400, 'VALIDATION_FAILED');
      expectError(await deleteRule(randomUUID()), 404, 'NOT_FOUND');
    });
  });

  describe('the audit trail', () => {
    it('records each change with who, what, before and after', async () => {
      const onId = requestId();
      expectOk(await setMaintenance({ enabled: true, message: 'audit me' }, { requestId: onId }));
      const on = await auditEntry('system.maintenance.update', onId);
      expect(on).toMatchObject({
        operator: 'admin',
        merchantCode: 'ROYAL',
        target: 'merchant:ROYAL',
        before: { enabled: false, message: '', until: null },
        after: { enabled: true, message: 'audit me', until: null },
      });

      const addId = requestId();
      const rule = expectOk<Rule>(
        await postRule({ kind: 'BLOCK_IP', value: '198.51.100.7', note: 'abuse' }, { requestId: addId }),
      );
      const added = await auditEntry('system.region-rule.create', addId);
      expect(added).toMatchObject({
        operator: 'admin',
        merchantCode: 'ROYAL',
        target: `region-rule:${rule.id}`,
        before: null,
        after: { id: rule.id, kind: 'BLOCK_IP', value: '198.51.100.7', note: 'abuse' },
      });

      const deleteId = requestId();
      expectOk(await deleteRule(rule.id, { requestId: deleteId }));
      const removed = await auditEntry('system.region-rule.delete', deleteId);
      expect(removed).toMatchObject({
        merchantCode: 'ROYAL',
        target: `region-rule:${rule.id}`,
        before: { id: rule.id, value: '198.51.100.7' },
        after: null,
      });

      const offId = requestId();
      expectOk(await setMaintenance({ enabled: false }, { requestId: offId }));
      expect(await auditEntry('system.maintenance.update', offId)).toMatchObject({
        before: { enabled: true, message: 'audit me' },
        after: { enabled: false },
      });
    });

    it('records nothing for a refused change', async () => {
      const id = requestId();
      expectError(
        await postRule({ kind: 'BLOCK_IP', value: '999.1.1.1' }, { requestId: id }),
        400,
        'VALIDATION_FAILED',
      );
      expect(await auditEntry('system.region-rule.create', id)).toBeUndefined();
    });
  });

  describe('merchant isolation and resolution', () => {
    it('keeps ROYAL maintenance and rules away from LOTUS', async () => {
      expectOk(await setMaintenance({ enabled: true }));
      await addRule('BLOCK_IP', '198.51.100.7');
      expect((await status()).state).toBe(1);
      expect(await status({ headers: { merchant: 'LOTUS' } })).toMatchObject({
        state: 0,
        merchantCode: 'LOTUS',
      });
      expect(await status({ headers: { host: 'lotus.localhost' } })).toMatchObject({
        state: 0,
        merchantCode: 'LOTUS',
      });
      expect((await status({ ip: '198.51.100.7', headers: { merchant: 'LOTUS' } })).state).toBe(0);
      expectOk(await get(PUBLIC_ROUTE, { ip: '198.51.100.7', headers: { merchant: 'LOTUS' } }));
      expect(await listRules('LOTUS')).toEqual([]);
    });

    it('keeps LOTUS rules away from ROYAL, and a rule is deleted only under its own merchant', async () => {
      const lotusRule = await addRule('BLOCK_IP', '198.51.100.7', 'LOTUS');
      expect((await status({ ip: '198.51.100.7', headers: { host: 'lotus.localhost' } })).state).toBe(2);
      expect((await status({ ip: '198.51.100.7', headers: { merchant: 'LOTUS' } })).state).toBe(2);
      expect((await status({ ip: '198.51.100.7' })).state).toBe(0);
      expect((await status({ ip: '198.51.100.7', headers: { host: 'royal.localhost' } })).state).toBe(0);

      expectError(await deleteRule(lotusRule.id, { merchant: 'ROYAL' }), 404, 'NOT_FOUND');
      expect(await listRules('LOTUS')).toHaveLength(1);
    });

    it('resolves the merchant from the Merchant header, then the host, then the default', async () => {
      expect((await status({ headers: { merchant: 'LOTUS' } })).merchantCode).toBe('LOTUS');
      expect((await status({ headers: { merchant: 'lotus' } })).merchantCode).toBe('LOTUS');
      expect((await status({ headers: { host: 'lotus.localhost' } })).merchantCode).toBe('LOTUS');
      expect((await status({ headers: { host: 'lotus.localhost:8443' } })).merchantCode).toBe('LOTUS');
      expect((await status({ headers: { host: 'LOTUS.localhost' } })).merchantCode).toBe('LOTUS');
      // The header wins over the host.
      expect((await status({ headers: { merchant: 'ROYAL', host: 'lotus.localhost' } })).merchantCode).toBe(
        'ROYAL',
      );
      expect((await status({ headers: { host: 'unknown.example' } })).merchantCode).toBe('ROYAL');
      expect((await status()).merchantCode).toBe('ROYAL');
      const lotusBrand = expectOk<{ brandName: string; currency: string }>(
        await get('/api/wps/system/brandConfig', { headers: { host: 'lotus.localhost' } }),
      );
      expect(lotusBrand).toMatchObject({ brandName: 'Lotus Club', currency: 'VND' });
    });

    it('answers an unknown Merchant header with 404 MERCHANT_UNKNOWN, translated', async () => {
      for (const url of ['/api/wps/system/status', PUBLIC_ROUTE, '/api/wps/system/brandConfig']) {
        expectError(
          await get(url, { headers: { merchant: 'NOPE' } }),
          404,
          'MERCHANT_UNKNOWN',
          'Invalid URL, please contact customer service.',
        );
      }
      expectError(
        await get('/api/wps/system/status', { headers: { merchant: 'NOPE', 'accept-language': 'th' } }),
        404,
        'MERCHANT_UNKNOWN',
        ERROR_MESSAGES.TH.MERCHANT_UNKNOWN,
      );
      expectError(
        await get('/api/wps/system/status?language=KO', { headers: { merchant: 'NOPE' } }),
        404,
        'MERCHANT_UNKNOWN',
        ERROR_MESSAGES.KO.MERCHANT_UNKNOWN,
      );
    });
  });

  describe('translated messages', () => {
    it.each([
      ['th', 'TH'],
      ['th-TH,th;q=0.9,en;q=0.8', 'TH'],
      ['vi-VN', 'VI'],
      ['ko', 'KO'],
      ['zh-CN', 'CN'],
      ['en-US', 'EN'],
      ['ja', 'EN'],
    ] as const)('Accept-Language %j answers in %s', async (header, language) => {
      await addRule('BLOCK_IP', '198.51.100.7');
      expectError(
        await get(PUBLIC_ROUTE, { ip: '198.51.100.7', headers: { 'accept-language': header } }),
        423,
        'REGION_BLOCKED',
        ERROR_MESSAGES[language].REGION_BLOCKED,
      );
    });

    it('takes the language query parameter over Accept-Language', async () => {
      expectOk(await setMaintenance({ enabled: true }));
      for (const [param, language] of [
        ['KO', 'KO'],
        ['VI', 'VI'],
        ['CN', 'CN'],
        ['EN', 'EN'],
        ['TH', 'TH'],
      ] as const) {
        expectError(
          await get(`${PUBLIC_ROUTE}?language=${param}`, { headers: { 'accept-language': 'en' } }),
          423,
          'MAINTENANCE',
          ERROR_MESSAGES[language].MAINTENANCE,
        );
      }
    });

    it("uses the merchant's default language when the request names none", async () => {
      expectOk(await setMaintenance({ enabled: true }, { merchant: 'ROYAL' }));
      expectOk(await setMaintenance({ enabled: true }, { merchant: 'LOTUS' }));
      const royal: InjectedResponse = await get(PUBLIC_ROUTE);
      expectError(royal, 423, 'MAINTENANCE', ERROR_MESSAGES.TH.MAINTENANCE);
      expectError(
        await get(PUBLIC_ROUTE, { headers: { merchant: 'LOTUS' } }),
        423,
        'MAINTENANCE',
        ERROR_MESSAGES.VI.MAINTENANCE,
      );
      expectError(
        await get(PUBLIC_ROUTE, { headers: { host: 'lotus.localhost', 'accept-language': 'ko' } }),
        423,
        'MAINTENANCE',
        ERROR_MESSAGES.KO.MAINTENANCE,
      );
    });

    it('translates validation failures on the operator API', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/bo/merchants/ROYAL/region-rules',
        headers: { ...auth, 'accept-language': 'vi' },
        payload: { kind: 'BLOCK_IP', value: '999.1.1.1' },
      });
      expectError(res, 400, 'VALIDATION_FAILED', 'Một số trường không hợp lệ: value');
    });
  });
});
