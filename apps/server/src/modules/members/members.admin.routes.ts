import {
  envelopeOf,
  ZMemberDetail,
  ZMemberLockRequest,
  ZMemberPasswordReset,
  ZMemberSearchQuery,
  ZMemberSummary,
  ZMemberTag,
  ZMemberTagRequest,
  ZPage,
} from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/http/envelope.ts';
import { auditActor, requireOperator, type OperatorsService } from '../operators/index.ts';
import type { MembersAdminService } from './members-admin.service.ts';

const tags = ['backoffice: members'];
const params = z.object({
  code: z
    .string()
    .regex(/^[A-Za-z0-9_]{2,40}$/)
    .transform((c) => c.toUpperCase()),
  id: z.string().uuid(),
});
const merchantParams = params.pick({ code: true });
const tagParams = params.extend({ tag: ZMemberTag });
const ZTags = z.object({ tags: z.array(z.string()) });

/** Operators find members, open one, reset a password, lock and unlock: every change audited. */
export function membersAdminRoutes(
  service: MembersAdminService,
  operators: OperatorsService,
): FastifyPluginAsyncZod {
  const canRead = requireOperator(operators, 'members.read');
  const canWrite = requireOperator(operators, 'members.write');
  const config = { access: 'operator' as const };

  return async (app) => {
    app.get(
      '/api/bo/merchants/:code/members',
      {
        config,
        onRequest: canRead,
        schema: {
          tags,
          params: merchantParams,
          querystring: ZMemberSearchQuery,
          response: { 200: envelopeOf(ZPage(ZMemberSummary)) },
        },
      },
      async (request) => {
        operators.assertMerchant(request.operator!, request.params.code);
        return ok(await service.page({ merchantCode: request.params.code, ...request.query }));
      },
    );

    app.get(
      '/api/bo/merchants/:code/members/:id',
      { config, onRequest: canRead, schema: { tags, params, response: { 200: envelopeOf(ZMemberDetail) } } },
      async (request) => {
        operators.assertMerchant(request.operator!, request.params.code);
        return ok(await service.detail(request.params.code, request.params.id));
      },
    );

    app.post(
      '/api/bo/merchants/:code/members/:id/password-reset',
      {
        config,
        onRequest: canWrite,
        schema: { tags, params, response: { 200: envelopeOf(ZMemberPasswordReset) } },
      },
      async (request) => {
        operators.assertMerchant(request.operator!, request.params.code);
        return ok(await service.resetPassword(auditActor(request), request.params.code, request.params.id));
      },
    );

    app.post(
      '/api/bo/merchants/:code/members/:id/lock',
      {
        config,
        onRequest: canWrite,
        schema: { tags, params, body: ZMemberLockRequest, response: { 200: envelopeOf(ZMemberSummary) } },
      },
      async (request) => {
        operators.assertMerchant(request.operator!, request.params.code);
        return ok(
          await service.setLocked(auditActor(request), request.params.code, request.params.id, request.body),
        );
      },
    );

    app.post(
      '/api/bo/merchants/:code/members/:id/tags',
      {
        config,
        onRequest: canWrite,
        schema: { tags, params, body: ZMemberTagRequest, response: { 200: envelopeOf(ZTags) } },
      },
      async (request) => {
        operators.assertMerchant(request.operator!, request.params.code);
        const change = { tag: request.body.tag, present: true };
        return ok({
          tags: await service.changeTag(auditActor(request), request.params.code, request.params.id, change),
        });
      },
    );

    app.delete(
      '/api/bo/merchants/:code/members/:id/tags/:tag',
      {
        config,
        onRequest: canWrite,
        schema: { tags, params: tagParams, response: { 200: envelopeOf(ZTags) } },
      },
      async (request) => {
        operators.assertMerchant(request.operator!, request.params.code);
        const change = { tag: request.params.tag, present: false };
        return ok({
          tags: await service.changeTag(auditActor(request), request.params.code, request.params.id, change),
        });
      },
    );
  };
}
