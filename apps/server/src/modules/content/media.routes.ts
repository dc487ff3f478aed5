import { CONTENT_PATHS } from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/http/app-error.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { CONTENT_MEDIA_CATEGORY } from './content-admin.service.ts';
import { bannerArtByFile } from './domain/banner-art.ts';

/**
 * Content images to everyone: operators' uploads (stored under a random name, so a URL never changes
 * its bytes: cached for good) and the built-in artwork. SVG is only ever our own drawing, and goes out
 * with a CSP that forbids scripts even if it were opened on its own.
 */
export function mediaRoutes(storage: FileStorage): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      `${CONTENT_PATHS.media}/:file`,
      {
        config: { access: 'system' },
        schema: {
          tags: ['content'],
          params: z.object({
            file: z.string().regex(/^([0-9a-f-]{36}\.(png|jpg|webp)|art-[a-z0-9-]{1,60}\.svg)$/),
          }),
        },
      },
      async (request, reply) => {
        const { file } = request.params;
        reply
          .header('Cache-Control', 'public, max-age=31536000, immutable')
          .header('X-Content-Type-Options', 'nosniff')
          .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
        if (file.startsWith('art-')) {
          const svg = bannerArtByFile(file);
          if (!svg) throw new AppError('NOT_FOUND');
          return reply.header('Content-Type', 'image/svg+xml; charset=utf-8').send(svg);
        }
        const stored = await storage.read(`${CONTENT_MEDIA_CATEGORY}/${file}`);
        if (!stored) throw new AppError('NOT_FOUND');
        return reply.header('Content-Type', stored.contentType).send(stored.bytes);
      },
    );
  };
}
