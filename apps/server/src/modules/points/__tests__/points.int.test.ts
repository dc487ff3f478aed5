import {
  POINTS_ADMIN_PATHS,
  POINTS_PATHS,
  type TConvertPointResult,
  type TPointBalance,
  type TPointDetailPage,
  type TPointRewardList,
  type TRedemptionAdmin,
  type TRedemptionPage,
  type TRedeemPointResult,
} from '@platform/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectOk } from '../../../../test/envelope.ts';
import { ledgerInvariantProblems } from '../../../../test/ledger-invariants.ts';
import { bearer, loginOk, sendEncrypted } from '../../../../test/member-client.ts';
import { createTestApp, operatorAuth, type TestApp } from '../../../../test/test-app.ts';
import { todayInZone } from '../../../platform/time-zone.ts';

const PIN = '135790';
/** Members who redeem the last pieces at the same instant (a payment password counts its own parallel tries). */
const RACERS = ['demo08', 'demo09', 'demo10', 'demo11', 'demo12', 'demo14', 'demo15', 'demo16'];
let keySeq = 0;
const freshKey = () => `points-int-${Date.now()}-${keySeq++}`;

describe('points mall: earning, redemption, conversion and review over HTTP', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};
  const today = todayInZone(new Date(), 'Asia/Bangkok');

  beforeAll(async () => {
    // Eight redemptions at once each check a payment password: the hash line must not shed them.
    t = await createTestApp({ env: { PASSWORD_HASH_QUEUE_LIMIT: '64' } });
    await t.modules.points.seedDemo('ROYAL');
    admin = await operatorAuth(t.app);
    for (const u of ['demo05', 'demo06', 'demo07', ...RACERS]) {
      tokens[u] = (await loginOk(t, u)).token;
      const r = await t.db.query(`SELECT id FROM members WHERE merchant_code = 'ROYAL' AND username = $1`, [
        u,
      ]);
      ids[u] = String(r.rows[0]!.id);
      expectOk(
        await sendEncrypted(
          t,
          'PUT',
          '/api/wps/cashier/paymentPassword',
          { loginPassword: 'Demo1234', newPaymentPassword: PIN },
          bearer(tokens[u]!),
        ),
      );
    }
  });
  afterAll(() => t.close());

  const get = async <T>(u: string, url: string, lang = 'en') =>
    expectOk<T>(
      await t.app.inject({ method: 'GET', url, headers: bearer(tokens[u]!, { 'accept-language': lang }) }),
    );
  const balance = async (u: string) => BigInt((await get<TPointBalance>(u, POINTS_PATHS.balance)).points);
  const cash = async (u: string) => (await t.modules.ledger.service.memberBalances(ids[u]!, 'THB')).CASH;
  const turnover = (u: string, category: string, game: string, minor: bigint, day = today) =>
    t.db.query(
      `INSERT INTO report_member_game_days (merchant_code, currency, day, vendor_code, game_code, member_id, category,
          rounds, turnover_minor, payout_minor)
       VALUES ('ROYAL', 'THB', $1, 'HOUSE', $2, $3, $4, 1, $5, 0)
       ON CONFLICT (merchant_code, currency, day, vendor_code, game_code, member_id)
       DO UPDATE SET turnover_minor = EXCLUDED.turnover_minor`,
      [day, game, ids[u], category, minor.toString()],
    );
  const redeem = (u: string, goodsId: string, quantity: number, key = freshKey(), pin = PIN, lang = 'en') =>
    sendEncrypted(
      t,
      'POST',
      POINTS_PATHS.redeem,
      { goodsId, quantity, paymentPassword: pin },
      bearer(tokens[u]!, { 'idempotency-key': key, 'accept-language': lang }),
    );
  const convert = (u: string, points: string, key: string) =>
    sendEncrypted(
      t,
      'POST',
      POINTS_PATHS.convert,
      { points, paymentPassword: PIN },
      bearer(tokens[u]!, { 'idempotency-key': key }),
    );
  const goods = async () => (await get<TPointRewardList>('demo05', POINTS_PATHS.rewards)).list;
  const review = (id: string, decision: 'APPROVE' | 'REJECT', key = freshKey()) =>
    t.app.inject({
      method: 'POST',
      url: POINTS_ADMIN_PATHS.review.replace(':code', 'ROYAL').replace(':id', id),
      headers: { ...admin, 'idempotency-key': key },
      payload: { decision, remark: decision === 'REJECT' ? 'Not available' : 'OK' },
    });

  it('credits valid bet per category at its ratio exactly once, however often the job runs', async () => {
    // 1 point per 100.00 THB of slots and live, 2 per 100.00 in sports (the demo ratios).
    await turnover('demo05', 'RNG', 'slot-a', 1_234_56n); // 1,234.56 → 12 slots points
    await turnover('demo05', 'FISH', 'fish-a', 66_00n); // + 66.00 → slots 1,300.56 → 13
    await turnover('demo05', 'SPORTS', 'match-a', 500_00n); // 500.00 → 10 sports points
    const runs = await Promise.all([
      t.modules.points.service.earn('ROYAL'),
      t.modules.points.service.earn('ROYAL'),
      t.modules.points.service.earn('ROYAL'),
    ]);
    expect(runs.reduce((a, r) => a + r.credited, 0)).toBe(2);
    await t.modules.points.service.earn('ROYAL');
    expect(await balance('demo05')).toBe(23n);

    // Today's partial day grows: only the increment is credited, on the whole day's basis.
    await turnover('demo05', 'RNG', 'slot-a', 1_634_56n); // slots now 1,700.56 → 17 (4 more)
    await t.modules.points.service.earn('ROYAL');
    await t.modules.points.service.earn('ROYAL');
    expect(await balance('demo05')).toBe(27n);

    const details = await get<TPointDetailPage>('demo05', POINTS_PATHS.details);
    expect(details.total).toBe(3);
    expect(details.list[0]).toMatchObject({
      type: 'SLOTS',
      change: '4',
      balance: '27',
      basis: '1700.56',
      betUnit: '100.00',
      ratio: 1,
      reference: today,
    });
    const sports = (await get<TPointDetailPage>('demo05', `${POINTS_PATHS.details}?type=SPORTS`)).list;
    expect(sports).toHaveLength(1);
    expect(sports[0]).toMatchObject({ change: '10', ratio: 2 });
  });

  it('never lets stock go below zero under concurrent redemptions', async () => {
    await turnover('demo06', 'LIVE', 'live-a', 10_000_000_00n); // 100,000 points
    for (const u of RACERS) await turnover(u, 'LIVE', 'live-a', 5_000_00n); // 50 points each
    await t.modules.points.service.earn('ROYAL');
    expect(await balance('demo06')).toBe(100_000n);
    const created = expectOk<{ id: string }>(
      await t.app.inject({
        method: 'POST',
        url: POINTS_ADMIN_PATHS.goods.replace(':code', 'ROYAL'),
        headers: admin,
        payload: {
          kind: 'PHYSICAL',
          names: { EN: 'Limited mug', TH: 'แก้วลิมิเต็ด' },
          imageUrl: '/points/gift.svg',
          pointsRequired: 40,
          amount: null,
          stock: 3,
          active: true,
          sortOrder: 99,
        },
      }),
    );
    const answers = await Promise.all(RACERS.map((u) => redeem(u, created.id, 1)));
    const won = RACERS.filter((_, i) => answers[i]!.statusCode === 200);
    expect(won).toHaveLength(3);
    for (const a of answers.filter((x) => x.statusCode !== 200)) expectError(a, 409, 'GOODS_OUT_OF_STOCK');
    expect((await goods()).find((g) => g.id === created.id)!.stock).toBe(0);
    for (const u of RACERS) expect(await balance(u)).toBe(won.includes(u) ? 10n : 50n);
    // Names follow the member's language.
    const names = (await get<TPointRewardList>('demo06', POINTS_PATHS.rewards, 'th')).list;
    expect(names.find((g) => g.id === created.id)!.name).toBe('แก้วลิมิเต็ด');
  });

  it('refuses a wrong payment password with a translated code and changes nothing', async () => {
    const cashGoods = (await goods()).find((g) => g.kind === 'CASH')!;
    const before = { points: await balance('demo06'), stock: cashGoods.stock };
    const res = await redeem('demo06', cashGoods.id, 1, freshKey(), '000000', 'th');
    const body = expectError(res, 400, 'PAYMENT_PASSWORD_WRONG');
    expect(body.message).toMatch(/[\u0E00-\u0E7F]/); // Thai
    expect(await balance('demo06')).toBe(before.points);
    expect((await goods()).find((g) => g.id === cashGoods.id)!.stock).toBe(before.stock);
    const list = await get<TRedemptionPage>('demo06', POINTS_PATHS.redeemList);
    expect(list.list.every((r) => r.productName !== cashGoods.name)).toBe(true);
  });

  it('rejecting a redemption puts back its points and stock in one go; approving a cash reward pays it once', async () => {
    const cashGoods = (await goods()).find((g) => g.kind === 'CASH')!;
    const pointsBefore = await balance('demo06');
    const a = expectOk<TRedeemPointResult>(await redeem('demo06', cashGoods.id, 2));
    expect(a.redemption).toMatchObject({
      status: 'APPLYING',
      quantity: 2,
      exchangeType: 'CASH',
      amountRequired: '100.00',
    });
    expect(BigInt(a.balance)).toBe(pointsBefore - 1_000n);
    expect((await goods()).find((g) => g.id === cashGoods.id)!.stock).toBe(cashGoods.stock - 2);

    const rejected = expectOk<TRedemptionAdmin>(await review(a.redemption.id, 'REJECT'));
    expect(rejected).toMatchObject({ status: 'REJECTED', remark: 'Not available', username: 'demo06' });
    expect(await balance('demo06')).toBe(pointsBefore);
    expect((await goods()).find((g) => g.id === cashGoods.id)!.stock).toBe(cashGoods.stock);
    expectError(await review(a.redemption.id, 'APPROVE'), 409, 'REDEMPTION_STATE_INVALID');

    const b = expectOk<TRedeemPointResult>(await redeem('demo06', cashGoods.id, 1));
    const cashBefore = await cash('demo06');
    const key = freshKey();
    const [first, again] = await Promise.all([
      review(b.redemption.id, 'APPROVE', key),
      review(b.redemption.id, 'APPROVE', key),
    ]);
    expect(expectOk<TRedemptionAdmin>(first).status).toBe('APPROVED');
    expect(expectOk<TRedemptionAdmin>(again).status).toBe('APPROVED');
    expect((await cash('demo06')) - cashBefore).toBe(50_00n);
    const history = await get<TRedemptionPage>('demo06', POINTS_PATHS.redeemList);
    expect(history.list.map((r) => r.status)).toEqual(expect.arrayContaining(['APPROVED', 'REJECTED']));
    expect(await ledgerInvariantProblems(t.db)).toEqual([]);
  });

  it('converts points to cash exactly once per idempotency key, under retries and at once', async () => {
    await turnover('demo07', 'PVP', 'card-a', 100_000_00n); // 1,000 points
    await t.modules.points.service.earn('ROYAL');
    expect(await balance('demo07')).toBe(1_000n);
    const cashBefore = await cash('demo07');
    const key = freshKey();
    const answers = await Promise.all([convert('demo07', '300', key), convert('demo07', '300', key)]);
    const values = answers.map((a) => expectOk<TConvertPointResult>(a));
    expect(values[0]).toEqual(values[1]);
    expect(values[0]).toMatchObject({ points: '300', amount: '30.00', balance: '700' });
    const retried = expectOk<TConvertPointResult>(await convert('demo07', '300', key));
    expect(retried).toEqual(values[0]);
    expect(await balance('demo07')).toBe(700n);
    expect((await cash('demo07')) - cashBefore).toBe(30_00n);

    expectError(await convert('demo07', '400', key), 409, 'IDEMPOTENCY_MISMATCH');
    expectError(await convert('demo07', '150', freshKey()), 400, 'POINTS_BELOW_MINIMUM');
    expectError(await convert('demo07', '5000', freshKey()), 409, 'POINTS_INSUFFICIENT');
    expect(await balance('demo07')).toBe(700n);
    expect((await cash('demo07')) - cashBefore).toBe(30_00n);
    expect(await ledgerInvariantProblems(t.db)).toEqual([]);
  });

  it('refuses a plaintext body on the passwordCheck routes and a redeem without an idempotency key', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: POINTS_PATHS.convert,
      headers: { ...bearer(tokens.demo07!), 'idempotency-key': freshKey() },
      payload: { points: '100', paymentPassword: PIN },
    });
    expectError(res, 400, 'ENCRYPTION_REQUIRED');
    const cashGoods = (await goods()).find((g) => g.kind === 'CASH')!;
    const noKey = await sendEncrypted(
      t,
      'POST',
      POINTS_PATHS.redeem,
      { goodsId: cashGoods.id, quantity: 1, paymentPassword: PIN },
      bearer(tokens.demo07!),
    );
    expectError(noKey, 400, 'IDEMPOTENCY_KEY_REQUIRED');
  });
});
