import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  decryptPayload,
  encryptPayload,
  generateRsaKeyPair,
  type EncryptedEnvelope,
  type RsaKeyPair,
} from '../hybrid-encryption.ts';

let pair: RsaKeyPair;
let otherPair: RsaKeyPair;
beforeAll(() => {
  pair = generateRsaKeyPair('k-test');
  otherPair = generateRsaKeyPair('k-other');
});

/** Flips one bit of a base64 field's bytes. */
const flip = (base64: string, index = 0): string => {
  const bytes = Buffer.from(base64, 'base64');
  bytes[index % bytes.length]! ^= 0x01;
  return bytes.toString('base64');
};

describe('hybrid encryption (RSA-OAEP-SHA256 + AES-256-GCM)', () => {
  it('makes an RSA key of at least 2048 bits in PEM', () => {
    expect(pair.keyId).toBe('k-test');
    expect(pair.publicKeyPem).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    expect(pair.privateKeyPem).toMatch(/^-----BEGIN PRIVATE KEY-----/);
    // 2048-bit SPKI is ~450 bytes of base64 body.
    expect(pair.publicKeyPem.length).toBeGreaterThan(400);
  });

  it('round-trips a payload', () => {
    const payload = { username: 'demo01', password: 'Pässwörd✓', ts: 1_700_000_000_000, nonce: 'abcdefgh12' };
    const envelope = encryptPayload(pair.keyId, pair.publicKeyPem, payload);
    expect(envelope.keyId).toBe('k-test');
    expect(Buffer.from(envelope.iv, 'base64')).toHaveLength(12);
    expect(Buffer.from(envelope.key, 'base64')).toHaveLength(256);
    expect(JSON.parse(decryptPayload(pair.privateKeyPem, envelope))).toEqual(payload);
  });

  it('never repeats a key, IV or ciphertext for the same payload', () => {
    const a = encryptPayload(pair.keyId, pair.publicKeyPem, { x: 1 });
    const b = encryptPayload(pair.keyId, pair.publicKeyPem, { x: 1 });
    expect(a.key).not.toBe(b.key);
    expect(a.iv).not.toBe(b.iv);
    expect(a.data).not.toBe(b.data);
  });

  it('round-trips any JSON value (property)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const envelope = encryptPayload(pair.keyId, pair.publicKeyPem, value);
        expect(decryptPayload(pair.privateKeyPem, envelope)).toBe(JSON.stringify(value));
      }),
      { numRuns: 40 },
    );
  });

  describe('refuses anything tampered with', () => {
    let envelope: EncryptedEnvelope;
    beforeAll(() => {
      envelope = encryptPayload(pair.keyId, pair.publicKeyPem, { amount: '100.00', nonce: 'n-12345678' });
    });

    it('a flipped bit anywhere in the data (ciphertext or tag)', () => {
      const length = Buffer.from(envelope.data, 'base64').length;
      for (const index of [0, Math.floor(length / 2), length - 17, length - 1]) {
        expect(() =>
          decryptPayload(pair.privateKeyPem, { ...envelope, data: flip(envelope.data, index) }),
        ).toThrow();
      }
    });

    it('truncated data', () => {
      const bytes = Buffer.from(envelope.data, 'base64');
      expect(() =>
        decryptPayload(pair.privateKeyPem, {
          ...envelope,
          data: bytes.subarray(0, bytes.length - 1).toString('base64'),
        }),
      ).toThrow();
      expect(() =>
        decryptPayload(pair.privateKeyPem, { ...envelope, data: bytes.subarray(0, 16).toString('base64') }),
      ).toThrow();
    });

    it('a changed IV, or one of the wrong length', () => {
      expect(() => decryptPayload(pair.privateKeyPem, { ...envelope, iv: flip(envelope.iv) })).toThrow();
      expect(() =>
        decryptPayload(pair.privateKeyPem, { ...envelope, iv: Buffer.alloc(16).toString('base64') }),
      ).toThrow();
    });

    it('a changed wrapped key, or a key wrapped for another RSA pair', () => {
      expect(() =>
        decryptPayload(pair.privateKeyPem, { ...envelope, key: flip(envelope.key, 100) }),
      ).toThrow();
      expect(() => decryptPayload(otherPair.privateKeyPem, envelope)).toThrow();
    });

    it('a data field swapped in from another envelope', () => {
      const other = encryptPayload(pair.keyId, pair.publicKeyPem, {
        amount: '999999.00',
        nonce: 'n-12345678',
      });
      expect(() => decryptPayload(pair.privateKeyPem, { ...envelope, data: other.data })).toThrow();
    });

    it('non-base64 garbage', () => {
      expect(() => decryptPayload(pair.privateKeyPem, { ...envelope, key: '!!!' })).toThrow();
      expect(() => decryptPayload(pair.privateKeyPem, { ...envelope, data: '' })).toThrow();
    });
  });
});
