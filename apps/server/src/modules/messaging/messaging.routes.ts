import { envelopeOf, ZOutboxMessage, ZPage } from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/http/envelope.ts';
import type { OperatorsService } from '../operators/index.ts';
import { auditActor, requireOperator } from '../operators/index.ts';
import type { DevDeliverySink } from './messaging.service.ts';
import type { OutboxReader } from './outbox-reader.service.ts';

const OUTBOX_LATEST = 10;

/**
 * GET /api/dev/outbox?to=: the messages as delivered (codes and passwords in clear), from the demo's
 * dev sink. Registered only in demo mode with DEV_OUTBOX=1; the configuration refuses DEV_OUTBOX
 * outside demo mode.
 */
export function devOutboxRoutes(sink: DevDeliverySink): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/dev/outbox',
      {
        config: { access: 'system' },
        schema: {
          tags: ['dev'],
          querystring: z.object({ to: z.string().trim().min(3).max(120) }),
          response: { 200: envelopeOf(z.array(ZOutboxMessage)) },
        },
      },
      async (request) => ok(await sink.latestTo(request.query.to, OUTBOX_LATEST)),
    );
  };
}

/**
 * The outbox as operators see it: what the platform sent by SMS and e-mail, with codes and passwords
 * masked. Reading it needs its own permission, and every read is audited.
 */
export function outboxAdminRoutes(outbox: OutboxReader, operators: OperatorsService): FastifyPluginAsyncZod {
  return async (app) => {
    const guard = requireOperator(operators, 'outbox.read');
    app.get(
      '/api/bo/outbox',
      {
        config: { access: 'operator' },
        onRequest: guard,
        schema: {
          tags: ['backoffice'],
          querystring: z.object({
            recipient: z.string().trim().max(120).optional(),
            pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
            pageSize: z.coerce.number().int().min(1).max(100).default(20),
          }),
          response: { 200: envelopeOf(ZPage(ZOutboxMessage)) },
        },
      },
      async (request) => ok(await outbox.page(auditActor(request), request.query)),
    );
  };
}
