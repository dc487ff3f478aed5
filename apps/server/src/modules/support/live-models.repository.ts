// Owns tables: live_models.
// Reads tables: none.
import type { Database, Queryable } from '../../platform/db/database.ts';

export interface LiveModelRow {
  id: string;
  merchantCode: string;
  name: string;
  tagline: string;
  avatarUrl: string | null;
  online: boolean;
  sortOrder: number;
}

export interface LiveModelFields {
  name: string;
  tagline: string;
  avatarUrl: string | null;
  online: boolean;
  sortOrder: number;
}

interface Row {
  id: string;
  merchant_code: string;
  name: string;
  tagline: string;
  avatar_url: string | null;
  online: boolean;
  sort_order: number;
}

const COLUMNS = 'id, merchant_code, name, tagline, avatar_url, online, sort_order';
const toRow = (r: Row): LiveModelRow => ({
  id: r.id,
  merchantCode: r.merchant_code,
  name: r.name,
  tagline: r.tagline,
  avatarUrl: r.avatar_url,
  online: r.online,
  sortOrder: r.sort_order,
});

export function createLiveModelsRepository(db: Database) {
  return {
    async list(merchantCode: string): Promise<LiveModelRow[]> {
      const { rows } = await db.query<Row>(
        `SELECT ${COLUMNS} FROM live_models WHERE merchant_code = $1 ORDER BY sort_order, name, id`,
        [merchantCode],
      );
      return rows.map(toRow);
    },

    async byId(q: Queryable, merchantCode: string, id: string): Promise<LiveModelRow | null> {
      const { rows } = await q.query<Row>(
        `SELECT ${COLUMNS} FROM live_models WHERE merchant_code = $1 AND id = $2`,
        [merchantCode, id],
      );
      return rows[0] ? toRow(rows[0]) : null;
    },

    async count(q: Queryable, merchantCode: string): Promise<number> {
      const { rows } = await q.query<{ n: string }>(
        `SELECT count(*) AS n FROM live_models WHERE merchant_code = $1`,
        [merchantCode],
      );
      return Number(rows[0]!.n);
    },

    async insert(
      tx: Queryable,
      input: LiveModelFields & { id: string; merchantCode: string; by: string | null; now: Date },
    ): Promise<void> {
      await tx.query(
        `INSERT INTO live_models (id, merchant_code, name, tagline, avatar_url, online, sort_order,
                                  created_at, updated_at, updated_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8, $9)`,
        [
          input.id,
          input.merchantCode,
          input.name,
          input.tagline,
          input.avatarUrl,
          input.online,
          input.sortOrder,
          input.now,
          input.by,
        ],
      );
    },

    async update(
      tx: Queryable,
      input: LiveModelFields & { id: string; merchantCode: string; by: string; now: Date },
    ): Promise<boolean> {
      const { rowCount } = await tx.query(
        `UPDATE live_models SET name = $3, tagline = $4, avatar_url = $5, online = $6, sort_order = $7,
                updated_at = $8, updated_by = $9
         WHERE merchant_code = $1 AND id = $2`,
        [
          input.merchantCode,
          input.id,
          input.name,
          input.tagline,
          input.avatarUrl,
          input.online,
          input.sortOrder,
          input.now,
          input.by,
        ],
      );
      return (rowCount ?? 0) > 0;
    },

    async remove(tx: Queryable, merchantCode: string, id: string): Promise<boolean> {
      const { rowCount } = await tx.query(`DELETE FROM live_models WHERE merchant_code = $1 AND id = $2`, [
        merchantCode,
        id,
      ]);
      return (rowCount ?? 0) > 0;
    },
  };
}

export type LiveModelsRepository = ReturnType<typeof createLiveModelsRepository>;
