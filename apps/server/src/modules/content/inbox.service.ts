import {
  AGENT_MEMBER_TYPES,
  CONTENT_LIMITS,
  type LanguageCode,
  type TInboxPage,
  type TMessageBroadcastPage,
  type TMessageCompose,
} from '@platform/contracts';
import type { Clock } from '../../platform/clock.ts';
import type { Database, Queryable } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { AuditActor, OperatorsService } from '../operators/index.ts';
import { pickTranslation } from './domain/content-visibility.ts';
import { isInboxTemplate, renderInboxTemplate, type InboxTemplate } from './domain/inbox-templates.ts';
import { sanitizeContentHtml } from './html-sanitizer.ts';
import type { InboxRepository, Recipients } from './inbox.repository.ts';

export interface InboxReader {
  memberId: string;
  language: LanguageCode;
  defaultLanguage: LanguageCode;
}

/** A system event's message to one member (deposit credited, withdrawal paid, reward, feedback answer). */
export interface MemberNotice {
  merchantCode: string;
  memberId: string;
  template: InboxTemplate;
  params: Record<string, string>;
  /** Makes the message exactly-once: a retry with the same reference writes nothing. */
  sourceRef?: string;
}

const pageOf = <T>(list: T[], total: number, q: { pageNo: number; pageSize: number }) => ({
  list,
  pageNo: q.pageNo,
  pageSize: q.pageSize,
  total,
  totalPages: Math.ceil(total / q.pageSize),
});

/**
 * Platform messages (messageV2): operators' messages to a target, system events' messages, and the
 * member's inbox with its unread count, pushed live to the member's open pages (`unreadChanged`).
 */
