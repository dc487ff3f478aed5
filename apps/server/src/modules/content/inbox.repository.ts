// Owns tables: inbox_broadcasts, inbox_messages.
// Reads tables: members, agent_tree.
import type { InboxCategory, LanguageCode, MessageTargetKind } from '@platform/contracts';
import type { Database, Queryable } from '../../platform/db/database.ts';

export interface BroadcastText {
  language: LanguageCode;
  title: string;
  bodyHtml: string;
}

export interface InboxRow {
  id: string;
  category: InboxCategory;
  texts: BroadcastText[] | null;
  template: string | null;
  params: Record<string, string> | null;
  read: boolean;
  createdAt: Date;
}

export interface BroadcastRow {
  id: string;
  merchantCode: string;
  targetKind: MessageTargetKind;
  targetValue: string;
  texts: BroadcastText[];
  recipients: number;
  read: number;
  createdAt: Date;
  createdBy: string | null;
}

/** Who a message goes to, resolved in SQL so a message to everyone is one statement, not a loop. */
export type Recipients =
  | { kind: 'MEMBER_IDS'; ids: string[] }
  | { kind: 'ACCOUNTS'; accounts: string[] }
  | { kind: 'VIP_LEVEL'; level: number }
  | { kind: 'AGENT_TEAM'; agentAccount: string; agentTypes: readonly number[] }
  | { kind: 'ALL' };

const TRIAL_TYPE = 4;

/** A WHERE fragment over `m` (members) for the recipients; `$1` is the merchant, `$3` the value. */
function recipientsFilter(r: Recipients): { sql: string; value: unknown; extra?: unknown } {
  switch (r.kind) {
    case 'MEMBER_IDS':
      return { sql: `m.id = ANY($3::uuid[])`, value: r.ids };
    case 'ACCOUNTS':
      return { sql: `lower(m.username) = ANY($3::text[])`, value: r.accounts.map((a) => a.toLowerCase()) };
    case 'VIP_LEVEL':
      return { sql: `m.vip_level = $3::int`, value: r.level };
    case 'AGENT_TEAM':
      return {
        sql: `m.id IN (SELECT t.descendant_id FROM agent_tree t JOIN members a ON a.id = t.ancestor_id
                        WHERE a.merchant_code = $1 AND lower(a.username) = lower($3::text)
                          AND a.type = ANY($4::int[]) AND t.depth > 0)`,
        value: r.agentAccount,
        extra: r.agentTypes,
      };
    case 'ALL':
      return { sql: `$3::text IS NULL`, value: null };
  }
}

