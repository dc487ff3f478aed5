/**
 * Fast electronic draws (ELOTT) and the simulated official feed deal results from a seed.
 *
 * Algorithm (third parties: reproduce exactly this):
 *   1. seedHash = lowercase hex SHA-256 of UTF-8(serverSeed), published when the draw opens.
 *   2. Blocks: HMAC-SHA256(key = UTF-8(serverSeed), message = UTF-8(`${drawId}:${round}`)),
 *      round = 0, 1, 2, …; each block gives 8 big-endian uint32 words, consumed in order.
 *   3. Each number of k digits, in prize order (the prize list of the result shape), is
 *      floor(word × 10^k / 2^32) written with k digits (leading zeros kept).
 * The seed is revealed once the draw is resulted; `verifyDraw` recomputes the result.
 */
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { PRIZES_OF, type DrawResult, type ResultShape } from './markets.ts';

export const seedHash = (serverSeed: string): string => bytesToHex(sha256(utf8ToBytes(serverSeed)));

/** The result a seed deals for a draw. */
export function dealResult(shape: ResultShape, serverSeed: string, drawId: string): DrawResult {
  const key = utf8ToBytes(serverSeed);
  let round = 0;
  let block = new Uint8Array(32);
  let index = 8;
  const nextWord = () => {
    if (index === 8) {
      block = hmac(sha256, key, utf8ToBytes(`${drawId}:${round}`));
      round += 1;
      index = 0;
    }
    const at = index * 4;
    index += 1;
    return block[at]! * 0x1000000 + block[at + 1]! * 0x10000 + block[at + 2]! * 0x100 + block[at + 3]!;
  };
  const result: DrawResult = {};
  for (const spec of PRIZES_OF[shape]) {
    const numbers: string[] = [];
    for (let i = 0; i < spec.count; i++) {
      // Exact in bigint: word × 10^k < 2^32 × 10^6 fits a double too, but bigint says it plainly.
      const value = (BigInt(nextWord()) * 10n ** BigInt(spec.digits)) >> 32n;
      numbers.push(value.toString().padStart(spec.digits, '0'));
    }
    result[spec.prize] = numbers;
  }
  return result;
}

export interface VerifyDrawInput {
  shape: ResultShape;
  drawId: string;
  serverSeed: string;
  /** The hash published before betting. */
  serverSeedHash: string;
  /** The result announced; when given it is compared with the recomputed one. */
  result?: DrawResult;
}

export function verifyDraw(input: VerifyDrawInput) {
  const computedHash = seedHash(input.serverSeed);
  const computed = dealResult(input.shape, input.serverSeed, input.drawId);
  const hashMatches = computedHash === input.serverSeedHash.trim().toLowerCase();
  const resultMatches =
    input.result === undefined ||
    JSON.stringify(orderResult(input.shape, input.result)) === JSON.stringify(computed);
  return {
    computedHash,
    hashMatches,
    result: computed,
    resultMatches,
    verified: hashMatches && resultMatches,
  };
}

const orderResult = (shape: ResultShape, result: DrawResult): DrawResult =>
  Object.fromEntries(PRIZES_OF[shape].map((p) => [p.prize, result[p.prize] ?? []]));
