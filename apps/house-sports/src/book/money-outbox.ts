import { randomUUID } from 'node:crypto';
import {
  SETTLE_MAX_ITEMS,
  WalletUnavailableError,
  type MoveRequest,
  type SeamlessAnswer,
  type SeamlessClient,
} from '../seamless-client.ts';
import type { Pool, Queryable } from '../store/database.ts';
import { fromMinor } from './money.ts';

export type MessageKind = 'BET' | 'WIN' | 'ROLLBACK' | 'DEBIT';

export interface MoneyMessage {
  id: string;
  betId: string;
  kind: MessageKind;
  amountMinor: bigint;
  currency: string;
  memberId: string;
  referenceId: string | null;
  cause: string;
}

export interface Logger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export const GAME_CODE = 'house-sports';

/** Bulk settlement calls (ADR 0032) a drain keeps in flight. */
const SETTLE_CALLS_IN_FLIGHT = 4;

/** Answers that settle a message for good; anything else (no answer, RS_ERROR_UNKNOWN) is retried. */
const isDefinitive = (answer: SeamlessAnswer) => answer.status !== 'RS_ERROR_UNKNOWN';

/** Writes messages in the caller's transaction (before anything is sent): the record and the work list. */
export async function writeMessages(q: Queryable, messages: readonly MoneyMessage[]): Promise<void> {
  if (messages.length === 0) return;
  await q.query(
    `INSERT INTO money_messages (id, bet_id, kind, amount_minor, currency, member_id, reference_id, cause)
     SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::bigint[], $5::text[], $6::text[], $7::uuid[], $8::text[])`,
    [
      messages.map((m) => m.id),
      messages.map((m) => m.betId),
      messages.map((m) => m.kind),
      messages.map((m) => m.amountMinor.toString()),
      messages.map((m) => m.currency),
      messages.map((m) => m.memberId),
      messages.map((m) => m.referenceId),
      messages.map((m) => m.cause),
    ],
  );
  await q.query(`INSERT INTO money_pending (message_id) SELECT unnest($1::uuid[])`, [
    messages.map((m) => m.id),
  ]);
}

export const newMessage = (m: Omit<MoneyMessage, 'id'> & { id?: string }): MoneyMessage => ({
  ...m,
  id: m.id ?? randomUUID(),
});

/** A message as the seamless call it is: the bet's id is the round, the message's id the transaction. */
const moveRequest = (message: MoneyMessage, token?: string): MoveRequest => ({
  transactionUuid: message.id,
  ...(message.referenceId ? { referenceUuid: message.referenceId } : {}),
  round: message.betId,
  gameCode: GAME_CODE,
  user: message.memberId,
  ...(token ? { token } : {}),
  amount: fromMinor(message.amountMinor, message.currency),
  currency: message.currency,
});

/**
 * The book's money path with the house games' exactly-once discipline (ADR 0031 §3): a message is in
 * the database before it is sent; it is resent with the same transaction_uuid until the platform
 * answers for good, also after a restart (`resumeAll`); the answer is appended and the message leaves
 * the work list. Bets and debits carry the member's latest launch token; wins and rollbacks need none.
 */
