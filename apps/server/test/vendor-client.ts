import { randomUUID } from 'node:crypto';
import type { TSeamlessResponse } from '@platform/contracts';
import { signSeamlessRequest } from '../src/modules/seamless/index.ts';
import type { TestApp } from './test-app.ts';

export const TEST_HOUSE_SECRET = 'house-games-dev-secret-change-me';

type VendorCallOptions = {
  vendor?: string;
  secret?: string;
  timestampS?: number;
  signature?: string;
  /** Sends the call to this path, signed as usual (a replay of the body to another endpoint). */
  sendToPath?: string;
  /** The exact raw body (a captured one, replayed). */
  raw?: string;
  /** More request headers (Accept-Encoding, …). */
  headers?: Record<string, string>;
};

/** Signs and sends a seamless-wallet call as a vendor would (API.md). */
export async function vendorCall(
  app: TestApp['app'],
  call: 'balance' | 'bet' | 'win' | 'rollback' | 'settle',
  body: Record<string, unknown>,
  options: VendorCallOptions = {},
): Promise<TSeamlessResponse> {
  const response = await vendorRequest(app, call, body, options);
  if (response.statusCode !== 200)
    throw new Error(`seamless ${call}: HTTP ${response.statusCode} ${response.body}`);
  return response.json() as TSeamlessResponse;
}

/** The same signed call, answered with the whole HTTP response (status, headers, raw bytes). */
export function vendorRequest(
  app: TestApp['app'],
  call: 'balance' | 'bet' | 'win' | 'rollback' | 'settle',
  body: Record<string, unknown>,
  options: VendorCallOptions = {},
) {
  const raw = options.raw ?? JSON.stringify({ request_uuid: randomUUID(), ...body });
  const timestampS = options.timestampS ?? Math.floor(Date.now() / 1000);
  const path = `/api/seamless/${options.vendor ?? 'HOUSE'}/${call}`;
  return app.inject({
    method: 'POST',
    url: options.sendToPath ?? path,
    headers: {
      ...options.headers,
      'content-type': 'application/json',
      'x-timestamp': String(timestampS),
      'x-signature':
        options.signature ??
        signSeamlessRequest(options.secret ?? TEST_HOUSE_SECRET, timestampS, 'POST', path, raw),
    },
    payload: raw,
  });
}

/**
 * Demo members seated at one house game with a vendor session each, and the calls a vendor makes
 * for them: a bet/win/rollback body for a fresh transaction and round, and the balance it reads.
 */
export function seatedPlayers(gameCode: string) {
  const ids: Record<string, string> = {};
  const tokens: Record<string, string> = {};
  let app: TestApp['app'] | undefined;
  return {
    ids,
    tokens,
    async seat(t: TestApp, usernames: readonly string[]) {
      app = t.app;
      for (const username of usernames) {
        const member = await t.modules.identity.sessions.findMemberByUsername('ROYAL', username);
        ids[username] = member!.id;
        tokens[username] = await t.modules.seamless.service.issueSession({
          vendorCode: 'HOUSE',
          memberId: member!.id,
          merchantCode: 'ROYAL',
          gameCode,
        });
      }
    },
    move: (username: string, extra: Record<string, unknown> = {}) => ({
      transaction_uuid: randomUUID(),
      round: randomUUID(),
      game_code: gameCode,
      user: ids[username],
      token: tokens[username],
      currency: 'THB',
      amount: '10.00',
      ...extra,
    }),
    balance: async (username: string) =>
      (await vendorCall(app!, 'balance', { user: ids[username], token: tokens[username] })).balance,
  };
}
