import { envelopeOf, ZLaunchQuery, ZLaunchResponse } from '@platform/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/http/envelope.ts';
import { requestMerchant } from '../system/index.ts';
import type { LaunchService } from './launch.service.ts';

const BEARER = /^Bearer ([A-Za-z0-9_-]{20,200})$/;

/** Resolves the session a public route may carry; throws the usual 401 when it is not valid. */
export type MemberAuthenticator = (
  token: string,
  merchantCode: string,
) => Promise<{ id: string; type: number }>;

/**
 * `/api/wps/game/launchGame` (API.md) and its social-login twin `GCS_gameLaunchFB` (spec §7): public
 * routes, because free play (`trial=1`) is open to visitors; everything else needs the member session.
 */
export function launchRoutes(deps: {
  launch: LaunchService;
  authenticate: MemberAuthenticator;
}): FastifyPluginAsyncZod {
  const { launch, authenticate } = deps;

  /**
   * The signed-in member, if any. A stale session asking for free play is served as a visitor (the
   * site may still hold an expired token); asking for real play it gets the 401 that signs it out.
   */
  async function optionalMember(request: FastifyRequest, trial: boolean) {
    const token = request.headers.authorization?.match(BEARER)?.[1];
    if (!token) return undefined;
    try {
      return await authenticate(token, requestMerchant(request).code);
    } catch (error) {
      if (trial) return undefined;
      throw error;
    }
  }

  return async (app) => {
    for (const path of ['/api/wps/game/launchGame', '/api/wps/relay/GCS_gameLaunchFB']) {
      app.get(
        path,
        {
          config: { access: 'public' },
          schema: {
            tags: ['games'],
            querystring: ZLaunchQuery,
            response: { 200: envelopeOf(ZLaunchResponse) },
          },
        },
        async (request) => {
          const q = request.query;
          const trial = q.trial === '1';
          const merchant = requestMerchant(request);
          return ok(
            await launch.launch({
              merchant,
              member: await optionalMember(request, trial),
              vendorCode: q.vendorCode,
              gameCode: q.gameCode,
              gameType: q.gameType,
              trial,
              language: request.language,
              lottoGameCode: q.lottoGameCode,
              lottoView: q.lottoView,
              backUrl: q.backUrl,
              theme: q.theme,
            }),
          );
        },
      );
    }
  };
}
