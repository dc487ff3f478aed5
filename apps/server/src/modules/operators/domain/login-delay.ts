/**
 * Operator passwords guard every member and every merchant, so guessing one is slowed per account,
 * wherever the guesses come from (ASVS 2.2.1). The first attempts in a row are free; from then on
 * each attempt waits twice as long as the one before, up to a ceiling that still lets the real
 * operator in a few times an hour while someone else keeps guessing.
 */
export const FREE_ATTEMPTS = 5;
export const FIRST_DELAY_MS = 2_000;
export const MAX_DELAY_MS = 10 * 60_000;
/** Failures in a row are forgotten a day after the first. */
export const ACCOUNT_FAILURE_WINDOW_MS = 24 * 60 * 60_000;

/** How long attempt number `attempt` (1-based, counted since the last success) holds the account. */
export function accountRetryDelayMs(attempt: number): number {
  if (attempt <= FREE_ATTEMPTS) return 0;
  const doublings = Math.min(attempt - FREE_ATTEMPTS - 1, 30);
  return Math.min(FIRST_DELAY_MS * 2 ** doublings, MAX_DELAY_MS);
}
