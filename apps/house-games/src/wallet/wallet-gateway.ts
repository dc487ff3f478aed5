import { randomUUID } from 'node:crypto';
import type { LogRecord, RoundLog, TxRecord } from '../fairness-store/round-log.ts';
import {
  WalletUnavailableError,
  type MoveRequest,
  type SeamlessAnswer,
  type SeamlessClient,
  type SeamlessStatus,
} from '../seamless-client.ts';

export interface StakeRequest {
  roundId: string;
  gameCode: string;
  user: string;
  token: string;
  amount: string;
  currency: string;
}

export type StakeResult =
  | { ok: true; betUuid: string; balance: string | undefined }
  /** The platform refused the bet (it moved nothing). */
  | { ok: false; status: SeamlessStatus; balance: string | undefined }
  /** No answer: the bet is being rolled back. */
  | { ok: false; status: 'UNAVAILABLE'; balance: undefined };

export interface PayRequest {
  roundId: string;
  gameCode: string;
  user: string;
  token?: string;
  amount: string;
  currency: string;
  /** Every bet of the player-round this win closes; the first is the protocol's reference. */
  betUuids: string[];
  /** The uuid to use (lets the caller name it in its round record); a fresh one otherwise. */
  winUuid?: string;
  /** Written in the same log append as the win's intent (the round record that names it). */
  alsoLog?: LogRecord[];
}

export type PayResult =
  | { settled: true; winUuid: string; balance: string | undefined }
  /** Not answered yet: retried in the background until it is (the win is never dropped). */
  | { settled: false; winUuid: string; pending: true }
  /** Refused for good by the platform (e.g. the bet was rolled back); logged as an error. */
  | { settled: false; winUuid: string; pending: false; status: SeamlessStatus };

export interface Logger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

/** Answers that settle a win or rollback for good; anything else (no answer, RS_ERROR_UNKNOWN) is retried. */
const isDefinitive = (answer: SeamlessAnswer) => answer.status !== 'RS_ERROR_UNKNOWN';

/**
 * Real-money moves of the house with the exactly-once discipline of a real vendor: each call's
 * transaction_uuid is written to the round log before it is sent; an unconfirmed bet is rolled back;
 * wins and rollbacks are retried (same uuid) until the platform answers, across restarts.
 */
