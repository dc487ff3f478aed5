import {
  envelopeOf,
  VIP_ADMIN_PATHS,
  ZVipEvaluateResult,
  ZVipLevelsAdmin,
  ZVipLevelsUpdate,
  ZVipMembersPage,
  ZVipMembersQuery,
} from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZMerchantParams } from '../../platform/http/admin-params.ts';
import { ok } from '../../platform/http/envelope.ts';
import { auditActor, requireOperator, type OperatorsService } from '../operators/index.ts';
import type { VipService } from './vip.service.ts';

const tags = ['backoffice: rewards'];

/** VIP levels editor, members per level and an evaluation on demand (rewards.manage; changes audited). */
export function vipAdminRoutes(vip: VipService, operators: OperatorsService): FastifyPluginAsyncZod {
  const canManage = requireOperator(operators, 'rewards.manage');
  const config = { access: 'operator' as const };
  return async (app) => {
    app.get(
      VIP_ADMIN_PATHS.levels,
      {
        config,
        onRequest: canManage,
        schema: { tags, params: ZMerchantParams, response: { 200: envelopeOf(ZVipLevelsAdmin) } },
      },
      async (request) => {
        operators.assertMerchant(request.operator!, request.params.code);
        return ok(await vip.levelsAdmin(request.params.code));
      },
    );
    app.put(
      VIP_ADMIN_PATHS.levels,
      {
        config,
        onRequest: canManage,
        schema: {
          tags,
          params: ZMerchantParams,
          body: ZVipLevelsUpdate,
          response: { 200: envelopeOf(ZVipLevelsAdmin) },
        },
      },
      async (request) => {
        operators.assertMerchant(request.operator!, request.params.code);
        return ok(await vip.updateLevels(auditActor(request), request.params.code, request.body));
      },
    );
    app.get(
      VIP_ADMIN_PATHS.members,
      {
        config,
        onRequest: canManage,
        schema: {
          tags,
          params: ZMerchantParams,
          querystring: ZVipMembersQuery,
          response: { 200: envelopeOf(ZVipMembersPage) },
        },
      },
      async (request) => {
        operators.assertMerchant(request.operator!, request.params.code);
        return ok(await vip.members(request.params.code, request.query));
      },
    );
    app.post(
      VIP_ADMIN_PATHS.evaluate,
      {
        config,
        onRequest: canManage,
        schema: { tags, params: ZMerchantParams, response: { 200: envelopeOf(ZVipEvaluateResult) } },
      },
      async (request) => {
        operators.assertMerchant(request.operator!, request.params.code);
        return ok(await vip.evaluateByOperator(auditActor(request), request.params.code));
      },
    );
  };
}
