import type { KeyValueStore } from '../../platform/cache/key-value-store.ts';
import { AppError } from '../../platform/http/app-error.ts';

/** Files one member may store per hour across every cashier upload. */
export const UPLOADS_PER_MEMBER_PER_HOUR = 20;
/** Files that may reach storage for one deposit (one proof, plus room for a failed write retried). */
export const UPLOADS_PER_DEPOSIT = 3;
/** "Not received" proof images one withdrawal may hold over all its disputes. */
export const UPLOADS_PER_WITHDRAWAL = 9;

const HOUR_MS = 60 * 60_000;
/** Longer than any deposit or withdrawal stays open to uploads. */
const RECORD_WINDOW_MS = 30 * 24 * HOUR_MS;

/**
 * Upload limits, taken only after the member's ownership and the record's state were checked and
 * right before the files are written. Atomic counters in the key-value store (Redis when several
 * nodes run), so parallel uploads cannot all slip under a limit.
 */
export function createUploadQuota(store: KeyValueStore) {
  return {
    async take(
      memberId: string,
      record: { kind: 'deposit' | 'withdrawal'; id: string; max: number },
      files: number,
    ) {
      const memberKey = `upload-hour:member:${memberId}`;
      const recordKey = `upload-total:${record.kind}:${record.id}`;
      for (let i = 0; i < files; i++) {
        if ((await store.increment(memberKey, HOUR_MS)) > UPLOADS_PER_MEMBER_PER_HOUR) {
          const seconds = Math.max(1, Math.ceil(((await store.ttlMs(memberKey)) ?? HOUR_MS) / 1000));
          throw new AppError('RATE_LIMITED', { seconds }, null, { 'Retry-After': String(seconds) });
        }
        if ((await store.increment(recordKey, RECORD_WINDOW_MS)) > record.max) {
          throw new AppError('UPLOAD_LIMIT_REACHED', { max: record.max });
        }
      }
    },
  };
}

export type UploadQuota = ReturnType<typeof createUploadQuota>;
