import { createHash } from 'node:crypto';
import { AppError } from '../http/app-error.ts';
import type { Database, Queryable } from './database.ts';
import { transactionWithRetry } from './retry.ts';

export interface IdempotentResult<T> {
  value: T;
  /** True when this answer was stored by an earlier request with the same key. */
  replayed: boolean;
}

const KEY_SHAPE = /^[A-Za-z0-9._:-]{8,128}$/;

/** The header value, checked: money-moving calls refuse to run without one (API.md). */
export function requireIdempotencyKey(header: string | string[] | undefined): string {
  const key = Array.isArray(header) ? header[0] : header;
  if (!key) throw new AppError('IDEMPOTENCY_KEY_REQUIRED');
  if (!KEY_SHAPE.test(key)) throw new AppError('VALIDATION_FAILED', {}, { field: 'Idempotency-Key' });
  return key;
}

/** A stable hash of the request: same fields in any order give the same hash. */
export function requestHash(route: string, body: unknown): string {
  return createHash('sha256').update(route).update('\n').update(canonicalJson(body)).digest('hex');
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * The answer already stored for this key, if a request with it completed: checked before a use case's
 * slow or load-shed steps (the payment password's hash), so that a client retrying a call that was
 * applied gets its first answer instead of a 429 it could mistake for "not applied". The same key
 * with another request is a conflict here too. Null when the key is unused (or still in flight):
 * `runIdempotent` then decides.
 */
export async function storedAnswer<T>(
  db: Queryable,
  options: { scope: string; key: string; hash: string },
): Promise<IdempotentResult<T> | null> {
  const r = await db.query<{ request_hash: string; response: T }>(
    `SELECT request_hash, response FROM idempotency_keys WHERE scope = $1 AND key = $2 AND status_code = 200`,
    [options.scope, options.key],
  );
  const row = r.rows[0];
  if (!row) return null;
  if (row.request_hash !== options.hash) throw new AppError('IDEMPOTENCY_MISMATCH');
  return { value: row.response, replayed: true };
}

/**
 * Runs `work` at most once per (scope, key). The key row is inserted first in the same transaction
 * as the money it guards, so a crash leaves either both or neither; a concurrent duplicate waits on
 * the key's unique index and then reads the committed answer. A failure (thrown error) rolls the key
 * back with everything else: nothing moved, so a retry decides afresh.
 */
export async function runIdempotent<T>(
  db: Database,
  options: { scope: string; key: string; hash: string },
  work: (tx: Queryable) => Promise<T>,
): Promise<IdempotentResult<T>> {
  return transactionWithRetry(db, async (tx) => {
    const claimed = await tx.query(
      `INSERT INTO idempotency_keys (scope, key, request_hash, status_code, response)
       VALUES ($1, $2, $3, 0, 'null') ON CONFLICT (scope, key) DO NOTHING RETURNING 1`,
      [options.scope, options.key, options.hash],
    );
    if ((claimed.rowCount ?? 0) === 0) {
      const existing = await tx.query<{ request_hash: string; response: T }>(
        `SELECT request_hash, response FROM idempotency_keys WHERE scope = $1 AND key = $2`,
        [options.scope, options.key],
      );
      const row = existing.rows[0]!;
      if (row.request_hash !== options.hash) throw new AppError('IDEMPOTENCY_MISMATCH');
      return { value: row.response, replayed: true };
    }
    const value = await work(tx);
    await tx.query(
      `UPDATE idempotency_keys SET status_code = 200, response = $3 WHERE scope = $1 AND key = $2`,
      [options.scope, options.key, JSON.stringify(value)],
    );
    return { value, replayed: false };
  });
}
