import {
  AVATAR_MAX_BYTES,
  envelopeOf,
  MEMBER_ACCOUNT_PATHS,
  ZAvatarUpload,
  ZContactChange,
  ZContactCodeRequest,
  ZContactCodeSent,
  ZMemberProfile,
  ZMemberProfileUpdate,
  ZProfileChangePage,
  ZProfileChangeQuery,
} from '@platform/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/http/app-error.ts';
import { ok } from '../../platform/http/envelope.ts';
import { requireRealMember } from '../identity/index.ts';
import { requestMerchant } from '../system/index.ts';
import type { ContactChangeService } from './contact-change.service.ts';
import type { AccountActor, MemberProfileService } from './member-profile.service.ts';

const tags = ['member-account'];
/**
 * An avatar of AVATAR_MAX_BYTES is a third larger as base64 and larger again once encrypted and
 * base64-wrapped (API.md's envelope): this route alone reads that much.
 */
const AVATAR_BODY_LIMIT_BYTES = Math.ceil(AVATAR_MAX_BYTES * 1.9) + 64 * 1024;

const actorOf = (request: FastifyRequest): AccountActor => ({
  id: requireRealMember(request).id,
  merchantCode: requestMerchant(request).code,
  ip: request.clientIp,
});

const clientOf = (request: FastifyRequest) => ({ ip: request.clientIp, language: request.language });

/** The member's own account (issue 17): profile, avatar, e-mail and mobile, and the change record. */
export function memberProfileRoutes(deps: {
  profiles: MemberProfileService;
  contacts: ContactChangeService;
}): FastifyPluginAsyncZod {
  const { profiles, contacts } = deps;
  const member = { access: 'member' as const };
  return async (app) => {
    app.get(
      MEMBER_ACCOUNT_PATHS.profile,
      { config: member, schema: { tags, response: { 200: envelopeOf(ZMemberProfile) } } },
      async (request) => ok(await profiles.profile(actorOf(request))),
    );

    app.put(
      MEMBER_ACCOUNT_PATHS.profile,
      {
        config: member,
        schema: { tags, body: ZMemberProfileUpdate, response: { 200: envelopeOf(ZMemberProfile) } },
      },
      async (request) =>
        ok(await profiles.update(actorOf(request), requestMerchant(request).timeZone, request.body)),
    );

    app.post(
      MEMBER_ACCOUNT_PATHS.avatar,
      {
        config: { ...member, encrypted: true },
        bodyLimit: AVATAR_BODY_LIMIT_BYTES,
        schema: { tags, body: ZAvatarUpload, response: { 200: envelopeOf(ZMemberProfile) } },
      },
      async (request) => ok(await profiles.uploadAvatar(actorOf(request), request.body.image)),
    );

    app.get(
      MEMBER_ACCOUNT_PATHS.avatarImage,
      {
        config: { access: 'system' },
        schema: { tags, params: z.object({ file: z.string().regex(/^[0-9a-f-]{36}\.(png|jpg)$/) }) },
      },
      async (request, reply) => {
        const stored = await profiles.avatarFile(request.params.file);
        if (!stored) throw new AppError('NOT_FOUND');
        return reply
          .header('Cache-Control', 'public, max-age=31536000, immutable')
          .header('X-Content-Type-Options', 'nosniff')
          .header('Content-Security-Policy', "default-src 'none'; sandbox")
          .header('Content-Type', stored.contentType)
          .send(stored.bytes);
      },
    );

    app.post(
      MEMBER_ACCOUNT_PATHS.contactCode,
      {
        config: member,
        schema: { tags, body: ZContactCodeRequest, response: { 200: envelopeOf(ZContactCodeSent) } },
      },
      async (request) =>
        ok(
          await contacts.sendCode(
            requireRealMember(request),
            requestMerchant(request),
            request.body,
            clientOf(request),
          ),
        ),
    );

    app.post(
      MEMBER_ACCOUNT_PATHS.contact,
      {
        config: { ...member, encrypted: true },
        schema: { tags, body: ZContactChange, response: { 200: envelopeOf(ZMemberProfile) } },
      },
      async (request) =>
        ok(
          await contacts.change(
            requireRealMember(request),
            requestMerchant(request),
            request.body,
            clientOf(request),
          ),
        ),
    );

    app.get(
      MEMBER_ACCOUNT_PATHS.changes,
      {
        config: member,
        schema: { tags, querystring: ZProfileChangeQuery, response: { 200: envelopeOf(ZProfileChangePage) } },
      },
      async (request) => ok(await profiles.changes(actorOf(request), request.query)),
    );
  };
}
