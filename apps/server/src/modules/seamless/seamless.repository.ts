// Owns tables: seamless_transactions, vendor_sessions, game_vendors.
// Reads tables: games, members, merchants, ledger_accounts.
import { toCurrencyCode, type CurrencyCode } from '@platform/money';
import type { SecretBox } from '../../platform/crypto/secret-box.ts';
import type { SealedColumn } from '../../platform/crypto/secret-reseal.ts';
import { prepared, type Database, type Queryable } from '../../platform/db/database.ts';
import { DEFAULT_MAX_PAYOUT_MULTIPLIER } from '../games/index.ts';
import { batchExtension } from '../ledger/index.ts';
import type { SeamlessFacts, SeamlessKind } from './domain/seamless-replay.ts';

export interface VendorRecord {
  code: string;
  displayName: string;
  walletType: 'SEAMLESS' | 'TRANSFER';
  status: 'ACTIVE' | 'DISABLED';
  currency: string | null;
  secret: string | null;
}

/** The member as the wallet needs them: merchant, currency, and whether they may play. */
export interface WalletMember {
  memberId: string;
  merchantCode: string;
  currency: CurrencyCode;
  status: string;
  type: number;
}

export interface SessionRecord extends WalletMember {
  vendorCode: string;
  gameCode: string;
  expiresAt: Date;
}

export interface StoredSeamlessTransaction extends SeamlessFacts {
  transactionUuid: string;
  ledgerTransactionId: bigint | null;
  rolledBack: boolean;
  balanceAfter: string | null;
}

export interface NewSeamlessTransaction extends SeamlessFacts {
  vendorCode: string;
  transactionUuid: string;
  merchantCode: string;
  gameCode: string;
  ledgerTransactionId: bigint | null;
  balanceAfter: string | null;
}

interface SeamlessRow {
  transaction_uuid: string;
  kind: SeamlessKind;
  member_id: string;
  round: string;
  reference_uuid: string | null;
  amount_minor: string;
  currency: CurrencyCode;
  ledger_transaction_id: string | null;
  rolled_back: boolean;
  balance_after: string | null;
}

const SEAMLESS_COLUMNS = `transaction_uuid, kind, member_id, round, reference_uuid, amount_minor, currency,
  ledger_transaction_id, rolled_back, balance_after`;

const fromRow = (r: SeamlessRow): StoredSeamlessTransaction => ({
  transactionUuid: r.transaction_uuid,
  kind: r.kind,
  memberId: r.member_id,
  round: r.round,
  referenceUuid: r.reference_uuid,
  amountMinor: BigInt(r.amount_minor),
  currency: toCurrencyCode(r.currency.trim()),
  ledgerTransactionId: r.ledger_transaction_id === null ? null : BigInt(r.ledger_transaction_id),
  rolledBack: r.rolled_back,
  balanceAfter: r.balance_after,
});

const MEMBER_COLUMNS = `m.id AS member_id, m.merchant_code, mc.currency, m.status, m.type`;

interface MemberRow {
  member_id: string;
  merchant_code: string;
  currency: string;
  status: string;
  type: number;
}

const memberOf = (r: MemberRow): WalletMember => ({
  memberId: r.member_id,
  merchantCode: r.merchant_code,
  currency: toCurrencyCode(r.currency.trim()),
  status: r.status,
  type: Number(r.type),
});

/**
 * Tables: owns vendor_sessions, seamless_transactions and the seamless columns of game_vendors;
 * reads members, merchants, ledger_accounts, and games (a title's maximum payout).
 *
 * The round of bet `b` (ADR 0017): the bet itself and, when the vendor names rounds, every bet and
 * win of the same member in the same round. Wins there may total at most the round's live stakes
 * times each game's maximum payout (from the catalog; the default for a game it does not know).
 *
 * Every query of the hot path here is written so that its only sensible plan is a few primary-key
 * or exact-index probes per call, whatever the table's statistics. Hot statements are prepared
 * (ADR 0015), so a connection keeps the generic plan it made once; plans made while the table was
 * small hashed or bitmap-scanned whole tables or a member's whole history, costs that grew with
 * every round played until the plan was replaced (bench/wallet, issue 16: 4,403 rows hashed, or
 * 20,000 buffers read, for one batch of 3 to 8 wins; 5–90 ms a batch).
 */
