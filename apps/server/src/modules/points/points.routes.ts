import {
  envelopeOf,
  POINTS_PATHS,
  ZConvertPointRequest,
  ZConvertPointResult,
  ZPageQuery,
  ZPointBalance,
  ZPointConfig,
  ZPointDetailPage,
  ZPointDetailQuery,
  ZPointRewardList,
  ZRedeemPointRequest,
  ZRedeemPointResult,
  ZRedemptionPage,
} from '@platform/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireIdempotencyKey } from '../../platform/db/idempotency.ts';
import { ok } from '../../platform/http/envelope.ts';
import { requireRealMember } from '../identity/index.ts';
import { requestMerchant } from '../system/index.ts';
import type { PointsMember, PointsMerchant, PointsService } from './points.service.ts';

const tags = ['points'];

const memberOf = (request: FastifyRequest): PointsMember => ({
  id: requireRealMember(request).id,
  merchantCode: requestMerchant(request).code,
});
export const merchantOf = (request: FastifyRequest): PointsMerchant => {
  const m = requestMerchant(request);
  return {
    code: m.code,
    currency: m.currency,
    timeZone: m.timeZone,
    defaultLanguage: m.brandConfig.defaultLanguage,
  };
};

/** Spec §7 "Points (T)": the member's points, the mall, redemptions and conversion. */
export function pointsRoutes(deps: { points: PointsService }): FastifyPluginAsyncZod {
  const { points } = deps;
  const member = { access: 'member' as const };
  return async (app) => {
    app.get(
      POINTS_PATHS.balance,
      { config: member, schema: { tags, response: { 200: envelopeOf(ZPointBalance) } } },
      async (request) => ok(await points.balance(memberOf(request), merchantOf(request))),
    );
    app.get(
      POINTS_PATHS.rewards,
      { config: member, schema: { tags, response: { 200: envelopeOf(ZPointRewardList) } } },
      async (request) => ok(await points.rewards(merchantOf(request), request.language)),
    );
    app.get(
      POINTS_PATHS.config,
      { config: member, schema: { tags, response: { 200: envelopeOf(ZPointConfig) } } },
      async (request) => ok(await points.config(merchantOf(request))),
    );
    app.get(
      POINTS_PATHS.redeemList,
      {
        config: member,
        schema: { tags, querystring: ZPageQuery, response: { 200: envelopeOf(ZRedemptionPage) } },
      },
      async (request) =>
        ok(await points.redeemList(memberOf(request), merchantOf(request), request.language, request.query)),
    );
    app.get(
      POINTS_PATHS.details,
      {
        config: member,
        schema: { tags, querystring: ZPointDetailQuery, response: { 200: envelopeOf(ZPointDetailPage) } },
      },
      async (request) => ok(await points.details(memberOf(request), merchantOf(request), request.query)),
    );
    app.post(
      POINTS_PATHS.redeem,
      {
        config: { ...member, encrypted: true },
        schema: { tags, body: ZRedeemPointRequest, response: { 200: envelopeOf(ZRedeemPointResult) } },
      },
      async (request) => {
        const key = requireIdempotencyKey(request.headers['idempotency-key']);
        return ok(
          await points.redeem(memberOf(request), merchantOf(request), request.language, request.body, key),
        );
      },
    );
    app.post(
      POINTS_PATHS.convert,
      {
        config: { ...member, encrypted: true },
        schema: { tags, body: ZConvertPointRequest, response: { 200: envelopeOf(ZConvertPointResult) } },
      },
      async (request) => {
        const key = requireIdempotencyKey(request.headers['idempotency-key']);
        return ok(await points.convert(memberOf(request), merchantOf(request), request.body, key));
      },
    );
  };
}
