import type { TBotChallenge } from '@platform/contracts';
import { solveChallenge } from 'altcha-lib/v1';
import { api, ApiError } from '../../../lib/api-client.ts';

/**
 * The bot check of API.md (the spec's geetest step): an ALTCHA v1 proof of work. Each solved payload
 * is accepted once by the server, so every call that needs one fetches and solves a fresh challenge.
 */
export const BOT_CHALLENGE_PATH = '/api/wps/verification/challenge';

export interface BotCheckSolution {
  algorithm: string;
  challenge: string;
  number: number;
  salt: string;
  signature: string;
}

/** The `botCheck` field: base64 of the JSON solution (ASCII only, so `btoa` is exact). */
export function encodeBotCheck(solution: BotCheckSolution): string {
  const { algorithm, challenge, number, salt, signature } = solution;
  return btoa(JSON.stringify({ algorithm, challenge, number, salt, signature }));
}

export function decodeBotCheck(payload: string): BotCheckSolution {
  return JSON.parse(atob(payload)) as BotCheckSolution;
}

export const fetchBotChallenge = () => api.get<TBotChallenge>(BOT_CHALLENGE_PATH);

/**
 * Fetches a challenge and solves it. Resolves to `undefined` when the brand has the check switched off
 * (the field is then left out), and throws `ApiError('BOT_CHECK_FAILED')` when no answer exists.
 */
export async function solveBotCheck(
  fetchChallenge: () => Promise<TBotChallenge> = fetchBotChallenge,
  signal?: AbortSignal,
): Promise<string | undefined> {
  const challenge = await fetchChallenge();
  if (!challenge.enabled) return undefined;
  const work = solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber);
  const abort = () => work.controller.abort();
  signal?.addEventListener('abort', abort, { once: true });
  try {
    const solution = await work.promise;
    if (!solution) throw new ApiError('BOT_CHECK_FAILED', '', 0);
    return encodeBotCheck({ ...challenge, number: solution.number });
  } finally {
    signal?.removeEventListener('abort', abort);
  }
}