const roundRows = (b: string) => {
  const columns = `r.vendor_code, r.transaction_uuid, r.kind, r.amount_minor, r.rolled_back, r.game_code`;
  // Each branch through its own index (the bet, what references it, the round); UNION drops a row
  // that two branches found.
  return `SELECT ${columns} FROM seamless_transactions r
           WHERE r.vendor_code = ${b}.vendor_code AND r.transaction_uuid = ${b}.transaction_uuid
          UNION
          SELECT ${columns} FROM seamless_transactions r
           WHERE r.vendor_code = ${b}.vendor_code AND r.reference_uuid = ${b}.transaction_uuid
             AND r.member_id = ${b}.member_id
          UNION
          SELECT ${columns} FROM seamless_transactions r
           WHERE ${b}.round <> '' AND r.round <> '' AND r.vendor_code = ${b}.vendor_code
             AND r.member_id = ${b}.member_id AND r.round = ${b}.round`;
};

/** Whether the round of bet `b` stays within its maximum payout when `amount` more is won on it. */
const roundFits = (b: string, amount: string) =>
  `(SELECT COALESCE(sum(t.amount_minor) FILTER (WHERE t.kind = 'WIN'), 0) + ${amount}
           <= COALESCE(sum(t.amount_minor::numeric * COALESCE(g.max_payout_multiplier, ${DEFAULT_MAX_PAYOUT_MULTIPLIER}))
                         FILTER (WHERE t.kind = 'BET' AND NOT t.rolled_back), 0)
      FROM (${roundRows(b)}) t
      LEFT JOIN games g ON g.vendor_code = t.vendor_code AND g.game_code = t.game_code)`;

/**
 * The guard of a win in a batch, per item of `x` for member `member`: the live bet it names, the
 * member active, and, for a win that moves money, its uuid free and its round within the maximum
 * payout; the bet is then locked. A LATERAL subquery that locks cannot be flattened into the outer
 * join, so it is probed item by item through the bet's primary key.
 */
const winGuard = (member: string, lock: 'UPDATE' | 'SHARE', moves: boolean) =>
  `CROSS JOIN LATERAL (
     SELECT FROM seamless_transactions b
      WHERE b.vendor_code = x.vendor_code AND b.transaction_uuid = x.reference_uuid
        AND b.kind = 'BET' AND NOT b.rolled_back AND b.member_id = ${member}
        AND EXISTS (SELECT FROM members m WHERE m.id = b.member_id AND m.status = 'ACTIVE')
        ${
          moves
            ? `AND NOT EXISTS (SELECT FROM seamless_transactions s
                                WHERE s.vendor_code = x.vendor_code AND s.transaction_uuid = x.transaction_uuid)
               AND ${roundFits('b', 'x.amount')}`
            : ''
        }
      FOR ${lock} OF b) bet`;

/**
 * The guard and record of bets and wins posted together in one statement (`fastMoveBatch`): one
 * commit serves both, so a bet never waits for a batch of wins to finish, nor a win for bets.
 */
