import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectOk } from '../../../../test/envelope.ts';
import { bearer, loginOk } from '../../../../test/member-client.ts';
import { createTestApp, createTestClock, type TestApp } from '../../../../test/test-app.ts';
import { seatedPlayers, vendorCall } from '../../../../test/vendor-client.ts';

/** The seamless wallet exactly as API.md specifies it, every status through the HTTP layer. */
describe('seamless wallet', () => {
  const clock = createTestClock();
  let t: TestApp;
  const players = seatedPlayers('house-slot-1');
  const { ids, tokens, move, balance } = players;

  beforeAll(async () => {
    t = await createTestApp({ clock });
    await players.seat(
      t,
      Array.from({ length: 16 }, (_, i) => `demo${String(i + 1).padStart(2, '0')}`),
    );
  });
  afterAll(() => t.close());

  it('answers the balance of the member the launch token names', async () => {
    const answer = await vendorCall(t.app, 'balance', { user: ids.demo01, token: tokens.demo01 });
    expect(answer).toMatchObject({ status: 'RS_OK', balance: '10000.00', currency: 'THB' });
  });

  it('launches a game with a vendor session the vendor can use', async () => {
    // A title of the catalog (the demo seed has it; inserted here when the seed does not).
    await t.db.query(
      `INSERT INTO games (vendor_code, game_code, game_type, classification, name, search_text, house_game_code)
       VALUES ('HOUSE', 'house-dragon-fortune', 'RNG', 'SLOT', 'Dragon Fortune', 'dragon fortune', 'house-dragon-fortune')
       ON CONFLICT (vendor_code, game_code) DO NOTHING`,
    );
    const login = await loginOk(t, 'demo06');
    const launched = expectOk<{ url: string }>(
      await t.app.inject({
        method: 'GET',
        url: '/api/wps/game/launchGame?vendorCode=HOUSE&gameCode=house-dragon-fortune',
        headers: bearer(login.token),
      }),
    );
    const url = new URL(launched.url);
    expect(url.pathname).toBe('/play/house-dragon-fortune');
    const token = url.searchParams.get('token')!;
    expect(token.length).toBeGreaterThanOrEqual(43);
    expect(await vendorCall(t.app, 'balance', { user: url.searchParams.get('user'), token })).toMatchObject({
      status: 'RS_OK',
      balance: '10000.00',
    });
    expectError(
      await t.app.inject({
        method: 'GET',
        url: '/api/wps/game/launchGame?vendorCode=NOPE&gameCode=x',
        headers: bearer(login.token),
      }),
      404,
      'NOT_FOUND',
    );
    expectError(
      await t.app.inject({ method: 'GET', url: '/api/wps/game/launchGame?vendorCode=HOUSE&gameCode=x' }),
      401,
      'UNAUTHORIZED',
    );
  });

  it('debits a bet and credits its win, each answered with the balance after', async () => {
    const bet = move('demo01', { amount: '100.00' });
    expect(await vendorCall(t.app, 'bet', bet)).toMatchObject({
      status: 'RS_OK',
      balance: '9900.00',
      transaction_uuid: bet.transaction_uuid,
    });
    const win = move('demo01', {
      amount: '250.50',
      round: bet.round,
      reference_transaction_uuid: bet.transaction_uuid,
    });
    expect(await vendorCall(t.app, 'win', win)).toMatchObject({ status: 'RS_OK', balance: '10150.50' });
    // A losing round reports a zero win: accepted, nothing moves.
    const bet2 = move('demo01', { amount: '0.50' });
    await vendorCall(t.app, 'bet', bet2);
    const zeroWin = move('demo01', { amount: '0.00', reference_transaction_uuid: bet2.transaction_uuid });
    expect(await vendorCall(t.app, 'win', zeroWin)).toMatchObject({ status: 'RS_OK', balance: '10150.00' });
  });

  it('answers a zero win like any other: replays, refusals and concurrent deliveries', async () => {
    const bet = move('demo07', { amount: '5.00' });
    expect(await vendorCall(t.app, 'bet', bet)).toMatchObject({ status: 'RS_OK', balance: '9995.00' });
    const zero = move('demo07', { amount: '0.00', reference_transaction_uuid: bet.transaction_uuid });
    const answers = await Promise.all(Array.from({ length: 10 }, () => vendorCall(t.app, 'win', zero)));
    expect(answers.map((a) => `${a.status} ${a.balance}`)).toEqual(Array(10).fill('RS_OK 9995.00'));
    const stored = await t.db.query(
      `SELECT amount_minor, ledger_transaction_id, balance_after FROM seamless_transactions
        WHERE vendor_code = 'HOUSE' AND transaction_uuid = $1`,
      [zero.transaction_uuid],
    );
    expect(stored.rows).toEqual([
      { amount_minor: '0', ledger_transaction_id: null, balance_after: '9995.00' },
    ]);
    // Replayed later, after the balance moved: the first answer's balance, not today's.
    await vendorCall(t.app, 'bet', move('demo07', { amount: '1.00' }));
    expect(await vendorCall(t.app, 'win', zero)).toMatchObject({ status: 'RS_OK', balance: '9995.00' });
    // Same uuid, other content.
    expect(await vendorCall(t.app, 'win', { ...zero, amount: '1.00' })).toMatchObject({
      status: 'RS_ERROR_DUPLICATE_TRANSACTION',
    });
    // No such bet, someone else's bet, a rolled-back bet.
    const unknown = move('demo07', { amount: '0.00', reference_transaction_uuid: randomUUID() });
    expect((await vendorCall(t.app, 'win', unknown)).status).toBe('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
    const othersBet = move('demo08', { amount: '2.00' });
    await vendorCall(t.app, 'bet', othersBet);
    const onOthers = move('demo07', { amount: '0', reference_transaction_uuid: othersBet.transaction_uuid });
    expect((await vendorCall(t.app, 'win', onOthers)).status).toBe('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
    const rolled = move('demo07', { amount: '3.00' });
    await vendorCall(t.app, 'bet', rolled);
    await vendorCall(
      t.app,
      'rollback',
      move('demo07', { amount: '3.00', reference_transaction_uuid: rolled.transaction_uuid }),
    );
    const late = move('demo07', { amount: '0.00', reference_transaction_uuid: rolled.transaction_uuid });
    expect(await vendorCall(t.app, 'win', late)).toMatchObject({
      status: 'RS_ERROR_TRANSACTION_ROLLED_BACK',
      balance: '9994.00',
    });
  });

  it('keeps the merchants and vendors the ledger refers to: no delete, no change of code', async () => {
    for (const sql of [
      `DELETE FROM game_vendors WHERE code = 'HOUSE'`,
      `UPDATE game_vendors SET code = 'HOUSE2' WHERE code = 'HOUSE'`,
      `DELETE FROM merchants WHERE code = 'LOTUS'`,
      `UPDATE merchants SET code = 'ROYAL2' WHERE code = 'ROYAL'`,
    ]) {
      await expect(t.db.query(sql)).rejects.toThrow(/never deleted and keep their code/);
    }
    // Other columns still change as before.
    await t.db.query(`UPDATE game_vendors SET display_name = display_name WHERE code = 'HOUSE'`);
  });

  it('keeps the members the wallet refers to: no delete, no new id', async () => {
    for (const sql of [
      `DELETE FROM members WHERE id = $1`,
      `UPDATE members SET id = gen_random_uuid() WHERE id = $1`,
    ]) {
      await expect(t.db.query(sql, [ids.demo16])).rejects.toThrow(
        /members are never deleted and keep their id/,
      );
    }
    // Other columns still change as before.
    await t.db.query(`UPDATE members SET nickname = nickname WHERE id = $1`, [ids.demo16]);
  });

  it('applies a repeated transaction_uuid once and answers it with the first answer', async () => {
    const bet = move('demo02', { amount: '40.00' });
    const first = await vendorCall(t.app, 'bet', bet);
    const again = await vendorCall(t.app, 'bet', bet);
    expect(again).toMatchObject({ status: 'RS_OK', balance: first.balance });
    expect(await balance('demo02')).toBe('9960.00');
    // Same uuid, other content: a duplicate, and still nothing moves.
    const other = await vendorCall(t.app, 'bet', { ...bet, amount: '41.00' });
    expect(other).toMatchObject({ status: 'RS_ERROR_DUPLICATE_TRANSACTION', balance: '9960.00' });
  });

  it('applies concurrent deliveries of one bet exactly once', async () => {
    const bet = move('demo03', { amount: '7.00' });
    const answers = await Promise.all(Array.from({ length: 25 }, () => vendorCall(t.app, 'bet', bet)));
    expect(answers.every((a) => a.status === 'RS_OK')).toBe(true);
    expect(new Set(answers.map((a) => a.balance))).toEqual(new Set(['9993.00']));
    expect(await balance('demo03')).toBe('9993.00');
  });

  it('refuses a bet above the balance with the balance, and moves nothing', async () => {
    const answer = await vendorCall(t.app, 'bet', move('demo04', { amount: '10000.01' }));
    expect(answer).toMatchObject({ status: 'RS_ERROR_NOT_ENOUGH_MONEY', balance: '10000.00' });
    expect(await vendorCall(t.app, 'bet', move('demo04', { amount: '10000.00' }))).toMatchObject({
      status: 'RS_OK',
      balance: '0.00',
    });
    expect((await vendorCall(t.app, 'bet', move('demo04', { amount: '0.01' }))).status).toBe(
      'RS_ERROR_NOT_ENOUGH_MONEY',
    );
  });

  it('refunds a rolled-back bet once, and refuses its later win', async () => {
    const bet = move('demo05', { amount: '30.00' });
    await vendorCall(t.app, 'bet', bet);
    const rollback = move('demo05', { amount: '30.00', reference_transaction_uuid: bet.transaction_uuid });
    expect(await vendorCall(t.app, 'rollback', rollback)).toMatchObject({
      status: 'RS_OK',
      balance: '10000.00',
    });
    expect(await vendorCall(t.app, 'rollback', rollback)).toMatchObject({
      status: 'RS_OK',
      balance: '10000.00',
    });
    // A second rollback under another uuid does not refund again.
    const second = move('demo05', { amount: '30.00', reference_transaction_uuid: bet.transaction_uuid });
    expect(await vendorCall(t.app, 'rollback', second)).toMatchObject({
      status: 'RS_OK',
      balance: '10000.00',
    });
    const win = move('demo05', { amount: '60.00', reference_transaction_uuid: bet.transaction_uuid });
    expect(await vendorCall(t.app, 'win', win)).toMatchObject({ status: 'RS_ERROR_TRANSACTION_ROLLED_BACK' });
    expect(await balance('demo05')).toBe('10000.00');
  });

  it('answers RS_OK to a rollback of an unknown bet, and refuses that bet when it arrives late', async () => {
    const lateBet = move('demo05', { amount: '15.00' });
    const rollback = move('demo05', {
      amount: '15.00',
      reference_transaction_uuid: lateBet.transaction_uuid,
    });
    expect(await vendorCall(t.app, 'rollback', rollback)).toMatchObject({
      status: 'RS_OK',
      balance: '10000.00',
    });
    expect(await vendorCall(t.app, 'bet', lateBet)).toMatchObject({
      status: 'RS_ERROR_TRANSACTION_ROLLED_BACK',
    });
    expect(await balance('demo05')).toBe('10000.00');
  });

  it('refuses a win for a bet that does not exist or is someone else’s', async () => {
    const win = move('demo06', { reference_transaction_uuid: randomUUID() });
    expect((await vendorCall(t.app, 'win', win)).status).toBe('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
    const othersBet = move('demo01', { amount: '1.00' });
    await vendorCall(t.app, 'bet', othersBet);
    const stolen = move('demo06', { reference_transaction_uuid: othersBet.transaction_uuid });
    expect((await vendorCall(t.app, 'win', stolen)).status).toBe('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
    expect(await balance('demo06')).toBe('10000.00');
  });

  it('refuses a bad or stale signature and an unknown vendor, moving nothing', async () => {
    const bet = move('demo06', { amount: '5.00' });
    expect((await vendorCall(t.app, 'bet', bet, { secret: 'not-the-house-secret-at-all' })).status).toBe(
      'RS_ERROR_INVALID_SIGNATURE',
    );
    expect(
      (await vendorCall(t.app, 'bet', bet, { timestampS: Math.floor(clock.nowMs() / 1000) - 301 })).status,
    ).toBe('RS_ERROR_INVALID_SIGNATURE');
    expect((await vendorCall(t.app, 'bet', bet, { signature: 'f'.repeat(64) })).status).toBe(
      'RS_ERROR_INVALID_SIGNATURE',
    );
    expect((await vendorCall(t.app, 'bet', bet, { vendor: 'NOPE' })).status).toBe(
      'RS_ERROR_INVALID_SIGNATURE',
    );
    expect(await balance('demo06')).toBe('10000.00');
  });

  it('refuses malformed amounts and bodies as wrong types, moving nothing', async () => {
    for (const amount of [
      '-1.00',
      '1e3',
      '0.001',
      '99999999999999999999999',
      'ten',
      '',
      ' 1.00',
      '1,000.00',
    ]) {
      expect((await vendorCall(t.app, 'bet', move('demo06', { amount }))).status).toBe(
        'RS_ERROR_WRONG_TYPES',
      );
    }
    expect((await vendorCall(t.app, 'bet', { user: ids.demo06 })).status).toBe('RS_ERROR_WRONG_TYPES');
    const { win: _none, ...rest } = { win: 1, ...move('demo06') };
    expect((await vendorCall(t.app, 'win', rest)).status).toBe('RS_ERROR_WRONG_TYPES');
    expect(await balance('demo06')).toBe('10000.00');
  });

  it('refuses the wrong currency, an unknown or foreign token, and a locked member', async () => {
    expect((await vendorCall(t.app, 'bet', move('demo06', { currency: 'VND' }))).status).toBe(
      'RS_ERROR_WRONG_CURRENCY',
    );
    expect((await vendorCall(t.app, 'bet', move('demo06', { token: 'x'.repeat(43) }))).status).toBe(
      'RS_ERROR_INVALID_TOKEN',
    );
    expect((await vendorCall(t.app, 'bet', move('demo06', { token: tokens.demo05 }))).status).toBe(
      'RS_ERROR_INVALID_TOKEN',
    );
    const { token: _t, ...noToken } = move('demo06');
    expect((await vendorCall(t.app, 'bet', noToken)).status).toBe('RS_ERROR_INVALID_TOKEN');
    await t.db.query(`UPDATE members SET status = 'LOCKED' WHERE id = $1`, [ids.demo06]);
    expect((await vendorCall(t.app, 'bet', move('demo06'))).status).toBe('RS_ERROR_USER_DISABLED');
    await t.db.query(`UPDATE members SET status = 'ACTIVE' WHERE id = $1`, [ids.demo06]);
    expect(await balance('demo06')).toBe('10000.00');
  });

  it('refuses bets once the launch token expired, but still accepts wins and rollbacks', async () => {
    const bet = move('demo02', { amount: '20.00' });
    const open = move('demo02', { amount: '5.00' });
    await vendorCall(t.app, 'bet', bet);
    await vendorCall(t.app, 'bet', open);
    const before = await balance('demo02');
    clock.advance(13 * 60 * 60 * 1000);
    try {
      const signedNow = { timestampS: Math.floor(clock.nowMs() / 1000) };
      expect((await vendorCall(t.app, 'bet', move('demo02'), signedNow)).status).toBe(
        'RS_ERROR_INVALID_TOKEN',
      );
      const win = move('demo02', { amount: '40.00', reference_transaction_uuid: bet.transaction_uuid });
      expect((await vendorCall(t.app, 'win', win, signedNow)).status).toBe('RS_OK');
      const rollback = move('demo02', { amount: '5.00', reference_transaction_uuid: open.transaction_uuid });
      expect((await vendorCall(t.app, 'rollback', rollback, signedNow)).status).toBe('RS_OK');
      const after = await vendorCall(t.app, 'balance', { user: ids.demo02 }, signedNow);
      expect(after.balance).toBe((Number(before) + 45).toFixed(2));
    } finally {
      clock.advance(-13 * 60 * 60 * 1000);
    }
  });

  it('posts a burst of concurrent bets, wins and wins of nothing in shared statements, each call with its own exact answer', async () => {
    // Eight members: a batch holds one call per member, and a member's next call waits for it.
    const players = ['demo09', 'demo10', 'demo11', 'demo12', 'demo13', 'demo14', 'demo15', 'demo16'];
    expect(await Promise.all(players.map(balance))).toEqual(Array(8).fill('10000.00'));
    // 40 bets of 10.00, one more for three members that they cannot afford, one bet delivered 3 times.
    const bets = Array.from({ length: 40 }, (_, i) => ({
      who: players[i % 8]!,
      body: move(players[i % 8]!),
    }));
    const tooBig = players.slice(0, 3).map((who) => ({ who, body: move(who, { amount: '20000.00' }) }));
    const repeated = move('demo09', { amount: '1.00' });
    const answers = await Promise.all(
      [...bets, ...tooBig, ...[0, 1, 2].map(() => ({ who: 'demo09', body: repeated }))].map((b) =>
        vendorCall(t.app, 'bet', b.body),
      ),
    );
    const okAnswers = answers.slice(0, 40);
    expect(okAnswers.every((a) => a.status === 'RS_OK')).toBe(true);
    expect(answers.slice(40, 43).map((a) => a.status)).toEqual(Array(3).fill('RS_ERROR_NOT_ENOUGH_MONEY'));
    expect(answers.slice(43).map((a) => a.status)).toEqual(['RS_OK', 'RS_OK', 'RS_OK']);
    // Each answer names its own transaction, and a member's answers are the balances of a sequence
    // of their own debits: distinct, each a multiple of 10.00 below the start.
    okAnswers.forEach((a, i) => expect(a.transaction_uuid).toBe(bets[i]!.body.transaction_uuid));
    for (const who of players.slice(1)) {
      const seen = okAnswers.filter((_, i) => bets[i]!.who === who).map((a) => a.balance);
      expect([...seen].sort()).toEqual(Array.from({ length: 5 }, (_, k) => `${9950 + k * 10}.00`));
    }
    // Wins for all 40 bets, concurrently, and a win for a bet rolled back meanwhile.
    const rolled = bets[0]!;
    expect(
      await vendorCall(
        t.app,
        'rollback',
        move(rolled.who, { reference_transaction_uuid: rolled.body.transaction_uuid }),
      ),
    ).toMatchObject({ status: 'RS_OK' });
    const wins = await Promise.all(
      bets.map((b) =>
        vendorCall(
          t.app,
          'win',
          move(b.who, { amount: '4.00', reference_transaction_uuid: b.body.transaction_uuid }),
        ),
      ),
    );
    expect(wins[0]!.status).toBe('RS_ERROR_TRANSACTION_ROLLED_BACK');
    expect(wins.slice(1).every((w) => w.status === 'RS_OK')).toBe(true);
    // demo09: 5 bets (one refunded), 4 wins and the 1.00 bet once; the others: 5 bets and 5 wins.
    const expected = players.map((p) => (p === 'demo09' ? '9975.00' : '9970.00'));
    expect(await Promise.all(players.map(balance))).toEqual(expected);
    // Wins of nothing for 24 of the bets at once: each answers its member's balance, nothing moves.
    const zeroWins = bets.slice(10, 34).map((b) => ({
      who: b.who,
      body: move(b.who, { amount: '0.00', reference_transaction_uuid: b.body.transaction_uuid }),
    }));
    const zeroAnswers = await Promise.all(zeroWins.map((w) => vendorCall(t.app, 'win', w.body)));
    zeroAnswers.forEach((a, i) =>
      expect(a).toMatchObject({
        status: 'RS_OK',
        transaction_uuid: zeroWins[i]!.body.transaction_uuid,
        balance: zeroWins[i]!.who === 'demo09' ? '9975.00' : '9970.00',
      }),
    );
    expect(await Promise.all(players.map(balance))).toEqual(expected);
    const stored = await t.db.query<{ n: string }>(
      `SELECT count(*) AS n FROM seamless_transactions WHERE transaction_uuid = ANY($1::text[])`,
      [
        [
          ...bets.map((b) => b.body.transaction_uuid),
          ...tooBig.map((b) => b.body.transaction_uuid),
          repeated.transaction_uuid,
        ],
      ],
    );
    expect(Number(stored.rows[0]!.n)).toBe(41);
    // Rows written by one statement share its transaction id: the bursts took fewer commits than calls.
    const commits = await t.db.query<{ bets: string; zero: string }>(
      `SELECT (SELECT count(DISTINCT xmin::text) FROM ledger_transactions
                WHERE kind = 'BET' AND reference = ANY($1::text[])) AS bets,
              (SELECT count(DISTINCT xmin::text) FROM seamless_transactions
                WHERE transaction_uuid = ANY($2::text[])) AS zero`,
      [bets.map((b) => `HOUSE:${b.body.transaction_uuid}`), zeroWins.map((w) => w.body.transaction_uuid)],
    );
    expect(Number(commits.rows[0]!.bets)).toBeLessThan(40);
    expect(Number(commits.rows[0]!.zero)).toBeLessThan(24);
    const report = await t.modules.ledger.reconciliation.run();
    expect(report.ok).toBe(true);
  });

  it('leaves a ledger that reconciles after concurrent random play', async () => {
    const players = ['demo01', 'demo02', 'demo03'];
    await Promise.all(
      Array.from({ length: 60 }, async (_, i) => {
        const who = players[i % players.length]!;
        const bet = move(who, { amount: `${(i % 7) + 1}.25` });
        await vendorCall(t.app, 'bet', bet);
        if (i % 3 === 0)
          await vendorCall(
            t.app,
            'win',
            move(who, { amount: '3.00', reference_transaction_uuid: bet.transaction_uuid }),
          );
        if (i % 5 === 0)
          await vendorCall(
            t.app,
            'rollback',
            move(who, { reference_transaction_uuid: bet.transaction_uuid }),
          );
      }),
    );
    const report = await t.modules.ledger.reconciliation.run();
    expect(report.ok).toBe(true);
    expect(report.currencies.every((c) => Number(c.sum) === 0)).toBe(true);
  });
});
