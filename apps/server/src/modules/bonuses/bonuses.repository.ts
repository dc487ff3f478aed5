// Owns tables: bonus_grants, bonus_offers.
// Reads tables: seamless_transactions, games, members.
import type { Queryable } from '../../platform/db/database.ts';
import { ROUND_FACTS_SQL, ROUND_KEY_SQL } from '../games/index.ts';
import type { WagerRound } from './domain/wagering.ts';
import type { GrantSource } from './grant-request.ts';

export type GrantStatus = 'ACTIVE' | 'COMPLETED' | 'FORFEITED' | 'EXPIRED' | 'CANCELLED';
export type OfferStatus = 'WAITING' | 'CLAIMED' | 'LAPSED';

export interface GrantRow {
  id: string;
  merchantCode: string;
  memberId: string;
  currency: string;
  source: GrantSource;
  sourceRef: string;
  amountMinor: bigint;
  requirementMinor: bigint;
  categoryWeightsBps: Record<string, number>;
  excludedGameCodes: string[];
  maxBetMinor: bigint | null;
  status: GrantStatus;
  expiresAt: Date | null;
  titleKey: string;
  titleParams: Record<string, string>;
  depositOrderId: string | null;
  grantTransactionId: string | null;
  closingTransactionId: string | null;
  closedAt: Date | null;
  closeReason: string | null;
  closedBy: string | null;
  filledBetAt: Date | null;
  filledBetKey: string | null;
  createdAt: Date;
}

export interface NewGrant {
  id: string;
  merchantCode: string;
  memberId: string;
  currency: string;
  source: GrantSource;
  sourceRef: string;
  amountMinor: bigint;
  requirementMinor: bigint;
  categoryWeightsBps: Record<string, number>;
  excludedGameCodes: readonly string[];
  maxBetMinor: bigint | null;
  expiresAt: Date | null;
  titleKey: string;
  titleParams: Record<string, string>;
  depositOrderId: string | null;
  /** Created already COMPLETED (nothing to wager). */
  released: boolean;
}

export interface OfferRow {
  id: string;
  merchantCode: string;
  memberId: string;
  currency: string;
  source: GrantSource;
  sourceRef: string;
  amountMinor: bigint;
  wagering: StoredWagering | null;
  grantExpiresAt: Date | null;
  /** null: no deadline (stored as 'infinity'). */
  claimBy: Date | null;
  titleKey: string;
  titleParams: Record<string, string>;
  depositOrderId: string | null;
  status: OfferStatus;
  grantId: string | null;
  readAt: Date | null;
  claimedAt: Date | null;
  createdAt: Date;
}

/** Wagering rules as an offer keeps them until claimed (minor units as decimal strings). */
export interface StoredWagering {
  requirementMinor: string;
  categoryWeightsBps: Record<string, number>;
  excludedGameCodes: string[];
  maxBetMinor: string | null;
}

const big = (v: unknown): bigint => BigInt(String(v));
const bigOrNull = (v: unknown): bigint | null => (v === null || v === undefined ? null : BigInt(String(v)));

const GRANT_COLUMNS = `id, merchant_code, member_id, currency, source, source_ref, amount_minor, requirement_minor,
  category_weights, excluded_game_codes, max_bet_minor, status, expires_at, title_key, title_params,
  deposit_order_id, grant_transaction_id, closing_transaction_id, closed_at, close_reason, closed_by,
  filled_bet_at, filled_bet_key, created_at`;