export function createInboxRepository(db: Database) {
  return {
    /**
     * A broadcast and its members' copies, in the caller's transaction. With a `sourceRef` already
     * used, nothing is written and null comes back (an event's retry).
     */
    async send(
      tx: Queryable,
      b: {
        merchantCode: string;
        category: InboxCategory;
        targetKind: MessageTargetKind;
        targetValue: string;
        texts: BroadcastText[] | null;
        template: string | null;
        params: Record<string, string> | null;
        sourceRef: string | null;
        createdBy: string | null;
        now: Date;
      },
      recipients: Recipients,
    ): Promise<{ id: string; recipients: number; memberIds: string[] } | null> {
      const { rows } = await tx.query<{ id: string }>(
        `INSERT INTO inbox_broadcasts (merchant_code, category, target_kind, target_value, texts, template,
            params, source_ref, created_at, created_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
         ON CONFLICT (merchant_code, source_ref) WHERE source_ref IS NOT NULL DO NOTHING
         RETURNING id`,
        [
          b.merchantCode,
          b.category,
          b.targetKind,
          b.targetValue,
          b.texts ? JSON.stringify(b.texts) : null,
          b.template,
          b.params ? JSON.stringify(b.params) : null,
          b.sourceRef,
          b.now,
          b.createdBy,
        ],
      );
      const id = rows[0]?.id;
      if (!id) return null;
      const filter = recipientsFilter(recipients);
      const params: unknown[] = [b.merchantCode, id, filter.value];
      if (filter.extra !== undefined) params.push(filter.extra);
      const inserted = await tx.query<{ member_id: string }>(
        `INSERT INTO inbox_messages (merchant_code, member_id, broadcast_id, created_at)
         SELECT m.merchant_code, m.id, $2, ${params.length === 4 ? '$5' : '$4'}
           FROM members m
          WHERE m.merchant_code = $1 AND m.type <> ${TRIAL_TYPE} AND ${filter.sql}
         RETURNING member_id`,
        [...params, b.now],
      );
      const memberIds = inserted.rows.map((r) => r.member_id);
      await tx.query(`UPDATE inbox_broadcasts SET recipients = $2 WHERE id = $1`, [id, memberIds.length]);
      return { id: String(id), recipients: memberIds.length, memberIds };
    },

    async page(
      memberId: string,
      status: 'ALL' | 'UNREAD' | 'READ',
      limit: number,
      offset: number,
    ): Promise<{ rows: InboxRow[]; total: number }> {
      const { rows } = await db.query<{
        id: string;
        category: InboxCategory;
        texts: BroadcastText[] | null;
        template: string | null;
        params: Record<string, string> | null;
        read_at: Date | null;
        created_at: Date;
        total: string;
      }>(
        `SELECT im.id, b.category, b.texts, b.template, b.params, im.read_at, im.created_at,
                count(*) OVER () AS total
           FROM inbox_messages im JOIN inbox_broadcasts b ON b.id = im.broadcast_id
          WHERE im.member_id = $1 AND im.deleted_at IS NULL
            AND ($2 = 'ALL' OR ($2 = 'UNREAD') = (im.read_at IS NULL))
          ORDER BY im.id DESC
          LIMIT $3 OFFSET $4`,
        [memberId, status, limit, offset],
      );
      return {
        rows: rows.map((r) => ({
          id: String(r.id),
          category: r.category,
          texts: r.texts,
          template: r.template,
          params: r.params,
          read: r.read_at !== null,
          createdAt: r.created_at,
        })),
        total: Number(rows[0]?.total ?? 0),
      };
    },

    async unreadCount(memberId: string): Promise<number> {
      const { rows } = await db.query<{ n: string }>(
        `SELECT count(*) AS n FROM inbox_messages WHERE member_id = $1 AND read_at IS NULL AND deleted_at IS NULL`,
        [memberId],
      );
      return Number(rows[0]!.n);
    },

    /** Marks the member's own messages read (`ids` null: all of them); answers how many changed. */
    async markRead(memberId: string, ids: string[] | null, now: Date): Promise<number> {
      const { rowCount } = await db.query(
        `UPDATE inbox_messages SET read_at = $3
          WHERE member_id = $1 AND read_at IS NULL AND deleted_at IS NULL
            AND ($2::bigint[] IS NULL OR id = ANY($2::bigint[]))`,
        [memberId, ids, now],
      );
      return rowCount ?? 0;
    },

    async remove(memberId: string, ids: string[], now: Date): Promise<number> {
      const { rowCount } = await db.query(
        `UPDATE inbox_messages SET deleted_at = $3
          WHERE member_id = $1 AND deleted_at IS NULL AND id = ANY($2::bigint[])`,
        [memberId, ids, now],
      );
      return rowCount ?? 0;
    },

    async broadcasts(
      merchantCode: string,
      limit: number,
      offset: number,
    ): Promise<{ rows: BroadcastRow[]; total: number }> {
      const { rows } = await db.query<{
        id: string;
        merchant_code: string;
        target_kind: MessageTargetKind;
        target_value: string;
        texts: BroadcastText[];
        recipients: number;
        read: string;
        created_at: Date;
        created_by: string | null;
        total: string;
      }>(
        `SELECT b.id, b.merchant_code, b.target_kind, b.target_value, b.texts, b.recipients, b.created_at,
                b.created_by, count(*) OVER () AS total,
                (SELECT count(*) FROM inbox_messages im WHERE im.broadcast_id = b.id AND im.read_at IS NOT NULL) AS read
           FROM inbox_broadcasts b
          WHERE b.merchant_code = $1 AND b.category = 'OPERATOR'
          ORDER BY b.id DESC
          LIMIT $2 OFFSET $3`,
        [merchantCode, limit, offset],
      );
      return {
        rows: rows.map((r) => ({
          id: String(r.id),
          merchantCode: r.merchant_code,
          targetKind: r.target_kind,
          targetValue: r.target_value,
          texts: r.texts,
          recipients: r.recipients,
          read: Number(r.read),
          createdAt: r.created_at,
          createdBy: r.created_by,
        })),
        total: Number(rows[0]?.total ?? 0),
      };
    },
  };
}

export type InboxRepository = ReturnType<typeof createInboxRepository>;
