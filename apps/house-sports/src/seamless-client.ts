import { createHmac, randomUUID } from 'node:crypto';

/** Answer statuses of the platform's seamless wallet (API.md). */
export type SeamlessStatus =
  | 'RS_OK'
  | 'RS_ERROR_NOT_ENOUGH_MONEY'
  | 'RS_ERROR_DUPLICATE_TRANSACTION'
  | 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST'
  | 'RS_ERROR_TRANSACTION_ROLLED_BACK'
  | 'RS_ERROR_INVALID_TOKEN'
  | 'RS_ERROR_INVALID_SIGNATURE'
  | 'RS_ERROR_USER_DISABLED'
  | 'RS_ERROR_LIMIT_REACHED'
  | 'RS_ERROR_WRONG_CURRENCY'
  | 'RS_ERROR_WRONG_TYPES'
  | 'RS_ERROR_UNKNOWN';

export interface SeamlessAnswer {
  status: SeamlessStatus;
  balance?: string;
  currency?: string;
  transaction_uuid?: string;
  request_uuid?: string;
}

export type SeamlessCall = 'balance' | 'bet' | 'win' | 'rollback' | 'settle';

/** The platform's bulk settlement (ADR 0032): at most this many wins and rollbacks in one call. */
export const SETTLE_MAX_ITEMS = 500;
/** A bulk call carries many postings: it is given longer than a single call per attempt. */
const SETTLE_TIMEOUT_MS = 30_000;

export interface BalanceRequest {
  user: string;
  token?: string;
  currency?: string;
  gameCode?: string;
}

export interface MoveRequest {
  transactionUuid: string;
  /** The bet a win or rollback settles. */
  referenceUuid?: string;
  round: string;
  gameCode: string;
  user: string;
  /** The launch session; wins and rollbacks are accepted without it (API.md). */
  token?: string;
  /** Decimal string in the currency's scale. */
  amount: string;
  currency: string;
}

/** No answer from the platform within the retry budget: the outcome of the call is unknown. */
export class WalletUnavailableError extends Error {
  constructor(
    readonly call: SeamlessCall,
    readonly lastProblem: string,
  ) {
    super(`seamless ${call}: no answer (${lastProblem})`);
  }
}

/**
 * hex(HMAC-SHA256(secret, timestamp + "." + METHOD + "." + path + "." + rawBody)): the X-Signature the
 * platform checks. The method and path are signed so a body cannot be replayed to another call.
 */
export function signSeamlessRequest(
  secret: string,
  timestampS: number,
  method: string,
  path: string,
  rawBody: string,
): string {
  return createHmac('sha256', secret)
    .update(`${timestampS}.${method.toUpperCase()}.${path}.${rawBody}`)
    .digest('hex');
}

export interface SeamlessClientOptions {
  platformUrl: string;
  secret: string;
  vendorCode?: string;
  fetch?: typeof fetch;
  /** Per attempt. */
  timeoutMs?: number;
  /** Attempts per call before giving up with WalletUnavailableError. */
  maxAttempts?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
  nowMs?: () => number;
  log?: { warn(object: object, message: string): void };
}

const retryableStatuses = new Set<string>(['RS_ERROR_UNKNOWN']);

/**
 * The sportsbook's side of the seamless-wallet protocol (the house games' client, vendor SPORTS). Every retry of a call resends the SAME body
 * (same request_uuid and transaction_uuid), re-signed with a fresh timestamp, so the platform's
 * exactly-once rule turns a retry of a call that did land into a replay that moves nothing.
 * Retries happen on network errors, timeouts, non-200 answers, unreadable bodies and RS_ERROR_UNKNOWN
 * (the platform could not decide), with bounded exponential backoff.
 */
