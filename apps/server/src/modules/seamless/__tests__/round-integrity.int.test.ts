import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectOk } from '../../../../test/envelope.ts';
import { bearer, loginOk } from '../../../../test/member-client.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { seatedPlayers, vendorCall } from '../../../../test/vendor-client.ts';

/**
 * Issue 18's attacks on the vendor wallet (ADR 0017): a won bet rolled back with its win kept, wins
 * beyond what the game can pay, a signed body replayed to another call, and a launch token that
 * outlives the member's logout.
 */
describe('seamless round integrity', () => {
  let t: TestApp;
  // A live table of the catalog: at most 200 times the stake comes back.
  const players = seatedPlayers('house-baccarat');
  const { ids, move, balance } = players;

  beforeAll(async () => {
    t = await createTestApp();
    await players.seat(t, ['demo11', 'demo12', 'demo13', 'demo14', 'demo15', 'demo16', 'demo17', 'demo19']);
  });
  afterAll(() => t.close());

  it('refuses to roll back a bet that has won, so the member keeps exactly the net win', async () => {
    const bet = move('demo11');
    expect(await vendorCall(t.app, 'bet', bet)).toMatchObject({ status: 'RS_OK', balance: '9990.00' });
    const win = move('demo11', {
      round: bet.round,
      amount: '30.00',
      reference_transaction_uuid: bet.transaction_uuid,
    });
    expect(await vendorCall(t.app, 'win', win)).toMatchObject({ status: 'RS_OK', balance: '10020.00' });
    const rollback = move('demo11', { round: bet.round, reference_transaction_uuid: bet.transaction_uuid });
    expect(await vendorCall(t.app, 'rollback', rollback)).toMatchObject({
      status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
      balance: '10020.00',
    });
    // Its retry is refused the same way, and nothing was recorded for it.
    expect((await vendorCall(t.app, 'rollback', rollback)).status).toBe(
      'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
    );
    expect(await balance('demo11')).toBe('10020.00');
    const stored = await t.db.query(
      `SELECT 1 FROM seamless_transactions WHERE vendor_code = 'HOUSE' AND transaction_uuid = $1`,
      [rollback.transaction_uuid],
    );
    expect(stored.rowCount).toBe(0);
  });

  it('refuses to roll back another bet of a round that paid out, even when the win names the first bet', async () => {
    const round = randomUUID();
    const first = move('demo12', { round });
    const second = move('demo12', { round, amount: '20.00' });
    await vendorCall(t.app, 'bet', first);
    await vendorCall(t.app, 'bet', second);
    const win = move('demo12', {
      round,
      amount: '55.00',
      reference_transaction_uuid: first.transaction_uuid,
    });
    expect((await vendorCall(t.app, 'win', win)).status).toBe('RS_OK');
    const rollback = move('demo12', {
      round,
      reference_transaction_uuid: second.transaction_uuid,
      amount: '20.00',
    });
    expect((await vendorCall(t.app, 'rollback', rollback)).status).toBe(
      'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
    );
    expect(await balance('demo12')).toBe('10025.00');
  });

  it('still refunds a lost bet (a win of nothing) and a bet with no result yet', async () => {
    const lost = move('demo13');
    await vendorCall(t.app, 'bet', lost);
    await vendorCall(
      t.app,
      'win',
      move('demo13', {
        round: lost.round,
        amount: '0.00',
        reference_transaction_uuid: lost.transaction_uuid,
      }),
    );
    const open = move('demo13');
    await vendorCall(t.app, 'bet', open);
    for (const bet of [lost, open]) {
      const answer = await vendorCall(
        t.app,
        'rollback',
        move('demo13', { round: bet.round, reference_transaction_uuid: bet.transaction_uuid }),
      );
      expect(answer.status).toBe('RS_OK');
    }
    expect(await balance('demo13')).toBe('10000.00');
  });

  it('refuses wins past the game’s maximum payout, one call or many at once, moving nothing', async () => {
    const bet = move('demo14');
    await vendorCall(t.app, 'bet', bet);
    const winOf = (amount: string) =>
      move('demo14', { round: bet.round, amount, reference_transaction_uuid: bet.transaction_uuid });
    // 10.00 on a live table can return at most 2,000.00.
    expect(await vendorCall(t.app, 'win', winOf('2000.01'))).toMatchObject({
      status: 'RS_ERROR_LIMIT_REACHED',
      balance: '9990.00',
    });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => vendorCall(t.app, 'win', winOf('300.00'))),
    );
    const paid = answers.filter((a) => a.status === 'RS_OK').length;
    expect(paid).toBe(6);
    expect(answers.filter((a) => a.status === 'RS_ERROR_LIMIT_REACHED')).toHaveLength(4);
    expect(await balance('demo14')).toBe('11790.00');
    expect((await vendorCall(t.app, 'win', winOf('200.00'))).status).toBe('RS_OK');
    expect((await vendorCall(t.app, 'win', winOf('0.01'))).status).toBe('RS_ERROR_LIMIT_REACHED');
    expect(await balance('demo14')).toBe('11990.00');
  });

  it('bounds a game the catalog does not know by the default, 10,000 times the stake', async () => {
    const bet = move('demo15', { game_code: 'unknown-game', amount: '1.00' });
    await vendorCall(t.app, 'bet', bet);
    const winOf = (amount: string) =>
      move('demo15', {
        game_code: 'unknown-game',
        round: bet.round,
        amount,
        reference_transaction_uuid: bet.transaction_uuid,
      });
    expect((await vendorCall(t.app, 'win', winOf('10000.01'))).status).toBe('RS_ERROR_LIMIT_REACHED');
    expect((await vendorCall(t.app, 'win', winOf('10000.00'))).status).toBe('RS_OK');
  });

  it('bounds a named round by all its live stakes and all its wins, whichever bet each win names', async () => {
    const round = randomUUID();
    const first = move('demo19', { round });
    const second = move('demo19', { round });
    const elsewhere = move('demo19');
    for (const bet of [first, second, elsewhere])
      expect((await vendorCall(t.app, 'bet', bet)).status).toBe('RS_OK');
    const winOn = (bet: typeof first, amount: string) =>
      move('demo19', { round: bet.round, amount, reference_transaction_uuid: bet.transaction_uuid });
    // Two live stakes of 10.00 on a table: the round may return 4,000.00, more than either bet alone.
    expect((await vendorCall(t.app, 'win', winOn(first, '3000.00'))).status).toBe('RS_OK');
    // A win naming the other bet counts what the round already paid.
    expect((await vendorCall(t.app, 'win', winOn(second, '1000.01'))).status).toBe('RS_ERROR_LIMIT_REACHED');
    expect((await vendorCall(t.app, 'win', winOn(second, '1000.00'))).status).toBe('RS_OK');
    expect((await vendorCall(t.app, 'win', winOn(first, '0.01'))).status).toBe('RS_ERROR_LIMIT_REACHED');
    // A bet of another round is bounded by its own stake alone.
    expect((await vendorCall(t.app, 'win', winOn(elsewhere, '2000.01'))).status).toBe(
      'RS_ERROR_LIMIT_REACHED',
    );
    expect((await vendorCall(t.app, 'win', winOn(elsewhere, '2000.00'))).status).toBe('RS_OK');
    expect(await balance('demo19')).toBe('15970.00');
  });

  it('refuses a signed body replayed to another call or another vendor', async () => {
    const bet = move('demo16');
    await vendorCall(t.app, 'bet', bet);
    // The vendor signs a rollback; an attacker sends that same signed body to /win, and elsewhere.
    const rollbackBody = JSON.stringify({
      request_uuid: randomUUID(),
      ...move('demo16', { round: bet.round, reference_transaction_uuid: bet.transaction_uuid }),
    });
    for (const sendToPath of [
      '/api/seamless/HOUSE/win',
      '/api/seamless/HOUSE/bet',
      '/api/seamless/OTHER/rollback',
    ]) {
      const answer = await vendorCall(t.app, 'rollback', {}, { raw: rollbackBody, sendToPath });
      expect(answer.status).toBe('RS_ERROR_INVALID_SIGNATURE');
    }
    expect(await balance('demo16')).toBe('9990.00');
    // Sent where it was signed for, it works.
    expect((await vendorCall(t.app, 'rollback', {}, { raw: rollbackBody })).status).toBe('RS_OK');
    expect(await balance('demo16')).toBe('10000.00');
  });

  it('refuses bets with a launch token once the member’s sessions ended, and still settles the open bet', async () => {
    const bet = move('demo17');
    expect((await vendorCall(t.app, 'bet', bet)).status).toBe('RS_OK');
    await t.modules.seamless.service.endSessionsOf(ids.demo17!);
    expect((await vendorCall(t.app, 'bet', move('demo17'))).status).toBe('RS_ERROR_INVALID_TOKEN');
    const win = move('demo17', {
      round: bet.round,
      amount: '15.00',
      reference_transaction_uuid: bet.transaction_uuid,
    });
    expect(await vendorCall(t.app, 'win', win)).toMatchObject({ status: 'RS_OK', balance: '10005.00' });
  });

  it('ends the game sessions a member launched when the member logs out', async () => {
    const login = await loginOk(t, 'demo18');
    const launched = expectOk<{ url: string }>(
      await t.app.inject({
        method: 'GET',
        url: '/api/wps/game/launchGame?vendorCode=HOUSE&gameCode=house-baccarat',
        headers: bearer(login.token),
      }),
    );
    const url = new URL(launched.url);
    const token = url.searchParams.get('token')!;
    const user = url.searchParams.get('user')!;
    const bet = { ...move('demo18'), user, token };
    expect((await vendorCall(t.app, 'bet', bet)).status).toBe('RS_OK');
    const logout = await t.app.inject({
      method: 'DELETE',
      url: '/api/wps/session/logout',
      headers: bearer(login.token),
    });
    expect(logout.statusCode).toBe(200);
    expect((await vendorCall(t.app, 'bet', { ...move('demo18'), user, token })).status).toBe(
      'RS_ERROR_INVALID_TOKEN',
    );
  });
});
