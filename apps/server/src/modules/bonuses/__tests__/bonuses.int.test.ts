import { randomUUID } from 'node:crypto';
import {
  BONUS_ADMIN_PATHS,
  BONUS_PATHS,
  type TAdminBonusGrant,
  type TAdminBonusGrantPage,
  type TBonusDetails,
  type TRewardCenter,
  type TRewardClaimResult,
  type TWalletBalance,
} from '@platform/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectOk } from '../../../../test/envelope.ts';
import { ledgerInvariantProblems } from '../../../../test/ledger-invariants.ts';
import { bearer, loginOk, sendEncrypted } from '../../../../test/member-client.ts';
import { createTestApp, createTestClock, operatorAuth, type TestApp } from '../../../../test/test-app.ts';
import { seatedPlayers, vendorCall } from '../../../../test/vendor-client.ts';

const MEMBERS = ['demo11', 'demo12', 'demo13', 'demo14', 'demo15', 'demo16'] as const;

describe('bonuses over HTTP: grants, wagering, withdrawals, the reward centre', () => {
  const clock = createTestClock();
  let t: TestApp;
  let admin: Record<string, string>;
  const tokens: Record<string, string> = {};
  const slot = seatedPlayers('house-golden-temple');

  beforeAll(async () => {
    t = await createTestApp({ clock });
    admin = await operatorAuth(t.app);
    for (const username of MEMBERS) tokens[username] = (await loginOk(t, username)).token;
    await slot.seat(t, [...MEMBERS]);
  });
  afterAll(() => t.close());

  const get = <T>(username: string, url: string) =>
    t.app.inject({ method: 'GET', url, headers: bearer(tokens[username]!) }).then((r) => expectOk<T>(r));
  const details = (username: string) => get<TBonusDetails>(username, BONUS_PATHS.details);
  const wallet = (username: string) => get<TWalletBalance>(username, '/api/wps/v2/wallets/balance');
  const manualGrant = (username: string, over: Record<string, unknown> = {}, requestId = randomUUID()) =>
    t.app.inject({
      method: 'POST',
      url: BONUS_ADMIN_PATHS.grants,
      headers: admin,
      payload: {
        merchantCode: 'ROYAL',
        username,
        amount: '100.00',
        wageringMultiple: 5,
        categoryWeights: { RNG: 10_000, LIVE: 1_000 },
        excludedGames: ['house-excluded', 'house-ocean-pearls'],
        maxBet: '200.00',
        validDays: 7,
        note: 'Goodwill',
        requestId,
        ...over,
      },
    });
  /** One settled slot round of `stake` that pays `win`. */
  const play = async (username: string, stake: string, win = '0.00') => {
    const bet = slot.move(username, { amount: stake });
    expect((await vendorCall(t.app, 'bet', bet)).status).toBe('RS_OK');
    const next = slot.move(username, { round: bet.round, reference_transaction_uuid: bet.transaction_uuid });
    expect((await vendorCall(t.app, 'win', { ...next, amount: win })).status).toBe('RS_OK');
  };

  it('an operator’s manual grant is idempotent, audited, locked in BONUS and not spendable', async () => {
    const requestId = randomUUID();
    const before = await wallet('demo11');
    const first = expectOk<TAdminBonusGrant>(await manualGrant('demo11', {}, requestId));
    const again = expectOk<TAdminBonusGrant>(await manualGrant('demo11', {}, requestId));
    expect(again.id).toBe(first.id);
    expect(first).toMatchObject({
      status: 'ACTIVE',
      amount: '100.00',
      requirement: '500.00',
      progress: '0.00',
      remaining: '500.00',
      username: 'demo11',
    });
    const after = await wallet('demo11');
    expect(after.bonus).toBe('100.00');
    expect(after.cash).toBe(before.cash);
    // The balance the header shows is cash; the bonus is apart.
    expect(after.balance).toBe(after.cash);
    // The vendor sees cash only: the locked bonus is not spendable in games.
    expect(await slot.balance('demo11')).toBe(after.cash);
    const audits = await t.db.query(`SELECT count(*)::int AS n FROM audit_log WHERE action = 'bonus.grant'`);
    expect(audits.rows[0]!.n).toBe(1);
    const view = await details('demo11');
    expect(view.locked).toBe('100.00');
    expect(view.remaining).toBe('500.00');
    expect(view.list[0]).toMatchObject({
      id: first.id,
      rules: {
        categoryWeights: [
          { category: 'RNG', weightBps: 10_000 },
          { category: 'LIVE', weightBps: 1_000 },
        ],
        // Named in the member's language; a code the catalog does not know stays a code.
        excludedGames: [
          { code: 'house-excluded', name: 'house-excluded' },
          { code: 'house-ocean-pearls', name: 'Ocean Pearls' },
        ],
        maxBet: '200.00',
      },
    });
    const thai = expectOk<TBonusDetails>(
      await t.app.inject({
        method: 'GET',
        url: BONUS_PATHS.details,
        headers: bearer(tokens.demo11!, { 'accept-language': 'th' }),
      }),
    );
    expect(thai.list[0]!.rules.excludedGames[1]).toEqual({
      code: 'house-ocean-pearls',
      name: 'ไข่มุกแห่งท้องทะเล',
    });
    // Bad input changes nothing.
    expectError(await manualGrant('demo11', { amount: '-5' }), 400, 'AMOUNT_INVALID');
    expectError(await manualGrant('nobody-here'), 404, 'ACCOUNT_NOT_FOUND');
  });

  it('refuses a withdrawal with exactly the turnover left, then allows it after wagering and release', async () => {
    expectOk(
      await sendEncrypted(
        t,
        'PUT',
        '/api/wps/cashier/paymentPassword',
        { loginPassword: 'Demo1234', newPaymentPassword: '135790' },
        bearer(tokens.demo12!),
      ),
    );
    const account = expectOk<{ id: string }>(
      await sendEncrypted(
        t,
        'POST',
        '/api/wps/cashier/bankAccounts',
        {
          bankName: 'Kasikorn Bank',
          accountName: 'Demo Twelve',
          accountNumber: '5551234567',
          paymentPassword: '135790',
        },
        bearer(tokens.demo12!),
      ),
    );
    const withdraw = () =>
      sendEncrypted(
        t,
        'POST',
        '/api/wps/cashier/withdrawals',
        { amount: '100.00', bankAccountId: account.id, paymentPassword: '135790' },
        bearer(tokens.demo12!, { 'idempotency-key': randomUUID(), 'accept-language': 'en' }),
      );
    const baseline = await t.app.inject({
      method: 'GET',
      url: '/api/wps/cashier/withdraw/info',
      headers: bearer(tokens.demo12!),
    });
    const depositRemaining = expectOk<{ turnoverRemaining: string }>(baseline).turnoverRemaining;
    expect(depositRemaining).toBe('0.00');

    const grant = expectOk<TAdminBonusGrant>(
      await manualGrant('demo12', { amount: '50.00', wageringMultiple: 4 }),
    );
    await play('demo12', '30.00');
    await play('demo12', '250.00'); // above the max bet: counts nothing, flagged
    await play('demo12', '20.00', '15.00');
    const view = await details('demo12');
    expect(view.list[0]).toMatchObject({ progress: '50.00', remaining: '150.00', progressBps: 2_500 });
    expect(view.list[0]!.flaggedBets).toHaveLength(1);
    expect(view.list[0]!.flaggedBets[0]).toMatchObject({
      gameCode: 'house-golden-temple',
      gameName: 'Golden Temple',
      stake: '250.00',
      reason: 'MAX_BET',
    });

    const refused = expectError(await withdraw(), 403, 'TURNOVER_INCOMPLETE');
    expect(refused.value).toEqual({ remaining: '150.00' });
    expect(refused.message).toContain('150.00');

    await play('demo12', '100.00');
    await play('demo12', '60.00');
    expect((await details('demo12')).list[0]).toMatchObject({ remaining: '0.00', progressBps: 10_000 });
    const cashBefore = (await wallet('demo12')).cash;
    // Two settle runs at once release the grant once.
    await Promise.all([t.modules.bonuses.settle(), t.modules.bonuses.settle()]);
    const released = await t.db.query(
      `SELECT kind FROM ledger_transactions WHERE reference = $1 ORDER BY id`,
      [grant.id],
    );
    expect(released.rows.map((r) => r.kind)).toEqual(['BONUS', 'BONUS_RELEASE']);
    const after = await wallet('demo12');
    expect(after.bonus).toBe('0.00');
    expect(Number(after.cash) - Number(cashBefore)).toBeCloseTo(50, 2);
    expect((await details('demo12')).list[0]).toMatchObject({
      status: 'COMPLETED',
      closeReason: 'WAGERING_MET',
    });
    expectOk(await withdraw());
    expect(await ledgerInvariantProblems(t.db)).toEqual([]);
  });

  it('a release racing a forfeit: exactly one of them happens', async () => {
    const grant = expectOk<TAdminBonusGrant>(
      await manualGrant('demo13', { amount: '10.00', wageringMultiple: 1 }),
    );
    await play('demo13', '10.00');
    const [forfeit] = await Promise.all([
      t.app.inject({
        method: 'POST',
        url: BONUS_PATHS.forfeit.replace(':id', grant.id),
        headers: bearer(tokens.demo13!),
        payload: { confirm: true },
      }),
      t.modules.bonuses.settle(),
    ]);
    const postings = await t.db.query(
      `SELECT kind FROM ledger_transactions WHERE reference = $1 ORDER BY id`,
      [grant.id],
    );
    const kinds = postings.rows.map((r) => String(r.kind));
    expect(kinds).toHaveLength(2);
    expect(['BONUS_RELEASE', 'BONUS_FORFEIT']).toContain(kinds[1]);
    if (kinds[1] === 'BONUS_RELEASE') expectError(forfeit, 409, 'BONUS_NOT_ACTIVE');
    else expect(forfeit.statusCode).toBe(200);
    expect((await wallet('demo13')).bonus).toBe('0.00');
    // Later runs change nothing.
    await t.modules.bonuses.settle();
    const again = await t.db.query(
      `SELECT count(*)::int AS n FROM ledger_transactions WHERE reference = $1`,
      [grant.id],
    );
    expect(again.rows[0]!.n).toBe(2);
  });

  it('an operator cancels with a reason: the money goes back through the ledger, audited', async () => {
    const grant = expectOk<TAdminBonusGrant>(await manualGrant('demo14', { amount: '40.00' }));
    const cancel = (reason: string) =>
      t.app.inject({
        method: 'POST',
        url: BONUS_ADMIN_PATHS.grantCancel.replace(':id', grant.id),
        headers: admin,
        payload: { reason },
      });
    expectError(await cancel(''), 400, 'VALIDATION_FAILED');
    const cancelled = expectOk<TAdminBonusGrant>(await cancel('Duplicate account'));
    expect(cancelled).toMatchObject({ status: 'CANCELLED', closeReason: 'Duplicate account' });
    expectError(await cancel('Again'), 409, 'BONUS_NOT_ACTIVE');
    const forfeit = await t.db.query(
      `SELECT t.details, e.amount_minor FROM ledger_transactions t
         JOIN ledger_entries e ON e.transaction_id = t.id
         JOIN ledger_accounts a ON a.id = e.account_id AND a.kind = 'PROMOTIONS'
        WHERE t.reference = $1 AND t.kind = 'BONUS_FORFEIT'`,
      [grant.id],
    );
    expect(forfeit.rows).toHaveLength(1);
    expect(forfeit.rows[0]!.details).toMatchObject({ reason: 'Duplicate account', status: 'CANCELLED' });
    expect(String(forfeit.rows[0]!.amount_minor)).toBe('4000');
    expect((await wallet('demo14')).bonus).toBe('0.00');
    const page = expectOk<TAdminBonusGrantPage>(
      await t.app.inject({
        method: 'GET',
        url: `${BONUS_ADMIN_PATHS.grants}?merchantCode=ROYAL&username=demo14&status=CANCELLED`,
        headers: admin,
      }),
    );
    expect(page.list.map((g) => g.id)).toEqual([grant.id]);
  });

  it('a settle run that fails between the release posting and the grant’s update leaves nothing; the next run releases once', async () => {
    const grant = expectOk<TAdminBonusGrant>(
      await manualGrant('demo16', { amount: '10.00', wageringMultiple: 1 }),
    );
    await play('demo16', '10.00');
    // The crash: the grant's status change fails after the release was posted in the same transaction.
    await t.db.query(`CREATE FUNCTION crash_bonus_close() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'crash between steps'; END $$`);
    await t.db.query(`CREATE TRIGGER crash_bonus_close BEFORE UPDATE OF status ON bonus_grants
      FOR EACH ROW WHEN (OLD.id = '${grant.id}') EXECUTE FUNCTION crash_bonus_close()`);
    const crashed = (await t.modules.bonuses.settle()) as { failed: number };
    expect(crashed.failed).toBeGreaterThanOrEqual(1);
    const kinds = async () =>
      (
        await t.db.query(`SELECT kind FROM ledger_transactions WHERE reference = $1 ORDER BY id`, [grant.id])
      ).rows.map((r) => String(r.kind));
    expect(await kinds()).toEqual(['BONUS']);
    await t.db.query(`DROP TRIGGER crash_bonus_close ON bonus_grants`);
    await t.db.query(`DROP FUNCTION crash_bonus_close()`);
    await t.modules.bonuses.settle();
    await t.modules.bonuses.settle();
    expect(await kinds()).toEqual(['BONUS', 'BONUS_RELEASE']);
  });

  it('expires an overdue grant once, with its reason', async () => {
    const grant = expectOk<TAdminBonusGrant>(await manualGrant('demo15', { amount: '20.00', validDays: 1 }));
    clock.advance(2 * 86_400_000);
    await Promise.all([t.modules.bonuses.settle(), t.modules.bonuses.settle()]);
    clock.advance(-2 * 86_400_000);
    const rows = await t.db.query(
      `SELECT t.kind, t.details->>'reason' AS reason FROM ledger_transactions t WHERE reference = $1 ORDER BY id`,
      [grant.id],
    );
    expect(rows.rows).toEqual([
      { kind: 'BONUS', reason: 'bonuses.names.manual' },
      { kind: 'BONUS_FORFEIT', reason: 'EXPIRED' },
    ]);
  });

  it('a reward-centre offer is claimed exactly once under concurrent clicks, and a lapsed one grants nothing', async () => {
    const member = (await t.modules.identity.sessions.findMemberByUsername('ROYAL', 'demo15'))!;
    const offer = (sourceRef: string, claimBy: Date | null) =>
      t.db.transaction((tx) =>
        t.modules.bonuses.offers.offer(tx, {
          merchantCode: 'ROYAL',
          memberId: member.id,
          currency: 'THB',
          source: 'VIP',
          sourceRef,
          amountMinor: 3_000n,
          wagering: null,
          expiresAt: null,
          titleKey: 'bonuses.title.vipUpgrade',
          claimBy,
        }),
      );
    const first = await offer('vip-upgrade-1', new Date(clock.now().getTime() + 86_400_000));
    expect((await offer('vip-upgrade-1', new Date(clock.now().getTime() + 86_400_000))).offerId).toBe(
      first.offerId,
    );
    const center = await get<TRewardCenter>('demo15', BONUS_PATHS.rewardCenter);
    expect(center.unread).toBe(1);
    expect(center.list[0]).toMatchObject({
      id: first.offerId,
      status: 'WAITING',
      amount: '30.00',
      unread: true,
    });
    const cashBefore = (await wallet('demo15')).cash;
    const claims = await Promise.all(
      Array.from({ length: 4 }, () =>
        t.app.inject({
          method: 'POST',
          url: BONUS_PATHS.rewardClaim.replace(':id', first.offerId),
          headers: bearer(tokens.demo15!),
        }),
      ),
    );
    const results = claims.map((c) => expectOk<TRewardClaimResult>(c));
    expect(new Set(results.map((r) => r.grantId)).size).toBe(1);
    expect(results.filter((r) => !r.alreadyClaimed)).toHaveLength(1);
    expect(Number((await wallet('demo15')).cash) - Number(cashBefore)).toBeCloseTo(30, 2);
    const after = await get<TRewardCenter>('demo15', BONUS_PATHS.rewardCenter);
    expect(after).toMatchObject({ unread: 0 });
    expect(after.list[0]).toMatchObject({ status: 'CLAIMED' });

    // No deadline: it waits until claimed.
    const open = await offer('vip-upgrade-open', null);
    const waiting = await get<TRewardCenter>('demo15', BONUS_PATHS.rewardCenter);
    expect(waiting.list.find((o) => o.id === open.offerId)).toMatchObject({
      status: 'WAITING',
      claimBy: null,
    });

    const late = await offer('vip-upgrade-2', new Date(clock.now().getTime() + 60_000));
    clock.advance(120_000);
    expectError(
      await t.app.inject({
        method: 'POST',
        url: BONUS_PATHS.rewardClaim.replace(':id', late.offerId),
        headers: bearer(tokens.demo15!),
      }),
      409,
      'REWARD_EXPIRED',
    );
    await t.modules.bonuses.settle();
    const lapsed = await t.db.query(`SELECT status, grant_id FROM bonus_offers WHERE id = $1`, [
      late.offerId,
    ]);
    expect(lapsed.rows[0]).toEqual({ status: 'LAPSED', grant_id: null });
    expect(await ledgerInvariantProblems(t.db)).toEqual([]);
  });
});
