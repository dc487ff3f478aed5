import { randomUUID } from 'node:crypto';
import type { TWalletBalance, TWithdrawal } from '@platform/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectOk } from '../../../../test/envelope.ts';
import { bearer, loginOk, sendEncrypted } from '../../../../test/member-client.ts';
import { createTestApp, createTestClock, operatorAuth, type TestApp } from '../../../../test/test-app.ts';

const PNG_1X1 =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** Withdrawals from request to receipt, transfers up and down the agent tree. */
describe('cashier: withdrawals and transfers', () => {
  const clock = createTestClock();
  let t: TestApp;
  let admin: Record<string, string>;
  let second: Record<string, string>;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp({ clock });
    admin = await operatorAuth(t.app);
    await t.modules.operators.service.ensureOperator('ops2', 'Ops2pass99', 'ADMIN');
    second = await operatorAuth(t.app, 'ops2', 'Ops2pass99');
    for (const username of ['demo09', 'demo10', 'demo11', 'agent01', 'agent02']) {
      tokens[username] = (await loginOk(t, username)).token;
      expectOk(
        await sendEncrypted(
          t,
          'PUT',
          '/api/wps/cashier/paymentPassword',
          { loginPassword: 'Demo1234', newPaymentPassword: '135790' },
          bearer(tokens[username]!),
        ),
      );
    }
    expectOk(
      await t.app.inject({
        method: 'PUT',
        url: '/api/bo/merchants/ROYAL/cashier-settings',
        headers: admin,
        payload: {
          withdrawalMin: '100.00',
          withdrawalMax: '50000.00',
          secondApprovalAbove: '1000.00',
          autoReceiptMinutes: 30,
          guaranteeBps: 100,
          turnoverBps: 10000,
          transferMin: '1.00',
          adjustmentApprovalAbove: '100000.00',
        },
      }),
    );
  });
  afterAll(() => t.close());

  const balance = async (username: string) =>
    expectOk<TWalletBalance>(
      await t.app.inject({
        method: 'GET',
        url: '/api/wps/v2/wallets/balance',
        headers: bearer(tokens[username]!),
      }),
    );
  async function bankAccount(username: string, accountNumber = '1234567890') {
    const res = await sendEncrypted(
      t,
      'POST',
      '/api/wps/cashier/bankAccounts',
      {
        bankName: 'Kasikorn Bank',
        accountName: `Demo ${username}`,
        accountNumber,
        paymentPassword: '135790',
      },
      bearer(tokens[username]!),
    );
    return expectOk<{ id: string; accountNumber: string }>(res);
  }
  const request = (username: string, body: Record<string, unknown>, key = randomUUID()) =>
    sendEncrypted(
      t,
      'POST',
      '/api/wps/cashier/withdrawals',
      body,
      bearer(tokens[username]!, { 'idempotency-key': key }),
    );
  const review = (who: Record<string, string>, id: string, body: object, key = randomUUID()) =>
    t.app.inject({
      method: 'POST',
      url: `/api/bo/merchants/ROYAL/withdrawals/${id}/review`,
      headers: { ...who, 'idempotency-key': key, 'accept-language': 'en' },
      payload: body,
    });
  const confirm = (username: string, id: string, body: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/wps/cashier/withdrawals/${id}/confirm`,
      headers: bearer(tokens[username]!),
      payload: body,
    });

  it('quotes the guarantee and total a request would hold, rounded up, and refuses a bad amount', async () => {
    const quote = (amount: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/wps/cashier/withdraw/quote?amount=${encodeURIComponent(amount)}`,
        headers: { ...bearer(tokens.demo09!), 'accept-language': 'en' },
      });
    // 1 % of 500.00 is 5.00; of 123.45 it is 1.2345, held as 1.24 (rounded up to a minor unit).
    expect(expectOk(await quote('500'))).toEqual({ amount: '500.00', guarantee: '5.00', total: '505.00' });
    expect(expectOk(await quote('123.45'))).toEqual({ amount: '123.45', guarantee: '1.24', total: '124.69' });
    const bad = await quote('12.345');
    expectError(bad, 400, 'AMOUNT_INVALID');
    expect(JSON.parse(bad.body).message).toMatch(/\S/);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/wps/cashier/withdraw/quote?amount=5' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('holds the amount and guarantee at request, pays out on receipt and refunds the guarantee', async () => {
    const account = await bankAccount('demo09');
    expect(account.accountNumber).toBe('******7890');
    const key = randomUUID();
    const body = { amount: '500.00', bankAccountId: account.id, paymentPassword: '135790' };
    const w = expectOk<TWithdrawal>(await request('demo09', body, key));
    expect(w).toMatchObject({ status: 'PENDING_REVIEW', amount: '500.00', guarantee: '5.00' });
    // Retried with the same key (re-encrypted, as a client would): the same withdrawal, nothing more held.
    expect(expectOk<TWithdrawal>(await request('demo09', body, key)).id).toBe(w.id);
    expect(await balance('demo09')).toMatchObject({ cash: '9495.00', locked: '505.00' });

    expect(expectOk<TWithdrawal>(await review(admin, w.id, { action: 'APPROVE' })).status).toBe('APPROVED');
    const paid = expectOk<TWithdrawal>(await review(admin, w.id, { action: 'MARK_PAID' }));
    expect(paid).toMatchObject({ status: 'PAID', paid: '500.00' });
    expect(paid.autoReceiptAt).not.toBeNull();
    const done = expectOk<TWithdrawal>(await confirm('demo09', w.id, { choice: 'RECEIVED' }));
    expect(done).toMatchObject({ status: 'COMPLETED', receipt: 'RECEIVED', remainder: '0.00' });
    expect(await balance('demo09')).toMatchObject({ cash: '9500.00', locked: '0.00' });
    expectError(await confirm('demo09', w.id, { choice: 'RECEIVED' }), 409, 'WITHDRAWAL_STATE_INVALID');
  });

  it('needs a second, different operator above the threshold; rejection returns everything', async () => {
    const account = await bankAccount('demo10');
    const w = expectOk<TWithdrawal>(
      await request('demo10', { amount: '2000.00', bankAccountId: account.id, paymentPassword: '135790' }),
    );
    expect(expectOk<TWithdrawal>(await review(admin, w.id, { action: 'APPROVE' })).status).toBe(
      'PENDING_SECOND_APPROVAL',
    );
    expectError(await review(admin, w.id, { action: 'APPROVE' }), 409, 'SECOND_APPROVER_REQUIRED');
    expectError(await review(admin, w.id, { action: 'MARK_PAID' }), 409, 'WITHDRAWAL_STATE_INVALID');
    expect(expectOk<TWithdrawal>(await review(second, w.id, { action: 'APPROVE' }))).toMatchObject({
      status: 'APPROVED',
      firstApprover: 'admin',
      secondApprover: 'ops2',
    });
    expect(await balance('demo10')).toMatchObject({ cash: '7980.00', locked: '2020.00' });
    expect(
      expectOk<TWithdrawal>(await review(admin, w.id, { action: 'REJECT', note: 'bank account mismatch' }))
        .status,
    ).toBe('REJECTED');
    expect(await balance('demo10')).toMatchObject({ cash: '10000.00', locked: '0.00' });
  });

  it('disputes a payment not received, with proof, and forfeits the guarantee on a forced receipt', async () => {
    const account = await bankAccount('demo11');
    const w = expectOk<TWithdrawal>(
      await request('demo11', { amount: '300.00', bankAccountId: account.id, paymentPassword: '135790' }),
    );
    expectOk(await review(admin, w.id, { action: 'APPROVE' }));
    expectOk(await review(admin, w.id, { action: 'MARK_PAID', paidAmount: '200.00' }));
    // Part received: the remainder stays disputed until paid in full.
    const partial = expectOk<TWithdrawal>(
      await confirm('demo11', w.id, { choice: 'RECEIVED', amountReceived: '200.00' }),
    );
    expect(partial).toMatchObject({ status: 'DISPUTED', received: '200.00', remainder: '100.00' });
    expectOk(await review(admin, w.id, { action: 'MARK_PAID', paidAmount: '300.00' }));
    expectError(
      await confirm('demo11', w.id, { choice: 'NOT_RECEIVED', proofImages: ['data:image/png;base64,AAAA'] }),
      400,
      'FIELD_INVALID',
    );
    const disputed = expectOk<TWithdrawal>(
      await confirm('demo11', w.id, { choice: 'NOT_RECEIVED', proofImages: [PNG_1X1] }),
    );
    expect(disputed).toMatchObject({ status: 'DISPUTED', proofCount: 1 });
    const proof = await t.app.inject({
      method: 'GET',
      url: `/api/bo/merchants/ROYAL/withdrawals/${w.id}/proofs/0`,
      headers: admin,
    });
    expect(proof.statusCode).toBe(200);
    expect(proof.headers['content-type']).toBe('image/png');
    // A forced receipt is requested by one operator and applied by another (issue 18).
    expect(
      expectOk<TWithdrawal>(
        await review(admin, w.id, { action: 'FORCE_RECEIPT', note: 'bank confirms transfer' }),
      ).status,
    ).toBe('DISPUTED');
    const forced = expectOk<TWithdrawal>(await review(second, w.id, { action: 'APPROVE_RESOLUTION' }));
    expect(forced).toMatchObject({ status: 'COMPLETED', receipt: 'FORCED' });
    expect(await balance('demo11')).toMatchObject({ cash: '9697.00', locked: '0.00' });
  });

  it('counts an unanswered paid withdrawal as received after the configured minutes', async () => {
    const account = await bankAccount('demo09', '5555444433');
    const w = expectOk<TWithdrawal>(
      await request('demo09', { amount: '100.00', bankAccountId: account.id, paymentPassword: '135790' }),
    );
    expectOk(await review(admin, w.id, { action: 'APPROVE' }));
    expectOk(await review(admin, w.id, { action: 'MARK_PAID' }));
    expect(await t.modules.cashier.withdrawals.autoReceiveDue()).toBe(0);
    clock.advance(31 * 60 * 1000);
    try {
      expect(await t.modules.cashier.withdrawals.autoReceiveDue()).toBe(1);
    } finally {
      clock.advance(-31 * 60 * 1000);
    }
    const after = expectOk<TWithdrawal>(
      await t.app.inject({
        method: 'GET',
        url: `/api/wps/cashier/withdrawals/${w.id}`,
        headers: bearer(tokens.demo09!),
      }),
    );
    expect(after).toMatchObject({ status: 'COMPLETED', receipt: 'AUTO_RECEIVED' });
    // 9500.00 − 100.00 − 1.00 guarantee held, the guarantee refunded on receipt.
    expect((await balance('demo09')).cash).toBe('9400.00');
  });

  it('refuses wrong payment passwords, limits, unfinished turnover and someone else’s account', async () => {
    const account = await bankAccount('demo10', '9999888877');
    const base = { amount: '100.00', bankAccountId: account.id, paymentPassword: '135790' };
    expectError(
      await request('demo10', { ...base, paymentPassword: '000000' }),
      400,
      'PAYMENT_PASSWORD_WRONG',
    );
    expectError(await request('demo10', { ...base, amount: '99.99' }), 400, 'AMOUNT_OUT_OF_LIMITS');
    expectError(await request('demo10', { ...base, amount: '50000.01' }), 400, 'AMOUNT_OUT_OF_LIMITS');
    for (const amount of ['-100', '0', '100.001', '1e3', 'NaN', '']) {
      expect((await request('demo10', { ...base, amount })).statusCode).toBe(400);
    }
    const othersAccount = await bankAccount('demo09', '1111222233');
    expectError(await request('demo10', { ...base, bankAccountId: othersAccount.id }), 404, 'NOT_FOUND');
    expectError(
      await t.app.inject({
        method: 'POST',
        url: '/api/wps/cashier/withdrawals',
        headers: bearer(tokens.demo10!),
        payload: base,
      }),
      400,
      'ENCRYPTION_REQUIRED',
    );
    // A cashier deposit must be wagered once before withdrawing.
    const member = (await t.modules.identity.sessions.findMemberByUsername('ROYAL', 'demo10'))!;
    await t.db.transaction((tx) =>
      t.modules.ledger.service.post(tx, {
        merchantCode: 'ROYAL',
        currency: 'THB',
        kind: 'DEPOSIT',
        memberId: member.id,
        reference: 'deposit:test',
        legs: [
          { account: { system: 'PSP_CLEARING' }, amountMinor: -100_000n },
          { account: { member: member.id, kind: 'CASH' }, amountMinor: 100_000n },
        ],
      }),
    );
    const refused = expectError(await request('demo10', base), 403, 'TURNOVER_INCOMPLETE');
    expect(refused.message).toContain('1000.00');
    const info = expectOk<{ turnoverRemaining: string; paymentPasswordSet: boolean }>(
      await t.app.inject({
        method: 'GET',
        url: '/api/wps/cashier/withdraw/info',
        headers: bearer(tokens.demo10!),
      }),
    );
    expect(info).toMatchObject({
      turnoverRemaining: '1000.00',
      paymentPasswordSet: true,
      // transferUpline names who receives the money, and the settings' minimum.
      upline: { username: 'agent02', nickname: 'Agent Two' },
      transferMin: expect.stringMatching(/^\d+\.\d{2}$/),
    });
    const withoutAgent = expectOk<{ upline: unknown }>(
      await t.app.inject({
        method: 'GET',
        url: '/api/wps/cashier/withdraw/info',
        headers: bearer(tokens.demo11!),
      }),
    );
    expect(withoutAgent.upline).toBeNull();
    const foreign = expectOk<{ list: TWithdrawal[] }>(
      await t.app.inject({ method: 'GET', url: '/api/bo/merchants/ROYAL/withdrawals', headers: admin }),
    ).list.find((w) => w.username === 'demo09')!;
    expectError(
      await t.app.inject({
        method: 'GET',
        url: `/api/wps/cashier/withdrawals/${foreign.id}`,
        headers: bearer(tokens.demo10!),
      }),
      404,
      'NOT_FOUND',
    );
    expectError(await confirm('demo10', foreign.id, { choice: 'RECEIVED' }), 404, 'NOT_FOUND');
  });

  it('moves balance into a transfer-wallet vendor’s game wallet and recalls it, once per transfer id', async () => {
    const auth = bearer(tokens.demo11!);
    const wallet = expectOk<{ isSingle: boolean }>(
      await t.app.inject({ method: 'GET', url: '/api/wps/relay/GCS_merchantWallet', headers: auth }),
    );
    expect(wallet.isSingle).toBe(false);
    const move = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/wps/relay/GCS_walletTransfer', headers: auth, payload });
    const before = (await balance('demo11')).cash;
    const transferId = randomUUID();
    const into = expectOk<{ status: string; gameBalance: string; balance: string }>(
      await move({ transferId, vendorCode: 'ARENA', direction: 'IN', amount: '250.00' }),
    );
    expect(into).toMatchObject({ status: 'SUCCESS', gameBalance: '250.00' });
    expect(into.balance).toBe((Number(before) - 250).toFixed(2));
    // The same transfer id again: its outcome, nothing moved twice; another request under it is refused.
    expect(
      expectOk(await move({ transferId, vendorCode: 'ARENA', direction: 'IN', amount: '250.00' })),
    ).toMatchObject({
      status: 'SUCCESS',
      gameBalance: '250.00',
    });
    expectError(
      await move({ transferId, vendorCode: 'ARENA', direction: 'IN', amount: '10.00' }),
      409,
      'IDEMPOTENCY_MISMATCH',
    );
    const status = expectOk<{ status: string }>(
      await t.app.inject({
        method: 'GET',
        url: `/api/wps/relay/GCS_walletTransfer?transferId=${transferId}`,
        headers: auth,
      }),
    );
    expect(status.status).toBe('SUCCESS');
    const funds = expectOk<{ total: string; gameWallets: { vendorCode: string; balance: string }[] }>(
      await t.app.inject({ method: 'GET', url: '/api/wps/member/info/funds/consolidated', headers: auth }),
    );
    expect(funds.total).toBe(Number(before).toFixed(2));
    expect(funds.gameWallets).toEqual([expect.objectContaining({ vendorCode: 'ARENA', balance: '250.00' })]);
    // Recalling more than the game wallet holds is refused by the vendor: nothing moves.
    const tooMuch = expectOk<{ status: string }>(
      await move({ transferId: randomUUID(), vendorCode: 'ARENA', direction: 'OUT', amount: '300.00' }),
    );
    expect(tooMuch.status).toBe('FAILED');
    const back = expectOk<{ status: string; gameBalance: string; balance: string }>(
      await move({ transferId: randomUUID(), vendorCode: 'ARENA', direction: 'OUT' }),
    );
    expect(back).toMatchObject({
      status: 'SUCCESS',
      gameBalance: '0.00',
      balance: Number(before).toFixed(2),
    });
    // A seamless vendor, an unknown one, more than the cash, another member's transfer id: refused.
    expectError(
      await move({ transferId: randomUUID(), vendorCode: 'HOUSE', direction: 'IN', amount: '1.00' }),
      404,
      'NOT_FOUND',
    );
    expectError(
      await move({ transferId: randomUUID(), vendorCode: 'NOPE', direction: 'IN', amount: '1.00' }),
      404,
      'NOT_FOUND',
    );
    expectError(
      await move({ transferId: randomUUID(), vendorCode: 'ARENA', direction: 'IN', amount: '99999999.00' }),
      409,
      'INSUFFICIENT_FUNDS',
    );
    expectError(
      await t.app.inject({
        method: 'GET',
        url: `/api/wps/relay/GCS_walletTransfer?transferId=${transferId}`,
        headers: bearer(tokens.demo09!),
      }),
      404,
      'NOT_FOUND',
    );
    expect((await balance('demo11')).cash).toBe(Number(before).toFixed(2));
  });

  it('transfers to the upline and from an agent to its own downline only', async () => {
    const upline = (path: string, username: string, body: Record<string, unknown>, key = randomUUID()) =>
      sendEncrypted(
        t,
        'POST',
        `/api/wps/cashier/transfer/${path}`,
        body,
        bearer(tokens[username]!, { 'idempotency-key': key }),
      );
    const key = randomUUID();
    const sent = expectOk<{ id: string; toUsername: string; balance: string }>(
      await upline('upline', 'demo10', { amount: '10.00', paymentPassword: '135790' }, key),
    );
    expect(sent).toMatchObject({ toUsername: 'agent02', balance: '10990.00' });
    expectOk(await upline('upline', 'demo10', { amount: '10.00', paymentPassword: '135790' }, key));
    expect((await balance('agent02')).cash).toBe('10010.00');
    // A retry gets the first answer even when a fresh request would now be refused (upline locked)
    // or shed (the payment password is not hashed again): a client never mistakes it for "not applied".
    await t.db.query(
      `UPDATE members SET status = 'LOCKED' WHERE merchant_code = 'ROYAL' AND username = 'agent02'`,
    );
    const retried = expectOk<{ id: string; balance: string }>(
      await upline('upline', 'demo10', { amount: '10.00', paymentPassword: 'not-the-password' }, key),
    );
    expect(retried).toMatchObject({ id: sent.id, balance: '10990.00' });
    expectError(
      await upline('upline', 'demo10', { amount: '10.00', paymentPassword: '135790' }),
      403,
      'TRANSFER_NOT_ALLOWED',
    );
    await t.db.query(
      `UPDATE members SET status = 'ACTIVE' WHERE merchant_code = 'ROYAL' AND username = 'agent02'`,
    );
    expect((await balance('agent02')).cash).toBe('10010.00');
    // The same key with another amount is a conflict, not a replay.
    expectError(
      await upline('upline', 'demo10', { amount: '11.00', paymentPassword: '135790' }, key),
      409,
      'IDEMPOTENCY_MISMATCH',
    );
    // agent01 is agent02's upline: demo10 is in agent01's downline two levels down.
    expectOk(
      await upline('downline', 'agent01', {
        amount: '5.00',
        paymentPassword: '135790',
        toUsername: 'demo10',
      }),
    );
    expect((await balance('demo10')).cash).toBe('10995.00');
    // Not in the agent's tree, not an agent, or another merchant's member: refused, nothing moves.
    expectError(
      await upline('downline', 'agent02', {
        amount: '5.00',
        paymentPassword: '135790',
        toUsername: 'agent01',
      }),
      403,
      'TRANSFER_NOT_ALLOWED',
    );
    expectError(
      await upline('downline', 'agent02', {
        amount: '5.00',
        paymentPassword: '135790',
        toUsername: 'demo15',
      }),
      403,
      'TRANSFER_NOT_ALLOWED',
    );
    expectError(
      await upline('downline', 'demo09', { amount: '5.00', paymentPassword: '135790', toUsername: 'demo10' }),
      403,
      'TRANSFER_NOT_ALLOWED',
    );
    expectError(
      await upline('upline', 'agent01', { amount: '5.00', paymentPassword: '135790' }),
      403,
      'TRANSFER_NOT_ALLOWED',
    );
    expectError(
      await upline('upline', 'demo10', { amount: '999999.00', paymentPassword: '135790' }),
      409,
      'INSUFFICIENT_FUNDS',
    );
    expectError(
      await upline('upline', 'demo10', { amount: '1.00', paymentPassword: '999999' }),
      400,
      'PAYMENT_PASSWORD_WRONG',
    );
    expect((await balance('demo10')).cash).toBe('10995.00');
    // demo11 has no agent above it.
    expectError(
      await upline('upline', 'demo11', { amount: '1.00', paymentPassword: '135790' }),
      403,
      'TRANSFER_NOT_ALLOWED',
    );
    expect((await balance('agent01')).cash).toBe('9995.00');
    const report = await t.modules.ledger.reconciliation.run();
    expect(report.ok).toBe(true);
  });
});
