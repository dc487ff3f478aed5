import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type {
  TAdminDeposit,
  TAuditEntry,
  TDepositChannel,
  TDepositChannelAdmin,
  TDepositCreated,
  TMemberDeposit,
  TTransactionRecord,
  TWalletBalance,
} from '@platform/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectOk, type InjectedResponse } from '../../../../test/envelope.ts';
import { bearer, login, loginOk } from '../../../../test/member-client.ts';
import { createTestApp, createTestClock, operatorAuth, type TestApp } from '../../../../test/test-app.ts';
import { signPspBody } from '../../../platform/payments/psp-simulator.ts';

interface Page<T> {
  list: T[];
  total: number;
  totalPages: number;
}

const PSP_SECRET = 'psp-secret-for-deposit-tests';
// The smallest valid PNG (1×1): magic bytes, IHDR, IDAT, IEND.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

function multipart(filename: string, contentType: string, bytes: Buffer) {
  const boundary = `----deposit-test-${randomUUID()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Deposits end to end through the HTTP layer: the PSP simulator, signed callbacks, proofs and review. */
describe('deposits', () => {
  const clock = createTestClock();
  let t: TestApp;
  let dataDir: string;
  let admin: Record<string, string>;
  const tokens: Record<string, string> = {};
  let fastPay: TDepositChannel;
  let bankTransfer: TDepositChannel;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'deposits-int-'));
    t = await createTestApp({ clock, env: { DATA_DIR: dataDir, PSP_SIM_SECRET: PSP_SECRET } });
    admin = await operatorAuth(t.app);
    for (const username of ['demo01', 'demo02', 'demo03', 'demo04', 'demo05', 'demo06', 'demo07', 'demo08']) {
      tokens[username] = (await loginOk(t, username)).token;
    }
    const channels = expectOk<TDepositChannel[]>(
      await t.app.inject({
        method: 'GET',
        url: '/api/wps/cashier/deposit/channels',
        headers: bearer(tokens.demo01!),
      }),
    );
    fastPay = channels.find((c) => c.name === 'FastPay')!;
    bankTransfer = channels.find((c) => c.name === 'Bank transfer')!;
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const member = (username: string, extra: Record<string, string> = {}) => bearer(tokens[username]!, extra);
  const balance = async (username: string) =>
    expectOk<TWalletBalance>(
      await t.app.inject({ method: 'GET', url: '/api/wps/v2/wallets/balance', headers: member(username) }),
    ).cash;
  const createDeposit = (username: string, body: object, key: string | null = randomUUID()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/wps/cashier/deposits',
      headers: member(username, key ? { 'idempotency-key': key } : {}),
      payload: body,
    });
  const open = async (username: string, channel: TDepositChannel, amount: string) =>
    expectOk<TDepositCreated>(await createDeposit(username, { channelId: channel.id, amount }));
  const getDeposit = (username: string, id: string) =>
    t.app.inject({ method: 'GET', url: `/api/wps/cashier/deposits/${id}`, headers: member(username) });
  const statusOf = async (username: string, id: string) =>
    expectOk<TMemberDeposit>(await getDeposit(username, id)).status;

  /** A notification as the provider would send it (signed with the simulator's secret unless told). */
  function callback(
    notice: Record<string, unknown>,
    options: { secret?: string; timestampS?: number; mutate?: (raw: string) => string } = {},
  ): Promise<InjectedResponse> {
    const body = JSON.stringify({ nonce: randomBytes(16).toString('hex'), status: 'SUCCESS', ...notice });
    const timestamp = String(options.timestampS ?? Math.floor(clock.nowMs() / 1000));
    const signature = signPspBody(options.secret ?? PSP_SECRET, timestamp, body);
    return t.app.inject({
      method: 'POST',
      url: '/api/psp/SIMPAY/callback',
      headers: {
        'content-type': 'application/json',
        'x-psp-timestamp': timestamp,
        'x-psp-signature': signature,
        'accept-language': 'en',
      },
      payload: options.mutate ? options.mutate(body) : body,
    });
  }
  const noticeFor = (d: TDepositCreated, extra: Record<string, unknown> = {}) => ({
    orderId: d.depositId,
    pspReference: `REF-${d.depositId.slice(0, 8)}`,
    amount: d.amount,
    currency: d.currency,
    ...extra,
  });
  const tokenOf = (payUrl: string) => new URL(payUrl, 'http://site.test').searchParams.get('order')!;
  const simulator = (action: 'confirm' | 'cancel', payUrl: string) =>
    t.app.inject({
      method: 'POST',
      url: `/psp-sim/pay/${action}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `order=${encodeURIComponent(tokenOf(payUrl))}`,
    });
  const bo = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method,
      url,
      headers: { ...admin, 'accept-language': 'en', ...headers },
      ...(payload ? { payload } : {}),
    });
  const review = (
    merchant: string,
    id: string,
    decision: 'approve' | 'reject',
    body: object,
    key = randomUUID(),
  ) =>
    bo('POST', `/api/bo/merchants/${merchant}/deposits/${id}/${decision}`, body, { 'idempotency-key': key });
  const upload = (username: string, id: string, file: ReturnType<typeof multipart>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/wps/cashier/deposits/${id}/proof`,
      headers: { ...member(username), ...file.headers },
      payload: file.payload,
    });

  it('lists the merchant’s enabled channels with their limits', () => {
    expect(fastPay).toMatchObject({ kind: 'ONLINE', min: '100.00', max: '50000.00', currency: 'THB' });
    expect(bankTransfer).toMatchObject({ kind: 'BANK_TRANSFER', min: '300.00', max: '200000.00' });
  });

  it('pays online on the simulator’s hosted page: the signed callback credits exactly once', async () => {
    const created = await open('demo01', fastPay, '500.00');
    expect(created).toMatchObject({ status: 'PENDING', kind: 'ONLINE', amount: '500.00', bankAccount: null });
    expect(created.payUrl).toMatch(/^\/psp-sim\/pay\?order=/);

    const page = await t.app.inject({ method: 'GET', url: created.payUrl! });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('500.00 THB');
    expect(page.body).toContain(created.depositId);
    expect(page.body).toMatch(/<button[^>]*>Pay<\/button>/);
    expect(page.body).toMatch(/<button[^>]*>Cancel<\/button>/);

    const paid = await simulator('confirm', created.payUrl!);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/depositv2?deposit=${created.depositId}`);
    expect(await balance('demo01')).toBe('10500.00');
    const after = expectOk<TMemberDeposit>(await getDeposit('demo01', created.depositId));
    expect(after).toMatchObject({ status: 'COMPLETED', payUrl: null });
    expect(after.completedAt).not.toBeNull();

    const records = expectOk<Page<TTransactionRecord>>(
      await t.app.inject({
        method: 'GET',
        url: '/api/wps/v2/wallets/transactions?type=DEPOSIT',
        headers: member('demo01'),
      }),
    );
    expect(records.list[0]).toMatchObject({
      type: 'DEPOSIT',
      kind: 'DEPOSIT',
      amount: '500.00',
      balanceAfter: '10500.00',
      reference: `deposit:${created.depositId}`,
      description: 'FastPay',
    });

    // Pressing Pay again: the provider reports the same payment again; it is accepted, nothing moves.
    expect((await simulator('confirm', created.payUrl!)).statusCode).toBe(303);
    const repeat = expectOk<{ status: string; duplicate: boolean }>(await callback(noticeFor(created)));
    expect(repeat).toEqual({ orderId: created.depositId, status: 'COMPLETED', duplicate: true });
    expect(await balance('demo01')).toBe('10500.00');

    // The house bears the provider's 1.5 % fee: the member got the whole 500.00.
    const queue = expectOk<Page<TAdminDeposit>>(
      await bo('GET', '/api/bo/merchants/ROYAL/deposits?status=COMPLETED&username=demo01'),
    );
    expect(queue.list.find((d) => d.id === created.depositId)).toMatchObject({
      fee: '7.50',
      amount: '500.00',
      pspReference: expect.stringMatching(/^SIM[0-9A-F]{16}$/),
    });
  });

  it('refuses tampered, stale and replayed callbacks, and moves nothing', async () => {
    const d = await open('demo02', fastPay, '1000.00');
    const expectNothingMoved = async () => {
      expect(await balance('demo02')).toBe('10000.00');
      expect(await statusOf('demo02', d.depositId)).toBe('PENDING');
    };

    expectError(
      await callback(noticeFor(d), { secret: 'not-the-provider-secret' }),
      401,
      'SIGNATURE_INVALID',
    );
    expectError(
      await callback(noticeFor(d), { mutate: (raw) => raw.replace('"1000.00"', '"9000.00"') }),
      401,
      'SIGNATURE_INVALID',
    );
    const stale = Math.floor(clock.nowMs() / 1000) - 301;
    expectError(await callback(noticeFor(d), { timestampS: stale }), 401, 'SIGNATURE_INVALID');
    const future = Math.floor(clock.nowMs() / 1000) + 301;
    expectError(await callback(noticeFor(d), { timestampS: future }), 401, 'SIGNATURE_INVALID');
    expectError(
      await t.app.inject({
        method: 'POST',
        url: '/api/psp/SIMPAY/callback',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(noticeFor(d, { nonce: randomUUID(), status: 'SUCCESS' })),
      }),
      401,
      'SIGNATURE_INVALID',
    );
    // Correctly signed, but naming another amount or currency than the order.
    expectError(await callback(noticeFor(d, { amount: '1000.01' })), 400, 'PAYMENT_MISMATCH');
    expectError(await callback(noticeFor(d, { amount: '10.00' })), 400, 'PAYMENT_MISMATCH');
    expectError(await callback(noticeFor(d, { currency: 'VND', amount: '1000' })), 400, 'PAYMENT_MISMATCH');
    expectError(await callback(noticeFor(d, { amount: 'abc' })), 400, 'PAYMENT_MISMATCH');
    expectError(await callback(noticeFor(d, { orderId: randomUUID() })), 404, 'NOT_FOUND');
    expectError(await callback(noticeFor(d, { orderId: 'not-a-uuid' })), 404, 'NOT_FOUND');
    expectError(await callback({ orderId: d.depositId }), 400, 'VALIDATION_FAILED');
    expectError(await callback(noticeFor(d), { mutate: () => '{not json' }), 400, 'INVALID_JSON');
    await expectNothingMoved();

    // A captured notification replayed: refused even though it is correctly signed and fresh.
    const nonce = randomBytes(16).toString('hex');
    const failedFirst = await callback(noticeFor(d, { nonce, status: 'FAILED' }));
    expect(expectOk<{ status: string }>(failedFirst).status).toBe('FAILED');
    expectError(await callback(noticeFor(d, { nonce, status: 'SUCCESS' })), 409, 'REPLAYED');
    expect(await balance('demo02')).toBe('10000.00');
    expect(await statusOf('demo02', d.depositId)).toBe('FAILED');
  });

  it('marks a FAILED notification failed and moves nothing; the simulator’s Cancel does the same', async () => {
    const failed = await open('demo03', fastPay, '250.00');
    const answer = expectOk<{ status: string; duplicate: boolean }>(
      await callback(noticeFor(failed, { status: 'FAILED' })),
    );
    expect(answer).toMatchObject({ status: 'FAILED', duplicate: false });
    expect(await statusOf('demo03', failed.depositId)).toBe('FAILED');

    const cancelled = await open('demo03', fastPay, '300.00');
    const back = await simulator('cancel', cancelled.payUrl!);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/depositv2?deposit=${cancelled.depositId}`);
    expect(await statusOf('demo03', cancelled.depositId)).toBe('FAILED');
    expect(await balance('demo03')).toBe('10000.00');

    // A tampered page token is not a payment.
    const forged = await t.app.inject({
      method: 'POST',
      url: '/psp-sim/pay/confirm',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `order=${encodeURIComponent(tokenOf(cancelled.payUrl!).replace(/^./, 'x'))}`,
    });
    expect(forged.statusCode).toBe(400);
    expect(await balance('demo03')).toBe('10000.00');
  });

  it('keeps amounts within the channel’s limits, with a clear message', async () => {
    const below = expectError(
      await createDeposit('demo04', { channelId: fastPay.id, amount: '99.99' }),
      400,
      'AMOUNT_OUT_OF_LIMITS',
      'The amount must be between 100.00 and 50000.00.',
    );
    expect(below.value).toEqual({ min: '100.00', max: '50000.00' });
    expectError(
      await createDeposit('demo04', { channelId: fastPay.id, amount: '50000.01' }),
      400,
      'AMOUNT_OUT_OF_LIMITS',
    );
    expectError(
      await createDeposit('demo04', { channelId: bankTransfer.id, amount: '200000.01' }),
      400,
      'AMOUNT_OUT_OF_LIMITS',
    );
    expect((await open('demo04', fastPay, '100')).amount).toBe('100.00');
    expect((await open('demo04', fastPay, '50000.00')).amount).toBe('50000.00');
  });

  it('creates once per Idempotency-Key: same body → same deposit, other body → 409', async () => {
    const key = randomUUID();
    const body = { channelId: fastPay.id, amount: '700.00' };
    const first = expectOk<TDepositCreated>(await createDeposit('demo05', body, key));
    const again = expectOk<TDepositCreated>(await createDeposit('demo05', body, key));
    expect(again.depositId).toBe(first.depositId);
    expect(again.payUrl).toBe(first.payUrl);
    expectError(
      await createDeposit('demo05', { ...body, amount: '701.00' }, key),
      409,
      'IDEMPOTENCY_MISMATCH',
    );
    expectError(await createDeposit('demo05', body, null), 400, 'IDEMPOTENCY_KEY_REQUIRED');
    const history = expectOk<Page<TMemberDeposit>>(
      await t.app.inject({ method: 'GET', url: '/api/wps/cashier/deposits', headers: member('demo05') }),
    );
    expect(history.total).toBe(1);
  });

  it('refuses hostile amounts with AMOUNT_INVALID and creates nothing', async () => {
    for (const amount of [
      '-1',
      '0',
      '0.00',
      '1.001',
      '1e5',
      '99999999999999999999999',
      'abc',
      'NaN',
      '1,000',
      '0x10',
    ]) {
      expectError(await createDeposit('demo06', { channelId: fastPay.id, amount }), 400, 'AMOUNT_INVALID');
    }
    for (const amount of [100, null, '', ' ']) {
      expectError(await createDeposit('demo06', { channelId: fastPay.id, amount }), 400, 'VALIDATION_FAILED');
    }
    expectError(
      await createDeposit('demo06', { channelId: 'nope', amount: '100' }),
      400,
      'VALIDATION_FAILED',
    );
    expectError(
      await createDeposit('demo06', { channelId: randomUUID(), amount: '100' }),
      400,
      'CHANNEL_UNAVAILABLE',
    );
    const history = expectOk<Page<TMemberDeposit>>(
      await t.app.inject({ method: 'GET', url: '/api/wps/cashier/deposits', headers: member('demo06') }),
    );
    expect(history.total).toBe(0);
  });

  it('takes a bank transfer with a checked proof image; approval credits once, audited', async () => {
    const d = await open('demo07', bankTransfer, '1000.00');
    expect(d).toMatchObject({
      kind: 'BANK_TRANSFER',
      status: 'PENDING',
      payUrl: null,
      hasProof: false,
      bankAccount: { bankName: 'Kasikornbank', accountNumber: '123-4-56789-0' },
    });

    const script = Buffer.from('<script>alert(1)</script>');
    expectError(
      await upload('demo07', d.depositId, multipart('proof.png', 'image/png', script)),
      400,
      'FILE_TYPE_INVALID',
    );
    const huge = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    expectError(
      await upload('demo07', d.depositId, multipart('big.png', 'image/png', huge)),
      413,
      'FILE_TOO_LARGE',
    );
    expectError(
      await t.app.inject({
        method: 'POST',
        url: `/api/wps/cashier/deposits/${d.depositId}/proof`,
        headers: member('demo07'),
        payload: { file: PNG.toString('base64') },
      }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
    expect(await statusOf('demo07', d.depositId)).toBe('PENDING');

    // Larger than the API's JSON body limit but within the upload limit: accepted.
    const photo = Buffer.concat([PNG, randomBytes(2 * 1024 * 1024)]);
    const uploaded = expectOk<TMemberDeposit>(
      await upload('demo07', d.depositId, multipart('slip.jpg', 'image/jpeg', photo)),
    );
    expect(uploaded).toMatchObject({ status: 'PENDING_REVIEW', hasProof: true });
    expectError(
      await upload('demo07', d.depositId, multipart('again.png', 'image/png', PNG)),
      409,
      'DEPOSIT_STATE_INVALID',
    );

    const queue = expectOk<Page<TAdminDeposit>>(
      await bo('GET', '/api/bo/merchants/ROYAL/deposits?status=PENDING_REVIEW'),
    );
    expect(queue.list.map((q) => q.id)).toContain(d.depositId);
    const proof = await bo('GET', `/api/bo/merchants/ROYAL/deposits/${d.depositId}/proof`);
    expect(proof.statusCode).toBe(200);
    expect(proof.headers['content-type']).toBe('image/png');
    expect(proof.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.from(proof.rawPayload).equals(photo)).toBe(true);
    // Operators only.
    expectError(
      await t.app.inject({
        method: 'GET',
        url: `/api/bo/merchants/ROYAL/deposits/${d.depositId}/proof`,
        headers: member('demo07'),
      }),
      401,
      'UNAUTHORIZED',
    );

    const key = randomUUID();
    const approved = expectOk<TAdminDeposit>(
      await review('ROYAL', d.depositId, 'approve', { note: 'slip matches' }, key),
    );
    expect(approved).toMatchObject({ status: 'COMPLETED', reviewedBy: 'admin', reviewNote: 'slip matches' });
    expect(approved.ledgerTransactionId).not.toBeNull();
    expect(await balance('demo07')).toBe('11000.00');
    // The same request again answers the first result; a second approval is refused; nothing moves.
    expect(
      expectOk<TAdminDeposit>(await review('ROYAL', d.depositId, 'approve', { note: 'slip matches' }, key)),
    ).toEqual(approved);
    expectError(await review('ROYAL', d.depositId, 'approve', {}), 409, 'DEPOSIT_STATE_INVALID');
    expectError(
      await review('ROYAL', d.depositId, 'reject', { note: 'too late' }),
      409,
      'DEPOSIT_STATE_INVALID',
    );
    expectError(
      await review('ROYAL', d.depositId, 'approve', { note: 'other' }, key),
      409,
      'IDEMPOTENCY_MISMATCH',
    );
    expect(await balance('demo07')).toBe('11000.00');

    const audit = expectOk<Page<TAuditEntry>>(
      await bo('GET', '/api/bo/audit-log?merchantCode=ROYAL&action=deposit.approve'),
    );
    expect(audit.list.find((a) => a.target === `deposit:${d.depositId}`)).toMatchObject({
      operator: 'admin',
    });
  });

  it('rejects with a note and moves nothing; a rejected deposit cannot be approved', async () => {
    const d = await open('demo07', bankTransfer, '2000.00');
    await upload('demo07', d.depositId, multipart('slip.png', 'image/png', PNG));
    expectError(await review('ROYAL', d.depositId, 'reject', { note: '' }), 400, 'VALIDATION_FAILED');
    expectError(
      await bo('POST', `/api/bo/merchants/ROYAL/deposits/${d.depositId}/reject`, { note: 'no key' }),
      400,
      'IDEMPOTENCY_KEY_REQUIRED',
    );
    const rejected = expectOk<TAdminDeposit>(
      await review('ROYAL', d.depositId, 'reject', { note: 'slip is for another account' }),
    );
    expect(rejected).toMatchObject({ status: 'REJECTED', ledgerTransactionId: null });
    expectError(await review('ROYAL', d.depositId, 'approve', {}), 409, 'DEPOSIT_STATE_INVALID');
    expect(await balance('demo07')).toBe('11000.00');
    expect(expectOk<TMemberDeposit>(await getDeposit('demo07', d.depositId))).toMatchObject({
      status: 'REJECTED',
      reviewNote: 'slip is for another account',
    });
    // An online deposit is the provider's to decide, not an operator's.
    const online = await open('demo07', fastPay, '150.00');
    expectError(await review('ROYAL', online.depositId, 'approve', {}), 409, 'DEPOSIT_STATE_INVALID');
  });

  it('lets a member cancel a deposit before it is paid', async () => {
    const d = await open('demo06', bankTransfer, '500.00');
    const cancel = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/wps/cashier/deposits/${d.depositId}/cancel`,
        headers: member('demo06'),
      });
    expect(expectOk<TMemberDeposit>(await cancel()).status).toBe('CANCELLED');
    expectError(await cancel(), 409, 'DEPOSIT_STATE_INVALID');
    expectError(
      await upload('demo06', d.depositId, multipart('slip.png', 'image/png', PNG)),
      409,
      'DEPOSIT_STATE_INVALID',
    );
  });

  it('hides another member’s deposits (404) and keeps merchants apart', async () => {
    const mine = await open('demo01', bankTransfer, '400.00');
    expectError(await getDeposit('demo02', mine.depositId), 404, 'NOT_FOUND');
    expectError(
      await upload('demo02', mine.depositId, multipart('slip.png', 'image/png', PNG)),
      404,
      'NOT_FOUND',
    );
    expectError(
      await t.app.inject({
        method: 'POST',
        url: `/api/wps/cashier/deposits/${mine.depositId}/cancel`,
        headers: member('demo02'),
      }),
      404,
      'NOT_FOUND',
    );
    const others = expectOk<Page<TMemberDeposit>>(
      await t.app.inject({ method: 'GET', url: '/api/wps/cashier/deposits', headers: member('demo02') }),
    );
    expect(others.list.some((d) => d.id === mine.depositId)).toBe(false);

    // LOTUS: its own channels in its own currency; ROYAL's deposits and channels do not exist there.
    const lotusToken = expectOk<{ token: string }>(
      await login(t, 'demo01', 'Demo1234', {}, { merchant: 'LOTUS' }),
    ).token;
    const lotusHeaders = bearer(lotusToken, { merchant: 'LOTUS' });
    const lotusChannels = expectOk<TDepositChannel[]>(
      await t.app.inject({ method: 'GET', url: '/api/wps/cashier/deposit/channels', headers: lotusHeaders }),
    );
    expect(lotusChannels.map((c) => c.currency)).toEqual(['VND', 'VND']);
    expect(lotusChannels.map((c) => c.id)).not.toContain(fastPay.id);
    expectError(
      await t.app.inject({
        method: 'GET',
        url: `/api/wps/cashier/deposits/${mine.depositId}`,
        headers: lotusHeaders,
      }),
      404,
      'NOT_FOUND',
    );
    expectError(
      await t.app.inject({
        method: 'POST',
        url: '/api/wps/cashier/deposits',
        headers: { ...lotusHeaders, 'idempotency-key': randomUUID() },
        payload: { channelId: fastPay.id, amount: '100000' },
      }),
      400,
      'CHANNEL_UNAVAILABLE',
    );
    const vnd = expectOk<TDepositCreated>(
      await t.app.inject({
        method: 'POST',
        url: '/api/wps/cashier/deposits',
        headers: { ...lotusHeaders, 'idempotency-key': randomUUID() },
        payload: { channelId: lotusChannels[0]!.id, amount: '100000' },
      }),
    );
    expect(vnd).toMatchObject({ amount: '100000', currency: 'VND' });
    expectOk(await callback(noticeFor(vnd)));
    expect(
      expectOk<TWalletBalance>(
        await t.app.inject({ method: 'GET', url: '/api/wps/v2/wallets/balance', headers: lotusHeaders }),
      ).cash,
    ).toBe('10100000');

    expectError(await bo('GET', `/api/bo/merchants/LOTUS/deposits/${mine.depositId}`), 404, 'NOT_FOUND');
    expectError(await review('LOTUS', mine.depositId, 'approve', {}), 404, 'NOT_FOUND');
    expectError(
      await bo('GET', `/api/bo/merchants/LOTUS/deposits/${mine.depositId}/proof`),
      404,
      'NOT_FOUND',
    );
    const lotusQueue = expectOk<Page<TAdminDeposit>>(await bo('GET', '/api/bo/merchants/LOTUS/deposits'));
    expect(lotusQueue.list.every((d) => d.currency === 'VND')).toBe(true);
  });

  it('refuses trial members', async () => {
    const trial = expectOk<{ token: string }>(
      await t.app.inject({
        method: 'POST',
        url: '/api/wps/session/login/freeplay',
        payload: { os: 'linux', platform: 'W' },
      }),
    );
    expectError(
      await t.app.inject({
        method: 'GET',
        url: '/api/wps/cashier/deposit/channels',
        headers: bearer(trial.token),
      }),
      403,
      'TRIAL_RESTRICTED',
    );
    expectError(
      await t.app.inject({
        method: 'POST',
        url: '/api/wps/cashier/deposits',
        headers: bearer(trial.token, { 'idempotency-key': randomUUID() }),
        payload: { channelId: fastPay.id, amount: '100.00' },
      }),
      403,
      'TRIAL_RESTRICTED',
    );
  });

  it('edits channels in the back office, audited; a disabled channel takes no deposits', async () => {
    const base = {
      kind: 'BANK_TRANSFER',
      name: 'Second bank',
      min: '500',
      max: '10000',
      feeBps: 0,
      feeFixed: '0',
      bankAccount: { bankName: 'SCB', accountName: 'Royal Demo', accountNumber: '987-6-54321-0' },
    };
    const created = expectOk<TDepositChannelAdmin>(
      await bo('POST', '/api/bo/merchants/ROYAL/deposit-channels', base),
    );
    expect(created).toMatchObject({
      name: 'Second bank',
      min: '500.00',
      max: '10000.00',
      enabled: true,
      pspCode: null,
    });
    expectError(await bo('POST', '/api/bo/merchants/ROYAL/deposit-channels', base), 409, 'CONFLICT');
    expectError(
      await bo('POST', '/api/bo/merchants/ROYAL/deposit-channels', {
        ...base,
        name: 'Inverted',
        min: '900',
        max: '800',
      }),
      400,
      'VALIDATION_FAILED',
    );
    expectError(
      await bo('POST', '/api/bo/merchants/ROYAL/deposit-channels', {
        ...base,
        name: 'No bank',
        bankAccount: null,
      }),
      400,
      'VALIDATION_FAILED',
    );
    expectError(
      await bo('POST', '/api/bo/merchants/ROYAL/deposit-channels', {
        ...base,
        kind: 'ONLINE',
        name: 'Unknown PSP',
        bankAccount: null,
        pspCode: 'NOPE',
      }),
      400,
      'VALIDATION_FAILED',
    );
    expectError(
      await bo('POST', '/api/bo/merchants/ROYAL/deposit-channels', {
        ...base,
        name: 'Bad fee',
        feeBps: 10_001,
      }),
      400,
      'VALIDATION_FAILED',
    );

    const { kind: _kind, ...update } = base;
    const disabled = expectOk<TDepositChannelAdmin>(
      await bo('PUT', `/api/bo/merchants/ROYAL/deposit-channels/${created.id}`, {
        ...update,
        enabled: false,
        feeBps: 50,
      }),
    );
    expect(disabled).toMatchObject({ enabled: false, feeBps: 50 });
    expectError(
      await bo('PUT', `/api/bo/merchants/LOTUS/deposit-channels/${created.id}`, update),
      404,
      'NOT_FOUND',
    );
    const memberList = expectOk<TDepositChannel[]>(
      await t.app.inject({
        method: 'GET',
        url: '/api/wps/cashier/deposit/channels',
        headers: member('demo01'),
      }),
    );
    expect(memberList.map((c) => c.id)).not.toContain(created.id);
    expectError(
      await createDeposit('demo01', { channelId: created.id, amount: '600' }),
      400,
      'CHANNEL_UNAVAILABLE',
    );

    const listed = expectOk<{ channels: TDepositChannelAdmin[]; pspCodes: string[] }>(
      await bo('GET', '/api/bo/merchants/ROYAL/deposit-channels'),
    );
    expect(listed.pspCodes).toEqual(['SIMPAY']);
    expect(listed.channels.map((c) => c.name)).toEqual(['Second bank', 'FastPay', 'Bank transfer']);
    const audit = expectOk<Page<TAuditEntry>>(
      await bo('GET', '/api/bo/audit-log?merchantCode=ROYAL&action=deposit-channel.update'),
    );
    expect(audit.list[0]).toMatchObject({ target: 'deposit-channel:Second bank' });
  });

  it('lets support staff read the queue but neither decide nor change channels', async () => {
    expectOk(
      await bo('POST', '/api/bo/operators', {
        username: 'support-dep',
        password: 'Support1234',
        role: 'SUPPORT',
        merchantCodes: ['ROYAL', 'LOTUS'],
      }),
    );
    const support = await operatorAuth(t.app, 'support-dep', 'Support1234');
    const as = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({
        method,
        url,
        headers: { ...support, 'idempotency-key': randomUUID() },
        ...(payload ? { payload } : {}),
      });
    const queue = expectOk<Page<TAdminDeposit>>(await as('GET', '/api/bo/merchants/ROYAL/deposits'));
    expect(queue.total).toBeGreaterThan(0);
    const any = queue.list[0]!;
    expectError(await as('POST', `/api/bo/merchants/ROYAL/deposits/${any.id}/approve`, {}), 403, 'FORBIDDEN');
    expectError(
      await as('POST', '/api/bo/merchants/ROYAL/deposit-channels', {
        kind: 'BANK_TRANSFER',
        name: 'Mine now',
        min: '1',
        max: '2',
        bankAccount: { bankName: 'X', accountName: 'Y', accountNumber: '00000' },
      }),
      403,
      'FORBIDDEN',
    );
  });

  it('credits once under concurrent callbacks and concurrent approvals', async () => {
    const online = await open('demo05', fastPay, '800.00');
    const answers = await Promise.all(Array.from({ length: 12 }, () => callback(noticeFor(online))));
    const values = answers.map((a) => expectOk<{ duplicate: boolean; status: string }>(a));
    expect(values.every((v) => v.status === 'COMPLETED')).toBe(true);
    expect(values.filter((v) => !v.duplicate)).toHaveLength(1);
    expect(await balance('demo05')).toBe('10800.00');

    const bank = await open('demo05', bankTransfer, '1200.00');
    await upload('demo05', bank.depositId, multipart('slip.webp', 'image/webp', PNG));
    const decisions = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        review('ROYAL', bank.depositId, i % 2 ? 'approve' : 'reject', { note: `race ${i}` }),
      ),
    );
    expect(decisions.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const refused of decisions.filter((r) => r.statusCode !== 200))
      expectError(refused, 409, 'DEPOSIT_STATE_INVALID');
    const final = expectOk<TMemberDeposit>(await getDeposit('demo05', bank.depositId));
    expect(await balance('demo05')).toBe(final.status === 'COMPLETED' ? '12000.00' : '10800.00');
  });

  it('expires online deposits left unpaid, never bank transfers; a late payment still credits', async () => {
    const unpaid = await open('demo08', fastPay, '300.00');
    const paidLate = await open('demo08', fastPay, '400.00');
    const transfer = await open('demo08', bankTransfer, '500.00');
    expect(await balance('demo08')).toBe('10000.00');
    const startedMs = clock.nowMs();
    try {
      clock.advance(59 * 60_000);
      await t.modules.cashier.deposits.expireUnpaid();
      expect(await statusOf('demo08', unpaid.depositId)).toBe('PENDING');

      clock.advance(2 * 60_000);
      expect(await t.modules.cashier.deposits.expireUnpaid()).toBeGreaterThanOrEqual(2);
      expect(await statusOf('demo08', unpaid.depositId)).toBe('EXPIRED');
      expect(await statusOf('demo08', paidLate.depositId)).toBe('EXPIRED');
      expect(await statusOf('demo08', transfer.depositId)).toBe('PENDING');
      expect(await balance('demo08')).toBe('10000.00');

      // The provider holds the member's money: its SUCCESS after expiry completes the deposit once.
      expectOk(await callback(noticeFor(paidLate)));
      expect(await statusOf('demo08', paidLate.depositId)).toBe('COMPLETED');
      expect(await balance('demo08')).toBe('10400.00');
      // Running again changes nothing.
      expect(await t.modules.cashier.deposits.expireUnpaid()).toBe(0);
    } finally {
      clock.set(startedMs);
    }
  });

  it('leaves the ledger reconciled', async () => {
    const report = await t.modules.ledger.reconciliation.run();
    expect(report.ok).toBe(true);
    expect(report.currencies.every((c) => Number(c.sum) === 0)).toBe(true);
  });
});
