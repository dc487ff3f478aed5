import { envelopeOf, ZPage, ZWithdrawal, ZWithdrawalQuery, ZWithdrawalReview } from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireIdempotencyKey } from '../../../platform/db/idempotency.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { auditActor, requireOperator, type OperatorsService } from '../../operators/index.ts';
import type { WithdrawalReviewService } from './withdrawal-review.service.ts';
import type { WithdrawalsService } from './withdrawals.service.ts';
import { ZMerchantParams } from '../../../platform/http/admin-params.ts';

const tags = ['backoffice: withdrawals'];
const merchantParams = ZMerchantParams;
const params = merchantParams.extend({ id: z.string().uuid() });

/** The withdrawal review queue, operators' decisions (idempotent, audited) and proofs. */
export function withdrawalsAdminRoutes(deps: {
  withdrawals: WithdrawalsService;
  reviews: WithdrawalReviewService;
  operators: OperatorsService;
}): FastifyPluginAsyncZod {
  const { withdrawals, reviews, operators } = deps;
  const canRead = requireOperator(operators, 'money.read');
  const canApprove = requireOperator(operators, 'money.approve');
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
        const { code, id } = request.params;
        return ok(await reviews.review(auditActor(request), code, id, request.body, key));
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
  };
}
