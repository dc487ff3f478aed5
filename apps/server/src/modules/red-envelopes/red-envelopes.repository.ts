// Owns tables: red_envelope_rounds, red_envelopes.
// Reads tables: members, report_member_days.
import type { Queryable } from '../../platform/db/database.ts';

export interface RoundRow {
  id: string;
  merchantCode: string;
  currency: string;
  titles: Record<string, string>;
  startsAt: Date;
  endsAt: Date;
  budgetMinor: bigint;
  envelopeCount: number;
  minMinor: bigint;
  maxMinor: bigint;
  depositedToday: boolean;
  vipLevels: number[];
  splitAt: Date | null;
  cancelledAt: Date | null;
  createdAt: Date;
  claimedCount: number;
  claimedMinor: bigint;
}

const ROUND_COLUMNS = `r.id, r.merchant_code, r.currency, r.titles, r.starts_at, r.ends_at, r.budget_minor::text,
  r.envelope_count, r.min_minor::text, r.max_minor::text, r.deposited_today, r.vip_levels, r.split_at,
  r.cancelled_at, r.created_at,
  (SELECT count(*)::int FROM red_envelopes e WHERE e.round_id = r.id AND e.member_id IS NOT NULL) AS claimed_count,
  (SELECT coalesce(sum(e.amount_minor), 0)::text FROM red_envelopes e WHERE e.round_id = r.id AND e.member_id IS NOT NULL) AS claimed_minor`;
interface RoundRecord {
  id: string;
  merchant_code: string;
  currency: string;
  titles: Record<string, string>;
  starts_at: Date;
  ends_at: Date;
  budget_minor: string;
  envelope_count: number;
  min_minor: string;
  max_minor: string;
  deposited_today: boolean;
  vip_levels: number[];
  split_at: Date | null;
  cancelled_at: Date | null;
  created_at: Date;
  claimed_count: number;
  claimed_minor: string;
}
const roundOf = (r: RoundRecord): RoundRow => ({
  id: r.id,
  merchantCode: r.merchant_code,
  currency: r.currency.trim(),
  titles: r.titles,
  startsAt: r.starts_at,
  endsAt: r.ends_at,
  budgetMinor: BigInt(r.budget_minor),
  envelopeCount: r.envelope_count,
  minMinor: BigInt(r.min_minor),
  maxMinor: BigInt(r.max_minor),
  depositedToday: r.deposited_today,
  vipLevels: r.vip_levels.map(Number),
  splitAt: r.split_at,
  cancelledAt: r.cancelled_at,
  createdAt: r.created_at,
  claimedCount: r.claimed_count,
  claimedMinor: BigInt(r.claimed_minor),
});

export interface ClaimRow {
  roundId: string;
  titles: Record<string, string>;
  amountMinor: bigint;
  currency: string;
  claimedAt: Date;
}

