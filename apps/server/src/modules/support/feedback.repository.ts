// Owns tables: feedback.
// Reads tables: members.
import type { FeedbackStatus, FeedbackType } from '@platform/contracts';
import type { Database, Queryable } from '../../platform/db/database.ts';

export interface FeedbackRow {
  id: string;
  merchantCode: string;
  memberId: string;
  account: string;
  questionType: FeedbackType;
  content: string;
  imageKeys: string[];
  status: FeedbackStatus;
  answer: string | null;
  answerCount: number;
  answeredAt: Date | null;
  answeredBy: string | null;
  createdAt: Date;
}

interface Row {
  id: string;
  merchant_code: string;
  member_id: string;
  account: string;
  question_type: FeedbackType;
  content: string;
  image_keys: string[];
  status: FeedbackStatus;
  answer: string | null;
  answer_count: number;
  answered_at: Date | null;
  answered_by: string | null;
  created_at: Date;
}

const COLUMNS = `f.id, f.merchant_code, f.member_id, m.username AS account, f.question_type, f.content,
  f.image_keys, f.status, f.answer, f.answer_count, f.answered_at, f.answered_by, f.created_at`;

const toRow = (r: Row): FeedbackRow => ({
  id: String(r.id),
  merchantCode: r.merchant_code,
  memberId: r.member_id,
  account: r.account,
  questionType: r.question_type,
  content: r.content,
  imageKeys: r.image_keys,
  status: r.status,
  answer: r.answer,
  answerCount: r.answer_count,
  answeredAt: r.answered_at,
  answeredBy: r.answered_by,
  createdAt: r.created_at,
});

export interface FeedbackFilter {
  merchantCode: string;
  memberId?: string | undefined;
  status?: FeedbackStatus | undefined;
  questionType?: FeedbackType | undefined;
  account?: string | undefined;
  limit: number;
  offset: number;
}

export function createFeedbackRepository(db: Database) {
  return {
    async insert(input: {
      merchantCode: string;
      memberId: string;
      questionType: FeedbackType;
      content: string;
      imageKeys: string[];
      now: Date;
    }): Promise<string> {
      const { rows } = await db.query<{ id: string }>(
        `INSERT INTO feedback (merchant_code, member_id, question_type, content, image_keys, created_at)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [input.merchantCode, input.memberId, input.questionType, input.content, input.imageKeys, input.now],
      );
      return String(rows[0]!.id);
    },

    async page(f: FeedbackFilter): Promise<{ rows: FeedbackRow[]; total: number }> {
      const where = ['f.merchant_code = $1'];
      const params: unknown[] = [f.merchantCode];
      const add = (sql: string, value: unknown) => {
        params.push(value);
        where.push(sql.replace('?', `$${params.length}`));
      };
      if (f.memberId) add('f.member_id = ?', f.memberId);
      if (f.status) add('f.status = ?', f.status);
      if (f.questionType) add('f.question_type = ?', f.questionType);
      if (f.account) add('lower(m.username) = lower(?)', f.account);
      const from = `FROM feedback f JOIN members m ON m.id = f.member_id WHERE ${where.join(' AND ')}`;
      const [list, count] = await Promise.all([
        db.query<Row>(
          `SELECT ${COLUMNS} ${from} ORDER BY f.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
          [...params, f.limit, f.offset],
        ),
        db.query<{ total: string }>(`SELECT count(*) AS total ${from}`, params),
      ]);
      return { rows: list.rows.map(toRow), total: Number(count.rows[0]!.total) };
    },

    async byId(
      q: Queryable,
      merchantCode: string,
      id: string,
      forUpdate = false,
    ): Promise<FeedbackRow | null> {
      const { rows } = await q.query<Row>(
        `SELECT ${COLUMNS} FROM feedback f JOIN members m ON m.id = f.member_id
         WHERE f.merchant_code = $1 AND f.id = $2${forUpdate ? ' FOR UPDATE OF f' : ''}`,
        [merchantCode, id],
      );
      return rows[0] ? toRow(rows[0]) : null;
    },

    /** Records an answer; returns its number (1 for the first). */
    async answer(
      tx: Queryable,
      input: { id: string; answer: string; status: FeedbackStatus; by: string; now: Date },
    ): Promise<number> {
      const { rows } = await tx.query<{ answer_count: number }>(
        `UPDATE feedback SET answer = $2, status = $3, answered_by = $4, answered_at = $5,
                answer_count = answer_count + 1
         WHERE id = $1 RETURNING answer_count`,
        [input.id, input.answer, input.status, input.by, input.now],
      );
      return rows[0]!.answer_count;
    },
  };
}

export type FeedbackRepository = ReturnType<typeof createFeedbackRepository>;
