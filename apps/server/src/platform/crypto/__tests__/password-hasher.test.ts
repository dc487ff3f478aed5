import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error.ts';
import {
  createHashSlots,
  MAX_CONCURRENT_HASHES,
  MAX_HASH_WAIT_MS,
  withHashSlot,
} from '../password-hasher.ts';

/** Lets every pending promise callback run, so a finished hash has handed its slot on. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('hash slots', () => {
  it('never runs more hashes at once than the bound, and runs every one', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 1, maxLength: 40 }),
        async (delays) => {
          // A line long enough for every arrival: this property is about the slots, not the refusals.
          const slots = createHashSlots({ concurrency: MAX_CONCURRENT_HASHES, queueLimit: delays.length });
          let active = 0;
          let peak = 0;
          const results = await Promise.all(
            delays.map((delayMs, i) =>
              slots.run(async () => {
                active++;
                peak = Math.max(peak, active);
                await new Promise((r) => setTimeout(r, delayMs));
                active--;
                return i;
              }),
            ),
          );
          expect(results).toEqual(delays.map((_, i) => i));
          expect(peak).toBeLessThanOrEqual(MAX_CONCURRENT_HASHES);
          expect(active).toBe(0);
        },
      ),
      { numRuns: 30 },
    );
  });

  it('frees the slot when the work throws', async () => {
    await expect(withHashSlot(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(withHashSlot(async () => 'next')).resolves.toBe('next');
  });

  it('by default lets in line only what the measured hash time serves within the wait budget', async () => {
    let clock = 0;
    const slots = createHashSlots({ concurrency: 2, now: () => clock });
    // Before any hash is timed: 31 ms hashes, two slots, 300 ms → 19 places.
    expect(MAX_HASH_WAIT_MS).toBe(300);
    expect(slots.queueLimit).toBe(19);
    // Hashes turn out to take 100 ms (a slower or busier host): the line shrinks to 6 places.
    for (let i = 0; i < 60; i++)
      await slots.run(async () => {
        clock += 100;
      });
    expect(slots.queueLimit).toBe(6);
    // A fixed limit (config PASSWORD_HASH_QUEUE_LIMIT) overrides it; unset goes back to the budget.
    slots.setQueueLimit(3);
    expect(slots.queueLimit).toBe(3);
    slots.setQueueLimit(undefined);
    expect(slots.queueLimit).toBe(6);
  });
});

describe('bounded hash line', () => {
  /**
   * Model-based: a random interleaving of arrivals and completions against a reference model of a
   * semaphore with a bounded FIFO line. Each hash is a promise the test settles by hand, so the order
   * of events is exactly the generated one.
   */
  it('admits exactly what fits, refuses the rest with 429 TOO_BUSY at once, and serves the line in order', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 0, max: 6 }),
        fc.array(fc.oneof(fc.constant('arrive' as const), fc.constant('finish' as const)), {
          minLength: 1,
          maxLength: 60,
        }),
        async (concurrency, queueLimit, steps) => {
          const slots = createHashSlots({ concurrency, queueLimit });
          const finishers = new Map<number, () => void>();
          const started: number[] = [];
          const refused = new Set<number>();
          const outcomes: Promise<unknown>[] = [];
          // Reference model.
          let running: number[] = [];
          let line: number[] = [];
          const expectedStarts: number[] = [];

          let id = 0;
          for (const step of steps) {
            if (step === 'arrive') {
              const me = id++;
              const outcome = slots.run(
                () =>
                  new Promise<void>((resolve) => {
                    started.push(me);
                    finishers.set(me, resolve);
                  }),
              );
              outcomes.push(
                outcome.catch((error: unknown) => {
                  refused.add(me);
                  expect(error).toBeInstanceOf(AppError);
                  const appError = error as AppError;
                  expect(appError.code).toBe('TOO_BUSY');
                  expect(appError.status).toBe(429);
                  expect(Number(appError.headers['Retry-After'])).toBeGreaterThanOrEqual(1);
                }),
              );
              if (running.length < concurrency) {
                running.push(me);
                expectedStarts.push(me);
              } else if (line.length < queueLimit) line.push(me);
            } else {
              const oldest = running[0];
              if (oldest === undefined) continue;
              finishers.get(oldest)!();
              running = running.slice(1);
              const next = line[0];
              if (next !== undefined) {
                line = line.slice(1);
                running.push(next);
                expectedStarts.push(next);
              }
            }
            await settle();
            expect(slots.running).toBe(running.length);
            expect(slots.waiting).toBe(line.length);
            expect(started).toEqual(expectedStarts);
          }

          const admitted = new Set(expectedStarts.concat(line));
          for (let i = 0; i < id; i++) expect(refused.has(i)).toBe(!admitted.has(i));
          // Drain: everything admitted runs to completion, and the slots come back.
          while (finishers.size > 0) {
            for (const [who, finish] of [...finishers]) {
              finishers.delete(who);
              finish();
            }
            await settle();
          }
          await Promise.all(outcomes);
          expect(started.sort((a, b) => a - b)).toEqual([...admitted].sort((a, b) => a - b));
          expect(slots.running).toBe(0);
          expect(slots.waiting).toBe(0);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('applies a new limit to arrivals and keeps who already waits', async () => {
    const slots = createHashSlots({ concurrency: 1, queueLimit: 2 });
    let release!: () => void;
    const first = slots.run(() => new Promise<void>((r) => (release = r)));
    const queued = [slots.run(async () => 'a'), slots.run(async () => 'b')];
    slots.setQueueLimit(0);
    await expect(slots.run(async () => 'c')).rejects.toMatchObject({ code: 'TOO_BUSY' });
    release();
    await first;
    await expect(Promise.all(queued)).resolves.toEqual(['a', 'b']);
  });
});
