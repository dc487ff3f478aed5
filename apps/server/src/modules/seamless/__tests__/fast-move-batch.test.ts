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

  it('builds one extension for bets and wins together that the ledger accepts, one array per placeholder', () => {
    const extension = repository.fastMoveBatch([
      { ...item, kind: 'BET' },
      { ...item, kind: 'WIN', transactionUuid: 'b2', referenceUuid: 'b1' },
    ]);
    expect(extension.params).toHaveLength(8);
    expect(extension.params[1]).toEqual(['b1', 'b2']);
    expect(extension.params[7]).toEqual(['BET', 'WIN']);
    expect(extension.guard).toMatch(/FROM ext x JOIN input i/);
    expect(extension.guard).toMatch(/UNION ALL/);
    expect(extension.record).toMatch(/FROM posted p JOIN ext x/);
    // One statement text whatever the mix, so each connection prepares it once.
    expect(repository.fastMoveBatch([{ ...item, kind: 'WIN' }]).key).toBe(extension.key);
  });
});
