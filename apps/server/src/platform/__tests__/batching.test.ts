import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createBatcher } from '../batching.ts';

interface Call {
  id: number;
  key: string;
  lane: string;
}

/** A run we release by hand, so a test decides when each batch finishes. */
function controlledRun() {
  const runs: { items: readonly Call[]; finish: (fail?: Error) => void }[] = [];
  const run = (items: readonly Call[]) =>
    new Promise<readonly string[]>((resolve, reject) => {
      runs.push({
        items,
        finish: (fail) => (fail ? reject(fail) : resolve(items.map((c) => `done ${c.id}`))),
      });
    });
  return { runs, run };
}

/** A batcher of up to 8 calls, one per key and lane, as the wallet uses it. */
const byKeyAndLane = (maxInFlight: number, run: (items: readonly Call[]) => Promise<readonly string[]>) =>
  createBatcher<Call, string>({ maxInFlight, maxBatch: 8, keyOf: (c) => c.key, laneOf: (c) => c.lane, run });

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('createBatcher', () => {
  it('runs a call at once while there is room, so light load waits for nothing', async () => {
    const { runs, run } = controlledRun();
    const b = byKeyAndLane(2, run);
    const first = b.submit({ id: 1, key: 'a', lane: 'BET' });
    expect(runs).toHaveLength(1);
    expect(runs[0]!.items.map((c) => c.id)).toEqual([1]);
    runs[0]!.finish();
    await expect(first).resolves.toBe('done 1');
    expect(b.pending()).toBe(0);
  });

  it('queues past maxInFlight and takes the queue as one batch, one call per key and one lane', async () => {
    const { runs, run } = controlledRun();
    const b = byKeyAndLane(1, run);
    const calls = [
      { id: 1, key: 'a', lane: 'BET' },
      { id: 2, key: 'b', lane: 'BET' },
      { id: 3, key: 'a', lane: 'BET' },
      { id: 4, key: 'c', lane: 'WIN' }, // another lane: not with 2 and 3
      { id: 5, key: 'b', lane: 'BET' }, // 2's key: not in 2's batch
    ];
    const answers = calls.map((c) => b.submit(c));
    expect(runs.map((r) => r.items.map((c) => c.id))).toEqual([[1]]);
    runs[0]!.finish();
    await settle();
    expect(runs[1]!.items.map((c) => c.id)).toEqual([2, 3]);
    runs[1]!.finish();
    await settle();
    expect(runs[2]!.items.map((c) => c.id)).toEqual([4]);
    runs[2]!.finish();
    await settle();
    expect(runs[3]!.items.map((c) => c.id)).toEqual([5]);
    runs[3]!.finish();
    await expect(Promise.all(answers)).resolves.toEqual(calls.map((c) => `done ${c.id}`));
  });

  it('holds a call back while its key is in a running batch, and lets other keys by', async () => {
    const { runs, run } = controlledRun();
    const b = byKeyAndLane(2, run);
    const first = b.submit({ id: 1, key: 'a', lane: 'BET' });
    const sameKey = b.submit({ id: 2, key: 'a', lane: 'WIN' });
    const other = b.submit({ id: 3, key: 'b', lane: 'BET' });
    expect(runs.map((r) => r.items.map((c) => c.id))).toEqual([[1], [3]]);
    runs[0]!.finish();
    await first;
    await settle();
    expect(runs[2]!.items.map((c) => c.id)).toEqual([2]);
    runs[1]!.finish();
    runs[2]!.finish();
    await expect(Promise.all([sameKey, other])).resolves.toEqual(['done 2', 'done 3']);
  });

  it('rejects every call of a failed batch and goes on with the next', async () => {
    const { runs, run } = controlledRun();
    const b = byKeyAndLane(1, run);
    const a = b.submit({ id: 1, key: 'a', lane: 'BET' });
    const later = [b.submit({ id: 2, key: 'b', lane: 'BET' }), b.submit({ id: 3, key: 'c', lane: 'BET' })];
    runs[0]!.finish();
    await a;
    runs[1]!.finish(new Error('deadlock detected'));
    for (const p of later) await expect(p).rejects.toThrow('deadlock detected');
    const after = b.submit({ id: 4, key: 'b', lane: 'BET' });
    runs[2]!.finish();
    await expect(after).resolves.toBe('done 4');
  });

  it('runs one batch per lane at most when told, so each lane gathers its calls while its batch runs', async () => {
    const { runs, run } = controlledRun();
    const b = createBatcher<Call, string>({
      maxInFlight: 3,
      maxInFlightPerLane: 1,
      maxBatch: 8,
      keyOf: (c) => c.key,
      laneOf: (c) => c.lane,
      run,
    });
    const calls = [
      { id: 1, key: 'a', lane: 'BET' },
      { id: 2, key: 'b', lane: 'BET' }, // BET is running: waits, though there is room
      { id: 3, key: 'c', lane: 'WIN' }, // another lane: runs at once
      { id: 4, key: 'd', lane: 'BET' },
    ];
    const answers = calls.map((c) => b.submit(c));
    expect(runs.map((r) => r.items.map((c) => c.id))).toEqual([[1], [3]]);
    runs[0]!.finish();
    await settle();
    expect(runs[2]!.items.map((c) => c.id)).toEqual([2, 4]);
    runs[1]!.finish();
    runs[2]!.finish();
    await expect(Promise.all(answers)).resolves.toEqual(calls.map((c) => `done ${c.id}`));
  });

  it("keeps a lane's own limit: one batch of BET at a time while WIN runs two", async () => {
    const { runs, run } = controlledRun();
    const b = createBatcher<Call, string>({
      maxInFlight: 4,
      maxInFlightPerLane: 2,
      maxInFlightOf: (lane) => (lane === 'BET' ? 1 : 2),
      maxBatch: 8,
      keyOf: (c) => c.key,
      laneOf: (c) => c.lane,
      run,
    });
    const calls = [
      { id: 1, key: 'a', lane: 'BET' },
      { id: 2, key: 'b', lane: 'BET' }, // BET's one batch is running: waits
      { id: 3, key: 'c', lane: 'WIN' },
      { id: 4, key: 'd', lane: 'WIN' }, // WIN may run two
      { id: 5, key: 'e', lane: 'WIN' }, // but not three
    ];
    const answers = calls.map((c) => b.submit(c));
    expect(runs.map((r) => r.items.map((c) => c.id))).toEqual([[1], [3], [4]]);
    runs[0]!.finish();
    runs[1]!.finish();
    await settle();
    expect(runs.slice(3).map((r) => r.items.map((c) => c.id))).toEqual([[2], [5]]);
    for (const r of runs.slice(2)) r.finish();
    await expect(Promise.all(answers)).resolves.toEqual(calls.map((c) => `done ${c.id}`));
  });

  it('every call is answered exactly once; no batch exceeds its limits; a key is in one running batch at most', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({ key: fc.constantFrom('a', 'b', 'c', 'd', 'e'), lane: fc.constantFrom('BET', 'WIN') }),
          {
            minLength: 1,
            maxLength: 60,
          },
        ),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 6 }),
        fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined }),
        async (specs, maxInFlight, maxBatch, maxInFlightPerLane) => {
          let inFlight = 0;
          let peak = 0;
          const laneRunning = new Map<string, number>();
          const runningKeys = new Set<string>();
          const seen: number[] = [];
          const b = createBatcher<Call, number>({
            maxInFlight,
            maxInFlightPerLane,
            maxBatch,
            keyOf: (c) => c.key,
            laneOf: (c) => c.lane,
            run: async (items) => {
              inFlight++;
              peak = Math.max(peak, inFlight);
              const lane = items[0]!.lane;
              laneRunning.set(lane, (laneRunning.get(lane) ?? 0) + 1);
              expect(laneRunning.get(lane)).toBeLessThanOrEqual(maxInFlightPerLane ?? maxInFlight);
              expect(items.length).toBeLessThanOrEqual(maxBatch);
              expect(new Set(items.map((c) => c.key)).size).toBe(items.length);
              expect(new Set(items.map((c) => c.lane)).size).toBe(1);
              for (const c of items) {
                expect(runningKeys.has(c.key)).toBe(false);
                runningKeys.add(c.key);
              }
              await settle();
              for (const c of items) runningKeys.delete(c.key);
              laneRunning.set(lane, laneRunning.get(lane)! - 1);
              inFlight--;
              seen.push(...items.map((c) => c.id));
              return items.map((c) => c.id);
            },
          });
          const answers = await Promise.all(specs.map((s, id) => b.submit({ id, ...s })));
          expect(answers).toEqual(specs.map((_, id) => id));
          expect([...seen].sort((x, y) => x - y)).toEqual(specs.map((_, id) => id));
          expect(peak).toBeLessThanOrEqual(maxInFlight);
        },
      ),
      { numRuns: 200 },
    );
  });
});
