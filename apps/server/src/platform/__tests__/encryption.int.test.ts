import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectOk } from '../../../test/envelope.ts';
import {
  createTestApp,
  createTestClock,
  createTestDatabase,
  type TestApp,
  type TestDatabase,
} from '../../../test/test-app.ts';
import { encryptPayload, type EncryptedEnvelope } from '../crypto/hybrid-encryption.ts';
import { ERROR_MESSAGES } from '../i18n/error-messages.ts';

const ECHO = '/api/wps/test/echo';
const MINUTE = 60_000;

/** A public route marked encrypted that answers the body it was handed. */
const withEchoRoute = (app: TestApp['app']) => {
  app.post(ECHO, { config: { access: 'public', encrypted: true } }, async (req) => ({
    success: true,
    code: 'OK',
    message: '',
    value: req.body,
  }));
};

const nonce = () => randomBytes(12).toString('hex');

async function publicKey(t: TestApp) {
  return expectOk<{ keyId: string; publicKey: string }>(
    await t.app.inject({ method: 'GET', url: '/api/wps/system/publicKey' }),
  );
}

const post = (t: TestApp, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: ECHO,
    payload: payload as object,
    headers: { 'accept-language': 'en', ...headers },
  });

describe('encrypted request bodies', () => {
  const clock = createTestClock();
  let t: TestApp;
  let key: { keyId: string; publicKey: string };
  const seal = (fields: Record<string, unknown>, over: { ts?: number; nonce?: string } = {}) =>
    encryptPayload(key.keyId, key.publicKey, {
      ...fields,
      ts: over.ts ?? clock.nowMs(),
      nonce: over.nonce ?? nonce(),
    });

  beforeAll(async () => {
    t = await createTestApp({ clock, beforeReady: withEchoRoute });
    key = await publicKey(t);
  });
  afterAll(() => t.close());

  it('publishes an RSA public key in SPKI PEM with its id', async () => {
    expect(key.keyId).toMatch(/\S/);
    expect(key.publicKey).toMatch(/^-----BEGIN PUBLIC KEY-----\n[\s\S]+\n-----END PUBLIC KEY-----\n?$/);
    // Asking again gives the same key.
    expect(await publicKey(t)).toEqual(key);
  });

  it('decrypts the body and hands the route its fields without ts and nonce', async () => {
    const fields = { username: 'demo01', password: 'Démo✓1234', amount: '100.00', nested: { a: [1, 2] } };
    const res = await post(t, seal(fields));
    expect(expectOk(res)).toEqual(fields);
  });

  it('refuses the same encrypted body sent twice with 409 REPLAYED', async () => {
    const body = seal({ amount: '5.00' });
    expectOk(await post(t, body));
    expectError(await post(t, body), 409, 'REPLAYED', ERROR_MESSAGES.EN.REPLAYED);
  });

  it('refuses a new envelope that reuses a nonce', async () => {
    const reused = nonce();
    expectOk(await post(t, seal({ n: 1 }, { nonce: reused })));
    expectError(await post(t, seal({ n: 2 }, { nonce: reused })), 409, 'REPLAYED');
  });

  it('refuses a ts older than 5 minutes, and accepts one just inside the window', async () => {
    expectError(await post(t, seal({ n: 1 }, { ts: clock.nowMs() - 6 * MINUTE })), 409, 'REPLAYED');
    expectOk(await post(t, seal({ n: 1 }, { ts: clock.nowMs() - 4 * MINUTE })));
  });

  it('refuses a ts far in the future', async () => {
    expectError(await post(t, seal({ n: 1 }, { ts: clock.nowMs() + 10 * MINUTE })), 409, 'REPLAYED');
  });

  it('refuses a payload without ts or nonce', async () => {
    const now = clock.nowMs();
    expectError(await post(t, encryptPayload(key.keyId, key.publicKey, { a: 1 })), 409, 'REPLAYED');
    expectError(await post(t, encryptPayload(key.keyId, key.publicKey, { a: 1, ts: now })), 409, 'REPLAYED');
    expectError(
      await post(t, encryptPayload(key.keyId, key.publicKey, { a: 1, ts: String(now), nonce: nonce() })),
      409,
      'REPLAYED',
    );
  });

  it('refuses a plaintext JSON body with 400 ENCRYPTION_REQUIRED', async () => {
    for (const body of [
      { username: 'demo01', ts: clock.nowMs(), nonce: nonce() },
      {},
      [],
      { keyId: key.keyId, key: '', iv: '', data: '' },
    ]) {
      expectError(await post(t, body), 400, 'ENCRYPTION_REQUIRED', ERROR_MESSAGES.EN.ENCRYPTION_REQUIRED);
    }
  });

  it('refuses tampered data, iv or key with 400 DECRYPTION_FAILED', async () => {
    const body = seal({ amount: '1.00' });
    const flipped = (field: keyof EncryptedEnvelope, index = 3) => {
      const bytes = Buffer.from(body[field], 'base64');
      bytes[index]! ^= 0x80;
      return { ...body, [field]: bytes.toString('base64') };
    };
    expectError(
      await post(t, flipped('data')),
      400,
      'DECRYPTION_FAILED',
      ERROR_MESSAGES.EN.DECRYPTION_FAILED,
    );
    expectError(await post(t, flipped('iv')), 400, 'DECRYPTION_FAILED');
    expectError(await post(t, flipped('key', 40)), 400, 'DECRYPTION_FAILED');
    expectError(await post(t, { ...body, data: 'bm90IGVuY3J5cHRlZA==' }), 400, 'DECRYPTION_FAILED');
    // The untouched envelope still goes through: the failures above consumed nothing.
    expectOk(await post(t, body));
  });

  it('refuses a payload that decrypts to something other than a JSON object', async () => {
    expectError(await post(t, encryptPayload(key.keyId, key.publicKey, [1, 2])), 400, 'DECRYPTION_FAILED');
    expectError(await post(t, encryptPayload(key.keyId, key.publicKey, 'text')), 400, 'DECRYPTION_FAILED');
  });

  it('refuses an unknown keyId with 400 UNKNOWN_KEY', async () => {
    const body = seal({ a: 1 });
    expectError(
      await post(t, { ...body, keyId: 'k-does-not-exist' }),
      400,
      'UNKNOWN_KEY',
      ERROR_MESSAGES.EN.UNKNOWN_KEY,
    );
  });

  it('translates its refusals', async () => {
    expectError(
      await post(t, { plain: true }, { 'accept-language': 'ko' }),
      400,
      'ENCRYPTION_REQUIRED',
      ERROR_MESSAGES.KO.ENCRYPTION_REQUIRED,
    );
    const body = seal({ a: 1 });
    expectOk(await post(t, body));
    expectError(
      await post(t, body, { 'accept-language': 'zh-CN' }),
      409,
      'REPLAYED',
      ERROR_MESSAGES.CN.REPLAYED,
    );
  });
});

describe('the RSA key pair across restarts', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('survives a restart: same keyId and key, and a body sealed for the first app opens in the second', async () => {
    const first = await createTestApp({ database, beforeReady: withEchoRoute });
    let key: { keyId: string; publicKey: string };
    let sealed: EncryptedEnvelope;
    try {
      key = await publicKey(first);
      sealed = encryptPayload(key.keyId, key.publicKey, { hello: 'world', ts: Date.now(), nonce: nonce() });
    } finally {
      await first.close();
    }
    const second = await createTestApp({ database, beforeReady: withEchoRoute });
    try {
      expect(await publicKey(second)).toEqual(key);
      expect(expectOk(await post(second, sealed))).toEqual({ hello: 'world' });
    } finally {
      await second.close();
    }
  });
});
