import {
  ZSeamlessBalanceRequest,
  ZSeamlessMoveRequest,
  ZSeamlessResponse,
  type TSeamlessResponse,
} from '@platform/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../../platform/clock.ts';
import type { SeamlessService } from './seamless.service.ts';
import { verifySeamlessSignature } from './vendor-signature.ts';

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: string;
  }
}

const tags = ['seamless wallet'];
const params = z.object({ vendor: z.string().regex(/^[A-Za-z0-9_]{2,40}$/) });

/**
 * The vendor-facing wallet of API.md. Vendors always get HTTP 200 with a status field (the protocol
 * of the industry's aggregators); the signature is checked over the raw body before anything is read.
 */
export function seamlessRoutes(service: SeamlessService, clock: Clock): FastifyPluginAsyncZod {
  return async (app) => {
    // Scoped to this plugin: the HMAC covers the exact bytes, so keep them before parsing.
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      request.rawBody = String(body);
      try {
        done(null, JSON.parse(String(body)));
      } catch {
        done(null, { __invalidJson: true });
      }
    });

    const reply200 = (reply: FastifyReply, value: TSeamlessResponse) => reply.status(200).send(value);

    async function guard(request: FastifyRequest, reply: FastifyReply, vendor: string) {
      const secret = await service.vendorSecret(vendor.toUpperCase());
      const signed =
        secret !== null &&
        verifySeamlessSignature({
          secret,
          method: request.method,
          path: request.url.split('?')[0] ?? '',
          rawBody: request.rawBody ?? '',
          signature: request.headers['x-signature'] as string | undefined,
          timestamp: request.headers['x-timestamp'] as string | undefined,
          nowMs: clock.nowMs(),
        });
      if (!signed) {
        await reply200(reply, { status: 'RS_ERROR_INVALID_SIGNATURE' });
        return false;
      }
      return true;
    }

    function parsed<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> | null {
      const result = schema.safeParse(body);
      return result.success ? result.data : null;
    }

    const routeOptions = {
      config: { access: 'vendor' as const },
      schema: { tags, params, response: { 200: ZSeamlessResponse } },
      // The body is validated after the signature, into a protocol status rather than a 400.
      attachValidation: true,
    };

    app.post('/api/seamless/:vendor/balance', routeOptions, async (request, reply) => {
      const vendor = request.params.vendor.toUpperCase();
      if (!(await guard(request, reply, vendor))) return reply;
      const body = parsed(ZSeamlessBalanceRequest, request.body);
      if (!body) return reply200(reply, { status: 'RS_ERROR_WRONG_TYPES' });
      return reply200(reply, await service.balance(vendor, body));
    });

    for (const call of ['bet', 'win', 'rollback'] as const) {
      app.post(`/api/seamless/:vendor/${call}`, routeOptions, async (request, reply) => {
        const vendor = request.params.vendor.toUpperCase();
        if (!(await guard(request, reply, vendor))) return reply;
        const body = parsed(ZSeamlessMoveRequest, request.body);
        if (!body) return reply200(reply, { status: 'RS_ERROR_WRONG_TYPES' });
        try {
          return reply200(reply, await service[call](vendor, body));
        } catch (error) {
          request.log.error({ err: error }, 'seamless call failed');
          return reply200(reply, {
            status: 'RS_ERROR_UNKNOWN',
            request_uuid: body.request_uuid,
            transaction_uuid: body.transaction_uuid,
          });
        }
      });
    }
  };
}
