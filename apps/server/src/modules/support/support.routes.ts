import {
  envelopeOf,
  SUPPORT_PATHS,
  ZFeedback,
  ZFeedbackPage,
  ZFeedbackSubmit,
  ZLaunchChat,
  ZLaunchChatAnswer,
  ZLiveModels,
  ZPageQuery,
} from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/http/envelope.ts';
import { requireRealMember } from '../identity/index.ts';
import { requestMerchant } from '../system/index.ts';
import type { FeedbackService } from './feedback.service.ts';
import type { LiveModelsService } from './live-models.service.ts';

const tags = ['support'];
/** Three data-URL images of up to 5 MB each are about 21 MB of base64: this route alone reads that much. */
const FEEDBACK_BODY_LIMIT_BYTES = 22 * 1024 * 1024;

/**
 * The player's feedback calls (spec §7 `PUT /wps/feedback`) with the list of their own feedback, and
 * the live models (CBS_modelList for everyone, CBS_launchChat for members).
 */
export function supportRoutes(deps: {
  feedback: FeedbackService;
  models: LiveModelsService;
}): FastifyPluginAsyncZod {
  const member = { access: 'member' as const };
  return async (app) => {
    app.put(
      SUPPORT_PATHS.feedback,
      {
        config: member,
        bodyLimit: FEEDBACK_BODY_LIMIT_BYTES,
        schema: { tags, body: ZFeedbackSubmit, response: { 200: envelopeOf(ZFeedback) } },
      },
      async (request) => ok(await deps.feedback.submit(requireRealMember(request), request.body)),
    );

    app.get(
      SUPPORT_PATHS.myFeedback,
      {
        config: member,
        schema: { tags, querystring: ZPageQuery, response: { 200: envelopeOf(ZFeedbackPage) } },
      },
      async (request) => ok(await deps.feedback.mine(requireRealMember(request), request.query)),
    );

    app.get(
      SUPPORT_PATHS.modelList,
      { config: { access: 'public' }, schema: { tags, response: { 200: envelopeOf(ZLiveModels) } } },
      async (request) => ok(await deps.models.list(requestMerchant(request).code)),
    );

    app.post(
      SUPPORT_PATHS.launchChat,
      {
        config: member,
        schema: { tags, body: ZLaunchChat, response: { 200: envelopeOf(ZLaunchChatAnswer) } },
      },
      async (request) =>
        ok(await deps.models.launch(requireRealMember(request).merchantCode, request.body.modelId)),
    );
  };
}
