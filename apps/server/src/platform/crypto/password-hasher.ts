import { availableParallelism } from 'node:os';
import argon2 from 'argon2';

/**
 * argon2id at the OWASP/ASVS 4.0 minimum (m = 19 MiB, t = 2, p = 1). argon2 runs on libuv's thread
 * pool, so hashing never blocks the event loop.
 */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * At most one hash per core at a time: libuv's pool has four threads, and four 19 MiB hashes on a
 * two-core machine starve the event loop, so every other request (status, balance) waits behind a
 * login flood. Excess logins queue here instead.
 */
export const MAX_CONCURRENT_HASHES = Math.max(1, availableParallelism() - 1);
let running = 0;
const waiting: (() => void)[] = [];

export async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  // A finishing hash hands its slot straight to the next in line, so the bound is never exceeded.
  if (running < MAX_CONCURRENT_HASHES) running++;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

export const hashPassword = (password: string): Promise<string> =>
  withHashSlot(() => argon2.hash(password, OPTIONS));

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await withHashSlot(() => argon2.verify(hash, password));
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Verifies against a throw-away hash so that an unknown user costs the same time as a known one. */
export async function burnVerification(password: string): Promise<void> {
  dummyHash ??= hashPassword('timing-equaliser-not-a-password');
  await verifyPassword(await dummyHash, password);
}
