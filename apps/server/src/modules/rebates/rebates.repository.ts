// Owns tables: rebate_members, rebate_covered, rebate_payouts, rebate_runs.
// Reads tables: report_member_game_days, merchants.
import type { Queryable } from '../../platform/db/database.ts';
import type { CategoryTurnover } from './domain/rebate-arithmetic.ts';

export interface PayoutRow {
  id: string;
  memberId: string;
  kind: 'DAILY' | 'CLAIM';
  day: string | null;
  windowFrom: string;
  windowTo: string;
  currency: string;
  level: number;
  turnoverMinor: bigint;
  amountMinor: bigint;
  details: { category: string; validBetMinor: string; rateBps: number; amountMinor: string }[];
  createdAt: Date;
}

const PAYOUT_COLUMNS = `id, member_id, kind, to_char(day, 'YYYY-MM-DD') AS day, to_char(window_from, 'YYYY-MM-DD') AS window_from,
  to_char(window_to, 'YYYY-MM-DD') AS window_to, currency, level, turnover_minor, amount_minor, details, created_at`;

interface PayoutDbRow {
  id: string;
  member_id: string;
  kind: 'DAILY' | 'CLAIM';
  day: string | null;
  window_from: string;
  window_to: string;
  currency: string;
  level: number;
  turnover_minor: string;
  amount_minor: string;
  details: PayoutRow['details'];
  created_at: Date;
}

const payoutOf = (r: PayoutDbRow): PayoutRow => ({
  id: r.id,
  memberId: r.member_id,
  kind: r.kind,
  day: r.day,
  windowFrom: r.window_from,
  windowTo: r.window_to,
  currency: r.currency.trim(),
  level: r.level,
  turnoverMinor: BigInt(r.turnover_minor),
  amountMinor: BigInt(r.amount_minor),
  details: r.details,
  createdAt: r.created_at,
});

