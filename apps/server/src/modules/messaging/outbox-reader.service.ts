import type { Database } from '../../platform/db/database.ts';
import type { AuditActor, OperatorsService } from '../operators/index.ts';
import type { MessagingRepository } from './messaging.repository.ts';

/** Operators reading the outbox: only the merchants their role covers, every read audited. */
export function createOutboxReader(deps: {
  db: Database;
  repository: MessagingRepository;
  operators: OperatorsService;
}) {
  return {
    async page(actor: AuditActor, query: { recipient?: string; pageNo: number; pageSize: number }) {
      const { operator } = actor;
      const { pageNo, pageSize, recipient } = query;
      const { list, total } = await deps.repository.page({
        merchantCodes: operator.allMerchants ? null : operator.merchantCodes,
        recipient,
        pageNo,
        pageSize,
      });
      await deps.operators.audit(deps.db, actor, {
        merchantCode: null,
        action: 'outbox.read',
        target: recipient ?? '*',
        before: null,
        after: { pageNo, pageSize, shown: list.length },
      });
      return { list, pageNo, pageSize, total, totalPages: Math.ceil(total / pageSize) };
    },
  };
}

export type OutboxReader = ReturnType<typeof createOutboxReader>;
