// Tests run under vitest with fast-check; the purity rule of domain/ is about shipped code.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.ts';
import {
  createFloatStream,
  fairnessBlock,
  outcomeFloats,
  randomInt,
  seedHash,
  sha256Hex,
} from '../fairness.ts';

// Reference values computed independently (Python hmac/hashlib) for the algorithm documented in
// fairness.ts: third parties who reimplement it must get exactly these.
const SERVER_SEED = 'e3b9c7f1a0d24c5e8f6a7b9c0d1e2f3a';
const CLIENT_SEED = 'player-seed';
const NONCE = 7;
const BLOCK_0 = 'aee5fd33bb4d02b7ce136bd37bf0ad27cc83a71a4792b4914bdb9bd3480c5be6';
const BLOCK_1 = '238bc8a8ca52525f9bb10fe1cde69a4f42bfff99d82604f4d8a8c8900aaed78f';
const FLOATS = [
  0.6831968545448035, 0.7316438385751098, 0.8049838438164443, 0.48414118005894125, 0.7988838613964617,
  0.2795822957996279, 0.2963197126518935, 0.2814385830424726, 0.1388516817241907, 0.7903186304029077,
];

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

describe('fairness', () => {
  it('hashes with SHA-256 (FIPS 180-2 vector) and publishes the seed hash', () => {
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(seedHash(SERVER_SEED)).toBe('8d099d5b290a59853380ebd7d7b358564578556eef53cc4a69c5ba57b618a011');
  });

  it('derives each block as HMAC-SHA256(serverSeed, "clientSeed:nonce:round")', () => {
    expect(hex(fairnessBlock(SERVER_SEED, CLIENT_SEED, NONCE, 0))).toBe(BLOCK_0);
    expect(hex(fairnessBlock(SERVER_SEED, CLIENT_SEED, NONCE, 1))).toBe(BLOCK_1);
  });

  it('turns every 4 bytes into a big-endian uint32 / 2^32 and moves to the next round after 8 floats', () => {
    expect(outcomeFloats(SERVER_SEED, CLIENT_SEED, NONCE, 10)).toEqual(FLOATS);
    // The first float by hand from the first four bytes ae e5 fd 33.
    expect(FLOATS[0]).toBe((0xae * 2 ** 24 + 0xe5 * 2 ** 16 + 0xfd * 2 ** 8 + 0x33) / 2 ** 32);
  });

  it('gives the same values as a stream as in one batch', () => {
    const next = createFloatStream(SERVER_SEED, CLIENT_SEED, NONCE);
    const streamed = Array.from({ length: 20 }, () => next());
    expect(streamed).toEqual(outcomeFloats(SERVER_SEED, CLIENT_SEED, NONCE, 20));
    expect(streamed.slice(0, 10)).toEqual(FLOATS);
  });

  it('changes completely with any seed or the nonce', () => {
    const base = outcomeFloats(SERVER_SEED, CLIENT_SEED, NONCE, 4);
    expect(outcomeFloats(SERVER_SEED, CLIENT_SEED, NONCE + 1, 4)).not.toEqual(base);
    expect(outcomeFloats(SERVER_SEED, `${CLIENT_SEED}x`, NONCE, 4)).not.toEqual(base);
    expect(outcomeFloats(`${SERVER_SEED}x`, CLIENT_SEED, NONCE, 4)).not.toEqual(base);
  });

  it('refuses a negative or fractional nonce and an empty server seed', () => {
    expect(() => createFloatStream(SERVER_SEED, CLIENT_SEED, -1)).toThrow(DomainError);
    expect(() => createFloatStream(SERVER_SEED, CLIENT_SEED, 1.5)).toThrow(DomainError);
    expect(() => createFloatStream('', CLIENT_SEED, 0)).toThrow(DomainError);
    expect(() => outcomeFloats(SERVER_SEED, CLIENT_SEED, 0, -1)).toThrow(DomainError);
  });

  it('draws floats in [0, 1) and integers in [0, n)', () => {
    fc.assert(
      fc.property(fc.string(), fc.nat(), fc.integer({ min: 1, max: 1000 }), (clientSeed, nonce, n) => {
        const next = createFloatStream('server', clientSeed, nonce);
        for (let i = 0; i < 12; i++) {
          const value = randomInt(next, n);
          expect(Number.isInteger(value) && value >= 0 && value < n).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
    expect(randomInt(() => 0, 37)).toBe(0);
    expect(randomInt(() => 1 - 2 ** -32, 37)).toBe(36);
    expect(() => randomInt(() => 0.5, 0)).toThrow(DomainError);
  });
});
