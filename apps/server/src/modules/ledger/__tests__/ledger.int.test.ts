import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entrySums, ledgerInvariantProblems } from '../../../../test/ledger-invariants.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { batchExtension } from '../batch-extension.ts';
import {
  AlreadyReversedError,
  InsufficientFundsError,
  UnbalancedPostingError,
  type LedgerService,
  type PairPostRequest,
} from '../ledger.service.ts';
import { houseToMember, memberId } from './ledger-fixtures.ts';

/** The ledger's own use cases on real PostgreSQL: post, reverse, batch postings, reconciliation. */
describe('ledger', () => {
  let t: TestApp;
  let ledger: LedgerService;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    ledger = t.modules.ledger.service;
    for (let i = 1; i <= 12; i++) {
      const username = `demo${String(i).padStart(2, '0')}`;
      ids[username] = await memberId(t.db, username);
    }
  });
  afterAll(() => t.close());

  const cash = async (username: string) => (await ledger.memberBalances(ids[username]!, 'THB')).CASH;
  const transactionCount = async () =>
    Number((await t.db.query<{ n: string }>(`SELECT count(*) AS n FROM ledger_transactions`)).rows[0]!.n);
  const entriesOf = async (transactionId: bigint) =>
    (
      await t.db.query<{ account_id: string; amount_minor: string; balance_after_minor: string | null }>(
        `SELECT account_id, amount_minor, balance_after_minor FROM ledger_entries WHERE transaction_id = $1 ORDER BY id`,
        [String(transactionId)],
      )
    ).rows;

  describe('post', () => {
    it('posts a balanced transaction: the member balance moves and the entries sum to zero', async () => {
      const before = await cash('demo01');
      const posted = await t.db.transaction((tx) =>
        ledger.post(tx, houseToMember(ids.demo01!, 2_500n, { reference: 'ledger-test:1' })),
      );
      expect(posted.memberBalances.get(`${ids.demo01}:CASH`)).toBe(before + 2_500n);
      expect(await cash('demo01')).toBe(before + 2_500n);
      const entries = await entriesOf(posted.transactionId);
      expect(entries.map((e) => BigInt(e.amount_minor)).reduce((a, b) => a + b, 0n)).toBe(0n);
      // The member leg carries its balance after; the house leg keeps no cached balance.
      expect(entries.map((e) => e.balance_after_minor).sort()).toEqual([String(before + 2_500n), null]);
    });

    it('refuses unbalanced postings, one account twice or a lone leg, and writes nothing', async () => {
      const count = await transactionCount();
      const unbalanced = {
        ...houseToMember(ids.demo01!, 100n),
        legs: [
          { account: { member: ids.demo01!, kind: 'CASH' as const }, amountMinor: 100n },
          { account: { system: 'HOUSE' as const }, amountMinor: -99n },
        ],
      };
      await expect(t.db.transaction((tx) => ledger.post(tx, unbalanced))).rejects.toThrow(
        UnbalancedPostingError,
      );
      const lone = { ...unbalanced, legs: [unbalanced.legs[0]!] };
      await expect(t.db.transaction((tx) => ledger.post(tx, lone))).rejects.toThrow(/TOO_FEW_POSTINGS/);
      const zero = houseToMember(ids.demo01!, 0n);
      await expect(t.db.transaction((tx) => ledger.post(tx, zero))).rejects.toThrow(/ZERO_AMOUNT/);
      expect(await transactionCount()).toBe(count);
    });

    it('never lets a member account go negative: the debit is refused and nothing moves', async () => {
      const before = await cash('demo02');
      const count = await transactionCount();
      await expect(
        t.db.transaction((tx) => ledger.post(tx, houseToMember(ids.demo02!, -(before + 1n)))),
      ).rejects.toThrow(InsufficientFundsError);
      expect(await cash('demo02')).toBe(before);
      expect(await transactionCount()).toBe(count);
      // Exactly the balance is allowed, down to zero.
      await t.db.transaction((tx) => ledger.post(tx, houseToMember(ids.demo02!, -before)));
      expect(await cash('demo02')).toBe(0n);
      // The database refuses a negative balance too, whoever writes it.
      await expect(
        t.db.query(`UPDATE ledger_accounts SET balance_minor = -1 WHERE member_id = $1 AND kind = 'CASH'`, [
          ids.demo02,
        ]),
      ).rejects.toMatchObject({ code: '23514' });
    });

    it('keeps the reference as given: it names the business event, it is no idempotency key', async () => {
      // Idempotency lives with the callers (idempotency keys, vendor transaction uuids); the ledger
      // records what it is told. Its own once-only rule is the reversal's (below).
      const first = await t.db.transaction((tx) =>
        ledger.post(tx, houseToMember(ids.demo03!, 10n, { reference: 'ledger-test:same' })),
      );
      const second = await t.db.transaction((tx) =>
        ledger.post(tx, houseToMember(ids.demo03!, 10n, { reference: 'ledger-test:same' })),
      );
      expect(second.transactionId).not.toBe(first.transactionId);
    });

    it('rolls a posting back with the caller’s transaction', async () => {
      const before = await cash('demo03');
      await expect(
        t.db.transaction(async (tx) => {
          await ledger.post(tx, houseToMember(ids.demo03!, 500n));
          throw new Error('caller fails after posting');
        }),
      ).rejects.toThrow('caller fails after posting');
      expect(await cash('demo03')).toBe(before);
    });
  });

  describe('reverse', () => {
    it('reverses with a new opposite transaction and edits nothing', async () => {
      const before = await cash('demo04');
      const original = await t.db.transaction((tx) =>
        ledger.post(tx, houseToMember(ids.demo04!, 1_234n, { kind: 'DEPOSIT', reference: 'ledger-test:r' })),
      );
      const originalEntries = await entriesOf(original.transactionId);
      const reversal = await t.db.transaction((tx) =>
        ledger.reverse(tx, original.transactionId, 'DEPOSIT_REVERSAL', { reason: 'test' }),
      );
      expect(reversal.transactionId).not.toBe(original.transactionId);
      expect(await cash('demo04')).toBe(before);
      expect(await entriesOf(original.transactionId)).toEqual(originalEntries);
      const reversed = await entriesOf(reversal.transactionId);
      expect(
        reversed
          .map((e) => [e.account_id, BigInt(e.amount_minor)])
          .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
      ).toEqual(
        originalEntries
          .map((e) => [e.account_id, -BigInt(e.amount_minor)])
          .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
      );
      const row = await t.db.query<{ reverses_id: string; reference: string; kind: string }>(
        `SELECT reverses_id, reference, kind FROM ledger_transactions WHERE id = $1`,
        [String(reversal.transactionId)],
      );
      expect(row.rows[0]).toEqual({
        reverses_id: String(original.transactionId),
        reference: 'ledger-test:r',
        kind: 'DEPOSIT_REVERSAL',
      });
    });

    it('reverses a transaction once only, and never one that does not exist', async () => {
      const original = await t.db.transaction((tx) => ledger.post(tx, houseToMember(ids.demo04!, 50n)));
      await t.db.transaction((tx) => ledger.reverse(tx, original.transactionId, 'REVERSAL'));
      await expect(
        t.db.transaction((tx) => ledger.reverse(tx, original.transactionId, 'REVERSAL')),
      ).rejects.toThrow(AlreadyReversedError);
      await expect(t.db.transaction((tx) => ledger.reverse(tx, 987_654_321n, 'REVERSAL'))).rejects.toThrow(
        /does not exist/,
      );
    });

    it('refuses to reverse money the member has spent since', async () => {
      const balance = await cash('demo05');
      const deposit = await t.db.transaction((tx) => ledger.post(tx, houseToMember(ids.demo05!, 700n)));
      await t.db.transaction((tx) => ledger.post(tx, houseToMember(ids.demo05!, -(balance + 700n))));
      await expect(
        t.db.transaction((tx) => ledger.reverse(tx, deposit.transactionId, 'REVERSAL')),
      ).rejects.toThrow(InsufficientFundsError);
    });

    it('keeps entries and transactions append-only in the database itself', async () => {
      await expect(t.db.query(`UPDATE ledger_entries SET amount_minor = amount_minor + 1`)).rejects.toThrow(
        /append-only/,
      );
      await expect(t.db.query(`DELETE FROM ledger_transactions`)).rejects.toThrow(/append-only/);
    });
  });

  describe('postPairsGuarded', () => {
    // A caller's extension as the seamless wallet's: its own rows, a guard on them, a record of each posting.
    const notes = (rows: { note: string; allowed: boolean }[]) =>
      batchExtension({
        inputs: `SELECT * FROM unnest($E1::text[], $E2::boolean[]) WITH ORDINALITY AS x(note, allowed, ord)`,
        guard: `SELECT x.ord FROM ext x JOIN input i ON i.ord = x.ord WHERE x.allowed`,
        record: `INSERT INTO ledger_test_notes (note, transaction_id, member_id, balance_after)
                 SELECT x.note, p.transaction_id, p.member_id, p.balance_after FROM posted p JOIN ext x ON x.ord = p.ord`,
        params: [rows.map((r) => r.note), rows.map((r) => r.allowed)],
      });
    const pair = (username: string, memberAmountMinor: bigint, note: string): PairPostRequest => ({
      merchantCode: 'ROYAL',
      currency: 'THB',
      kind: memberAmountMinor < 0n ? 'BET' : 'WIN',
      memberId: ids[username]!,
      reference: `ledger-test:${note}`,
      details: { note },
      member: 'CASH',
      system: 'HOUSE',
      memberAmountMinor,
    });

    beforeAll(async () => {
      await t.db.query(`CREATE TABLE ledger_test_notes (note text PRIMARY KEY, transaction_id bigint NOT NULL,
                          member_id uuid NOT NULL, balance_after bigint NOT NULL)`);
    });

    it('posts the items the guard admits and the member can afford, answering in request order', async () => {
      const start = {
        demo06: await cash('demo06'),
        demo07: await cash('demo07'),
        demo08: await cash('demo08'),
        demo09: await cash('demo09'),
      };
      const answers = await ledger.postPairsGuarded(
        t.db,
        [
          pair('demo06', -300n, 'a'),
          pair('demo07', -(start.demo07 + 1n), 'b'), // cannot afford it
          pair('demo08', 450n, 'c'), // refused by the guard
          pair('demo09', 800n, 'd'),
        ],
        notes([
          { note: 'a', allowed: true },
          { note: 'b', allowed: true },
          { note: 'c', allowed: false },
          { note: 'd', allowed: true },
        ]),
      );
      expect(answers.map((a) => a?.balanceAfterMinor ?? null)).toEqual([
        start.demo06 - 300n,
        null,
        null,
        start.demo09 + 800n,
      ]);
      expect(await cash('demo06')).toBe(start.demo06 - 300n);
      expect(await cash('demo07')).toBe(start.demo07);
      expect(await cash('demo08')).toBe(start.demo08);
      expect(await cash('demo09')).toBe(start.demo09 + 800n);
      // The caller's record commits with the money: one row per posted item, naming its transaction.
      const recorded = await t.db.query<{ note: string; transaction_id: string; balance_after: string }>(
        `SELECT note, transaction_id, balance_after FROM ledger_test_notes ORDER BY note`,
      );
      expect(recorded.rows).toEqual([
        {
          note: 'a',
          transaction_id: String(answers[0]!.transactionId),
          balance_after: String(start.demo06 - 300n),
        },
        {
          note: 'd',
          transaction_id: String(answers[3]!.transactionId),
          balance_after: String(start.demo09 + 800n),
        },
      ]);
      for (const answer of [answers[0]!, answers[3]!]) {
        const entries = await entriesOf(answer.transactionId);
        expect(entries).toHaveLength(2);
        expect(entries.map((e) => BigInt(e.amount_minor)).reduce((a, b) => a + b, 0n)).toBe(0n);
      }
    });

    it('posts nothing of the batch when the record fails for one item', async () => {
      const before = [await cash('demo10'), await cash('demo11')];
      const count = await transactionCount();
      // 'a' is recorded already: the record's unique violation aborts the whole statement.
      await expect(
        ledger.postPairsGuarded(
          t.db,
          [pair('demo10', -5n, 'e'), pair('demo11', -5n, 'a')],
          notes([
            { note: 'e', allowed: true },
            { note: 'a', allowed: true },
          ]),
        ),
      ).rejects.toMatchObject({ code: '23505' });
      expect([await cash('demo10'), await cash('demo11')]).toEqual(before);
      expect(await transactionCount()).toBe(count);
    });

    it('creates the member accounts a batch needs together, each once, when two batches race for them', async () => {
      const held = (username: string) =>
        t.db
          .query<{ n: string }>(
            `SELECT count(*) AS n FROM ledger_accounts WHERE member_id = $1 AND kind = 'HELD' AND currency = 'THB'`,
            [ids[username]],
          )
          .then((r) => Number(r.rows[0]!.n));
      const names = ['demo01', 'demo02', 'demo03'];
      // Held stakes: accounts a member gets only on first use (the demo members have none yet).
      for (const name of names) expect(await held(name)).toBe(0);
      const toHeld = (name: string, note: string) => ({ ...pair(name, 25n, note), member: 'HELD' as const });
      const [first, second] = await Promise.all([
        ledger.postPairsGuarded(
          t.db,
          names.map((name, i) => toHeld(name, `held-a${i}`)),
          notes(names.map((_, i) => ({ note: `held-a${i}`, allowed: true }))),
        ),
        ledger.postPairsGuarded(
          t.db,
          names.map((name, i) => toHeld(name, `held-b${i}`)),
          notes(names.map((_, i) => ({ note: `held-b${i}`, allowed: true }))),
        ),
      ]);
      for (const name of names) expect(await held(name)).toBe(1);
      // Both batches posted every item: each account ends with both credits.
      expect([...first, ...second].every((a) => a !== null)).toBe(true);
      for (const name of names) expect((await ledger.memberBalances(ids[name]!, 'THB')).HELD ?? 0n).toBe(50n);
    });

    it('refuses a batch that posts twice to one member account, or moves nothing', async () => {
      await expect(
        ledger.postPairsGuarded(
          t.db,
          [pair('demo12', -1n, 'f'), pair('demo12', -1n, 'g')],
          notes([
            { note: 'f', allowed: true },
            { note: 'g', allowed: true },
          ]),
        ),
      ).rejects.toThrow(/at most once/);
      await expect(
        ledger.postPairsGuarded(t.db, [pair('demo12', 0n, 'h')], notes([{ note: 'h', allowed: true }])),
      ).rejects.toThrow(/moves money/);
    });
  });

  describe('reconciliation', () => {
    it('reconciles the ledger after the day above, and reports a tampered cached balance', async () => {
      expect(await ledgerInvariantProblems(t.db)).toEqual([]);
      expect(await entrySums(t.db)).toMatchObject({ THB: 0n });
      const clean = await t.modules.ledger.reconciliation.run();
      expect(clean.ok).toBe(true);
      expect(clean.mismatches.balanceMismatches).toEqual([]);

      // Someone writes a cached balance behind the ledger's back.
      const account = await t.db.query<{ id: string }>(
        `UPDATE ledger_accounts SET balance_minor = balance_minor + 1 WHERE member_id = $1 AND kind = 'CASH'
         RETURNING id`,
        [ids.demo01],
      );
      try {
        const tampered = await t.modules.ledger.reconciliation.run();
        expect(tampered.ok).toBe(false);
        expect(tampered.mismatches.balanceMismatches).toEqual([
          expect.objectContaining({ accountId: account.rows[0]!.id, currency: 'THB' }),
        ]);
        const mismatch = tampered.mismatches.balanceMismatches[0]!;
        expect(Number(mismatch.cached) - Number(mismatch.entries)).toBeCloseTo(0.01);
        expect(mismatch.owner).toContain('demo01');
        const recent = await t.modules.ledger.reconciliation.recent(2);
        expect(recent.map((r) => r.ok)).toEqual([false, true]);
      } finally {
        await t.db.query(`UPDATE ledger_accounts SET balance_minor = balance_minor - 1 WHERE id = $1`, [
          account.rows[0]!.id,
        ]);
      }
    });
  });
});
