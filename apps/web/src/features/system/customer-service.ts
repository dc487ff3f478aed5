/**
 * Spec §3/§9: a customer-service entry's `path` is encrypted and its last 8 characters are the key.
 * The server sends base64url(iv ‖ ciphertext ‖ tag) + key8, AES-256-GCM under SHA-256(key8).
 */
const KEY_LENGTH = 8;
const IV_BYTES = 12;

export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const b64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const padded = b64 + '='.repeat((4 - (b64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Splits an encrypted path into its sealed body and its 8-character key. */
export function splitCustomerServicePath(path: string): { body: string; key: string } | null {
  if (path.length <= KEY_LENGTH) return null;
  return { body: path.slice(0, -KEY_LENGTH), key: path.slice(-KEY_LENGTH) };
}

/** The plain URL of a customer-service entry, or null if it cannot be opened. */
export async function decryptCustomerServicePath(path: string): Promise<string | null> {
  if (/^https?:\/\//i.test(path)) return path; // already plain (older data)
  const parts = splitCustomerServicePath(path);
  if (!parts) return null;
  try {
    const sealed = base64UrlToBytes(parts.body);
    if (sealed.length <= IV_BYTES + 16) return null;
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(parts.key));
    const key = await crypto.subtle.importKey('raw', digest, { name: 'AES-GCM' }, false, ['decrypt']);
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: sealed.subarray(0, IV_BYTES), tagLength: 128 },
      key,
      sealed.subarray(IV_BYTES),
    );
    const url = new TextDecoder().decode(plain);
    return /^(https?:|mailto:|tel:)/i.test(url) ? url : null;
  } catch {
    return null;
  }
}

/** Spec §9: the support pop-up window is 440×750. */
export const SUPPORT_WINDOW = { width: 440, height: 750 } as const;

/** Opens a support URL in its pop-up window; false when the browser blocked it. */
export function openSupportWindow(url: string): boolean {
  const left = Math.max(0, window.screenX + window.outerWidth - SUPPORT_WINDOW.width - 40);
  const top = Math.max(0, window.screenY + 60);
  const features = `popup,width=${SUPPORT_WINDOW.width},height=${SUPPORT_WINDOW.height},left=${left},top=${top}`;
  const opened = window.open(url, 'customer-service', features);
  if (!opened) return false;
  try {
    opened.opener = null; // the support page must not reach back into the site
  } catch {
    /* cross-origin already */
  }
  return true;
}
