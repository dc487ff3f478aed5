import {
  envelopeOf,
  RED_ENVELOPE_ADMIN_PATHS,
  ZRedEnvelopeRoundAdmin,
  ZRedEnvelopeRoundAdminList,
  ZRedEnvelopeRoundCreate,
} from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/http/envelope.ts';
import { auditActor, requireOperator, type OperatorsService } from '../operators/index.ts';
import type { RedEnvelopesAdminService } from './red-envelopes-admin.service.ts';

const tags = ['backoffice: rewards'];
const code = z
  .string()
  .regex(/^[A-Za-z0-9_]{2,40}$/)
  .transform((c) => c.toUpperCase());

/** Red-envelope rounds in the console (rewards.manage, audited). */
export function redEnvelopesAdminRoutes(deps: {
  admin: RedEnvelopesAdminService;
  operators: OperatorsService;
}): FastifyPluginAsyncZod {
  const { admin, operators } = deps;
  const canManage = requireOperator(operators, 'rewards.manage');
  const access = { access: 'operator' as const };
  return async (app) => {
    app.get(
      RED_ENVELOPE_ADMIN_PATHS.rounds,
      {
        config: access,
        onRequest: canManage,
        schema: {
          tags,
          params: z.object({ code }),
          response: { 200: envelopeOf(ZRedEnvelopeRoundAdminList) },
        },
      },
      async (request) => {
        operators.assertMerchant(request.operator!, request.params.code);
        return ok(await admin.rounds(request.params.code));
      },
    );
    app.post(
      RED_ENVELOPE_ADMIN_PATHS.rounds,
      {
        config: access,
        onRequest: canManage,
        schema: {
          tags,
          params: z.object({ code }),
          body: ZRedEnvelopeRoundCreate,
          response: { 200: envelopeOf(ZRedEnvelopeRoundAdmin) },
        },
      },
      async (request) => {
        operators.assertMerchant(request.operator!, request.params.code);
        return ok(await admin.create(auditActor(request), request.params.code, request.body));
      },
    );
    app.post(
      RED_ENVELOPE_ADMIN_PATHS.cancel,
      {
        config: access,
        onRequest: canManage,
        schema: {
          tags,
          params: z.object({ code, id: z.string().uuid() }),
          response: { 200: envelopeOf(ZRedEnvelopeRoundAdmin) },
        },
      },
      async (request) => {
        operators.assertMerchant(request.operator!, request.params.code);
        return ok(await admin.cancel(auditActor(request), request.params.code, request.params.id));
      },
    );
  };
}
