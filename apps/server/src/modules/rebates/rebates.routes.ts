import {
  envelopeOf,
  REBATE_PATHS,
  ZRebateAccrued,
  ZRebateHistoryPage,
  ZRebateHistoryQuery,
  ZRebatePayout,
} from '@platform/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireIdempotencyKey } from '../../platform/db/idempotency.ts';
import { ok } from '../../platform/http/envelope.ts';
import { requireRealMember } from '../identity/index.ts';
import { requestMerchant } from '../system/index.ts';
import type { RebatesService } from './rebates.service.ts';

const tags = ['rebates'];
const memberOf = (request: FastifyRequest) => ({
  id: requireRealMember(request).id,
  merchantCode: requestMerchant(request).code,
});

/** The member's real-time rebate (spec §2 manualRebate): what accrued, the claim, the history. */
export function rebatesRoutes(rebates: RebatesService): FastifyPluginAsyncZod {
  const member = { access: 'member' as const };
  return async (app) => {
    app.get(
      REBATE_PATHS.accrued,
      { config: member, schema: { tags, response: { 200: envelopeOf(ZRebateAccrued) } } },
      async (request) => ok(await rebates.accrued(memberOf(request))),
    );
    app.post(
      REBATE_PATHS.claim,
      { config: member, schema: { tags, response: { 200: envelopeOf(ZRebatePayout) } } },
      async (request) =>
        ok(await rebates.claim(memberOf(request), requireIdempotencyKey(request.headers['idempotency-key']))),
    );
    app.get(
      REBATE_PATHS.history,
      {
        config: member,
        schema: { tags, querystring: ZRebateHistoryQuery, response: { 200: envelopeOf(ZRebateHistoryPage) } },
      },
      async (request) => ok(await rebates.history(memberOf(request), request.query)),
    );
  };
}
