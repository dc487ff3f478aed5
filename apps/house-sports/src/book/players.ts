import { randomBytes } from 'node:crypto';
import type { SeamlessClient } from '../seamless-client.ts';
import type { Pool } from '../store/database.ts';
import { BookError, errorForStatus } from './book-error.ts';
import { GAME_CODE } from './money-outbox.ts';

export interface Player {
  sessionId: string;
  memberId: string;
  currency: string;
}

const SESSION_TTL_MS = 12 * 60 * 60 * 1000;

/**
 * Players come with the platform's launch token and member id (the launch URL's `token` and `user`,
 * as for the house games). One balance call checks them; the book then hands out its own session id
 * and keeps the latest token per member for bets and correcting debits.
 */
export function createPlayers(deps: { pool: Pool; client: SeamlessClient; nowMs?: () => number }) {
  const nowMs = deps.nowMs ?? Date.now;
  const sessions = new Map<string, Player & { expiresAtMs: number }>();
  return {
    async open(token: string, user: string): Promise<{ player: Player; balance: string }> {
      const answer = await deps.client.balance({ user, token, gameCode: GAME_CODE });
      if (answer.status !== 'RS_OK' || !answer.currency) throw errorForStatus(answer.status);
      await deps.pool.query(
        `INSERT INTO players (member_id, currency, token) VALUES ($1, $2, $3)
         ON CONFLICT (member_id) DO UPDATE SET token = EXCLUDED.token, currency = EXCLUDED.currency, token_seen_at = now()`,
        [user, answer.currency, token],
      );
      const player = {
        sessionId: randomBytes(24).toString('base64url'),
        memberId: user,
        currency: answer.currency,
      };
      sessions.set(player.sessionId, { ...player, expiresAtMs: nowMs() + SESSION_TTL_MS });
      return { player, balance: answer.balance ?? '0' };
    },
    get(sessionId: string | undefined): Player {
      const s = sessionId ? sessions.get(sessionId) : undefined;
      if (!s || s.expiresAtMs < nowMs()) throw new BookError('SESSION_INVALID');
      return s;
    },
    async balance(player: Player): Promise<string | undefined> {
      const answer = await deps.client.balance({ user: player.memberId, gameCode: GAME_CODE });
      return answer.balance;
    },
  };
}

export type Players = ReturnType<typeof createPlayers>;
