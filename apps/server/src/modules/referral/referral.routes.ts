import { envelopeOf, REFERRAL_PATHS, ZReferralSummary } from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/http/envelope.ts';
import { requireRealMember } from '../identity/index.ts';
import { requestMerchant } from '../system/index.ts';
import type { ReferralService } from './referral.service.ts';

const tags = ['referral'];

/** The member's referral page (issue 12): code, rule, friends. */
export function referralRoutes(service: ReferralService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      REFERRAL_PATHS.summary,
      { config: { access: 'member' }, schema: { tags, response: { 200: envelopeOf(ZReferralSummary) } } },
      async (request) => {
        const merchant = requestMerchant(request);
        return ok(await service.summary(merchant, requireRealMember(request).id));
      },
    );
  };
}
