/**
 * Natural batching (group commit in the application). A call runs at once while fewer than
 * `maxInFlight` batches are running (and fewer than `maxInFlightPerLane` of its lane), so light load
 * waits for nothing. Past that, calls queue, and
 * each batch that finishes lets the next one take up to `maxBatch` queued calls of one lane in a
 * single run: under load one statement and one commit serve many calls.
 *
 * Calls with the same `keyOf` never share a batch, nor run in two batches at once (for example: one
 * per member account, so a batch never posts twice to one row and never waits for another batch's
 * row lock; a member's next call waits for the batch holding their last one). `run` answers one result per item, in item order; when it throws,
 * every call of that batch rejects with the error and the caller decides what each one does next.
 */
export interface Batcher<Item, Result> {
  submit(item: Item): Promise<Result>;
  /** Calls queued or running, for tests and metrics. */
  pending(): number;
}

interface Queued<Item, Result> {
  item: Item;
  resolve: (result: Result) => void;
  reject: (error: unknown) => void;
}

export function createBatcher<Item, Result>(options: {
  maxInFlight: number;
  /**
   * Batches of one lane running at once (default: no limit below maxInFlight). With one per lane,
   * a lane's calls gather while its batch runs and never wait behind another lane's batches.
   */
  maxInFlightPerLane?: number;
  maxBatch: number;
  /** A lane's own largest batch (default maxBatch). */
  maxBatchOf?: (lane: string) => number;
  keyOf: (item: Item) => string;
  /** Items of different lanes (say, different statements) never share a batch. */
  laneOf: (item: Item) => string;
  run: (items: readonly Item[]) => Promise<readonly Result[]>;
}): Batcher<Item, Result> {
  const queue: Queued<Item, Result>[] = [];
  const perLane = options.maxInFlightPerLane ?? options.maxInFlight;
  let inFlight = 0;
  /** Running batches per lane. */
  const laneInFlight = new Map<string, number>();
  const laneHasRoom = (lane: string) => (laneInFlight.get(lane) ?? 0) < perLane;
  let running = 0;
  /** Keys of the calls in running batches. */
  const busy = new Set<string>();

  /**
   * The oldest queued call whose key is free, and as many more of its lane as fit, one per key;
   * empty when every queued call waits for a running batch.
   */
  function takeBatch(): Queued<Item, Result>[] {
    const batch: Queued<Item, Result>[] = [];
    let lane: string | null = null;
    let max = options.maxBatch;
    for (let i = 0; i < queue.length && batch.length < max;) {
      const q = queue[i]!;
      const key = options.keyOf(q.item);
      if (lane === null && !busy.has(key) && laneHasRoom(options.laneOf(q.item))) {
        lane = options.laneOf(q.item);
        max = options.maxBatchOf?.(lane) ?? options.maxBatch;
      }
      if (lane !== null && !busy.has(key) && options.laneOf(q.item) === lane) {
        busy.add(key);
        batch.push(q);
        queue.splice(i, 1);
      } else i++;
    }
    return batch;
  }

  async function runBatch(batch: Queued<Item, Result>[]) {
    try {
      const results = await options.run(batch.map((q) => q.item));
      if (results.length !== batch.length) throw new Error('batch run answered the wrong number of results');
      batch.forEach((q, i) => q.resolve(results[i]!));
    } catch (error) {
      for (const q of batch) q.reject(error);
    } finally {
      for (const q of batch) busy.delete(options.keyOf(q.item));
      const lane = options.laneOf(batch[0]!.item);
      laneInFlight.set(lane, laneInFlight.get(lane)! - 1);
      inFlight--;
      running -= batch.length;
      pump();
    }
  }

  function pump() {
    while (inFlight < options.maxInFlight && queue.length > 0) {
      const batch = takeBatch();
      if (batch.length === 0) return;
      inFlight++;
      const lane = options.laneOf(batch[0]!.item);
      laneInFlight.set(lane, (laneInFlight.get(lane) ?? 0) + 1);
      running += batch.length;
      void runBatch(batch);
    }
  }

  return {
    submit(item) {
      return new Promise<Result>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        pump();
      });
    },
    pending: () => queue.length + running,
  };
}
