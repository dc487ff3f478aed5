import {
  envelopeOf,
  PROMOTION_ADMIN_PATHS,
  ZApplicationAdminPage,
  ZApplicationAdminQuery,
  ZApplicationReview,
  ZCampaignAdmin,
  ZCampaignAdminList,
  ZCampaignWrite,
} from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/http/envelope.ts';
import { auditActor, requireOperator, type OperatorsService } from '../operators/index.ts';
import type { PromotionsAdmin } from './promotions-admin.service.ts';

const tags = ['backoffice: promotions'];
const code = z
  .string()
  .regex(/^[A-Za-z0-9_]{2,40}$/)
  .transform((c) => c.toUpperCase());
const merchantParams = z.object({ code });
const idParams = z.object({ code, id: z.string().uuid() });
const CAMPAIGN_BODY_LIMIT_BYTES = 8 * 1024 * 1024;

/** The console's campaigns (rewards.manage) and application reviews (rewards.approve). */
export function promotionsAdminRoutes(deps: {
  admin: PromotionsAdmin;
  operators: OperatorsService;
  merchant: (code: string) => Promise<{ code: string; currency: string }>;
}): FastifyPluginAsyncZod {
  const { admin, operators } = deps;
  const canManage = requireOperator(operators, 'rewards.manage');
  const canApprove = requireOperator(operators, 'rewards.approve');
  const operator = { access: 'operator' as const };
  return async (app) => {
    app.get(
      PROMOTION_ADMIN_PATHS.campaigns,
      {
        config: operator,
        onRequest: canManage,
        schema: { tags, params: merchantParams, response: { 200: envelopeOf(ZCampaignAdminList) } },
      },
      async (request) => {
        operators.assertMerchant(request.operator!, request.params.code);
        return ok(await admin.list(request.params.code));
      },
    );

    app.post(
      PROMOTION_ADMIN_PATHS.campaigns,
      {
        config: operator,
        onRequest: canManage,
        bodyLimit: CAMPAIGN_BODY_LIMIT_BYTES,
        schema: {
          tags,
          params: merchantParams,
          body: ZCampaignWrite,
          response: { 200: envelopeOf(ZCampaignAdmin) },
        },
      },
      async (request) => {
        operators.assertMerchant(request.operator!, request.params.code);
        const merchant = await deps.merchant(request.params.code);
        return ok(await admin.create(auditActor(request), merchant, request.body));
      },
    );

    app.get(
      PROMOTION_ADMIN_PATHS.campaign,
      {
        config: operator,
        onRequest: canManage,
        schema: { tags, params: idParams, response: { 200: envelopeOf(ZCampaignAdmin) } },
      },
      async (request) => {
        operators.assertMerchant(request.operator!, request.params.code);
        return ok(await admin.get(request.params.code, request.params.id));
      },
    );

    app.put(
      PROMOTION_ADMIN_PATHS.campaign,
      {
        config: operator,
        onRequest: canManage,
        bodyLimit: CAMPAIGN_BODY_LIMIT_BYTES,
        schema: {
          tags,
          params: idParams,
          body: ZCampaignWrite,
          response: { 200: envelopeOf(ZCampaignAdmin) },
        },
      },
      async (request) => {
        operators.assertMerchant(request.operator!, request.params.code);
        const merchant = await deps.merchant(request.params.code);
        return ok(await admin.update(auditActor(request), merchant, request.params.id, request.body));
      },
    );

    app.post(
      PROMOTION_ADMIN_PATHS.drawRaffle,
      {
        config: operator,
        onRequest: canManage,
        schema: { tags, params: idParams, response: { 200: envelopeOf(ZCampaignAdmin) } },
      },
      async (request) => {
        operators.assertMerchant(request.operator!, request.params.code);
        return ok(await admin.draw(auditActor(request), request.params.code, request.params.id));
      },
    );

    app.get(
      PROMOTION_ADMIN_PATHS.applications,
      {
        config: operator,
        onRequest: canApprove,
        schema: {
          tags,
          params: merchantParams,
          querystring: ZApplicationAdminQuery,
          response: { 200: envelopeOf(ZApplicationAdminPage) },
        },
      },
      async (request) => {
        operators.assertMerchant(request.operator!, request.params.code);
        const merchant = await deps.merchant(request.params.code);
        return ok(await admin.applications(merchant.code, merchant.currency, request.query));
      },
    );

    app.post(
      PROMOTION_ADMIN_PATHS.review,
      {
        config: operator,
        onRequest: canApprove,
        schema: {
          tags,
          params: idParams,
          body: ZApplicationReview,
          response: { 200: envelopeOf(z.object({})) },
        },
      },
      async (request) => {
        operators.assertMerchant(request.operator!, request.params.code);
        await admin.review(auditActor(request), request.params.code, request.params.id, request.body);
        return ok({});
      },
    );

    app.get(
      PROMOTION_ADMIN_PATHS.applicationImage,
      {
        config: operator,
        onRequest: canApprove,
        schema: {
          tags,
          params: z.object({ code, id: z.string().uuid(), n: z.coerce.number().int().min(0).max(2) }),
        },
      },
      async (request, reply) => {
        operators.assertMerchant(request.operator!, request.params.code);
        const image = await admin.applicationImage(request.params.code, request.params.id, request.params.n);
        return reply
          .header('Cache-Control', 'private, no-store')
          .header('X-Content-Type-Options', 'nosniff')
          .header('Content-Type', image.contentType)
          .send(image.bytes);
      },
    );
  };
}
