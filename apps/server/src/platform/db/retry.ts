import type { Database, Queryable } from './database.ts';

/** SQLSTATEs worth one more try: the transaction lost a race, not an argument. */
const RETRYABLE = new Set(['40P01', '40001']);

export function isRetryableConflict(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && RETRYABLE.has((error as { code?: string }).code ?? '')
  );
}

/**
 * Runs `work` in one transaction, retrying a deadlock or serialization failure a bounded number of
 * times (with a little jitter so two victims do not collide again). Every other error propagates.
 */
export async function transactionWithRetry<T>(
  db: Database,
  work: (tx: Queryable) => Promise<T>,
  maxAttempts = 4,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (!isRetryableConflict(error) || attempt >= maxAttempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
    }
  }
}
