import {
  envelopeOf,
  GAME_CATEGORIES,
  ZBettingRecordQuery,
  ZBettingRecordResponse,
  ZFavouriteAdd,
  ZFavouriteIds,
  ZFavouriteList,
  ZRankListQuery,
  ZRankListResponse,
  ZRecentGames,
  ZRoomListResponse,
} from '@platform/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/http/app-error.ts';
import { ok } from '../../platform/http/envelope.ts';
import { requestMember, requireRealMember } from '../identity/index.ts';
import { requestMerchant } from '../system/index.ts';
import type { BettingRecordService } from './betting-record.service.ts';
import type { ActivityViewer, GameActivityService } from './game-activity.service.ts';
import type { WinnerBoardService } from './winner-board.service.ts';

const tags = ['games'];
const member = { access: 'member' as const };

/** Query fields the spec sends with these calls that do not change the answer here. */
const ZClientFields = z.object({
  clientType: z.coerce.number().int().optional(),
  platform: z.string().max(40).optional(),
  language: z.string().max(16).optional(),
});
const ZGameFilterFields = z.object({
  gameType: z.enum(GAME_CATEGORIES).optional(),
  vassalage: z.string().max(40).optional(),
});
const ZNodeId = z.coerce.string().trim().min(1).max(40);

const filterOf = (q: { gameType?: (typeof GAME_CATEGORIES)[number]; vassalage?: string }) => ({
  gameType: q.gameType,
  vassalage: q.vassalage,
});

/** The real member asking, with their merchant's currency and the request's language. */
function viewerOf(request: FastifyRequest): ActivityViewer {
  const m = requireRealMember(request);
  const merchant = requestMerchant(request);
  return {
    memberId: m.id,
    merchantCode: merchant.code,
    currency: merchant.currency,
    language: request.language,
  };
}

/**
 * A member's game activity (spec §7 Games, §3 lists): favourites, recent games, card rooms, the
 * public winner board and the betting record.
 */
export function gameActivityRoutes(deps: {
  activity: GameActivityService;
  winners: WinnerBoardService;
  bettingRecord: BettingRecordService;
}): FastifyPluginAsyncZod {
  const { activity, winners, bettingRecord } = deps;
  return async (app) => {
    app.get(
      '/api/wps/relay/MCSFE_getFavoriteGames',
      {
        config: member,
        schema: { tags, querystring: ZClientFields, response: { 200: envelopeOf(ZFavouriteIds) } },
      },
      async (request) => ok({ ids: await activity.favouriteIds(viewerOf(request)) }),
    );

    app.get(
      '/api/wps/relay/MCSFE_getFavoriteGamesList',
      {
        config: member,
        schema: {
          tags,
          querystring: ZClientFields.extend(ZGameFilterFields.shape).extend({
            pageNo: z.coerce.number().int().min(1).default(1),
            pageSize: z.coerce.number().int().min(1).max(999).default(999),
          }),
          response: { 200: envelopeOf(ZFavouriteList) },
        },
      },
      async (request) => {
        const q = request.query;
        return ok(await activity.favouriteList(viewerOf(request), filterOf(q), q.pageNo, q.pageSize));
      },
    );

    app.post(
      '/api/wps/relay/MCSFE_addFavoriteGameV2',
      {
        config: member,
        schema: {
          tags,
          body: ZFavouriteAdd.extend({ nodeId: ZNodeId }),
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (request) => {
        await activity.addFavourite(viewerOf(request), request.body);
        return ok(null);
      },
    );

    app.delete(
      '/api/wps/relay/MCSFE_removeFavoriteGameV2',
      {
        config: member,
        schema: {
          tags,
          // The spec sends nodeId in the query; a JSON body is accepted too.
          querystring: z.object({ nodeId: ZNodeId.optional() }),
          body: z.object({ nodeId: ZNodeId.optional() }).nullish(),
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (request) => {
        const nodeId = request.query.nodeId ?? request.body?.nodeId;
        if (!nodeId) throw new AppError('VALIDATION_FAILED', { fields: 'nodeId' });
        await activity.removeFavourite(viewerOf(request), nodeId);
        return ok(null);
      },
    );

    app.get(
      '/api/wps/relay/GCS_recentGame',
      {
        config: member,
        schema: {
          tags,
          querystring: ZClientFields.extend(ZGameFilterFields.shape).extend({
            page: z.coerce.number().int().min(1).optional(),
            pageNo: z.coerce.number().int().min(1).optional(),
            pageSize: z.coerce.number().int().min(1).max(100).default(24),
          }),
          response: { 200: envelopeOf(ZRecentGames) },
        },
      },
      async (request) => {
        const q = request.query;
        const pageNo = q.page ?? q.pageNo ?? 1;
        return ok(await activity.recentGames(viewerOf(request), filterOf(q), pageNo, q.pageSize));
      },
    );

    app.get(
      '/api/wps/relay/GLS2_roomList',
      {
        config: member,
        schema: {
          tags,
          querystring: ZClientFields.extend(ZGameFilterFields.shape),
          response: { 200: envelopeOf(ZRoomListResponse) },
        },
      },
      async (request) => {
        requestMember(request);
        const merchant = requestMerchant(request);
        return ok(
          await activity.rooms(
            { merchantCode: merchant.code, currency: merchant.currency, language: request.language },
            filterOf(request.query),
          ),
        );
      },
    );

    app.get(
      '/api/wps/relay/GCSGAME_getRankList',
      {
        config: { access: 'public' },
        schema: { tags, querystring: ZRankListQuery, response: { 200: envelopeOf(ZRankListResponse) } },
      },
      async (request) =>
        ok(await winners.rankList(requestMerchant(request).code, request.query, request.language)),
    );

    app.get(
      '/api/wps/member/bettingRecord',
      {
        config: member,
        schema: {
          tags,
          querystring: ZBettingRecordQuery.extend({ language: z.string().max(16).optional() }),
          response: { 200: envelopeOf(ZBettingRecordResponse) },
        },
      },
      async (request) =>
        ok(
          await bettingRecord.record({
            member: requestMember(request),
            merchant: requestMerchant(request),
            query: request.query,
            language: request.language,
          }),
        ),
    );
  };
}
