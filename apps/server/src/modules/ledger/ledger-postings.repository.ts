// Owns tables: ledger_accounts, ledger_transactions, ledger_entries.
// Reads tables: none.
import { toCurrencyCode, type CurrencyCode } from '@platform/money';
import {
  prepared,
  type Database,
  type PreparedStatement,
  type Queryable,
} from '../../platform/db/database.ts';
import { placeholdersAfter, type BatchExtension } from './batch-extension.ts';
import type { Posting } from './domain/postings.ts';

/**
 * The ledger's writes: accounts, postings (one transaction, a reversal, a guarded batch) and the
 * cached balances they move. Reports over the ledger live in ledger-reports.repository.ts.
 */

export type MemberAccountKind = 'CASH' | 'BONUS' | 'HELD';
export type SystemAccountKind =
  'HOUSE' | 'PSP_CLEARING' | 'VENDOR_SETTLEMENT' | 'PROMOTIONS' | 'ADJUSTMENTS' | 'AGENT_COMMISSION';

export interface PostedTransaction {
  transactionId: bigint;
  /** Cached balance after the posting, for each member account it touched. */
  balancesAfter: Map<bigint, bigint>;
  createdAt: Date;
}

export interface NewLedgerTransaction {
  merchantCode: string;
  kind: string;
  memberId: string | null;
  reference: string | null;
  reversesId: bigint | null;
  details: Record<string, unknown>;
  /** Balanced and in lock order (the service checks both). */
  postings: readonly Posting[];
}

export interface AccountRow {
  id: bigint;
  kind: string;
  currency: CurrencyCode;
  balanceMinor: bigint | null;
}

const toBig = (v: string | number | bigint) => BigInt(v);

/** The posting statement, prepared once. */
const postingStatement = prepared(
  `WITH moved AS (
     UPDATE ledger_accounts a SET balance_minor = a.balance_minor + p.amount
       FROM unnest($6::bigint[], $8::bigint[]) AS p(account_id, amount)
      WHERE a.id = p.account_id AND a.balance_minor IS NOT NULL
     RETURNING a.id, a.balance_minor
   ), txn AS (
     INSERT INTO ledger_transactions (merchant_code, kind, member_id, reference, reverses_id, details)
     VALUES ($1, $2, $3, $4, $5, $9)
     RETURNING id, created_at
   ), entries AS (
     INSERT INTO ledger_entries (transaction_id, account_id, currency, amount_minor, balance_after_minor, created_at)
     SELECT txn.id, p.account_id, p.currency, p.amount, moved.balance_minor, txn.created_at
       FROM txn
       CROSS JOIN unnest($6::bigint[], $7::text[], $8::bigint[]) AS p(account_id, currency, amount)
       LEFT JOIN moved ON moved.id = p.account_id
   )
   SELECT txn.id AS transaction_id, txn.created_at,
          (SELECT json_agg(json_build_array(moved.id::text, moved.balance_minor::text)) FROM moved) AS balances
     FROM txn`,
);

async function postStatement(q: Queryable, t: NewLedgerTransaction): Promise<PostedTransaction> {
  const result = await q.query<{
    transaction_id: string;
    created_at: Date;
    balances: [string, string][] | null;
  }>(postingStatement, [
    t.merchantCode,
    t.kind,
    t.memberId,
    t.reference,
    t.reversesId === null ? null : String(t.reversesId),
    t.postings.map((p) => String(p.accountId)),
    t.postings.map((p) => p.currency),
    t.postings.map((p) => String(p.amountMinor)),
    JSON.stringify(t.details),
  ]);
  const row = result.rows[0]!;
  return {
    transactionId: toBig(row.transaction_id),
    createdAt: row.created_at,
    balancesAfter: new Map((row.balances ?? []).map(([id, balance]) => [toBig(id), toBig(balance)])),
  };
}

/**
 * One posting of a batch (see `postPairsGuarded`): a member account against a system account,
 * which keeps no cached balance and so is never locked.
 */
export interface PairPosting {
  merchantCode: string;
  kind: string;
  memberId: string;
  reference: string;
  details: Record<string, unknown>;
  memberAccountId: bigint;
  systemAccountId: bigint;
  currency: string;
  /** The member leg, signed and never zero; the system leg is its opposite. */
  memberAmountMinor: bigint;
  /** See PairPostRequest.onlyIfAccountUnchanged. */
  onlyIfAccountUnchanged: boolean;
}

