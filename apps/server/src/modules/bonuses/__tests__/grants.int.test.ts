import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerInvariantProblems } from '../../../../test/ledger-invariants.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import type { GrantRequest } from '../index.ts';

describe('bonuses: grants pay exactly once', () => {
  let t: TestApp;
  let memberId: string;

  beforeAll(async () => {
    t = await createTestApp();
    const r = await t.db.query(
      `SELECT id FROM members WHERE merchant_code = 'ROYAL' AND username = 'demo18'`,
    );
    memberId = String(r.rows[0]!.id);
  });
  afterAll(() => t.close());

  const request = (over: Partial<GrantRequest> = {}): GrantRequest => ({
    merchantCode: 'ROYAL',
    memberId,
    currency: 'THB',
    source: 'MANUAL',
    sourceRef: 'int-grant-1',
    amountMinor: 10_000n,
    wagering: {
      requirementMinor: 50_000n,
      categoryWeightsBps: { RNG: 10_000 },
      excludedGameCodes: [],
      maxBetMinor: null,
    },
    expiresAt: null,
    titleKey: 'bonus.manual',
    ...over,
  });

  const balances = () => t.modules.ledger.service.memberBalances(memberId, 'THB');
  const postings = async (grantId: string) => {
    const r = await t.db.query(`SELECT count(*)::int AS n FROM ledger_transactions WHERE reference = $1`, [
      grantId,
    ]);
    return Number(r.rows[0]!.n);
  };

  it('posts once when the same reference is granted concurrently', async () => {
    const before = await balances();
    const results = await Promise.all(
      // The test app's pool has 5 connections; the ledger creates a new account on one of its own.
      Array.from({ length: 4 }, () =>
        t.db.transaction((tx) => t.modules.bonuses.grants.grant(tx, request())),
      ),
    );
    const ids = new Set(results.map((r) => r.grantId));
    expect(ids.size).toBe(1);
    expect(results.filter((r) => !r.alreadyGranted)).toHaveLength(1);
    expect(results.every((r) => !r.released)).toBe(true);
    expect(await postings([...ids][0]!)).toBe(1);
    const after = await balances();
    expect(after.BONUS - before.BONUS).toBe(10_000n);
    expect(after.CASH).toBe(before.CASH);
    const tx = await t.db.query(`SELECT kind, details FROM ledger_transactions WHERE reference = $1`, [
      [...ids][0]!,
    ]);
    expect(tx.rows[0]!.kind).toBe('BONUS');
    expect(tx.rows[0]!.details).toMatchObject({ source: 'MANUAL', grantId: [...ids][0] });
    expect(await ledgerInvariantProblems(t.db)).toEqual([]);
  });

  it('pays a grant without wagering straight to cash (a rebate as REBATE), completed at once', async () => {
    const before = await balances();
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        t.db.transaction((tx) =>
          t.modules.bonuses.grants.grant(
            tx,
            request({ source: 'REBATE', sourceRef: 'int-rebate-1', wagering: null }),
          ),
        ),
      ),
    );
    expect(new Set(results.map((r) => r.grantId)).size).toBe(1);
    expect(results.every((r) => r.released)).toBe(true);
    const after = await balances();
    expect(after.CASH - before.CASH).toBe(10_000n);
    expect(after.BONUS).toBe(before.BONUS);
    const row = await t.db.query(
      `SELECT g.status, t.kind FROM bonus_grants g JOIN ledger_transactions t ON t.id = g.grant_transaction_id
        WHERE g.id = $1`,
      [results[0]!.grantId],
    );
    expect(row.rows[0]).toEqual({ status: 'COMPLETED', kind: 'REBATE' });
  });

  it('posts nothing when the caller’s transaction rolls back', async () => {
    const before = await balances();
    await expect(
      t.db.transaction(async (tx) => {
        await t.modules.bonuses.grants.grant(tx, request({ sourceRef: 'int-rolled-back' }));
        throw new Error('caller failed');
      }),
    ).rejects.toThrow('caller failed');
    expect(await balances()).toEqual(before);
    const again = await t.db.transaction((tx) =>
      t.modules.bonuses.grants.grant(tx, request({ sourceRef: 'int-rolled-back' })),
    );
    expect(again.alreadyGranted).toBe(false);
  });
});

describe('bonuses: the demo seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('gives members of each merchant a bonus part-way through its wagering, once', async () => {
    const play = { seamless: t.modules.seamless.service, sessions: t.modules.identity.sessions };
    await t.modules.bonuses.seedDemo(play);
    await t.modules.bonuses.seedDemo(play);
    for (const [merchant, username] of [
      ['ROYAL', 'demo19'],
      ['LOTUS', 'demo05'],
    ] as const) {
      const member = (await t.modules.identity.sessions.findMemberByUsername(merchant, username))!;
      const [view, ...more] = await t.modules.bonuses.service.active(member.id);
      expect(more).toHaveLength(0);
      expect(view!.progress!.progressMinor).toBeGreaterThan(0n);
      expect(view!.progress!.remainingMinor).toBeGreaterThan(0n);
      expect(view!.progress!.flagged).toHaveLength(1);
    }
    const offers = await t.db.query(`SELECT count(*)::int AS n FROM bonus_offers WHERE status = 'WAITING'`);
    expect(offers.rows[0]!.n).toBe(4);
    expect(await ledgerInvariantProblems(t.db)).toEqual([]);
  });
});
