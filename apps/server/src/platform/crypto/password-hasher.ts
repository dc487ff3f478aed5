import { availableParallelism } from 'node:os';
import argon2 from 'argon2';
import { AppError } from '../http/app-error.ts';

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

/**
 * Queue places per slot when PASSWORD_HASH_QUEUE_LIMIT is unset: a verification costs ~31 ms on the
 * reference 2-vCPU machine, so 16 waiting hashes per slot is ~0.5 s of wait, the login latency budget.
 * Past that a login would only wait longer to be served late; refusing it at once lets the client
 * retry while the server keeps the ones it accepted within budget.
 */
export const QUEUE_PLACES_PER_SLOT = 16;
export const defaultHashQueueLimit = (slots = MAX_CONCURRENT_HASHES) => slots * QUEUE_PLACES_PER_SLOT;

/** Running-average weight of the latest hash time, for Retry-After: smooth, yet follows a slower host. */
const DURATION_WEIGHT = 0.1;
const INITIAL_DURATION_MS = 31;

export interface HashSlots {
  /** Runs `work` in a free slot, waits in line for one, or throws TOO_BUSY (429) when the line is full. */
  run<T>(work: () => Promise<T>): Promise<T>;
  setQueueLimit(limit: number): void;
  readonly running: number;
  readonly waiting: number;
}

/**
 * A semaphore with a bounded FIFO line. The refusal is the same for every caller (it depends only on
 * the line, never on who asks), so an overloaded login says nothing about whether the account exists.
 */
export function createHashSlots(options: { concurrency: number; queueLimit: number }): HashSlots {
  const { concurrency } = options;
  let queueLimit = options.queueLimit;
  let running = 0;
  let averageMs = INITIAL_DURATION_MS;
  const waiting: (() => void)[] = [];

  const tooBusy = () => {
    // The time the current line needs to drain, rounded up: long enough that a retry finds room.
    const seconds = Math.max(1, Math.ceil(((waiting.length + 1) * averageMs) / concurrency / 1000));
    return new AppError('TOO_BUSY', { seconds }, { seconds }, { 'Retry-After': String(seconds) });
  };

  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      // A finishing hash hands its slot straight to the next in line, so the bound is never exceeded.
      if (running < concurrency) running++;
      else if (waiting.length < queueLimit) await new Promise<void>((resolve) => waiting.push(resolve));
      else throw tooBusy();
      const started = performance.now();
      try {
        return await work();
      } finally {
        averageMs += DURATION_WEIGHT * (performance.now() - started - averageMs);
        const next = waiting.shift();
        if (next) next();
        else running--;
      }
    },
    setQueueLimit(limit: number) {
      // Already queued hashes keep their place; the new limit applies to arrivals.
      queueLimit = limit;
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}

/** One line for the whole process: the threads it protects (libuv's pool, the cores) are per process. */
export const hashSlots = createHashSlots({
  concurrency: MAX_CONCURRENT_HASHES,
  queueLimit: defaultHashQueueLimit(),
});

/** Applies the configured line length (config PASSWORD_HASH_QUEUE_LIMIT); unset keeps the default. */
export function configurePasswordHashing(options: { queueLimit: number | undefined }): void {
  hashSlots.setQueueLimit(options.queueLimit ?? defaultHashQueueLimit());
}

export const withHashSlot = <T>(work: () => Promise<T>): Promise<T> => hashSlots.run(work);

export const hashPassword = (password: string): Promise<string> =>
  withHashSlot(() => argon2.hash(password, OPTIONS));

/**
 * False for a wrong password or an unreadable stored hash. TOO_BUSY is not caught: a refused
 * verification is not a wrong password, and must never count as a failed attempt on the account.
 */
export const verifyPassword = (hash: string, password: string): Promise<boolean> =>
  withHashSlot(async () => {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  });

let dummyHash: Promise<string> | undefined;
/**
 * Verifies against a throw-away hash so that an unknown user costs the same time as a known one, and
 * waits in (or is refused by) the same line, so overload does not tell them apart either.
 */
export async function burnVerification(password: string): Promise<void> {
  dummyHash ??= hashPassword('timing-equaliser-not-a-password').catch((error: unknown) => {
    // A refused first hash must not poison every later unknown-user login.
    dummyHash = undefined;
    throw error;
  });
  await verifyPassword(await dummyHash, password);
}
