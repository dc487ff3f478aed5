import {
  envelopeOf,
  MEMBER_ACCOUNT_ADMIN_PATHS,
  ZMemberIdentityCorrection,
  ZMemberProfile,
} from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/http/envelope.ts';
import { auditActor, requireOperator, type OperatorsService } from '../operators/index.ts';
import type { MemberProfileAdminService } from './member-profile-admin.service.ts';

const tags = ['backoffice: members'];
const params = z.object({
  code: z
    .string()
    .regex(/^[A-Za-z0-9_]{2,40}$/)
    .transform((c) => c.toUpperCase()),
  id: z.string().uuid(),
});

/** Operators' corrections of a member's birthday and payee name (members.write, audited). */
export function memberProfileAdminRoutes(deps: {
  admin: MemberProfileAdminService;
  operators: OperatorsService;
}): FastifyPluginAsyncZod {
  const canWrite = requireOperator(deps.operators, 'members.write');
  return async (app) => {
    app.post(
      MEMBER_ACCOUNT_ADMIN_PATHS.identityCorrection,
      {
        config: { access: 'operator' },
        onRequest: canWrite,
        schema: {
          tags,
          params,
          body: ZMemberIdentityCorrection,
          response: { 200: envelopeOf(ZMemberProfile) },
        },
      },
      async (request) => {
        deps.operators.assertMerchant(request.operator!, request.params.code);
        return ok(
          await deps.admin.correctIdentity(
            auditActor(request),
            request.params.code,
            request.params.id,
            request.body,
          ),
        );
      },
    );
  };
}
