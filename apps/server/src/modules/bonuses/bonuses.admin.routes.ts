import {
  BONUS_ADMIN_PATHS,
  envelopeOf,
  ZAdminBonusGrant,
  ZAdminBonusGrantPage,
  ZAdminBonusGrantQuery,
  ZBonusCancelRequest,
  ZManualBonusRequest,
} from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/http/app-error.ts';
import { ok } from '../../platform/http/envelope.ts';
import { auditActor, requireOperator, type OperatorsService } from '../operators/index.ts';
import type { BonusesService } from './bonuses.service.ts';

const tags = ['backoffice: bonuses'];

/** Operators' bonus grants: read (money.read), manual grant and cancel (rewards.approve, audited). */
export function bonusesAdminRoutes(
  service: BonusesService,
  operators: OperatorsService,
): FastifyPluginAsyncZod {
  const canRead = requireOperator(operators, 'money.read');
  const canApprove = requireOperator(operators, 'rewards.approve');
  const config = { access: 'operator' as const };
  return async (app) => {
    app.get(
      BONUS_ADMIN_PATHS.grants,
      {
        config,
        onRequest: canRead,
        schema: {
          tags,
          querystring: ZAdminBonusGrantQuery,
          response: { 200: envelopeOf(ZAdminBonusGrantPage) },
        },
      },
      async (request) => {
        const operator = request.operator!;
        const merchantCode = request.query.merchantCode?.toUpperCase() ?? null;
        if (merchantCode) operators.assertMerchant(operator, merchantCode);
        else if (!operator.allMerchants) throw new AppError('VALIDATION_FAILED', { fields: 'merchantCode' });
        return ok(await service.list(merchantCode, request.query));
      },
    );

    app.post(
      BONUS_ADMIN_PATHS.grants,
      {
        config,
        onRequest: canApprove,
        schema: { tags, body: ZManualBonusRequest, response: { 200: envelopeOf(ZAdminBonusGrant) } },
      },
      async (request) => {
        const body = { ...request.body, merchantCode: request.body.merchantCode.toUpperCase() };
        operators.assertMerchant(request.operator!, body.merchantCode);
        return ok(await service.manualGrant(auditActor(request), body));
      },
    );

    app.post(
      BONUS_ADMIN_PATHS.grantCancel,
      {
        config,
        onRequest: canApprove,
        schema: {
          tags,
          params: z.object({ id: z.string().uuid() }),
          body: ZBonusCancelRequest,
          response: { 200: envelopeOf(ZAdminBonusGrant) },
        },
      },
      async (request) =>
        ok(
          await service.cancel(
            auditActor(request),
            (code) => operators.assertMerchant(request.operator!, code),
            request.params.id,
            request.body.reason,
          ),
        ),
    );
  };
}
