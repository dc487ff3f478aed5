import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createSecretBox,
  isSealed,
  parseSecretKey,
  sealedPrefix,
  secretKeyId,
  SecretBoxError,
} from '../secret-box.ts';
import { resealSecrets, SecretResealError, type SealedColumn } from '../secret-reseal.ts';

const k1 = randomBytes(32);
const k2 = randomBytes(32);
const box1 = createSecretBox({ current: k1 });

/** Replaces one character of the sealed payload with another base64url character. */
function tamper(sealed: string, index: number): string {
  const [prefix, id, payload] = sealed.split(':') as [string, string, string];
  const bytes = Buffer.from(payload, 'base64url');
  bytes[index % bytes.length]! ^= 0x01;
  return `${prefix}:${id}:${bytes.toString('base64url')}`;
}

describe('secret box (AES-256-GCM, purpose-bound, key-named)', () => {
  it('opens what it sealed, for any text and purpose', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 300 }),
        fc.string({ maxLength: 40 }),
        (text, purpose) => {
          const sealed = box1.seal(text, purpose);
          expect(sealed.startsWith(sealedPrefix(box1.keyId))).toBe(true);
          expect(box1.open(sealed, purpose)).toBe(text);
          expect(box1.needsReseal(sealed)).toBe(false);
        },
      ),
    );
  });

  it('never shows the plaintext, and seals the same text differently each time', () => {
    const secret = 'JBSWY3DPEHPK3PXP-vendor-secret';
    const a = box1.seal(secret, 'vendor-secret');
    const b = box1.seal(secret, 'vendor-secret');
    expect(a).not.toBe(b);
    for (const sealed of [a, b]) {
      expect(sealed).not.toContain(secret);
      expect(Buffer.from(sealed.split(':')[2]!, 'base64url').toString('latin1')).not.toContain(secret);
    }
  });

  it('refuses any flipped bit: the tag covers IV, ciphertext and itself', () => {
    const sealed = box1.seal('a vendor secret of some length', 'vendor-secret');
    const length = Buffer.from(sealed.split(':')[2]!, 'base64url').length;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: length - 1 }), (index) => {
        expect(() => box1.open(tamper(sealed, index), 'vendor-secret')).toThrow(SecretBoxError);
      }),
    );
  });

  it('refuses a value moved to another column (its purpose is bound as additional data)', () => {
    const seed = box1.seal('JBSWY3DPEHPK3PXP', 'member-totp');
    expect(() => box1.open(seed, 'vendor-secret')).toThrow(/integrity/);
    expect(() => box1.open(seed, 'member-totp ')).toThrow(SecretBoxError);
  });

  it('refuses truncated, malformed and unknown-key values without echoing them', () => {
    const sealed = box1.seal('secret', 'p');
    const [, id, payload] = sealed.split(':') as [string, string, string];
    expect(() => box1.open(`sb1:${id}:${payload.slice(0, 20)}`, 'p')).toThrow(/truncated/);
    expect(() => box1.open(`sb1:${id}:`, 'p')).toThrow(/malformed/);
    expect(() => box1.open(`${sealed}:extra`, 'p')).toThrow(/malformed/);
    expect(() => box1.open(`sb1:00000000:${payload}`, 'p')).toThrow(/no key 00000000/);
    expect(() => createSecretBox({ current: k2 }).open(sealed, 'p')).toThrow(SecretBoxError);
  });

  it('opens legacy plaintext as it is, and asks for it to be sealed', () => {
    expect(isSealed('plain-old-secret')).toBe(false);
    expect(box1.open('plain-old-secret', 'vendor-secret')).toBe('plain-old-secret');
    expect(box1.needsReseal('plain-old-secret')).toBe(true);
  });

  it('rotates: a previous key still opens what it sealed, and only the current key seals', () => {
    const old = box1.seal('rotated secret', 'rsa-private-key');
    const rotated = createSecretBox({ current: k2, previous: [k1] });
    expect(rotated.keyId).toBe(secretKeyId(k2));
    expect(rotated.needsReseal(old)).toBe(true);
    expect(rotated.open(old, 'rsa-private-key')).toBe('rotated secret');
    const resealed = rotated.seal(rotated.open(old, 'rsa-private-key'), 'rsa-private-key');
    expect(resealed.startsWith(sealedPrefix(secretKeyId(k2)))).toBe(true);
    expect(rotated.needsReseal(resealed)).toBe(false);
    // Once the old key is dropped, what is resealed still opens; what is not cannot.
    const withoutOld = createSecretBox({ current: k2 });
    expect(withoutOld.open(resealed, 'rsa-private-key')).toBe('rotated secret');
    expect(() => withoutOld.open(old, 'rsa-private-key')).toThrow(/no key/);
    // The old key alone cannot open what the new one sealed.
    expect(() => box1.open(resealed, 'rsa-private-key')).toThrow(/no key/);
  });

  it('reads 32-byte keys as hex, base64 or base64url, and nothing else', () => {
    const key = randomBytes(32);
    expect(parseSecretKey(key.toString('hex'))?.equals(key)).toBe(true);
    expect(parseSecretKey(key.toString('base64'))?.equals(key)).toBe(true);
    expect(parseSecretKey(` ${key.toString('base64url')} `)?.equals(key)).toBe(true);
    expect(parseSecretKey(randomBytes(16).toString('base64'))).toBeNull();
    expect(parseSecretKey('not a key!')).toBeNull();
    expect(() => createSecretBox({ current: randomBytes(16) })).toThrow(/32 bytes/);
  });
});

