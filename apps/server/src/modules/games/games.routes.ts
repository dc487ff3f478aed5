import {
  envelopeOf,
  ZGameListQuery,
  ZGameListResponse,
  ZGameVendorResponse,
  ZHotGamesQuery,
  ZHotGamesResponse,
  ZVassGameTypeResponse,
} from '@platform/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/http/app-error.ts';
import { ok } from '../../platform/http/envelope.ts';
import { requestMerchant } from '../system/index.ts';
import type { GamesService, LobbyContext, Serialized } from './games.service.ts';

const tags = ['games'];

/** Resolves a bearer token of the request's merchant to its member, or throws. */
export type MemberAuthenticator = (token: string, merchantCode: string) => Promise<{ id: string }>;

const BEARER = /^Bearer ([A-Za-z0-9_-]{20,200})$/;

/**
 * The lobby calls are public; a signed-in member additionally sees their favourites marked (and
 * may ask for FAV and RECENT). A missing, expired or foreign token just browses anonymously:
 * a stale token must not break the lobby (FAV and RECENT then answer 401 on their own).
 */
async function lobbyContext(
  request: FastifyRequest,
  authenticate: MemberAuthenticator,
): Promise<LobbyContext> {
  const merchant = requestMerchant(request);
  const token = request.headers.authorization?.match(BEARER)?.[1];
  let memberId: string | undefined;
  if (token) {
    try {
      memberId = (await authenticate(token, merchant.code)).id;
    } catch {
      memberId = undefined;
    }
  }
  return { merchant, language: request.language, memberId };
}

/** Envelopes already encoded, per cached answer: a cached answer is sent as the same bytes every time. */
const encoded = new WeakMap<Serialized<unknown>, Buffer>();

/**
 * Sends a success envelope around an answer whose JSON was made earlier: the lobby caches answers
 * serialized and encoded, so the hot path neither re-validates, re-serializes nor re-encodes
 * 24 games (names in Thai or Chinese) per request.
 */
function sendSerialized(reply: FastifyReply, answer: Serialized<unknown>) {
  let body = encoded.get(answer);
  if (!body) {
    body = Buffer.from(`{"success":true,"code":"OK","message":"","value":${answer.json}}`);
    encoded.set(answer, body);
  }
  return reply.type('application/json; charset=utf-8').send(body);
}

const ZArtworkParams = z.object({
  gameId: z.string().regex(/^[1-9][0-9]{0,17}$/),
  kind: z.enum(['icon', 'large']),
});
const ZArtworkQuery = z.object({
  v: z
    .string()
    .regex(/^\d{1,9}$/)
    .optional(),
});

export function gamesRoutes(games: GamesService, authenticate: MemberAuthenticator): FastifyPluginAsyncZod {
  return async (app) => {
    // Other nodes' back-office changes clear this node's lobby answers too.
    const stopListening = await games.listen();
    app.addHook('onClose', async () => stopListening());

    app.get(
      '/api/wps/relay/GCSGAME_newGameVendor',
      {
        config: { access: 'public' },
        schema: {
          tags,
          querystring: z.object({
            platform: z.string().max(40).optional(),
            language: z.string().max(16).optional(),
          }),
          response: { 200: envelopeOf(ZGameVendorResponse) },
        },
      },
      async (request) => ok({ data: { lanes: await games.vendorLanes(requestMerchant(request)) } }),
    );

    app.get(
      '/api/wps/relay/GCSGAME_gameList',
      {
        config: { access: 'public' },
        schema: {
          tags,
          description:
            'Lobby page (spec §7): enabled games of the merchant, filters gameType, vassalage, gameClassify, gameName (substring, any script), filter NEW/HOT/ALL/FAV/RECENT (FAV and RECENT need a member), minBet (at most, merchant currency), lines (at least).',
          querystring: ZGameListQuery,
          response: { 200: envelopeOf(ZGameListResponse) },
        },
      },
      async (request, reply) => {
        const answer = await games.gameList(await lobbyContext(request, authenticate), request.query);
        return sendSerialized(reply, answer);
      },
    );

    app.get(
      '/api/wps/relay/GCSGAME_hotGamesV2',
      {
        config: { access: 'public' },
        schema: { tags, querystring: ZHotGamesQuery, response: { 200: envelopeOf(ZHotGamesResponse) } },
      },
      async (request, reply) => {
        const answer = await games.hotGames(await lobbyContext(request, authenticate), request.query);
        return sendSerialized(reply, answer);
      },
    );

    app.get(
      '/api/wps/relay/GCSGAME_getVassGameType',
      {
        config: { access: 'public' },
        schema: {
          tags,
          querystring: z.object({
            platform: z.string().max(40).optional(),
            merchant: z.string().max(40).optional(),
            language: z.string().max(16).optional(),
          }),
          response: { 200: envelopeOf(ZVassGameTypeResponse) },
        },
      },
      async (request, reply) => {
        const answer = await games.vassGameTypes(requestMerchant(request));
        return sendSerialized(reply, answer);
      },
    );

    app.get(
      '/api/wps/assets/vendor/:file',
      {
        config: { access: 'system' },
        schema: { tags, params: z.object({ file: z.string().regex(/^[A-Z0-9_]{2,40}\.svg$/) }) },
      },
      async (request, reply) => {
        const svg = await games.vendorArtwork(request.params.file.replace(/\.svg$/, ''));
        if (!svg) throw new AppError('NOT_FOUND');
        return reply
          .header('Content-Type', 'image/svg+xml')
          .header('Cache-Control', 'public, max-age=86400')
          .send(svg);
      },
    );

    app.get(
      '/api/wps/assets/game/:gameId/:kind',
      {
        config: { access: 'system' },
        schema: {
          tags,
          description:
            'A game icon (square) or large icon (landscape): the uploaded image, else generated SVG. `v` is the art version the lobby links; the current version is cached for good.',
          params: ZArtworkParams,
          querystring: ZArtworkQuery,
        },
      },
      async (request, reply) => {
        const art = await games.gameArtwork(request.params.gameId, request.params.kind, request.query.v);
        if (!art) throw new AppError('NOT_FOUND');
        return reply
          .header('Content-Type', art.contentType)
          .header(
            'Cache-Control',
            art.current ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
          )
          .header('X-Content-Type-Options', 'nosniff')
          .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
          .send(art.body);
      },
    );
  };
}
