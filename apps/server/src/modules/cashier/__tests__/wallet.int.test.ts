import { randomUUID } from 'node:crypto';
import type { TTransactionRecord, TWalletBalance } from '@platform/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectOk } from '../../../../test/envelope.ts';
import { bearer, loginOk } from '../../../../test/member-client.ts';
import { createTestApp, operatorAuth, type TestApp } from '../../../../test/test-app.ts';

interface Page<T> {
  list: T[];
  total: number;
  totalPages: number;
}

/** Balance, account record and operator adjustments through the HTTP layer. */
describe('wallet: balance, account record, adjustments', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    admin = await operatorAuth(t.app);
    for (const username of ['demo07', 'demo08']) {
      tokens[username] = (await loginOk(t, username)).token;
      ids[username] = (await t.modules.identity.sessions.findMemberByUsername('ROYAL', username))!.id;
    }
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
  const adjust = (username: string, body: object, key = randomUUID()) =>
    t.app.inject({
      method: 'POST',
      url: `/api/bo/merchants/ROYAL/members/${ids[username]}/adjustments`,
      headers: { ...admin, 'idempotency-key': key, 'accept-language': 'en' },
      payload: body,
    });

  it('shows the demo funding as the balance and as a deposit in the account record', async () => {
    expect(await balance('demo07')).toEqual({
      balance: '10000.00',
      cash: '10000.00',
      bonus: '0.00',
      locked: '0.00',
      currency: 'THB',
      currencySymbol: '฿',
      demo: false,
    });
    const page = expectOk<Page<TTransactionRecord>>(
      await t.app.inject({
        method: 'GET',
        url: '/api/wps/v2/wallets/transactions',
        headers: bearer(tokens.demo07!),
      }),
    );
    expect(page.total).toBe(1);
    expect(page.list[0]).toMatchObject({
      type: 'DEPOSIT',
      amount: '10000.00',
      balanceAfter: '10000.00',
      account: 'CASH',
    });
  });

  it('refuses the balance without a session, and the account record to a trial user', async () => {
    expectError(
      await t.app.inject({ method: 'GET', url: '/api/wps/v2/wallets/balance' }),
      401,
      'UNAUTHORIZED',
    );
    const trial = expectOk<{ token: string }>(
      await t.app.inject({
        method: 'POST',
        url: '/api/wps/session/login/freeplay',
        payload: { os: 'linux', platform: 'W' },
      }),
    );
    expect(
      expectOk<TWalletBalance>(
        await t.app.inject({
          method: 'GET',
          url: '/api/wps/v2/wallets/balance',
          headers: bearer(trial.token),
        }),
      ),
    ).toMatchObject({ demo: true, balance: '2000.00' });
    expectError(
      await t.app.inject({
        method: 'GET',
        url: '/api/wps/v2/wallets/transactions',
        headers: bearer(trial.token),
      }),
      403,
      'TRIAL_RESTRICTED',
    );
  });

  it('credits and debits by operator adjustment once per key, audited with its reason', async () => {
    const key = randomUUID();
    const body = { amount: '150.25', reason: 'goodwill for outage' };
    const first = expectOk<{ balanceAfter: string }>(await adjust('demo08', body, key));
    expect(first.balanceAfter).toBe('10150.25');
    // A retry with the same key answers the first result and moves nothing.
    expect(expectOk(await adjust('demo08', body, key))).toEqual(first);
    expectError(await adjust('demo08', { ...body, amount: '150.26' }, key), 409, 'IDEMPOTENCY_MISMATCH');
    expect(
      expectOk<{ balanceAfter: string }>(await adjust('demo08', { amount: '-0.25', reason: 'correction' }))
        .balanceAfter,
    ).toBe('10150.00');
    expect((await balance('demo08')).balance).toBe('10150.00');
    const page = expectOk<Page<TTransactionRecord>>(
      await t.app.inject({
        method: 'GET',
        url: '/api/wps/v2/wallets/transactions?type=ADJUSTMENT',
        headers: bearer(tokens.demo08!),
      }),
    );
    expect(page.list.map((r) => r.amount)).toEqual(['-0.25', '150.25']);
    expect(page.list[1]!.description).toContain('goodwill for outage');
  });

  it('refuses hostile adjustment amounts and never takes a wallet below zero', async () => {
    for (const amount of [
      '0',
      '-0',
      '0.00',
      '1.001',
      '1e5',
      'abc',
      '',
      '99999999999999999999',
      '1,000.00',
      ' ',
      '--1',
    ]) {
      const res = await adjust('demo08', { amount, reason: 'hostile input' });
      expect([400]).toContain(res.statusCode);
    }
    expectError(
      await adjust('demo08', { amount: '-10150.01', reason: 'too much' }),
      409,
      'INSUFFICIENT_FUNDS',
    );
    expectError(
      await t.app.inject({
        method: 'POST',
        url: `/api/bo/merchants/ROYAL/members/${ids.demo08}/adjustments`,
        headers: { ...admin, 'accept-language': 'en' },
        payload: { amount: '1.00', reason: 'no key' },
      }),
      400,
      'IDEMPOTENCY_KEY_REQUIRED',
    );
    expect((await balance('demo08')).balance).toBe('10150.00');
  });

  it('filters the account record by type and date, and pages it', async () => {
    for (let i = 0; i < 5; i++)
      expectOk(await adjust('demo07', { amount: `${i + 1}.00`, reason: `paging ${i}` }));
    const page = expectOk<Page<TTransactionRecord> & { pageNo: number }>(
      await t.app.inject({
        method: 'GET',
        url: '/api/wps/v2/wallets/transactions?pageSize=2&pageNo=2',
        headers: bearer(tokens.demo07!),
      }),
    );
    expect(page).toMatchObject({ total: 6, totalPages: 3, pageNo: 2 });
    expect(page.list.map((r) => r.amount)).toEqual(['3.00', '2.00']);
    const none = expectOk<Page<TTransactionRecord>>(
      await t.app.inject({
        method: 'GET',
        url: '/api/wps/v2/wallets/transactions?startDate=2020-01-01&endDate=2020-01-31',
        headers: bearer(tokens.demo07!),
      }),
    );
    expect(none.total).toBe(0);
    expectError(
      await t.app.inject({
        method: 'GET',
        url: '/api/wps/v2/wallets/transactions?type=NOPE',
        headers: bearer(tokens.demo07!),
      }),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('shows operators a member’s ledger, and keeps merchants apart', async () => {
    const view = expectOk<{ balance: TWalletBalance; records: Page<TTransactionRecord> }>(
      await t.app.inject({
        method: 'GET',
        url: `/api/bo/merchants/ROYAL/members/${ids.demo07}/ledger`,
        headers: admin,
      }),
    );
    expect(view.balance.balance).toBe('10015.00');
    expect(view.records.total).toBe(6);
    expectError(
      await t.app.inject({
        method: 'GET',
        url: `/api/bo/merchants/LOTUS/members/${ids.demo07}/ledger`,
        headers: admin,
      }),
      404,
      'NOT_FOUND',
    );
    const lotusMember = (await t.modules.identity.sessions.findMemberByUsername('LOTUS', 'demo01'))!;
    expect(
      expectOk<{ balance: TWalletBalance }>(
        await t.app.inject({
          method: 'GET',
          url: `/api/bo/merchants/LOTUS/members/${lotusMember.id}/ledger`,
          headers: admin,
        }),
      ).balance,
    ).toMatchObject({ balance: '10000000', currency: 'VND' });
  });

  it('pushes the balance to the member’s open page after every change', async () => {
    const received: TWalletBalance[] = [];
    let waiting: (() => void) | null = null;
    // The token is the first message, never in the URL (URLs are logged).
    const socket = await t.app.injectWS('/api/wps/ws/wallet', { headers: { host: 'localhost' } });
    socket.send(JSON.stringify({ type: 'auth', token: tokens.demo07 }));
    socket.on('message', (data: Buffer) => {
      received.push((JSON.parse(data.toString()) as { value: TWalletBalance }).value);
      waiting?.();
    });
    const messageCount = async (count: number) => {
      while (received.length < count) await new Promise<void>((resolve) => (waiting = resolve));
    };
    try {
      await messageCount(1);
      expectOk(await adjust('demo07', { amount: '5.00', reason: 'push test' }));
      await messageCount(2);
      expect(received.map((b) => b.balance)).toEqual(['10015.00', '10020.00']);
      expectOk(await adjust('demo07', { amount: '-5.00', reason: 'push test undo' }));
    } finally {
      socket.terminate();
    }
    const closeCode = (ws: { once(event: 'close', listener: (code: number) => void): unknown }) =>
      new Promise<number>((resolve) => ws.once('close', (c: number) => resolve(c)));
    const refused = await t.app.injectWS('/api/wps/ws/wallet', { headers: { host: 'localhost' } });
    const refusedCode = closeCode(refused);
    refused.send(JSON.stringify({ type: 'auth', token: 'x'.repeat(40) }));
    expect(await refusedCode).toBe(4401);
    // A token in the URL is not how the socket authenticates: it is closed unheard.
    const inUrl = await t.app.injectWS(`/api/wps/ws/wallet?token=${tokens.demo07}`, {
      headers: { host: 'localhost' },
    });
    const inUrlCode = closeCode(inUrl);
    inUrl.send('not json');
    expect(await inUrlCode).toBe(4401);
  });

  it('holds an adjustment above the threshold for a second, different operator', async () => {
    const settings = expectOk<Record<string, unknown>>(
      await t.app.inject({ method: 'GET', url: '/api/bo/merchants/ROYAL/cashier-settings', headers: admin }),
    );
    expectOk(
      await t.app.inject({
        method: 'PUT',
        url: '/api/bo/merchants/ROYAL/cashier-settings',
        headers: admin,
        payload: { ...settings, adjustmentApprovalAbove: '100.00' },
      }),
    );
    const before = (await balance('demo08')).balance;
    const pending = expectOk<{ status: string; id: string }>(
      await adjust('demo08', { amount: '500.00', reason: 'big goodwill' }),
    );
    expect(pending.status).toBe('PENDING_APPROVAL');
    expect((await balance('demo08')).balance).toBe(before);
    const listed = expectOk<{ id: string; requestedBy: string }[]>(
      await t.app.inject({
        method: 'GET',
        url: '/api/bo/merchants/ROYAL/adjustments/pending',
        headers: admin,
      }),
    );
    expect(listed).toEqual([expect.objectContaining({ id: pending.id, requestedBy: 'admin' })]);
    const decide = (who: Record<string, string>, decision: string, key = randomUUID()) =>
      t.app.inject({
        method: 'POST',
        url: `/api/bo/merchants/ROYAL/adjustments/${pending.id}/${decision}`,
        headers: { ...who, 'idempotency-key': key, 'accept-language': 'en' },
      });
    expectError(await decide(admin, 'approve'), 409, 'SECOND_APPROVER_REQUIRED');
    await t.modules.operators.service.ensureOperator('ops3', 'Ops3pass99', 'ADMIN');
    const second = await operatorAuth(t.app, 'ops3', 'Ops3pass99');
    const key = randomUUID();
    const approved = expectOk<{ status: string; balanceAfter: string }>(await decide(second, 'approve', key));
    expect(approved.status).toBe('POSTED');
    expect(expectOk(await decide(second, 'approve', key))).toEqual(approved);
    expectError(await decide(second, 'reject'), 409, 'CONFLICT');
    expect((await balance('demo08')).balance).toBe((Number(before) + 500).toFixed(2));
    expectOk(
      await t.app.inject({
        method: 'PUT',
        url: '/api/bo/merchants/ROYAL/cashier-settings',
        headers: admin,
        payload: settings,
      }),
    );
  });

  it('reports a reconciled ledger to operators', async () => {
    const report = expectOk<{ ok: boolean; currencies: { currency: string; sum: string }[] }>(
      await t.app.inject({ method: 'POST', url: '/api/bo/ledger/reconciliations', headers: admin }),
    );
    expect(report.ok).toBe(true);
    expect(report.currencies.every((c) => Number(c.sum) === 0)).toBe(true);
    const listed = expectOk<{ id: string }[]>(
      await t.app.inject({ method: 'GET', url: '/api/bo/ledger/reconciliations', headers: admin }),
    );
    expect(listed.length).toBeGreaterThan(0);
    // The ledger refuses to be rewritten, whoever asks.
    await expect(t.db.query(`UPDATE ledger_entries SET amount_minor = 1`)).rejects.toThrow(/append-only/);
    await expect(t.db.query(`DELETE FROM ledger_transactions`)).rejects.toThrow(/append-only/);
    await expect(t.db.query(`DELETE FROM ledger_accounts`)).rejects.toThrow(/never deleted/);
    await expect(t.db.query(`UPDATE ledger_accounts SET id = id + 1000`)).rejects.toThrow(/never deleted/);
  });

  // Last: it leaves the ledger failing reconciliation for good (entries cannot be deleted).
  it('fails reconciliation on an entry whose account does not exist', async () => {
    // No foreign key checks entries per bet (migration 0014): this is what stands in for it.
    const txn = await t.db.query<{ id: string }>(
      `INSERT INTO ledger_transactions (merchant_code, kind, member_id, reference, details)
       VALUES ('ROYAL', 'ADJUSTMENT', NULL, 'test:dangling', '{}') RETURNING id`,
    );
    const house = await t.db.query<{ id: string }>(
      `SELECT id FROM ledger_accounts WHERE merchant_code = 'ROYAL' AND member_id IS NULL AND currency = 'THB' LIMIT 1`,
    );
    await t.db.query(
      `INSERT INTO ledger_entries (transaction_id, account_id, currency, amount_minor)
       VALUES ($1, $2, 'THB', 100), ($1, 987654321, 'THB', -100)`,
      [txn.rows[0]!.id, house.rows[0]!.id],
    );
    const report = expectOk<{
      ok: boolean;
      currencies: { sum: string }[];
      mismatches: { danglingEntries: { transactionId: string; accountId: string }[] };
    }>(await t.app.inject({ method: 'POST', url: '/api/bo/ledger/reconciliations', headers: admin }));
    // The entries still sum to zero: only the new check sees it.
    expect(report.currencies.every((c) => Number(c.sum) === 0)).toBe(true);
    expect(report.ok).toBe(false);
    expect(report.mismatches.danglingEntries).toEqual([
      expect.objectContaining({ transactionId: txn.rows[0]!.id, accountId: '987654321' }),
    ]);
  });
});