function toGrant(r: Record<string, unknown>): GrantRow {
  return {
    id: String(r.id),
    merchantCode: String(r.merchant_code),
    memberId: String(r.member_id),
    currency: String(r.currency),
    source: r.source as GrantSource,
    sourceRef: String(r.source_ref),
    amountMinor: big(r.amount_minor),
    requirementMinor: big(r.requirement_minor),
    categoryWeightsBps: (r.category_weights ?? {}) as Record<string, number>,
    excludedGameCodes: (r.excluded_game_codes ?? []) as string[],
    maxBetMinor: bigOrNull(r.max_bet_minor),
    status: r.status as GrantStatus,
    expiresAt: (r.expires_at as Date | null) ?? null,
    titleKey: String(r.title_key),
    titleParams: (r.title_params ?? {}) as Record<string, string>,
    depositOrderId: (r.deposit_order_id as string | null) ?? null,
    grantTransactionId: r.grant_transaction_id === null ? null : String(r.grant_transaction_id),
    closingTransactionId: r.closing_transaction_id === null ? null : String(r.closing_transaction_id),
    closedAt: (r.closed_at as Date | null) ?? null,
    closeReason: (r.close_reason as string | null) ?? null,
    closedBy: (r.closed_by as string | null) ?? null,
    filledBetAt: (r.filled_bet_at as Date | null) ?? null,
    filledBetKey: (r.filled_bet_key as string | null) ?? null,
    createdAt: r.created_at as Date,
  };
}

const OFFER_COLUMNS = `id, merchant_code, member_id, currency, source, source_ref, amount_minor, wagering,
  grant_expires_at, claim_by, title_key, title_params, deposit_order_id, status, grant_id, read_at,
  claimed_at, created_at`;

function toOffer(r: Record<string, unknown>): OfferRow {
  return {
    id: String(r.id),
    merchantCode: String(r.merchant_code),
    memberId: String(r.member_id),
    currency: String(r.currency),
    source: r.source as GrantSource,
    sourceRef: String(r.source_ref),
    amountMinor: big(r.amount_minor),
    wagering: (r.wagering as StoredWagering | null) ?? null,
    grantExpiresAt: (r.grant_expires_at as Date | null) ?? null,
    // 'infinity' (no deadline) comes back as a number, not a Date.
    claimBy: r.claim_by instanceof Date ? r.claim_by : null,
    titleKey: String(r.title_key),
    titleParams: (r.title_params ?? {}) as Record<string, string>,
    depositOrderId: (r.deposit_order_id as string | null) ?? null,
    status: r.status as OfferStatus,
    grantId: (r.grant_id as string | null) ?? null,
    readAt: (r.read_at as Date | null) ?? null,
    claimedAt: (r.claimed_at as Date | null) ?? null,
    createdAt: r.created_at as Date,
  };
}

