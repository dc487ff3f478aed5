import { describe, expect, it } from 'vitest';
import { decryptCustomerServicePath, splitCustomerServicePath } from './customer-service.ts';

/** The server's scheme: base64url(iv ‖ AES-256-GCM(url) ‖ tag) + key8, key = SHA-256(key8). */
async function encryptLikeServer(url: string, key8: string) {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(key8));
  const key = await crypto.subtle.importKey('raw', digest, { name: 'AES-GCM' }, false, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(url)),
  );
  const all = new Uint8Array(iv.length + sealed.length);
  all.set(iv);
  all.set(sealed, iv.length);
  let binary = '';
  for (const b of all) binary += String.fromCharCode(b);
  return `${btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}${key8}`;
}

describe('customer-service path', () => {
  it('decrypts with its last 8 characters as the key', async () => {
    const path = await encryptLikeServer('https://support.example.com/chat', 'Ab3_x-9Q');
    expect(splitCustomerServicePath(path)?.key).toBe('Ab3_x-9Q');
    await expect(decryptCustomerServicePath(path)).resolves.toBe('https://support.example.com/chat');
  });

  it('returns null for tampered or junk paths, and passes plain URLs', async () => {
    const path = await encryptLikeServer('https://t.me/support', 'KEY12345');
    const tampered = `${path.slice(0, 5)}${path[5] === 'A' ? 'B' : 'A'}${path.slice(6)}`;
    await expect(decryptCustomerServicePath(tampered)).resolves.toBeNull();
    await expect(decryptCustomerServicePath('short')).resolves.toBeNull();
    await expect(decryptCustomerServicePath('https://plain.example.com')).resolves.toBe(
      'https://plain.example.com',
    );
  });

  it('refuses a decrypted value that is not a web link', async () => {
    await expect(
      decryptCustomerServicePath(await encryptLikeServer('javascript:alert(1)', 'k8k8k8k8')),
    ).resolves.toBeNull();
  });
});
