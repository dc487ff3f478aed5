import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signPspBody } from '../payments/psp-simulator.ts';
import { createTestApp, operatorAuth, type TestApp } from '../../../test/test-app.ts';

/**
 * Issue 18: with DEMO=0 the public development defaults still worked: the PSP simulator paid deposits
 * with its published secret and the dev outbox handed out codes. Outside demo mode neither exists.
 */
describe('outside demo mode', () => {
  let t: TestApp;

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
  });
  afterAll(() => t.close());

  it('serves no PSP simulator page', async () => {
    // A GET falls through to the site's own pages, never to the simulator's payment form.
    const page = await t.app.inject({ method: 'GET', url: '/psp-sim/pay?token=x' });
    expect(page.body).not.toContain('/psp-sim/pay/confirm');
    for (const url of ['/psp-sim/pay/confirm', '/psp-sim/pay/cancel']) {
      const response = await t.app.inject({ method: 'POST', url, payload: { token: 'x' } });
      expect(response.statusCode).toBe(404);
    }
  });

  it('refuses a callback signed with the simulator’s public development secret', async () => {
    const raw = JSON.stringify({ orderId: 'D1', status: 'SUCCESS', amount: '1000.00' });
    const timestampS = Math.floor(Date.now() / 1000);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/psp/SIMPAY/callback',
      headers: {
        'content-type': 'application/json',
        'x-psp-timestamp': String(timestampS),
        'x-psp-signature': signPspBody('psp-simulator-dev-secret-change-me', timestampS, raw),
      },
      payload: raw,
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.json()).toMatchObject({ success: false });
  });

  it('serves no dev outbox', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/dev/outbox?to=%2B66810000001' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('serves the API documentation to operators only', async () => {
    for (const url of ['/api/docs/json', '/api/docs']) {
      const anonymous = await t.app.inject({ method: 'GET', url });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
    }
    await t.modules.operators.service.ensureOperator('docs-reader', 'Reader12345', 'VIEWER');
    const auth = await operatorAuth(t.app, 'docs-reader', 'Reader12345');
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: auth });
    expect(docs.statusCode).toBe(200);
    expect(docs.json()).toHaveProperty('openapi');
  });
});
