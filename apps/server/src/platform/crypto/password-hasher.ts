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
 * How long a login may wait in line for a hash slot when PASSWORD_HASH_QUEUE_LIMIT is unset. The
 * login p99 budget is 500 ms; on the reference 2-vCPU machine under a 50/s flood a 400 ms wait gave
 * served logins p50 419 / p99 688 ms, 300 ms gave p50 321 / p99 448 ms at the same throughput (see
 * bench/README.md). A login that would wait longer is refused at once: served late it would only
 * hold a place, while refused it retries after Retry-After and the line stays within budget.
 */
export const MAX_HASH_WAIT_MS = 300;

/** Weight of the latest hash in the running average: smooth, yet follows a slower or busier host. */
const DURATION_WEIGHT = 0.1;
/** argon2id at these parameters on the reference 2-vCPU machine, until hashes have been timed here. */
const INITIAL_HASH_MS = 31;

export interface HashSlots {
  /** Runs `work` in a free slot, waits in line for one, or throws TOO_BUSY (429) when the line is full. */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** A fixed line length, or undefined for the default: as many as can be served within MAX_HASH_WAIT_MS. */
  setQueueLimit(limit: number | undefined): void;
  /** Places in line now (the fixed limit, or the one the measured hash time allows). */
  readonly queueLimit: number;
  readonly running: number;
  readonly waiting: number;
}

/**
 * A semaphore with a bounded FIFO line. The refusal is the same for every caller (it depends only on
 * the line, never on who asks), so an overloaded login says nothing about whether the account exists.
 */
export function createHashSlots(options: {
  concurrency: number;
  queueLimit?: number | undefined;
  maxWaitMs?: number;
  now?: () => number;
}): HashSlots {
  const { concurrency, maxWaitMs = MAX_HASH_WAIT_MS, now = () => performance.now() } = options;
  let fixedLimit = options.queueLimit;
  let running = 0;
  /** How long a hash holds its slot, hand-over to the next in line included (the event loop runs it). */
  let averageMs = INITIAL_HASH_MS;
  const waiting: ((grantedAt: number) => void)[] = [];

  // The n-th in line waits about n × averageMs / concurrency.
  const queueLimit = () => fixedLimit ?? Math.max(1, Math.floor((maxWaitMs * concurrency) / averageMs));

  const tooBusy = () => {
    // The time the current line needs to drain, rounded up: long enough that a retry finds room.
    const seconds = Math.max(1, Math.ceil(((waiting.length + 1) * averageMs) / concurrency / 1000));
    return new AppError('TOO_BUSY', { seconds }, { seconds }, { 'Retry-After': String(seconds) });
  };

  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      let grantedAt: number;
      // A finishing hash hands its slot straight to the next in line, so the bound is never exceeded.
      if (running < concurrency) {
        running++;
        grantedAt = now();
      } else if (waiting.length < queueLimit()) {
        grantedAt = await new Promise<number>((resolve) => waiting.push(resolve));
      } else throw tooBusy();
      try {
        return await work();
      } finally {
        const releasedAt = now();
        averageMs += DURATION_WEIGHT * (releasedAt - grantedAt - averageMs);
        const next = waiting.shift();
        if (next) next(releasedAt);
        else running--;
      }
    },
    setQueueLimit(limit: number | undefined) {
      // Already queued hashes keep their place; the new limit applies to arrivals.
      fixedLimit = limit;
    },
    get queueLimit() {
      return queueLimit();
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
export const hashSlots = createHashSlots({ concurrency: MAX_CONCURRENT_HASHES });

/** Applies config PASSWORD_HASH_QUEUE_LIMIT: a fixed line length; unset, the line follows MAX_HASH_WAIT_MS. */
export function configurePasswordHashing(options: { queueLimit: number | undefined }): void {
  hashSlots.setQueueLimit(options.queueLimit);
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
