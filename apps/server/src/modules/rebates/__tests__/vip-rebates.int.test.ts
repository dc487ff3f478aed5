import { randomUUID } from 'node:crypto';
import {
  MEMBER_ACCOUNT_PATHS,
  REBATE_ADMIN_PATHS,
  REBATE_PATHS,
  VIP_ADMIN_PATHS,
  VIP_PATHS,
  type TMemberProfile,
  type TRebateAccrued,
  type TRebateHistoryPage,
  type TRebatePayout,
  type TRebateRunResult,
  type TVipLevelInput,
  type TVipLevelsAdmin,
  type TVipOverview,
} from '@platform/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectOk } from '../../../../test/envelope.ts';
import { bearer, loginOk, sendEncrypted } from '../../../../test/member-client.ts';
import { createTestApp, operatorAuth, type TestApp } from '../../../../test/test-app.ts';
import { addDays, todayInZone } from '../../../platform/time-zone.ts';

const ZONE = 'Asia/Bangkok';

/** A ladder of three levels with round numbers (THB), replacing the demo's for these tests. */
const level = (n: number, over: Partial<TVipLevelInput>): TVipLevelInput => ({
  level: n,
  code: `L${n}`,
  names: { EN: `Level ${n}`, TH: `ระดับ ${n}` },
  icon: 'star',
  color: '#c9a227',
  depositThreshold: '0',
  betThreshold: '0',
  keepBet: '0',
  upgradeBonus: '0',
  monthlyBonus: '0',
  birthdayBonus: '0',
  rebateRatesBps: {},
  withdrawDailyCount: null,
  withdrawDailyAmount: null,
  ...over,
});
const LADDER = [
  level(0, { rebateRatesBps: { LIVE: 30, RNG: 40 }, withdrawDailyCount: 2, withdrawDailyAmount: '1000.00' }),
  level(1, {
    betThreshold: '1000.00',
    keepBet: '500.00',
    upgradeBonus: '10.00',
    monthlyBonus: '5.00',
    birthdayBonus: '20.00',
    rebateRatesBps: { LIVE: 50, RNG: 60 },
  }),
  level(2, {
    betThreshold: '5000.00',
    upgradeBonus: '50.00',
    monthlyBonus: '15.00',
    birthdayBonus: '40.00',
    rebateRatesBps: { LIVE: 80, RNG: 100 },
  }),
];

/**
 * VIP and rebates through HTTP on PostgreSQL (issue 12): valid bet is written into the reports'
 * daily summary as its job would, rebates are paid exactly once per (member, day) and per bet
 * whether by the job or a claim, under concurrency and after a crash; levels, upgrade and birthday
 * bonuses; the VIP withdrawal limits the cashier applies.
 */
