import { envelopeOf, DEPOSIT_STATUSES } from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../platform/http/app-error.ts';
import { ok } from '../../../platform/http/envelope.ts';
import type { DepositsService } from './deposits.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: string;
  }
}

const tags = ['payment providers'];

/**
 * `POST /api/psp/{pspCode}/callback`: a payment provider's signed server-to-server notification.
 * Authenticated by signature like the vendors' calls; answered with the envelope (200 accepted,
 * including a repeat; 401 bad signature or stale timestamp; 409 replayed nonce; 400 mismatch).
 */
export function pspCallbackRoutes(deposits: DepositsService): FastifyPluginAsyncZod {
  return async (app) => {
    // Scoped to this plugin: the signature covers the exact bytes, so the adapter reads the raw body.
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      request.rawBody = String(body);
      try {
        done(null, JSON.parse(request.rawBody));
      } catch {
        done(new AppError('INVALID_JSON'), undefined);
      }
    });

    app.post(
      '/api/psp/:pspCode/callback',
      {
        config: { access: 'vendor' },
        schema: {
          tags,
          params: z.object({ pspCode: z.string().regex(/^[A-Za-z0-9_]{2,40}$/) }),
          response: {
            200: envelopeOf(
              z.object({ orderId: z.string(), status: z.enum(DEPOSIT_STATUSES), duplicate: z.boolean() }),
            ),
          },
        },
      },
      async (request) =>
        ok(
          await deposits.handleCallback(request.params.pspCode, {
            headers: request.headers,
            rawBody: request.rawBody ?? '',
          }),
        ),
    );
  };
}
