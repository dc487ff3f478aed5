// Owns tables: ledger_reconciliations.
// Reads tables: ledger_accounts, ledger_transactions, ledger_entries, members.
import { toCurrencyCode, type CurrencyCode } from '@platform/money';
import type { Database, Queryable } from '../../platform/db/database.ts';

/**
 * Reads over the ledger for people and for its proof: a member's statement and cash flows, system
 * balances, the reconciliation facts and the stored reconciliation runs. Postings are written by
 * ledger-postings.repository.ts only.
 */

export interface HistoryRow {
  transactionId: bigint;
  kind: string;
  reference: string | null;
  details: Record<string, unknown>;
  createdAt: Date;
  accountKind: string;
  currency: CurrencyCode;
  amountMinor: bigint;
  balanceAfterMinor: bigint | null;
}

export interface HistoryFilter {
  memberId: string;
  kinds: readonly string[] | null;
  from: Date;
  to: Date;
  limit: number;
  offset: number;
}

/** Currencies stay plain text here: the proof must report a row whatever its currency holds. */
export interface ReconciliationFacts {
  currencies: { currency: string; sumMinor: bigint; entries: number }[];
  unbalancedTransactions: { transactionId: bigint; currency: string; sumMinor: bigint }[];
  balanceMismatches: {
    accountId: bigint;
    owner: string;
    currency: string;
    cachedMinor: bigint;
    entriesMinor: bigint;
  }[];
  negativeMemberAccounts: { accountId: bigint; owner: string; currency: string; balanceMinor: bigint }[];
  /** Entries whose account or transaction does not exist (no foreign key checks it per bet). */
  danglingEntries: { entryId: bigint; transactionId: bigint; accountId: bigint }[];
}

const toBig = (v: string | number | bigint) => BigInt(v);

/** Who an account belongs to, for people reading a report: merchant, then member or system kind. */
const OWNER = `a.merchant_code || ' · ' || COALESCE((SELECT m.username FROM members m WHERE m.id = a.member_id), '') || ' ' || a.kind`;