/** The bonus grants and reward-centre offers, and the reads of the member's rounds wagering needs. */
export function createBonusesRepository() {
  return {
    /** Inserts the grant unless (merchant, source, reference) exists: true when this call inserted it. */
    async insertGrant(tx: Queryable, g: NewGrant): Promise<boolean> {
      const r = await tx.query(
        `INSERT INTO bonus_grants (id, merchant_code, member_id, currency, source, source_ref, amount_minor,
                                   requirement_minor, category_weights, excluded_game_codes, max_bet_minor,
                                   status, expires_at, title_key, title_params, deposit_order_id,
                                   closed_at, close_reason, closed_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16,
                 CASE WHEN $17 THEN now() END, CASE WHEN $17 THEN 'NO_WAGERING' END, CASE WHEN $17 THEN 'system' END)
         ON CONFLICT ON CONSTRAINT bonus_grants_source_ref DO NOTHING
         RETURNING id`,
        [
          g.id,
          g.merchantCode,
          g.memberId,
          g.currency,
          g.source,
          g.sourceRef,
          g.amountMinor.toString(),
          g.requirementMinor.toString(),
          JSON.stringify(g.categoryWeightsBps),
          g.excludedGameCodes,
          g.maxBetMinor === null ? null : g.maxBetMinor.toString(),
          g.released ? 'COMPLETED' : 'ACTIVE',
          g.expiresAt,
          g.titleKey,
          JSON.stringify(g.titleParams),
          g.depositOrderId,
          g.released,
        ],
      );
      return r.rowCount === 1;
    },

    async grantBySource(tx: Queryable, merchantCode: string, source: string, sourceRef: string) {
      const r = await tx.query(
        `SELECT ${GRANT_COLUMNS} FROM bonus_grants WHERE merchant_code = $1 AND source = $2 AND source_ref = $3`,
        [merchantCode, source, sourceRef],
      );
      return r.rows[0] ? toGrant(r.rows[0]) : null;
    },

    async setGrantTransaction(tx: Queryable, grantId: string, transactionId: bigint) {
      await tx.query(`UPDATE bonus_grants SET grant_transaction_id = $2 WHERE id = $1`, [
        grantId,
        transactionId.toString(),
      ]);
    },

    async grant(q: Queryable, grantId: string, merchantCode: string) {
      const r = await q.query(
        `SELECT ${GRANT_COLUMNS} FROM bonus_grants WHERE id = $1 AND merchant_code = $2`,
        [grantId, merchantCode],
      );
      return r.rows[0] ? toGrant(r.rows[0]) : null;
    },

    /** A grant of any merchant (operators: the caller checks the merchant), with the member's username. */
    async grantAnyMerchant(q: Queryable, grantId: string) {
      const r = await q.query(
        `SELECT ${GRANT_COLUMNS.split(',')
          .map((c) => `g.${c.trim()}`)
          .join(', ')}, m.username
           FROM bonus_grants g JOIN members m ON m.id = g.member_id WHERE g.id = $1`,
        [grantId],
      );
      return r.rows[0] ? { ...toGrant(r.rows[0]), username: String(r.rows[0].username) } : null;
    },

    /** The member's active grants, locked (in creation order: every path locks them in this order). */
    async lockActiveGrants(tx: Queryable, memberId: string): Promise<GrantRow[]> {
      const r = await tx.query(
        `SELECT ${GRANT_COLUMNS} FROM bonus_grants
          WHERE member_id = $1 AND status = 'ACTIVE'
          ORDER BY created_at, id FOR UPDATE`,
        [memberId],
      );
      return r.rows.map(toGrant);
    },

    async activeGrants(q: Queryable, memberId: string): Promise<GrantRow[]> {
      const r = await q.query(
        `SELECT ${GRANT_COLUMNS} FROM bonus_grants WHERE member_id = $1 AND status = 'ACTIVE' ORDER BY created_at, id`,
        [memberId],
      );
      return r.rows.map(toGrant);
    },

    /** Where the latest released grant's wagering ended: rounds up to it are spent. */
    async spentThrough(q: Queryable, memberId: string): Promise<{ placedAt: Date; key: string } | null> {
      const r = await q.query(
        `SELECT filled_bet_at, filled_bet_key FROM bonus_grants
          WHERE member_id = $1 AND status = 'COMPLETED' AND filled_bet_at IS NOT NULL
          ORDER BY filled_bet_at DESC, filled_bet_key DESC LIMIT 1`,
        [memberId],
      );
      const row = r.rows[0];
      return row ? { placedAt: row.filled_bet_at as Date, key: String(row.filled_bet_key) } : null;
    },

    /** Ends an active grant; false when it was no longer active (someone else ended it first). */
    async closeGrant(
      tx: Queryable,
      grantId: string,
      close: {
        status: Exclude<GrantStatus, 'ACTIVE'>;
        transactionId: bigint;
        reason: string;
        closedBy: string;
        filledBy: { placedAt: Date; key: string } | null;
      },
    ): Promise<boolean> {
      const r = await tx.query(
        `UPDATE bonus_grants
            SET status = $2, closing_transaction_id = $3, closed_at = now(), close_reason = $4, closed_by = $5,
                filled_bet_at = $6, filled_bet_key = $7
          WHERE id = $1 AND status = 'ACTIVE'`,
        [
          grantId,
          close.status,
          close.transactionId.toString(),
          close.reason,
          close.closedBy,
          close.filledBy?.placedAt ?? null,
          close.filledBy?.key ?? null,
        ],
      );
      return r.rowCount === 1;
    },

    /** Members with an active grant (the settle job's work list), oldest first. */
    async membersWithActiveGrants(q: Queryable, limit: number): Promise<string[]> {
      const r = await q.query(
        `SELECT member_id FROM bonus_grants WHERE status = 'ACTIVE'
          GROUP BY member_id ORDER BY min(created_at) LIMIT $1`,
        [limit],
      );
      return r.rows.map((row) => String(row.member_id));
    },

    /**
     * The member's rounds whose first bet was placed at or after `since`, read through the member's
     * index (seamless_transactions_member), with their category from the catalog.
     */
    async memberRounds(
      q: Queryable,
      memberId: string,
      merchantCode: string,
      since: Date,
    ): Promise<WagerRound[]> {
      const r = await q.query(
        `WITH moves AS (
           SELECT st.vendor_code, st.kind, st.game_code, st.amount_minor, st.rolled_back, st.created_at,
                  ${ROUND_KEY_SQL} AS round_key
             FROM seamless_transactions st
            WHERE st.member_id = $1 AND st.merchant_code = $2 AND st.kind IN ('BET', 'WIN')
              AND st.created_at >= $3
         ), rounds AS (
           SELECT vendor_code, round_key, ${ROUND_FACTS_SQL} FROM moves GROUP BY vendor_code, round_key
         )
         SELECT r.vendor_code, r.round_key, r.game_code, r.stake_live, r.bets_live, r.wins, r.bet_time,
                COALESCE(g.game_type, 'RNG') AS category
           FROM rounds r
           LEFT JOIN games g ON g.vendor_code = r.vendor_code AND g.game_code = r.game_code
          WHERE r.bet_time IS NOT NULL AND r.bet_time >= $3
          ORDER BY r.bet_time, r.vendor_code, r.round_key`,
        [memberId, merchantCode, since],
      );
      return r.rows.map((row) => ({
        key: `${String(row.vendor_code)}:${String(row.round_key)}`,
        placedAt: row.bet_time as Date,
        gameCode: String(row.game_code ?? ''),
        category: String(row.category),
        stakeMinor: big(row.stake_live),
        rolledBack: Number(row.bets_live) === 0,
        settled: Number(row.wins) > 0,
      }));
    },

    async listGrants(
      q: Queryable,
      filter: {
        merchantCode: string | null;
        memberId?: string | null;
        statuses?: readonly GrantStatus[] | null;
        limit: number;
        offset: number;
      },
    ): Promise<{ rows: (GrantRow & { username: string })[]; total: number }> {
      const r = await q.query(
        `SELECT ${GRANT_COLUMNS.split(',')
          .map((c) => `g.${c.trim()}`)
          .join(', ')}, m.username, count(*) OVER () AS total
           FROM bonus_grants g JOIN members m ON m.id = g.member_id
          WHERE ($1::text IS NULL OR g.merchant_code = $1)
            AND ($2::uuid IS NULL OR g.member_id = $2)
            AND ($3::text[] IS NULL OR g.status = ANY($3))
          ORDER BY g.created_at DESC, g.id DESC
          LIMIT $4 OFFSET $5`,
        [filter.merchantCode, filter.memberId ?? null, filter.statuses ?? null, filter.limit, filter.offset],
      );
      return {
        rows: r.rows.map((row) => ({ ...toGrant(row), username: String(row.username) })),
        total: r.rows[0] ? Number(r.rows[0].total) : 0,
      };
    },

    async memberGrants(q: Queryable, memberId: string, limit: number): Promise<GrantRow[]> {
      const r = await q.query(
        `SELECT ${GRANT_COLUMNS} FROM bonus_grants WHERE member_id = $1 AND requirement_minor > 0
          ORDER BY (status = 'ACTIVE') DESC, created_at DESC, id DESC LIMIT $2`,
        [memberId, limit],
      );
      return r.rows.map(toGrant);
    },

    async memberByUsername(q: Queryable, merchantCode: string, username: string) {
      const r = await q.query(
        `SELECT id, username FROM members WHERE merchant_code = $1 AND lower(username) = lower($2)`,
        [merchantCode, username],
      );
      const row = r.rows[0];
      return row ? { id: String(row.id), username: String(row.username) } : null;
    },

    // ---- offers ----

    async insertOffer(
      tx: Queryable,
      o: Omit<OfferRow, 'status' | 'grantId' | 'readAt' | 'claimedAt' | 'createdAt'>,
    ): Promise<boolean> {
      const r = await tx.query(
        `INSERT INTO bonus_offers (id, merchant_code, member_id, currency, source, source_ref, amount_minor, wagering,
                                   grant_expires_at, claim_by, title_key, title_params, deposit_order_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
         ON CONFLICT ON CONSTRAINT bonus_offers_source_ref DO NOTHING RETURNING id`,
        [
          o.id,
          o.merchantCode,
          o.memberId,
          o.currency,
          o.source,
          o.sourceRef,
          o.amountMinor.toString(),
          o.wagering === null ? null : JSON.stringify(o.wagering),
          o.grantExpiresAt,
          o.claimBy ?? 'infinity',
          o.titleKey,
          JSON.stringify(o.titleParams),
          o.depositOrderId,
        ],
      );
      return r.rowCount === 1;
    },

    async offerBySource(tx: Queryable, merchantCode: string, source: string, sourceRef: string) {
      const r = await tx.query(
        `SELECT ${OFFER_COLUMNS} FROM bonus_offers WHERE merchant_code = $1 AND source = $2 AND source_ref = $3`,
        [merchantCode, source, sourceRef],
      );
      return r.rows[0] ? toOffer(r.rows[0]) : null;
    },

    async lockOffer(tx: Queryable, offerId: string, memberId: string): Promise<OfferRow | null> {
      const r = await tx.query(
        `SELECT ${OFFER_COLUMNS} FROM bonus_offers WHERE id = $1 AND member_id = $2 FOR UPDATE`,
        [offerId, memberId],
      );
      return r.rows[0] ? toOffer(r.rows[0]) : null;
    },

    async markOfferClaimed(tx: Queryable, offerId: string, grantId: string) {
      await tx.query(
        `UPDATE bonus_offers SET status = 'CLAIMED', grant_id = $2, claimed_at = now(), read_at = COALESCE(read_at, now())
          WHERE id = $1 AND status = 'WAITING'`,
        [offerId, grantId],
      );
    },

    /** Waiting offers past their deadline become LAPSED (nothing was ever posted for them). */
    async lapseOffers(q: Queryable, now: Date): Promise<number> {
      const r = await q.query(
        `UPDATE bonus_offers SET status = 'LAPSED' WHERE status = 'WAITING' AND claim_by <= $1`,
        [now],
      );
      return r.rowCount ?? 0;
    },

    async memberOffers(q: Queryable, memberId: string, limit: number): Promise<OfferRow[]> {
      const r = await q.query(
        `SELECT ${OFFER_COLUMNS} FROM bonus_offers WHERE member_id = $1
          ORDER BY (status = 'WAITING') DESC, created_at DESC, id DESC LIMIT $2`,
        [memberId, limit],
      );
      return r.rows.map(toOffer);
    },

    async unreadOffers(q: Queryable, memberId: string, now: Date): Promise<number> {
      const r = await q.query(
        `SELECT count(*) AS n FROM bonus_offers
          WHERE member_id = $1 AND status = 'WAITING' AND read_at IS NULL AND claim_by > $2`,
        [memberId, now],
      );
      return Number(r.rows[0]?.n ?? 0);
    },

    async markOffersRead(q: Queryable, memberId: string) {
      await q.query(`UPDATE bonus_offers SET read_at = now() WHERE member_id = $1 AND read_at IS NULL`, [
        memberId,
      ]);
    },
  };
}

export type BonusesRepository = ReturnType<typeof createBonusesRepository>;
