import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoLeak } from '../../../../test/envelope.ts';
import { sendEncrypted } from '../../../../test/member-client.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';

const RUNS = 150;

/** Plain JSON routes of the identity module, each hit with arbitrary bodies. */
const PLAIN_ROUTES = [
  ['POST', '/api/wps/session/login/freeplay'],
  ['POST', '/api/wps/verification/sms/noLogin'],
  ['POST', '/api/wps/verification/sms/register'],
  ['POST', '/api/wps/member/password/email'],
  ['POST', '/api/wps/session/login/verification/code'],
] as const;

/** Routes marked E: arbitrary plaintext fields arrive properly encrypted, so validation itself is probed. */
const ENCRYPTED_ROUTES = [
  ['POST', '/api/wps/session/login'],
  ['PUT', '/api/wps/member/register'],
  ['PUT', '/api/wps/member/register/mobile'],
  ['POST', '/api/wps/member/password/verification'],
  ['POST', '/api/wps/session/login/verification'],
] as const;

/** Values shaped like the real fields, mixed with hostile ones. */
const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 300 }),
  fc.constantFrom(
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '\u0000\u0001',
    '９９９９',
    '+66 81 000 0001',
    'Demo1234',
    'demo01',
    '${jndi:ldap://x}',
    '\u202Eevil',
  ),
);
const hostileValue = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 3 }),
);
const FIELDS = [
  'username',
  'password',
  'type',
  'mobileNum',
  'mobileNo',
  'countryDialingCode',
  'verificationCode',
  'newPassword',
  'confirmPassword',
  'email',
  'captcha',
  'captchaKey',
  'botCheck',
  'affiliateCode',
  'verificationToken',
  'method',
  'code',
  '__proto__',
  'constructor',
];
const hostileBody = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELDS), hostileValue, { maxKeys: 8 }),
  fc.anything(),
);

function expectFourHundred(res: { statusCode: number; body: string }, context: string) {
  expect(res.statusCode, `${context}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
  expectNoLeak(res.body);
  const body = JSON.parse(res.body) as { success: boolean; code: string; message: string };
  expect(typeof body.success, context).toBe('boolean');
  if (!body.success) expect(body.message.length, context).toBeGreaterThan(0);
}

describe('identity routes under hostile input: 4xx envelopes, never a 5xx', () => {
  let t: TestApp;
  let ip = 0;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  for (const [method, url] of PLAIN_ROUTES) {
    it(`${method} ${url}: ${RUNS} arbitrary bodies`, async () => {
      await fc.assert(
        fc.asyncProperty(hostileBody, async (body) => {
          const res = await t.app.inject({
            method,
            url,
            remoteAddress: `10.1.${Math.floor(ip / 250)}.${ip++ % 250}`,
            headers: { 'content-type': 'application/json' },
            payload: JSON.stringify(body) ?? 'null',
          });
          expectFourHundred(res, `${url} ${JSON.stringify(body)?.slice(0, 200)}`);
        }),
        { numRuns: RUNS },
      );
    }, 120_000);
  }

  for (const [method, url] of ENCRYPTED_ROUTES) {
    it(`${method} ${url}: ${RUNS} arbitrary encrypted payloads`, async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.dictionary(fc.constantFrom(...FIELDS), hostileValue, { maxKeys: 8 }),
          async (fields) => {
            const res = await sendEncrypted(
              t,
              method,
              url,
              fields,
              {},
              `10.2.${Math.floor(ip / 250)}.${ip++ % 250}`,
            );
            expectFourHundred(res, `${url} ${JSON.stringify(fields).slice(0, 200)}`);
          },
        ),
        { numRuns: RUNS },
      );
    }, 120_000);
  }

  it('refuses a malformed query on the affiliate and captcha routes with 4xx', async () => {
    for (const query of ['', '?code=', `?code=${'x'.repeat(500)}`, '?code[]=a', '?code=%00']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/wps/agent/affiliate${query}` });
      expectFourHundred(res, query);
    }
  });
});
