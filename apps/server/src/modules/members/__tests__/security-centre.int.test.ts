import type { TLoginValue } from '@platform/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectOk } from '../../../../test/envelope.ts';
import { bearer, sendEncrypted } from '../../../../test/member-client.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';

interface Overview {
  totpEnabled: boolean;
  mobileNum: string | null;
  email: string | null;
  trustedIps: { ip: string; firstAt: string; lastAt: string }[];
  loginHistory: { at: string; ip: string; device: string; result: string }[];
}

describe('members: security centre', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const loginFrom = (username: string, ip: string) =>
    sendEncrypted(t, 'POST', '/api/wps/session/login', { username, password: 'Demo1234' }, {}, ip);
  const overview = async (token: string) =>
    expectOk<Overview>(
      await t.app.inject({ method: 'GET', url: '/api/wps/member/security', headers: bearer(token) }),
    );

  it('shows the member their trusted IPs and login trail, and forgetting an IP asks for verification there again', async () => {
    const home = '203.0.113.80';
    const { token } = expectOk<TLoginValue>(await loginFrom('demo11', home));
    const neighbour = expectOk<TLoginValue>(await loginFrom('demo12', home));

    const before = await overview(token);
    expect(before.totpEnabled).toBe(false);
    expect(before.trustedIps.map((i) => i.ip)).toEqual([home]);
    expect(before.loginHistory[0]).toMatchObject({ ip: home, result: 'SUCCESS' });

    expectOk(
      await t.app.inject({
        method: 'DELETE',
        url: '/api/wps/member/security/trusted-ips',
        headers: bearer(token),
        payload: { ip: home },
      }),
    );
    expect((await overview(token)).trustedIps).toEqual([]);
    // Only the member's own trust is forgotten.
    expect((await overview(neighbour.token)).trustedIps.map((i) => i.ip)).toEqual([home]);

    expectError(await loginFrom('demo11', home), 403, 'VERIFICATION_REQUIRED');
    expectOk<TLoginValue>(await loginFrom('demo12', home));
  });

  it('needs a member session', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/api/wps/member/security' }), 401, 'UNAUTHORIZED');
    expectError(
      await t.app.inject({
        method: 'DELETE',
        url: '/api/wps/member/security/trusted-ips',
        payload: { ip: '203.0.113.80' },
      }),
      401,
      'UNAUTHORIZED',
    );
  });
});
