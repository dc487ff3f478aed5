import {
  envelopeOf,
  ZManualAdjustment,
  ZMemberLedgerView,
  ZTransactionHistoryQuery,
} from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { requestHash, requireIdempotencyKey, runIdempotent } from '../../platform/db/idempotency.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { ok } from '../../platform/http/envelope.ts';
import { newId } from '../../platform/ids.ts';
import type { IdentityModule } from '../identity/index.ts';
import type { WalletViews } from '../ledger/index.ts';
import { auditActor, requireOperator, type OperatorsService } from '../operators/index.ts';
import type { SystemService } from '../system/index.ts';
import type { AdjustmentsRepository } from './adjustments.repository.ts';
import { parseSignedAmount, type CashierService } from './cashier.service.ts';

const tags = ['backoffice: cashier'];
const params = z.object({
  code: z
    .string()
    .regex(/^[A-Za-z0-9_]{2,40}$/)
    .transform((c) => c.toUpperCase()),
  id: z.string().uuid(),
});

/** A member's ledger for operators, and manual adjustments with a reason (idempotent, audited). */
export function cashierAdminRoutes(deps: {
  db: Database;
  clock: Clock;
  views: WalletViews;
  cashier: CashierService;
  identity: IdentityModule['repository'];
  system: SystemService;
  operators: OperatorsService;
  balanceChanged: (memberId: string) => void;
  settings: (merchantCode: string) => Promise<{ adjustmentApprovalAboveMinor: bigint }>;
  adjustments: AdjustmentsRepository;
}): FastifyPluginAsyncZod {
  const { db, views, cashier, identity, system, operators, clock } = deps;
  const canRead = requireOperator(operators, 'money.read');
  const canWrite = requireOperator(operators, 'money.write');
  const canApprove = requireOperator(operators, 'money.approve');
  const config = { access: 'operator' as const };

  async function memberOf(code: string, id: string) {
    const member = await identity.findById(code, id);
    if (!member || member.type === 4) throw new AppError('NOT_FOUND');
    return { member, merchant: await system.merchantOrThrow(code) };
  }

  return async (app) => {
    app.get(
      '/api/bo/merchants/:code/members/:id/ledger',
      {
        config,
        onRequest: canRead,
        schema: {
          tags,
          params,
          querystring: ZTransactionHistoryQuery,
          response: { 200: envelopeOf(ZMemberLedgerView) },
        },
      },
      async (request) => {
        operators.assertMerchant(request.operator!, request.params.code);
        const { member, merchant } = await memberOf(request.params.code, request.params.id);
        const [balance, records] = await Promise.all([
          views.balance(member.id, merchant.currency, false),
          views.records({
            memberId: member.id,
            query: request.query,
            timeZone: merchant.timeZone,
            now: clock.now(),
          }),
        ]);
        return ok({ balance, records });
      },
    );

    const ZAdjustmentResult = z.object({
      status: z.enum(['POSTED', 'PENDING_APPROVAL', 'REJECTED']),
      id: z.string(),
      transactionId: z.string().nullable(),
      amount: z.string(),
      balanceAfter: z.string().nullable(),
    });

    app.post(
      '/api/bo/merchants/:code/members/:id/adjustments',
      {
        config,
        onRequest: canWrite,
        schema: { tags, params, body: ZManualAdjustment, response: { 200: envelopeOf(ZAdjustmentResult) } },
      },
      async (request) => {
        operators.assertMerchant(request.operator!, request.params.code);
        const key = requireIdempotencyKey(request.headers['idempotency-key']);
        const { member, merchant } = await memberOf(request.params.code, request.params.id);
        const actor = auditActor(request);
        const signed = parseSignedAmount(request.body.amount, merchant.currency);
        const magnitude = signed < 0n ? -signed : signed;
        const { adjustmentApprovalAboveMinor } = await deps.settings(merchant.code);
        const result = await runIdempotent(
          db,
          {
            scope: `operator:${actor.operator.id}`,
            key,
            hash: requestHash(`adjust:${member.id}`, request.body),
          },
          async (tx) => {
            const id = newId();
            // Above the merchant's threshold a second, different operator must approve (issue 4).
            if (magnitude > adjustmentApprovalAboveMinor) {
              await deps.adjustments.insert(tx, {
                id,
                merchantCode: merchant.code,
                memberId: member.id,
                account: request.body.account,
                amount: request.body.amount.trim(),
                reason: request.body.reason,
                requestedBy: actor.operator.username,
              });
              await operators.audit(tx, actor, {
                merchantCode: merchant.code,
                action: 'member.adjustment-requested',
                target: `member:${member.username}`,
                before: null,
                after: { ...request.body, pendingId: id },
              });
              return {
                status: 'PENDING_APPROVAL' as const,
                id,
                transactionId: null,
                amount: request.body.amount.trim(),
                balanceAfter: null,
              };
            }
            const adjusted = await cashier.adjust(tx, {
              merchantCode: merchant.code,
              currency: merchant.currency,
              memberId: member.id,
              account: request.body.account,
              amount: request.body.amount,
              reason: request.body.reason,
              operator: actor.operator.username,
            });
            await operators.audit(tx, actor, {
              merchantCode: merchant.code,
              action: 'member.adjustment',
              target: `member:${member.username}`,
              before: null,
              after: { ...request.body, transactionId: adjusted.transactionId },
            });
            return { status: 'POSTED' as const, id, ...adjusted };
          },
        );
        if (!result.replayed && result.value.status === 'POSTED') deps.balanceChanged(member.id);
        return ok(result.value);
      },
    );

    app.get(
      '/api/bo/merchants/:code/adjustments/pending',
      {
        config,
        onRequest: canRead,
        schema: {
          tags,
          params: params.pick({ code: true }),
          response: {
            200: envelopeOf(
              z.array(
                z.object({
                  id: z.string(),
                  memberId: z.string(),
                  username: z.string(),
                  account: z.enum(['CASH', 'BONUS']),
                  amount: z.string(),
                  reason: z.string(),
                  requestedBy: z.string(),
                  requestedAt: z.string(),
                }),
              ),
            ),
          },
        },
      },
      async (request) => {
        operators.assertMerchant(request.operator!, request.params.code);
        const list = await deps.adjustments.pending(request.params.code);
        return ok(
          list.map((a) => ({
            id: a.id,
            memberId: a.memberId,
            username: a.username,
            account: a.account,
            amount: a.amount,
            reason: a.reason,
            requestedBy: a.requestedBy,
            requestedAt: a.requestedAt.toISOString(),
          })),
        );
      },
    );

    app.post(
      '/api/bo/merchants/:code/adjustments/:adjustmentId/:decision',
      {
        config,
        onRequest: canApprove,
        schema: {
          tags,
          params: params.pick({ code: true }).extend({
            adjustmentId: z.string().uuid(),
            decision: z.enum(['approve', 'reject']),
          }),
          response: { 200: envelopeOf(ZAdjustmentResult) },
        },
      },
      async (request) => {
        const { code, adjustmentId, decision } = request.params;
        operators.assertMerchant(request.operator!, code);
        const key = requireIdempotencyKey(request.headers['idempotency-key']);
        const actor = auditActor(request);
        const merchant = await system.merchantOrThrow(code);
        const result = await runIdempotent(
          db,
          {
            scope: `operator:${actor.operator.id}`,
            key,
            hash: requestHash(`adjust-${decision}:${adjustmentId}`, {}),
          },
          async (tx) => {
            const pending = await deps.adjustments.find(tx, code, adjustmentId, true);
            if (!pending) throw new AppError('NOT_FOUND');
            if (pending.status !== 'PENDING') throw new AppError('CONFLICT');
            if (pending.requestedBy === actor.operator.username)
              throw new AppError('SECOND_APPROVER_REQUIRED');
            if (decision === 'reject') {
              await deps.adjustments.decide(tx, pending.id, 'REJECTED', actor.operator.username, null);
              await operators.audit(tx, actor, {
                merchantCode: code,
                action: 'member.adjustment-rejected',
                target: `member:${pending.username}`,
                before: { pendingId: pending.id },
                after: null,
              });
              return {
                status: 'REJECTED' as const,
                id: pending.id,
                transactionId: null,
                amount: pending.amount,
                balanceAfter: null,
              };
            }
            const adjusted = await cashier.adjust(tx, {
              merchantCode: code,
              currency: merchant.currency,
              memberId: pending.memberId,
              account: pending.account,
              amount: pending.amount,
              reason: pending.reason,
              operator: `${pending.requestedBy}+${actor.operator.username}`,
            });
            await deps.adjustments.decide(
              tx,
              pending.id,
              'APPROVED',
              actor.operator.username,
              adjusted.transactionId,
            );
            await operators.audit(tx, actor, {
              merchantCode: code,
              action: 'member.adjustment-approved',
              target: `member:${pending.username}`,
              before: { pendingId: pending.id, requestedBy: pending.requestedBy },
              after: { transactionId: adjusted.transactionId, amount: pending.amount },
            });
            return { status: 'POSTED' as const, id: pending.id, ...adjusted, memberId: pending.memberId };
          },
        );
        const { memberId, ...value } = result.value as typeof result.value & { memberId?: string };
        if (!result.replayed && memberId) deps.balanceChanged(memberId);
        return ok(value);
      },
    );
  };
}