const MOVE_FRAGMENTS = (() => {
  const inputs = `SELECT * FROM unnest($E1::text[], $E2::text[], $E3::text[], $E4::text[], $E5::text[],
                          $E6::bigint[], $E7::int[], $E8::text[]) WITH ORDINALITY
                     AS x(vendor_code, transaction_uuid, round, game_code, reference_uuid, amount, scale, kind, ord)`;
  const free = `NOT EXISTS (SELECT 1 FROM seamless_transactions s
                             WHERE s.vendor_code = x.vendor_code AND s.transaction_uuid = x.transaction_uuid)`;
  const guard = `SELECT x.ord FROM ext x JOIN input i ON i.ord = x.ord
                   JOIN members m ON m.id = i.member_id AND m.status = 'ACTIVE'
                  WHERE x.kind = 'BET' AND ${free}
                 UNION ALL
                 SELECT x.ord FROM ext x JOIN input i ON i.ord = x.ord ${winGuard('i.member_id', 'UPDATE', true)}
                  WHERE x.kind = 'WIN'`;
  // The balance after, as the decimal string the protocol answers with (scale from the currency).
  const record = `INSERT INTO seamless_transactions (vendor_code, transaction_uuid, kind, member_id, merchant_code,
       round, game_code, reference_uuid, amount_minor, currency, ledger_transaction_id, balance_after)
     SELECT x.vendor_code, x.transaction_uuid, x.kind, p.member_id, p.merchant_code, x.round, x.game_code,
            x.reference_uuid, x.amount, p.currency, p.transaction_id,
            CASE WHEN x.scale = 0 THEN p.balance_after::text
            ELSE (p.balance_after / (10::numeric ^ x.scale)::bigint)::text || '.'
                 || lpad((p.balance_after % (10::numeric ^ x.scale)::bigint)::text, x.scale, '0') END
       FROM posted p JOIN ext x ON x.ord = p.ord`;
  return { inputs, guard, record };
})();

/** Wins of nothing, many in one statement (see `insertZeroWins`). */
const ZERO_WINS = prepared(`WITH x AS (
             SELECT * FROM unnest($1::text[], $2::text[], $3::uuid[], $4::text[], $5::text[], $6::text[], $7::text[],
                                  $8::text[], $9::int[]) WITH ORDINALITY
               AS x(vendor_code, transaction_uuid, member_id, merchant_code, round, game_code, reference_uuid,
                    currency, scale, ord)
           ), guard AS (
             SELECT x.ord FROM x ${winGuard('x.member_id', 'SHARE', false)}
           ), inserted AS (
             INSERT INTO seamless_transactions (vendor_code, transaction_uuid, kind, member_id, merchant_code,
               round, game_code, reference_uuid, amount_minor, currency, ledger_transaction_id, balance_after)
             SELECT x.vendor_code, x.transaction_uuid, 'WIN', x.member_id, x.merchant_code, x.round, x.game_code,
                    x.reference_uuid, 0, x.currency, NULL,
                    CASE WHEN x.scale = 0 THEN cash.minor::text
                    ELSE (cash.minor / (10::numeric ^ x.scale)::bigint)::text || '.'
                         || lpad((cash.minor % (10::numeric ^ x.scale)::bigint)::text, x.scale, '0') END
               FROM x JOIN guard g ON g.ord = x.ord
               LEFT JOIN ledger_accounts a ON a.member_id = x.member_id AND a.kind = 'CASH' AND a.currency = x.currency
               CROSS JOIN LATERAL (SELECT COALESCE(a.balance_minor, 0) AS minor) cash
             ON CONFLICT (vendor_code, transaction_uuid) DO NOTHING
             RETURNING vendor_code, transaction_uuid, balance_after
           )
           SELECT x.ord, i.balance_after FROM inserted i
             JOIN x ON x.vendor_code = i.vendor_code AND x.transaction_uuid = i.transaction_uuid`);

/** Additional data of a sealed vendor secret: a value sealed for another column does not open here. */
const VENDOR_SECRET_PURPOSE = 'vendor-secret';

