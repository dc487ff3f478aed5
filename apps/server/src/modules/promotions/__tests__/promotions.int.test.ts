import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type {
  TApplicationAdminPage,
  TCampaignAdmin,
  TCampaignWrite,
  TDepositChannel,
  TDepositCreated,
  TDepositOptions,
  TPromotionDetail,
  TPromotionList,
} from '@platform/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectOk } from '../../../../test/envelope.ts';
import { bearer, loginOk } from '../../../../test/member-client.ts';
import { createTestApp, createTestClock, operatorAuth, type TestApp } from '../../../../test/test-app.ts';
import { signPspBody } from '../../../platform/payments/psp-simulator.ts';

const PSP_SECRET = 'psp-secret-for-promotion-tests';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const pngUrl = `data:image/png;base64,${PNG.toString('base64')}`;
const DAY = 86_400_000;

/** Promotions through HTTP on real PostgreSQL: deposit bonuses exactly once, budgets, limits, applications. */
describe('promotions', () => {
  const clock = createTestClock();
  let t: TestApp;
  let dataDir: string;
  let admin: Record<string, string>;
  const tokens: Record<string, string> = {};
  let fastPay: TDepositChannel;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'promotions-int-'));
    t = await createTestApp({ clock, env: { DATA_DIR: dataDir, PSP_SIM_SECRET: PSP_SECRET } });
    admin = await operatorAuth(t.app);
    for (let n = 1; n <= 12; n++) {
      const username = `demo${String(n).padStart(2, '0')}`;
      tokens[username] = (await loginOk(t, username)).token;
    }
    const channels = expectOk<TDepositChannel[]>(
      await t.app.inject({
        method: 'GET',
        url: '/api/wps/cashier/deposit/channels',
        headers: bearer(tokens.demo01!),
      }),
    );
    fastPay = channels.find((c) => c.kind === 'ONLINE' && c.bonusEligible)!;
  });
  afterAll(async () => {
    await t?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const member = (username: string, extra: Record<string, string> = {}) =>
    bearer(tokens[username]!, { 'accept-language': 'en', ...extra });
  const bo = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { ...admin, 'accept-language': 'en' },
      ...(payload ? { payload } : {}),
    });

  const base = (over: Partial<TCampaignWrite>): TCampaignWrite => ({
    kind: 'SIGN_UP',
    startsAt: new Date(clock.nowMs() - DAY).toISOString(),
    endsAt: new Date(clock.nowMs() + 30 * DAY).toISOString(),
    translations: [
      {
        language: 'EN',
        title: 'Test promotion',
        summary: 'Summary',
        bodyHtml: '<p>Body<script>x()</script></p>',
      },
      { language: 'TH', title: 'โปรโมชั่นทดสอบ', summary: 'สรุป', bodyHtml: '<p>เนื้อหา</p>' },
    ],
    ...over,
  });
  const createCampaign = async (over: Partial<TCampaignWrite>) =>
    expectOk<TCampaignAdmin>(await bo('POST', '/api/bo/merchants/ROYAL/promotions', base(over)));
  const campaignOf = async (id: string) =>
    expectOk<TCampaignAdmin>(await bo('GET', `/api/bo/merchants/ROYAL/promotions/${id}`));

  async function deposit(username: string, amount: string, promotionId?: string) {
    return t.app.inject({
      method: 'POST',
      url: '/api/wps/cashier/deposits',
      headers: member(username, { 'idempotency-key': randomUUID() }),
      payload: { channelId: fastPay.id, amount, ...(promotionId ? { promotionId } : {}) },
    });
  }
  function callback(d: TDepositCreated) {
    const body = JSON.stringify({
      nonce: randomBytes(16).toString('hex'),
      status: 'SUCCESS',
      orderId: d.depositId,
      pspReference: `REF-${d.depositId.slice(0, 8)}`,
      amount: d.amount,
      currency: d.currency,
    });
    const timestamp = String(Math.floor(clock.nowMs() / 1000));
    return t.app.inject({
      method: 'POST',
      url: '/api/psp/SIMPAY/callback',
      headers: {
        'content-type': 'application/json',
        'x-psp-timestamp': timestamp,
        'x-psp-signature': signPspBody(PSP_SECRET, timestamp, body),
      },
      payload: body,
    });
  }
  const grantsOf = async (sourceRef: string) =>
    (
      await t.db.query<{ amount_minor: string; deposit_order_id: string | null; requirement_minor: string }>(
        'SELECT amount_minor, deposit_order_id, requirement_minor FROM bonus_grants WHERE source_ref = $1',
        [sourceRef],
      )
    ).rows;
  const detail = async (username: string | null, id: string) =>
    expectOk<TPromotionDetail>(
      await t.app.inject({
        method: 'GET',
        url: `/api/wps/promotions/${id}`,
        headers: username ? member(username) : { 'accept-language': 'en' },
      }),
    );

  it('lists campaigns per language with the visitor’s and the member’s state; HTML is sanitised', async () => {
    const c = await createCampaign({
      kind: 'RAFFLE',
      drawAt: new Date(clock.nowMs() + DAY).toISOString(),
      rafflePrizes: [{ amount: '10', count: 1 }],
    });
    expect(c.translations.find((x) => x.language === 'EN')!.bodyHtml).toBe('<p>Body</p>');
    expect(c.drawSeedHash).toMatch(/^[0-9a-f]{64}$/);
    const th = expectOk<TPromotionList>(
      await t.app.inject({
        method: 'GET',
        url: '/api/wps/promotions?language=TH',
        headers: { 'accept-language': 'en' },
      }),
    );
    expect(th.list.find((p) => p.id === c.id)).toMatchObject({ title: 'โปรโมชั่นทดสอบ', state: 'JOIN' });
    const join = await t.app.inject({
      method: 'POST',
      url: '/api/wps/relay/MCSFE_signUpPromotionJoin',
      headers: member('demo10'),
      payload: { promotionId: c.id },
    });
    expect(expectOk<{ state: string }>(join).state).toBe('PROCESSING');
    expect((await detail('demo10', c.id)).state).toBe('PROCESSING');
    expect((await detail(null, c.id)).state).toBe('JOIN');
    expect((await detail(null, c.id)).raffle!.seed).toBeNull();
  });

  it('grants a deposit bonus exactly once when the callback, the sweep and retries race', async () => {
    const c = await createCampaign({
      kind: 'DEPOSIT',
      depositType: 'FIRST',
      percentBps: 10_000,
      cap: '300',
      minDeposit: '100',
      wageringMultiple: 10,
      categoryWeightsBps: { RNG: 10_000 },
    });
    const options = expectOk<TDepositOptions>(
      await t.app.inject({
        method: 'GET',
        url: '/api/wps/promotions/deposit-options?amount=200',
        headers: member('demo01'),
      }),
    );
    expect(options.list.find((o) => o.id === c.id)).toMatchObject({ bonus: '200.00', wageringMultiple: 10 });

    const created = expectOk<TDepositCreated>(await deposit('demo01', '200.00', c.id));
    expect((await detail('demo01', c.id)).state).toBe('PROCESSING');
    const results = await Promise.all([
      callback(created),
      t.modules.promotions.service.sweepDeposits(),
      t.modules.promotions.depositSettled(created.depositId),
      t.modules.promotions.depositSettled(created.depositId),
      t.modules.promotions.service.sweepDeposits(),
    ]);
    expect(results[0].statusCode).toBe(200);
    await t.modules.promotions.service.sweepDeposits();
    await t.modules.promotions.depositSettled(created.depositId);
    const grants = await grantsOf(created.depositId);
    expect(grants).toHaveLength(1);
    expect(grants[0]).toMatchObject({
      amount_minor: '20000',
      deposit_order_id: created.depositId,
      requirement_minor: '400000',
    });
    expect((await detail('demo01', c.id)).state).toBe('CLAIMED');
    expect((await campaignOf(c.id)).spent).toBe('200.00');
  });

  it('makes the grant after a crash between credit and grant: the sweep finds it, once', async () => {
    // A deposit credited with no grant made: the state a crash right after the credit's commit leaves
    // (the choice is written here after the credit, so the bonus is a reload: the credit counts).
    const c = await createCampaign({
      kind: 'DEPOSIT',
      depositType: 'RELOAD',
      percentBps: 5_000,
      cap: '1000',
    });
    const created = expectOk<TDepositCreated>(await deposit('demo02', '400.00'));
    expect((await callback(created)).statusCode).toBe(200);
    const memberId = (
      await t.db.query<{ id: string }>(
        "SELECT id FROM members WHERE username = 'demo02' AND merchant_code = 'ROYAL'",
      )
    ).rows[0]!.id;
    await t.db.transaction((tx) =>
      t.modules.promotions.depositChoice.choose(tx, {
        merchantCode: 'ROYAL',
        memberId,
        orderId: created.depositId,
        promotionId: c.id,
        amountMinor: 40_000n,
      }),
    );
    expect(await grantsOf(created.depositId)).toHaveLength(0);
    expect(await t.modules.promotions.service.sweepDeposits()).toBeGreaterThanOrEqual(1);
    await t.modules.promotions.service.sweepDeposits();
    expect(await grantsOf(created.depositId)).toHaveLength(1);
    expect((await grantsOf(created.depositId))[0]!.amount_minor).toBe('20000');
  });

  it('never spends past the budget when many deposits with the bonus are credited at once', async () => {
    const c = await createCampaign({
      kind: 'DEPOSIT',
      depositType: 'FIRST',
      percentBps: 10_000,
      cap: '100',
      budget: '250',
    });
    const members = ['demo03', 'demo04', 'demo05', 'demo06', 'demo07'];
    const created = await Promise.all(
      members.map(async (m) => expectOk<TDepositCreated>(await deposit(m, '100.00', c.id))),
    );
    await Promise.all(created.map((d) => callback(d)));
    await Promise.all([
      t.modules.promotions.service.sweepDeposits(),
      t.modules.promotions.service.sweepDeposits(),
    ]);
    const granted = (await Promise.all(created.map((d) => grantsOf(d.depositId)))).filter(
      (g) => g.length === 1,
    );
    expect(granted).toHaveLength(2);
    const after = await campaignOf(c.id);
    expect(after.spent).toBe('200.00');
    // The others' choice is void, and the campaign is closed to anyone new once the budget cannot pay another.
    const states = await Promise.all(members.map(async (m) => (await detail(m, c.id)).state));
    expect(states.filter((s) => s === 'CLAIMED')).toHaveLength(2);
    expect(states.filter((s) => s === 'PROCESSING')).toHaveLength(0);
  });

  it('holds the per-member limit under concurrent joins and refuses a second bonus choice', async () => {
    const c = await createCampaign({ kind: 'CASHBACK', cashbackBps: 500, cashbackPeriod: 'DAILY' });
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/wps/relay/MCSFE_signUpPromotionJoin',
          headers: member('demo08'),
          payload: { promotionId: c.id },
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.statusCode !== 200)) expect(a.statusCode).toBe(409);
    expect((await campaignOf(c.id)).participants).toBe(1);
    expect((await detail('demo08', c.id)).state).toBe('SIGNED_UP');

    const once = await createCampaign({
      kind: 'DEPOSIT',
      depositType: 'RELOAD',
      percentBps: 1_000,
      cap: '50',
    });
    // demo01 has a completed deposit (above): a reload may be chosen once.
    const first = expectOk<TDepositCreated>(await deposit('demo01', '100.00', once.id));
    expect(first.status).toBe('PENDING');
    expectError(await deposit('demo01', '100.00', once.id), 409, 'PROMOTION_STATE_INVALID');
    // A first-deposit bonus is refused to a member who has deposited, translated.
    const firstOnly = await createCampaign({
      kind: 'DEPOSIT',
      depositType: 'FIRST',
      percentBps: 1_000,
      cap: '50',
    });
    const refused = expectError(
      await deposit('demo01', '100.00', firstOnly.id),
      403,
      'PROMOTION_NOT_ELIGIBLE',
    );
    expect(refused.message).toBe("You do not meet this promotion's conditions.");
  });

  it('refuses application remarks and images over the limits with translated codes, changing nothing', async () => {
    const c = await createCampaign({ kind: 'APPLICATION', reward: '88', perMemberLimit: 2 });
    const apply = (body: object, lang = 'en') =>
      t.app.inject({
        method: 'POST',
        url: `/api/wps/promotions/${c.id}/apply`,
        headers: member('demo09', { 'accept-language': lang }),
        payload: body,
      });
    expectError(await apply({ remark: 'x'.repeat(141) }), 400, 'VALIDATION_FAILED');
    const four = expectError(
      await apply({ remark: 'ok', images: [pngUrl, pngUrl, pngUrl, pngUrl] }),
      409,
      'UPLOAD_LIMIT_REACHED',
    );
    expect(four.message).toContain('3');
    const gif = `data:image/png;base64,${Buffer.from('GIF89a....').toString('base64')}`;
    expectError(await apply({ remark: 'ok', images: [gif] }), 400, 'FILE_TYPE_INVALID');
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = expectError(
      await apply({ remark: 'ok', images: [`data:image/png;base64,${big.toString('base64')}`] }, 'th'),
      413,
      'FILE_TOO_LARGE',
    );
    expect(tooBig.message).toContain('MB');
    expect((await campaignOf(c.id)).participants).toBe(0);
    expect((await detail('demo09', c.id)).state).toBe('JOIN');
  });

  it('reviews an application: applying → issued (reward centre) → claimed; a rejection carries its reason', async () => {
    const c = await createCampaign({ kind: 'APPLICATION', reward: '88', perMemberLimit: 2, budget: '1000' });
    const apply = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/wps/promotions/${c.id}/apply`,
        headers: member('demo11'),
        payload: { remark: 'My big win 🎉', images: [pngUrl] },
      });
    expect(expectOk<{ state: string }>(await apply()).state).toBe('APPLYING');
    expectError(await apply(), 409, 'PROMOTION_STATE_INVALID');
    const queue = expectOk<TApplicationAdminPage>(
      await bo('GET', '/api/bo/merchants/ROYAL/promotion-applications?status=APPLYING'),
    );
    const mine = queue.list.find((a) => a.campaignId === c.id)!;
    expect(mine).toMatchObject({ remark: 'My big win 🎉', imageCount: 1, member: { account: 'demo11' } });
    const image = await t.app.inject({
      method: 'GET',
      url: `/api/bo/merchants/ROYAL/promotion-applications/${mine.id}/images/0`,
      headers: admin,
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');

    expectOk(
      await bo('POST', `/api/bo/merchants/ROYAL/promotion-applications/${mine.id}/review`, {
        decision: 'APPROVE',
      }),
    );
    expectError(
      await bo('POST', `/api/bo/merchants/ROYAL/promotion-applications/${mine.id}/review`, {
        decision: 'APPROVE',
      }),
      409,
      'PROMOTION_STATE_INVALID',
    );
    expect((await detail('demo11', c.id)).state).toBe('ISSUED');
    expect((await campaignOf(c.id)).spent).toBe('88.00');
    const claim = () =>
      t.app.inject({ method: 'POST', url: `/api/wps/promotions/${c.id}/claim`, headers: member('demo11') });
    const claims = await Promise.all([claim(), claim()]);
    expect(claims.some((r) => r.statusCode === 200)).toBe(true);
    expect((await detail('demo11', c.id)).state).toBe('JOIN'); // the limit allows a second round
    const participation = (await detail('demo11', c.id)).participation!;
    expect(participation.reward).toBe('88.00');
    expect(await grantsOf(`promotion:${mine.id}`)).toHaveLength(1);

    // Second round: rejected with a reason the member reads.
    expectOk(await apply());
    const second = expectOk<TApplicationAdminPage>(
      await bo('GET', '/api/bo/merchants/ROYAL/promotion-applications?status=APPLYING'),
    ).list.find((a) => a.campaignId === c.id)!;
    expectOk(
      await bo('POST', `/api/bo/merchants/ROYAL/promotion-applications/${second.id}/review`, {
        decision: 'REJECT',
        reason: 'Screenshot unreadable',
      }),
    );
    const after = await detail('demo11', c.id);
    expect(after.state).toBe('REJECTED');
    expect(after.participation!.rejectReason).toBe('Screenshot unreadable');
    const audit = await t.db.query(
      "SELECT action FROM audit_log WHERE target LIKE 'promotion-application:%'",
    );
    expect(audit.rows.map((r) => r.action)).toEqual(
      expect.arrayContaining(['promotion.application-approved', 'promotion.application-rejected']),
    );
  });

  it('admits only members having any of the campaign’s tags, which operators add and remove, audited', async () => {
    const { rows } = await t.db.query<{ id: string; username: string }>(
      `SELECT id, username FROM members WHERE merchant_code = 'ROYAL' AND username IN ('demo05', 'demo12')`,
    );
    const id = Object.fromEntries(rows.map((r) => [r.username, r.id]));
    const tagsUrl = `/api/bo/merchants/ROYAL/members/${id.demo12}/tags`;
    const audits = async () =>
      (
        await t.db.query<{ action: string; after: { tags: string[] } }>(
          `SELECT action, after FROM audit_log WHERE action LIKE 'member.tag-%' AND target = 'member:demo12'
            ORDER BY id`,
        )
      ).rows.map((r) => [r.action, r.after.tags]);
    // Typed in any case, stored in lower case; adding it twice changes (and audits) nothing more.
    expect(expectOk<{ tags: string[] }>(await bo('POST', tagsUrl, { tag: 'High-Roller' })).tags).toEqual([
      'high-roller',
    ]);
    expect(expectOk<{ tags: string[] }>(await bo('POST', tagsUrl, { tag: 'high-roller' })).tags).toEqual([
      'high-roller',
    ]);
    expectOk(await bo('POST', tagsUrl, { tag: 'vip-list' }));
    expectError(await bo('POST', tagsUrl, { tag: 'no spaces!' }), 400, 'VALIDATION_FAILED');
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `${tagsUrl}/vip-list`,
      headers: { ...admin, 'accept-language': 'en' },
    });
    expect(expectOk<{ tags: string[] }>(removed).tags).toEqual(['high-roller']);
    expect(await audits()).toEqual([
      ['member.tag-add', ['high-roller']],
      ['member.tag-add', ['high-roller', 'vip-list']],
      ['member.tag-remove', ['high-roller']],
    ]);
    const detail = expectOk<{ tags: string[] }>(
      await bo('GET', `/api/bo/merchants/ROYAL/members/${id.demo12}`),
    );
    expect(detail.tags).toEqual(['high-roller']);

    // A campaign for members tagged high-roller or affiliate-x (normalised, once each).
    const c = await createCampaign({ memberTags: ['high-roller', 'affiliate-x', 'high-roller'] });
    expect(c.memberTags).toEqual(['high-roller', 'affiliate-x']);
    const join = (username: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/wps/relay/MCSFE_signUpPromotionJoin',
        headers: member(username),
        payload: { promotionId: c.id },
      });
    const refused = expectError(await join('demo05'), 403, 'PROMOTION_NOT_ELIGIBLE');
    expect(refused.value).toEqual({ reason: 'MEMBER_TAG' });
    expect(expectOk<{ state: string }>(await join('demo12')).state).toBe('SIGNED_UP');
    expect((await campaignOf(c.id)).participants).toBe(1);
  });

  it('draws a raffle from its published seed and pays a prize once', async () => {
    const c = await createCampaign({
      kind: 'RAFFLE',
      drawAt: new Date(clock.nowMs() + 2000).toISOString(),
      rafflePrizes: [{ amount: '10', count: 5 }],
    });
    for (const m of ['demo03', 'demo04'])
      expectOk(
        await t.app.inject({
          method: 'POST',
          url: '/api/wps/relay/MCSFE_signUpPromotionJoin',
          headers: member(m),
          payload: { promotionId: c.id },
        }),
      );
    clock.advance(3000);
    expect(await t.modules.promotions.service.drawDueRaffles()).toBeGreaterThanOrEqual(1);
    const d = await detail('demo03', c.id);
    expect(d.state).toBe('CLAIM');
    expect(d.raffle!.seed).toMatch(/^[0-9a-f]{64}$/);
    const claim = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/wps/relay/MCS2_claimRafflePromotion',
        headers: member('demo03'),
        payload: { promotionId: c.id },
      });
    const answers = await Promise.all([claim(), claim(), claim()]);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect((await detail('demo03', c.id)).state).toBe('CLAIMED');
  });
});
