import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectOk } from '../../../../test/envelope.ts';
import { login } from '../../../../test/member-client.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import {
  configurePasswordHashing,
  MAX_CONCURRENT_HASHES,
  withHashSlot,
} from '../../../platform/crypto/password-hasher.ts';

/**
 * A login flood beyond what the password hasher can serve: the hash line is full, so logins are
 * refused at once with 429 TOO_BUSY and Retry-After, identically for every account (no enumeration)
 * and without counting as failed attempts (no captcha or throttle escalation for the victim).
 */
describe('login under overload', () => {
  let t: TestApp;
  let release: (() => void)[] = [];

  /** Takes every hash slot and allows nobody to wait, as a flood that has filled the line would. */
  function saturateHashing() {
    configurePasswordHashing({ queueLimit: 0 });
    for (let i = 0; i < MAX_CONCURRENT_HASHES; i++)
      void withHashSlot(() => new Promise<void>((resolve) => release.push(resolve)));
  }

  function endFlood() {
    for (const r of release) r();
    release = [];
    configurePasswordHashing({ queueLimit: undefined });
  }

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterEach(endFlood);
  afterAll(async () => {
    await t?.close();
  });

  const historyOf = async (username: string) =>
    Number(
      (
        await t.db.query<{ n: string }>(
          `SELECT count(*) AS n FROM member_login_history WHERE lower(username) = lower($1)`,
          [username],
        )
      ).rows[0]?.n,
    );

  it('refuses known and unknown accounts alike, fast, with 429 TOO_BUSY and Retry-After', async () => {
    saturateHashing();
    const answers = [
      await login(t, 'demo03', 'Demo1234'),
      await login(t, 'demo03', 'wrong-password'),
      await login(t, 'nobody-here-42', 'Demo1234'),
    ];
    const shapes = answers.map((res) => {
      const body = expectError(res, 429, 'TOO_BUSY');
      expect(body.message).toMatch(/busy/i);
      expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      return { body, retryAfter: res.headers['retry-after'] };
    });
    // Byte-for-byte the same answer: overload says nothing about whether the account exists.
    expect(shapes[1]).toEqual(shapes[0]);
    expect(shapes[2]).toEqual(shapes[0]);
  });

  it('does not count refusals as failed attempts: no captcha, no throttle, no login-history rows', async () => {
    const before = await historyOf('demo04');
    saturateHashing();
    // More refusals than it takes failures to ask for a captcha (3) on the account and the IP.
    for (let i = 0; i < 6; i++) expectError(await login(t, 'demo04', `wrong${i}`), 429, 'TOO_BUSY');
    endFlood();
    expect(await historyOf('demo04')).toBe(before);

    const wrong = expectError(await login(t, 'demo04', 'still-wrong'), 401, 'INVALID_CREDENTIALS');
    expect(wrong.value).toEqual({ captcha: false });
    expectOk(await login(t, 'demo04', 'Demo1234'));
  });

  it('serves logins again as soon as the line has room', async () => {
    saturateHashing();
    expectError(await login(t, 'demo05', 'Demo1234'), 429, 'TOO_BUSY');
    endFlood();
    expectOk(await login(t, 'demo05', 'Demo1234'));
    expectError(await login(t, 'nobody-here-43', 'Demo1234'), 401, 'INVALID_CREDENTIALS');
  });
});
