import fastifyMultipart from '@fastify/multipart';
import {
  envelopeOf,
  GAME_CATEGORIES,
  ZGameAdmin,
  ZGameAdminPage,
  ZGameAdminQuery,
  ZGameAdminUpdate,
  ZGameArtworkQuery,
  ZGameCategoriesAdmin,
  ZGameCategoryVendorAdmin,
  ZGameCategoryVendorUpdate,
} from '@platform/contracts';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/http/envelope.ts';
import { auditActor, requireOperator, type OperatorsService } from '../operators/index.ts';
import { MAX_ARTWORK_BYTES, type GamesService } from './games.service.ts';
import { ZMerchantParams } from '../../platform/http/admin-params.ts';
import { uploadedFile } from '../../platform/http/uploaded-file.ts';

const tags = ['backoffice: games'];
const gameParams = z.object({ id: z.string().regex(/^[1-9][0-9]{0,17}$/) });
const merchantParams = ZMerchantParams;
const categoryParams = merchantParams.extend({
  gameType: z.enum(GAME_CATEGORIES),
  vendorCode: z
    .string()
    .regex(/^[A-Za-z0-9_]{2,40}$/)
    .transform((c) => c.toUpperCase()),
});
const MAX_MB = MAX_ARTWORK_BYTES / 1024 / 1024;

/**
 * The catalog in the back office: games (hot, new, maintenance, enabled, ordering, trial, artwork)
 * and each merchant's categories (vendor order, maintenance, enabled). Reading needs `system.read`,
 * changing `vendors.manage`; every change is audited and clears the lobby caches.
 */
export function gamesAdminRoutes(games: GamesService, operators: OperatorsService): FastifyPluginAsyncZod {
  const canRead = requireOperator(operators, 'system.read');
  const canManage = requireOperator(operators, 'vendors.manage');
  // The catalogue is one for every merchant: changing a title is for global operators.
  const canManageCatalogue = requireOperator(operators, 'vendors.manage', { global: true });
  const config = { access: 'operator' as const };
  return async (app) => {
    app.get(
      '/api/bo/games',
      {
        config,
        onRequest: canRead,
        schema: { tags, querystring: ZGameAdminQuery, response: { 200: envelopeOf(ZGameAdminPage) } },
      },
      async (request) => ok(await games.adminGames(request.query)),
    );

    app.patch(
      '/api/bo/games/:id',
      {
        config,
        onRequest: canManageCatalogue,
        schema: {
          tags,
          params: gameParams,
          body: ZGameAdminUpdate,
          response: { 200: envelopeOf(ZGameAdmin) },
        },
      },
      async (request) => ok(await games.updateGame(auditActor(request), request.params.id, request.body)),
    );

    // Multipart only for the upload, in its own scope: every other route still reads JSON only.
    await app.register(async (scope) => {
      const uploads = scope.withTypeProvider<ZodTypeProvider>();
      await uploads.register(fastifyMultipart, {
        limits: { fileSize: MAX_ARTWORK_BYTES, files: 1, fields: 2, parts: 3, headerPairs: 50 },
        throwFileSizeLimit: true,
      });
      uploads.post(
        '/api/bo/games/:id/artwork',
        {
          config,
          onRequest: canManageCatalogue,
          schema: {
            tags,
            params: gameParams,
            querystring: ZGameArtworkQuery,
            consumes: ['multipart/form-data'],
            description: `Multipart with one file (PNG, JPEG or WebP, checked by content; at most ${MAX_MB} MB); replaces the generated icon (kind=icon) or large icon (kind=large).`,
            response: { 200: envelopeOf(ZGameAdmin) },
          },
        },
        async (request) => {
          const bytes = await uploadedFile(request, MAX_ARTWORK_BYTES);
          return ok(
            await games.uploadArtwork(auditActor(request), request.params.id, request.query.kind, bytes),
          );
        },
      );
    });

    app.delete(
      '/api/bo/games/:id/artwork',
      {
        config,
        onRequest: canManageCatalogue,
        schema: {
          tags,
          params: gameParams,
          querystring: ZGameArtworkQuery,
          description: 'Back to the generated artwork of that kind.',
          response: { 200: envelopeOf(ZGameAdmin) },
        },
      },
      async (request) =>
        ok(await games.resetArtwork(auditActor(request), request.params.id, request.query.kind)),
    );

    app.get(
      '/api/bo/merchants/:code/game-categories',
      {
        config,
        onRequest: canRead,
        schema: { tags, params: merchantParams, response: { 200: envelopeOf(ZGameCategoriesAdmin) } },
      },
      async (request) => {
        operators.assertMerchant(request.operator!, request.params.code);
        return ok(await games.categories(request.params.code));
      },
    );

    app.patch(
      '/api/bo/merchants/:code/game-categories/:gameType/:vendorCode',
      {
        config,
        onRequest: canManage,
        schema: {
          tags,
          params: categoryParams,
          body: ZGameCategoryVendorUpdate,
          response: { 200: envelopeOf(ZGameCategoryVendorAdmin) },
        },
      },
      async (request) => {
        const { code, gameType, vendorCode } = request.params;
        operators.assertMerchant(request.operator!, code);
        return ok(
          await games.updateCategoryVendor(
            auditActor(request),
            { merchantCode: code, gameType, vendorCode },
            request.body,
          ),
        );
      },
    );
  };
}
