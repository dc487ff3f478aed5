// Owns tables: missions, mission_claims.
// Reads tables: report_member_game_days, deposits, member_login_history, members.
import type { GameCategory, MissionKind, MissionPeriod } from '@platform/contracts';
import type { Queryable } from '../../platform/db/database.ts';
import type { PeriodWindow } from './domain/periods.ts';
import type { PeriodFacts } from './domain/progress.ts';

export interface MissionRow {
  id: string;
  merchantCode: string;
  period: MissionPeriod;
  kind: MissionKind;
  category: GameCategory | null;
  target: bigint;
  rewardMinor: bigint;
  wageringMultiple: number;
  points: number;
  titles: Record<string, string>;
  sortOrder: number;
  active: boolean;
  updatedAt: Date;
}

export interface MissionInput {
  period: MissionPeriod;
  kind: MissionKind;
  category: GameCategory | null;
  target: bigint;
  rewardMinor: bigint;
  wageringMultiple: number;
  points: number;
  titles: Record<string, string>;
  sortOrder: number;
  active: boolean;
}

interface RawMission {
  id: string;
  merchant_code: string;
  period: MissionPeriod;
  kind: MissionKind;
  category: GameCategory | null;
  target: string;
  reward_minor: string;
  wagering_multiple: number;
  points: number;
  titles: Record<string, string>;
  sort_order: number;
  active: boolean;
  updated_at: Date;
}

const COLUMNS = `id, merchant_code, period, kind, category, target, reward_minor, wagering_multiple, points,
                 titles, sort_order, active, updated_at`;

const toRow = (r: RawMission): MissionRow => ({
  id: r.id,
  merchantCode: r.merchant_code,
  period: r.period,
  kind: r.kind,
  category: r.category,
  target: BigInt(r.target),
  rewardMinor: BigInt(r.reward_minor),
  wageringMultiple: r.wagering_multiple,
  points: r.points,
  titles: r.titles,
  sortOrder: r.sort_order,
  active: r.active,
  updatedAt: r.updated_at,
});