export function createSeamlessRepository(db: Database, secretBox: SecretBox) {
  const vendorSecrets: SealedColumn = {
    name: 'game_vendors.secret',
    purpose: VENDOR_SECRET_PURPOSE,
    async pending(prefix, afterId, limit) {
      const r = await db.query<{ id: string; stored: string }>(
        `SELECT code AS id, secret AS stored FROM game_vendors
          WHERE secret <> '' AND NOT starts_with(secret, $1) AND ($2::text IS NULL OR code > $2)
          ORDER BY code LIMIT $3`,
        [prefix, afterId, limit],
      );
      return r.rows;
    },
    async replace(id, stored, next) {
      const r = await db.query(`UPDATE game_vendors SET secret = $3 WHERE code = $1 AND secret = $2`, [
        id,
        stored,
        next,
      ]);
      return (r.rowCount ?? 0) > 0;
    },
  };

  return {
    async insertVendorIfMissing(v: {
      code: string;
      displayName: string;
      brandColor: string;
      walletType?: 'SEAMLESS' | 'TRANSFER';
      /** Its signing secret, sealed at rest (a vendor of our own that signs like an outside one). */
      secret?: string;
    }): Promise<void> {
      await db.query(
        `INSERT INTO game_vendors (code, display_name, brand_color, wallet_type, secret) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (code) DO NOTHING`,
        [
          v.code,
          v.displayName,
          v.brandColor,
          v.walletType ?? 'SEAMLESS',
          v.secret === undefined ? null : secretBox.seal(v.secret, VENDOR_SECRET_PURPOSE),
        ],
      );
    },

    sealedColumns: [vendorSecrets],

    async vendors(): Promise<VendorRecord[]> {
      const r = await db.query<{
        code: string;
        display_name: string;
        wallet_type: 'SEAMLESS' | 'TRANSFER';
        status: 'ACTIVE' | 'DISABLED';
        currency: string | null;
        secret: string | null;
      }>(`SELECT code, display_name, wallet_type, status, currency, secret FROM game_vendors ORDER BY code`);
      return r.rows.map((v) => ({
        code: v.code,
        displayName: v.display_name,
        walletType: v.wallet_type,
        status: v.status,
        currency: v.currency?.trim() ?? null,
        secret: v.secret === null ? null : secretBox.open(v.secret, VENDOR_SECRET_PURPOSE),
      }));
    },

    async updateVendor(
      q: Queryable,
      code: string,
      changes: {
        displayName?: string;
        walletType?: string;
        status?: string;
        currency?: string | null;
        secret?: string;
      },
    ): Promise<boolean> {
      const r = await q.query(
        `UPDATE game_vendors SET
           display_name = COALESCE($2, display_name),
           wallet_type = COALESCE($3, wallet_type),
           status = COALESCE($4, status),
           currency = CASE WHEN $5::boolean THEN $6 ELSE currency END,
           secret = COALESCE($7, secret)
         WHERE code = $1`,
        [
          code,
          changes.displayName ?? null,
          changes.walletType ?? null,
          changes.status ?? null,
          changes.currency !== undefined,
          changes.currency ?? null,
          changes.secret === undefined ? null : secretBox.seal(changes.secret, VENDOR_SECRET_PURPOSE),
        ],
      );
      return (r.rowCount ?? 0) > 0;
    },

    async insertSession(s: {
      tokenHash: string;
      vendorCode: string;
      memberId: string;
      merchantCode: string;
      gameCode: string;
      expiresAt: Date;
    }) {
      await db.query(
        `INSERT INTO vendor_sessions (token_hash, vendor_code, member_id, merchant_code, game_code, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [s.tokenHash, s.vendorCode, s.memberId, s.merchantCode, s.gameCode, s.expiresAt],
      );
    },

    async sessionByTokenHash(tokenHash: string): Promise<SessionRecord | null> {
      const r = await db.query<MemberRow & { vendor_code: string; game_code: string; expires_at: Date }>(
        prepared(`SELECT ${MEMBER_COLUMNS}, s.vendor_code, s.game_code, s.expires_at
           FROM vendor_sessions s
           JOIN members m ON m.id = s.member_id
           JOIN merchants mc ON mc.code = m.merchant_code
          WHERE s.token_hash = $1`),
        [tokenHash],
      );
      const row = r.rows[0];
      return row
        ? {
            ...memberOf(row),
            vendorCode: row.vendor_code,
            gameCode: row.game_code,
            expiresAt: row.expires_at,
          }
        : null;
    },

    async walletMember(memberId: string): Promise<WalletMember | null> {
      const r = await db.query<MemberRow>(
        prepared(
          `SELECT ${MEMBER_COLUMNS} FROM members m JOIN merchants mc ON mc.code = m.merchant_code WHERE m.id = $1`,
        ),
        [memberId],
      );
      return r.rows[0] ? memberOf(r.rows[0]) : null;
    },

    /** Many members at once (a draw's winners), in no particular order; unknown ids are left out. */
    async walletMembers(memberIds: readonly string[]): Promise<WalletMember[]> {
      const r = await db.query<MemberRow>(
        prepared(
          `SELECT ${MEMBER_COLUMNS} FROM members m JOIN merchants mc ON mc.code = m.merchant_code
            WHERE m.id = ANY($1::uuid[])`,
        ),
        [memberIds],
      );
      return r.rows.map(memberOf);
    },

    /** Inserts the vendor transaction unless its uuid is taken; false when it was. */
    async insertTransaction(q: Queryable, t: NewSeamlessTransaction): Promise<boolean> {
      const r = await q.query(
        prepared(`INSERT INTO seamless_transactions (vendor_code, transaction_uuid, kind, member_id, merchant_code, round,
           game_code, reference_uuid, amount_minor, currency, ledger_transaction_id, balance_after)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
         ON CONFLICT (vendor_code, transaction_uuid) DO NOTHING`),
        [
          t.vendorCode,
          t.transactionUuid,
          t.kind,
          t.memberId,
          t.merchantCode,
          t.round,
          t.gameCode,
          t.referenceUuid,
          String(t.amountMinor),
          t.currency,
          t.ledgerTransactionId === null ? null : String(t.ledgerTransactionId),
          t.balanceAfter,
        ],
      );
      return (r.rowCount ?? 0) > 0;
    },

    async findTransaction(q: Queryable, vendorCode: string, uuid: string, lock = false) {
      const r = await q.query<SeamlessRow>(
        prepared(`SELECT ${SEAMLESS_COLUMNS} FROM seamless_transactions WHERE vendor_code = $1 AND transaction_uuid = $2
         ${lock ? 'FOR UPDATE' : ''}`),
        [vendorCode, uuid],
      );
      return r.rows[0] ? fromRow(r.rows[0]) : null;
    },

    /**
     * The guard and record of a batch of bets and wins posted in one statement (see the ledger's
     * `postPairsGuarded` and `batchExtension`, which checks the fragments' contract). The member
     * must be active and the uuid free; for a win, its bet must exist, be the member's and not be
     * rolled back, and its round stay within the maximum payout, the bet locked so a concurrent
     * rollback or win waits (ADR 0017).
     * The vendor transaction is inserted without ON CONFLICT: a uuid taken meanwhile aborts the whole
     * statement, money included, and each call then takes the careful path.
     */
    fastMoveBatch(
      items: readonly {
        kind: 'BET' | 'WIN';
        vendorCode: string;
        transactionUuid: string;
        round: string;
        gameCode: string;
        referenceUuid: string | null;
        amountMinor: bigint;
        scale: number;
      }[],
    ) {
      return batchExtension({
        ...MOVE_FRAGMENTS,
        params: [
          items.map((i) => i.vendorCode),
          items.map((i) => i.transactionUuid),
          items.map((i) => i.round),
          items.map((i) => i.gameCode),
          items.map((i) => i.referenceUuid),
          items.map((i) => String(i.amountMinor)),
          items.map((i) => i.scale),
          items.map((i) => i.kind),
        ],
      });
    },

    /**
     * Wins of nothing (lost rounds), many in one statement: no money moves, so no ledger transaction.
     * Each one's guard is a win's (the bet exists, is the member's, is not rolled back, read under a
     * share lock) and its record keeps the cash balance the answer reports. Null for a win the guard
     * refused or whose uuid is taken: the careful path then works out the exact status. Members are
     * distinct within a batch.
     */
    async insertZeroWins(
      q: Queryable,
      wins: readonly {
        vendorCode: string;
        transactionUuid: string;
        memberId: string;
        merchantCode: string;
        round: string;
        gameCode: string;
        referenceUuid: string;
        currency: string;
        scale: number;
      }[],
    ): Promise<(string | null)[]> {
      const r = await q.query<{ ord: string; balance_after: string }>(ZERO_WINS, [
        wins.map((w) => w.vendorCode),
        wins.map((w) => w.transactionUuid),
        wins.map((w) => w.memberId),
        wins.map((w) => w.merchantCode),
        wins.map((w) => w.round),
        wins.map((w) => w.gameCode),
        wins.map((w) => w.referenceUuid),
        wins.map((w) => w.currency),
        wins.map((w) => w.scale),
      ]);
      const answers: (string | null)[] = wins.map(() => null);
      for (const row of r.rows) answers[Number(row.ord) - 1] = row.balance_after;
      return answers;
    },

    /**
     * Whether a win of `amountMinor` on bet `betUuid` keeps its round within the maximum payout. Call
     * with the bet row locked (findTransaction with lock), so wins on one bet are decided one by one.
     */
    async winFitsRound(q: Queryable, vendorCode: string, betUuid: string, amountMinor: bigint) {
      const r = await q.query<{ fits: boolean }>(
        prepared(`SELECT ${roundFits('b', '$3::bigint')} AS fits
           FROM seamless_transactions b WHERE b.vendor_code = $1 AND b.transaction_uuid = $2`),
        [vendorCode, betUuid, String(amountMinor)],
      );
      return r.rows[0]?.fits === true;
    },

    /** Whether the bet's round has paid out anything: such a bet can no longer be rolled back. */
    async roundHasPaidWins(q: Queryable, vendorCode: string, betUuid: string) {
      const r = await q.query<{ paid: boolean }>(
        prepared(`SELECT EXISTS (SELECT FROM (${roundRows('b')}) t WHERE t.kind = 'WIN' AND t.amount_minor > 0) AS paid
           FROM seamless_transactions b WHERE b.vendor_code = $1 AND b.transaction_uuid = $2`),
        [vendorCode, betUuid],
      );
      return r.rows[0]?.paid === true;
    },

    /** Ends every open launch session of the member (logout, password change). */
    async expireSessionsOf(memberId: string, now: Date) {
      await db.query(`UPDATE vendor_sessions SET expires_at = $2 WHERE member_id = $1 AND expires_at > $2`, [
        memberId,
        now,
      ]);
    },

    /** Demo mode only: moves a demo round's calls to an earlier time, so the demo has days of play. */
    async backdateRound(vendorCode: string, memberId: string, round: string, at: Date) {
      await db.query(
        `UPDATE seamless_transactions
            SET created_at = $4::timestamptz + CASE WHEN kind = 'BET' THEN interval '0' ELSE interval '40 seconds' END
          WHERE vendor_code = $1 AND member_id = $2 AND round = $3 AND round <> ''`,
        [vendorCode, memberId, round, at],
      );
    },

    async markRolledBack(q: Queryable, vendorCode: string, uuid: string) {
      await q.query(
        `UPDATE seamless_transactions SET rolled_back = true WHERE vendor_code = $1 AND transaction_uuid = $2`,
        [vendorCode, uuid],
      );
    },
  };
}

export type SeamlessRepository = ReturnType<typeof createSeamlessRepository>;
