// Owns tables: chat_messages, chat_settings, chat_mutes.
// Reads tables: members.
import type { Database, Queryable } from '../../platform/db/database.ts';

export interface ChatMessageRow {
  id: string;
  merchantCode: string;
  room: string;
  memberId: string;
  account: string;
  author: string;
  text: string;
  createdAt: Date;
  deletedAt: Date | null;
  deletedBy: string | null;
}

export interface ChatSettingsRow {
  enabled: boolean;
  slowModeSeconds: number;
  wordFilter: string[];
}

export interface ChatMuteRow {
  memberId: string;
  account: string;
  until: Date;
  reason: string;
  mutedBy: string | null;
}

interface MessageRow {
  id: string;
  merchant_code: string;
  room: string;
  member_id: string;
  account: string;
  author: string;
  text: string;
  created_at: Date;
  deleted_at: Date | null;
  deleted_by: string | null;
}

const MESSAGE_COLUMNS = `c.id, c.merchant_code, c.room, c.member_id, m.username AS account, c.author, c.text,
  c.created_at, c.deleted_at, c.deleted_by`;

const toMessage = (r: MessageRow): ChatMessageRow => ({
  id: String(r.id),
  merchantCode: r.merchant_code,
  room: r.room,
  memberId: r.member_id,
  account: r.account,
  author: r.author,
  text: r.text,
  createdAt: r.created_at,
  deletedAt: r.deleted_at,
  deletedBy: r.deleted_by,
});

