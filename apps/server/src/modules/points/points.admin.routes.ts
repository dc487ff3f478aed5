import {
  envelopeOf,
  POINTS_ADMIN_PATHS,
  ZGoodsAdmin,
  ZGoodsAdminList,
  ZGoodsUpsert,
  ZPointConfig,
  ZPointConfigUpdate,
  ZRedemptionAdmin,
  ZRedemptionAdminPage,
  ZRedemptionAdminQuery,
  ZRedemptionReview,
} from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireIdempotencyKey } from '../../platform/db/idempotency.ts';
import { ok } from '../../platform/http/envelope.ts';
import { auditActor, requireOperator, type OperatorsService } from '../operators/index.ts';
import type { PointsAdminService } from './points-admin.service.ts';

const tags = ['backoffice: rewards'];
const code = z
  .string()
  .regex(/^[A-Za-z0-9_]{2,40}$/)
  .transform((c) => c.toUpperCase());
const params = z.object({ code });
const itemParams = z.object({ code, id: z.string().uuid() });

/** The mall's console: ratios and goods (rewards.manage), the redemption queue (rewards.approve). */
export function pointsAdminRoutes(deps: {
  admin: PointsAdminService;
  operators: OperatorsService;
}): FastifyPluginAsyncZod {
  const { admin, operators } = deps;
  const canManage = requireOperator(operators, 'rewards.manage');
  const canApprove = requireOperator(operators, 'rewards.approve');
  const access = { access: 'operator' as const };
  return async (app) => {
    app.get(
      POINTS_ADMIN_PATHS.config,
      {
        config: access,
        onRequest: canManage,
        schema: { tags, params, response: { 200: envelopeOf(ZPointConfig) } },
      },
      async (request) => {
        operators.assertMerchant(request.operator!, request.params.code);
        return ok(await admin.config(request.params.code));
      },
    );
    app.put(
      POINTS_ADMIN_PATHS.config,
      {
        config: access,
        onRequest: canManage,
        schema: { tags, params, body: ZPointConfigUpdate, response: { 200: envelopeOf(ZPointConfig) } },
      },
      async (request) => {
        operators.assertMerchant(request.operator!, request.params.code);
        return ok(await admin.saveConfig(auditActor(request), request.params.code, request.body));
      },
    );
    app.get(
      POINTS_ADMIN_PATHS.goods,
      {
        config: access,
        onRequest: canManage,
        schema: { tags, params, response: { 200: envelopeOf(ZGoodsAdminList) } },
      },
      async (request) => {
        operators.assertMerchant(request.operator!, request.params.code);
        return ok(await admin.goods(request.params.code));
      },
    );
    app.post(
      POINTS_ADMIN_PATHS.goods,
      {
        config: access,
        onRequest: canManage,
        schema: { tags, params, body: ZGoodsUpsert, response: { 200: envelopeOf(ZGoodsAdmin) } },
      },
      async (request) => {
        operators.assertMerchant(request.operator!, request.params.code);
        return ok(await admin.saveGoods(auditActor(request), request.params.code, null, request.body));
      },
    );
    app.put(
      POINTS_ADMIN_PATHS.goodsItem,
      {
        config: access,
        onRequest: canManage,
        schema: { tags, params: itemParams, body: ZGoodsUpsert, response: { 200: envelopeOf(ZGoodsAdmin) } },
      },
      async (request) => {
        operators.assertMerchant(request.operator!, request.params.code);
        return ok(
          await admin.saveGoods(auditActor(request), request.params.code, request.params.id, request.body),
        );
      },
    );
    app.get(
      POINTS_ADMIN_PATHS.redemptions,
      {
        config: access,
        onRequest: canApprove,
        schema: {
          tags,
          params,
          querystring: ZRedemptionAdminQuery,
          response: { 200: envelopeOf(ZRedemptionAdminPage) },
        },
      },
      async (request) => {
        operators.assertMerchant(request.operator!, request.params.code);
        return ok(await admin.redemptions(request.params.code, request.query));
      },
    );
    app.post(
      POINTS_ADMIN_PATHS.review,
      {
        config: access,
        onRequest: canApprove,
        schema: {
          tags,
          params: itemParams,
          body: ZRedemptionReview,
          response: { 200: envelopeOf(ZRedemptionAdmin) },
        },
      },
      async (request) => {
        operators.assertMerchant(request.operator!, request.params.code);
        const key = requireIdempotencyKey(request.headers['idempotency-key']);
        return ok(
          await admin.review(auditActor(request), request.params.code, request.params.id, request.body, key),
        );
      },
    );
  };
}
