import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectOk } from '../../../../test/envelope.ts';
import { createTestApp, operatorAuth, type TestApp } from '../../../../test/test-app.ts';

/**
 * Issue 18: outside demo mode the first operator starts with a one-time password it must change,
 * enforced on the server; operators can be disabled (sessions end), change their own password
 * (other sessions end) and have their sessions revoked. Every change is audited.
 */
describe('operator accounts', () => {
  let t: TestApp;
  const lines: string[] = [];
  let admin: { authorization: string };
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: object, payload?: object) =>
    t.app.inject({ method, url, headers: headers as Record<string, string>, payload });

  beforeAll(async () => {
    t = await createTestApp({
      seed: false,
      env: {
        DEMO: '0',
        DEV_OUTBOX: '0',
        HOUSE_GAMES_SECRET: randomBytes(32).toString('base64url'),
        SECRETS_KEY: randomBytes(32).toString('base64'),
      },
    });
    await t.modules.operators.service.ensureBootstrapOperator((line) => lines.push(line));
  });
  afterAll(() => t.close());

  it('creates a bootstrap operator once, whose one-time password opens only the way to change it', async () => {
    const password = lines[0]!.match(/one-time password (\S+) /)![1]!;
    await t.modules.operators.service.ensureBootstrapOperator((line) => lines.push(line));
    expect(lines).toHaveLength(1);
    const once = await operatorAuth(t.app, 'admin', password);
    expect(
      expectOk<{ mustChangePassword: boolean }>(await call('GET', '/api/bo/auth/me', once)),
    ).toMatchObject({
      mustChangePassword: true,
      allMerchants: true,
    });
    expectError(await call('GET', '/api/bo/merchants', once), 403, 'PASSWORD_CHANGE_REQUIRED');
    expectError(await call('GET', '/api/bo/operators', once), 403, 'PASSWORD_CHANGE_REQUIRED');
    expectError(
      await call('POST', '/api/bo/auth/password', once, {
        currentPassword: 'wrong',
        newPassword: 'Bootstrap2026x',
      }),
      400,
      'OLD_PASSWORD_WRONG',
    );
    expectOk(
      await call('POST', '/api/bo/auth/password', once, {
        currentPassword: password,
        newPassword: 'Bootstrap2026x',
      }),
    );
    expectOk(await call('GET', '/api/bo/merchants', once));
    admin = await operatorAuth(t.app, 'admin', 'Bootstrap2026x');
    expectError(
      await t.app.inject({
        method: 'POST',
        url: '/api/bo/auth/login',
        payload: { username: 'admin', password },
      }),
      401,
      'INVALID_CREDENTIALS',
    );
  });

  it('ends the other sessions when an operator changes its password, keeping the one that changed it', async () => {
    const first = await operatorAuth(t.app, 'admin', 'Bootstrap2026x');
    const second = await operatorAuth(t.app, 'admin', 'Bootstrap2026x');
    expectOk(
      await call('POST', '/api/bo/auth/password', first, {
        currentPassword: 'Bootstrap2026x',
        newPassword: 'Bootstrap2027y',
      }),
    );
    expectOk(await call('GET', '/api/bo/auth/me', first));
    expectError(await call('GET', '/api/bo/auth/me', second), 401, 'UNAUTHORIZED');
    expectError(await call('GET', '/api/bo/auth/me', admin), 401, 'UNAUTHORIZED');
    admin = first;
  });

  it('disables an operator: its sessions end and it cannot log in until enabled again', async () => {
    const created = expectOk<{ id: string }>(
      await call('POST', '/api/bo/operators', admin, {
        username: 'leaving',
        password: 'Leaving12345',
        role: 'SUPPORT',
        merchantCodes: ['ROYAL'],
      }),
    );
    const session = await operatorAuth(t.app, 'leaving', 'Leaving12345');
    expect(
      expectOk<{ status: string }>(
        await call('PUT', `/api/bo/operators/${created.id}/status`, admin, { status: 'DISABLED' }),
      ),
    ).toMatchObject({ status: 'DISABLED' });
    expectError(await call('GET', '/api/bo/auth/me', session), 401, 'UNAUTHORIZED');
    expectError(
      await t.app.inject({
        method: 'POST',
        url: '/api/bo/auth/login',
        payload: { username: 'leaving', password: 'Leaving12345' },
      }),
      401,
      'INVALID_CREDENTIALS',
    );
    expectOk(await call('PUT', `/api/bo/operators/${created.id}/status`, admin, { status: 'ACTIVE' }));
    const back = await operatorAuth(t.app, 'leaving', 'Leaving12345');
    expectOk(await call('POST', `/api/bo/operators/${created.id}/sessions/revoke`, admin));
    expectError(await call('GET', '/api/bo/auth/me', back), 401, 'UNAUTHORIZED');
    const { rows } = await t.db.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE target = 'operator:leaving' ORDER BY id`,
    );
    expect(rows.map((r) => r.action)).toEqual(
      expect.arrayContaining([
        'operator.create',
        'operator.disabled',
        'operator.enabled',
        'operator.sessions-revoked',
      ]),
    );
  });
});