/** Rebate payouts, the covered valid bet, and the reads of the reports' daily summaries. */
export function createRebatesRepository(db: Queryable) {
  return {
    /**
     * Locks the member's rebate row (inserting it first): every payout of one member runs under
     * this lock, so two claims, or a claim and the daily job, never read the same covered rows.
     */
    async lockMember(
      tx: Queryable,
      merchantCode: string,
      memberId: string,
    ): Promise<{ lastClaimAt: Date | null }> {
      await tx.query(
        `INSERT INTO rebate_members (member_id, merchant_code) VALUES ($1, $2) ON CONFLICT (member_id) DO NOTHING`,
        [memberId, merchantCode],
      );
      const { rows } = await tx.query<{ last_claim_at: Date | null }>(
        `SELECT last_claim_at FROM rebate_members WHERE member_id = $1 AND merchant_code = $2 FOR UPDATE`,
        [memberId, merchantCode],
      );
      return { lastClaimAt: rows[0]?.last_claim_at ?? null };
    },

    async lastClaimAt(merchantCode: string, memberId: string): Promise<Date | null> {
      const { rows } = await db.query<{ last_claim_at: Date | null }>(
        `SELECT last_claim_at FROM rebate_members WHERE member_id = $1 AND merchant_code = $2`,
        [memberId, merchantCode],
      );
      return rows[0]?.last_claim_at ?? null;
    },

    async setLastClaim(tx: Queryable, memberId: string, at: Date): Promise<void> {
      await tx.query(`UPDATE rebate_members SET last_claim_at = $2 WHERE member_id = $1`, [memberId, at]);
    },

    /** The member's valid bet per (day, category) in [from, to] with what is already covered. */
    async turnovers(
      merchantCode: string,
      memberId: string,
      from: string,
      to: string,
      q: Queryable = db,
    ): Promise<CategoryTurnover[]> {
      const { rows } = await q.query<{ day: string; category: string; turnover: string; covered: string }>(
        `SELECT to_char(t.day, 'YYYY-MM-DD') AS day, t.category, t.turnover::text AS turnover,
                COALESCE(c.turnover_minor, 0)::text AS covered
           FROM (SELECT day, category, SUM(turnover_minor) AS turnover
                   FROM report_member_game_days
                  WHERE merchant_code = $1 AND member_id = $2 AND day BETWEEN $3::date AND $4::date
                  GROUP BY day, category) t
           LEFT JOIN rebate_covered c ON c.member_id = $2 AND c.day = t.day AND c.category = t.category
          ORDER BY t.day, t.category`,
        [merchantCode, memberId, from, to],
      );
      return rows.map((r) => ({
        day: r.day,
        category: r.category,
        turnoverMinor: BigInt(r.turnover),
        coveredMinor: BigInt(r.covered),
      }));
    },

    /** Raises the covered valid bet (never lowers it: a later rollback does not reopen paid bets). */
    async cover(
      tx: Queryable,
      merchantCode: string,
      memberId: string,
      rows: readonly { day: string; category: string; turnoverMinor: bigint }[],
    ): Promise<void> {
      if (rows.length === 0) return;
      await tx.query(
        `INSERT INTO rebate_covered (merchant_code, member_id, day, category, turnover_minor)
         SELECT $1, $2, d::date, c, t::bigint FROM unnest($3::text[], $4::text[], $5::text[]) AS u(d, c, t)
         ON CONFLICT (member_id, day, category)
         DO UPDATE SET turnover_minor = GREATEST(rebate_covered.turnover_minor, EXCLUDED.turnover_minor)`,
        [
          merchantCode,
          memberId,
          rows.map((r) => r.day),
          rows.map((r) => r.category),
          rows.map((r) => r.turnoverMinor.toString()),
        ],
      );
    },

    async dailyPaid(tx: Queryable, memberId: string, day: string): Promise<boolean> {
      const { rows } = await tx.query(
        `SELECT 1 FROM rebate_payouts WHERE member_id = $1 AND day = $2::date AND kind = 'DAILY'`,
        [memberId, day],
      );
      return rows.length > 0;
    },

    async insertPayout(
      tx: Queryable,
      p: Omit<PayoutRow, 'createdAt'> & { merchantCode: string; createdAt: Date },
    ): Promise<void> {
      await tx.query(
        `INSERT INTO rebate_payouts (id, merchant_code, member_id, kind, day, window_from, window_to, currency,
                                     level, turnover_minor, amount_minor, details, created_at)
         VALUES ($1, $2, $3, $4, $5::date, $6::date, $7::date, $8, $9, $10, $11, $12, $13)`,
        [
          p.id,
          p.merchantCode,
          p.memberId,
          p.kind,
          p.day,
          p.windowFrom,
          p.windowTo,
          p.currency,
          p.level,
          p.turnoverMinor.toString(),
          p.amountMinor.toString(),
          JSON.stringify(p.details),
          p.createdAt,
        ],
      );
    },

    async setGrant(tx: Queryable, payoutId: string, grantId: string): Promise<void> {
      await tx.query(`UPDATE rebate_payouts SET grant_id = $2 WHERE id = $1`, [payoutId, grantId]);
    },

    /** Members with valid bet on a day and no daily payout yet. */
    async unpaidMembersOfDay(
      merchantCode: string,
      day: string,
    ): Promise<{ memberId: string; currency: string }[]> {
      const { rows } = await db.query<{ member_id: string; currency: string }>(
        `SELECT DISTINCT s.member_id, s.currency
           FROM report_member_game_days s
          WHERE s.merchant_code = $1 AND s.day = $2::date AND s.turnover_minor > 0
            AND NOT EXISTS (SELECT 1 FROM rebate_payouts p
                             WHERE p.member_id = s.member_id AND p.day = $2::date AND p.kind = 'DAILY')
          ORDER BY s.member_id`,
        [merchantCode, day],
      );
      return rows.map((r) => ({ memberId: r.member_id, currency: r.currency.trim() }));
    },

    async runFinished(merchantCode: string, day: string): Promise<boolean> {
      const { rows } = await db.query(
        `SELECT 1 FROM rebate_runs WHERE merchant_code = $1 AND day = $2::date`,
        [merchantCode, day],
      );
      return rows.length > 0;
    },

    async finishRun(merchantCode: string, day: string): Promise<void> {
      await db.query(
        `INSERT INTO rebate_runs (merchant_code, day) VALUES ($1, $2::date) ON CONFLICT DO NOTHING`,
        [merchantCode, day],
      );
    },

    async dayTotals(merchantCode: string, day: string): Promise<{ members: number; totalMinor: bigint }> {
      const { rows } = await db.query<{ members: number; total: string }>(
        `SELECT COUNT(*) FILTER (WHERE amount_minor > 0)::int AS members, COALESCE(SUM(amount_minor), 0)::text AS total
           FROM rebate_payouts WHERE merchant_code = $1 AND kind = 'DAILY' AND day = $2::date`,
        [merchantCode, day],
      );
      return { members: rows[0]?.members ?? 0, totalMinor: BigInt(rows[0]?.total ?? '0') };
    },

    async merchants(): Promise<{ code: string; currency: string; timeZone: string }[]> {
      const { rows } = await db.query<{ code: string; currency: string; time_zone: string }>(
        `SELECT code, currency, time_zone FROM merchants ORDER BY code`,
      );
      return rows.map((r) => ({ code: r.code, currency: r.currency.trim(), timeZone: r.time_zone }));
    },

    async history(
      merchantCode: string,
      memberId: string,
      page: { pageNo: number; pageSize: number },
    ): Promise<{ list: PayoutRow[]; total: number }> {
      const [list, count] = await Promise.all([
        db.query<PayoutDbRow>(
          `SELECT ${PAYOUT_COLUMNS} FROM rebate_payouts
            WHERE merchant_code = $1 AND member_id = $2 AND amount_minor > 0
            ORDER BY created_at DESC, id DESC LIMIT $3 OFFSET $4`,
          [merchantCode, memberId, page.pageSize, (page.pageNo - 1) * page.pageSize],
        ),
        db.query<{ n: number }>(
          `SELECT COUNT(*)::int AS n FROM rebate_payouts WHERE merchant_code = $1 AND member_id = $2 AND amount_minor > 0`,
          [merchantCode, memberId],
        ),
      ]);
      return { list: list.rows.map(payoutOf), total: count.rows[0]?.n ?? 0 };
    },

    /** Per day in [from, to]: daily payouts (members, total), real-time claims (count, total), finished. */
    async days(
      merchantCode: string,
      from: string,
      to: string,
    ): Promise<
      {
        day: string;
        dailyMembers: number;
        dailyTotal: bigint;
        claims: number;
        claimTotal: bigint;
        finished: boolean;
      }[]
    > {
      const { rows } = await db.query<{
        day: string;
        daily_members: number;
        daily_total: string;
        claims: number;
        claim_total: string;
        finished: boolean;
      }>(
        `WITH days AS (SELECT generate_series($2::date, $3::date, interval '1 day')::date AS day)
         SELECT to_char(d.day, 'YYYY-MM-DD') AS day,
                COUNT(p.id) FILTER (WHERE p.kind = 'DAILY' AND p.amount_minor > 0)::int AS daily_members,
                COALESCE(SUM(p.amount_minor) FILTER (WHERE p.kind = 'DAILY'), 0)::text AS daily_total,
                COUNT(p.id) FILTER (WHERE p.kind = 'CLAIM')::int AS claims,
                COALESCE(SUM(p.amount_minor) FILTER (WHERE p.kind = 'CLAIM'), 0)::text AS claim_total,
                EXISTS (SELECT 1 FROM rebate_runs r WHERE r.merchant_code = $1 AND r.day = d.day) AS finished
           FROM days d
           LEFT JOIN rebate_payouts p ON p.merchant_code = $1 AND (
                  (p.kind = 'DAILY' AND p.day = d.day) OR (p.kind = 'CLAIM' AND p.window_to = d.day))
          GROUP BY d.day ORDER BY d.day DESC`,
        [merchantCode, from, to],
      );
      return rows.map((r) => ({
        day: r.day,
        dailyMembers: r.daily_members,
        dailyTotal: BigInt(r.daily_total),
        claims: r.claims,
        claimTotal: BigInt(r.claim_total),
        finished: r.finished,
      }));
    },
  };
}

export type RebatesRepository = ReturnType<typeof createRebatesRepository>;
