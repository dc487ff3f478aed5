// Owns tables: outbox_messages.
import type { TOutboxMessage } from '@platform/contracts';
import type { Queryable } from '../../platform/db/database.ts';

export interface OutboxInsert {
  id: string;
  merchantCode: string;
  channel: 'SMS' | 'EMAIL';
  recipient: string;
  subject: string | null;
  body: string;
}

interface OutboxRow {
  id: string;
  merchant_code: string;
  channel: 'SMS' | 'EMAIL';
  recipient: string;
  subject: string | null;
  body: string;
  created_at: Date;
}

const toMessage = (r: OutboxRow): TOutboxMessage => ({
  id: r.id,
  merchantCode: r.merchant_code,
  channel: r.channel,
  recipient: r.recipient,
  subject: r.subject,
  body: r.body,
  createdAt: r.created_at.toISOString(),
});

/** Tables: owns outbox_messages. */
export function createMessagingRepository(db: Queryable) {
  return {
    async insert(message: OutboxInsert): Promise<void> {
      await db.query(
        `INSERT INTO outbox_messages (id, merchant_code, channel, recipient, subject, body)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [message.id, message.merchantCode, message.channel, message.recipient, message.subject, message.body],
      );
    },

    async page(filter: {
      merchantCodes: string[] | null;
      recipient?: string;
      pageNo: number;
      pageSize: number;
    }) {
      const params: unknown[] = [filter.merchantCodes, filter.recipient ?? null];
      const where = `($1::text[] IS NULL OR merchant_code = ANY($1)) AND ($2::text IS NULL OR recipient = $2)`;
      const total = Number(
        (await db.query<{ n: string }>(`SELECT count(*) AS n FROM outbox_messages WHERE ${where}`, params))
          .rows[0]?.n ?? 0,
      );
      const { rows } = await db.query<OutboxRow>(
        `SELECT * FROM outbox_messages WHERE ${where} ORDER BY created_at DESC, id LIMIT $3 OFFSET $4`,
        [...params, filter.pageSize, (filter.pageNo - 1) * filter.pageSize],
      );
      return { list: rows.map(toMessage), total };
    },
  };
}

export type MessagingRepository = ReturnType<typeof createMessagingRepository>;