export function createSeamlessClient(options: SeamlessClientOptions) {
  const vendor = options.vendorCode ?? 'SPORTS';
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 5_000;
  const maxAttempts = options.maxAttempts ?? 4;
  const baseDelayMs = options.baseDelayMs ?? 200;
  const maxDelayMs = options.maxDelayMs ?? 2_000;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const nowMs = options.nowMs ?? Date.now;

  async function attempt(
    call: SeamlessCall,
    rawBody: string,
    attemptTimeoutMs = timeoutMs,
  ): Promise<SeamlessAnswer | string> {
    const timestampS = Math.floor(nowMs() / 1000);
    try {
      const path = `/api/seamless/${vendor}/${call}`;
      const response = await doFetch(`${options.platformUrl}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-timestamp': String(timestampS),
          'x-signature': signSeamlessRequest(options.secret, timestampS, 'POST', path, rawBody),
        },
        body: rawBody,
        signal: AbortSignal.timeout(attemptTimeoutMs),
      });
      const text = await response.text();
      if (response.status !== 200) return `HTTP ${response.status}`;
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        return 'unreadable answer';
      }
      const status = (parsed as { status?: unknown } | null)?.status;
      if (typeof status !== 'string' || !status.startsWith('RS_')) return 'answer without status';
      if (retryableStatuses.has(status)) return status;
      return parsed as SeamlessAnswer;
    } catch (error) {
      return (error as Error).name === 'TimeoutError' ? 'timeout' : `network: ${(error as Error).message}`;
    }
  }

  /** Sends one call, retrying the identical body; throws WalletUnavailableError when the budget is spent. */
  async function send(
    call: SeamlessCall,
    body: Record<string, unknown>,
    overrides: { maxAttempts?: number; timeoutMs?: number } = {},
  ): Promise<SeamlessAnswer> {
    const rawBody = JSON.stringify({ request_uuid: randomUUID(), ...body });
    const attempts = overrides.maxAttempts ?? maxAttempts;
    let lastProblem = 'not sent';
    for (let n = 1; n <= attempts; n++) {
      const result = await attempt(call, rawBody, overrides.timeoutMs);
      if (typeof result !== 'string') return result;
      lastProblem = result;
      if (n < attempts) {
        const delayMs = Math.min(maxDelayMs, baseDelayMs * 2 ** (n - 1));
        options.log?.warn({ call, attempt: n, problem: result, delayMs }, 'seamless call retried');
        await sleep(delayMs);
      }
    }
    throw new WalletUnavailableError(call, lastProblem);
  }

  const moveBody = (request: MoveRequest) => ({
    transaction_uuid: request.transactionUuid,
    ...(request.referenceUuid ? { reference_transaction_uuid: request.referenceUuid } : {}),
    round: request.round,
    game_code: request.gameCode,
    user: request.user,
    ...(request.token ? { token: request.token } : {}),
    amount: request.amount,
    currency: request.currency,
  });

  return {
    send,
    balance: (request: BalanceRequest) =>
      send('balance', {
        user: request.user,
        ...(request.token ? { token: request.token } : {}),
        ...(request.currency ? { currency: request.currency } : {}),
        ...(request.gameCode ? { game_code: request.gameCode } : {}),
      }),
    bet: (request: MoveRequest, overrides?: { maxAttempts?: number }) =>
      send('bet', moveBody(request), overrides),
    win: (request: MoveRequest, overrides?: { maxAttempts?: number }) =>
      send('win', moveBody(request), overrides),
    rollback: (request: MoveRequest, overrides?: { maxAttempts?: number }) =>
      send('rollback', moveBody(request), overrides),
    /**
     * Wins and rollbacks in one call (ADR 0032), each answered as its single call would be, in order.
     * An item answered RS_ERROR_UNKNOWN is the caller's to send again.
     */
    async settle(
      items: readonly { call: 'win' | 'rollback'; request: MoveRequest }[],
      overrides: { maxAttempts?: number } = {},
    ): Promise<SeamlessAnswer[]> {
      const answer = (await send(
        'settle',
        { items: items.map((i) => ({ call: i.call, request_uuid: randomUUID(), ...moveBody(i.request) })) },
        { ...overrides, timeoutMs: SETTLE_TIMEOUT_MS },
      )) as SeamlessAnswer & { results?: SeamlessAnswer[] };
      if (answer.status !== 'RS_OK' || answer.results?.length !== items.length)
        throw new WalletUnavailableError('settle', `settle ${answer.status}`);
      return answer.results;
    },
  };
}

export type SeamlessClient = ReturnType<typeof createSeamlessClient>;
