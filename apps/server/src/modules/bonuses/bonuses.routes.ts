import {
  BONUS_PATHS,
  envelopeOf,
  ZBonusDetails,
  ZBonusForfeitRequest,
  ZBonusGrant,
  ZRewardCenter,
  ZRewardClaimResult,
  ZRewardUnread,
} from '@platform/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/http/envelope.ts';
import { requestMember, requireRealMember } from '../identity/index.ts';
import { requestMerchant } from '../system/index.ts';
import type { BonusMember, BonusesService } from './bonuses.service.ts';

const tags = ['bonuses'];
const idParams = z.object({ id: z.string().uuid() });

const memberOf = (request: FastifyRequest, real = false): BonusMember => {
  const merchant = requestMerchant(request);
  const member = real ? requireRealMember(request) : requestMember(request);
  return {
    id: member.id,
    merchantCode: merchant.code,
    currency: merchant.currency,
    language: request.language ?? 'EN',
  };
};

/** The member's bonus details and reward centre (spec §2 member centre bonusDetails, rewardCenter). */
export function bonusesRoutes(service: BonusesService): FastifyPluginAsyncZod {
  const config = { access: 'member' as const };
  return async (app) => {
    app.get(
      BONUS_PATHS.details,
      { config, schema: { tags, response: { 200: envelopeOf(ZBonusDetails) } } },
      async (request) => ok(await service.details(memberOf(request))),
    );

    app.post(
      BONUS_PATHS.forfeit,
      {
        config,
        schema: {
          tags,
          params: idParams,
          body: ZBonusForfeitRequest,
          response: { 200: envelopeOf(ZBonusGrant) },
        },
      },
      async (request) => ok(await service.forfeit(memberOf(request, true), request.params.id)),
    );

    app.get(
      BONUS_PATHS.rewardCenter,
      { config, schema: { tags, response: { 200: envelopeOf(ZRewardCenter) } } },
      async (request) => ok(await service.rewardCenter(memberOf(request))),
    );

    app.get(
      BONUS_PATHS.rewardUnread,
      { config, schema: { tags, response: { 200: envelopeOf(ZRewardUnread) } } },
      async (request) => ok(await service.unread(memberOf(request))),
    );

    app.post(
      BONUS_PATHS.rewardRead,
      { config, schema: { tags, response: { 200: envelopeOf(ZRewardUnread) } } },
      async (request) => ok(await service.markRead(memberOf(request))),
    );

    app.post(
      BONUS_PATHS.rewardClaim,
      { config, schema: { tags, params: idParams, response: { 200: envelopeOf(ZRewardClaimResult) } } },
      async (request) => ok(await service.claim(memberOf(request, true), request.params.id)),
    );
  };
}
