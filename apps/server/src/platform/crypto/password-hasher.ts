import argon2 from 'argon2';

/**
 * argon2id at the OWASP/ASVS 4.0 minimum (m = 19 MiB, t = 2, p = 1). argon2 runs on libuv's thread
 * pool, so hashing never blocks the event loop.
 */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => argon2.hash(password, OPTIONS);

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
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
