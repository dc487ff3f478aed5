import { envelopeOf, ZGameVendorResponse } from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/http/app-error.ts';
import { ok } from '../../platform/http/envelope.ts';
import { requestMerchant } from '../system/index.ts';
import type { GamesService } from './games.service.ts';

const tags = ['games'];

export function gamesRoutes(games: GamesService): FastifyPluginAsyncZod {
  return async (app) => {
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
  };
}
