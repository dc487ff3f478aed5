import {
  envelopeOf,
  MISSION_PATHS,
  ZMissionClaimRequest,
  ZMissionClaimResult,
  ZMissionLeaderboard,
  ZMissionLeaderboardQuery,
  ZMissionSummary,
} from '@platform/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/http/envelope.ts';
import { requireRealMember } from '../identity/index.ts';
import { requestMerchant } from '../system/index.ts';
import type { MissionsActor, MissionsService } from './missions.service.ts';

const tags = ['missions'];

const actorOf = (request: FastifyRequest): MissionsActor => {
  const merchant = requestMerchant(request);
  return {
    memberId: requireRealMember(request).id,
    merchant: {
      code: merchant.code,
      currency: merchant.currency,
      timeZone: merchant.timeZone,
      defaultLanguage: merchant.brandConfig.defaultLanguage,
    },
    language: request.language,
  };
};

/** Spec §7 mission calls and the claim (issue 12). */
export function missionsRoutes(service: MissionsService): FastifyPluginAsyncZod {
  const member = { access: 'member' as const };
  return async (app) => {
    app.get(
      MISSION_PATHS.summary,
      { config: member, schema: { tags, response: { 200: envelopeOf(ZMissionSummary) } } },
      async (request) => ok(await service.summary(actorOf(request))),
    );

    app.get(
      MISSION_PATHS.leaderboard,
      {
        config: member,
        schema: {
          tags,
          querystring: ZMissionLeaderboardQuery,
          response: { 200: envelopeOf(ZMissionLeaderboard) },
        },
      },
      async (request) => ok(await service.leaderboard(actorOf(request), request.query.period)),
    );

    app.post(
      MISSION_PATHS.claim,
      {
        config: member,
        schema: { tags, body: ZMissionClaimRequest, response: { 200: envelopeOf(ZMissionClaimResult) } },
      },
      async (request) =>
        ok(await service.claim(actorOf(request), request.body.missionId, request.body.periodStart)),
    );
  };
}
