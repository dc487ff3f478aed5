import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TDepositChannel, TDepositCreated, TWalletBalance, TWithdrawal } from '@platform/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectOk } from '../../../../test/envelope.ts';
import { bearer, loginOk, sendEncrypted } from '../../../../test/member-client.ts';
import { createTestApp, createTestClock, operatorAuth, type TestApp } from '../../../../test/test-app.ts';
import { UPLOADS_PER_MEMBER_PER_HOUR, UPLOADS_PER_WITHDRAWAL } from '../upload-quota.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PNG_DATA_URL = `data:image/png;base64,${PNG.toString('base64')}`;
const PAYMENT_PASSWORD = '246810';

function multipart(bytes: Buffer) {
  const boundary = `----controls-${randomUUID()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="slip.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Every file under a directory, however deep. */
async function filesUnder(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
  } catch {
    return [];
  }
}

/**
 * Cashier controls of issue 18: uploads only by the owner of a record that takes them and within
 * limits; a daily cap on what one operator adjusts alone; a second operator for a withdrawal
 * refund or forced receipt.
 */
describe('cashier controls', () => {
  const clock = createTestClock();
  let t: TestApp;
  let dataDir: string;
  let uploadsDir: string;
  let admin: Record<string, string>;
  let second: Record<string, string>;
  let bankTransfer: TDepositChannel;
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};
  const accounts: Record<string, string> = {};
  const MEMBERS = ['demo13', 'demo14', 'demo15', 'demo16', 'demo17'];

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'cashier-controls-'));
    uploadsDir = path.join(dataDir, 'uploads');
    t = await createTestApp({ clock, env: { DATA_DIR: dataDir } });
    admin = await operatorAuth(t.app);
    await t.modules.operators.service.ensureOperator('ops2', 'Ops2pass99', 'ADMIN');
    second = await operatorAuth(t.app, 'ops2', 'Ops2pass99');
    expectOk(
      await t.app.inject({
        method: 'PUT',
        url: '/api/bo/merchants/ROYAL/cashier-settings',
        headers: admin,
        payload: {
          withdrawalMin: '100.00',
          withdrawalMax: '50000.00',
          secondApprovalAbove: '5000.00',
          autoReceiptMinutes: 30,
          guaranteeBps: 100,
          turnoverBps: 0,
          transferMin: '1.00',
          adjustmentApprovalAbove: '1000.00',
          adjustmentDailyCap: '1500.00',
        },
      }),
    );
    for (const username of MEMBERS) {
      tokens[username] = (await loginOk(t, username)).token;
      ids[username] = (await t.modules.identity.sessions.findMemberByUsername('ROYAL', username))!.id;
      expectOk(
        await sendEncrypted(
          t,
          'PUT',
          '/api/wps/cashier/paymentPassword',
          { loginPassword: 'Demo1234', newPaymentPassword: PAYMENT_PASSWORD },
          bearer(tokens[username]!),
        ),
      );
      const account = expectOk<{ id: string }>(
        await sendEncrypted(
          t,
          'POST',
          '/api/wps/cashier/bankAccounts',
          {
            bankName: 'Kasikorn Bank',
            accountName: `Demo ${username}`,
            accountNumber: '1234567890',
            paymentPassword: PAYMENT_PASSWORD,
          },
          bearer(tokens[username]!),
        ),
      );
      accounts[username] = account.id;
    }
    const channels = expectOk<TDepositChannel[]>(
      await t.app.inject({
        method: 'GET',
        url: '/api/wps/cashier/deposit/channels',
        headers: bearer(tokens.demo13!),
      }),
    );
    bankTransfer = channels.find((c) => c.kind === 'BANK_TRANSFER')!;
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const balance = async (username: string) =>
    expectOk<TWalletBalance>(
      await t.app.inject({
        method: 'GET',
        url: '/api/wps/v2/wallets/balance',
        headers: bearer(tokens[username]!),
      }),
    );
  const openDeposit = async (username: string) =>
    expectOk<TDepositCreated>(
      await t.app.inject({
        method: 'POST',
        url: '/api/wps/cashier/deposits',
        headers: bearer(tokens[username]!, { 'idempotency-key': randomUUID() }),
        payload: { channelId: bankTransfer.id, amount: '500.00' },
      }),
    );
  const uploadProof = (username: string, depositId: string) => {
    const body = multipart(PNG);
    return t.app.inject({
      method: 'POST',
      url: `/api/wps/cashier/deposits/${depositId}/proof`,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(tokens[username]!) },
    });
  };
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
  const notReceived = (username: string, id: string, images = 1) =>
    confirm(username, id, { choice: 'NOT_RECEIVED', proofImages: Array(images).fill(PNG_DATA_URL) });
  /** A withdrawal approved and marked paid, waiting for the member's answer. */
  async function paidWithdrawal(username: string, amount = '200.00') {
    const w = expectOk<TWithdrawal>(
      await sendEncrypted(
        t,
        'POST',
        '/api/wps/cashier/withdrawals',
        { amount, bankAccountId: accounts[username]!, paymentPassword: PAYMENT_PASSWORD },
        bearer(tokens[username]!, { 'idempotency-key': randomUUID() }),
      ),
    );
    expectOk(await review(admin, w.id, { action: 'APPROVE' }));
    return expectOk<TWithdrawal>(await review(admin, w.id, { action: 'MARK_PAID' }));
  }

  describe('uploads', () => {
    it('stores no file for another member’s deposit or a finished one', async () => {
      const theirs = await openDeposit('demo14');
      const before = await filesUnder(uploadsDir);
      expectError(await uploadProof('demo13', theirs.depositId), 404, 'NOT_FOUND');
      const cancelled = await openDeposit('demo13');
      expectOk(
        await t.app.inject({
          method: 'POST',
          url: `/api/wps/cashier/deposits/${cancelled.depositId}/cancel`,
          headers: bearer(tokens.demo13!),
        }),
      );
      expectError(await uploadProof('demo13', cancelled.depositId), 409, 'DEPOSIT_STATE_INVALID');
      expect(await filesUnder(uploadsDir)).toEqual(before);
    });

    it('stores no "not received" proof for another member’s withdrawal or a finished one', async () => {
      const theirs = await paidWithdrawal('demo14');
      const before = await filesUnder(uploadsDir);
      // Before the fix the images were written first and the ownership check came after.
      expectError(await notReceived('demo13', theirs.id, 3), 404, 'NOT_FOUND');
      const mine = await paidWithdrawal('demo13');
      expectOk(await confirm('demo13', mine.id, { choice: 'RECEIVED' }));
      expectError(await notReceived('demo13', mine.id), 409, 'WITHDRAWAL_STATE_INVALID');
      expect(await filesUnder(uploadsDir)).toEqual(before);
    });

    it('caps the proof images one withdrawal may hold', async () => {
      const w = await paidWithdrawal('demo15');
      // Dispute, pay again, dispute again: each round adds three images, up to the limit.
      for (let stored = 0; stored < UPLOADS_PER_WITHDRAWAL; stored += 3) {
        if (stored > 0) expectOk(await review(admin, w.id, { action: 'MARK_PAID' }));
        expectOk(await notReceived('demo15', w.id, 3));
      }
      expectOk(await review(admin, w.id, { action: 'MARK_PAID' }));
      const before = await filesUnder(uploadsDir);
      expectError(await notReceived('demo15', w.id), 409, 'UPLOAD_LIMIT_REACHED');
      expect(await filesUnder(uploadsDir)).toEqual(before);
    });

    it('limits how many files one member stores per hour', async () => {
      const deposits = await Promise.all(
        Array.from({ length: UPLOADS_PER_MEMBER_PER_HOUR + 1 }, () => openDeposit('demo16')),
      );
      for (const d of deposits.slice(0, UPLOADS_PER_MEMBER_PER_HOUR))
        expectOk(await uploadProof('demo16', d.depositId));
      const before = await filesUnder(uploadsDir);
      const refused = await uploadProof('demo16', deposits.at(-1)!.depositId);
      expectError(refused, 429, 'RATE_LIMITED');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(await filesUnder(uploadsDir)).toEqual(before);
    });
  });

  describe('adjustments', () => {
    const adjust = (who: Record<string, string>, username: string, amount: string, key = randomUUID()) =>
      t.app.inject({
        method: 'POST',
        url: `/api/bo/merchants/ROYAL/members/${ids[username]}/adjustments`,
        headers: { ...who, 'idempotency-key': key, 'accept-language': 'en' },
        payload: { amount, reason: 'goodwill credit' },
      });
    const decide = (who: Record<string, string>, id: string, decision: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/bo/merchants/ROYAL/adjustments/${id}/${decision}`,
        headers: { ...who, 'idempotency-key': randomUUID(), 'accept-language': 'en' },
      });

    it('sends small adjustments past an operator’s daily cap to a second operator', async () => {
      const start = (await balance('demo17')).cash;
      const posted = (n: number) => (Number(start) + n).toFixed(2);
      expect(expectOk<{ status: string }>(await adjust(admin, 'demo17', '1000.00')).status).toBe('POSTED');
      // A debit counts toward the cap by its size too.
      expect(expectOk<{ status: string }>(await adjust(admin, 'demo17', '-400.00')).status).toBe('POSTED');
      expect((await balance('demo17')).cash).toBe(posted(600));

      // 1400.00 used of 1500.00: each below the threshold, but together they would cross the cap.
      const held = expectOk<{ status: string; id: string; reason: string }>(
        await adjust(admin, 'demo17', '200.00'),
      );
      expect(held).toMatchObject({ status: 'PENDING_APPROVAL', reason: 'DAILY_CAP' });
      expect((await balance('demo17')).cash).toBe(posted(600));
      expectError(await decide(admin, held.id, 'approve'), 409, 'SECOND_APPROVER_REQUIRED');
      expect(expectOk<{ status: string }>(await decide(second, held.id, 'approve')).status).toBe('POSTED');
      expect((await balance('demo17')).cash).toBe(posted(800));

      // Another operator has a cap of their own.
      expect(expectOk<{ status: string }>(await adjust(second, 'demo17', '100.00')).status).toBe('POSTED');
      expect((await balance('demo17')).cash).toBe(posted(900));
    });

    it('lets parallel adjustments of one operator post no more than the cap', async () => {
      const start = (await balance('demo17')).cash;
      // ops2 used 100.00 of today's 1500.00 above: nine of ten 150.00 fit, the tenth waits.
      const results = await Promise.all(Array.from({ length: 10 }, () => adjust(second, 'demo17', '150.00')));
      const statuses = results.map((r) => expectOk<{ status: string }>(r).status);
      expect(statuses.filter((s) => s === 'POSTED')).toHaveLength(9);
      expect(statuses.filter((s) => s === 'PENDING_APPROVAL')).toHaveLength(1);
      expect((await balance('demo17')).cash).toBe((Number(start) + 1350).toFixed(2));
    });

    it('starts a new cap with the merchant’s next day', async () => {
      expect(expectOk<{ status: string }>(await adjust(admin, 'demo17', '150.00')).status).toBe(
        'PENDING_APPROVAL',
      );
      clock.advance(24 * 60 * 60 * 1000);
      try {
        // Operator sessions do not last a day: sign in again on the next one.
        const tomorrow = await operatorAuth(t.app);
        const next = expectOk<{ status: string }>(await adjust(tomorrow, 'demo17', '150.00'));
        expect(next.status).toBe('POSTED');
      } finally {
        clock.advance(-24 * 60 * 60 * 1000);
      }
    });
  });

  describe('withdrawal refunds and forced receipts', () => {
    it('refunds a disputed withdrawal only when a second, different operator approves', async () => {
      const w = await paidWithdrawal('demo14', '300.00');
      expectOk(await notReceived('demo14', w.id));
      const held = await balance('demo14');

      const asked = expectOk<TWithdrawal>(
        await review(admin, w.id, { action: 'REFUND', note: 'bank bounced it' }),
      );
      expect(asked).toMatchObject({
        status: 'DISPUTED',
        pendingResolution: { action: 'REFUND', requestedBy: 'admin', note: 'bank bounced it' },
      });
      expect(await balance('demo14')).toEqual(held);
      // The requester cannot approve it, and nobody can stack another request on it.
      expectError(
        await review(admin, w.id, { action: 'APPROVE_RESOLUTION' }),
        409,
        'SECOND_APPROVER_REQUIRED',
      );
      expectError(
        await review(second, w.id, { action: 'FORCE_RECEIPT', note: 'paid after all' }),
        409,
        'WITHDRAWAL_STATE_INVALID',
      );
      expect(await balance('demo14')).toEqual(held);

      const queue = expectOk<{ list: TWithdrawal[] }>(
        await t.app.inject({
          method: 'GET',
          url: '/api/bo/merchants/ROYAL/withdrawals?status=DISPUTED',
          headers: second,
        }),
      );
      expect(queue.list.find((q) => q.id === w.id)?.pendingResolution?.action).toBe('REFUND');

      const key = randomUUID();
      const refunded = expectOk<TWithdrawal>(
        await review(second, w.id, { action: 'APPROVE_RESOLUTION' }, key),
      );
      expect(refunded).toMatchObject({
        status: 'REJECTED',
        pendingResolution: null,
        reviewNote: 'bank bounced it',
      });
      // Replayed: the same answer, nothing moved twice.
      expect(
        expectOk<TWithdrawal>(await review(second, w.id, { action: 'APPROVE_RESOLUTION' }, key)),
      ).toEqual(refunded);
      const after = await balance('demo14');
      expect(Number(after.cash)).toBeCloseTo(Number(held.cash) + 303, 2);
      expect(Number(after.locked)).toBeCloseTo(Number(held.locked) - 303, 2);
    });

    it('forces a receipt only when a second operator approves; a rejected request moves nothing', async () => {
      const w = await paidWithdrawal('demo15', '100.00');
      const before = await balance('demo15');
      expect(
        expectOk<TWithdrawal>(
          await review(admin, w.id, { action: 'FORCE_RECEIPT', note: 'statement shows it' }),
        ).pendingResolution,
      ).toMatchObject({ action: 'FORCE_RECEIPT', requestedBy: 'admin' });
      expect(
        expectOk<TWithdrawal>(await review(second, w.id, { action: 'REJECT_RESOLUTION' })),
      ).toMatchObject({
        status: 'PAID',
        pendingResolution: null,
      });
      expect(await balance('demo15')).toEqual(before);
      expectError(
        await review(admin, w.id, { action: 'APPROVE_RESOLUTION' }),
        409,
        'WITHDRAWAL_STATE_INVALID',
      );

      expectOk(await review(second, w.id, { action: 'FORCE_RECEIPT', note: 'statement shows it' }));
      expectError(
        await review(second, w.id, { action: 'APPROVE_RESOLUTION' }),
        409,
        'SECOND_APPROVER_REQUIRED',
      );
      const forced = expectOk<TWithdrawal>(await review(admin, w.id, { action: 'APPROVE_RESOLUTION' }));
      expect(forced).toMatchObject({ status: 'COMPLETED', receipt: 'FORCED', pendingResolution: null });
      // Paid out, and the guarantee forfeited: nothing comes back to cash.
      const after = await balance('demo15');
      expect(after.cash).toBe(before.cash);
      expect(Number(after.locked)).toBeCloseTo(Number(before.locked) - 101, 2);
    });
  });
});
