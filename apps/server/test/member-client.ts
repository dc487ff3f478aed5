import { randomBytes } from 'node:crypto';
import type { TLoginValue } from '@platform/contracts';
import { solveChallenge } from 'altcha-lib/v1';
import { encryptPayload } from '../src/platform/crypto/hybrid-encryption.ts';
import { expectOk, type InjectedResponse } from './envelope.ts';
import type { TestApp } from './test-app.ts';

type Method = 'POST' | 'PUT' | 'DELETE' | 'GET';

/** Sends `fields` as API.md's encrypted body, with a fresh ts (`nowMs`: a test clock's) and nonce. */
export async function sendEncrypted(
  t: TestApp,
  method: Method,
  url: string,
  fields: Record<string, unknown>,
  headers: Record<string, string> = {},
  remoteAddress = '127.0.0.1',
  nowMs = Date.now(),
): Promise<InjectedResponse> {
  const key = expectOk<{ keyId: string; publicKey: string }>(
    await t.app.inject({ method: 'GET', url: '/api/wps/system/publicKey' }),
  );
  const payload = encryptPayload(key.keyId, key.publicKey, {
    ...fields,
    ts: nowMs,
    nonce: randomBytes(12).toString('hex'),
  });
  return t.app.inject({
    method,
    url,
    payload,
    remoteAddress,
    headers: { 'accept-language': 'en', ...headers },
  });
}

/** Fetches and solves an ALTCHA challenge the way the site's bot check does. */
export async function solveBotCheck(t: TestApp, headers: Record<string, string> = {}): Promise<string> {
  const challenge = expectOk<{
    algorithm: string;
    challenge: string;
    salt: string;
    signature: string;
    maxnumber: number;
  }>(await t.app.inject({ method: 'GET', url: '/api/wps/verification/challenge', headers }));
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  if (!solution) throw new Error('bot check unsolved');
  return Buffer.from(
    JSON.stringify({
      algorithm: challenge.algorithm,
      challenge: challenge.challenge,
      number: solution.number,
      salt: challenge.salt,
      signature: challenge.signature,
    }),
  ).toString('base64');
}

export async function login(
  t: TestApp,
  username: string,
  password: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<InjectedResponse> {
  return sendEncrypted(t, 'POST', '/api/wps/session/login', { username, password, ...extra }, headers);
}

export async function loginOk(t: TestApp, username: string, password = 'Demo1234'): Promise<TLoginValue> {
  return expectOk<TLoginValue>(await login(t, username, password));
}

export const bearer = (token: string, more: Record<string, string> = {}) => ({
  authorization: `Bearer ${token}`,
  'accept-language': 'en',
  ...more,
});

/** The latest outbox message to a recipient (DEV_OUTBOX is on in tests), and the code in it. */
export async function latestCode(t: TestApp, to: string): Promise<string> {
  const messages = expectOk<{ body: string }[]>(
    await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` }),
  );
  const code = messages[0]?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}