const BATCH_PARAMS = 10;
const batchStatements = new Map<string, PreparedStatement>();

/** The batch statement with a checked extension spliced in (see batch-extension.ts), prepared once per extension. */
function batchStatement(extension: BatchExtension): PreparedStatement {
  let statement = batchStatements.get(extension.key);
  if (statement) return statement;
  const ext = (sql: string) => placeholdersAfter(sql, BATCH_PARAMS);
  // Member rows are locked in ascending id order (ARCHITECTURE "Money") before they move; a member
  // who cannot afford their item keeps their balance and that item is simply not posted.
  // `seen` is each account's row version in the statement's snapshot, the one the guard decided on.
  // An UPDATE re-reads the newest version of a row another transaction changed meanwhile and tests
  // its WHERE again on it; an item that must find its account unchanged is not posted when the
  // versions differ (ADR 0025).
  statement = prepared(
    `WITH input AS (
       SELECT * FROM unnest($1::text[], $2::text[], $3::uuid[], $4::text[], $5::text[], $6::bigint[],
                            $7::bigint[], $8::text[], $9::bigint[], $10::boolean[]) WITH ORDINALITY
         AS i(merchant_code, kind, member_id, reference, details, account_id, system_account_id, currency, amount,
              if_unchanged, ord)
     ), ext AS (${ext(extension.inputs)}),
     guard AS (${ext(extension.guard)}),
     seen AS (
       SELECT a.id, a.xmin AS version FROM ledger_accounts a
        WHERE a.id IN (SELECT i.account_id FROM input i WHERE i.if_unchanged)
     ),
     locked AS (
       SELECT a.id FROM ledger_accounts a
        WHERE a.id IN (SELECT i.account_id FROM input i JOIN guard g ON g.ord = i.ord)
          AND a.balance_minor IS NOT NULL
        ORDER BY a.id FOR UPDATE
     ), moved AS (
       UPDATE ledger_accounts a SET balance_minor = a.balance_minor + i.amount
         FROM input i JOIN guard g ON g.ord = i.ord JOIN locked l ON l.id = i.account_id
        WHERE a.id = i.account_id AND a.balance_minor + i.amount >= 0
          AND (NOT i.if_unchanged OR a.xmin = (SELECT s.version FROM seen s WHERE s.id = a.id))
       RETURNING a.id, a.balance_minor
     ), posted AS MATERIALIZED (
       SELECT i.*, moved.balance_minor AS balance_after,
              nextval(pg_get_serial_sequence('ledger_transactions', 'id')) AS transaction_id,
              now() AS created_at
         FROM input i JOIN moved ON moved.id = i.account_id
     ), txn AS (
       INSERT INTO ledger_transactions (id, merchant_code, kind, member_id, reference, details, created_at)
       SELECT transaction_id, merchant_code, kind, member_id, reference, details::jsonb, created_at FROM posted
     ), entries AS (
       INSERT INTO ledger_entries (transaction_id, account_id, currency, amount_minor, balance_after_minor, created_at)
       SELECT p.transaction_id, leg.account_id, p.currency, leg.amount, leg.balance_after, p.created_at
         FROM posted p
         CROSS JOIN LATERAL (VALUES (p.account_id, p.amount, p.balance_after),
                                    (p.system_account_id, -p.amount, NULL::bigint))
           AS leg(account_id, amount, balance_after)
     ), record AS (${ext(extension.record)})
     SELECT ord, transaction_id, balance_after FROM posted`,
  );
  batchStatements.set(extension.key, statement);
  return statement;
}

