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
  key: string;
  /** Arrival order across lanes: the oldest free call decides which lane goes next. */
  seq: number;
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
  /** A lane's own limit of batches running at once (default maxInFlightPerLane). */
  maxInFlightOf?: (lane: string) => number;
  maxBatch: number;
  /** A lane's own largest batch (default maxBatch). */
  maxBatchOf?: (lane: string) => number;
  keyOf: (item: Item) => string;
  /** Items of different lanes (say, different statements) never share a batch. */
  laneOf: (item: Item) => string;
  run: (items: readonly Item[]) => Promise<readonly Result[]>;
}): Batcher<Item, Result> {
  /**
   * Queued calls per lane, oldest first. A bulk settlement queues thousands of calls at once, so a
   * batch is taken in one pass over its lane (never a scan of every lane, nor a splice per call).
   */
  const queues = new Map<string, Queued<Item, Result>[]>();
  let queued = 0;
  let seq = 0;
  const perLane = options.maxInFlightPerLane ?? options.maxInFlight;
  let inFlight = 0;
  /** Running batches per lane. */
  const laneInFlight = new Map<string, number>();
  const laneHasRoom = (lane: string) =>
    (laneInFlight.get(lane) ?? 0) < (options.maxInFlightOf?.(lane) ?? perLane);
  let running = 0;
  /** Keys of the calls in running batches. */
  const busy = new Set<string>();

  /**
   * The oldest queued call whose key is free (in a lane with room), and as many more of its lane as
   * fit, one per key; empty when every queued call waits for a running batch.
   */
  function takeBatch(): { lane: string; batch: Queued<Item, Result>[] } | null {
    let lane: string | null = null;
    let oldest = Infinity;
    let from = 0;
    for (const [name, queue] of queues) {
      if (queue.length === 0 || !laneHasRoom(name)) continue;
      const i = queue.findIndex((q) => !busy.has(q.key));
      if (i >= 0 && queue[i]!.seq < oldest) {
        lane = name;
        oldest = queue[i]!.seq;
        from = i;
      }
    }
    if (lane === null) return null;
    const queue = queues.get(lane)!;
    const max = options.maxBatchOf?.(lane) ?? options.maxBatch;
    const batch: Queued<Item, Result>[] = [];
    const left: Queued<Item, Result>[] = queue.slice(0, from);
    let i = from;
    for (; i < queue.length && batch.length < max; i++) {
      const q = queue[i]!;
      if (busy.has(q.key)) left.push(q);
      else {
        busy.add(q.key);
        batch.push(q);
      }
    }
    for (; i < queue.length; i++) left.push(queue[i]!);
    queues.set(lane, left);
    queued -= batch.length;
    return { lane, batch };
  }

  async function runBatch(lane: string, batch: Queued<Item, Result>[]) {
    try {
      const results = await options.run(batch.map((q) => q.item));
      if (results.length !== batch.length) throw new Error('batch run answered the wrong number of results');
      batch.forEach((q, i) => q.resolve(results[i]!));
    } catch (error) {
      for (const q of batch) q.reject(error);
    } finally {
      for (const q of batch) busy.delete(q.key);
      laneInFlight.set(lane, laneInFlight.get(lane)! - 1);
      inFlight--;
      running -= batch.length;
      pump();
    }
  }

  function pump() {
    while (inFlight < options.maxInFlight && queued > 0) {
      const taken = takeBatch();
      if (!taken) return;
      inFlight++;
      laneInFlight.set(taken.lane, (laneInFlight.get(taken.lane) ?? 0) + 1);
      running += taken.batch.length;
      void runBatch(taken.lane, taken.batch);
    }
  }

  return {
    submit(item) {
      return new Promise<Result>((resolve, reject) => {
        const lane = options.laneOf(item);
        let queue = queues.get(lane);
        if (!queue) queues.set(lane, (queue = []));
        queue.push({ item, key: options.keyOf(item), seq: seq++, resolve, reject });
        queued++;
        pump();
      });
    },
    pending: () => queued + running,
  };
}
