import type { ZWithdrawalReview } from '@platform/contracts';
import type { z } from 'zod';
import type { Database } from '../../../platform/db/database.ts';
import { requestHash, runIdempotent } from '../../../platform/db/idempotency.ts';
import type { AuditActor, OperatorsService } from '../../operators/index.ts';
import type { WithdrawalsService } from './withdrawals.service.ts';
import type { CashierEvents } from '../cashier-events.ts';

type TWithdrawalReview = z.infer<typeof ZWithdrawalReview>;

/** Audit names: a forced receipt or refund is first requested, then approved or rejected by another operator. */
function auditAction(action: TWithdrawalReview['action'], pending: 'REFUND' | 'FORCE_RECEIPT' | undefined) {
  const name = (a: string) => a.toLowerCase().replace('_', '-');
  if (action === 'FORCE_RECEIPT' || action === 'REFUND') return `withdrawal.${name(action)}-requested`;
  if (action === 'APPROVE_RESOLUTION' || action === 'REJECT_RESOLUTION') {
    const decided = action === 'APPROVE_RESOLUTION' ? 'approved' : 'rejected';
    return `withdrawal.${pending ? name(pending) : 'resolution'}-${decided}`;
  }
  return `withdrawal.${action.toLowerCase()}`;
}

/**
 * An operator's decision on a withdrawal: idempotent per operator and key, audited in the same
 * transaction as the decision, the member's balance pushed once it commits.
 */
export function createWithdrawalReviewService(deps: {
  db: Database;
  withdrawals: WithdrawalsService;
  operators: OperatorsService;
  balanceChanged: (memberId: string) => void;
  events: CashierEvents;
}) {
  const { db, withdrawals, operators } = deps;
  return {
    async review(actor: AuditActor, merchantCode: string, id: string, body: TWithdrawalReview, key: string) {
      const before = await withdrawals.get(merchantCode, id, null);
      const result = await runIdempotent(
        db,
        { scope: `operator:${actor.operator.id}`, key, hash: requestHash(`withdrawal-review:${id}`, body) },
        async (tx) => {
          const after = await withdrawals.review(merchantCode, id, actor.operator.username, body, tx);
          await operators.audit(tx, actor, {
            merchantCode,
            action: auditAction(body.action, before.record.resolution?.action),
            target: `withdrawal:${id}`,
            before: {
              status: before.view.status,
              paid: before.view.paid,
              pendingResolution: before.view.pendingResolution,
            },
            after: {
              status: after.status,
              paid: after.paid,
              note: body.note ?? null,
              pendingResolution: after.pendingResolution,
            },
          });
          return after;
        },
      );
      if (!result.replayed) {
        deps.balanceChanged(before.record.memberId);
        const after = result.value;
        if (after.status === 'PAID' && before.view.status !== 'PAID')
          deps.events.withdrawalPaid({
            merchantCode,
            memberId: before.record.memberId,
            orderId: id,
            amount: after.amount,
            currency: after.currency,
          });
      }
      return result.value;
    },
  };
}

export type WithdrawalReviewService = ReturnType<typeof createWithdrawalReviewService>;
