import {
  envelopeOf,
  RED_ENVELOPE_PATHS,
  ZPageQuery,
  ZRedEnvelopeClaim,
  ZRedEnvelopeClaimPage,
  ZRedEnvelopeClaimRequest,
  ZRedEnvelopeCurrent,
} from '@platform/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/http/envelope.ts';
import { requireRealMember } from '../identity/index.ts';
import { requestMerchant } from '../system/index.ts';
import type { EnvelopeMerchant, RedEnvelopesService } from './red-envelopes.service.ts';

const tags = ['red-envelopes'];
const merchantOf = (request: FastifyRequest): EnvelopeMerchant => {
  const m = requestMerchant(request);
  return {
    code: m.code,
    currency: m.currency,
    timeZone: m.timeZone,
    defaultLanguage: m.brandConfig.defaultLanguage,
  };
};

/** The member's red envelopes (spec §2 member area "red envelope"). */
export function redEnvelopesRoutes(deps: { envelopes: RedEnvelopesService }): FastifyPluginAsyncZod {
  const { envelopes } = deps;
  const member = { access: 'member' as const };
  return async (app) => {
    app.get(
      RED_ENVELOPE_PATHS.current,
      { config: member, schema: { tags, response: { 200: envelopeOf(ZRedEnvelopeCurrent) } } },
      async (request) =>
        ok(await envelopes.current(requireRealMember(request).id, merchantOf(request), request.language)),
    );
    app.post(
      RED_ENVELOPE_PATHS.claim,
      {
        config: member,
        schema: { tags, body: ZRedEnvelopeClaimRequest, response: { 200: envelopeOf(ZRedEnvelopeClaim) } },
      },
      async (request) =>
        ok(
          await envelopes.claim(
            requireRealMember(request).id,
            merchantOf(request),
            request.language,
            request.body.roundId,
          ),
        ),
    );
    app.get(
      RED_ENVELOPE_PATHS.claims,
      {
        config: member,
        schema: { tags, querystring: ZPageQuery, response: { 200: envelopeOf(ZRedEnvelopeClaimPage) } },
      },
      async (request) =>
        ok(
          await envelopes.claims(
            requireRealMember(request).id,
            merchantOf(request),
            request.language,
            request.query,
          ),
        ),
    );
  };
}
