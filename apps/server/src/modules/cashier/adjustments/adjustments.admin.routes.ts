import {
  envelopeOf,
  ZAdjustmentResult,
  ZManualAdjustment,
  ZPendingAdjustment,
  ZMemberLedgerView,
  ZTransactionHistoryQuery,
} from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../../../platform/clock.ts';
import { requireIdempotencyKey } from '../../../platform/db/idempotency.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { ok } from '../../../platform/http/envelope.ts';
import type { WalletViews } from '../../ledger/index.ts';
import { auditActor, requireOperator, type OperatorsService } from '../../operators/index.ts';
import type { SystemService } from '../../system/index.ts';
import type { AdjustmentsService } from './adjustments.service.ts';

const tags = ['backoffice: cashier'];
const params = z.object({
  code: z
    .string()
    .regex(/^[A-Za-z0-9_]{2,40}$/)
    .transform((c) => c.toUpperCase()),
  id: z.string().uuid(),
});

/** A member's ledger for operators, and manual adjustments with a reason (idempotent, audited). */
export function adjustmentsAdminRoutes(deps: {
  clock: Clock;
  views: WalletViews;
  /** A member of the merchant by id (identity's), or null. */
  findMember: (
    merchantCode: string,
    memberId: string,
  ) => Promise<{ id: string; username: string; type: number } | null>;
  system: SystemService;
  operators: OperatorsService;
  balanceChanged: (memberId: string) => void;
  adjustments: AdjustmentsService;
}): FastifyPluginAsyncZod {
  const { views, findMember, system, operators, clock, adjustments } = deps;
  const canRead = requireOperator(operators, 'money.read');
  const canWrite = requireOperator(operators, 'money.write');
  const canApprove = requireOperator(operators, 'money.approve');
  const config = { access: 'operator' as const };

  async function memberOf(code: string, id: string) {
    const member = await findMember(code, id);
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
        const result = await adjustments.request(auditActor(request), merchant, member, request.body, key);
        if (result.moved) deps.balanceChanged(member.id);
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
            200: envelopeOf(z.array(ZPendingAdjustment)),
          },
        },
      },
      async (request) => {
        operators.assertMerchant(request.operator!, request.params.code);
        const list = await adjustments.pending(request.params.code);
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
        const merchant = await system.merchantOrThrow(code);
        const result = await adjustments.decide(auditActor(request), merchant, adjustmentId, decision, key);
        if (result.movedFor) deps.balanceChanged(result.movedFor);
        return ok(result.value);
      },
    );
  };
}
