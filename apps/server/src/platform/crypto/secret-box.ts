import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Secrets at rest (vendor and social-login secrets, TOTP seeds, the RSA private key) are sealed with
 * AES-256-GCM under a key from the environment (`SECRETS_KEY`), so a copy of the database alone
 * gives none of them away. A sealed value names its key, which is how rotation works: old keys
 * (`SECRETS_KEY_PREVIOUS`) still open what they sealed, and `needsReseal` tells the boot-time pass
 * what to seal again under the current key.
 *
 * Format: `sb1:<key id>:<base64url(iv ‖ ciphertext ‖ tag)>`, the key id being the first 8 hex
 * digits of SHA-256 of the key. The secret's purpose is bound as additional data, so a value cannot
 * be moved to another column and opened there.
 */
export interface SecretBox {
  seal(plaintext: string, purpose: string): string;
  /** Opens a sealed value; a value without the prefix is legacy plaintext and comes back as it is. */
  open(stored: string, purpose: string): string;
  /** True for plaintext and for values sealed under a previous key. */
  needsReseal(stored: string): boolean;
  /** The current key's id. */
  readonly keyId: string;
}

const PREFIX = 'sb1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export class SecretBoxError extends Error {}

export const secretKeyId = (key: Buffer) => createHash('sha256').update(key).digest('hex').slice(0, 8);

/** Reads a 32-byte key given as base64, base64url or 64 hex digits. */
export function parseSecretKey(text: string): Buffer | null {
  const trimmed = text.trim();
  if (/^[0-9a-f]{64}$/i.test(trimmed)) return Buffer.from(trimmed, 'hex');
  if (!/^[A-Za-z0-9+/_-]+=*$/.test(trimmed)) return null;
  const bytes = Buffer.from(trimmed.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  return bytes.length === 32 ? bytes : null;
}

export function isSealed(stored: string): boolean {
  return stored.startsWith(`${PREFIX}:`);
}

/** How every value sealed under this key begins: lets SQL find what still needs sealing. */
export const sealedPrefix = (keyId: string) => `${PREFIX}:${keyId}:`;

export function createSecretBox(keys: { current: Buffer; previous?: readonly Buffer[] }): SecretBox {
  const all = [keys.current, ...(keys.previous ?? [])];
  for (const key of all) if (key.length !== 32) throw new SecretBoxError('a secrets key must be 32 bytes');
  const byId = new Map(all.map((key) => [secretKeyId(key), key]));
  const currentId = secretKeyId(keys.current);

  return {
    keyId: currentId,

    seal(plaintext, purpose) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', keys.current, iv);
      cipher.setAAD(Buffer.from(purpose, 'utf8'));
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      const sealed = Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
      return `${PREFIX}:${currentId}:${sealed}`;
    },

    open(stored, purpose) {
      if (!isSealed(stored)) return stored;
      const parts = stored.split(':');
      const [, id, payload] = parts;
      if (parts.length !== 3 || !id || !payload) throw new SecretBoxError(`a sealed ${purpose} is malformed`);
      const key = byId.get(id);
      if (!key) throw new SecretBoxError(`no key ${id} to open this secret (${purpose})`);
      const raw = Buffer.from(payload, 'base64url');
      if (raw.length < IV_BYTES + TAG_BYTES) throw new SecretBoxError(`a sealed ${purpose} is truncated`);
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
      decipher.setAAD(Buffer.from(purpose, 'utf8'));
      decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
      try {
        return Buffer.concat([
          decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        throw new SecretBoxError(`a sealed ${purpose} failed its integrity check`);
      }
    },

    needsReseal(stored) {
      return !stored.startsWith(sealedPrefix(currentId));
    },
  };
}