export function createWalletGateway(deps: {
  client: SeamlessClient;
  log: RoundLog;
  logger: Logger;
  nowMs?: () => number;
  /** Background retry backoff of open wins and rollbacks. */
  retryBaseMs?: number;
  retryMaxMs?: number;
}) {
  const nowMs = deps.nowMs ?? Date.now;
  const retryBaseMs = deps.retryBaseMs ?? 1_000;
  const retryMaxMs = deps.retryMaxMs ?? 60_000;
  const pending = new Map<
    string,
    { tx: TxRecord; token?: string; attempts: number; timer?: NodeJS.Timeout }
  >();
  const idleWaiters: (() => void)[] = [];
  let stopped = false;

  const at = () => new Date(nowMs()).toISOString();

  function moveOf(tx: TxRecord, token?: string): MoveRequest {
    return {
      transactionUuid: tx.txUuid,
      ...(tx.refUuid ? { referenceUuid: tx.refUuid } : {}),
      round: tx.roundId,
      gameCode: tx.gameCode,
      user: tx.user,
      ...(token ? { token } : {}),
      amount: tx.amount,
      currency: tx.currency,
    };
  }

  async function markDone(tx: TxRecord, answer: SeamlessAnswer) {
    await deps.log.append({
      type: 'txDone',
      at: at(),
      txUuid: tx.txUuid,
      status: answer.status,
      ...(answer.balance !== undefined ? { balance: answer.balance } : {}),
    });
    if (answer.status !== 'RS_OK') {
      deps.logger.error(
        { txUuid: tx.txUuid, kind: tx.kind, round: tx.roundId, user: tx.user, status: answer.status },
        `seamless ${tx.kind} refused for good`,
      );
    }
  }

  /** Sends a win or rollback once (bounded retries); on no answer it joins the background queue. */
  async function sendSettling(tx: TxRecord, token?: string): Promise<SeamlessAnswer | null> {
    try {
      const answer = await deps.client[tx.kind === 'win' ? 'win' : 'rollback'](moveOf(tx, token));
      if (isDefinitive(answer)) {
        await markDone(tx, answer);
        return answer;
      }
    } catch (error) {
      if (!(error instanceof WalletUnavailableError)) throw error;
    }
    queue(tx, token);
    return null;
  }

  function queue(tx: TxRecord, token?: string) {
    if (pending.has(tx.txUuid)) return;
    pending.set(tx.txUuid, { tx, ...(token ? { token } : {}), attempts: 0 });
    deps.logger.warn(
      { txUuid: tx.txUuid, kind: tx.kind, round: tx.roundId },
      'seamless call queued for retry',
    );
    schedule(tx.txUuid);
  }

  function schedule(txUuid: string) {
    const entry = pending.get(txUuid);
    if (!entry || stopped) return;
    const delayMs = Math.min(retryMaxMs, retryBaseMs * 2 ** Math.min(entry.attempts, 16));
    entry.timer = setTimeout(() => void retry(txUuid), delayMs);
    entry.timer.unref?.();
  }

  async function retry(txUuid: string) {
    const entry = pending.get(txUuid);
    if (!entry) return;
    entry.attempts++;
    try {
      const answer = await deps.client[entry.tx.kind === 'win' ? 'win' : 'rollback'](
        moveOf(entry.tx, entry.token),
        {
          maxAttempts: 1,
        },
      );
      if (isDefinitive(answer)) {
        await markDone(entry.tx, answer);
        pending.delete(txUuid);
        deps.logger.info(
          { txUuid, kind: entry.tx.kind, status: answer.status },
          'queued seamless call answered',
        );
        if (pending.size === 0) for (const wake of idleWaiters.splice(0)) wake();
        return;
      }
    } catch (error) {
      if (!(error instanceof WalletUnavailableError))
        deps.logger.error({ err: error, txUuid }, 'retry failed');
    }
    schedule(txUuid);
  }

  async function rollback(bet: TxRecord, token?: string): Promise<SeamlessAnswer | null> {
    const tx: TxRecord = {
      type: 'tx',
      at: at(),
      txUuid: randomUUID(),
      kind: 'rollback',
      refUuid: bet.txUuid,
      roundId: bet.roundId,
      gameCode: bet.gameCode,
      user: bet.user,
      amount: bet.amount,
      currency: bet.currency,
    };
    await deps.log.append(tx);
    return sendSettling(tx, token);
  }

  const gateway = {
    /** Debits a stake. A bet the platform did not confirm is rolled back before this answers. */
    async stake(request: StakeRequest): Promise<StakeResult> {
      const bet: TxRecord = {
        type: 'tx',
        at: at(),
        txUuid: randomUUID(),
        kind: 'bet',
        roundId: request.roundId,
        gameCode: request.gameCode,
        user: request.user,
        amount: request.amount,
        currency: request.currency,
      };
      await deps.log.append(bet);
      let answer: SeamlessAnswer;
      try {
        answer = await deps.client.bet(moveOf(bet, request.token));
      } catch (error) {
        if (!(error instanceof WalletUnavailableError)) throw error;
        deps.logger.warn({ txUuid: bet.txUuid, round: bet.roundId }, 'bet unconfirmed: rolling it back');
        await rollback(bet);
        return { ok: false, status: 'UNAVAILABLE', balance: undefined };
      }
      await deps.log.append({
        type: 'txDone',
        at: at(),
        txUuid: bet.txUuid,
        status: answer.status,
        ...(answer.balance !== undefined ? { balance: answer.balance } : {}),
      });
      if (answer.status === 'RS_OK') return { ok: true, betUuid: bet.txUuid, balance: answer.balance };
      return { ok: false, status: answer.status, balance: answer.balance };
    },

    /** Refunds a confirmed bet that will not be played (e.g. it landed after betting closed). */
    refund(betUuid: string, request: StakeRequest) {
      return rollback({
        type: 'tx',
        at: at(),
        txUuid: betUuid,
        kind: 'bet',
        roundId: request.roundId,
        gameCode: request.gameCode,
        user: request.user,
        amount: request.amount,
        currency: request.currency,
      });
    },

    /** The win's intent record, for a caller that writes it together with its round record. */
    prepareWin(request: PayRequest): TxRecord {
      return {
        type: 'tx',
        at: at(),
        txUuid: request.winUuid ?? randomUUID(),
        kind: 'win',
        refUuid: request.betUuids[0]!,
        coversBetUuids: request.betUuids,
        roundId: request.roundId,
        gameCode: request.gameCode,
        user: request.user,
        amount: request.amount,
        currency: request.currency,
      };
    },

    /** Sends a win whose intent is already in the log. */
    async payPrepared(tx: TxRecord, token?: string): Promise<PayResult> {
      const answer = await sendSettling(tx, token);
      if (!answer) return { settled: false, winUuid: tx.txUuid, pending: true };
      if (answer.status === 'RS_OK') return { settled: true, winUuid: tx.txUuid, balance: answer.balance };
      return { settled: false, winUuid: tx.txUuid, pending: false, status: answer.status };
    },

    /** Credits a player-round's total return (0 closes the round). Never dropped: see PayResult. */
    async pay(request: PayRequest): Promise<PayResult> {
      const tx = gateway.prepareWin(request);
      await deps.log.appendMany([...(request.alsoLog ?? []), tx]);
      return gateway.payPrepared(tx, request.token);
    },

    /** Resends what a previous run left open: unanswered wins and rollbacks, and refunds orphan bets. */
    async recover() {
      const open = deps.log.openMoney();
      for (const tx of open.pending) queue(tx);
      for (const bet of open.orphanBets) await rollback(bet);
      if (open.pending.length + open.orphanBets.length > 0) {
        deps.logger.warn(
          { resent: open.pending.length, refunded: open.orphanBets.length },
          'round log: open money of a previous run taken up',
        );
      }
    },

    pendingCount: () => pending.size,

    /** Waits (at most timeoutMs) for the background queue to empty, then stops retrying in this process. */
    async drain(timeoutMs: number) {
      if (pending.size > 0) {
        await Promise.race([
          new Promise<void>((resolve) => idleWaiters.push(resolve)),
          new Promise<void>((resolve) => setTimeout(resolve, timeoutMs).unref?.()),
        ]);
      }
      stopped = true;
      for (const entry of pending.values()) clearTimeout(entry.timer);
      // Whatever is still open stays open in the round log and is resent by the next run.
    },
  };
  return gateway;
}

export type WalletGateway = ReturnType<typeof createWalletGateway>;