export function createLedgerReportsRepository(db: Database) {
  return {
    db,

    /** A member's entries, newest first, with their transaction. */
    async history(q: Queryable, filter: HistoryFilter): Promise<{ rows: HistoryRow[]; total: number }> {
      const params = [filter.memberId, filter.from, filter.to, filter.kinds, filter.limit, filter.offset];
      const where = `a.member_id = $1 AND e.created_at >= $2 AND e.created_at < $3
                     AND ($4::text[] IS NULL OR t.kind = ANY($4::text[]))`;
      const [rows, count] = await Promise.all([
        q.query<{
          transaction_id: string;
          kind: string;
          reference: string | null;
          details: Record<string, unknown>;
          created_at: Date;
          account_kind: string;
          currency: string;
          amount_minor: string;
          balance_after_minor: string | null;
        }>(
          `SELECT t.id AS transaction_id, t.kind, t.reference, t.details, e.created_at, a.kind AS account_kind,
                  e.currency, e.amount_minor, e.balance_after_minor
             FROM ledger_entries e
             JOIN ledger_accounts a ON a.id = e.account_id
             JOIN ledger_transactions t ON t.id = e.transaction_id
            WHERE ${where}
            ORDER BY e.id DESC LIMIT $5 OFFSET $6`,
          params,
        ),
        q.query<{ total: string }>(
          `SELECT count(*) AS total FROM ledger_entries e
             JOIN ledger_accounts a ON a.id = e.account_id
             JOIN ledger_transactions t ON t.id = e.transaction_id
            WHERE ${where}`,
          params.slice(0, 4),
        ),
      ]);
      return {
        total: Number(count.rows[0]?.total ?? 0),
        rows: rows.rows.map((r) => ({
          transactionId: toBig(r.transaction_id),
          kind: r.kind,
          reference: r.reference,
          details: r.details,
          createdAt: r.created_at,
          accountKind: r.account_kind,
          currency: toCurrencyCode(r.currency.trim()),
          amountMinor: toBig(r.amount_minor),
          balanceAfterMinor: r.balance_after_minor === null ? null : toBig(r.balance_after_minor),
        })),
      };
    },

    /** A member's cash flows by transaction kind since an instant (deposits, stakes, refunds) for turnover rules. */
    async memberCashFlows(q: Queryable, memberId: string, currency: string, since: Date) {
      const r = await q.query<{ kind: string; cashier_deposit: boolean; total_minor: string }>(
        `SELECT t.kind, COALESCE(t.reference LIKE 'deposit:%', false) AS cashier_deposit, sum(e.amount_minor) AS total_minor
           FROM ledger_accounts a
           JOIN ledger_entries e ON e.account_id = a.id
           JOIN ledger_transactions t ON t.id = e.transaction_id
          WHERE a.member_id = $1 AND a.kind = 'CASH' AND a.currency = $2 AND e.created_at >= $3
            AND t.kind IN ('DEPOSIT', 'BET', 'ROLLBACK')
          GROUP BY 1, 2`,
        [memberId, currency, since],
      );
      return r.rows.map((row) => ({
        kind: row.kind,
        cashierDeposit: row.cashier_deposit,
        totalMinor: toBig(row.total_minor),
      }));
    },

    /** Everything reconciliation checks, computed by PostgreSQL over the whole ledger. */
    async reconciliationFacts(q: Queryable): Promise<ReconciliationFacts> {
      // One after another: they share the caller's snapshot transaction, and a client runs one query at a time.
      const currencies = await q.query<{ currency: string; sum_minor: string; entries: string }>(
        `SELECT currency, COALESCE(sum(amount_minor), 0) AS sum_minor, count(*) AS entries
             FROM ledger_entries GROUP BY currency ORDER BY currency`,
      );
      const unbalanced = await q.query<{ transaction_id: string; currency: string; sum_minor: string }>(
        `SELECT transaction_id, currency, sum(amount_minor) AS sum_minor
             FROM ledger_entries GROUP BY transaction_id, currency
           HAVING sum(amount_minor) <> 0 ORDER BY transaction_id LIMIT 100`,
      );
      const mismatches = await q.query<{
        id: string;
        owner: string;
        currency: string;
        balance_minor: string;
        entries_minor: string;
      }>(
        `SELECT a.id, ${OWNER} AS owner, a.currency, a.balance_minor, COALESCE(s.total, 0) AS entries_minor
             FROM ledger_accounts a
             LEFT JOIN (SELECT account_id, sum(amount_minor) AS total FROM ledger_entries GROUP BY account_id) s
               ON s.account_id = a.id
            WHERE a.balance_minor IS NOT NULL AND a.balance_minor <> COALESCE(s.total, 0)
            ORDER BY a.id LIMIT 100`,
      );
      const negatives = await q.query<{ id: string; owner: string; currency: string; balance_minor: string }>(
        `SELECT a.id, ${OWNER} AS owner, a.currency, a.balance_minor FROM ledger_accounts a
          WHERE a.balance_minor < 0 ORDER BY a.id LIMIT 100`,
      );
      const dangling = await q.query<{ id: string; transaction_id: string; account_id: string }>(
        `SELECT e.id, e.transaction_id, e.account_id FROM ledger_entries e
          WHERE NOT EXISTS (SELECT 1 FROM ledger_transactions t WHERE t.id = e.transaction_id)
             OR NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.id = e.account_id)
          ORDER BY e.id LIMIT 100`,
      );
      return {
        danglingEntries: dangling.rows.map((r) => ({
          entryId: toBig(r.id),
          transactionId: toBig(r.transaction_id),
          accountId: toBig(r.account_id),
        })),
        currencies: currencies.rows.map((r) => ({
          currency: r.currency.trim(),
          sumMinor: toBig(r.sum_minor),
          entries: Number(r.entries),
        })),
        unbalancedTransactions: unbalanced.rows.map((r) => ({
          transactionId: toBig(r.transaction_id),
          currency: r.currency.trim(),
          sumMinor: toBig(r.sum_minor),
        })),
        balanceMismatches: mismatches.rows.map((r) => ({
          accountId: toBig(r.id),
          owner: r.owner,
          currency: r.currency.trim(),
          cachedMinor: toBig(r.balance_minor),
          entriesMinor: toBig(r.entries_minor),
        })),
        negativeMemberAccounts: negatives.rows.map((r) => ({
          accountId: toBig(r.id),
          owner: r.owner,
          currency: r.currency.trim(),
          balanceMinor: toBig(r.balance_minor),
        })),
      };
    },

    async saveReconciliation(q: Queryable, ok: boolean, currencies: unknown, mismatches: unknown) {
      const r = await q.query<{ id: string; ran_at: Date }>(
        `INSERT INTO ledger_reconciliations (ok, currencies, mismatches) VALUES ($1, $2, $3) RETURNING id, ran_at`,
        [ok, JSON.stringify(currencies), JSON.stringify(mismatches)],
      );
      return r.rows[0]!;
    },

    async recentReconciliations(q: Queryable, limit: number) {
      const r = await q.query<{
        id: string;
        ran_at: Date;
        ok: boolean;
        currencies: unknown;
        mismatches: unknown;
      }>(
        `SELECT id, ran_at, ok, currencies, mismatches FROM ledger_reconciliations ORDER BY id DESC LIMIT $1`,
        [limit],
      );
      return r.rows;
    },

    /** Balance of every system account: the sum of its entries (they keep no cached balance). */
    async systemBalances(q: Queryable, merchantCode: string | null) {
      const r = await q.query<{
        merchant_code: string;
        kind: string;
        currency: string;
        balance_minor: string;
      }>(
        `SELECT a.merchant_code, a.kind, a.currency, COALESCE(sum(e.amount_minor), 0) AS balance_minor
           FROM ledger_accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id
          WHERE a.member_id IS NULL AND ($1::text IS NULL OR a.merchant_code = $1)
          GROUP BY a.id ORDER BY a.merchant_code, a.kind, a.currency`,
        [merchantCode],
      );
      return r.rows.map((row) => ({
        merchantCode: row.merchant_code,
        kind: row.kind,
        currency: toCurrencyCode(row.currency.trim()),
        balanceMinor: toBig(row.balance_minor),
      }));
    },
  };
}

export type LedgerReportsRepository = ReturnType<typeof createLedgerReportsRepository>;
