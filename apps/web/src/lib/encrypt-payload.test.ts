import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  base64ToBytes,
  bytesToBase64,
  encryptPayload,
  forgetPublicKey,
  pemToDer,
  randomNonce,
} from './encrypt-payload.ts';

async function serverKeyPair() {
  const pair = await crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  const spki = new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey));
  const pem = `-----BEGIN PUBLIC KEY-----\n${bytesToBase64(spki).replace(/(.{64})/g, '$1\n')}\n-----END PUBLIC KEY-----\n`;
  return { pem, privateKey: pair.privateKey };
}

afterEach(() => {
  vi.unstubAllGlobals();
  forgetPublicKey();
});

describe('encryptPayload (API.md "Encrypted payloads")', () => {
  it('produces a body the server can open: RSA-OAEP-SHA256 key, 12-byte IV, AES-256-GCM ciphertext‖tag', async () => {
    const { pem, privateKey } = await serverKeyPair();
    const fetchMock = vi.fn(
      async () =>
        new Response(
          JSON.stringify({ success: true, code: 'OK', message: '', value: { keyId: 'k1', publicKey: pem } }),
        ),
    );
    vi.stubGlobal('fetch', fetchMock);

    const before = Date.now();
    const body = await encryptPayload({ username: 'demo01', password: 'Demo1234' });
    expect(body.keyId).toBe('k1');
    expect(fetchMock).toHaveBeenCalledWith('/api/wps/system/publicKey', expect.anything());

    const aesRaw = new Uint8Array(
      await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, privateKey, base64ToBytes(body.key)),
    );
    expect(aesRaw).toHaveLength(32);
    const iv = base64ToBytes(body.iv);
    expect(iv).toHaveLength(12);
    const aesKey = await crypto.subtle.importKey('raw', aesRaw, { name: 'AES-GCM' }, false, ['decrypt']);
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv, tagLength: 128 },
      aesKey,
      base64ToBytes(body.data),
    );
    const payload = JSON.parse(new TextDecoder().decode(plain)) as Record<string, unknown>;
    expect(payload).toMatchObject({ username: 'demo01', password: 'Demo1234' });
    expect(payload.ts).toBeGreaterThanOrEqual(before);
    expect(typeof payload.nonce).toBe('string');
    expect((payload.nonce as string).length).toBeGreaterThanOrEqual(8);

    // The public key is fetched once and reused.
    await encryptPayload({ a: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('uses a fresh key, IV and nonce every time', async () => {
    const { pem } = await serverKeyPair();
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(
          JSON.stringify({ success: true, code: 'OK', message: '', value: { keyId: 'k', publicKey: pem } }),
        ),
    );
    const a = await encryptPayload({ x: 1 });
    const b = await encryptPayload({ x: 1 });
    expect(a.iv).not.toBe(b.iv);
    expect(a.key).not.toBe(b.key);
    expect(a.data).not.toBe(b.data);
    expect(randomNonce()).not.toBe(randomNonce());
  });

  it('reads the DER out of a PEM block', () => {
    expect(Array.from(pemToDer('-----BEGIN PUBLIC KEY-----\nAQID\n-----END PUBLIC KEY-----'))).toEqual([
      1, 2, 3,
    ]);
  });
});
