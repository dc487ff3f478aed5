import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, type InjectedResponse } from '../../../../test/envelope.ts';
import { latestCode, login } from '../../../../test/member-client.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';

/**
 * Issue 18 "Limits under Redis": the SMS-code and login-failure limits decide on the count an
 * atomic increment returns, so a burst of parallel attempts gets no more tries than the limit.
 * Runs on the in-process store, and on Redis when REDIS_URL is set (createTestApp picks it).
 */
describe('identity: limits hold under parallel attempts', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const codeOf = (r: InjectedResponse) => (r.json() as { code: string }).code;

  async function sendLoginCode(e164: string, clientIp: string): Promise<string> {
    await t.modules.identity.verification.sendSmsCode({
      merchantCode: 'ROYAL',
      purpose: 'LOGIN',
      e164,
      clientIp,
      brandName: 'Royal',
      language: 'EN',
      deliver: true,
    });
    return latestCode(t, e164);
  }

  const consume = (e164: string, code: string) =>
    t.modules.identity.verification
      .consumeSmsCode({ merchantCode: 'ROYAL', purpose: 'LOGIN', e164, code })
      .then(
        () => 'accepted' as const,
        () => 'refused' as const,
      );

  const wrongCodes = (right: string, n: number) =>
    Array.from({ length: 20 }, (_, i) => String((Number(right) + 1 + i) % 1_000_000).padStart(6, '0')).slice(
      0,
      n,
    );

  it('compares an SMS code at most five times, however many guesses arrive at once', async () => {
    const e164 = '+66810000011';
    const right = await sendLoginCode(e164, '198.51.100.11');
    // Nineteen wrong guesses and then the right one, all in flight together: the right one is the
    // twentieth try, so it must be refused (reading the code before counting let every guess compare).
    const outcomes = await Promise.all([...wrongCodes(right, 19), right].map((code) => consume(e164, code)));
    expect(outcomes.filter((o) => o === 'accepted')).toHaveLength(0);
    // The code is burnt.
    expect(await consume(e164, right)).toBe('refused');
  });

  it('still accepts the right code within the first five tries of a burst', async () => {
    const e164 = '+66810000019';
    const right = await sendLoginCode(e164, '198.51.100.19');
    const outcomes = await Promise.all([...wrongCodes(right, 4), right].map((code) => consume(e164, code)));
    expect(outcomes).toEqual(['refused', 'refused', 'refused', 'refused', 'accepted']);
  });

  it('lets only three parallel wrong passwords through before the captcha', async () => {
    const answers = (
      await Promise.all(Array.from({ length: 8 }, (_, i) => login(t, 'demo03', `Wrong${i}pass`)))
    ).map(codeOf);
    // Reading the counts first let all eight be checked without a captcha.
    expect(answers.filter((c) => c === 'INVALID_CREDENTIALS')).toHaveLength(3);
    expect(answers.filter((c) => c === 'CAPTCHA_REQUIRED')).toHaveLength(5);
    // The captcha answers did not count as failures, and the next try still needs the captcha.
    expectError(await login(t, 'demo03', 'Demo1234'), 400, 'CAPTCHA_REQUIRED');
  });
});
