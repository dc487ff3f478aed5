import {
  AGENT_MEMBER_TYPES,
  CONTENT_PATHS,
  envelopeOf,
  type LanguageCode,
  ZAnnouncementsAnswer,
  ZAnnouncementsQuery,
  ZHelpCenter,
  ZHelpCenterQuery,
  ZInboxMark,
  ZInboxPage,
  ZInboxQuery,
  ZUnreadCount,
} from '@platform/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/http/envelope.ts';
import { requestMember } from '../identity/index.ts';
import { requestMerchant } from '../system/index.ts';
import type { ContentService, ReaderContext } from './content.service.ts';
import type { Viewer } from './domain/content-visibility.ts';
import type { InboxService } from './inbox.service.ts';

const tags = ['content'];
const BEARER = /^Bearer ([A-Za-z0-9_-]{20,200})$/;

export type MemberTypeOfToken = (token: string, merchantCode: string) => Promise<{ type: number }>;

/**
 * Who reads: public calls take an optional session token, and a missing, expired or foreign token
 * reads as a visitor (a stale token must not blank the home page).
 */
async function readerOf(
  request: FastifyRequest,
  authenticate: MemberTypeOfToken,
  language: LanguageCode | undefined,
): Promise<ReaderContext> {
  const merchant = requestMerchant(request);
  const token = request.headers.authorization?.match(BEARER)?.[1];
  let viewer: Viewer = 'VISITOR';
  if (token) {
    try {
      const member = await authenticate(token, merchant.code);
      viewer = AGENT_MEMBER_TYPES.includes(member.type) ? 'AGENT' : 'MEMBER';
    } catch {
      viewer = 'VISITOR';
    }
  }
  return {
    merchantCode: merchant.code,
    defaultLanguage: merchant.brandConfig.defaultLanguage,
    language: language ?? request.language,
    viewer,
  };
}

/** The player's content calls (spec §7) and the member's inbox (messageV2). */
export function contentRoutes(deps: {
  content: ContentService;
  inbox: InboxService;
  authenticate: MemberTypeOfToken;
}): FastifyPluginAsyncZod {
  const { content, inbox } = deps;
  const member = { access: 'member' as const };
  return async (app) => {
    app.get(
      CONTENT_PATHS.announcements,
      {
        config: { access: 'public' },
        schema: {
          tags,
          querystring: ZAnnouncementsQuery,
          response: { 200: envelopeOf(ZAnnouncementsAnswer) },
        },
      },
      async (request) => {
        const reader = await readerOf(request, deps.authenticate, request.query.language);
        return ok(
          await content.announcements(reader, {
            types: request.query.types,
            groupName: request.query.groupName,
          }),
        );
      },
    );

    app.get(
      CONTENT_PATHS.helpCenter,
      {
        config: { access: 'public' },
        schema: { tags, querystring: ZHelpCenterQuery, response: { 200: envelopeOf(ZHelpCenter) } },
      },
      async (request) =>
        ok(await content.helpCenter(await readerOf(request, deps.authenticate, request.query.lang))),
    );

    app.get(
      CONTENT_PATHS.unreadCount,
      { config: member, schema: { tags, response: { 200: envelopeOf(ZUnreadCount) } } },
      async (request) => ok({ count: await inbox.unreadCount(requestMember(request).id) }),
    );

    app.get(
      CONTENT_PATHS.messages,
      {
        config: member,
        schema: { tags, querystring: ZInboxQuery, response: { 200: envelopeOf(ZInboxPage) } },
      },
      async (request) => {
        const merchant = requestMerchant(request);
        return ok(
          await inbox.page(
            {
              memberId: requestMember(request).id,
              language: request.language,
              defaultLanguage: merchant.brandConfig.defaultLanguage,
            },
            request.query,
          ),
        );
      },
    );

    app.post(
      CONTENT_PATHS.messagesRead,
      { config: member, schema: { tags, body: ZInboxMark, response: { 200: envelopeOf(ZUnreadCount) } } },
      async (request) => {
        const ids = request.body.all ? null : (request.body.ids ?? []);
        return ok({ count: await inbox.markRead(requestMember(request).id, ids) });
      },
    );

    app.post(
      CONTENT_PATHS.messagesDelete,
      {
        config: member,
        schema: {
          tags,
          body: z.object({
            ids: z
              .array(z.string().regex(/^\d{1,18}$/))
              .min(1)
              .max(200),
          }),
          response: { 200: envelopeOf(ZUnreadCount) },
        },
      },
      async (request) => ok({ count: await inbox.remove(requestMember(request).id, request.body.ids) }),
    );
  };
}