export function createInboxService(deps: {
  db: Database;
  clock: Clock;
  repository: InboxRepository;
  operators: OperatorsService;
  unreadChanged: (memberId: string) => void;
}) {
  const { db, clock, repository } = deps;

  function recipientsOf(target: TMessageCompose['target']): Recipients {
    const value = (target.value ?? '').trim();
    switch (target.kind) {
      case 'MEMBER':
        return { kind: 'ACCOUNTS', accounts: [value] };
      case 'LIST': {
        const accounts = [...new Set(value.split(/[\s,;]+/).filter(Boolean))];
        if (accounts.length > CONTENT_LIMITS.messageListAccounts)
          throw new AppError('VALIDATION_FAILED', { fields: 'target.value' });
        return { kind: 'ACCOUNTS', accounts };
      }
      case 'VIP_LEVEL':
        return { kind: 'VIP_LEVEL', level: Number(value) };
      case 'AGENT_TEAM':
        return { kind: 'AGENT_TEAM', agentAccount: value, agentTypes: AGENT_MEMBER_TYPES };
      case 'ALL':
        return { kind: 'ALL' };
    }
  }

  async function send(
    merchantCode: string,
    body: TMessageCompose,
    createdBy: string,
    confirm: (
      tx: Queryable,
      result: { id: string; recipients: number },
      target: { kind: string; value: string },
      languages: string[],
    ) => Promise<void>,
  ) {
    const target = { kind: body.target.kind, value: (body.target.value ?? '').trim() };
    const recipients = recipientsOf(target);
    const texts = body.translations.map((t) => ({
      language: t.language,
      title: t.title.trim(),
      bodyHtml: sanitizeContentHtml(t.bodyHtml),
    }));
    const sent = await db.transaction(async (tx) => {
      const result = await repository.send(
        tx,
        {
          merchantCode,
          category: 'OPERATOR',
          targetKind: target.kind,
          targetValue:
            recipients.kind === 'ACCOUNTS' && target.kind === 'LIST'
              ? recipients.accounts.join(',')
              : target.value,
          texts,
          template: null,
          params: null,
          sourceRef: null,
          createdBy,
          now: clock.now(),
        },
        recipients,
      );
      if (!result) throw new Error('a broadcast without a source reference is always written');
      await confirm(
        tx,
        result,
        target,
        texts.map((t) => t.language),
      );
      return result;
    });
    for (const memberId of sent.memberIds) deps.unreadChanged(memberId);
    return { id: sent.id, recipients: sent.recipients };
  }

  return {
    async page(
      reader: InboxReader,
      q: { status: 'ALL' | 'UNREAD' | 'READ'; pageNo: number; pageSize: number },
    ): Promise<TInboxPage> {
      const [page, unread] = await Promise.all([
        repository.page(reader.memberId, q.status, q.pageSize, (q.pageNo - 1) * q.pageSize),
        repository.unreadCount(reader.memberId),
      ]);
      const list = page.rows.map((row) => {
        const words =
          row.template && isInboxTemplate(row.template)
            ? renderInboxTemplate(row.template, row.params ?? {}, reader.language)
            : pickTranslation(row.texts ?? [], reader.language, reader.defaultLanguage);
        return {
          id: row.id,
          category: row.category,
          title: words?.title ?? '',
          content: words?.bodyHtml ?? '',
          read: row.read,
          createdAt: row.createdAt.toISOString(),
        };
      });
      return { ...pageOf(list, page.total, q), unread };
    },

    unreadCount: (memberId: string) => repository.unreadCount(memberId),

    async markRead(memberId: string, ids: string[] | null): Promise<number> {
      const changed = await repository.markRead(memberId, ids, clock.now());
      if (changed > 0) deps.unreadChanged(memberId);
      return repository.unreadCount(memberId);
    },

    async remove(memberId: string, ids: string[]): Promise<number> {
      const changed = await repository.remove(memberId, ids, clock.now());
      if (changed > 0) deps.unreadChanged(memberId);
      return repository.unreadCount(memberId);
    },

    /** The operator's composer: sanitised, audited, fanned out in one transaction. */
    async compose(actor: AuditActor, merchantCode: string, body: TMessageCompose) {
      return send(merchantCode, body, actor.operator.username, async (tx, result, target, languages) => {
        if (result.recipients === 0) throw new AppError('MESSAGE_TARGET_EMPTY');
        await deps.operators.audit(tx, actor, {
          merchantCode,
          action: 'message.send',
          target: `broadcast:${result.id}`,
          before: null,
          after: { target, recipients: result.recipients, languages },
        });
      });
    },

    /** A message written by the platform itself (the demo's welcome), as from the operators. */
    broadcastAsSystem: (merchantCode: string, body: TMessageCompose) =>
      send(merchantCode, body, 'system', async () => undefined),

    async broadcasts(
      merchantCode: string,
      q: { pageNo: number; pageSize: number },
    ): Promise<TMessageBroadcastPage> {
      const page = await repository.broadcasts(merchantCode, q.pageSize, (q.pageNo - 1) * q.pageSize);
      return pageOf(
        page.rows.map((b) => ({
          id: b.id,
          merchantCode: b.merchantCode,
          target: { kind: b.targetKind, value: b.targetValue },
          title: b.texts[0]?.title ?? '',
          languages: b.texts.map((t) => t.language),
          recipients: b.recipients,
          read: b.read,
          createdAt: b.createdAt.toISOString(),
          createdBy: b.createdBy,
        })),
        page.total,
        q,
      );
    },

    /**
     * A system event's message. With `tx`, it commits with the event (the caller pushes nothing: call
     * `unreadChanged` after the commit); without, it runs on its own and pushes at once.
     */
    async notify(notice: MemberNotice, tx?: Queryable): Promise<void> {
      const write = (q: Queryable) =>
        repository.send(
          q,
          {
            merchantCode: notice.merchantCode,
            category: notice.template === 'FEEDBACK_ANSWERED' ? 'FEEDBACK' : 'SYSTEM',
            targetKind: 'MEMBER',
            targetValue: notice.memberId,
            texts: null,
            template: notice.template,
            params: notice.params,
            sourceRef: notice.sourceRef ?? null,
            createdBy: null,
            now: clock.now(),
          },
          { kind: 'MEMBER_IDS', ids: [notice.memberId] },
        );
      if (tx) {
        await write(tx);
        return;
      }
      await db.transaction(write);
      deps.unreadChanged(notice.memberId);
    },

    unreadChanged: deps.unreadChanged,
  };
}

export type InboxService = ReturnType<typeof createInboxService>;
