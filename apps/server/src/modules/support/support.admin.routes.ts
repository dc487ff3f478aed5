import {
  envelopeOf,
  SUPPORT_PATHS,
  ZChatAdminPage,
  ZChatAdminQuery,
  ZChatMute,
  ZChatMutes,
  ZChatSettings,
  ZFeedbackAdmin,
  ZFeedbackAdminPage,
  ZFeedbackAdminQuery,
  ZFeedbackAnswer,
  ZLiveModelAdmin,
  ZLiveModelsAdmin,
  ZLiveModelWrite,
} from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZMerchantParams } from '../../platform/http/admin-params.ts';
import { ok } from '../../platform/http/envelope.ts';
import { auditActor, requireOperator, type OperatorsService } from '../operators/index.ts';
import type { ChatService } from './chat.service.ts';
import type { FeedbackService } from './feedback.service.ts';
import type { LiveModelsService } from './live-models.service.ts';

const tags = ['backoffice: support'];
const ZFeedbackParams = ZMerchantParams.extend({ id: z.string().regex(/^[1-9][0-9]{0,17}$/) });
const ZChatMessageParams = ZFeedbackParams;
const ZModelParams = ZMerchantParams.extend({ id: z.string().uuid() });

/**
 * The console's support screens: reading needs system.read (images: support.manage, they may hold
 * a member's documents), answering, moderating and editing models support.manage; every change is
 * audited. A path's merchant must be one the operator serves.
 */
export function supportAdminRoutes(deps: {
  feedback: FeedbackService;
  chat: ChatService;
  models: LiveModelsService;
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

    /* ------------------------------------------------------------------ chat room */

    app.get(
      paths.chatMessages,
      {
        config,
        onRequest: canRead,
        schema: {
          tags,
          params: ZMerchantParams,
          querystring: ZChatAdminQuery,
          response: { 200: envelopeOf(ZChatAdminPage) },
        },
      },
      async (request) => {
        operators.assertMerchant(request.operator!, request.params.code);
        return ok(await deps.chat.adminPage(request.params.code, request.query));
      },
    );

    app.delete(
      paths.chatMessage,
      { config, onRequest: canManage, schema: { tags, params: ZChatMessageParams } },
      async (request) => {
        operators.assertMerchant(request.operator!, request.params.code);
        await deps.chat.remove(auditActor(request), request.params.code, request.params.id);
        return ok(null);
      },
    );

    app.get(
      paths.chatSettings,
      {
        config,
        onRequest: canRead,
        schema: { tags, params: ZMerchantParams, response: { 200: envelopeOf(ZChatSettings) } },
      },
      async (request) => {
        operators.assertMerchant(request.operator!, request.params.code);
        return ok(await deps.chat.adminSettings(request.params.code));
      },
    );

    app.put(
      paths.chatSettings,
      {
        config,
        onRequest: canManage,
        schema: {
          tags,
          params: ZMerchantParams,
          body: ZChatSettings,
          response: { 200: envelopeOf(ZChatSettings) },
        },
      },
      async (request) => {
        operators.assertMerchant(request.operator!, request.params.code);
        return ok(await deps.chat.saveSettings(auditActor(request), request.params.code, request.body));
      },
    );

    app.get(
      paths.chatMutes,
      {
        config,
        onRequest: canRead,
        schema: { tags, params: ZMerchantParams, response: { 200: envelopeOf(ZChatMutes) } },
      },
      async (request) => {
        operators.assertMerchant(request.operator!, request.params.code);
        return ok(await deps.chat.mutes(request.params.code));
      },
    );

    app.put(
      paths.chatMutes,
      {
        config,
        onRequest: canManage,
        schema: { tags, params: ZMerchantParams, body: ZChatMute, response: { 200: envelopeOf(ZChatMutes) } },
      },
      async (request) => {
        operators.assertMerchant(request.operator!, request.params.code);
        return ok(await deps.chat.mute(auditActor(request), request.params.code, request.body));
      },
    );

    /* ---------------------------------------------------------------- live models */

    app.get(
      paths.models,
      {
        config,
        onRequest: canRead,
        schema: { tags, params: ZMerchantParams, response: { 200: envelopeOf(ZLiveModelsAdmin) } },
      },
      async (request) => {
        operators.assertMerchant(request.operator!, request.params.code);
        return ok(await deps.models.adminList(request.params.code));
      },
    );

    app.post(
      paths.models,
      {
        config,
        onRequest: canManage,
        schema: {
          tags,
          params: ZMerchantParams,
          body: ZLiveModelWrite,
          response: { 200: envelopeOf(ZLiveModelAdmin) },
        },
      },
      async (request) => {
        operators.assertMerchant(request.operator!, request.params.code);
        return ok(await deps.models.create(auditActor(request), request.params.code, request.body));
      },
    );

    app.put(
      paths.model,
      {
        config,
        onRequest: canManage,
        schema: {
          tags,
          params: ZModelParams,
          body: ZLiveModelWrite,
          response: { 200: envelopeOf(ZLiveModelAdmin) },
        },
      },
      async (request) => {
        operators.assertMerchant(request.operator!, request.params.code);
        return ok(
          await deps.models.update(auditActor(request), request.params.code, request.params.id, request.body),
        );
      },
    );

    app.delete(
      paths.model,
      { config, onRequest: canManage, schema: { tags, params: ZModelParams } },
      async (request) => {
        operators.assertMerchant(request.operator!, request.params.code);
        await deps.models.remove(auditActor(request), request.params.code, request.params.id);
        return ok(null);
      },
    );
  };
}