describe('VIP levels and rebates', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  const ids: Record<string, string> = {};
  const tokens: Record<string, string> = {};
  const today = () => todayInZone(new Date(), ZONE);

  beforeAll(async () => {
    t = await createTestApp();
    admin = await operatorAuth(t.app);
    expectOk(
      await t.app.inject({
        method: 'PUT',
        url: VIP_ADMIN_PATHS.levels.replace(':code', 'ROYAL'),
        headers: admin,
        payload: { windowDays: 30, levels: LADDER },
      }),
    );
    const { rows } = await t.db.query<{ id: string; username: string }>(
      `SELECT id, username FROM members WHERE merchant_code = 'ROYAL' AND username LIKE 'demo%'`,
    );
    for (const r of rows) ids[r.username] = r.id;
  });
  afterAll(() => t.close());

  const token = async (username: string) => (tokens[username] ??= (await loginOk(t, username)).token);

  /** The reports' summary of one member's valid bet in a category on a day, as its job writes it. */
  async function play(username: string, day: string, category: string, turnoverMinor: bigint) {
    await t.db.query(
      `INSERT INTO report_member_game_days (merchant_code, currency, day, vendor_code, game_code, member_id, category,
                                            rounds, turnover_minor, payout_minor)
       VALUES ('ROYAL', 'THB', $1::date, 'HOUSE', $2, $3, $4, 1, $5, 0)
       ON CONFLICT (merchant_code, currency, day, vendor_code, game_code, member_id)
       DO UPDATE SET turnover_minor = EXCLUDED.turnover_minor`,
      [day, `test-${category.toLowerCase()}`, ids[username], category, turnoverMinor.toString()],
    );
  }
  const runDay = (day: string) =>
    t.app.inject({
      method: 'POST',
      url: REBATE_ADMIN_PATHS.run.replace(':code', 'ROYAL'),
      headers: admin,
      payload: { day },
    });
  const claim = async (username: string, key = randomUUID()) =>
    t.app.inject({
      method: 'POST',
      url: REBATE_PATHS.claim,
      headers: { ...bearer(await token(username)), 'idempotency-key': key, 'accept-language': 'en' },
    });
  const accrued = async (username: string) =>
    expectOk<TRebateAccrued>(
      await t.app.inject({
        method: 'GET',
        url: REBATE_PATHS.accrued,
        headers: bearer(await token(username)),
      }),
    );
  const vipOf = async (username: string) =>
    expectOk<TVipOverview>(
      await t.app.inject({ method: 'GET', url: VIP_PATHS.overview, headers: bearer(await token(username)) }),
    );
  const grants = async (username: string, source: string) =>
    (
      await t.db.query<{ source_ref: string; amount_minor: string }>(
        `SELECT source_ref, amount_minor FROM bonus_grants WHERE member_id = $1 AND source = $2 ORDER BY created_at`,
        [ids[username], source],
      )
    ).rows.map((r) => ({ ref: r.source_ref, amount: BigInt(r.amount_minor) }));
  const offers = async (username: string) =>
    (
      await t.db.query<{ source_ref: string; amount_minor: string }>(
        `SELECT source_ref, amount_minor FROM bonus_offers WHERE member_id = $1 AND source = 'VIP' ORDER BY source_ref`,
        [ids[username]],
      )
    ).rows.map((r) => ({ ref: r.source_ref, amount: BigInt(r.amount_minor) }));
  const dailyPayouts = async (username: string, day: string) =>
    (
      await t.db.query<{ amount_minor: string }>(
        `SELECT amount_minor FROM rebate_payouts WHERE member_id = $1 AND kind = 'DAILY' AND day = $2::date`,
        [ids[username], day],
      )
    ).rows.map((r) => BigInt(r.amount_minor));

  it('shows visitors every level with thresholds and privileges, and no progress', async () => {
    const view = expectOk<TVipOverview>(
      await t.app.inject({ method: 'GET', url: VIP_PATHS.overview, headers: { 'accept-language': 'th' } }),
    );
    expect(view.me).toBeNull();
    expect(view.levels.map((l) => l.name)).toEqual(['ระดับ 0', 'ระดับ 1', 'ระดับ 2']);
    expect(view.levels[1]).toMatchObject({
      betThreshold: '1000.00',
      upgradeBonus: '10.00',
      withdrawDailyCount: null,
    });
    expect(view.levels[0]!.rebateRates).toEqual([
      { category: 'LIVE', ratePercent: '0.30' },
      { category: 'RNG', ratePercent: '0.40' },
    ]);
  });

  it('pays the daily rebate once per (member, day) when two runs race', async () => {
    const yesterday = addDays(today(), -1);
    await play('demo17', yesterday, 'LIVE', 100_000n);
    await play('demo17', yesterday, 'RNG', 33_333n);
    await play('demo18', yesterday, 'RNG', 250_000n);
    const [a, b] = await Promise.all([runDay(yesterday), runDay(yesterday)]);
    expectOk(a);
    expectOk(b);
    // 1,000.00 × 0.30 % = 3.00 and 333.33 × 0.40 % = 1.333… → 1.33: 4.33 in all.
    expect(await dailyPayouts('demo17', yesterday)).toEqual([433n]);
    expect(await grants('demo17', 'REBATE')).toEqual([
      { ref: `DAILY:${ids.demo17}:${yesterday}`, amount: 433n },
    ]);
    expect(await grants('demo18', 'REBATE')).toEqual([
      { ref: `DAILY:${ids.demo18}:${yesterday}`, amount: 1_000n },
    ]);
    // A third run finds nothing to pay.
    const again = expectOk<TRebateRunResult>(await runDay(yesterday));
    expect(again.paidMembers).toBeGreaterThanOrEqual(2);
    expect((await grants('demo17', 'REBATE')).length).toBe(1);
    const history = expectOk<TRebateHistoryPage>(
      await t.app.inject({
        method: 'GET',
        url: REBATE_PATHS.history,
        headers: bearer(await token('demo17')),
      }),
    );
    expect(history.list[0]).toMatchObject({
      kind: 'DAILY',
      day: yesterday,
      amount: '4.33',
      validBet: '1333.33',
    });
  });

  it('leaves nothing paid when the payout crashes, and pays once on the next run', async () => {
    const day = addDays(today(), -3);
    await play('demo19', day, 'LIVE', 500_000n);
    const bonuses = t.modules.bonuses.grants as { grant: (...args: never[]) => Promise<unknown> };
    const original = bonuses.grant;
    bonuses.grant = async () => {
      throw new Error('simulated crash inside the payout transaction');
    };
    try {
      const crashed = await runDay(day);
      expect(crashed.statusCode).toBe(500);
    } finally {
      bonuses.grant = original;
    }
    expect(await dailyPayouts('demo19', day)).toEqual([]);
    const covered = await t.db.query(`SELECT 1 FROM rebate_covered WHERE member_id = $1`, [ids.demo19]);
    expect(covered.rows).toEqual([]);
    expectOk(await runDay(day));
    expectOk(await runDay(day));
    expect(await dailyPayouts('demo19', day)).toEqual([1_500n]);
    expect(await grants('demo19', 'REBATE')).toEqual([{ ref: `DAILY:${ids.demo19}:${day}`, amount: 1_500n }]);
  });

  it('pays a real-time claim exactly once when the member clicks many times at once', async () => {
    await play('demo20', today(), 'RNG', 500_000n);
    const shown = await accrued('demo20');
    expect(shown.total).toBe('20.00');
    expect(shown.categories.find((c) => c.category === 'RNG')).toMatchObject({
      validBet: '5000.00',
      ratePercent: '0.40',
      amount: '20.00',
    });
    const key = randomUUID();
    const answers = await Promise.all([
      claim('demo20', key),
      ...Array.from({ length: 5 }, () => claim('demo20')),
    ]);
    const paid = answers.filter((r) => r.statusCode === 200);
    const refused = answers.filter((r) => r.statusCode !== 200);
    expect(paid.length).toBe(1);
    for (const r of refused)
      expectError(r, 409, 'REBATE_NOTHING_TO_CLAIM', 'No rebate has accrued since your last claim.');
    expect(expectOk<TRebatePayout>(paid[0]!).amount).toBe('20.00');
    expect(await grants('demo20', 'REBATE')).toHaveLength(1);
    // The same key again answers the first claim (when it was that one) or is refused; nothing more is paid.
    await claim('demo20', key);
    expect(await grants('demo20', 'REBATE')).toHaveLength(1);
    expect((await accrued('demo20')).total).toBe('0.00');
  });

  it('never pays a bet twice between a claim and the daily job, in either order', async () => {
    const yesterday = addDays(today(), -1);
    // Claim first, then the day's run: the run pays nothing for what was claimed, then only what came later.
    await play('demo14', yesterday, 'LIVE', 200_000n);
    expect(expectOk<TRebatePayout>(await claim('demo14')).amount).toBe('6.00');
    expectOk(await runDay(yesterday));
    expect(await dailyPayouts('demo14', yesterday)).toEqual([0n]);
    await play('demo14', yesterday, 'LIVE', 300_000n);
    expect((await accrued('demo14')).total).toBe('3.00');
    expect(expectOk<TRebatePayout>(await claim('demo14')).amount).toBe('3.00');
    expect((await grants('demo14', 'REBATE')).map((g) => g.amount)).toEqual([600n, 300n]);

    // The day's run first, then a claim: yesterday is covered, only today's bets are claimable.
    const twoDaysAgo = addDays(today(), -2);
    await play('demo13', twoDaysAgo, 'LIVE', 100_000n);
    await play('demo13', yesterday, 'LIVE', 100_000n);
    expectOk(await runDay(yesterday));
    expect(await dailyPayouts('demo13', yesterday)).toEqual([300n]);
    expect((await accrued('demo13')).total).toBe('0.00');
    expectError(await claim('demo13'), 409, 'REBATE_NOTHING_TO_CLAIM');
    await play('demo13', today(), 'RNG', 100_000n);
    const claimed = expectOk<TRebatePayout>(await claim('demo13'));
    expect(claimed).toMatchObject({ kind: 'CLAIM', amount: '4.00', windowTo: today() });
    expect((await grants('demo13', 'REBATE')).map((g) => g.amount)).toEqual([300n, 400n]);
  });

  it('computes the level from the window, stores it on the member row and pays each upgrade bonus once', async () => {
    await play('demo09', today(), 'LIVE', 50_000n);
    const partial = await vipOf('demo09');
    expect(partial.me).toMatchObject({ level: 0, validBet: '500.00' });
    expect(partial.me!.next).toMatchObject({
      level: 1,
      betPercent: 50,
      betRemaining: '500.00',
      depositPercent: 100,
    });

    await play('demo10', today(), 'RNG', 600_000n);
    await token('demo10');
    // Reading the VIP page changes nothing: the stored level stays, no upgrade bonus is offered.
    const reads = await Promise.all([vipOf('demo10'), vipOf('demo10')]);
    for (const v of reads) expect(v.me).toMatchObject({ level: 0, validBet: '6000.00' });
    expect(reads[0]!.me!.next).toMatchObject({ level: 1, betPercent: 100, betRemaining: '0.00' });
    expect(await offers('demo10')).toEqual([]);
    const stored = await t.db.query(`SELECT level FROM vip_members WHERE member_id = $1`, [ids.demo10]);
    expect(stored.rows.map((r) => r.level as number).filter((l) => l > 0)).toEqual([]);
    // The evaluation (the levels job's, or a credited deposit's) raises it, racing itself safely.
    await Promise.all([
      t.modules.vip.service.evaluate('ROYAL', ids.demo10!),
      t.modules.vip.service.evaluate('ROYAL', ids.demo10!),
      t.modules.vip.service.runLevels(),
    ]);
    const views = await Promise.all([vipOf('demo10'), vipOf('demo10')]);
    for (const v of views) expect(v.me!.level).toBe(2);
    expect(views[0]!.me!.next).toBeNull();
    // Upgrade bonuses wait in the reward centre, one offer per level reached, never twice.
    const upgrades = await offers('demo10');
    expect(upgrades.map((g) => [g.ref, g.amount])).toEqual([
      [`UPGRADE:${ids.demo10}:1`, 1_000n],
      [`UPGRADE:${ids.demo10}:2`, 5_000n],
    ]);
    await t.modules.vip.service.runLevels();
    expect(await offers('demo10')).toHaveLength(2);
    expect(await grants('demo10', 'VIP')).toEqual([]);
    const profile = expectOk<TMemberProfile>(
      await t.app.inject({
        method: 'GET',
        url: MEMBER_ACCOUNT_PATHS.profile,
        headers: bearer(await token('demo10')),
      }),
    );
    expect(profile.vipLevel).toBe(2);
    // The level's rates apply to the member's rebate from now on.
    expect((await accrued('demo10')).categories.find((c) => c.category === 'RNG')).toMatchObject({
      ratePercent: '1.00',
      amount: '60.00',
    });
  });

  it('pays the birthday bonus on the birthday only to members of 21 or more, once a year', async () => {
    const day = today();
    const yearsAgo = (n: number) =>
      `${Number(day.slice(0, 4)) - n}${day.slice(4)}`.replace(/-02-29$/, '-02-28');
    for (const [username, birthday] of [
      ['demo07', yearsAgo(25)],
      ['demo08', yearsAgo(19)],
    ] as const) {
      await t.db.query(
        `UPDATE members SET profile = jsonb_set(COALESCE(profile, '{}'), '{birthday}', to_jsonb($2::text)) WHERE id = $1`,
        [ids[username], birthday],
      );
      await play(username, day, 'LIVE', 150_000n);
    }
    if (day.endsWith('-02-29')) return; // a leap day's birthday is read as 1 March in other years
    // The evaluation that a deposit or the levels job runs, racing itself (the VIP page only reads).
    const evaluate = (username: string) => t.modules.vip.service.evaluate('ROYAL', ids[username]!);
    await Promise.all([evaluate('demo07'), evaluate('demo07'), evaluate('demo08')]);
    expect((await grants('demo07', 'VIP')).filter((g) => g.ref.startsWith('BIRTHDAY'))).toEqual([
      { ref: `BIRTHDAY:${ids.demo07}:${day.slice(0, 4)}`, amount: 2_000n },
    ]);
    // 19 years old: upgraded to level 1 like demo07 (its offer waits), but no birthday bonus.
    expect((await offers('demo08')).map((g) => g.ref)).toEqual([`UPGRADE:${ids.demo08}:1`]);
    expect(await grants('demo08', 'VIP')).toEqual([]);
    await t.modules.vip.service.runBirthdays();
    expect((await grants('demo07', 'VIP')).filter((g) => g.ref.startsWith('BIRTHDAY'))).toHaveLength(1);
  });

  it('reviews each member once a month: keeps or moves down one level, and pays the monthly bonus once', async () => {
    // demo05 sits at level 1 without any valid bet last month (keep requirement 500.00): down to 0.
    await t.db.query(
      `INSERT INTO vip_members (merchant_code, member_id, level) VALUES ('ROYAL', $1, 1)
       ON CONFLICT (member_id) DO UPDATE SET level = 1, reviewed_month = NULL`,
      [ids.demo05],
    );
    await Promise.all([t.modules.vip.service.runMonthly(), t.modules.vip.service.runMonthly()]);
    await t.modules.vip.service.runMonthly();
    const month = today().slice(0, 7);
    const level = async (username: string) =>
      (
        await t.db.query<{ level: number }>(`SELECT level FROM vip_members WHERE member_id = $1`, [
          ids[username],
        ])
      ).rows[0]!.level;
    expect(await level('demo05')).toBe(0);
    // demo10's window still qualifies for level 2 (no keep requirement there): kept, with its monthly bonus once.
    expect(await level('demo10')).toBe(2);
    expect((await grants('demo10', 'VIP')).filter((g) => g.ref.startsWith('MONTHLY'))).toEqual([
      { ref: `MONTHLY:${ids.demo10}:${month}`, amount: 1_500n },
    ]);
    expect((await grants('demo05', 'VIP')).filter((g) => g.ref.startsWith('MONTHLY'))).toEqual([]);
    const profile = expectOk<TMemberProfile>(
      await t.app.inject({
        method: 'GET',
        url: MEMBER_ACCOUNT_PATHS.profile,
        headers: bearer(await token('demo05')),
      }),
    );
    expect(profile.vipLevel).toBe(0);
  });

  it('refuses a withdrawal above the level’s daily limits with a translated code', async () => {
    expectOk(
      await t.app.inject({
        method: 'PUT',
        url: '/api/bo/merchants/ROYAL/cashier-settings',
        headers: admin,
        payload: {
          withdrawalMin: '100.00',
          withdrawalMax: '50000.00',
          secondApprovalAbove: '10000.00',
          autoReceiptMinutes: 30,
          guaranteeBps: 0,
          turnoverBps: 0,
          transferMin: '1.00',
          adjustmentApprovalAbove: '100000.00',
        },
      }),
    );
    const who = bearer(await token('demo11'));
    expectOk(
      await sendEncrypted(
        t,
        'PUT',
        '/api/wps/cashier/paymentPassword',
        { loginPassword: 'Demo1234', newPaymentPassword: '135790' },
        who,
      ),
    );
    const account = expectOk<{ id: string }>(
      await sendEncrypted(
        t,
        'POST',
        '/api/wps/cashier/bankAccounts',
        {
          bankName: 'Kasikorn Bank',
          accountName: 'Demo Eleven',
          accountNumber: '1234567890',
          paymentPassword: '135790',
        },
        who,
      ),
    );
    const withdraw = (amount: string, language = 'en') =>
      sendEncrypted(
        t,
        'POST',
        '/api/wps/cashier/withdrawals',
        { amount, bankAccountId: account.id, paymentPassword: '135790' },
        { ...who, 'idempotency-key': randomUUID(), 'accept-language': language },
      );
    expectError(
      await withdraw('1500.00'),
      403,
      'WITHDRAWAL_DAILY_AMOUNT_REACHED',
      'Your VIP level allows 1000.00 more in withdrawals today.',
    );
    expectOk(await withdraw('100.00'));
    expectOk(await withdraw('100.00'));
    const refused = expectError(await withdraw('100.00', 'th'), 403, 'WITHDRAWAL_DAILY_COUNT_REACHED');
    expect(refused.message).toContain('2');
    expect(refused.message).not.toMatch(/VIP level allows/);
  });

  it('lets operators edit levels (audited), list members per level and see the payouts per day', async () => {
    const levels = expectOk<TVipLevelsAdmin>(
      await t.app.inject({
        method: 'GET',
        url: VIP_ADMIN_PATHS.levels.replace(':code', 'ROYAL'),
        headers: admin,
      }),
    );
    expect(levels.levels).toHaveLength(3);
    const bad = await t.app.inject({
      method: 'PUT',
      url: VIP_ADMIN_PATHS.levels.replace(':code', 'ROYAL'),
      headers: admin,
      payload: { windowDays: 30, levels: [LADDER[1]] },
    });
    expectError(bad, 400, 'VALIDATION_FAILED');
    const audit = await t.db.query(`SELECT 1 FROM audit_log WHERE action = 'vip.levels-updated'`);
    expect(audit.rows.length).toBe(1);
    const members = expectOk<{ counts: { level: number; members: number }[]; total: number }>(
      await t.app.inject({
        method: 'GET',
        url: `${VIP_ADMIN_PATHS.members.replace(':code', 'ROYAL')}?level=2`,
        headers: admin,
      }),
    );
    expect(members.counts.find((c) => c.level === 2)?.members).toBeGreaterThanOrEqual(1);
    const days = expectOk<{ list: { day: string; dailyTotal: string; finished: boolean }[] }>(
      await t.app.inject({
        method: 'GET',
        url: `${REBATE_ADMIN_PATHS.days.replace(':code', 'ROYAL')}?from=${addDays(today(), -3)}&to=${today()}`,
        headers: admin,
      }),
    );
    const yesterday = days.list.find((d) => d.day === addDays(today(), -1))!;
    expect(yesterday.finished).toBe(true);
    expectError(await runDay(today()), 400, 'VALIDATION_FAILED');
  });

  it('seeds the demo ladder of six translated levels in the merchant’s currency', async () => {
    await t.modules.vip.seedDemo('LOTUS');
    const view = expectOk<TVipOverview>(
      await t.app.inject({
        method: 'GET',
        url: VIP_PATHS.overview,
        headers: { merchant: 'LOTUS', 'accept-language': 'vi' },
      }),
    );
    expect(view.levels.map((l) => l.name)).toEqual([
      'Đồng',
      'Bạc',
      'Vàng',
      'Bạch kim',
      'Kim cương',
      'Kim cương đen',
    ]);
    expect(view.currency).toBe('VND');
    expect(view.levels[1]!.betThreshold).toBe('7000000');
  });
});
