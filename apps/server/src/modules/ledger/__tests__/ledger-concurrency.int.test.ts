import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../../../platform/db/database.ts';
import { entrySums, ledgerInvariantProblems } from '../../../../test/ledger-invariants.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { batchExtension } from '../batch-extension.ts';
import { InsufficientFundsError, type LedgerService } from '../ledger.service.ts';
import { houseToMember, memberId } from './ledger-fixtures.ts';

/**
 * The ledger under real parallel connections (ARCHITECTURE "Tests": concurrency and invariant tests
 * for money run on real PostgreSQL): postings race on one row and across rows in both directions.
 */
describe('ledger under concurrency', () => {
  let t: TestApp;
  let ledger: LedgerService;
  // Its own pool, wider than the app's, so that the postings really run side by side.
  let wide: Database;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    ledger = t.modules.ledger.service;
    wide = createDatabase(t.database.url, 24);
    for (const username of ['demo01', 'demo02', 'demo03', 'demo04', 'demo05']) {
      ids[username] = await memberId(t.db, username);
    }
  });
  afterAll(async () => {
    await wide.close();
    await t.close();
  });

  const balances = (username: string) => ledger.memberBalances(ids[username]!, 'THB');

  it('lets exactly 20 of 50 parallel debits through when the account holds money for 20', async () => {
    const member = ids.demo01!;
    // The HELD account starts empty: fund it with exactly 20 debits' worth.
    await wide.transaction((tx) => ledger.post(tx, houseToMember(member, 20n * 125n, { account: 'HELD' })));
    const outcomes = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        wide.transaction((tx) =>
          ledger.post(tx, houseToMember(member, -125n, { account: 'HELD', reference: `race:${i}` })),
        ),
      ),
    );
    const refused = outcomes.filter((o) => o.status === 'rejected');
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(20);
    expect(refused).toHaveLength(30);
    for (const r of refused)
      expect((r as PromiseRejectedResult).reason).toBeInstanceOf(InsufficientFundsError);
    expect((await balances('demo01')).HELD).toBe(0n);
    const posted = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ledger_transactions WHERE reference LIKE 'race:%'`,
    );
    expect(posted.rows[0]!.n).toBe(20);
    const sums = await entrySums(t.db);
    expect(Object.keys(sums)).toContain('THB');
    for (const sum of Object.values(sums)) expect(sum).toBe(0n);
    expect(await ledgerInvariantProblems(t.db)).toEqual([]);
  });

  it('moves money between two members both ways at once without deadlock or loss', async () => {
    const [a, b] = [ids.demo02!, ids.demo03!];
    const total = (await balances('demo02')).CASH + (await balances('demo03')).CASH;
    const transfer = (from: string, to: string, amountMinor: bigint) =>
      wide.transaction((tx) =>
        ledger.post(tx, {
          merchantCode: 'ROYAL',
          currency: 'THB',
          kind: 'TRANSFER',
          memberId: from,
          legs: [
            { account: { member: from, kind: 'CASH' }, amountMinor: -amountMinor },
            { account: { member: to, kind: 'CASH' }, amountMinor },
          ],
        }),
      );
    const outcomes = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) =>
        i % 2 === 0 ? transfer(a, b, 1_000n + BigInt(i)) : transfer(b, a, 700n),
      ),
    );
    // Rows are locked in account order, so crossing transfers queue instead of deadlocking.
    expect(outcomes.filter((o) => o.status === 'rejected')).toEqual([]);
    expect((await balances('demo02')).CASH + (await balances('demo03')).CASH).toBe(total);
    expect(await ledgerInvariantProblems(t.db)).toEqual([]);
  });

  it('keeps every batch whole when batches and single postings race on the same members', async () => {
    const members = [ids.demo04!, ids.demo05!];
    const before = (await balances('demo04')).CASH + (await balances('demo05')).CASH;
    const noGuard = () =>
      batchExtension({
        inputs: `SELECT * FROM unnest($E1::int[]) WITH ORDINALITY AS x(n, ord)`,
        guard: `SELECT x.ord FROM ext x JOIN input i ON i.ord = x.ord`,
        record: `UPDATE ledger_test_counter SET n = n + (SELECT count(*) FROM posted p JOIN ext x ON x.ord = p.ord)`,
        params: [[1, 1]],
      });
    await t.db.query(
      `CREATE TABLE ledger_test_counter (n int NOT NULL); INSERT INTO ledger_test_counter VALUES (0)`,
    );
    const work = Array.from({ length: 30 }, (_, i) =>
      i % 3 === 0
        ? wide.transaction((tx) => ledger.post(tx, houseToMember(members[i % 2]!, -10n)))
        : ledger.postPairsGuarded(
            wide,
            members.map((m) => ({
              merchantCode: 'ROYAL',
              currency: 'THB',
              kind: 'BET',
              memberId: m,
              reference: `batch:${i}:${m}`,
              details: {},
              member: 'CASH' as const,
              system: 'HOUSE' as const,
              memberAmountMinor: -20n,
            })),
            noGuard(),
          ),
    );
    expect((await Promise.allSettled(work)).filter((o) => o.status === 'rejected')).toEqual([]);
    const counted = await t.db.query<{ n: number }>(`SELECT n FROM ledger_test_counter`);
    // 20 batches of 2 postings, each recorded with its money; 10 single postings of 10.
    expect(counted.rows[0]!.n).toBe(40);
    expect((await balances('demo04')).CASH + (await balances('demo05')).CASH).toBe(
      before - 40n * 20n - 10n * 10n,
    );
    expect(await ledgerInvariantProblems(t.db)).toEqual([]);
  });
});
