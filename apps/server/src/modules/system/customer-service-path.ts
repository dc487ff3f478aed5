import { createCipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Spec §3/§9: a customer-service entry's `path` is encrypted and its last 8 characters are the
 * decryption key. We encrypt the URL with AES-256-GCM under SHA-256(key8) and send
 * base64url(iv ‖ ciphertext ‖ tag) followed by key8; the site reverses it with WebCrypto.
 */
export function encryptCustomerServicePath(url: string, key8 = randomBytes(6).toString('base64url')): string {
  const aesKey = createHash('sha256').update(key8).digest();
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', aesKey, iv);
  const body = Buffer.concat([iv, cipher.update(url, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `${body.toString('base64url')}${key8}`;
}
