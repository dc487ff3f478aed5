// Owns tables: points_configs, points_ratios, points_accounts, points_entries, points_earnings, points_goods, points_redemptions.
// Reads tables: report_member_game_days, report_member_days, members.
import type { EarningPointType, GoodsKind, PointType, RedemptionStatus } from '@platform/contracts';
import type { Queryable } from '../../platform/db/database.ts';
import { newId } from '../../platform/ids.ts';
import type { Ratio } from './domain/points-arithmetic.ts';

export interface PointsConfigRow {
  merchantCode: string;
  convertPoints: number;
  convertAmountMinor: bigint;
  convertMinPoints: number;
  convertEnabled: boolean;
  ratios: Ratio[];
}

export interface GoodsRow {
  id: string;
  merchantCode: string;
  kind: GoodsKind;
  names: Record<string, string>;
  imageUrl: string | null;
  pointsRequired: bigint;
  amountMinor: bigint | null;
  stock: number;
  active: boolean;
  sortOrder: number;
  redeemed: number;
}

export interface RedemptionRow {
  id: string;
  referenceNo: string;
  merchantCode: string;
  memberId: string;
  username: string;
  goodsId: string;
  kind: GoodsKind;
  names: Record<string, string>;
  quantity: number;
  points: bigint;
  amountMinor: bigint | null;
  currency: string;
  address: string | null;
  status: RedemptionStatus;
  remark: string;
  reviewedBy: string | null;
  reviewedAt: Date | null;
  createdAt: Date;
}

export interface EntryRow {
  id: string;
  type: PointType;
  change: bigint;
  balanceAfter: bigint;
  basisMinor: bigint | null;
  unitMinor: bigint | null;
  ratioPoints: number | null;
  reference: string;
  createdAt: Date;
}

export interface NewEntry {
  merchantCode: string;
  memberId: string;
  type: PointType;
  change: bigint;
  reference: string;
  basisMinor?: bigint | null;
  unitMinor?: bigint | null;
  ratioPoints?: number | null;
  /** Demo history only: when it was earned (default: now). */
  createdAt?: Date;
}

export interface EarningBasis {
  memberId: string;
  day: string;
  type: EarningPointType;
  basisMinor: bigint;
}

const big = (v: string | number | bigint | null): bigint | null => (v === null ? null : BigInt(v));

const GOODS_COLUMNS = `g.id, g.merchant_code, g.kind, g.names, g.image_url, g.points_required::text, g.amount_minor::text,
  g.stock, g.active, g.sort_order,
  (SELECT coalesce(sum(r.quantity), 0)::int FROM points_redemptions r WHERE r.goods_id = g.id AND r.status <> 'REJECTED') AS redeemed`;
interface GoodsRecord {
  id: string;
  merchant_code: string;
  kind: GoodsKind;
  names: Record<string, string>;
  image_url: string | null;
  points_required: string;
  amount_minor: string | null;
  stock: number;
  active: boolean;
  sort_order: number;
  redeemed: number;
}
const goodsOf = (r: GoodsRecord): GoodsRow => ({
  id: r.id,
  merchantCode: r.merchant_code,
  kind: r.kind,
  names: r.names,
  imageUrl: r.image_url,
  pointsRequired: BigInt(r.points_required),
  amountMinor: big(r.amount_minor),
  stock: r.stock,
  active: r.active,
  sortOrder: r.sort_order,
  redeemed: r.redeemed,
});

const REDEMPTION_COLUMNS = `r.id, r.reference_no, r.merchant_code, r.member_id, coalesce(m.username, '') AS username, r.goods_id,
  r.kind, r.names, r.quantity, r.points::text, r.amount_minor::text, r.currency, r.address, r.status, r.remark,
  r.reviewed_by, r.reviewed_at, r.created_at`;
