import { describe, expect, it } from 'vitest';
import type { SecretBox } from '../../../platform/crypto/secret-box.ts';
import type { Database } from '../../../platform/db/database.ts';
import { createSeamlessRepository } from '../seamless.repository.ts';

/** The seamless guard and record keep the ledger's batch extension contract (ADR 0016). */
describe('seamless fast move batch', () => {
  // Building the fragments touches neither the database nor the secrets.
  const repository = createSeamlessRepository({} as Database, {} as SecretBox);
  const item = {
    vendorCode: 'HOUSE',
    transactionUuid: 'b1',
    round: 'r1',
    gameCode: 'g',
    referenceUuid: null,
    amountMinor: 100n,
    scale: 2,
  };

  it.each(['BET', 'WIN'] as const)(
    'builds a %s extension the ledger accepts, one array per placeholder',
    (kind) => {
      const extension = repository.fastMoveBatch(kind, [item, { ...item, transactionUuid: 'b2' }]);
      expect(extension.params).toHaveLength(7);
      expect(extension.params[1]).toEqual(['b1', 'b2']);
      expect(extension.guard).toMatch(/FROM ext x JOIN input i/);
      expect(extension.record).toMatch(/FROM posted p JOIN ext x/);
    },
  );
});
