import { envelopeOf } from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/http/app-error.ts';
import { ok } from '../../platform/http/envelope.ts';
import { requireRealMember } from '../identity/index.ts';
import { requestMerchant } from '../system/index.ts';
import type { SeamlessService } from './seamless.service.ts';

const ZLaunchQuery = z.object({
  vendorCode: z.string().regex(/^[A-Za-z0-9_]{2,40}$/),
  gameCode: z.string().regex(/^[A-Za-z0-9_.-]{1,80}$/),
  language: z.string().max(16).optional(),
  device: z.enum(['WEB', 'MOBILE', 'H5']).optional(),
});

/**
 * `/api/wps/game/launchGame` (API.md): issues the vendor session the game presents in its seamless
 * calls and answers the game URL carrying it as `token`. The games issue grows this (catalog
 * checks, maintenance, trial play); here it launches any active seamless vendor's game.
 */
export function launchRoutes(service: SeamlessService, houseGamesUrl: string): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/wps/game/launchGame',
      {
        config: { access: 'member' },
        schema: {
          tags: ['games'],
          querystring: ZLaunchQuery,
          response: { 200: envelopeOf(z.object({ url: z.string() })) },
        },
      },
      async (request) => {
        const member = requireRealMember(request);
        const merchant = requestMerchant(request);
        const vendorCode = request.query.vendorCode.toUpperCase();
        if ((await service.vendorSecret(vendorCode)) === null) throw new AppError('NOT_FOUND');
        const token = await service.issueSession({
          vendorCode,
          memberId: member.id,
          merchantCode: merchant.code,
          gameCode: request.query.gameCode,
        });
        const url = new URL(`/play/${encodeURIComponent(request.query.gameCode)}`, houseGamesUrl);
        url.searchParams.set('token', token);
        url.searchParams.set('user', member.id);
        url.searchParams.set('vendor', vendorCode);
        url.searchParams.set('currency', merchant.currency);
        url.searchParams.set('language', request.query.language ?? request.language);
        return ok({ url: url.toString() });
      },
    );
  };
}