interface RedemptionRecord {
  id: string;
  reference_no: string;
  merchant_code: string;
  member_id: string;
  username: string;
  goods_id: string;
  kind: GoodsKind;
  names: Record<string, string>;
  quantity: number;
  points: string;
  amount_minor: string | null;
  currency: string;
  address: string | null;
  status: RedemptionStatus;
  remark: string;
  reviewed_by: string | null;
  reviewed_at: Date | null;
  created_at: Date;
}
const redemptionOf = (r: RedemptionRecord): RedemptionRow => ({
  id: r.id,
  referenceNo: r.reference_no,
  merchantCode: r.merchant_code,
  memberId: r.member_id,
  username: r.username,
  goodsId: r.goods_id,
  kind: r.kind,
  names: r.names,
  quantity: r.quantity,
  points: BigInt(r.points),
  amountMinor: big(r.amount_minor),
  currency: r.currency.trim(),
  address: r.address,
  status: r.status,
  remark: r.remark,
  reviewedBy: r.reviewed_by,
  reviewedAt: r.reviewed_at,
  createdAt: r.created_at,
});

/** The points ledger, its configuration, the mall's goods and redemptions. */
export function createPointsRepository() {
  return {
    async config(db: Queryable, merchantCode: string): Promise<PointsConfigRow | null> {
      const c = await db.query<{
        convert_points: number;
        convert_amount_minor: string;
        convert_min_points: number;
        convert_enabled: boolean;
      }>(
        `SELECT convert_points, convert_amount_minor::text, convert_min_points, convert_enabled
           FROM points_configs WHERE merchant_code = $1`,
        [merchantCode],
      );
      const row = c.rows[0];
      if (!row) return null;
      const ratios = await db.query<{ point_type: EarningPointType; unit_minor: string; points: number }>(
        `SELECT point_type, unit_minor::text, points FROM points_ratios WHERE merchant_code = $1`,
        [merchantCode],
      );
      return {
        merchantCode,
        convertPoints: row.convert_points,
        convertAmountMinor: BigInt(row.convert_amount_minor),
        convertMinPoints: row.convert_min_points,
        convertEnabled: row.convert_enabled,
        ratios: ratios.rows.map((r) => ({
          type: r.point_type,
          unitMinor: BigInt(r.unit_minor),
          points: r.points,
        })),
      };
    },

    async saveConfig(db: Queryable, c: PointsConfigRow): Promise<void> {
      await db.query(
        `INSERT INTO points_configs (merchant_code, convert_points, convert_amount_minor, convert_min_points, convert_enabled)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (merchant_code) DO UPDATE SET convert_points = EXCLUDED.convert_points,
           convert_amount_minor = EXCLUDED.convert_amount_minor, convert_min_points = EXCLUDED.convert_min_points,
           convert_enabled = EXCLUDED.convert_enabled, updated_at = now()`,
        [
          c.merchantCode,
          c.convertPoints,
          c.convertAmountMinor.toString(),
          c.convertMinPoints,
          c.convertEnabled,
        ],
      );
      await db.query(`DELETE FROM points_ratios WHERE merchant_code = $1`, [c.merchantCode]);
      for (const r of c.ratios)
        await db.query(
          `INSERT INTO points_ratios (merchant_code, point_type, unit_minor, points) VALUES ($1, $2, $3, $4)`,
          [c.merchantCode, r.type, r.unitMinor.toString(), r.points],
        );
    },

    async configuredMerchants(db: Queryable): Promise<string[]> {
      const r = await db.query<{ merchant_code: string }>(
        `SELECT merchant_code FROM points_configs ORDER BY 1`,
      );
      return r.rows.map((x) => x.merchant_code);
    },

    async balance(db: Queryable, memberId: string): Promise<bigint> {
      const r = await db.query<{ balance: string }>(
        `SELECT balance::text FROM points_accounts WHERE member_id = $1`,
        [memberId],
      );
      return BigInt(r.rows[0]?.balance ?? '0');
    },

    /** Locks the member's points account (creating it), the one lock every change of points takes. */
    async lockAccount(tx: Queryable, merchantCode: string, memberId: string): Promise<bigint> {
      await tx.query(
        `INSERT INTO points_accounts (member_id, merchant_code) VALUES ($1, $2) ON CONFLICT (member_id) DO NOTHING`,
        [memberId, merchantCode],
      );
      const r = await tx.query<{ balance: string }>(
        `SELECT balance::text FROM points_accounts WHERE member_id = $1 FOR UPDATE`,
        [memberId],
      );
      return BigInt(r.rows[0]!.balance);
    },

    /**
     * Appends an entry and moves the balance (the account must be locked by `lockAccount`). A debit
     * beyond the balance returns null and changes nothing.
     */
    async append(tx: Queryable, e: NewEntry): Promise<{ id: string; balanceAfter: bigint } | null> {
      const moved = await tx.query<{ balance: string }>(
        `UPDATE points_accounts SET balance = balance + $2, updated_at = now()
          WHERE member_id = $1 AND balance + $2 >= 0 RETURNING balance::text`,
        [e.memberId, e.change.toString()],
      );
      const balance = moved.rows[0]?.balance;
      if (balance === undefined) return null;
      const id = newId();
      await tx.query(
        `INSERT INTO points_entries (id, merchant_code, member_id, point_type, change, balance_after, basis_minor,
            unit_minor, ratio_points, reference, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, coalesce($11::timestamptz, now()))`,
        [
          id,
          e.merchantCode,
          e.memberId,
          e.type,
          e.change.toString(),
          balance,
          e.basisMinor?.toString() ?? null,
          e.unitMinor?.toString() ?? null,
          e.ratioPoints ?? null,
          e.reference,
          e.createdAt ?? null,
        ],
      );
      return { id, balanceAfter: BigInt(balance) };
    },

    async entries(
      db: Queryable,
      memberId: string,
      q: { type?: PointType | undefined; pageNo: number; pageSize: number },
    ): Promise<{ rows: EntryRow[]; total: number }> {
      const params: unknown[] = [memberId];
      let where = 'member_id = $1';
      if (q.type) {
        params.push(q.type);
        where += ` AND point_type = $${params.length}`;
      }
      const total = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM points_entries WHERE ${where}`,
        params,
      );
      const r = await db.query<{
        id: string;
        point_type: PointType;
        change: string;
        balance_after: string;
        basis_minor: string | null;
        unit_minor: string | null;
        ratio_points: number | null;
        reference: string;
        created_at: Date;
      }>(
        `SELECT id, point_type, change::text, balance_after::text, basis_minor::text, unit_minor::text, ratio_points,
                reference, created_at
           FROM points_entries WHERE ${where}
          ORDER BY created_at DESC, id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, q.pageSize, (q.pageNo - 1) * q.pageSize],
      );
      return {
        total: total.rows[0]!.n,
        rows: r.rows.map((x) => ({
          id: x.id,
          type: x.point_type,
          change: BigInt(x.change),
          balanceAfter: BigInt(x.balance_after),
          basisMinor: big(x.basis_minor),
          unitMinor: big(x.unit_minor),
          ratioPoints: x.ratio_points,
          reference: x.reference,
          createdAt: x.created_at,
        })),
      };
    },

    // --- earning ---

    /** Valid bet per member, day and game category of the days (reports' summary), and deposits. */
    async earningBases(
      db: Queryable,
      merchantCode: string,
      currency: string,
      days: string[],
    ): Promise<{
      bets: { memberId: string; day: string; category: string; basisMinor: bigint }[];
      deposits: EarningBasis[];
    }> {
      const bets = await db.query<{ member_id: string; day: string; category: string; basis: string }>(
        `SELECT member_id, to_char(day, 'YYYY-MM-DD') AS day, category, sum(turnover_minor)::text AS basis
           FROM report_member_game_days
          WHERE merchant_code = $1 AND currency = $2 AND day = ANY($3::date[])
          GROUP BY member_id, day, category`,
        [merchantCode, currency, days],
      );
      const deposits = await db.query<{ member_id: string; day: string; basis: string }>(
        `SELECT member_id, to_char(day, 'YYYY-MM-DD') AS day, deposit_minor::text AS basis
           FROM report_member_days
          WHERE merchant_code = $1 AND currency = $2 AND day = ANY($3::date[]) AND deposit_minor > 0`,
        [merchantCode, currency, days],
      );
      return {
        bets: bets.rows.map((r) => ({
          memberId: r.member_id,
          day: r.day,
          category: r.category,
          basisMinor: BigInt(r.basis),
        })),
        deposits: deposits.rows.map((r) => ({
          memberId: r.member_id,
          day: r.day,
          type: 'DEPOSIT' as const,
          basisMinor: BigInt(r.basis),
        })),
      };
    },

    /** What has been credited for the days (to skip members whose basis did not move). */
    async earningsOf(
      db: Queryable,
      merchantCode: string,
      days: string[],
    ): Promise<Map<string, { basisMinor: bigint; points: bigint }>> {
      const r = await db.query<{
        member_id: string;
        day: string;
        point_type: string;
        basis_minor: string;
        points: string;
      }>(
        `SELECT member_id, to_char(day, 'YYYY-MM-DD') AS day, point_type, basis_minor::text, points::text
           FROM points_earnings WHERE merchant_code = $1 AND day = ANY($2::date[])`,
        [merchantCode, days],
      );
      return new Map(
        r.rows.map((x) => [
          `${x.member_id}|${x.day}|${x.point_type}`,
          { basisMinor: BigInt(x.basis_minor), points: BigInt(x.points) },
        ]),
      );
    },

    /** The credited points of one (member, day, type), read under the member's account lock. */
    async creditedPoints(tx: Queryable, memberId: string, day: string, type: string): Promise<bigint> {
      const r = await tx.query<{ points: string }>(
        `SELECT points::text FROM points_earnings WHERE member_id = $1 AND day = $2 AND point_type = $3`,
        [memberId, day, type],
      );
      return BigInt(r.rows[0]?.points ?? '0');
    },

    async saveEarning(
      tx: Queryable,
      e: {
        merchantCode: string;
        memberId: string;
        day: string;
        type: string;
        basisMinor: bigint;
        points: bigint;
      },
    ): Promise<void> {
      await tx.query(
        `INSERT INTO points_earnings (merchant_code, member_id, day, point_type, basis_minor, points)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (member_id, day, point_type)
         DO UPDATE SET basis_minor = EXCLUDED.basis_minor, points = EXCLUDED.points, updated_at = now()`,
        [e.merchantCode, e.memberId, e.day, e.type, e.basisMinor.toString(), e.points.toString()],
      );
    },

    // --- goods ---

    async goods(db: Queryable, merchantCode: string, onlyActive: boolean): Promise<GoodsRow[]> {
      const r = await db.query<GoodsRecord>(
        `SELECT ${GOODS_COLUMNS} FROM points_goods g
          WHERE g.merchant_code = $1 ${onlyActive ? 'AND g.active' : ''}
          ORDER BY g.sort_order, g.created_at, g.id`,
        [merchantCode],
      );
      return r.rows.map(goodsOf);
    },

    async goodsById(db: Queryable, merchantCode: string, id: string): Promise<GoodsRow | null> {
      const r = await db.query<GoodsRecord>(
        `SELECT ${GOODS_COLUMNS} FROM points_goods g WHERE g.merchant_code = $1 AND g.id = $2`,
        [merchantCode, id],
      );
      return r.rows[0] ? goodsOf(r.rows[0]) : null;
    },

    async saveGoods(db: Queryable, g: Omit<GoodsRow, 'redeemed'>): Promise<void> {
      await db.query(
        `INSERT INTO points_goods (id, merchant_code, kind, names, image_url, points_required, amount_minor, stock, active, sort_order)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
         ON CONFLICT (id) DO UPDATE SET kind = EXCLUDED.kind, names = EXCLUDED.names, image_url = EXCLUDED.image_url,
           points_required = EXCLUDED.points_required, amount_minor = EXCLUDED.amount_minor, stock = EXCLUDED.stock,
           active = EXCLUDED.active, sort_order = EXCLUDED.sort_order`,
        [
          g.id,
          g.merchantCode,
          g.kind,
          JSON.stringify(g.names),
          g.imageUrl,
          g.pointsRequired.toString(),
          g.amountMinor?.toString() ?? null,
          g.stock,
          g.active,
          g.sortOrder,
        ],
      );
    },

    /** Takes `quantity` from the stock if that many are left (one atomic statement); null if not. */
    async takeStock(
      tx: Queryable,
      merchantCode: string,
      goodsId: string,
      quantity: number,
    ): Promise<GoodsRow | null> {
      const r = await tx.query<{ id: string }>(
        `UPDATE points_goods SET stock = stock - $3
          WHERE merchant_code = $1 AND id = $2 AND active AND stock >= $3 RETURNING id`,
        [merchantCode, goodsId, quantity],
      );
      if (!r.rows[0]) return null;
      const g = await tx.query<GoodsRecord>(`SELECT ${GOODS_COLUMNS} FROM points_goods g WHERE g.id = $1`, [
        goodsId,
      ]);
      return goodsOf(g.rows[0]!);
    },

    async returnStock(tx: Queryable, goodsId: string, quantity: number): Promise<void> {
      await tx.query(`UPDATE points_goods SET stock = stock + $2 WHERE id = $1`, [goodsId, quantity]);
    },

    // --- redemptions ---

    async insertRedemption(
      tx: Queryable,
      r: Omit<RedemptionRow, 'username' | 'status' | 'remark' | 'reviewedBy' | 'reviewedAt' | 'createdAt'>,
    ): Promise<void> {
      await tx.query(
        `INSERT INTO points_redemptions (id, reference_no, merchant_code, member_id, goods_id, kind, names, quantity,
            points, amount_minor, currency, address, status)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, 'APPLYING')`,
        [
          r.id,
          r.referenceNo,
          r.merchantCode,
          r.memberId,
          r.goodsId,
          r.kind,
          JSON.stringify(r.names),
          r.quantity,
          r.points.toString(),
          r.amountMinor?.toString() ?? null,
          r.currency,
          r.address,
        ],
      );
    },

    async redemption(
      db: Queryable,
      merchantCode: string,
      id: string,
      lock = false,
    ): Promise<RedemptionRow | null> {
      const r = await db.query<RedemptionRecord>(
        `SELECT ${REDEMPTION_COLUMNS} FROM points_redemptions r LEFT JOIN members m ON m.id = r.member_id
          WHERE r.merchant_code = $1 AND r.id = $2 ${lock ? 'FOR UPDATE OF r' : ''}`,
        [merchantCode, id],
      );
      return r.rows[0] ? redemptionOf(r.rows[0]) : null;
    },

    async redemptions(
      db: Queryable,
      filter: { merchantCode: string; memberId?: string; status?: RedemptionStatus | undefined },
      page: { pageNo: number; pageSize: number },
    ): Promise<{ rows: RedemptionRow[]; total: number }> {
      const params: unknown[] = [filter.merchantCode];
      let where = 'r.merchant_code = $1';
      if (filter.memberId) {
        params.push(filter.memberId);
        where += ` AND r.member_id = $${params.length}`;
      }
      if (filter.status) {
        params.push(filter.status);
        where += ` AND r.status = $${params.length}`;
      }
      const total = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM points_redemptions r WHERE ${where}`,
        params,
      );
      const r = await db.query<RedemptionRecord>(
        `SELECT ${REDEMPTION_COLUMNS} FROM points_redemptions r LEFT JOIN members m ON m.id = r.member_id
          WHERE ${where} ORDER BY r.created_at DESC, r.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, page.pageSize, (page.pageNo - 1) * page.pageSize],
      );
      return { total: total.rows[0]!.n, rows: r.rows.map(redemptionOf) };
    },

    async decide(
      tx: Queryable,
      id: string,
      d: { status: RedemptionStatus; remark: string; reviewedBy: string },
    ): Promise<void> {
      await tx.query(
        `UPDATE points_redemptions SET status = $2, remark = $3, reviewed_by = $4, reviewed_at = now() WHERE id = $1`,
        [id, d.status, d.remark, d.reviewedBy],
      );
    },

    async memberIdByUsername(db: Queryable, merchantCode: string, username: string): Promise<string | null> {
      const r = await db.query<{ id: string }>(
        `SELECT id FROM members WHERE merchant_code = $1 AND username = $2`,
        [merchantCode, username],
      );
      return r.rows[0]?.id ?? null;
    },
  };
}

export type PointsRepository = ReturnType<typeof createPointsRepository>;
