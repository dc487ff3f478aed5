import { randomUUID } from 'node:crypto';
import {
  REFERRAL_ADMIN_PATHS,
  REFERRAL_PATHS,
  type TAdminReferralPage,
  type TAdminReferralRule,
  type TDepositChannel,
  type TDepositCreated,
  type TLoginValue,
  type TReferralSummary,
} from '@platform/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectOk } from '../../../../test/envelope.ts';
import { bearer, sendEncrypted, solveBotCheck } from '../../../../test/member-client.ts';
import { createTestApp, operatorAuth, type TestApp } from '../../../../test/test-app.ts';
import { vendorCall } from '../../../../test/vendor-client.ts';

const REFERRER_IP = '198.51.100.10';
const REFERRER_UA = 'Mozilla/5.0 (Referrer browser)';
/** The id the site keeps in the referrer's browser (X-Device-Id). */
const REFERRER_DEVICE = 'referrer-device-0000000001';

describe('referral: codes, sign-ups, the decide job exactly once, abuse rules', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let referrerToken = '';
  let code = '';
  let fastPay: TDepositChannel;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await operatorAuth(t.app);
    // The rule: deposit ≥ 500.00 and valid bet ≥ 1,000.00 within 7 days pays 88.00.
    expectOk(
      await t.app.inject({
        method: 'PUT',
        url: REFERRAL_ADMIN_PATHS.rule.replace(':code', 'ROYAL'),
        headers: admin,
        payload: {
          enabled: true,
          minDeposit: '500',
          minValidBet: '1000',
          withinDays: 7,
          reward: '88',
          wageringMultiple: 0,
        },
      }),
    );
    referrerToken = expectOk<TLoginValue>(
      await sendEncrypted(
        t,
        'POST',
        '/api/wps/session/login',
        { username: 'demo10', password: 'Demo1234' },
        { 'user-agent': REFERRER_UA, 'x-device-id': REFERRER_DEVICE },
        REFERRER_IP,
      ),
    ).token;
    const channels = expectOk<TDepositChannel[]>(
      await t.app.inject({
        method: 'GET',
        url: '/api/wps/cashier/deposit/channels',
        headers: bearer(referrerToken),
      }),
    );
    fastPay = channels.find((c) => c.name === 'FastPay')!;
  });
  afterAll(() => t.close());

  const summary = async (token = referrerToken) =>
    expectOk<TReferralSummary>(
      await t.app.inject({ method: 'GET', url: REFERRAL_PATHS.summary, headers: bearer(token) }),
    );

  /** A visitor signs up through the register call, from their own address and browser. */
  async function register(
    username: string,
    referralCode: string | undefined,
    ip: string,
    ua: string,
    deviceId = `device-of-${username}-0000000`,
  ) {
    const value = expectOk<TLoginValue>(
      await sendEncrypted(
        t,
        'PUT',
        '/api/wps/member/register',
        {
          username,
          password: 'Abcd1234',
          confirmPassword: 'Abcd1234',
          ...(referralCode ? { referralCode } : {}),
          botCheck: await solveBotCheck(t),
        },
        { 'user-agent': ua, 'x-device-id': deviceId },
        ip,
      ),
    );
    return value.token;
  }

  /** The friend deposits through the PSP simulator and bets `rounds` × 100.00 on a house slot. */
  async function meetConditions(token: string, username: string, rounds: number) {
    const d = expectOk<TDepositCreated>(
      await t.app.inject({
        method: 'POST',
        url: '/api/wps/cashier/deposits',
        headers: bearer(token, { 'idempotency-key': randomUUID() }),
        payload: { channelId: fastPay.id, amount: '500.00' },
      }),
    );
    const order = new URL(d.payUrl!, 'http://site.test').searchParams.get('order')!;
    await t.app.inject({
      method: 'POST',
      url: '/psp-sim/pay/confirm',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `order=${encodeURIComponent(order)}`,
    });
    const member = await t.modules.identity.sessions.findMemberByUsername('ROYAL', username);
    const session = await t.modules.seamless.service.issueSession({
      vendorCode: 'HOUSE',
      memberId: member!.id,
      merchantCode: 'ROYAL',
      gameCode: 'house-dragon-fortune',
    });
    for (let i = 0; i < rounds; i++) {
      const bet = {
        transaction_uuid: randomUUID(),
        round: randomUUID(),
        game_code: 'house-dragon-fortune',
        user: member!.id,
        token: session,
        currency: 'THB',
        amount: '100.00',
      };
      expect((await vendorCall(t.app, 'bet', bet)).status).toBe('RS_OK');
      const win = {
        ...bet,
        transaction_uuid: randomUUID(),
        reference_transaction_uuid: bet.transaction_uuid,
        amount: '100.00',
      };
      expect((await vendorCall(t.app, 'win', win)).status).toBe('RS_OK');
    }
    await t.modules.reports.builder.refresh();
  }

  const referralGrants = async () => {
    const { rows } = await t.db.query<{ n: number; total: string }>(
      `SELECT count(*)::int AS n, coalesce(sum(amount_minor), 0)::text AS total FROM bonus_grants g
         JOIN members m ON m.id = g.member_id WHERE m.username = 'demo10' AND g.source = 'REFERRAL'`,
    );
    return { count: rows[0]!.n, totalMinor: BigInt(rows[0]!.total) };
  };
  const statusOf = async (friend: string) =>
    (
      await t.db.query<{ status: string; reason: string | null }>(
        `SELECT r.status, r.reason FROM referrals r JOIN members f ON f.id = r.friend_id WHERE f.username = $1`,
        [friend],
      )
    ).rows[0];

  it('gives the member one stable code and shows the rule', async () => {
    const first = await summary();
    code = first.code;
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect((await summary()).code).toBe(code);
    expect(first.rule).toMatchObject({
      enabled: true,
      minDeposit: '500.00',
      minValidBet: '1000.00',
      withinDays: 7,
      reward: '88.00',
    });
    expect(first.totals).toEqual({ friends: 0, paid: 0, earned: '0.00' });
  });

  it('records a sign-up with the code (any case) and ignores an unknown code', async () => {
    await register('pal0001', code.toLowerCase(), '203.0.113.1', 'Mozilla/5.0 (Friend one)');
    await register('pal0002', 'NOSUCHCODE', '203.0.113.2', 'Mozilla/5.0 (Friend two)');
    const s = await summary();
    expect(s.friends.map((f) => [f.username, f.status])).toEqual([['pa***01', 'PENDING']]);
    expect(await statusOf('pal0002')).toBeUndefined();
  });

  it('pays the referrer once when the friend meets the rule, under concurrent job runs', async () => {
    // The referrer's user agent on another device (one phone model, one browser version): no match.
    const token = await register('pal0003', code, '203.0.113.3', REFERRER_UA);
    await meetConditions(token, 'pal0003', 9);
    await t.modules.referral.service.evaluate();
    expect(await statusOf('pal0003')).toEqual({ status: 'PENDING', reason: null }); // 900.00 < 1,000.00
    await meetConditions(token, 'pal0003', 1);
    const runs = await Promise.all(Array.from({ length: 5 }, () => t.modules.referral.service.evaluate()));
    expect(runs.reduce((n, r) => n + (r.PAID ?? 0), 0)).toBe(1);
    expect(await statusOf('pal0003')).toEqual({ status: 'PAID', reason: null });
    expect(await referralGrants()).toEqual({ count: 1, totalMinor: 8800n });
    await t.modules.referral.service.evaluate();
    expect(await referralGrants()).toEqual({ count: 1, totalMinor: 8800n });
    const s = await summary();
    expect(s.totals).toEqual({ friends: 2, paid: 1, earned: '88.00' });
    expect(s.friends.find((f) => f.username === 'pa***03')).toMatchObject({
      status: 'PAID',
      reward: '88.00',
    });
  });

  it('pays nothing for a friend on the referrer’s IP, device or bank account, and says why', async () => {
    const sameIp = await register('pal0004', code, REFERRER_IP, 'Mozilla/5.0 (Friend four)');
    const sameDevice = await register(
      'pal0005',
      code,
      '203.0.113.5',
      'Mozilla/5.0 (Friend five)',
      REFERRER_DEVICE,
    );
    const sameBank = await register('pal0006', code, '203.0.113.6', 'Mozilla/5.0 (Friend six)');
    const ids = await t.db.query<{ id: string; username: string }>(
      `SELECT id, username FROM members WHERE username IN ('demo10', 'pal0006')`,
    );
    const idOf = (u: string) => ids.rows.find((r) => r.username === u)!.id;
    // The same account number (written the other way) on both members.
    await t.db.query(
      `INSERT INTO member_bank_accounts (id, merchant_code, member_id, bank_name, account_name, account_number)
       VALUES ($1, 'ROYAL', $2, 'KBank', 'Ten', '123-456-7890'), ($3, 'ROYAL', $4, 'SCB', 'Six', '1234567890')`,
      [randomUUID(), idOf('demo10'), randomUUID(), idOf('pal0006')],
    );
    for (const [token, u] of [
      [sameIp, 'pal0004'],
      [sameDevice, 'pal0005'],
      [sameBank, 'pal0006'],
    ] as const)
      await meetConditions(token, u, 10);
    await Promise.all([t.modules.referral.service.evaluate(), t.modules.referral.service.evaluate()]);
    expect(await statusOf('pal0004')).toEqual({ status: 'NOT_ELIGIBLE', reason: 'SAME_IP' });
    expect(await statusOf('pal0005')).toEqual({ status: 'NOT_ELIGIBLE', reason: 'SAME_DEVICE' });
    expect(await statusOf('pal0006')).toEqual({ status: 'NOT_ELIGIBLE', reason: 'SAME_BANK_ACCOUNT' });
    expect(await referralGrants()).toEqual({ count: 1, totalMinor: 8800n });
    const s = await summary();
    expect(s.friends.find((f) => f.username === 'pa***05')).toMatchObject({
      status: 'NOT_ELIGIBLE',
      reason: 'SAME_DEVICE',
      reward: null,
    });
  });

  it('shows operators the referrals with their flags, and audits rule changes; bad input changes nothing', async () => {
    const page = expectOk<TAdminReferralPage>(
      await t.app.inject({
        method: 'GET',
        url: `${REFERRAL_ADMIN_PATHS.referrals.replace(':code', 'ROYAL')}?status=NOT_ELIGIBLE`,
        headers: admin,
      }),
    );
    expect(page.list.map((r) => [r.friend, r.reason]).sort()).toEqual([
      ['pal0004', 'SAME_IP'],
      ['pal0005', 'SAME_DEVICE'],
      ['pal0006', 'SAME_BANK_ACCOUNT'],
    ]);
    expect(page.list[0]!.referrer).toBe('demo10');
    const path = REFERRAL_ADMIN_PATHS.rule.replace(':code', 'ROYAL');
    expectError(
      await t.app.inject({
        method: 'PUT',
        url: path,
        headers: admin,
        payload: { enabled: true, minDeposit: '500', minValidBet: '1000', withinDays: 7, reward: '0' },
      }),
      400,
      'AMOUNT_INVALID',
    );
    const rule = expectOk<TAdminReferralRule>(
      await t.app.inject({ method: 'GET', url: path, headers: admin }),
    );
    expect(rule.rule?.reward).toBe('88.00');
    const audit = await t.db.query(`SELECT action FROM audit_log WHERE action = 'referral.rule-set'`);
    expect(audit.rows).toHaveLength(1);
    expect(
      (await t.app.inject({ method: 'GET', url: path, headers: bearer(referrerToken) })).statusCode,
    ).toBe(401);
  });
});
