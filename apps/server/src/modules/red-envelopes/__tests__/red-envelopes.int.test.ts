import {
  RED_ENVELOPE_ADMIN_PATHS,
  RED_ENVELOPE_PATHS,
  type TRedEnvelopeClaim,
  type TRedEnvelopeClaimPage,
  type TRedEnvelopeCurrent,
  type TRedEnvelopeRoundAdmin,
  type TRedEnvelopeRoundAdminList,
} from '@platform/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../platform/http/app-error.ts';
import { expectError, expectOk } from '../../../../test/envelope.ts';
import { ledgerInvariantProblems } from '../../../../test/ledger-invariants.ts';
import { bearer, loginOk } from '../../../../test/member-client.ts';
import { createTestApp, operatorAuth, type TestApp } from '../../../../test/test-app.ts';

const MERCHANT = { code: 'ROYAL', currency: 'THB', timeZone: 'Asia/Bangkok', defaultLanguage: 'TH' };
const HOUR = 3_600_000;

describe('red envelopes: rounds, claims and the budget under a crowd', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await operatorAuth(t.app);
    token = (await loginOk(t, 'demo05')).token;
  });
  afterAll(() => t.close());

  const create = (body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: RED_ENVELOPE_ADMIN_PATHS.rounds.replace(':code', 'ROYAL'),
      headers: admin,
      payload: {
        titles: { EN: 'Test rain', TH: 'ฝนทดสอบ' },
        startsAt: new Date(Date.now() - 60_000).toISOString(),
        endsAt: new Date(Date.now() + HOUR).toISOString(),
        budget: '1000.00',
        envelopeCount: 100,
        minAmount: '5.00',
        maxAmount: '20.00',
        eligibility: { depositedToday: false, vipLevels: [] },
        ...body,
      },
    });

  it('pays exactly 100 of 300 concurrent claims, never beyond the budget, no member twice', async () => {
    const round = expectOk<TRedEnvelopeRoundAdmin>(await create({ budget: '1000.00' }));
    // 150 members, each claiming twice at the same instant.
    const members: string[] = [];
    for (let i = 0; i < 150; i++) {
      await t.modules.identity.registration.ensureMember({
        merchantCode: 'ROYAL',
        username: `crowd${String(i).padStart(3, '0')}`,
        passwordHash: 'not-a-login',
        type: 0,
      });
    }
    const rows = await t.db.query(
      `SELECT id FROM members WHERE merchant_code = 'ROYAL' AND username LIKE 'crowd%' ORDER BY username`,
    );
    for (const r of rows.rows) members.push(String(r.id));
    // Ledger accounts are created on the pool outside the claim's transaction: open them first, so
    // the race measures claims, not the test pool's five connections.
    for (const [i, memberId] of members.entries())
      await t.db.transaction((tx) =>
        t.modules.bonuses.grants.grant(tx, {
          merchantCode: 'ROYAL',
          memberId,
          currency: 'THB',
          source: 'MANUAL',
          sourceRef: `crowd-warmup-${i}`,
          amountMinor: 1n,
          wagering: null,
          expiresAt: null,
          titleKey: 'bonus.manual',
        }),
      );

    const claims = [...members, ...members].map((memberId) =>
      t.modules.redEnvelopes.service.claim(memberId, MERCHANT, 'EN', round.id).then(
        (c) => ({ ok: true as const, memberId, amount: c.amount }),
        (e: unknown) => ({ ok: false as const, memberId, code: e instanceof AppError ? e.code : String(e) }),
      ),
    );
    const results = await Promise.all(claims);
    const paid = results.filter((r) => r.ok);
    expect(paid).toHaveLength(100);
    expect(new Set(paid.map((r) => r.memberId)).size).toBe(100);
    const refused = results.filter((r) => !r.ok);
    expect(refused).toHaveLength(200);
    for (const r of refused)
      expect(['RED_ENVELOPE_UNAVAILABLE', 'RED_ENVELOPE_ALREADY_CLAIMED']).toContain(
        (r as { code: string }).code,
      );

    const sums = await t.db.query(
      `SELECT count(*)::int AS n, coalesce(sum(amount_minor), 0)::text AS total,
              count(DISTINCT member_id)::int AS members, max(amount_minor)::text AS max, min(amount_minor)::text AS min
         FROM red_envelopes WHERE round_id = $1 AND member_id IS NOT NULL`,
      [round.id],
    );
    expect(sums.rows[0]).toMatchObject({ n: 100, total: '100000', members: 100 });
    expect(BigInt(sums.rows[0]!.min as string) >= 500n).toBe(true);
    expect(BigInt(sums.rows[0]!.max as string) <= 2000n).toBe(true);
    // Each paid claim is one grant of its amount; nothing more left the promotions budget.
    const grants = await t.db.query(
      `SELECT count(*)::int AS n FROM bonus_grants WHERE source = 'RED_ENVELOPE' AND source_ref LIKE $1`,
      [`${round.id}:%`],
    );
    expect(grants.rows[0]!.n).toBe(100);
    const list = expectOk<TRedEnvelopeRoundAdminList>(
      await t.app.inject({
        method: 'GET',
        url: RED_ENVELOPE_ADMIN_PATHS.rounds.replace(':code', 'ROYAL'),
        headers: admin,
      }),
    );
    expect(list.list.find((r) => r.id === round.id)).toMatchObject({
      claimedCount: 100,
      claimedAmount: '1000.00',
      state: 'OPEN',
    });
    expect(await ledgerInvariantProblems(t.db)).toEqual([]);
  }, 120_000);

  it('shows the member the open round, pays their claim once, and lists it', async () => {
    const round = expectOk<TRedEnvelopeRoundAdmin>(
      await create({
        budget: '50.00',
        envelopeCount: 5,
        minAmount: '10.00',
        maxAmount: '10.00',
        titles: { EN: 'Only five', TH: 'ห้าซอง' },
      }),
    );
    const cur = expectOk<TRedEnvelopeCurrent>(
      await t.app.inject({ method: 'GET', url: RED_ENVELOPE_PATHS.current, headers: bearer(token) }),
    );
    // Rounds opened earlier come first: the crowd's round (full) or this one, both OPEN.
    expect(cur.round?.state).toBe('OPEN');
    const claim = (roundId: string, lang = 'en') =>
      t.app.inject({
        method: 'POST',
        url: RED_ENVELOPE_PATHS.claim,
        headers: bearer(token, { 'accept-language': lang }),
        payload: { roundId },
      });
    const memberId = String(
      (await t.db.query(`SELECT id FROM members WHERE merchant_code = 'ROYAL' AND username = 'demo05'`))
        .rows[0]!.id,
    );
    const before = (await t.modules.ledger.service.memberBalances(memberId, 'THB')).CASH;
    const paid = expectOk<TRedEnvelopeClaim>(await claim(round.id));
    expect(paid).toMatchObject({ roundId: round.id, amount: '10.00', title: 'Only five' });
    expect((await t.modules.ledger.service.memberBalances(memberId, 'THB')).CASH - before).toBe(10_00n);
    const again = expectError(await claim(round.id, 'th'), 409, 'RED_ENVELOPE_ALREADY_CLAIMED');
    expect(again.message).toMatch(/[\u0E00-\u0E7F]/);
    expect((await t.modules.ledger.service.memberBalances(memberId, 'THB')).CASH - before).toBe(10_00n);
    const mine = expectOk<TRedEnvelopeClaimPage>(
      await t.app.inject({ method: 'GET', url: RED_ENVELOPE_PATHS.claims, headers: bearer(token) }),
    );
    expect(mine.list[0]).toMatchObject({ roundId: round.id, amount: '10.00' });
  });

  it('refuses a round not open, one that asks for a deposit today, and a budget outside count × [min, max]', async () => {
    const later = expectOk<TRedEnvelopeRoundAdmin>(
      await create({
        startsAt: new Date(Date.now() + 2 * HOUR).toISOString(),
        endsAt: new Date(Date.now() + 3 * HOUR).toISOString(),
      }),
    );
    expect(later.state).toBe('SCHEDULED');
    const claim = (roundId: string) =>
      t.app.inject({
        method: 'POST',
        url: RED_ENVELOPE_PATHS.claim,
        headers: bearer(token),
        payload: { roundId },
      });
    expectError(await claim(later.id), 409, 'RED_ENVELOPE_UNAVAILABLE');
    const depositors = expectOk<TRedEnvelopeRoundAdmin>(
      await create({ eligibility: { depositedToday: true, vipLevels: [] } }),
    );
    expectError(await claim(depositors.id), 403, 'RED_ENVELOPE_NOT_ELIGIBLE');
    expectError(await create({ budget: '3000.00' }), 400, 'VALIDATION_FAILED');
    expectError(await create({ budget: '100.00' }), 400, 'VALIDATION_FAILED');
    const cancelled = expectOk<TRedEnvelopeRoundAdmin>(
      await t.app.inject({
        method: 'POST',
        url: RED_ENVELOPE_ADMIN_PATHS.cancel.replace(':code', 'ROYAL').replace(':id', later.id),
        headers: admin,
      }),
    );
    expect(cancelled.state).toBe('CANCELLED');
  });
});
