// Owns tables: vip_settings, vip_levels, vip_members, vip_rewards.
// Reads tables: report_member_game_days, deposits, withdrawals, members, merchants.
import type { VipIcon, VipRewardKind } from '@platform/contracts';
import type { Queryable } from '../../platform/db/database.ts';

export interface LevelRecord {
  level: number;
  code: string;
  names: Record<string, string>;
  icon: VipIcon;
  color: string;
  depositThresholdMinor: bigint;
  betThresholdMinor: bigint;
  keepBetMinor: bigint;
  upgradeBonusMinor: bigint;
  monthlyBonusMinor: bigint;
  birthdayBonusMinor: bigint;
  rebateRatesBps: Record<string, number>;
  withdrawDailyCount: number | null;
  withdrawDailyAmountMinor: bigint | null;
}

interface LevelDbRow {
  level: number;
  code: string;
  names: Record<string, string>;
  icon: VipIcon;
  color: string;
  deposit_threshold_minor: string;
  bet_threshold_minor: string;
  keep_bet_minor: string;
  upgrade_bonus_minor: string;
  monthly_bonus_minor: string;
  birthday_bonus_minor: string;
  rebate_rates: Record<string, number>;
  withdraw_daily_count: number | null;
  withdraw_daily_amount_minor: string | null;
}

const levelOf = (r: LevelDbRow): LevelRecord => ({
  level: r.level,
  code: r.code,
  names: r.names,
  icon: r.icon,
  color: r.color,
  depositThresholdMinor: BigInt(r.deposit_threshold_minor),
  betThresholdMinor: BigInt(r.bet_threshold_minor),
  keepBetMinor: BigInt(r.keep_bet_minor),
  upgradeBonusMinor: BigInt(r.upgrade_bonus_minor),
  monthlyBonusMinor: BigInt(r.monthly_bonus_minor),
  birthdayBonusMinor: BigInt(r.birthday_bonus_minor),
  rebateRatesBps: r.rebate_rates,
  withdrawDailyCount: r.withdraw_daily_count,
  withdrawDailyAmountMinor:
    r.withdraw_daily_amount_minor === null ? null : BigInt(r.withdraw_daily_amount_minor),
});

export interface Activity {
  memberId: string;
  depositsMinor: bigint;
  betMinor: bigint;
}

