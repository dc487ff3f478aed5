import {
  envelopeOf,
  ZCashierSettings,
  ZPage,
  ZWithdrawal,
  ZWithdrawalQuery,
  ZWithdrawalReview,
} from '@platform/contracts';
import { toDecimalString, type CurrencyCode } from '@platform/money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../platform/db/database.ts';
import { requestHash, requireIdempotencyKey, runIdempotent } from '../../platform/db/idempotency.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { ok } from '../../platform/http/envelope.ts';
import { auditActor, requireOperator, type OperatorsService } from '../operators/index.ts';
import type { SystemService } from '../system/index.ts';
import { parsePositiveAmount } from './cashier.service.ts';
import type { WithdrawalsRepository } from './withdrawals.repository.ts';
import type { WithdrawalsService } from './withdrawals.service.ts';

const tags = ['backoffice: withdrawals'];
const merchantParams = z.object({
  code: z
    .string()
    .regex(/^[A-Za-z0-9_]{2,40}$/)
    .transform((c) => c.toUpperCase()),
});
const params = merchantParams.extend({ id: z.string().uuid() });

/** Audit names: a forced receipt or refund is first requested, then approved or rejected by another operator. */
function auditAction(
  action: z.infer<typeof ZWithdrawalReview>['action'],
  pending: 'REFUND' | 'FORCE_RECEIPT' | undefined,
) {
  const name = (a: string) => a.toLowerCase().replace('_', '-');
  if (action === 'FORCE_RECEIPT' || action === 'REFUND') return `withdrawal.${name(action)}-requested`;
  if (action === 'APPROVE_RESOLUTION' || action === 'REJECT_RESOLUTION') {
    const decided = action === 'APPROVE_RESOLUTION' ? 'approved' : 'rejected';
    return `withdrawal.${pending ? name(pending) : 'resolution'}-${decided}`;
  }
  return `withdrawal.${action.toLowerCase()}`;
}

