import type { CurrencyCode } from '@platform/money';
import type { TManualAdjustment } from '@platform/contracts';
import type { Clock } from '../../../platform/clock.ts';
import type { Database } from '../../../platform/db/database.ts';
import { requestHash, runIdempotent } from '../../../platform/db/idempotency.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { newId } from '../../../platform/ids.ts';
import { todayInZone } from '../../../platform/time-zone.ts';
import type { AuditActor, OperatorsService } from '../../operators/index.ts';
import type { AdjustmentsRepository } from './adjustments.repository.ts';
import { parseSignedAmount } from '../amount-input.ts';
import type { AdjustmentPosting } from './adjustment-posting.ts';
import { decisionRefusal, routeAdjustment } from '../domain/adjustment-flow.ts';
import type { CashierSettings } from '../settings/cashier-settings.repository.ts';

export interface AdjustmentMerchant {
  code: string;
  currency: CurrencyCode;
  timeZone: string;
}

export interface AdjustmentResult {
  status: 'POSTED' | 'PENDING_APPROVAL' | 'REJECTED';
  id: string;
  transactionId: string | null;
  amount: string;
  balanceAfter: string | null;
  /** Why it waits for a second operator. */
  reason?: 'ABOVE_THRESHOLD' | 'DAILY_CAP';
}

/**
 * Operators' manual adjustments (idempotent per operator and key, audited): posted on one
 * operator's word while small and within that operator's daily cap, otherwise held for a second,
 * different operator (domain/adjustment-flow.ts).
 */
export function createAdjustmentsService(deps: {
  db: Database;
  clock: Clock;
  posting: AdjustmentPosting;
  repository: AdjustmentsRepository;
  operators: OperatorsService;
  settings: (merchantCode: string) => Promise<CashierSettings>;
}) {
  const { db, clock, posting, repository, operators } = deps;

  return {
    async request(
      actor: AuditActor,
      merchant: AdjustmentMerchant,
      member: { id: string; username: string },
      body: TManualAdjustment,
      key: string,
    ) {
      const signed = parseSignedAmount(body.amount, merchant.currency);
      // Read before the transaction: a second pool connection taken while holding one can starve the pool.
      const settings = await deps.settings(merchant.code);
      const day = todayInZone(clock.now(), merchant.timeZone);
      const result = await runIdempotent(
        db,
        {
          scope: `operator:${actor.operator.id}`,
          key,
          hash: requestHash(`adjust:${member.id}`, body),
        },
        async (tx): Promise<AdjustmentResult> => {
          const id = newId();
          const used = await repository.usageForUpdate(tx, merchant.code, actor.operator.id, day);
          const route = routeAdjustment(signed, used, {
            approvalAboveMinor: settings.adjustmentApprovalAboveMinor,
            dailyCapMinor: settings.adjustmentDailyCapMinor,
          });
          if (route.kind === 'SECOND_OPERATOR') {
            await repository.insert(tx, {
              id,
              merchantCode: merchant.code,
              memberId: member.id,
              account: body.account,
              amount: body.amount.trim(),
              reason: body.reason,
              requestedBy: actor.operator.username,
            });
            await operators.audit(tx, actor, {
              merchantCode: merchant.code,
              action: 'member.adjustment-requested',
              target: `member:${member.username}`,
              before: null,
              after: { ...body, pendingId: id, why: route.reason },
            });
            return {
              status: 'PENDING_APPROVAL',
              id,
              transactionId: null,
              amount: body.amount.trim(),
              balanceAfter: null,
              reason: route.reason,
            };
          }
          const adjusted = await posting.post(tx, {
            merchantCode: merchant.code,
            currency: merchant.currency,
            memberId: member.id,
            account: body.account,
            amount: body.amount,
            reason: body.reason,
            operator: actor.operator.username,
          });
          await repository.setUsage(tx, merchant.code, actor.operator.id, day, route.usedAfterMinor);
          await operators.audit(tx, actor, {
            merchantCode: merchant.code,
            action: 'member.adjustment',
            target: `member:${member.username}`,
            before: null,
            after: { ...body, transactionId: adjusted.transactionId },
          });
          return { status: 'POSTED', id, ...adjusted };
        },
      );
      return { value: result.value, moved: !result.replayed && result.value.status === 'POSTED' };
    },

    pending: (merchantCode: string) => repository.pending(merchantCode),

    /** A second operator's decision on a held adjustment; only an approval moves money. */
    async decide(
      actor: AuditActor,
      merchant: { code: string; currency: CurrencyCode },
      adjustmentId: string,
      decision: 'approve' | 'reject',
      key: string,
    ) {
      const result = await runIdempotent(
        db,
        {
          scope: `operator:${actor.operator.id}`,
          key,
          hash: requestHash(`adjust-${decision}:${adjustmentId}`, {}),
        },
        async (tx): Promise<AdjustmentResult & { memberId?: string }> => {
          const pending = await repository.find(tx, merchant.code, adjustmentId, true);
          if (!pending) throw new AppError('NOT_FOUND');
          const refusal = decisionRefusal(pending, decision, actor.operator.username);
          if (refusal === 'NOT_PENDING') throw new AppError('CONFLICT');
          if (refusal === 'SAME_OPERATOR') throw new AppError('SECOND_APPROVER_REQUIRED');
          if (decision === 'reject') {
            await repository.decide(tx, pending.id, 'REJECTED', actor.operator.username, null);
            await operators.audit(tx, actor, {
              merchantCode: merchant.code,
              action: 'member.adjustment-rejected',
              target: `member:${pending.username}`,
              before: { pendingId: pending.id },
              after: null,
            });
            return {
              status: 'REJECTED',
              id: pending.id,
              transactionId: null,
              amount: pending.amount,
              balanceAfter: null,
            };
          }
          const adjusted = await posting.post(tx, {
            merchantCode: merchant.code,
            currency: merchant.currency,
            memberId: pending.memberId,
            account: pending.account,
            amount: pending.amount,
            reason: pending.reason,
            operator: `${pending.requestedBy}+${actor.operator.username}`,
          });
          await repository.decide(
            tx,
            pending.id,
            'APPROVED',
            actor.operator.username,
            adjusted.transactionId,
          );
          await operators.audit(tx, actor, {
            merchantCode: merchant.code,
            action: 'member.adjustment-approved',
            target: `member:${pending.username}`,
            before: { pendingId: pending.id, requestedBy: pending.requestedBy },
            after: { transactionId: adjusted.transactionId, amount: pending.amount },
          });
          return { status: 'POSTED', id: pending.id, ...adjusted, memberId: pending.memberId };
        },
      );
      const { memberId, ...value } = result.value;
      return { value, movedFor: !result.replayed && memberId ? memberId : null };
    },
  };
}

export type AdjustmentsService = ReturnType<typeof createAdjustmentsService>;