export function createLedgerPostingsRepository(db: Database) {
  return {
    db,

    /** The member's account of that kind and currency, created on first use. */
    /** The id of an account that exists, or null; creates nothing. */
    async existingAccountId(
      q: Queryable,
      merchantCode: string,
      ref: { memberId: string; kind: MemberAccountKind } | { system: SystemAccountKind },
      currency: string,
    ): Promise<bigint | null> {
      const r =
        'memberId' in ref
          ? await q.query<{ id: string }>(
              prepared(`SELECT id FROM ledger_accounts WHERE member_id = $1 AND kind = $2 AND currency = $3`),
              [ref.memberId, ref.kind, currency],
            )
          : await q.query<{ id: string }>(
              prepared(
                `SELECT id FROM ledger_accounts WHERE merchant_code = $1 AND kind = $2 AND currency = $3 AND member_id IS NULL`,
              ),
              [merchantCode, ref.system, currency],
            );
      return r.rows[0] ? toBig(r.rows[0].id) : null;
    },

    async memberAccountId(
      q: Queryable,
      merchantCode: string,
      memberId: string,
      kind: MemberAccountKind,
      currency: string,
    ): Promise<bigint> {
      const found = await q.query<{ id: string }>(
        `INSERT INTO ledger_accounts (merchant_code, member_id, kind, currency, balance_minor)
         VALUES ($1, $2, $3, $4, 0)
         ON CONFLICT (member_id, kind, currency) WHERE member_id IS NOT NULL DO NOTHING
         RETURNING id`,
        [merchantCode, memberId, kind, currency],
      );
      if (found.rows[0]) return toBig(found.rows[0].id);
      const existing = await q.query<{ id: string }>(
        `SELECT id FROM ledger_accounts WHERE member_id = $1 AND kind = $2 AND currency = $3`,
        [memberId, kind, currency],
      );
      return toBig(existing.rows[0]!.id);
    },

    /**
     * Many members' accounts at once, created on first use (autocommit, on the pool): one statement
     * reads those that exist and creates the others. Answers an id per item, in item order.
     */
    async memberAccountIds(
      q: Queryable,
      items: readonly { merchantCode: string; memberId: string; kind: MemberAccountKind; currency: string }[],
    ): Promise<bigint[]> {
      const lookup = () =>
        q.query<{ ord: string; id: string | null }>(
          prepared(`WITH wanted AS (
             SELECT * FROM unnest($1::text[], $2::uuid[], $3::text[], $4::text[]) WITH ORDINALITY
               AS w(merchant_code, member_id, kind, currency, ord)
           ), found AS (
             SELECT w.ord, a.id FROM wanted w
               JOIN ledger_accounts a ON a.member_id = w.member_id AND a.kind = w.kind AND a.currency = w.currency
           ), created AS (
             INSERT INTO ledger_accounts (merchant_code, member_id, kind, currency, balance_minor)
             SELECT DISTINCT ON (w.member_id, w.kind, w.currency) w.merchant_code, w.member_id, w.kind, w.currency, 0
               FROM wanted w WHERE w.ord NOT IN (SELECT ord FROM found)
             ON CONFLICT (member_id, kind, currency) WHERE member_id IS NOT NULL DO NOTHING
             RETURNING id, member_id, kind, currency
           )
           SELECT w.ord::text, COALESCE(f.id, c.id)::text AS id FROM wanted w
             LEFT JOIN found f ON f.ord = w.ord
             LEFT JOIN created c ON c.member_id = w.member_id AND c.kind = w.kind AND c.currency = w.currency`),
          [
            items.map((i) => i.merchantCode),
            items.map((i) => i.memberId),
            items.map((i) => i.kind),
            items.map((i) => i.currency),
          ],
        );
      const ids: (bigint | null)[] = items.map(() => null);
      for (const row of (await lookup()).rows) if (row.id !== null) ids[Number(row.ord) - 1] = toBig(row.id);
      // An account another transaction created after this statement's snapshot is neither found nor
      // created here (its insert conflicted): the next statement reads it.
      if (ids.some((id) => id === null))
        for (const row of (await lookup()).rows)
          if (row.id !== null) ids[Number(row.ord) - 1] = toBig(row.id);
      return ids.map((id, i) => {
        if (id === null) throw new Error(`no ledger account for member ${items[i]!.memberId}`);
        return id;
      });
    },

    async systemAccountId(
      q: Queryable,
      merchantCode: string,
      kind: SystemAccountKind,
      currency: string,
    ): Promise<bigint> {
      const found = await q.query<{ id: string }>(
        `INSERT INTO ledger_accounts (merchant_code, kind, currency) VALUES ($1, $2, $3)
         ON CONFLICT (merchant_code, kind, currency) WHERE member_id IS NULL DO NOTHING
         RETURNING id`,
        [merchantCode, kind, currency],
      );
      if (found.rows[0]) return toBig(found.rows[0].id);
      const existing = await q.query<{ id: string }>(
        `SELECT id FROM ledger_accounts WHERE merchant_code = $1 AND kind = $2 AND currency = $3 AND member_id IS NULL`,
        [merchantCode, kind, currency],
      );
      return toBig(existing.rows[0]!.id);
    },

    /** Locks member accounts in ascending id order before a posting that touches more than one. */
    async lockAccounts(q: Queryable, accountIds: readonly bigint[]): Promise<void> {
      await q.query(
        prepared(
          `SELECT id FROM ledger_accounts WHERE id = ANY($1::bigint[]) AND balance_minor IS NOT NULL ORDER BY id FOR UPDATE`,
        ),
        [accountIds.map(String)],
      );
    },

    /**
     * Posts one balanced transaction in a single statement: member balances move (a CHECK refuses a
     * negative one), the transaction and its entries are appended. System accounts are not updated,
     * so concurrent bets never queue on the house row.
     */
    async post(q: Queryable, t: NewLedgerTransaction): Promise<PostedTransaction> {
      return postStatement(q, t);
    },

    /**
     * Many member-against-system postings in one statement, one round trip and one commit, each
     * made conditional on the caller's `guard` and followed by the caller's `record` (see
     * `BatchExtension`): a caller's row commits with its money or not at all, and an error anywhere
     * (a unique violation in `record`, a deadlock) posts nothing of the batch. An item the guard
     * refuses or the member cannot afford is not posted; it answers null. Member accounts must be
     * distinct within a batch.
     */
    async postPairsGuarded(
      q: Queryable,
      items: readonly PairPosting[],
      extension: BatchExtension,
    ): Promise<({ transactionId: bigint; balanceAfterMinor: bigint } | null)[]> {
      if (new Set(items.map((i) => i.memberAccountId)).size !== items.length)
        throw new Error('a batch posts to each member account at most once');
      if (items.some((i) => i.memberAmountMinor === 0n)) throw new Error('a batch posting moves money');
      const result = await q.query<{ ord: string; transaction_id: string; balance_after: string }>(
        batchStatement(extension),
        [
          items.map((i) => i.merchantCode),
          items.map((i) => i.kind),
          items.map((i) => i.memberId),
          items.map((i) => i.reference),
          items.map((i) => JSON.stringify(i.details)),
          items.map((i) => String(i.memberAccountId)),
          items.map((i) => String(i.systemAccountId)),
          items.map((i) => i.currency),
          items.map((i) => String(i.memberAmountMinor)),
          items.map((i) => i.onlyIfAccountUnchanged),
          ...extension.params,
        ],
      );
      const answers: ({ transactionId: bigint; balanceAfterMinor: bigint } | null)[] = items.map(() => null);
      for (const row of result.rows) {
        answers[Number(row.ord) - 1] = {
          transactionId: toBig(row.transaction_id),
          balanceAfterMinor: toBig(row.balance_after),
        };
      }
      return answers;
    },

    async transactionPostings(q: Queryable, transactionId: bigint) {
      const result = await q.query<{
        merchant_code: string;
        kind: string;
        member_id: string | null;
        reference: string | null;
        account_id: string;
        currency: string;
        amount_minor: string;
      }>(
        `SELECT t.merchant_code, t.kind, t.member_id, t.reference, e.account_id, e.currency, e.amount_minor
           FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id
          WHERE t.id = $1 ORDER BY e.id`,
        [String(transactionId)],
      );
      return result.rows.map((r) => ({
        merchantCode: r.merchant_code,
        kind: r.kind,
        memberId: r.member_id,
        reference: r.reference,
        posting: {
          accountId: toBig(r.account_id),
          currency: r.currency.trim(),
          amountMinor: toBig(r.amount_minor),
        },
      }));
    },

    async isReversed(q: Queryable, transactionId: bigint): Promise<boolean> {
      const r = await q.query(`SELECT 1 FROM ledger_transactions WHERE reverses_id = $1`, [
        String(transactionId),
      ]);
      return (r.rowCount ?? 0) > 0;
    },

    async memberAccounts(q: Queryable, memberId: string): Promise<AccountRow[]> {
      const result = await q.query<{ id: string; kind: string; currency: string; balance_minor: string }>(
        prepared(
          `SELECT id, kind, currency, balance_minor FROM ledger_accounts WHERE member_id = $1 ORDER BY id`,
        ),
        [memberId],
      );
      return result.rows.map((r) => ({
        id: toBig(r.id),
        kind: r.kind,
        currency: toCurrencyCode(r.currency.trim()),
        balanceMinor: toBig(r.balance_minor),
      }));
    },
  };
}

export type LedgerPostingsRepository = ReturnType<typeof createLedgerPostingsRepository>;
