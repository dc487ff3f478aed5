/**
 * Provable fairness: every outcome of the in-house games is a pure function of
 * (serverSeed, clientSeed, nonce). The hash of the server seed is published before betting and the
 * seed revealed afterwards, so anyone can check that the seed was fixed in advance and recompute the
 * outcome. This file is the reference algorithm; the verifier page runs this very code in the browser.
 *
 * Algorithm (third parties: reproduce exactly this):
 *   1. seedHash = lowercase hex SHA-256 of the UTF-8 bytes of serverSeed.
 *   2. For round = 0, 1, 2, … compute the 32-byte block
 *        HMAC-SHA256(key = UTF-8(serverSeed), message = UTF-8(`${clientSeed}:${nonce}:${round}`))
 *      where nonce and round are written in decimal without leading zeros.
 *   3. Each block yields 8 floats, one per 4 consecutive bytes b0 b1 b2 b3 (in order):
 *        float = b0/256 + b1/256² + b2/256³ + b3/256⁴  (= big-endian uint32 / 2³²), so 0 ≤ float < 1.
 *      Floats are consumed in order; when a block is used up the next round's block follows.
 *   4. An integer in [0, n) is floor(float × n) (`randomInt`). Its bias is below n / 2³², under
 *      one in ten million for every n the games use.
 * Each game documents how it consumes the floats (slot: one per reel stop, tables: cards / dice / pocket).
 */
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { DomainError } from './errors.ts';

/** A source of uniform floats in [0, 1): the fairness stream in play, a fast PRNG in the RTP bench. */
export type FloatSource = () => number;

const FLOATS_PER_BLOCK = 8;
const TWO_POW_32 = 2 ** 32;

export function sha256Hex(text: string): string {
  return bytesToHex(sha256(utf8ToBytes(text)));
}

/** The hash published before betting: SHA-256 hex of the server seed. */
export function seedHash(serverSeed: string): string {
  return sha256Hex(serverSeed);
}

function assertSeeds(serverSeed: string, clientSeed: string, nonce: number) {
  if (typeof serverSeed !== 'string' || serverSeed.length === 0)
    throw new DomainError('INVALID_SEED', 'The server seed must be a non-empty string.');
  if (typeof clientSeed !== 'string')
    throw new DomainError('INVALID_SEED', 'The client seed must be a string.');
  if (!Number.isSafeInteger(nonce) || nonce < 0)
    throw new DomainError('INVALID_NONCE', 'The nonce must be a non-negative integer.');
}

/** The 32 bytes of step 2 for one round. */
export function fairnessBlock(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  round: number,
): Uint8Array {
  return hmac(sha256, utf8ToBytes(serverSeed), utf8ToBytes(`${clientSeed}:${nonce}:${round}`));
}

function floatAt(block: Uint8Array, index: number): number {
  const at = index * 4;
  // Big-endian uint32 read byte by byte: no DataView, no sign issues with `<<` on the top byte.
  const word = block[at]! * 0x1000000 + block[at + 1]! * 0x10000 + block[at + 2]! * 0x100 + block[at + 3]!;
  return word / TWO_POW_32;
}

/**
 * A stream of floats for engines that do not know in advance how many they need (free spins,
 * baccarat third cards). Blocks are computed lazily, one HMAC per 8 floats.
 */
export function createFloatStream(serverSeed: string, clientSeed: string, nonce: number): FloatSource {
  assertSeeds(serverSeed, clientSeed, nonce);
  let round = 0;
  let index = FLOATS_PER_BLOCK;
  let block: Uint8Array = new Uint8Array(32);
  return () => {
    if (index === FLOATS_PER_BLOCK) {
      block = fairnessBlock(serverSeed, clientSeed, nonce, round);
      round += 1;
      index = 0;
    }
    const value = floatAt(block, index);
    index += 1;
    return value;
  };
}

/** The first `count` floats of the stream (same values as `createFloatStream`). */
export function outcomeFloats(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  count: number,
): number[] {
  if (!Number.isSafeInteger(count) || count < 0)
    throw new DomainError('INVALID_COUNT', 'The float count must be a non-negative integer.');
  const next = createFloatStream(serverSeed, clientSeed, nonce);
  return Array.from({ length: count }, () => next());
}

/** An integer in [0, n): floor(float × n). */
export function randomInt(next: FloatSource, n: number): number {
  if (!Number.isSafeInteger(n) || n < 1)
    throw new DomainError('INVALID_COUNT', `randomInt needs n ≥ 1, got ${n}.`);
  return Math.floor(next() * n);
}
