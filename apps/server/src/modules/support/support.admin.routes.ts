import {
  envelopeOf,
  SUPPORT_PATHS,
  ZFeedbackAdmin,
  ZFeedbackAdminPage,
  ZFeedbackAdminQuery,
  ZFeedbackAnswer,
} from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZMerchantParams } from '../../platform/http/admin-params.ts';
import { ok } from '../../platform/http/envelope.ts';
import { auditActor, requireOperator, type OperatorsService } from '../operators/index.ts';
import type { FeedbackService } from './feedback.service.ts';

const tags = ['backoffice: support'];
const ZFeedbackParams = ZMerchantParams.extend({ id: z.string().regex(/^[1-9][0-9]{0,17}$/) });

/**
 * The console's support screens: reading needs system.read (images: support.manage, they may hold
 * a member's documents), answering, moderating and editing models support.manage; every change is
 * audited. A path's merchant must be one the operator serves.
 */
export function supportAdminRoutes(deps: {
  feedback: FeedbackService;
  operators: OperatorsService;
}): FastifyPluginAsyncZod {
  const { operators } = deps;
  const canRead = requireOperator(operators, 'system.read');
  const canManage = requireOperator(operators, 'support.manage');
  const config = { access: 'operator' as const };
  const paths = SUPPORT_PATHS.admin;

  return async (app) => {
    app.get(
      paths.feedback,
      {
        config,
        onRequest: canRead,
        schema: {
          tags,
          params: ZMerchantParams,
          querystring: ZFeedbackAdminQuery,
          response: { 200: envelopeOf(ZFeedbackAdminPage) },
        },
      },
      async (request) => {
        operators.assertMerchant(request.operator!, request.params.code);
        return ok(await deps.feedback.adminPage(request.params.code, request.query));
      },
    );

    app.post(
      paths.feedbackAnswer,
      {
        config,
        onRequest: canManage,
        schema: {
          tags,
          params: ZFeedbackParams,
          body: ZFeedbackAnswer,
          response: { 200: envelopeOf(ZFeedbackAdmin) },
        },
      },
      async (request) => {
        operators.assertMerchant(request.operator!, request.params.code);
        return ok(
          await deps.feedback.answer(
            auditActor(request),
            request.params.code,
            request.params.id,
            request.body,
          ),
        );
      },
    );

    app.get(
      paths.feedbackImage,
      {
        config,
        onRequest: canManage,
        schema: {
          tags,
          params: ZFeedbackParams.extend({ index: z.coerce.number().int().min(0).max(2) }),
        },
      },
      async (request, reply) => {
        operators.assertMerchant(request.operator!, request.params.code);
        const image = await deps.feedback.image(request.params.code, request.params.id, request.params.index);
        return reply
          .header('Content-Type', image.contentType)
          .header('Cache-Control', 'private, no-store')
          .header('X-Content-Type-Options', 'nosniff')
          .header('Content-Security-Policy', "default-src 'none'; sandbox")
          .send(image.bytes);
      },
    );
  };
}