/** Rounds, their envelopes and claims. */
export function createRedEnvelopesRepository() {
  return {
    async insertRound(
      db: Queryable,
      r: Omit<RoundRow, 'splitAt' | 'cancelledAt' | 'createdAt' | 'claimedCount' | 'claimedMinor'> & {
        createdBy: string;
      },
    ): Promise<void> {
      await db.query(
        `INSERT INTO red_envelope_rounds (id, merchant_code, currency, titles, starts_at, ends_at, budget_minor,
            envelope_count, min_minor, max_minor, deposited_today, vip_levels, created_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
        [
          r.id,
          r.merchantCode,
          r.currency,
          JSON.stringify(r.titles),
          r.startsAt,
          r.endsAt,
          r.budgetMinor.toString(),
          r.envelopeCount,
          r.minMinor.toString(),
          r.maxMinor.toString(),
          r.depositedToday,
          r.vipLevels,
          r.createdBy,
        ],
      );
    },

    async round(db: Queryable, merchantCode: string, id: string): Promise<RoundRow | null> {
      const r = await db.query<RoundRecord>(
        `SELECT ${ROUND_COLUMNS} FROM red_envelope_rounds r WHERE r.merchant_code = $1 AND r.id = $2`,
        [merchantCode, id],
      );
      return r.rows[0] ? roundOf(r.rows[0]) : null;
    },

    async rounds(db: Queryable, merchantCode: string): Promise<RoundRow[]> {
      const r = await db.query<RoundRecord>(
        `SELECT ${ROUND_COLUMNS} FROM red_envelope_rounds r WHERE r.merchant_code = $1
          ORDER BY r.starts_at DESC LIMIT 200`,
        [merchantCode],
      );
      return r.rows.map(roundOf);
    },

    /** The round open at `now`, else the next to open (not cancelled). */
    async currentOrNext(db: Queryable, merchantCode: string, now: Date): Promise<RoundRow | null> {
      const r = await db.query<RoundRecord>(
        `SELECT ${ROUND_COLUMNS} FROM red_envelope_rounds r
          WHERE r.merchant_code = $1 AND r.cancelled_at IS NULL AND r.ends_at > $2
          ORDER BY (r.starts_at <= $2) DESC, r.starts_at LIMIT 1`,
        [merchantCode, now],
      );
      return r.rows[0] ? roundOf(r.rows[0]) : null;
    },

    async roundsToSplit(db: Queryable, now: Date): Promise<{ id: string; merchantCode: string }[]> {
      const r = await db.query<{ id: string; merchant_code: string }>(
        `SELECT id, merchant_code FROM red_envelope_rounds
          WHERE split_at IS NULL AND cancelled_at IS NULL AND starts_at <= $1 AND ends_at > $1`,
        [now],
      );
      return r.rows.map((x) => ({ id: x.id, merchantCode: x.merchant_code }));
    },

    /** Locks the round row for its split; returns whether it still needs one. */
    async lockForSplit(tx: Queryable, id: string): Promise<boolean> {
      const r = await tx.query<{ split_at: Date | null }>(
        `SELECT split_at FROM red_envelope_rounds WHERE id = $1 FOR UPDATE`,
        [id],
      );
      return r.rows[0] !== undefined && r.rows[0].split_at === null;
    },

    async storeSplit(tx: Queryable, id: string, amounts: bigint[], now: Date): Promise<void> {
      await tx.query(
        `INSERT INTO red_envelopes (round_id, seq, amount_minor)
         SELECT $1, s.seq, s.amount FROM unnest($2::bigint[]) WITH ORDINALITY AS s(amount, seq)`,
        [id, amounts.map(String)],
      );
      await tx.query(`UPDATE red_envelope_rounds SET split_at = $2 WHERE id = $1`, [id, now]);
    },

    async cancel(db: Queryable, id: string, now: Date): Promise<boolean> {
      const r = await db.query(
        `UPDATE red_envelope_rounds SET cancelled_at = $2
          WHERE id = $1 AND cancelled_at IS NULL AND split_at IS NULL AND starts_at > $2`,
        [id, now],
      );
      return (r.rowCount ?? 0) > 0;
    },

    async claimOf(db: Queryable, roundId: string, memberId: string): Promise<ClaimRow | null> {
      const r = await db.query<{
        amount_minor: string;
        claimed_at: Date;
        titles: Record<string, string>;
        currency: string;
      }>(
        `SELECT e.amount_minor::text, e.claimed_at, r.titles, r.currency FROM red_envelopes e
           JOIN red_envelope_rounds r ON r.id = e.round_id
          WHERE e.round_id = $1 AND e.member_id = $2`,
        [roundId, memberId],
      );
      const x = r.rows[0];
      return x
        ? {
            roundId,
            titles: x.titles,
            amountMinor: BigInt(x.amount_minor),
            currency: x.currency.trim(),
            claimedAt: x.claimed_at,
          }
        : null;
    },

    /**
     * Takes the next unclaimed envelope for the member: a concurrent claim skips the rows others
     * hold, and (round, member) is unique. Null when none is free.
     */
    async takeEnvelope(
      tx: Queryable,
      roundId: string,
      memberId: string,
      now: Date,
    ): Promise<{ seq: number; amountMinor: bigint } | null> {
      const free = await tx.query<{ seq: number; amount_minor: string }>(
        `SELECT seq, amount_minor::text FROM red_envelopes
          WHERE round_id = $1 AND member_id IS NULL ORDER BY seq LIMIT 1 FOR UPDATE SKIP LOCKED`,
        [roundId],
      );
      const row = free.rows[0];
      if (!row) return null;
      await tx.query(
        `UPDATE red_envelopes SET member_id = $3, claimed_at = $4 WHERE round_id = $1 AND seq = $2`,
        [roundId, row.seq, memberId, now],
      );
      return { seq: row.seq, amountMinor: BigInt(row.amount_minor) };
    },

    async claims(
      db: Queryable,
      memberId: string,
      page: { pageNo: number; pageSize: number },
    ): Promise<{ rows: ClaimRow[]; total: number }> {
      const total = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM red_envelopes WHERE member_id = $1`,
        [memberId],
      );
      const r = await db.query<{
        round_id: string;
        amount_minor: string;
        claimed_at: Date;
        titles: Record<string, string>;
        currency: string;
      }>(
        `SELECT e.round_id, e.amount_minor::text, e.claimed_at, r.titles, r.currency FROM red_envelopes e
           JOIN red_envelope_rounds r ON r.id = e.round_id
          WHERE e.member_id = $1 ORDER BY e.claimed_at DESC LIMIT $2 OFFSET $3`,
        [memberId, page.pageSize, (page.pageNo - 1) * page.pageSize],
      );
      return {
        total: total.rows[0]!.n,
        rows: r.rows.map((x) => ({
          roundId: x.round_id,
          titles: x.titles,
          amountMinor: BigInt(x.amount_minor),
          currency: x.currency.trim(),
          claimedAt: x.claimed_at,
        })),
      };
    },

    /** What eligibility reads: the member's VIP level and whether they deposited on the day. */
    async eligibilityFacts(
      db: Queryable,
      merchantCode: string,
      memberId: string,
      day: string,
    ): Promise<{ vipLevel: number; depositedToday: boolean }> {
      const r = await db.query<{ vip_level: number; deposited: boolean }>(
        `SELECT m.vip_level,
                EXISTS (SELECT 1 FROM report_member_days d WHERE d.merchant_code = m.merchant_code
                          AND d.member_id = m.id AND d.day = $3 AND d.deposit_count > 0) AS deposited
           FROM members m WHERE m.merchant_code = $1 AND m.id = $2`,
        [merchantCode, memberId, day],
      );
      return { vipLevel: r.rows[0]?.vip_level ?? 0, depositedToday: r.rows[0]?.deposited ?? false };
    },
  };
}

export type RedEnvelopesRepository = ReturnType<typeof createRedEnvelopesRepository>;
