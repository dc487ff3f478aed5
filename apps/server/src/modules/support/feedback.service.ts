import type {
  FeedbackType,
  TFeedback,
  TFeedbackAdmin,
  TFeedbackAdminPage,
  TFeedbackPage,
  ZFeedbackAdminQuery,
  ZFeedbackAnswer,
  ZFeedbackSubmit,
} from '@platform/contracts';
import type { z } from 'zod';
import type { KeyValueStore } from '../../platform/cache/key-value-store.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database, Queryable } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { FileStorage, ImageType } from '../../platform/storage/file-storage.ts';
import type { AuditActor, OperatorsService } from '../operators/index.ts';
import { checkFeedbackImages } from './feedback-images.ts';
import type { FeedbackRepository, FeedbackRow } from './feedback.repository.ts';

/** The storage category of feedback images; only operators read them back. */
export const FEEDBACK_IMAGE_CATEGORY = 'feedback';
/** Feedback a member may send per hour: enough for a real problem, too few to flood the console. */
export const FEEDBACK_PER_HOUR = 5;
const HOUR_MS = 60 * 60 * 1000;

/** An answer's platform message to the member; the composition root writes it through content. */
export interface FeedbackAnswerNotice {
  merchantCode: string;
  memberId: string;
  questionType: FeedbackType;
  answer: string;
  /** `feedback:<id>:<n>`: the n-th answer's message is written exactly once. */
  sourceRef: string;
}

export function memberView(row: FeedbackRow): TFeedback {
  return {
    id: row.id,
    questionType: row.questionType,
    content: row.content,
    imageCount: row.imageKeys.length,
    status: row.status,
    answer: row.answer,
    createdAt: row.createdAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
  };
}

export function adminView(row: FeedbackRow): TFeedbackAdmin {
  return {
    ...memberView(row),
    member: { id: row.memberId, account: row.account },
    answeredBy: row.answeredBy,
  };
}

const pageOf = <T>(list: T[], total: number, q: { pageNo: number; pageSize: number }) => ({
  list,
  pageNo: q.pageNo,
  pageSize: q.pageSize,
  total,
  totalPages: Math.ceil(total / q.pageSize),
});

/**
 * Members' feedback (spec §3 "Feedback", §7 `PUT /wps/feedback`) and the operators' answers. An
 * answer is recorded, audited and written as the member's platform message in one transaction
 * (`notifyMember`, wired by the composition root to the content module's inbox), so an answer
 * never exists without its message; each answer is a new message.
 */
export function createFeedbackService(deps: {
  db: Database;
  clock: Clock;
  store: KeyValueStore;
  storage: FileStorage;
  repository: FeedbackRepository;
  operators: OperatorsService;
  notifyMember: (notice: FeedbackAnswerNotice, tx: Queryable) => Promise<void>;
  /** After the answer's commit: the member's open pages refresh their unread count. */
  memberNotified: (memberId: string) => void;
}) {
  const { db, clock, store, repository } = deps;

  return {
    async submit(
      member: { id: string; merchantCode: string },
      body: z.output<typeof ZFeedbackSubmit>,
    ): Promise<TFeedback> {
      // Everything is checked before anything is written or counted.
      const checked = checkFeedbackImages(body.images);
      if (!checked.ok) {
        if (checked.code === 'FILE_TOO_LARGE') throw new AppError('FILE_TOO_LARGE', { maxMb: 5 });
        if (checked.code === 'UPLOAD_LIMIT_REACHED') throw new AppError('UPLOAD_LIMIT_REACHED', { max: 3 });
        throw new AppError('FILE_TYPE_INVALID', {}, { index: checked.index });
      }
      const limitKey = `feedback-member:${member.id}`;
      if ((await store.increment(limitKey, HOUR_MS)) > FEEDBACK_PER_HOUR) {
        const leftMs = (await store.ttlMs(limitKey)) ?? HOUR_MS;
        throw new AppError('RATE_LIMITED', { seconds: Math.ceil(leftMs / 1000) });
      }
      const imageKeys: string[] = [];
      for (const image of checked.images)
        imageKeys.push(await deps.storage.save(FEEDBACK_IMAGE_CATEGORY, image.bytes, image.contentType));
      const id = await repository.insert({
        merchantCode: member.merchantCode,
        memberId: member.id,
        questionType: body.questionType,
        content: body.content,
        imageKeys,
        now: clock.now(),
      });
      const row = await repository.byId(db, member.merchantCode, id);
      return memberView(row!);
    },

    async mine(
      member: { id: string; merchantCode: string },
      q: { pageNo: number; pageSize: number },
    ): Promise<TFeedbackPage> {
      const page = await repository.page({
        merchantCode: member.merchantCode,
        memberId: member.id,
        limit: q.pageSize,
        offset: (q.pageNo - 1) * q.pageSize,
      });
      return pageOf(page.rows.map(memberView), page.total, q);
    },

    async adminPage(
      merchantCode: string,
      q: z.output<typeof ZFeedbackAdminQuery>,
    ): Promise<TFeedbackAdminPage> {
      const page = await repository.page({
        merchantCode,
        status: q.status,
        questionType: q.questionType,
        account: q.account || undefined,
        limit: q.pageSize,
        offset: (q.pageNo - 1) * q.pageSize,
      });
      return pageOf(page.rows.map(adminView), page.total, q);
    },

    async image(
      merchantCode: string,
      id: string,
      index: number,
    ): Promise<{ bytes: Buffer; contentType: ImageType }> {
      const row = await repository.byId(db, merchantCode, id);
      if (!row) throw new AppError('FEEDBACK_NOT_FOUND');
      const key = row.imageKeys[index];
      const stored = key ? await deps.storage.read(key) : null;
      if (!stored) throw new AppError('NOT_FOUND');
      return stored;
    },

    async answer(
      actor: AuditActor,
      merchantCode: string,
      id: string,
      body: z.output<typeof ZFeedbackAnswer>,
    ): Promise<TFeedbackAdmin> {
      const row = await db.transaction(async (tx) => {
        const current = await repository.byId(tx, merchantCode, id, true);
        if (!current) throw new AppError('FEEDBACK_NOT_FOUND');
        if (current.status === 'CLOSED') throw new AppError('FEEDBACK_STATE_INVALID');
        const status = body.close ? 'CLOSED' : 'ANSWERED';
        const n = await repository.answer(tx, {
          id,
          answer: body.answer,
          status,
          by: actor.operator.username,
          now: clock.now(),
        });
        await deps.notifyMember(
          {
            merchantCode,
            memberId: current.memberId,
            questionType: current.questionType,
            answer: body.answer,
            sourceRef: `feedback:${id}:${n}`,
          },
          tx,
        );
        await deps.operators.audit(tx, actor, {
          merchantCode,
          action: 'feedback.answer',
          target: `feedback:${id}`,
          before: { status: current.status, answer: current.answer },
          after: { status, answer: body.answer, answerNo: n },
        });
        return (await repository.byId(tx, merchantCode, id))!;
      });
      deps.memberNotified(row.memberId);
      return adminView(row);
    },
  };
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;
