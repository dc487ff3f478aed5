import {
  ZSeamlessBalanceRequest,
  ZSeamlessMoveRequest,
  ZSeamlessResponse,
  ZSeamlessSettleRequest,
  ZSeamlessSettleResponse,
  type TSeamlessMoveRequest,
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
/**
 * Items of one bulk settlement in flight at once: with the vendor's few calls in flight, enough to
 * fill the wallet's batches of bulk wins and of wins of nothing (2 × 128 each).
 */
const SETTLE_ITEMS_IN_FLIGHT = 160;
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

    /** One win or rollback, answered as its single call would be (an unexpected failure is RS_ERROR_UNKNOWN). */
    async function move(
      request: FastifyRequest,
      vendor: string,
      call: 'bet' | 'win' | 'rollback',
      body: TSeamlessMoveRequest,
      bulk = false,
    ): Promise<TSeamlessResponse> {
      try {
        return call === 'win' ? await service.win(vendor, body, { bulk }) : await service[call](vendor, body);
      } catch (error) {
        request.log.error({ err: error }, 'seamless call failed');
        return {
          status: 'RS_ERROR_UNKNOWN',
          request_uuid: body.request_uuid,
          transaction_uuid: body.transaction_uuid,
        };
      }
    }

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
        return reply200(reply, await move(request, vendor, call, body));
      });
    }

    // Wins and rollbacks in bulk (ADR 0032). The items run side by side: the wallet's batcher
    // gathers them into its statements (one per member at a time), so a draw's thousands of wins
    // cost one signature, one parse and a few statements per hundred instead of one call each.
    app.post(
      '/api/seamless/:vendor/settle',
      { ...routeOptions, schema: { ...routeOptions.schema, response: { 200: ZSeamlessSettleResponse } } },
      async (request, reply) => {
        const vendor = request.params.vendor.toUpperCase();
        if (!(await guard(request, reply, vendor))) return reply;
        const body = parsed(ZSeamlessSettleRequest, request.body);
        if (!body) return reply.status(200).send({ status: 'RS_ERROR_WRONG_TYPES' });
        const results: TSeamlessResponse[] = new Array(body.items.length);
        let next = 0;
        // Enough side by side to fill the batcher's statements; rollbacks (each its own transaction)
        // then wait for the pool here rather than in its connection queue.
        const worker = async () => {
          for (let i = next++; i < body.items.length; i = next++) {
            const { call, ...item } = body.items[i]!;
            results[i] = await move(request, vendor, call, item, true);
          }
        };
        await Promise.all(
          Array.from({ length: Math.min(SETTLE_ITEMS_IN_FLIGHT, body.items.length) }, worker),
        );
        return reply.status(200).send({ status: 'RS_OK', request_uuid: body.request_uuid, results });
      },
    );
  };
}
