import { randomUUID } from 'node:crypto';
import {
  MEMBER_ACCOUNT_PATHS,
  type TLoginValue,
  type TMemberBankAccount,
  type TProfileChangePage,
  type TWithdrawal,
} from '@platform/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectOk } from '../../../../test/envelope.ts';
import { bearer, login, loginOk, sendEncrypted } from '../../../../test/member-client.ts';
import { createTestApp, operatorAuth, type TestApp } from '../../../../test/test-app.ts';

const PIN = '135790';
const LOTUS = { merchant: 'LOTUS' };

/** Payout methods (bank accounts and e-wallets) on the member's account: added and removed with the PIN, audited. */
describe('member-profile: payout methods', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  const tokens: Record<string, string> = {};
  const extra: Record<string, Record<string, string>> = {};

  beforeAll(async () => {
    t = await createTestApp();
    admin = await operatorAuth(t.app);
    for (const username of ['demo18', 'demo19', 'demo20'])
      tokens[username] = (await loginOk(t, username)).token;
    tokens.lotus = expectOk<TLoginValue>(await login(t, 'demo02', 'Demo1234', {}, LOTUS)).token;
    extra.lotus = LOTUS;
    for (const who of Object.keys(tokens))
      expectOk(
        await sendEncrypted(
          t,
          'PUT',
          '/api/wps/cashier/paymentPassword',
          { loginPassword: 'Demo1234', newPaymentPassword: PIN },
          headers(who),
        ),
      );
  });
  afterAll(() => t.close());

  const headers = (who: string) => bearer(tokens[who]!, extra[who] ?? {});
  const add = (who: string, body: Record<string, unknown>) =>
    sendEncrypted(
      t,
      'POST',
      '/api/wps/cashier/bankAccounts',
      { paymentPassword: PIN, ...body },
      headers(who),
    );
  const remove = (who: string, id: string, paymentPassword = PIN) =>
    sendEncrypted(
      t,
      'POST',
      MEMBER_ACCOUNT_PATHS.removeBankAccount.replace(':id', id),
      { paymentPassword },
      headers(who),
    );
  const list = async (who: string) =>
    expectOk<TMemberBankAccount[]>(
      await t.app.inject({ method: 'GET', url: '/api/wps/cashier/bankAccounts', headers: headers(who) }),
    );
  const withdrawInfo = async (who: string) =>
    expectOk<{ bankAccounts: TMemberBankAccount[] }>(
      await t.app.inject({ method: 'GET', url: '/api/wps/cashier/withdraw/info', headers: headers(who) }),
    );
  const changes = async (who: string) =>
    expectOk<TProfileChangePage>(
      await t.app.inject({ method: 'GET', url: MEMBER_ACCOUNT_PATHS.changes, headers: headers(who) }),
    );

  it('adds an e-wallet beside a bank account, each recorded with the number masked', async () => {
    const wallet = expectOk<TMemberBankAccount>(
      await add('demo18', {
        kind: 'EWALLET',
        bankName: 'TrueMoney',
        accountName: 'Demo Eighteen',
        accountNumber: '081-234-5678',
      }),
    );
    expect(wallet).toMatchObject({ kind: 'EWALLET', bankName: 'TrueMoney', accountNumber: '******5678' });
    const bank = expectOk<TMemberBankAccount>(
      await add('demo18', {
        bankName: 'Kasikorn Bank',
        accountName: 'Demo Eighteen',
        accountNumber: '1234567890',
      }),
    );
    expect(bank.kind).toBe('BANK');
    expect((await list('demo18')).map((a) => [a.kind, a.bankName])).toEqual([
      ['EWALLET', 'TrueMoney'],
      ['BANK', 'Kasikorn Bank'],
    ]);
    const record = await changes('demo18');
    expect(record.list.map((c) => [c.field, c.summary])).toEqual([
      ['PAYOUT_METHOD_ADDED', 'BANK Kasikorn Bank ******7890'],
      ['PAYOUT_METHOD_ADDED', 'EWALLET TrueMoney ******5678'],
    ]);
    expect(JSON.stringify(record)).not.toContain('2345678');
    expectError(
      await add('demo18', { kind: 'CRYPTO', bankName: 'X', accountName: 'Y', accountNumber: '123456' }),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('removes one with the payment password; a wrong one, another member’s id or another merchant’s change nothing', async () => {
    const [wallet] = await list('demo18');
    const theirs = expectOk<TMemberBankAccount>(
      await add('demo19', { bankName: 'SCB', accountName: 'Demo Nineteen', accountNumber: '5550001111' }),
    );

    expectError(await remove('demo18', wallet!.id, '000000'), 400, 'PAYMENT_PASSWORD_WRONG');
    expectError(await remove('demo18', theirs.id), 404, 'NOT_FOUND');
    expectError(await remove('demo18', randomUUID()), 404, 'NOT_FOUND');
    expectError(await remove('lotus', wallet!.id), 404, 'NOT_FOUND');
    // A ROYAL session on the LOTUS site is refused before anything is looked up.
    expectError(
      await sendEncrypted(
        t,
        'POST',
        MEMBER_ACCOUNT_PATHS.removeBankAccount.replace(':id', wallet!.id),
        { paymentPassword: PIN },
        bearer(tokens.demo18!, LOTUS),
      ),
      401,
      'TOKEN_MERCHANT_MISMATCH',
    );
    expect((await list('demo18')).map((a) => a.id)).toContain(wallet!.id);
    expect((await list('demo19')).map((a) => a.id)).toEqual([theirs.id]);
    expect((await changes('demo18')).total).toBe(2);
    expect((await changes('lotus')).total).toBe(0);

    expectOk(await remove('demo18', wallet!.id));
    expect((await list('demo18')).map((a) => a.kind)).toEqual(['BANK']);
    expect((await withdrawInfo('demo18')).bankAccounts.map((a) => a.id)).not.toContain(wallet!.id);
    expect((await changes('demo18')).list[0]).toMatchObject({
      field: 'PAYOUT_METHOD_REMOVED',
      summary: 'EWALLET TrueMoney ******5678',
      ip: '127.0.0.1',
    });
    expectError(await remove('demo18', wallet!.id), 404, 'NOT_FOUND');
    // Removed, it may be bound again.
    expect(
      expectOk<TMemberBankAccount>(
        await add('demo18', {
          kind: 'EWALLET',
          bankName: 'TrueMoney',
          accountName: 'Demo Eighteen',
          accountNumber: '0812345678',
        }),
      ).kind,
    ).toBe('EWALLET');
  });

  it('keeps a payout method a withdrawal still pays to, and the withdrawal still shows it once removed', async () => {
    const account = expectOk<TMemberBankAccount>(
      await add('demo20', {
        bankName: 'Bangkok Bank',
        accountName: 'Demo Twenty',
        accountNumber: '9876543210',
      }),
    );
    const w = expectOk<TWithdrawal>(
      await sendEncrypted(
        t,
        'POST',
        '/api/wps/cashier/withdrawals',
        { amount: '300.00', bankAccountId: account.id, paymentPassword: PIN },
        bearer(tokens.demo20!, { 'idempotency-key': randomUUID() }),
      ),
    );
    const inUse = await remove('demo20', account.id);
    expectError(inUse, 409, 'PAYOUT_METHOD_IN_USE');
    expect((inUse.json() as { message: string }).message).toMatch(/in progress/);
    expect((await list('demo20')).map((a) => a.id)).toEqual([account.id]);

    const rejected = await t.app.inject({
      method: 'POST',
      url: `/api/bo/merchants/ROYAL/withdrawals/${w.id}/review`,
      headers: { ...admin, 'idempotency-key': randomUUID() },
      payload: { action: 'REJECT', note: 'test' },
    });
    expect(expectOk<TWithdrawal>(rejected).status).toBe('REJECTED');
    expectOk(await remove('demo20', account.id));
    expect(await list('demo20')).toEqual([]);
    const mine = expectOk<{ list: TWithdrawal[] }>(
      await t.app.inject({ method: 'GET', url: '/api/wps/cashier/withdrawals', headers: headers('demo20') }),
    );
    expect(mine.list.find((x) => x.id === w.id)).toMatchObject({
      bankName: 'Bangkok Bank',
      accountNumber: '******3210',
    });
    // A removed account takes no new withdrawal.
    expectError(
      await sendEncrypted(
        t,
        'POST',
        '/api/wps/cashier/withdrawals',
        { amount: '300.00', bankAccountId: account.id, paymentPassword: PIN },
        bearer(tokens.demo20!, { 'idempotency-key': randomUUID() }),
      ),
      404,
      'NOT_FOUND',
    );
  });

  it('never lets a withdrawal and the removal of its payout method both succeed when they race', async () => {
    for (let round = 0; round < 4; round++) {
      const account = expectOk<TMemberBankAccount>(
        await add('demo20', {
          bankName: 'Kasikorn Bank',
          accountName: 'Demo Twenty',
          accountNumber: `12340000${round}9`,
        }),
      );
      const [withdrawal, removal] = await Promise.all([
        sendEncrypted(
          t,
          'POST',
          '/api/wps/cashier/withdrawals',
          { amount: '100.00', bankAccountId: account.id, paymentPassword: PIN },
          bearer(tokens.demo20!, { 'idempotency-key': randomUUID() }),
        ),
        remove('demo20', account.id),
      ]);
      const withdrawn = withdrawal.statusCode === 200;
      const removed = removal.statusCode === 200;
      // Exactly one wins: a withdrawal never pays to a payout method the member removed.
      expect([withdrawn, removed]).toContain(true);
      expect(withdrawn && removed).toBe(false);
      if (withdrawn) {
        expectError(removal, 409, 'PAYOUT_METHOD_IN_USE');
        const w = withdrawal.json() as { value: TWithdrawal };
        expectOk(
          await t.app.inject({
            method: 'POST',
            url: `/api/bo/merchants/ROYAL/withdrawals/${w.value.id}/review`,
            headers: { ...admin, 'idempotency-key': randomUUID() },
            payload: { action: 'REJECT', note: 'race test' },
          }),
        );
        expectOk(await remove('demo20', account.id));
      } else {
        expectError(withdrawal, 404, 'NOT_FOUND');
      }
    }
  });

  it('locks removal like any payment-password check after repeated wrong PINs', async () => {
    const [account] = await list('demo19');
    let last;
    for (let i = 0; i < 6; i++) last = await remove('demo19', account!.id, `00000${i}`);
    expectError(last!, 423, 'PAYMENT_PASSWORD_LOCKED');
    expectError(await remove('demo19', account!.id), 423, 'PAYMENT_PASSWORD_LOCKED');
    expect((await list('demo19')).map((a) => a.id)).toEqual([account!.id]);
  });
});
