/**
 * The money outbox: every bet, win and rollback is a row of lottery_messages written before it is
 * sent (in the transaction that causes it); its definitive answer is appended to
 * lottery_message_answers. A message without an answer is resent with the same transaction_uuid
 * until it has one, by this process or the next (exactly once on the platform's side).
 */
import { toDecimalString } from '@platform/money';
import type { LotteryDb, Queryable } from '../store/database.ts';
import {
  SETTLE_MAX_ITEMS,
  WalletUnavailableError,
  type SeamlessAnswer,
  type SeamlessClient,
} from './seamless-client.ts';

export interface MessageRow {
  tx_uuid: string;
  kind: 'BET' | 'WIN' | 'ROLLBACK';
  ticket_id: string;
  ref_uuid: string | null;
  member_id: string;
  game_code: string;
  currency: string;
  amount_minor: string;
}

export interface Logger {
  info(o: object, m: string): void;
  warn(o: object, m: string): void;
  error(o: object, m: string): void;
}

const ANSWER_FLUSH = 1_000;
/** Bulk settlement calls in flight at once: each carries up to SETTLE_MAX_ITEMS wins and rollbacks. */
const SETTLE_CALLS_IN_FLIGHT = 4;

export function createOutbox(deps: {
  db: LotteryDb;
  client: SeamlessClient;
  logger: Logger;
  concurrency?: number;
}) {
  const { db, client, logger } = deps;
  const concurrency = deps.concurrency ?? 48;
  const inFlight = new Set<string>();
  /** Why calls went unanswered, by reason (bench and logs). */
  const problems = new Map<string, number>();

  function body(m: MessageRow, token?: string) {
    return {
      transaction_uuid: m.tx_uuid,
      ...(m.ref_uuid ? { reference_transaction_uuid: m.ref_uuid } : {}),
      round: m.ticket_id,
      game_code: m.game_code,
      user: m.member_id,
      ...(token ? { token } : {}),
      amount: toDecimalString({ amountMinor: BigInt(m.amount_minor), currency: m.currency as 'THB' }),
      currency: m.currency,
    };
  }

  async function recordAnswers(q: Queryable, answers: { txUuid: string; answer: SeamlessAnswer }[]) {
    if (answers.length === 0) return;
    await q.query(
      `INSERT INTO lottery_message_answers (tx_uuid, status, balance)
       SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[]) ON CONFLICT (tx_uuid) DO NOTHING`,
      [
        answers.map((a) => a.txUuid),
        answers.map((a) => a.answer.status),
        answers.map((a) => a.answer.balance ?? null),
      ],
    );
  }

  /** Sends one message once; answers null when the platform did not answer. */
  async function sendOne(m: MessageRow, token?: string): Promise<SeamlessAnswer | null> {
    try {
      return await client.send(
        m.kind === 'BET' ? 'bet' : m.kind === 'WIN' ? 'win' : 'rollback',
        body(m, token),
      );
    } catch (error) {
      if (error instanceof WalletUnavailableError) {
        problems.set(error.problem, (problems.get(error.problem) ?? 0) + 1);
        return null;
      }
      throw error;
    }
  }

  /**
   * Sends messages and appends their answers in batches: wins and rollbacks in bulk settlement calls
   * (ADR 0032), bets one by one with bounded concurrency. Answers how many were answered; the others
   * stay open for the next pass.
   */
  async function sendMany(
    messages: MessageRow[],
    deadlineMs = Infinity,
  ): Promise<{ answered: number; refused: number }> {
    let answered = 0;
    let refused = 0;
    let pendingAnswers: { txUuid: string; answer: SeamlessAnswer }[] = [];
    const flush = async () => {
      const batch = pendingAnswers;
      pendingAnswers = [];
      await recordAnswers(db, batch);
    };
    const take = async (m: MessageRow, answer: SeamlessAnswer) => {
      answered++;
      if (answer.status !== 'RS_OK') {
        refused++;
        logger.error(
          { txUuid: m.tx_uuid, kind: m.kind, status: answer.status },
          'seamless message refused for good',
        );
      }
      pendingAnswers.push({ txUuid: m.tx_uuid, answer });
      if (pendingAnswers.length >= ANSWER_FLUSH) await flush();
    };
    const fresh = messages.filter((m) => !inFlight.has(m.tx_uuid));
    fresh.forEach((m) => inFlight.add(m.tx_uuid));
    try {
      const bets = fresh.filter((m) => m.kind === 'BET');
      const ends = fresh.filter((m) => m.kind !== 'BET');
      const chunks: MessageRow[][] = [];
      for (let i = 0; i < ends.length; i += SETTLE_MAX_ITEMS)
        chunks.push(ends.slice(i, i + SETTLE_MAX_ITEMS));
      let nextChunk = 0;
      const settler = async () => {
        while (nextChunk < chunks.length && Date.now() < deadlineMs) {
          const chunk = chunks[nextChunk++]!;
          let results: SeamlessAnswer[];
          try {
            results = await client.settle(
              chunk.map((m) => ({
                call: m.kind === 'WIN' ? ('win' as const) : ('rollback' as const),
                ...body(m),
              })),
            );
          } catch (error) {
            if (!(error instanceof WalletUnavailableError)) throw error;
            problems.set(error.problem, (problems.get(error.problem) ?? 0) + chunk.length);
            continue;
          }
          for (const [i, answer] of results.entries()) {
            if (answer.status === 'RS_ERROR_UNKNOWN') {
              problems.set(answer.status, (problems.get(answer.status) ?? 0) + 1);
              continue;
            }
            await take(chunk[i]!, answer);
          }
        }
      };
      let nextBet = 0;
      const better = async () => {
        while (nextBet < bets.length && Date.now() < deadlineMs) {
          const m = bets[nextBet++]!;
          const answer = await sendOne(m);
          if (answer) await take(m, answer);
        }
      };
      await Promise.all([
        ...Array.from({ length: Math.min(SETTLE_CALLS_IN_FLIGHT, chunks.length) }, settler),
        ...Array.from({ length: Math.min(concurrency, bets.length) }, better),
      ]);
      await flush();
    } finally {
      fresh.forEach((m) => inFlight.delete(m.tx_uuid));
    }
    return { answered, refused };
  }

  /** Open wins and rollbacks (of one draw or all), oldest first. */
  async function openMessages(limit: number, drawId?: string): Promise<MessageRow[]> {
    const r = await db.query<MessageRow>(
      `SELECT m.tx_uuid, m.kind, m.ticket_id, m.ref_uuid, m.member_id, m.game_code, m.currency, m.amount_minor
         FROM lottery_messages m
        WHERE m.kind IN ('WIN', 'ROLLBACK') ${drawId ? 'AND m.draw_id = $2' : ''}
          AND NOT EXISTS (SELECT 1 FROM lottery_message_answers a WHERE a.tx_uuid = m.tx_uuid)
        ORDER BY m.created_at
        LIMIT $1`,
      drawId ? [limit, drawId] : [limit],
    );
    return r.rows;
  }

  /**
   * A page of a draw's open wins and rollbacks after a cursor, in the order they were written (a
   * draw's wins are written before its zero wins, so they go first). The cursor is the last row's
   * created_at as text (microseconds kept) and tx_uuid, along the index lottery_messages_endings.
   */
  async function openPage(
    drawId: string,
    after: { createdAt: string; txUuid: string } | null,
    limit: number,
  ): Promise<(MessageRow & { created_at_key: string })[]> {
    const r = await db.query<MessageRow & { created_at_key: string }>(
      `SELECT m.tx_uuid, m.kind, m.ticket_id, m.ref_uuid, m.member_id, m.game_code, m.currency, m.amount_minor,
              m.created_at::text AS created_at_key
         FROM lottery_messages m
        WHERE m.draw_id = $2 AND m.kind <> 'BET'
          ${after ? 'AND (m.created_at, m.tx_uuid) > ($3::timestamptz, $4::uuid)' : ''}
          AND NOT EXISTS (SELECT 1 FROM lottery_message_answers a WHERE a.tx_uuid = m.tx_uuid)
        ORDER BY m.created_at, m.tx_uuid
        LIMIT $1`,
      after ? [limit, drawId, after.createdAt, after.txUuid] : [limit, drawId],
    );
    return r.rows;
  }

  /**
   * One pass over a draw's open endings, page after page (the next page read while this one is
   * sent). Answers how many it saw and how many were answered.
   */
  async function drainDraw(drawId: string, batchSize: number, deadlineMs: number) {
    let seen = 0;
    let answered = 0;
    let next = openPage(drawId, null, batchSize);
    for (;;) {
      const page = await next;
      if (page.length === 0) break;
      const last = page[page.length - 1]!;
      next =
        page.length < batchSize
          ? Promise.resolve([])
          : openPage(drawId, { createdAt: last.created_at_key, txUuid: last.tx_uuid }, batchSize);
      const todo = page.filter((m) => !inFlight.has(m.tx_uuid));
      seen += todo.length;
      if (Date.now() >= deadlineMs) {
        await next.catch(() => undefined);
        break;
      }
      answered += (await sendMany(todo, deadlineMs)).answered;
    }
    return { seen, answered };
  }

  /** The draws being drained by drainSoon, and whether another pass was asked for meanwhile. */
  const draining = new Map<string, { again: boolean; running: Promise<number> }>();

  const outbox = {
    problems: () => Object.fromEntries(problems),
    body,
    sendOne,
    sendMany,
    recordAnswers,
    openMessages,
    /** Sends every open win and rollback (of a draw) until none is left or a pass answers nothing. */
    async drain(
      drawId?: string,
      batchSize = 20_000,
      deadlineMs = Infinity,
    ): Promise<{ answered: number; open: number }> {
      let total = 0;
      if (drawId !== undefined) {
        // Passes until one finds nothing open, everything it saw answered, or nothing answered.
        for (;;) {
          const pass = await drainDraw(drawId, batchSize, deadlineMs);
          total += pass.answered;
          if (pass.seen === 0 || pass.answered === pass.seen) return { answered: total, open: 0 };
          if (pass.answered === 0 || Date.now() >= deadlineMs)
            return { answered: total, open: pass.seen - pass.answered };
        }
      }
      for (;;) {
        const open = (await openMessages(batchSize, drawId)).filter((m) => !inFlight.has(m.tx_uuid));
        if (open.length === 0 || Date.now() >= deadlineMs) return { answered: total, open: open.length };
        const { answered } = await sendMany(open, deadlineMs);
        total += answered;
        if (answered === 0) return { answered: total, open: open.length };
      }
    },
    /**
     * Drains a draw's open endings now, or, when a drain of it is already running, once more after
     * it (the settlement calls this as each part commits: pages sent while later ones are written).
     * Answers how many the running drain loop answered; a failure is logged, the rows stay open.
     */
    drainSoon(drawId: string): Promise<number> {
      const running = draining.get(drawId);
      if (running) {
        running.again = true;
        return running.running;
      }
      const state = { again: false, running: Promise.resolve(0) };
      state.running = (async () => {
        let answered = 0;
        try {
          do {
            state.again = false;
            answered += (await outbox.drain(drawId)).answered;
          } while (state.again);
        } catch (error) {
          logger.error({ err: error, drawId }, 'sending endings failed; resent on the next pass');
        } finally {
          draining.delete(drawId);
        }
        return answered;
      })();
      draining.set(drawId, state);
      return state.running;
    },
  };
  return outbox;
}

export type Outbox = ReturnType<typeof createOutbox>;