export function createChatRepository(db: Database) {
  return {
    async insertMessage(input: {
      merchantCode: string;
      room: string;
      memberId: string;
      author: string;
      text: string;
      now: Date;
    }): Promise<{ id: string; createdAt: Date }> {
      const { rows } = await db.query<{ id: string; created_at: Date }>(
        `INSERT INTO chat_messages (merchant_code, room, member_id, author, text, created_at)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id, created_at`,
        [input.merchantCode, input.room, input.memberId, input.author, input.text, input.now],
      );
      return { id: String(rows[0]!.id), createdAt: rows[0]!.created_at };
    },

    /** A room's latest lines that were not deleted, oldest first. */
    async history(merchantCode: string, room: string, limit: number): Promise<ChatMessageRow[]> {
      const { rows } = await db.query<MessageRow>(
        `SELECT * FROM (
           SELECT ${MESSAGE_COLUMNS} FROM chat_messages c JOIN members m ON m.id = c.member_id
           WHERE c.merchant_code = $1 AND c.room = $2 AND c.deleted_at IS NULL
           ORDER BY c.id DESC LIMIT $3
         ) latest ORDER BY id`,
        [merchantCode, room, limit],
      );
      return rows.map(toMessage);
    },

    async page(f: {
      merchantCode: string;
      room?: string | undefined;
      account?: string | undefined;
      limit: number;
      offset: number;
    }): Promise<{ rows: ChatMessageRow[]; total: number }> {
      const where = ['c.merchant_code = $1'];
      const params: unknown[] = [f.merchantCode];
      if (f.room) {
        params.push(f.room);
        where.push(`c.room = $${params.length}`);
      }
      if (f.account) {
        params.push(f.account);
        where.push(`lower(m.username) = lower($${params.length})`);
      }
      const from = `FROM chat_messages c JOIN members m ON m.id = c.member_id WHERE ${where.join(' AND ')}`;
      const [list, count] = await Promise.all([
        db.query<MessageRow>(
          `SELECT ${MESSAGE_COLUMNS} ${from} ORDER BY c.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
          [...params, f.limit, f.offset],
        ),
        db.query<{ total: string }>(`SELECT count(*) AS total ${from}`, params),
      ]);
      return { rows: list.rows.map(toMessage), total: Number(count.rows[0]!.total) };
    },

    /** Marks a line deleted; null when the merchant has no such line or it was deleted already. */
    async markDeleted(
      tx: Queryable,
      input: { merchantCode: string; id: string; by: string; now: Date },
    ): Promise<{ room: string; memberId: string; text: string } | null> {
      const { rows } = await tx.query<{ room: string; member_id: string; text: string }>(
        `UPDATE chat_messages SET deleted_at = $3, deleted_by = $4
         WHERE merchant_code = $1 AND id = $2 AND deleted_at IS NULL RETURNING room, member_id, text`,
        [input.merchantCode, input.id, input.now, input.by],
      );
      const row = rows[0];
      return row ? { room: row.room, memberId: row.member_id, text: row.text } : null;
    },

    async settings(q: Queryable, merchantCode: string): Promise<ChatSettingsRow | null> {
      const { rows } = await q.query<{ enabled: boolean; slow_mode_seconds: number; word_filter: string[] }>(
        `SELECT enabled, slow_mode_seconds, word_filter FROM chat_settings WHERE merchant_code = $1`,
        [merchantCode],
      );
      const r = rows[0];
      return r
        ? { enabled: r.enabled, slowModeSeconds: r.slow_mode_seconds, wordFilter: r.word_filter }
        : null;
    },

    /** Writes a merchant's settings; `onlyIfAbsent` (the demo) never overwrites an operator's. */
    async saveSettings(
      tx: Queryable,
      merchantCode: string,
      s: ChatSettingsRow,
      by: string | null,
      now: Date,
      onlyIfAbsent = false,
    ): Promise<boolean> {
      const { rowCount } = await tx.query(
        `INSERT INTO chat_settings (merchant_code, enabled, slow_mode_seconds, word_filter, updated_at, updated_by)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (merchant_code) DO ${
           onlyIfAbsent
             ? 'NOTHING'
             : `UPDATE SET enabled = EXCLUDED.enabled, slow_mode_seconds = EXCLUDED.slow_mode_seconds,
                word_filter = EXCLUDED.word_filter, updated_at = EXCLUDED.updated_at, updated_by = EXCLUDED.updated_by`
         }`,
        [merchantCode, s.enabled, s.slowModeSeconds, s.wordFilter, now, by],
      );
      return (rowCount ?? 0) > 0;
    },

    async muteOf(merchantCode: string, memberId: string, now: Date): Promise<Date | null> {
      const { rows } = await db.query<{ until: Date }>(
        `SELECT until FROM chat_mutes WHERE merchant_code = $1 AND member_id = $2 AND until > $3`,
        [merchantCode, memberId, now],
      );
      return rows[0]?.until ?? null;
    },

    async mutes(merchantCode: string, now: Date): Promise<ChatMuteRow[]> {
      const { rows } = await db.query<{
        member_id: string;
        account: string;
        until: Date;
        reason: string;
        muted_by: string | null;
      }>(
        `SELECT u.member_id, m.username AS account, u.until, u.reason, u.muted_by
         FROM chat_mutes u JOIN members m ON m.id = u.member_id
         WHERE u.merchant_code = $1 AND u.until > $2 ORDER BY u.until DESC LIMIT 500`,
        [merchantCode, now],
      );
      return rows.map((r) => ({
        memberId: r.member_id,
        account: r.account,
        until: r.until,
        reason: r.reason,
        mutedBy: r.muted_by,
      }));
    },

    async saveMute(
      tx: Queryable,
      input: { merchantCode: string; memberId: string; until: Date; reason: string; by: string; now: Date },
    ): Promise<void> {
      await tx.query(
        `INSERT INTO chat_mutes (merchant_code, member_id, until, reason, muted_by, created_at)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (merchant_code, member_id) DO UPDATE SET until = EXCLUDED.until,
           reason = EXCLUDED.reason, muted_by = EXCLUDED.muted_by, created_at = EXCLUDED.created_at`,
        [input.merchantCode, input.memberId, input.until, input.reason, input.by, input.now],
      );
    },

    /** Lifts a mute; returns the end it had (null when there was none). */
    async liftMute(tx: Queryable, merchantCode: string, memberId: string): Promise<Date | null> {
      const { rows } = await tx.query<{ until: Date }>(
        `DELETE FROM chat_mutes WHERE merchant_code = $1 AND member_id = $2 RETURNING until`,
        [merchantCode, memberId],
      );
      return rows[0]?.until ?? null;
    },

    /** A member of the merchant by account (any letter case). */
    async memberByAccount(
      merchantCode: string,
      account: string,
    ): Promise<{ id: string; account: string } | null> {
      const { rows } = await db.query<{ id: string; username: string }>(
        `SELECT id, username FROM members WHERE merchant_code = $1 AND lower(username) = lower($2)`,
        [merchantCode, account],
      );
      return rows[0] ? { id: rows[0].id, account: rows[0].username } : null;
    },

    /** Demo members by account, with their nicknames (the demo's lobby lines). */
    async membersByAccounts(
      merchantCode: string,
      accounts: string[],
    ): Promise<{ id: string; account: string; nickname: string }[]> {
      const { rows } = await db.query<{ id: string; username: string; nickname: string }>(
        `SELECT id, username, nickname FROM members WHERE merchant_code = $1 AND username = ANY($2::text[])`,
        [merchantCode, accounts],
      );
      return rows.map((r) => ({ id: r.id, account: r.username, nickname: r.nickname }));
    },

    async insertDemoLines(
      tx: Queryable,
      lines: {
        merchantCode: string;
        room: string;
        memberId: string;
        author: string;
        text: string;
        at: Date;
      }[],
    ): Promise<void> {
      for (const l of lines)
        await tx.query(
          `INSERT INTO chat_messages (merchant_code, room, member_id, author, text, created_at)
           VALUES ($1, $2, $3, $4, $5, $6)`,
          [l.merchantCode, l.room, l.memberId, l.author, l.text, l.at],
        );
    },
  };
}

export type ChatRepository = ReturnType<typeof createChatRepository>;
