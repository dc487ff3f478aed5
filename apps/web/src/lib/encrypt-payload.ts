import type { TEncryptedBody, TPublicKey } from '@platform/contracts';
import { api, ApiError, apiRequest } from './api-client.ts';

/**
 * Client side of API.md "Encrypted payloads" (routes marked E): a fresh AES-256-GCM key per
 * request, wrapped with the server's RSA-OAEP-SHA256 public key. The plaintext carries `ts` and a
 * random `nonce` against replay.
 */
export const PUBLIC_KEY_PATH = '/api/wps/system/publicKey';

let cachedKey: Promise<{ keyId: string; key: CryptoKey }> | null = null;

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

export function base64ToBytes(b64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(b64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The DER bytes inside an SPKI PEM block. */
export function pemToDer(pem: string): Uint8Array<ArrayBuffer> {
  const body = pem
    .replace(/-----BEGIN [^-]+-----/, '')
    .replace(/-----END [^-]+-----/, '')
    .replace(/\s+/g, '');
  return base64ToBytes(body);
}

/** A URL-safe random string of `bytes` random bytes. */
export function randomNonce(bytes = 16): string {
  const raw = crypto.getRandomValues(new Uint8Array(bytes));
  return bytesToBase64(raw).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

async function importPublicKey({ keyId, publicKey }: TPublicKey) {
  const key = await crypto.subtle.importKey(
    'spki',
    pemToDer(publicKey),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  return { keyId, key };
}

function serverKey(forceRefresh: boolean) {
  if (!cachedKey || forceRefresh) {
    cachedKey = api.get<TPublicKey>(PUBLIC_KEY_PATH).then(importPublicKey);
    cachedKey.catch(() => {
      cachedKey = null;
    });
  }
  return cachedKey;
}

/** Encrypts `payload` (plus `ts` and `nonce`) into the body an E route expects. */
export async function encryptPayload(
  payload: Record<string, unknown>,
  options: { forceKeyRefresh?: boolean } = {},
): Promise<TEncryptedBody> {
  const { keyId, key: rsaKey } = await serverKey(!!options.forceKeyRefresh);
  const aesRaw = crypto.getRandomValues(new Uint8Array(32));
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const aesKey = await crypto.subtle.importKey('raw', aesRaw, { name: 'AES-GCM' }, false, ['encrypt']);
  const plaintext = new TextEncoder().encode(
    JSON.stringify({ ...payload, ts: Date.now(), nonce: randomNonce() }),
  );
  // WebCrypto's AES-GCM output is ciphertext ‖ 16-byte tag, exactly the wire format.
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv, tagLength: 128 }, aesKey, plaintext),
  );
  const wrapped = new Uint8Array(await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, rsaKey, aesRaw));
  return { keyId, key: bytesToBase64(wrapped), iv: bytesToBase64(iv), data: bytesToBase64(sealed) };
}

/** Forgets the cached public key (the server answered UNKNOWN_KEY after a key rotation). */
export function forgetPublicKey(): void {
  cachedKey = null;
}

/**
 * Sends `payload` encrypted to an E route and returns the envelope's value. A key rotation on the
 * server (UNKNOWN_KEY) is retried once with a fresh public key. `headers` go in the clear (e.g. the
 * `Idempotency-Key` of a money-moving call).
 */
export async function sendEncrypted<T>(
  method: 'POST' | 'PUT',
  path: string,
  payload: Record<string, unknown>,
  headers?: Record<string, string>,
): Promise<T> {
  try {
    return await apiRequest<T>(path, { method, headers, body: await encryptPayload(payload) });
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== 'UNKNOWN_KEY') throw error;
    return apiRequest<T>(path, {
      method,
      headers,
      body: await encryptPayload(payload, { forceKeyRefresh: true }),
    });
  }
}