/** VIP levels, members' stored levels and VIP bonuses; reads deposits and valid bet for the thresholds. */
export function createVipRepository(db: Queryable) {
  return {
    async merchants(): Promise<{ code: string; currency: string; timeZone: string }[]> {
      const { rows } = await db.query<{ code: string; currency: string; time_zone: string }>(
        `SELECT code, currency, time_zone FROM merchants ORDER BY code`,
      );
      return rows.map((r) => ({ code: r.code, currency: r.currency.trim(), timeZone: r.time_zone }));
    },

    async windowDays(merchantCode: string, q: Queryable = db): Promise<number> {
      const { rows } = await q.query<{ window_days: number }>(
        `SELECT window_days FROM vip_settings WHERE merchant_code = $1`,
        [merchantCode],
      );
      return rows[0]?.window_days ?? 90;
    },

    async levels(merchantCode: string, q: Queryable = db): Promise<LevelRecord[]> {
      const { rows } = await q.query<LevelDbRow>(
        `SELECT level, code, names, icon, color, deposit_threshold_minor, bet_threshold_minor, keep_bet_minor,
                upgrade_bonus_minor, monthly_bonus_minor, birthday_bonus_minor, rebate_rates,
                withdraw_daily_count, withdraw_daily_amount_minor
           FROM vip_levels WHERE merchant_code = $1 ORDER BY level`,
        [merchantCode],
      );
      return rows.map(levelOf);
    },

    /** Replaces the merchant's levels and window (the caller holds the transaction and audits it). */
    async replaceLevels(
      tx: Queryable,
      merchantCode: string,
      windowDays: number,
      levels: readonly LevelRecord[],
    ) {
      await tx.query(
        `INSERT INTO vip_settings (merchant_code, window_days) VALUES ($1, $2)
         ON CONFLICT (merchant_code) DO UPDATE SET window_days = EXCLUDED.window_days, updated_at = now()`,
        [merchantCode, windowDays],
      );
      await tx.query(`DELETE FROM vip_levels WHERE merchant_code = $1`, [merchantCode]);
      for (const l of levels)
        await tx.query(
          `INSERT INTO vip_levels (merchant_code, level, code, names, icon, color, deposit_threshold_minor,
                                   bet_threshold_minor, keep_bet_minor, upgrade_bonus_minor, monthly_bonus_minor,
                                   birthday_bonus_minor, rebate_rates, withdraw_daily_count, withdraw_daily_amount_minor)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
          [
            merchantCode,
            l.level,
            l.code,
            JSON.stringify(l.names),
            l.icon,
            l.color,
            l.depositThresholdMinor.toString(),
            l.betThresholdMinor.toString(),
            l.keepBetMinor.toString(),
            l.upgradeBonusMinor.toString(),
            l.monthlyBonusMinor.toString(),
            l.birthdayBonusMinor.toString(),
            JSON.stringify(l.rebateRatesBps),
            l.withdrawDailyCount,
            l.withdrawDailyAmountMinor?.toString() ?? null,
          ],
        );
      // Members above the new top level come down to it.
      await tx.query(
        `UPDATE vip_members SET level = (SELECT COALESCE(MAX(level), 0) FROM vip_levels WHERE merchant_code = $1)
          WHERE merchant_code = $1 AND level > (SELECT COALESCE(MAX(level), 0) FROM vip_levels WHERE merchant_code = $1)`,
        [merchantCode],
      );
    },

    async hasLevels(merchantCode: string): Promise<boolean> {
      const { rows } = await db.query(`SELECT 1 FROM vip_levels WHERE merchant_code = $1 LIMIT 1`, [
        merchantCode,
      ]);
      return rows.length > 0;
    },

    async storedLevel(merchantCode: string, memberId: string, q: Queryable = db): Promise<number> {
      const { rows } = await q.query<{ level: number }>(
        `SELECT level FROM vip_members WHERE merchant_code = $1 AND member_id = $2`,
        [merchantCode, memberId],
      );
      return rows[0]?.level ?? 0;
    },

    /** The member's VIP row, inserted at level 0 when missing, locked for the caller's transaction. */
    async lockMember(
      tx: Queryable,
      merchantCode: string,
      memberId: string,
    ): Promise<{ level: number; reviewedMonth: string | null } | null> {
      await tx.query(
        `INSERT INTO vip_members (merchant_code, member_id)
         SELECT merchant_code, id FROM members WHERE id = $2 AND merchant_code = $1
         ON CONFLICT (member_id) DO NOTHING`,
        [merchantCode, memberId],
      );
      const { rows } = await tx.query<{ level: number; reviewed_month: string | null }>(
        `SELECT level, reviewed_month FROM vip_members WHERE member_id = $2 AND merchant_code = $1 FOR UPDATE`,
        [merchantCode, memberId],
      );
      const r = rows[0];
      return r ? { level: r.level, reviewedMonth: r.reviewed_month } : null;
    },

    async setLevel(tx: Queryable, memberId: string, level: number, reviewedMonth?: string): Promise<void> {
      await tx.query(
        `UPDATE vip_members SET level = $2, evaluated_at = now(),
                reached_at = CASE WHEN level = $2 THEN reached_at ELSE now() END,
                reviewed_month = COALESCE($3, reviewed_month)
          WHERE member_id = $1`,
        [memberId, level, reviewedMonth ?? null],
      );
    },

    /** Records a VIP bonus once per (member, kind, period); false when it was recorded before. */
    async insertReward(
      tx: Queryable,
      r: {
        id: string;
        merchantCode: string;
        memberId: string;
        kind: VipRewardKind;
        period: string;
        level: number;
        currency: string;
        amountMinor: bigint;
      },
    ): Promise<boolean> {
      const res = await tx.query(
        `INSERT INTO vip_rewards (id, merchant_code, member_id, kind, period, level, currency, amount_minor)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (merchant_code, member_id, kind, period) DO NOTHING`,
        [r.id, r.merchantCode, r.memberId, r.kind, r.period, r.level, r.currency, r.amountMinor.toString()],
      );
      return (res.rowCount ?? 0) > 0;
    },

    async setRewardGrant(tx: Queryable, id: string, grantId: string): Promise<void> {
      await tx.query(`UPDATE vip_rewards SET grant_id = $2 WHERE id = $1`, [id, grantId]);
    },

    async rewardsOf(
      memberId: string,
    ): Promise<{ kind: VipRewardKind; period: string; amountMinor: bigint }[]> {
      const { rows } = await db.query<{ kind: VipRewardKind; period: string; amount_minor: string }>(
        `SELECT kind, period, amount_minor FROM vip_rewards WHERE member_id = $1 ORDER BY created_at`,
        [memberId],
      );
      return rows.map((r) => ({ kind: r.kind, period: r.period, amountMinor: BigInt(r.amount_minor) }));
    },

    /** One member's completed deposits since an instant and valid bet since a day. */
    async activityOf(
      merchantCode: string,
      memberId: string,
      since: Date,
      sinceDay: string,
      q: Queryable = db,
    ): Promise<Activity> {
      const { rows } = await q.query<{ deposits: string; bet: string }>(
        `SELECT (SELECT COALESCE(SUM(amount_minor), 0) FROM deposits
                  WHERE merchant_code = $1 AND member_id = $2 AND status = 'COMPLETED' AND completed_at >= $3)::text AS deposits,
                (SELECT COALESCE(SUM(turnover_minor), 0) FROM report_member_game_days
                  WHERE merchant_code = $1 AND member_id = $2 AND day >= $4::date)::text AS bet`,
        [merchantCode, memberId, since, sinceDay],
      );
      return { memberId, depositsMinor: BigInt(rows[0]!.deposits), betMinor: BigInt(rows[0]!.bet) };
    },

    /** Every member of the merchant with deposits or valid bet in the window, with both sums. */
    async activity(
      merchantCode: string,
      since: Date,
      sinceDay: string,
    ): Promise<(Activity & { level: number })[]> {
      const { rows } = await db.query<{ member_id: string; deposits: string; bet: string; level: number }>(
        `WITH d AS (SELECT member_id, SUM(amount_minor) AS deposits FROM deposits
                     WHERE merchant_code = $1 AND status = 'COMPLETED' AND completed_at >= $2 GROUP BY member_id),
              b AS (SELECT member_id, SUM(turnover_minor) AS bet FROM report_member_game_days
                     WHERE merchant_code = $1 AND day >= $3::date GROUP BY member_id)
         SELECT COALESCE(d.member_id, b.member_id) AS member_id, COALESCE(d.deposits, 0)::text AS deposits,
                COALESCE(b.bet, 0)::text AS bet, COALESCE(v.level, 0) AS level
           FROM d FULL JOIN b ON b.member_id = d.member_id
           LEFT JOIN vip_members v ON v.member_id = COALESCE(d.member_id, b.member_id)`,
        [merchantCode, since, sinceDay],
      );
      return rows.map((r) => ({
        memberId: r.member_id,
        depositsMinor: BigInt(r.deposits),
        betMinor: BigInt(r.bet),
        level: r.level,
      }));
    },

    /** Valid bet of a member over [from, to] (days of the merchant). */
    async betBetween(
      merchantCode: string,
      memberId: string,
      from: string,
      to: string,
      q: Queryable = db,
    ): Promise<bigint> {
      const { rows } = await q.query<{ bet: string }>(
        `SELECT COALESCE(SUM(turnover_minor), 0)::text AS bet FROM report_member_game_days
          WHERE merchant_code = $1 AND member_id = $2 AND day BETWEEN $3::date AND $4::date`,
        [merchantCode, memberId, from, to],
      );
      return BigInt(rows[0]!.bet);
    },

    /** Members whose monthly review of `month` has not run. */
    async unreviewed(merchantCode: string, month: string, limit: number): Promise<string[]> {
      const { rows } = await db.query<{ member_id: string }>(
        `SELECT member_id FROM vip_members WHERE merchant_code = $1 AND reviewed_month IS DISTINCT FROM $2
          ORDER BY member_id LIMIT $3`,
        [merchantCode, month, limit],
      );
      return rows.map((r) => r.member_id);
    },

    /** Members at levels with a birthday bonus (the candidates of the birthday job). */
    async birthdayCandidates(merchantCode: string): Promise<{ memberId: string; level: number }[]> {
      const { rows } = await db.query<{ member_id: string; level: number }>(
        `SELECT v.member_id, v.level FROM vip_members v
           JOIN vip_levels l ON l.merchant_code = v.merchant_code AND l.level = v.level
          WHERE v.merchant_code = $1 AND l.birthday_bonus_minor > 0`,
        [merchantCode],
      );
      return rows.map((r) => ({ memberId: r.member_id, level: r.level }));
    },

    /** The member's withdrawals requested since an instant (not rejected): count and amount. */
    async withdrawalsSince(
      merchantCode: string,
      memberId: string,
      since: Date,
    ): Promise<{ count: number; amountMinor: bigint }> {
      const { rows } = await db.query<{ n: number; total: string }>(
        `SELECT COUNT(*)::int AS n, COALESCE(SUM(amount_minor), 0)::text AS total FROM withdrawals
          WHERE merchant_code = $1 AND member_id = $2 AND requested_at >= $3 AND status <> 'REJECTED'`,
        [merchantCode, memberId, since],
      );
      return { count: rows[0]?.n ?? 0, amountMinor: BigInt(rows[0]?.total ?? '0') };
    },

    async membersPage(
      merchantCode: string,
      level: number | undefined,
      page: { pageNo: number; pageSize: number },
    ): Promise<{
      list: { memberId: string; username: string; level: number; reachedAt: Date }[];
      total: number;
    }> {
      const filter = level === undefined ? '' : 'AND v.level = $4';
      const params: unknown[] = [merchantCode, page.pageSize, (page.pageNo - 1) * page.pageSize];
      if (level !== undefined) params.push(level);
      const [list, count] = await Promise.all([
        db.query<{ member_id: string; username: string; level: number; reached_at: Date }>(
          `SELECT v.member_id, m.username, v.level, v.reached_at FROM vip_members v JOIN members m ON m.id = v.member_id
            WHERE v.merchant_code = $1 ${filter} ORDER BY v.level DESC, m.username LIMIT $2 OFFSET $3`,
          params,
        ),
        db.query<{ n: number }>(
          `SELECT COUNT(*)::int AS n FROM vip_members v WHERE v.merchant_code = $1 ${level === undefined ? '' : 'AND v.level = $2'}`,
          level === undefined ? [merchantCode] : [merchantCode, level],
        ),
      ]);
      return {
        list: list.rows.map((r) => ({
          memberId: r.member_id,
          username: r.username,
          level: r.level,
          reachedAt: r.reached_at,
        })),
        total: count.rows[0]?.n ?? 0,
      };
    },

    async levelCounts(merchantCode: string): Promise<{ level: number; members: number }[]> {
      const { rows } = await db.query<{ level: number; members: number }>(
        `SELECT level, COUNT(*)::int AS members FROM vip_members WHERE merchant_code = $1 GROUP BY level ORDER BY level`,
        [merchantCode],
      );
      return rows;
    },

    /** Demo: a member placed at a level, reviewed for this month (so the monthly review leaves them). */
    async seedMember(tx: Queryable, merchantCode: string, memberId: string, level: number, month: string) {
      await tx.query(
        `INSERT INTO vip_members (merchant_code, member_id, level, reviewed_month) VALUES ($1, $2, $3, $4)
         ON CONFLICT (member_id) DO NOTHING`,
        [merchantCode, memberId, level, month],
      );
    },

    /** Demo: the merchant's members by username. */
    async memberIds(
      merchantCode: string,
      usernames: readonly string[],
    ): Promise<{ id: string; username: string }[]> {
      const { rows } = await db.query<{ id: string; username: string }>(
        `SELECT id, username FROM members WHERE merchant_code = $1 AND username = ANY($2::text[])`,
        [merchantCode, usernames],
      );
      return rows;
    },
  };
}

export type VipRepository = ReturnType<typeof createVipRepository>;
