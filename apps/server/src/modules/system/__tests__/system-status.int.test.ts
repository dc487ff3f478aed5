import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, operatorAuth, type TestApp } from '../../../../test/test-app.ts';

describe('system status and the site gate', () => {
  let t: TestApp;
  let auth: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp();
    auth = await operatorAuth(t.app);
  });
  afterAll(() => t.close());

  it('is normal by default and reports the visitor IP', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/wps/system/status',
      remoteAddress: '203.0.113.7',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({
      state: 0,
      ip: '203.0.113.7',
      maintenance: false,
      regionRestriction: false,
    });
  });

  it('goes into maintenance when an operator sets it, and member routes answer 423', async () => {
    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/bo/merchants/ROYAL/maintenance',
      headers: auth,
      payload: { enabled: true, message: 'Upgrading' },
    });
    expect(set.statusCode).toBe(200);
    const status = (await t.app.inject({ method: 'GET', url: '/api/wps/system/status' })).json().value;
    expect(status).toMatchObject({ state: 1, maintenance: true, maintenanceInfo: { message: 'Upgrading' } });
    const blocked = await t.app.inject({
      method: 'GET',
      url: '/api/wps/relay/GCSGAME_newGameVendor',
      headers: { 'accept-language': 'th' },
    });
    expect(blocked.statusCode).toBe(423);
    expect(blocked.json()).toMatchObject({
      success: false,
      code: 'MAINTENANCE',
      message: 'เว็บไซต์อยู่ระหว่างปรับปรุง กรุณากลับมาใหม่ภายหลัง',
    });
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/wps/system/status',
      headers: { merchant: 'LOTUS' },
    });
    expect(other.json().value.state).toBe(0);
    await t.app.inject({
      method: 'PUT',
      url: '/api/bo/merchants/ROYAL/maintenance',
      headers: auth,
      payload: { enabled: false },
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/wps/system/status' })).json().value.state).toBe(0);
  });
});