/** A column held in memory, with a hook that lets a "second node" write between read and write. */
function memoryColumn(values: Map<string, string>, purpose = 'p', beforeReplace?: (id: string) => void) {
  const column: SealedColumn = {
    name: 'table.column',
    purpose,
    async pending(prefix, afterId, limit) {
      return [...values.entries()]
        .filter(
          ([id, stored]) => stored !== '' && !stored.startsWith(prefix) && (afterId === null || id > afterId),
        )
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .slice(0, limit)
        .map(([id, stored]) => ({ id, stored }));
    },
    async replace(id, stored, next) {
      beforeReplace?.(id);
      if (values.get(id) !== stored) return false;
      values.set(id, next);
      return true;
    },
  };
  return column;
}

describe('boot-time reseal pass', () => {
  it('seals plaintext and reseals old-key values, over several pages, and is idempotent', async () => {
    const values = new Map<string, string>();
    for (let i = 0; i < 450; i++) {
      const id = `row${String(i).padStart(4, '0')}`;
      values.set(id, i % 3 === 0 ? `plain-${i}` : i % 3 === 1 ? box1.seal(`old-${i}`, 'p') : '');
    }
    const rotated = createSecretBox({ current: k2, previous: [k1] });
    expect((await resealSecrets(rotated, [memoryColumn(values)])).resealed).toBe(300);
    for (const [id, stored] of values) {
      const i = Number(id.slice(3));
      if (i % 3 === 2) expect(stored).toBe('');
      else {
        expect(stored.startsWith(sealedPrefix(rotated.keyId))).toBe(true);
        expect(createSecretBox({ current: k2 }).open(stored, 'p')).toBe(
          i % 3 === 0 ? `plain-${i}` : `old-${i}`,
        );
      }
    }
    expect((await resealSecrets(rotated, [memoryColumn(values)])).resealed).toBe(0);
  });

  it('loses nothing when another node reseals the same row first', async () => {
    const values = new Map([['a', 'plain-a']]);
    const other = box1.seal('plain-a', 'p');
    const column = memoryColumn(values, 'p', (id) => values.set(id, other));
    expect((await resealSecrets(box1, [column])).resealed).toBe(0);
    expect(box1.open(values.get('a')!, 'p')).toBe('plain-a');
  });

  it('stops the start, naming every row, when a value was sealed under a key it does not have', async () => {
    const values = new Map([
      ['a', box1.seal('x', 'p')],
      ['b', 'plain-b'],
      ['c', box1.seal('y', 'p')],
    ]);
    const error = await resealSecrets(createSecretBox({ current: k2 }), [memoryColumn(values)]).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(SecretResealError);
    expect((error as SecretResealError).problems).toEqual([
      expect.stringMatching(/^table\.column of a: no key/),
      expect.stringMatching(/^table\.column of c: no key/),
    ]);
    expect((error as Error).message).toMatch(/SECRETS_KEY_PREVIOUS/);
    // What it could seal, it sealed; what it could not, it left as it was.
    expect(values.get('b')!.startsWith(sealedPrefix(secretKeyId(k2)))).toBe(true);
    expect(box1.open(values.get('a')!, 'p')).toBe('x');
  });
});