/** The withdrawal review queue, operators' decisions (idempotent, audited), proofs, and cashier settings. */
export function withdrawalsAdminRoutes(deps: {
  db: Database;
  withdrawals: WithdrawalsService;
  repository: WithdrawalsRepository;
  system: SystemService;
  operators: OperatorsService;
  balanceChanged: (memberId: string) => void;
}): FastifyPluginAsyncZod {
  const { db, withdrawals, repository, system, operators } = deps;
  const canRead = requireOperator(operators, 'money.read');
  const canApprove = requireOperator(operators, 'money.approve');
  const canWriteSystem = requireOperator(operators, 'system.write');
  const config = { access: 'operator' as const };

  return async (app) => {
    app.get(
      '/api/bo/merchants/:code/withdrawals',
      {
        config,
        onRequest: canRead,
        schema: {
          tags,
          params: merchantParams,
          querystring: ZWithdrawalQuery,
          response: { 200: envelopeOf(ZPage(ZWithdrawal)) },
        },
      },
      async (request) => {
        operators.assertMerchant(request.operator!, request.params.code);
        return ok(await withdrawals.list(request.params.code, { memberId: null, ...request.query }));
      },
    );

    app.post(
      '/api/bo/merchants/:code/withdrawals/:id/review',
      {
        config,
        onRequest: canApprove,
        schema: { tags, params, body: ZWithdrawalReview, response: { 200: envelopeOf(ZWithdrawal) } },
      },
      async (request) => {
        operators.assertMerchant(request.operator!, request.params.code);
        const key = requireIdempotencyKey(request.headers['idempotency-key']);
        const actor = auditActor(request);
        const { code, id } = request.params;
        const before = await withdrawals.get(code, id, null);
        const result = await runIdempotent(
          db,
          {
            scope: `operator:${actor.operator.id}`,
            key,
            hash: requestHash(`withdrawal-review:${id}`, request.body),
          },
          async (tx) => {
            const after = await withdrawals.review(code, id, actor.operator.username, request.body, tx);
            await operators.audit(tx, actor, {
              merchantCode: code,
              action: auditAction(request.body.action, before.record.resolution?.action),
              target: `withdrawal:${id}`,
              before: {
                status: before.view.status,
                paid: before.view.paid,
                pendingResolution: before.view.pendingResolution,
              },
              after: {
                status: after.status,
                paid: after.paid,
                note: request.body.note ?? null,
                pendingResolution: after.pendingResolution,
              },
            });
            return after;
          },
        );
        if (!result.replayed) deps.balanceChanged(before.record.memberId);
        return ok(result.value);
      },
    );

    app.get(
      '/api/bo/merchants/:code/withdrawals/:id/proofs/:index',
      {
        config,
        onRequest: canRead,
        schema: { tags, params: params.extend({ index: z.coerce.number().int().min(0).max(20) }) },
      },
      async (request, reply) => {
        operators.assertMerchant(request.operator!, request.params.code);
        const { record } = await withdrawals.get(request.params.code, request.params.id, null);
        const key = record.proofPaths[request.params.index];
        const file = key ? await withdrawals.proof(key) : null;
        if (!file) throw new AppError('NOT_FOUND');
        reply.header('Cache-Control', 'private, no-store').header('X-Content-Type-Options', 'nosniff');
        return reply.type(file.contentType).send(file.bytes);
      },
    );

    app.get(
      '/api/bo/merchants/:code/cashier-settings',
      {
        config,
        onRequest: canRead,
        schema: { tags, params: merchantParams, response: { 200: envelopeOf(ZCashierSettings) } },
      },
      async (request) => {
        operators.assertMerchant(request.operator!, request.params.code);
        const merchant = await system.merchantOrThrow(request.params.code);
        const s = await repository.settings(merchant.code);
        const d = (amountMinor: bigint) =>
          toDecimalString({ amountMinor, currency: merchant.currency as CurrencyCode });
        return ok({
          withdrawalMin: d(s.withdrawalMinMinor),
          withdrawalMax: d(s.withdrawalMaxMinor),
          secondApprovalAbove: d(s.secondApprovalAboveMinor),
          autoReceiptMinutes: s.autoReceiptMinutes,
          guaranteeBps: s.guaranteeBps,
          turnoverBps: s.turnoverBps,
          transferMin: d(s.transferMinMinor),
          adjustmentApprovalAbove: d(s.adjustmentApprovalAboveMinor),
          adjustmentDailyCap: d(s.adjustmentDailyCapMinor),
        });
      },
    );

    app.put(
      '/api/bo/merchants/:code/cashier-settings',
      {
        config,
        onRequest: canWriteSystem,
        schema: {
          tags,
          params: merchantParams,
          body: ZCashierSettings,
          response: { 200: envelopeOf(ZCashierSettings) },
        },
      },
      async (request) => {
        operators.assertMerchant(request.operator!, request.params.code);
        const merchant = await system.merchantOrThrow(request.params.code);
        const amount = (v: string) => parsePositiveAmount(v, merchant.currency);
        // A threshold of zero is meaningful: every withdrawal or adjustment needs a second operator.
        const threshold = (v: string) => (/^0+(\.0+)?$/.test(v.trim()) ? 0n : amount(v));
        const b = request.body;
        const before = await repository.settings(merchant.code);
        const next = {
          withdrawalMinMinor: amount(b.withdrawalMin),
          withdrawalMaxMinor: amount(b.withdrawalMax),
          secondApprovalAboveMinor: threshold(b.secondApprovalAbove),
          autoReceiptMinutes: b.autoReceiptMinutes,
          guaranteeBps: b.guaranteeBps,
          turnoverBps: b.turnoverBps,
          transferMinMinor: amount(b.transferMin),
          adjustmentApprovalAboveMinor: threshold(b.adjustmentApprovalAbove),
          adjustmentDailyCapMinor:
            b.adjustmentDailyCap === undefined
              ? before.adjustmentDailyCapMinor
              : threshold(b.adjustmentDailyCap),
        };
        if (next.withdrawalMaxMinor < next.withdrawalMinMinor)
          throw new AppError('FIELD_INVALID', { field: 'withdrawalMax' });
        await db.transaction(async (tx) => {
          await repository.saveSettings(tx, merchant.code, next);
          await operators.audit(tx, auditActor(request), {
            merchantCode: merchant.code,
            action: 'cashier.settings',
            target: `merchant:${merchant.code}`,
            before: Object.fromEntries(Object.entries(before).map(([k, v]) => [k, String(v)])),
            after: b,
          });
        });
        const cap = {
          amountMinor: next.adjustmentDailyCapMinor,
          currency: merchant.currency as CurrencyCode,
        };
        return ok({ ...b, adjustmentDailyCap: toDecimalString(cap) });
      },
    );
  };
}
