import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestClock, type TestApp } from '../../../../test/test-app.ts';

/**
 * Issue 18: 30 wrong passwords for `admin` from rotating X-Forwarded-For addresses were none of them
 * limited. Guessing is now slowed per account whatever the address, and every attempt is audited.
 */
describe('operator password guessing', () => {
  const clock = createTestClock();
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ clock, env: { TRUST_PROXY: '1' } });
  });
  afterAll(() => t.close());

  const login = (password: string, forwardedFor: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/bo/auth/login',
      headers: { 'x-forwarded-for': forwardedFor, 'user-agent': 'guesser/1.0' },
      payload: { username: 'admin', password },
    });

  it('limits 30 wrong passwords sent from 30 addresses, and holds the right one during the wait', async () => {
    const codes: string[] = [];
    for (let i = 0; i < 30; i++)
      codes.push((await login(`Wrong${i}pass`, `198.51.100.${i + 1}`)).json().code);
    expect(codes.filter((c) => c === 'INVALID_CREDENTIALS')).toHaveLength(6);
    expect(codes.filter((c) => c === 'RATE_LIMITED')).toHaveLength(24);
    const held = await login('Admin1234', '203.0.113.9');
    expect(held.statusCode).toBe(429);
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
    // After the wait, the operator gets in, and the account starts afresh.
    clock.advance(3_000);
    await new Promise((r) => setTimeout(r, 2_100));
    expect((await login('Admin1234', '203.0.113.9')).statusCode).toBe(200);
    expect((await login('Wrong99pass', '203.0.113.10')).json().code).toBe('INVALID_CREDENTIALS');
  });

  it('audits every attempt with its address and user agent', async () => {
    const { rows } = await t.db.query<{ action: string; ip: string; after: { userAgent: string } }>(
      `SELECT action, ip, after FROM audit_log WHERE action LIKE 'operator.login%' ORDER BY id`,
    );
    expect(rows.filter((r) => r.action === 'operator.login-failed').length).toBeGreaterThanOrEqual(7);
    expect(rows.filter((r) => r.action === 'operator.login')).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ip: '198.51.100.1', after: { userAgent: 'guesser/1.0' } });
  });

  it('takes the client from X-Forwarded-For only past the trusted hop', async () => {
    // One trusted hop: the right-most address is the client, whatever the client wrote before it.
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/bo/auth/login',
      headers: { 'x-forwarded-for': '10.9.9.9, 192.0.2.77', 'user-agent': 'hops' },
      payload: { username: 'nobody-here', password: 'x' },
    });
    expect(response.json().code).toBe('INVALID_CREDENTIALS');
    const { rows } = await t.db.query<{ ip: string }>(
      `SELECT ip FROM audit_log WHERE target = 'operator:nobody-here' ORDER BY id DESC LIMIT 1`,
    );
    expect(rows[0]!.ip).toBe('192.0.2.77');
  });
});
