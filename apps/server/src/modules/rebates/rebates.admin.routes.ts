import {
  envelopeOf,
  REBATE_ADMIN_PATHS,
  ZRebateDays,
  ZRebateDaysQuery,
  ZRebateRunRequest,
  ZRebateRunResult,
} from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZMerchantParams } from '../../platform/http/admin-params.ts';
import { ok } from '../../platform/http/envelope.ts';
import { auditActor, requireOperator, type OperatorsService } from '../operators/index.ts';
import type { RebatesService } from './rebates.service.ts';

const tags = ['backoffice: rewards'];

/** Rebate payouts per day and the operator's run of a day (rewards.manage; the run is audited). */
export function rebatesAdminRoutes(
  rebates: RebatesService,
  operators: OperatorsService,
): FastifyPluginAsyncZod {
  const canManage = requireOperator(operators, 'rewards.manage');
  const config = { access: 'operator' as const };
  return async (app) => {
    app.get(
      REBATE_ADMIN_PATHS.days,
      {
        config,
        onRequest: canManage,
        schema: {
          tags,
          params: ZMerchantParams,
          querystring: ZRebateDaysQuery,
          response: { 200: envelopeOf(ZRebateDays) },
        },
      },
      async (request) => {
        operators.assertMerchant(request.operator!, request.params.code);
        return ok(await rebates.days(request.params.code, request.query.from, request.query.to));
      },
    );
    app.post(
      REBATE_ADMIN_PATHS.run,
      {
        config,
        onRequest: canManage,
        schema: {
          tags,
          params: ZMerchantParams,
          body: ZRebateRunRequest,
          response: { 200: envelopeOf(ZRebateRunResult) },
        },
      },
      async (request) => {
        operators.assertMerchant(request.operator!, request.params.code);
        return ok(await rebates.runDayByOperator(auditActor(request), request.params.code, request.body.day));
      },
    );
  };
}
