import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectOk } from '../../../../test/envelope.ts';
import { createTestApp, operatorAuth, type TestApp } from '../../../../test/test-app.ts';

/**
 * Issue 18: operators created in the console served every merchant (an empty list meant all). A
 * merchant list is now given at creation, empty means none, and what belongs to no merchant (vendor
 * secrets, the global catalogue, ledger reconciliation) needs an operator that serves them all.
 */
describe('operator merchant scope', () => {
  let t: TestApp;
  let admin: { authorization: string };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await operatorAuth(t.app);
  });
  afterAll(() => t.close());

  async function operatorWith(username: string, body: Record<string, unknown>) {
    const created = expectOk<{ merchantCodes: string[]; allMerchants: boolean }>(
      await t.app.inject({
        method: 'POST',
        url: '/api/bo/operators',
        headers: admin,
        payload: { username, password: 'Scoped12345', ...body },
      }),
    );
    return { created, auth: await operatorAuth(t.app, username, 'Scoped12345') };
  }
  const get = (url: string, headers: { authorization: string }) =>
    t.app.inject({ method: 'GET', url, headers });

  it('gives an operator with an empty merchant list no merchant at all', async () => {
    const { created, auth } = await operatorWith('scope-none', { role: 'SUPPORT' });
    expect(created).toMatchObject({ merchantCodes: [], allMerchants: false });
    for (const merchant of ['ROYAL', 'LOTUS']) {
      expectError(await get(`/api/bo/merchants/${merchant}/members`, auth), 403, 'FORBIDDEN');
    }
  });

  it('serves a scoped operator its own merchant only', async () => {
    const { created, auth } = await operatorWith('scope-lotus', { role: 'ADMIN', merchantCodes: ['lotus'] });
    expect(created).toMatchObject({ merchantCodes: ['LOTUS'], allMerchants: false });
    expectOk(await get('/api/bo/merchants/LOTUS/members', auth));
    expectError(await get('/api/bo/merchants/ROYAL/members', auth), 403, 'FORBIDDEN');
  });

  it('keeps vendor secrets, the global catalogue and reconciliation from a scoped operator', async () => {
    const { auth } = await operatorWith('scope-royal', { role: 'ADMIN', merchantCodes: ['ROYAL'] });
    expectError(await get('/api/bo/vendors', auth), 403, 'FORBIDDEN');
    expectError(await get('/api/bo/ledger/reconciliations', auth), 403, 'FORBIDDEN');
    expectError(
      await t.app.inject({ method: 'POST', url: '/api/bo/ledger/reconciliations', headers: auth }),
      403,
      'FORBIDDEN',
    );
    expectError(
      await t.app.inject({
        method: 'PATCH',
        url: '/api/bo/games/1',
        headers: auth,
        payload: { isHot: true },
      }),
      403,
      'FORBIDDEN',
    );
    // The global operator still has them.
    expectOk(await get('/api/bo/vendors', admin));
    expectOk(await get('/api/bo/ledger/reconciliations', admin));
  });

  it('lets no one hand out more reach than they have', async () => {
    const { auth } = await operatorWith('scope-manager', { role: 'SUPER_ADMIN', merchantCodes: ['ROYAL'] });
    for (const body of [{ allMerchants: true }, { merchantCodes: ['LOTUS'] }]) {
      expectError(
        await t.app.inject({
          method: 'POST',
          url: '/api/bo/operators',
          headers: auth,
          payload: {
            username: `grant-${Object.keys(body)[0]!.toLowerCase()}`,
            password: 'Scoped12345',
            role: 'VIEWER',
            ...body,
          },
        }),
        403,
        'FORBIDDEN',
      );
    }
  });
});
