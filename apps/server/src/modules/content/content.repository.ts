// Owns tables: content_items.
// Reads tables: none.
import type {
  BannerGroup,
  ContentAudience,
  ContentKind,
  ContentStatus,
  HelpCategory,
  LinkTargetKind,
} from '@platform/contracts';
import type { Database, Queryable } from '../../platform/db/database.ts';
import type { ContentTranslationRecord, PublishedItem } from './domain/content-visibility.ts';

export interface ContentRow extends PublishedItem {
  merchantCode: string;
  status: ContentStatus;
  updatedBy: string | null;
}

export interface ContentFields {
  kind: ContentKind;
  status: ContentStatus;
  bannerGroup: BannerGroup | null;
  helpCategory: HelpCategory | null;
  audience: ContentAudience;
  promotionType: string | null;
  linkKind: LinkTargetKind;
  linkValue: string;
  startsAt: Date | null;
  endsAt: Date | null;
  sortOrder: number;
  translations: ContentTranslationRecord[];
}

interface Row {
  id: string;
  merchant_code: string;
  kind: ContentKind;
  status: ContentStatus;
  banner_group: BannerGroup | null;
  help_category: HelpCategory | null;
  audience: ContentAudience;
  promotion_type: string | null;
  link_kind: LinkTargetKind;
  link_value: string;
  starts_at: Date | null;
  ends_at: Date | null;
  sort_order: number;
  version: number;
  translations: ContentTranslationRecord[];
  updated_at: Date;
  updated_by: string | null;
}

const COLUMNS = `id, merchant_code, kind, status, banner_group, help_category, audience, promotion_type,
  link_kind, link_value, starts_at, ends_at, sort_order, version, translations, updated_at, updated_by`;

const toRow = (r: Row): ContentRow => ({
  id: String(r.id),
  merchantCode: r.merchant_code,
  kind: r.kind,
  status: r.status,
  bannerGroup: r.banner_group,
  helpCategory: r.help_category,
  audience: r.audience,
  promotionType: r.promotion_type,
  linkKind: r.link_kind,
  linkValue: r.link_value,
  startsAt: r.starts_at,
  endsAt: r.ends_at,
  sortOrder: r.sort_order,
  version: r.version,
  translations: r.translations,
  updatedAt: r.updated_at,
  updatedBy: r.updated_by,
});

export function createContentRepository(db: Database) {
  return {
    /** What players may see now or later: published and not yet over. */
    async published(merchantCode: string, now: Date): Promise<ContentRow[]> {
      const { rows } = await db.query<Row>(
        `SELECT ${COLUMNS} FROM content_items
          WHERE merchant_code = $1 AND status = 'PUBLISHED' AND (ends_at IS NULL OR ends_at > $2)
          ORDER BY sort_order, id DESC`,
        [merchantCode, now],
      );
      return rows.map(toRow);
    },

    async page(q: {
      merchantCode: string;
      kind?: ContentKind;
      status?: ContentStatus;
      bannerGroup?: BannerGroup;
      search?: string;
      limit: number;
      offset: number;
    }): Promise<{ rows: ContentRow[]; total: number }> {
      const { rows } = await db.query<Row & { total: string }>(
        `SELECT ${COLUMNS}, count(*) OVER () AS total FROM content_items
          WHERE merchant_code = $1
            AND ($2::text IS NULL OR kind = $2)
            AND ($3::text IS NULL OR status = $3)
            AND ($4::text IS NULL OR banner_group = $4)
            AND ($5::text IS NULL OR EXISTS (
                  SELECT 1 FROM jsonb_array_elements(translations) t
                   WHERE strpos(lower(t->>'title'), lower($5)) > 0))
          ORDER BY (status = 'ARCHIVED'), kind, sort_order, id DESC
          LIMIT $6 OFFSET $7`,
        [
          q.merchantCode,
          q.kind ?? null,
          q.status ?? null,
          q.bannerGroup ?? null,
          q.search || null,
          q.limit,
          q.offset,
        ],
      );
      return { rows: rows.map(toRow), total: Number(rows[0]?.total ?? 0) };
    },

    async byId(merchantCode: string, id: string, tx: Queryable = db): Promise<ContentRow | null> {
      const { rows } = await tx.query<Row>(
        `SELECT ${COLUMNS} FROM content_items WHERE merchant_code = $1 AND id = $2`,
        [merchantCode, id],
      );
      return rows[0] ? toRow(rows[0]) : null;
    },

    async insert(
      tx: Queryable,
      merchantCode: string,
      f: ContentFields,
      by: string,
      now: Date,
    ): Promise<string> {
      const { rows } = await tx.query<{ id: string }>(
        `INSERT INTO content_items (merchant_code, kind, status, banner_group, help_category, audience,
            promotion_type, link_kind, link_value, starts_at, ends_at, sort_order, translations,
            created_at, updated_at, updated_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $14, $15)
         RETURNING id`,
        [
          merchantCode,
          f.kind,
          f.status,
          f.bannerGroup,
          f.helpCategory,
          f.audience,
          f.promotionType,
          f.linkKind,
          f.linkValue,
          f.startsAt,
          f.endsAt,
          f.sortOrder,
          JSON.stringify(f.translations),
          now,
          by,
        ],
      );
      return String(rows[0]!.id);
    },

    /** Replaces every field and bumps the version; the kind never changes. */
    async update(
      tx: Queryable,
      merchantCode: string,
      id: string,
      f: ContentFields,
      by: string,
      now: Date,
    ): Promise<boolean> {
      const { rowCount } = await tx.query(
        `UPDATE content_items SET status = $3, banner_group = $4, help_category = $5, audience = $6,
            promotion_type = $7, link_kind = $8, link_value = $9, starts_at = $10, ends_at = $11,
            sort_order = $12, translations = $13, updated_at = $14, updated_by = $15, version = version + 1
          WHERE merchant_code = $1 AND id = $2`,
        [
          merchantCode,
          id,
          f.status,
          f.bannerGroup,
          f.helpCategory,
          f.audience,
          f.promotionType,
          f.linkKind,
          f.linkValue,
          f.startsAt,
          f.endsAt,
          f.sortOrder,
          JSON.stringify(f.translations),
          now,
          by,
        ],
      );
      return (rowCount ?? 0) > 0;
    },

    async remove(tx: Queryable, merchantCode: string, id: string): Promise<boolean> {
      const { rowCount } = await tx.query(`DELETE FROM content_items WHERE merchant_code = $1 AND id = $2`, [
        merchantCode,
        id,
      ]);
      return (rowCount ?? 0) > 0;
    },

    async countOf(merchantCode: string): Promise<number> {
      const { rows } = await db.query<{ n: string }>(
        `SELECT count(*) AS n FROM content_items WHERE merchant_code = $1`,
        [merchantCode],
      );
      return Number(rows[0]!.n);
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
