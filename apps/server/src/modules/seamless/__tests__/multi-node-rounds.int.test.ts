import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { seatedPlayers, vendorCall } from '../../../../test/vendor-client.ts';

/**
 * Two servers on one database (ADR 0025): a vendor's calls for one round may reach either node at
 * the same instant. Each node batches a member's calls one batch at a time, but the nodes do not
 * know of each other, so the round's bound and the no-rollback-after-a-win rule must hold in
 * PostgreSQL. The rounds are repeated so that the two nodes' batches overlap in most of them.
 */
describe('seamless rounds played through two nodes at once', () => {
  let first: TestApp;
  let second: TestApp;
  // A live table of the catalog: at most 200 times the stake comes back.
  const players = seatedPlayers('house-baccarat');
  const { move, balance } = players;
  const ROUNDS = 8;

  beforeAll(async () => {
    first = await createTestApp();
    second = await createTestApp({ database: first.database, seed: false });
    await players.seat(first, ['demo11', 'demo12', 'demo13']);
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  const nodes = () => [first.app, second.app];

  it('pays wins on one bet up to the game’s bound, never past it, whichever node takes each', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const bet = move('demo11');
      expect((await vendorCall(first.app, 'bet', bet)).status).toBe('RS_OK');
      // 10.00 on a table returns at most 2,000.00: six wins of 300.00 fit, a seventh does not.
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          vendorCall(nodes()[i % 2]!, 'win', {
            ...move('demo11', { round: bet.round, amount: '300.00' }),
            reference_transaction_uuid: bet.transaction_uuid,
          }),
        ),
      );
      expect(answers.filter((a) => a.status === 'RS_OK')).toHaveLength(6);
      expect(answers.filter((a) => a.status === 'RS_ERROR_LIMIT_REACHED')).toHaveLength(4);
    }
    expect(await balance('demo11')).toBe(String(10_000 + ROUNDS * (1800 - 10)) + '.00');
  });

  it('bounds a round by all its stakes when the wins name different bets on different nodes', async () => {
    for (let i = 0; i < ROUNDS; i++) {
      const round = randomUUID();
      const bets = [move('demo12', { round }), move('demo12', { round })];
      for (const bet of bets) expect((await vendorCall(first.app, 'bet', bet)).status).toBe('RS_OK');
      // Two stakes of 10.00: the round returns at most 4,000.00, so two wins of 1,500.00 and no third.
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, n) =>
          vendorCall(nodes()[n % 2]!, 'win', {
            ...move('demo12', { round, amount: '1500.00' }),
            reference_transaction_uuid: bets[n % 2]!.transaction_uuid,
          }),
        ),
      );
      expect(answers.filter((a) => a.status === 'RS_OK')).toHaveLength(2);
    }
    expect(await balance('demo12')).toBe(String(10_000 + ROUNDS * (3000 - 20)) + '.00');
  });

  it('never both refunds a bet and pays its round a win that needs that stake', async () => {
    let expected = 10_000;
    for (let i = 0; i < ROUNDS; i++) {
      const round = randomUUID();
      const [refunded, kept] = [move('demo13', { round }), move('demo13', { round })];
      for (const bet of [refunded, kept])
        expect((await vendorCall(first.app, 'bet', bet)).status).toBe('RS_OK');
      expected -= 20;
      // 3,000.00 needs both stakes (4,000.00 bound; one stake alone allows 2,000.00).
      const [rollback, win] = await Promise.all([
        vendorCall(first.app, 'rollback', {
          ...move('demo13', { round }),
          reference_transaction_uuid: refunded.transaction_uuid,
        }),
        vendorCall(second.app, 'win', {
          ...move('demo13', { round, amount: '3000.00' }),
          reference_transaction_uuid: kept.transaction_uuid,
        }),
      ]);
      const outcome = [rollback.status, win.status];
      expect([
        ['RS_OK', 'RS_ERROR_LIMIT_REACHED'],
        ['RS_ERROR_TRANSACTION_DOES_NOT_EXIST', 'RS_OK'],
      ]).toContainEqual(outcome);
      expected += rollback.status === 'RS_OK' ? 10 : 3000;
    }
    expect(await balance('demo13')).toBe(`${expected}.00`);
  });
});
