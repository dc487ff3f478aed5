import { sealedPrefix, SecretBoxError, type SecretBox } from './secret-box.ts';

/**
 * A column of sealed secrets as its module's repository offers it to the boot-time pass: the module
 * keeps its SQL and its tables, the pass only decides what to seal.
 */
export interface SealedColumn {
  /** `table.column`, for messages. */
  name: string;
  purpose: string;
  /**
   * Up to `limit` non-empty values that do not begin with `prefix` (plaintext, or sealed under
   * another key), of rows after `afterId` in id order.
   */
  pending(prefix: string, afterId: string | null, limit: number): Promise<{ id: string; stored: string }[]>;
  /** Writes `next` only where the value is still `stored`; false when another node got there first. */
  replace(id: string, stored: string, next: string): Promise<boolean>;
}

export class SecretResealError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `Secrets at rest that no configured key opens (set SECRETS_KEY_PREVIOUS to the key that sealed them):\n${problems
        .map((p) => `  - ${p}`)
        .join('\n')}`,
    );
  }
}

const PAGE = 200;

/**
 * Seals every plaintext secret and reseals those sealed under a previous key, so that after one start
 * with `SECRETS_KEY=new SECRETS_KEY_PREVIOUS=old` the old key can go. Idempotent, and safe with several
 * nodes starting at once: each write is a compare-and-set on the value read, and the id cursor ends
 * each column's walk even while another node rewrites the same rows. A value no key opens stops the
 * start: serving on would break that vendor, provider or member later and out of sight.
 */
export async function resealSecrets(
  box: SecretBox,
  columns: readonly SealedColumn[],
): Promise<{ resealed: number }> {
  const prefix = sealedPrefix(box.keyId);
  const problems: string[] = [];
  let resealed = 0;
  for (const column of columns) {
    let afterId: string | null = null;
    for (;;) {
      const rows = await column.pending(prefix, afterId, PAGE);
      for (const row of rows) {
        let plaintext: string;
        try {
          plaintext = box.open(row.stored, column.purpose);
        } catch (error) {
          if (!(error instanceof SecretBoxError)) throw error;
          problems.push(`${column.name} of ${row.id}: ${error.message}`);
          continue;
        }
        if (await column.replace(row.id, row.stored, box.seal(plaintext, column.purpose))) resealed += 1;
      }
      if (rows.length < PAGE) break;
      afterId = rows[rows.length - 1]!.id;
    }
  }
  if (problems.length > 0) throw new SecretResealError(problems);
  return { resealed };
}
