/**
 * The lottery's side of the seamless wallet (API.md, ADR 0017 signing). One attempt per call: the
 * outbox (`outbox.ts`) owns retries, resending the SAME body (same transaction_uuid) until answered.
 *
 * Note: house-games has its own client with in-call retries (apps/house-games/src/seamless-client.ts);
 * the signing is the same few lines. They are kept apart on purpose for now (different retry owners);
 * a shared `packages/seamless-vendor` is the follow-up once both settle (see README).
 */
import { createHmac, randomUUID } from 'node:crypto';

export type SeamlessCall = 'balance' | 'bet' | 'win' | 'rollback' | 'settle';

export interface SeamlessAnswer {
  status: string;
  balance?: string;
  currency?: string;
}

/** The platform's bulk settlement (ADR 0032): at most this many wins and rollbacks in one call. */
export const SETTLE_MAX_ITEMS = 500;
/**
 * A bulk call waits longer than a single one: at least this long per item (30 s for 500). A call
 * given up too early is resent whole, and the platform then answers its applied items again on its
 * careful path: on a loaded machine a short timeout turns into a storm of resends.
 */
const SETTLE_MS_PER_ITEM = 60;

export interface SettleAnswer {
  status: string;
  results?: SeamlessAnswer[];
}

export class WalletUnavailableError extends Error {
  constructor(readonly problem: string) {
    super(`seamless: no answer (${problem})`);
  }
}

export const signRequest = (
  secret: string,
  timestampS: number,
  method: string,
  path: string,
  rawBody: string,
) =>
  createHmac('sha256', secret)
    .update(`${timestampS}.${method.toUpperCase()}.${path}.${rawBody}`)
    .digest('hex');

export interface SeamlessClientOptions {
  platformUrl: string;
  secret: string;
  vendorCode: string;
  timeoutMs?: number;
}

export function createSeamlessClient(options: SeamlessClientOptions) {
  const timeoutMs = options.timeoutMs ?? 10_000;
  async function send(
    call: Exclude<SeamlessCall, 'settle'>,
    body: Record<string, unknown>,
  ): Promise<SeamlessAnswer> {
    return post<SeamlessAnswer>(call, body);
  }

  /**
   * Wins and rollbacks in one call (ADR 0032), each answered as its single call; an item answered
   * RS_ERROR_UNKNOWN is left for the outbox to resend.
   */
  async function settle(
    items: (Record<string, unknown> & { call: 'win' | 'rollback' })[],
  ): Promise<SeamlessAnswer[]> {
    const answer = await post<SettleAnswer>(
      'settle',
      { items: items.map((item) => ({ request_uuid: randomUUID(), ...item })) },
      Math.max(timeoutMs, items.length * SETTLE_MS_PER_ITEM),
    );
    if (answer.status !== 'RS_OK' || !Array.isArray(answer.results) || answer.results.length !== items.length)
      throw new WalletUnavailableError(`settle ${answer.status}`);
    return answer.results;
  }

  async function post<A extends { status: string }>(
    call: SeamlessCall,
    body: Record<string, unknown>,
    waitMs = timeoutMs,
  ): Promise<A> {
    const rawBody = JSON.stringify({ request_uuid: randomUUID(), ...body });
    const path = `/api/seamless/${options.vendorCode}/${call}`;
    const timestampS = Math.floor(Date.now() / 1000);
    let response: Response;
    try {
      response = await fetch(`${options.platformUrl}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-timestamp': String(timestampS),
          'x-signature': signRequest(options.secret, timestampS, 'POST', path, rawBody),
        },
        body: rawBody,
        signal: AbortSignal.timeout(waitMs),
      });
    } catch (error) {
      throw new WalletUnavailableError((error as Error).name === 'TimeoutError' ? 'timeout' : 'network');
    }
    const text = await response.text().catch(() => '');
    if (response.status !== 200) throw new WalletUnavailableError(`HTTP ${response.status}`);
    let parsed: A;
    try {
      parsed = JSON.parse(text) as A;
    } catch {
      throw new WalletUnavailableError('unreadable answer');
    }
    if (typeof parsed.status !== 'string' || parsed.status === 'RS_ERROR_UNKNOWN')
      throw new WalletUnavailableError(String(parsed.status));
    return parsed;
  }
  return { send, settle };
}

export type SeamlessClient = ReturnType<typeof createSeamlessClient>;
