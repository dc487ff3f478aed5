import { randomUUID } from 'node:crypto';
import type { TSeamlessSettleResponse } from '@platform/contracts';
import { parseMoney, toDecimalString } from '@platform/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestClock, type TestApp } from '../../../../test/test-app.ts';
import { seatedPlayers, vendorCall, vendorRequest } from '../../../../test/vendor-client.ts';

/** `POST /api/seamless/{vendor}/settle` (ADR 0032): wins and rollbacks in one signed call, each answered as alone. */
describe('seamless settlement in bulk', () => {
  const clock = createTestClock();
  let t: TestApp;
  const players = seatedPlayers('house-slot-1');
  const { ids, move, balance } = players;
  const names = Array.from({ length: 6 }, (_, i) => `demo${String(i + 1).padStart(2, '0')}`);

  beforeAll(async () => {
    t = await createTestApp({ clock });
    await players.seat(t, names);
  });
  afterAll(() => t.close());

  // Each item is the body of its single call, request_uuid included.
  /** A THB balance plus an amount, in minor units (never through a float). */
  const plus = (balance: string | undefined, amount: string) =>
    toDecimalString({
      amountMinor: parseMoney(balance!, 'THB').amountMinor + parseMoney(amount, 'THB').amountMinor,
      currency: 'THB',
    });

  const settle = async (items: Record<string, unknown>[]) => {
    const response = await vendorRequest(t.app, 'settle', {
      items: items.map((item) => ({ request_uuid: randomUUID(), ...item })),
    });
    expect(response.statusCode).toBe(200);
    return response.json() as TSeamlessSettleResponse;
  };

  it('credits every win and refunds every rollback once, in item order, and a replay moves nothing', async () => {
    const before = Object.fromEntries(
      await Promise.all(names.map(async (n) => [n, await balance(n)] as const)),
    );
    const bets = [];
    for (const name of names)
      for (let k = 0; k < 3; k++) {
        const bet = move(name, { amount: '10.00' });
        expect((await vendorCall(t.app, 'bet', bet)).status).toBe('RS_OK');
        bets.push({ name, bet });
      }
    // Per member: a win of 25.50, a win of nothing and a rollback (the bet refunded).
    const items = bets.map(({ name, bet }, i) =>
      i % 3 === 2
        ? {
            call: 'rollback',
            ...move(name, {
              amount: '10.00',
              round: bet.round,
              reference_transaction_uuid: bet.transaction_uuid,
            }),
          }
        : {
            call: 'win',
            ...move(name, {
              amount: i % 3 === 0 ? '25.50' : '0.00',
              round: bet.round,
              reference_transaction_uuid: bet.transaction_uuid,
            }),
          },
    );
    const answer = await settle(items);
    expect(answer.status).toBe('RS_OK');
    expect(answer.results!.map((r) => r.status)).toEqual(items.map(() => 'RS_OK'));
    expect(answer.results!.map((r) => r.transaction_uuid)).toEqual(items.map((i) => i.transaction_uuid));
    // Each member: -30 staked, +25.50 won, +10 refunded.
    for (const name of names) expect(await balance(name)).toBe(plus(before[name], '5.50'));

    const replay = await settle(items);
    expect(replay.results!.map((r) => r.status)).toEqual(items.map(() => 'RS_OK'));
    for (const name of names) expect(await balance(name)).toBe(plus(before[name], '5.50'));
    const wins = await t.db.query<{ n: string }>(
      `SELECT count(*) AS n FROM seamless_transactions WHERE transaction_uuid = ANY($1::text[])`,
      [items.map((i) => i.transaction_uuid)],
    );
    expect(Number(wins.rows[0]!.n)).toBe(items.length);
  });

  it('answers each bad item with its own status and still settles the others', async () => {
    const bet = move('demo01', { amount: '1.00' });
    await vendorCall(t.app, 'bet', bet);
    const before = await balance('demo01');
    const good = {
      call: 'win',
      ...move('demo01', {
        amount: '2.00',
        round: bet.round,
        reference_transaction_uuid: bet.transaction_uuid,
      }),
    };
    const orphan = {
      call: 'win',
      ...move('demo02', { amount: '2.00', reference_transaction_uuid: randomUUID() }),
    };
    const answer = await settle([orphan, good]);
    expect(answer.results!.map((r) => r.status)).toEqual(['RS_ERROR_TRANSACTION_DOES_NOT_EXIST', 'RS_OK']);
    expect(await balance('demo01')).toBe(plus(before, '2.00'));
  });

  it('refuses a bad signature, a bet among the items and more items than allowed, moving nothing', async () => {
    const bet = move('demo03', { amount: '1.00' });
    await vendorCall(t.app, 'bet', bet);
    const before = await balance('demo03');
    const win = {
      call: 'win',
      ...move('demo03', {
        amount: '5.00',
        round: bet.round,
        reference_transaction_uuid: bet.transaction_uuid,
      }),
    };
    const forged = await vendorRequest(t.app, 'settle', { items: [win] }, { signature: 'f'.repeat(64) });
    expect(forged.json()).toEqual({ status: 'RS_ERROR_INVALID_SIGNATURE' });
    expect((await settle([{ ...win, call: 'bet' }])).status).toBe('RS_ERROR_WRONG_TYPES');
    expect((await settle(Array.from({ length: 501 }, () => win))).status).toBe('RS_ERROR_WRONG_TYPES');
    expect((await settle([])).status).toBe('RS_ERROR_WRONG_TYPES');
    expect(await balance('demo03')).toBe(before);
    expect(ids.demo03).toBeTruthy();
  });
});
