import {
  envelopeOf,
  REFERRAL_ADMIN_PATHS,
  ZAdminReferralPage,
  ZAdminReferralQuery,
  ZAdminReferralRule,
  ZReferralRuleInput,
} from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/http/envelope.ts';
import { auditActor, requireOperator, type OperatorsService } from '../operators/index.ts';
import type { ReferralService } from './referral.service.ts';

const tags = ['backoffice: rewards'];
const params = z.object({
  code: z
    .string()
    .regex(/^[A-Za-z0-9_]{2,40}$/)
    .transform((c) => c.toUpperCase()),
});

/** The console's referral rule and the referrals with their abuse flags (rewards.manage, audited). */
export function referralAdminRoutes(deps: {
  service: ReferralService;
  operators: OperatorsService;
}): FastifyPluginAsyncZod {
  const canManage = requireOperator(deps.operators, 'rewards.manage');
  const config = { access: 'operator' as const };
  return async (app) => {
    app.get(
      REFERRAL_ADMIN_PATHS.rule,
      {
        config,
        onRequest: canManage,
        schema: { tags, params, response: { 200: envelopeOf(ZAdminReferralRule) } },
      },
      async (request) => {
        deps.operators.assertMerchant(request.operator!, request.params.code);
        return ok(await deps.service.adminRule(request.params.code));
      },
    );

    app.put(
      REFERRAL_ADMIN_PATHS.rule,
      {
        config,
        onRequest: canManage,
        schema: { tags, params, body: ZReferralRuleInput, response: { 200: envelopeOf(ZAdminReferralRule) } },
      },
      async (request) => {
        deps.operators.assertMerchant(request.operator!, request.params.code);
        return ok(await deps.service.setRule(auditActor(request), request.params.code, request.body));
      },
    );

    app.get(
      REFERRAL_ADMIN_PATHS.referrals,
      {
        config,
        onRequest: canManage,
        schema: {
          tags,
          params,
          querystring: ZAdminReferralQuery,
          response: { 200: envelopeOf(ZAdminReferralPage) },
        },
      },
      async (request) => {
        deps.operators.assertMerchant(request.operator!, request.params.code);
        return ok(await deps.service.adminPage(request.params.code, request.query));
      },
    );
  };
}