export function createMoneyOutbox(deps: {
  pool: Pool;
  client: SeamlessClient;
  logger: Logger;
  /** Writes the rollback of an unconfirmed bet (and the bet's refusal) and takes the bet off the work list. */
  abandonBet: (bet: MoneyMessage) => Promise<void>;
  /** Messages sent at once by the background sender. */
  concurrency?: number;
  retryBaseMs?: number;
  retryMaxMs?: number;
}) {
  const { pool, client, logger } = deps;
  const concurrency = deps.concurrency ?? 64;
  const retryBaseMs = deps.retryBaseMs ?? 1_000;
  const retryMaxMs = deps.retryMaxMs ?? 60_000;
  const inFlight = new Set<string>();
  const idleWaiters: (() => void)[] = [];
  let wakeTimer: NodeJS.Timeout | null = null;
  let draining: Promise<void> | null = null;
  let stopped = false;
  let failures = 0;

  async function tokenOf(memberId: string): Promise<string | undefined> {
    const r = await pool.query<{ token: string }>('SELECT token FROM players WHERE member_id = $1', [
      memberId,
    ]);
    return r.rows[0]?.token;
  }

  // Answers are group-committed: one transaction records up to 500 of them (a settlement sends
  // thousands of wins; a commit each would cost a disk flush each).
  let answers: { message: MoneyMessage; answer: SeamlessAnswer; done: (error?: unknown) => void }[] = [];
  let answerTimer: NodeJS.Timeout | null = null;
  let writing: Promise<void> = Promise.resolve();

  function flushAnswers() {
    if (answerTimer) clearTimeout(answerTimer);
    answerTimer = null;
    const batch = answers;
    answers = [];
    if (batch.length === 0) return;
    writing = writing.then(async () => {
      const c = await pool.connect();
      try {
        await c.query('BEGIN');
        await c.query(
          `INSERT INTO money_answers (message_id, status, balance)
           SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[]) ON CONFLICT DO NOTHING`,
          [
            batch.map((b) => b.message.id),
            batch.map((b) => b.answer.status),
            batch.map((b) => b.answer.balance ?? null),
          ],
        );
        await c.query('DELETE FROM money_pending WHERE message_id = ANY($1::uuid[])', [
          batch.map((b) => b.message.id),
        ]);
        await c.query('COMMIT');
        for (const b of batch) b.done();
      } catch (error) {
        await c.query('ROLLBACK').catch(() => undefined);
        for (const b of batch) b.done(error);
      } finally {
        c.release();
      }
    });
  }

  function record(message: MoneyMessage, answer: SeamlessAnswer): Promise<void> {
    if (answer.status !== 'RS_OK') {
      logger.error(
        { message: message.id, kind: message.kind, bet: message.betId, status: answer.status },
        `seamless ${message.kind.toLowerCase()} refused for good`,
      );
    }
    return new Promise<void>((resolve, reject) => {
      answers.push({ message, answer, done: (error) => (error ? reject(error as Error) : resolve()) });
      if (answers.length >= 500) flushAnswers();
      else answerTimer ??= setTimeout(flushAnswers, 5);
    });
  }

  /**
   * Sends one message (bounded retries inside the client); null when it got no definitive answer.
   * `recorded` receives the promise of the answer's record (the drain does not wait for it per message).
   */
  async function sendOnce(
    message: MoneyMessage,
    maxAttempts?: number,
    recorded?: (p: Promise<void>) => void,
  ): Promise<SeamlessAnswer | null> {
    const needsToken = message.kind === 'BET' || message.kind === 'DEBIT';
    const request = moveRequest(message, needsToken ? await tokenOf(message.memberId) : undefined);
    const call = message.kind === 'WIN' ? 'win' : message.kind === 'ROLLBACK' ? 'rollback' : 'bet';
    try {
      const answer = await client[call](request, maxAttempts ? { maxAttempts } : undefined);
      if (!isDefinitive(answer)) return null;
      const saved = record(message, answer);
      if (recorded) recorded(saved);
      else await saved;
      return answer;
    } catch (error) {
      if (error instanceof WalletUnavailableError) return null;
      throw error;
    }
  }

  /**
   * Wins and rollbacks in bulk calls of up to SETTLE_MAX_ITEMS, a few at once. Answers how many got a
   * definitive answer; the others stay on the work list for the next pass.
   */
  async function settleInBulk(
    messages: MoneyMessage[],
  ): Promise<{ answered: number; records: Promise<void>[] }> {
    const chunks: MoneyMessage[][] = [];
    for (let i = 0; i < messages.length; i += SETTLE_MAX_ITEMS)
      chunks.push(messages.slice(i, i + SETTLE_MAX_ITEMS));
    let next = 0;
    let answered = 0;
    const records: Promise<void>[] = [];
    const sender = async () => {
      while (next < chunks.length && !stopped) {
        const chunk = chunks[next++]!;
        let results: SeamlessAnswer[];
        try {
          results = await client.settle(
            chunk.map((m) => ({
              call: m.kind === 'WIN' ? ('win' as const) : ('rollback' as const),
              request: moveRequest(m),
            })),
            { maxAttempts: 1 },
          );
        } catch (error) {
          if (!(error instanceof WalletUnavailableError)) throw error;
          continue;
        }
        results.forEach((answer, i) => {
          if (!isDefinitive(answer)) return;
          answered++;
          records.push(record(chunk[i]!, answer));
        });
      }
    };
    await Promise.all(Array.from({ length: Math.min(SETTLE_CALLS_IN_FLIGHT, chunks.length) }, sender));
    return { answered, records };
  }

  /**
   * The work list after `afterSeq`, in the order it was written (an index range on its number). The
   * caller leaves out what it has in flight: passing those ids to the database would cost a parse and
   * a comparison per id and page while a settlement's thousands are being sent.
   */
  async function pendingBatch(
    limit: number,
    afterSeq: string,
  ): Promise<{ messages: MoneyMessage[]; last: string | null }> {
    const r = await pool.query<{
      seq: string;
      id: string;
      bet_id: string;
      kind: MessageKind;
      amount_minor: string;
      currency: string;
      member_id: string;
      reference_id: string | null;
      cause: string;
    }>(
      `SELECT p.seq, m.id, m.bet_id, m.kind, m.amount_minor, m.currency, m.member_id, m.reference_id, m.cause
       FROM money_pending p JOIN money_messages m ON m.id = p.message_id
       WHERE p.seq > $2
         -- A stake is the placing request's to send; only one left behind (a crash) is taken up.
         AND (m.kind <> 'BET' OR m.created_at < now() - interval '1 minute')
       ORDER BY p.seq LIMIT $1`,
      [limit, afterSeq],
    );
    return {
      last: r.rows.at(-1)?.seq ?? null,
      messages: r.rows.map((row) => ({
        id: row.id,
        betId: row.bet_id,
        kind: row.kind,
        amountMinor: BigInt(row.amount_minor),
        currency: row.currency,
        memberId: row.member_id,
        referenceId: row.reference_id,
        cause: row.cause,
      })),
    };
  }

  /** Sends everything waiting, `concurrency` at a time; what gets no answer waits for the next pass. */
  async function drainOnce(): Promise<void> {
    let unanswered = 0;
    let cursor = '0';
    for (;;) {
      if (stopped) return;
      const page = await pendingBatch(concurrency * 8, cursor);
      if (!page.last) break;
      cursor = page.last;
      // What a settlement handed over (`dispatch`) or another send holds is not sent twice.
      const batch = page.messages.filter((m) => !inFlight.has(m.id));
      if (batch.length === 0) continue;
      let answeredThisPass = 0;
      const records: Promise<void>[] = [];
      // Wins and rollbacks go in bulk; bets (abandoned) and debits (they need the launch token) one by one.
      const ends = batch.filter((m) => m.kind === 'WIN' || m.kind === 'ROLLBACK');
      const singles = batch.filter((m) => m.kind !== 'WIN' && m.kind !== 'ROLLBACK');
      ends.forEach((m) => inFlight.add(m.id));
      const bulk = settleInBulk(ends).then(
        (sent) => {
          answeredThisPass += sent.answered;
          unanswered += ends.length - sent.answered;
          records.push(...sent.records);
        },
        (error: unknown) => {
          unanswered += ends.length;
          logger.error({ err: error }, 'money messages failed in bulk');
        },
      );
      let index = 0;
      const worker = async () => {
        while (index < singles.length && !stopped) {
          const message = singles[index++]!;
          inFlight.add(message.id);
          try {
            // A bet is sent by the request that placed it; one left unanswered (a crash, no answer) is
            // never sent late: it is rolled back and the bet refused, as the house games do.
            if (message.kind === 'BET') {
              await deps.abandonBet(message);
              inFlight.delete(message.id);
              answeredThisPass++;
              continue;
            }
            let saved: Promise<void> | null = null;
            const answer = await sendOnce(message, 1, (p) => (saved = p));
            if (answer) answeredThisPass++;
            else unanswered++;
            if (saved) {
              const id = message.id;
              records.push((saved as Promise<void>).finally(() => inFlight.delete(id)));
            } else inFlight.delete(message.id);
          } catch (error) {
            unanswered++;
            inFlight.delete(message.id);
            logger.error({ err: error, message: message.id }, 'money message failed');
          }
        }
      };
      try {
        await Promise.all([bulk, ...Array.from({ length: Math.min(concurrency, singles.length) }, worker)]);
        await Promise.all(records);
      } finally {
        ends.forEach((m) => inFlight.delete(m.id));
      }
      if (answeredThisPass === 0) break;
    }
    if (unanswered > 0) {
      failures++;
      const delay = Math.min(retryMaxMs, retryBaseMs * 2 ** Math.min(failures, 16));
      logger.warn({ unanswered, delayMs: delay }, 'money messages unanswered: retrying later');
      scheduleDrain(delay);
    } else {
      failures = 0;
      for (const wake of idleWaiters.splice(0)) wake();
    }
  }

  // Messages a settlement handed over after writing them (`dispatch`): sent in bulk calls straight
  // from memory, SETTLE_CALLS_IN_FLIGHT at a time, while the settlement goes on deciding. They stay
  // on the database's work list until answered, so a crash or an unanswered call leaves them to the
  // drain (`kick`, `resumeAll`), which skips them while they are in flight here.
  const handed: MoneyMessage[] = [];
  let handedSenders = 0;
  let handedWaiters: (() => void)[] = [];

  async function sendHanded(chunk: MoneyMessage[]): Promise<void> {
    let retry = false;
    const records: Promise<void>[] = [];
    try {
      const results = await client.settle(
        chunk.map((m) => ({
          call: m.kind === 'WIN' ? ('win' as const) : ('rollback' as const),
          request: moveRequest(m),
        })),
        { maxAttempts: 1 },
      );
      results.forEach((answer, i) => {
        const message = chunk[i]!;
        if (!isDefinitive(answer)) {
          retry = true;
          inFlight.delete(message.id);
          return;
        }
        records.push(
          record(message, answer)
            .catch((error: unknown) => {
              retry = true;
              logger.error({ err: error, message: message.id }, 'money answer not recorded');
            })
            .finally(() => inFlight.delete(message.id)),
        );
      });
    } catch (error) {
      retry = true;
      for (const m of chunk) inFlight.delete(m.id);
      if (!(error instanceof WalletUnavailableError))
        logger.error({ err: error }, 'money messages failed in bulk');
    }
    await Promise.all(records);
    if (retry) scheduleDrain(retryBaseMs);
  }

  function pumpHanded() {
    while (!stopped && handedSenders < SETTLE_CALLS_IN_FLIGHT && handed.length > 0) {
      handedSenders++;
      void sendHanded(handed.splice(0, SETTLE_MAX_ITEMS)).finally(() => {
        handedSenders--;
        pumpHanded();
      });
    }
    if (handedSenders === 0 && (handed.length === 0 || stopped)) {
      const waiters = handedWaiters;
      handedWaiters = [];
      for (const wake of waiters) wake();
    }
  }

  /** Until what was handed over is sent and its answers recorded (or given back to the drain). */
  const handedDone = () =>
    handedSenders === 0 && handed.length === 0
      ? Promise.resolve()
      : new Promise<void>((resolve) => handedWaiters.push(resolve));

  function scheduleDrain(delayMs: number) {
    if (stopped || wakeTimer) return;
    wakeTimer = setTimeout(() => {
      wakeTimer = null;
      void kick();
    }, delayMs);
    wakeTimer.unref?.();
  }

  /** Starts a drain unless one runs; one that runs picks new messages up in its next page. */
  function kick(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (!draining) {
      draining = drainOnce()
        .catch((error: unknown) => {
          logger.error({ err: error }, 'money outbox drain failed');
          scheduleDrain(retryBaseMs);
        })
        .finally(() => {
          draining = null;
        });
      return draining;
    }
    return draining.then(() => kick());
  }

  return {
    /** Sends one message now (the caller wrote it); the answer, or null when unanswered (queued). */
    async send(message: MoneyMessage): Promise<SeamlessAnswer | null> {
      inFlight.add(message.id);
      try {
        const answer = await sendOnce(message);
        if (!answer) scheduleDrain(retryBaseMs);
        return answer;
      } finally {
        inFlight.delete(message.id);
      }
    },

    /**
     * Sends messages the caller has just committed (a settlement page's): wins and rollbacks in bulk
     * calls at once, from memory; debits through the drain (they need the launch token).
     */
    dispatch(messages: readonly MoneyMessage[]) {
      let others = false;
      for (const m of messages) {
        if (m.kind !== 'WIN' && m.kind !== 'ROLLBACK') others = true;
        else if (!inFlight.has(m.id)) {
          inFlight.add(m.id);
          handed.push(m);
        }
      }
      pumpHanded();
      if (others) void kick();
    },

    /** Drains the work list in the background. */
    kick,

    /** After a restart: everything that was written but not answered is resent (bets are the caller's). */
    resumeAll: kick,

    async pendingCount(): Promise<number> {
      const r = await pool.query<{ n: string }>('SELECT count(*) AS n FROM money_pending');
      return Number(r.rows[0]!.n);
    },

    async idle(timeoutMs: number): Promise<boolean> {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([
          handedDone(),
          new Promise((resolve) => (timer = setTimeout(resolve, Math.max(0, deadline - Date.now())))),
        ]);
        clearTimeout(timer);
        await kick();
        const r = await pool.query<{ n: string }>('SELECT count(*) AS n FROM money_pending');
        if (r.rows[0]!.n === '0') return true;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return false;
    },

    stop() {
      stopped = true;
      pumpHanded();
      if (wakeTimer) clearTimeout(wakeTimer);
    },
  };
}

export type MoneyOutbox = ReturnType<typeof createMoneyOutbox>;
