import {
  envelopeOf,
  SUPPORT_PATHS,
  ZFeedback,
  ZFeedbackPage,
  ZFeedbackSubmit,
  ZPageQuery,
} from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/http/envelope.ts';
import { requireRealMember } from '../identity/index.ts';
import type { FeedbackService } from './feedback.service.ts';

const tags = ['support'];
/** Three data-URL images of up to 5 MB each are about 21 MB of base64: this route alone reads that much. */
const FEEDBACK_BODY_LIMIT_BYTES = 22 * 1024 * 1024;

/** The player's feedback calls (spec §7 `PUT /wps/feedback`) and the list of their own feedback. */
export function supportRoutes(deps: { feedback: FeedbackService }): FastifyPluginAsyncZod {
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
  };
}