export function createMissionsRepository(db: Queryable) {
  return {
    async list(
      merchantCode: string,
      options: { activeOnly: boolean },
      q: Queryable = db,
    ): Promise<MissionRow[]> {
      const { rows } = await q.query<RawMission>(
        `SELECT ${COLUMNS} FROM missions
          WHERE merchant_code = $1 AND ($2::boolean = false OR active)
          ORDER BY period, sort_order, created_at`,
        [merchantCode, options.activeOnly],
      );
      return rows.map(toRow);
    },

    async find(merchantCode: string, id: string, q: Queryable = db): Promise<MissionRow | null> {
      const { rows } = await q.query<RawMission>(
        `SELECT ${COLUMNS} FROM missions WHERE merchant_code = $1 AND id = $2`,
        [merchantCode, id],
      );
      return rows[0] ? toRow(rows[0]) : null;
    },

    async count(merchantCode: string, q: Queryable = db): Promise<number> {
      const { rows } = await q.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM missions WHERE merchant_code = $1',
        [merchantCode],
      );
      return rows[0]?.n ?? 0;
    },

    async insert(tx: Queryable, id: string, merchantCode: string, m: MissionInput): Promise<MissionRow> {
      const { rows } = await tx.query<RawMission>(
        `INSERT INTO missions (id, merchant_code, period, kind, category, target, reward_minor, wagering_multiple,
                               points, titles, sort_order, active)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
         RETURNING ${COLUMNS}`,
        [
          id,
          merchantCode,
          m.period,
          m.kind,
          m.category,
          m.target.toString(),
          m.rewardMinor.toString(),
          m.wageringMultiple,
          m.points,
          JSON.stringify(m.titles),
          m.sortOrder,
          m.active,
        ],
      );
      return toRow(rows[0]!);
    },

    async update(
      tx: Queryable,
      merchantCode: string,
      id: string,
      m: MissionInput,
    ): Promise<MissionRow | null> {
      const { rows } = await tx.query<RawMission>(
        `UPDATE missions SET period = $3, kind = $4, category = $5, target = $6, reward_minor = $7,
                wagering_multiple = $8, points = $9, titles = $10, sort_order = $11, active = $12, updated_at = now()
          WHERE merchant_code = $1 AND id = $2
          RETURNING ${COLUMNS}`,
        [
          merchantCode,
          id,
          m.period,
          m.kind,
          m.category,
          m.target.toString(),
          m.rewardMinor.toString(),
          m.wageringMultiple,
          m.points,
          JSON.stringify(m.titles),
          m.sortOrder,
          m.active,
        ],
      );
      return rows[0] ? toRow(rows[0]) : null;
    },

    /** A row lock on the mission for an edit (the audit's "before"). */
    async lock(tx: Queryable, merchantCode: string, id: string): Promise<MissionRow | null> {
      const { rows } = await tx.query<RawMission>(
        `SELECT ${COLUMNS} FROM missions WHERE merchant_code = $1 AND id = $2 FOR UPDATE`,
        [merchantCode, id],
      );
      return rows[0] ? toRow(rows[0]) : null;
    },

    /**
     * What the member did in a period: valid bet and rounds per category and distinct games from
     * the reports' day summaries, deposits credited, and days with a successful login (in `timeZone`).
     */
    async facts(
      merchantCode: string,
      memberId: string,
      window: PeriodWindow,
      timeZone: string,
      q: Queryable = db,
    ): Promise<PeriodFacts> {
      const play = await q.query<{ category: string; turnover: string; rounds: string }>(
        `SELECT category, sum(turnover_minor)::text AS turnover, sum(rounds)::text AS rounds
           FROM report_member_game_days
          WHERE merchant_code = $1 AND member_id = $2 AND day >= $3::date AND day < $4::date
          GROUP BY category`,
        [merchantCode, memberId, window.start, window.endDay],
      );
      const other = await q.query<{ games: number; deposits: string; logins: number }>(
        `SELECT
           (SELECT count(DISTINCT (vendor_code, game_code))::int FROM report_member_game_days
             WHERE merchant_code = $1 AND member_id = $2 AND day >= $3::date AND day < $4::date AND rounds > 0) AS games,
           (SELECT coalesce(sum(amount_minor), 0)::text FROM deposits
             WHERE member_id = $2 AND merchant_code = $1 AND status = 'COMPLETED'
               AND completed_at >= $5 AND completed_at < $6) AS deposits,
           (SELECT count(DISTINCT (at AT TIME ZONE $7)::date)::int FROM member_login_history
             WHERE member_id = $2 AND result = 'SUCCESS' AND at >= $5 AND at < $6) AS logins`,
        [merchantCode, memberId, window.start, window.endDay, window.startsAt, window.endsAt, timeZone],
      );
      const o = other.rows[0]!;
      return {
        turnoverByCategory: Object.fromEntries(play.rows.map((r) => [r.category, BigInt(r.turnover)])),
        roundsByCategory: Object.fromEntries(play.rows.map((r) => [r.category, Number(r.rounds)])),
        distinctGames: o.games,
        depositMinor: BigInt(o.deposits),
        loginDays: o.logins,
      };
    },

    /** The member's claims of the given period starts. */
    async claims(memberId: string, starts: readonly string[], q: Queryable = db) {
      const { rows } = await q.query<{ mission_id: string; period_start: string }>(
        `SELECT mission_id, to_char(period_start, 'YYYY-MM-DD') AS period_start FROM mission_claims
          WHERE member_id = $1 AND period_start = ANY($2::date[])`,
        [memberId, starts],
      );
      return new Set(rows.map((r) => `${r.mission_id}:${r.period_start}`));
    },

    /**
     * The claim row: the unique key makes a concurrent second claim wait for the first and then
     * insert nothing (null).
     */
    async insertClaim(
      tx: Queryable,
      claim: {
        id: string;
        merchantCode: string;
        memberId: string;
        missionId: string;
        period: MissionPeriod;
        periodStart: string;
        rewardMinor: bigint;
        points: number;
      },
    ): Promise<string | null> {
      const { rows } = await tx.query<{ id: string }>(
        `INSERT INTO mission_claims (id, merchant_code, member_id, mission_id, period, period_start, reward_minor, points)
         VALUES ($1, $2, $3, $4, $5, $6::date, $7, $8)
         ON CONFLICT (member_id, mission_id, period_start) DO NOTHING
         RETURNING id`,
        [
          claim.id,
          claim.merchantCode,
          claim.memberId,
          claim.missionId,
          claim.period,
          claim.periodStart,
          claim.rewardMinor.toString(),
          claim.points,
        ],
      );
      return rows[0]?.id ?? null;
    },

    async setClaimGrant(tx: Queryable, claimId: string, grantId: string) {
      await tx.query('UPDATE mission_claims SET grant_id = $2 WHERE id = $1', [claimId, grantId]);
    },

    async claimOf(memberId: string, missionId: string, periodStart: string, q: Queryable = db) {
      const { rows } = await q.query<{ reward_minor: string; grant_id: string | null }>(
        `SELECT reward_minor::text, grant_id FROM mission_claims
          WHERE member_id = $1 AND mission_id = $2 AND period_start = $3::date`,
        [memberId, missionId, periodStart],
      );
      return rows[0] ? { rewardMinor: BigInt(rows[0].reward_minor), grantId: rows[0].grant_id } : null;
    },

    /**
     * Every member with points in the period: points, claims and the last claim's time. The daily
     * board counts the day's daily missions; the weekly one every claim of the week's days.
     */
    async board(merchantCode: string, window: PeriodWindow, q: Queryable = db) {
      const { rows } = await q.query<{
        member_id: string;
        username: string;
        points: number;
        completed: number;
        last_at: Date;
      }>(
        `SELECT c.member_id, m.username, sum(c.points)::int AS points, count(*)::int AS completed,
                max(c.claimed_at) AS last_at
           FROM mission_claims c JOIN members m ON m.id = c.member_id
          WHERE c.merchant_code = $1 AND ($2 = 'WEEKLY' OR c.period = 'DAILY')
            AND c.period_start >= $3::date AND c.period_start < $4::date
          GROUP BY c.member_id, m.username`,
        [merchantCode, window.period, window.start, window.endDay],
      );
      return rows.map((r) => ({
        memberId: r.member_id,
        username: r.username,
        points: r.points,
        completed: r.completed,
        lastClaimAt: r.last_at,
      }));
    },
  };
}

export type MissionsRepository = ReturnType<typeof createMissionsRepository>;
