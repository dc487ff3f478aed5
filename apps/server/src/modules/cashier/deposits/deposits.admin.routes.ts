import {
  envelopeOf,
  ZAdminDeposit,
  ZAdminDepositQuery,
  ZDepositApprove,
  ZDepositChannelAdmin,
  ZDepositChannelCreate,
  ZDepositChannelUpdate,
  ZDepositReject,
  ZPage,
} from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireIdempotencyKey } from '../../../platform/db/idempotency.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { auditActor, requireOperator, type OperatorsService } from '../../operators/index.ts';
import type { SystemService } from '../../system/index.ts';
import type { DepositsService } from './deposits.service.ts';

const tags = ['backoffice: deposits'];
const code = z
  .string()
  .regex(/^[A-Za-z0-9_]{2,40}$/)
  .transform((c) => c.toUpperCase());
const merchantParams = z.object({ code });
const itemParams = z.object({ code, id: z.string().uuid() });

/**
 * Deposit channels (who may change where members send money: `system.write`, so not support staff)
 * and the review queue (deciding needs `money.approve`). Every change is audited.
 */
export function depositsAdminRoutes(deps: {
  deposits: DepositsService;
  system: SystemService;
  operators: OperatorsService;
}): FastifyPluginAsyncZod {
  const { deposits, system, operators } = deps;
  const canRead = requireOperator(operators, 'money.read');
  const canConfigure = requireOperator(operators, 'system.write');
  const canApprove = requireOperator(operators, 'money.approve');
  const config = { access: 'operator' as const };

  return async (app) => {
    async function merchantFor(
      request: { operator?: Parameters<OperatorsService['assertMerchant']>[0] },
      c: string,
    ) {
      operators.assertMerchant(request.operator!, c);
      const merchant = await system.merchantOrThrow(c);
      return { code: merchant.code, currency: merchant.currency };
    }

    app.get(
      '/api/bo/merchants/:code/deposit-channels',
      {
        config,
        onRequest: canRead,
        schema: {
          tags,
          params: merchantParams,
          response: {
            200: envelopeOf(
              z.object({ channels: z.array(ZDepositChannelAdmin), pspCodes: z.array(z.string()) }),
            ),
          },
        },
      },
      async (request) => {
        const merchant = await merchantFor(request, request.params.code);
        return ok({ channels: await deposits.adminChannels(merchant), pspCodes: deposits.pspCodes() });
      },
    );

    app.post(
      '/api/bo/merchants/:code/deposit-channels',
      {
        config,
        onRequest: canConfigure,
        schema: {
          tags,
          params: merchantParams,
          body: ZDepositChannelCreate,
          response: { 200: envelopeOf(ZDepositChannelAdmin) },
        },
      },
      async (request) => {
        const merchant = await merchantFor(request, request.params.code);
        return ok(await deposits.createChannel(auditActor(request), merchant, request.body));
      },
    );

    app.put(
      '/api/bo/merchants/:code/deposit-channels/:id',
      {
        config,
        onRequest: canConfigure,
        schema: {
          tags,
          params: itemParams,
          body: ZDepositChannelUpdate,
          response: { 200: envelopeOf(ZDepositChannelAdmin) },
        },
      },
      async (request) => {
        const merchant = await merchantFor(request, request.params.code);
        return ok(
          await deposits.updateChannel(auditActor(request), merchant, request.params.id, request.body),
        );
      },
    );

    app.get(
      '/api/bo/merchants/:code/deposits',
      {
        config,
        onRequest: canRead,
        schema: {
          tags,
          params: merchantParams,
          querystring: ZAdminDepositQuery,
          response: { 200: envelopeOf(ZPage(ZAdminDeposit)) },
        },
      },
      async (request) => {
        const merchant = await merchantFor(request, request.params.code);
        return ok(await deposits.queue(merchant.code, request.query));
      },
    );

    app.get(
      '/api/bo/merchants/:code/deposits/:id',
      {
        config,
        onRequest: canRead,
        schema: { tags, params: itemParams, response: { 200: envelopeOf(ZAdminDeposit) } },
      },
      async (request) => {
        const merchant = await merchantFor(request, request.params.code);
        return ok(await deposits.adminGet(merchant.code, request.params.id));
      },
    );

    for (const decision of ['approve', 'reject'] as const) {
      app.post(
        `/api/bo/merchants/:code/deposits/:id/${decision}`,
        {
          config,
          onRequest: canApprove,
          schema: {
            tags,
            params: itemParams,
            body: decision === 'approve' ? ZDepositApprove.optional() : ZDepositReject,
            response: { 200: envelopeOf(ZAdminDeposit) },
          },
        },
        async (request) => {
          const merchant = await merchantFor(request, request.params.code);
          const key = requireIdempotencyKey(request.headers['idempotency-key']);
          const note = (request.body as { note?: string } | undefined)?.note ?? '';
          return ok(
            await deposits.review(auditActor(request), merchant.code, request.params.id, key, {
              approve: decision === 'approve',
              note,
            }),
          );
        },
      );
    }

    // Operators only: the member's bank slip can show account numbers and names.
    app.get(
      '/api/bo/merchants/:code/deposits/:id/proof',
      { config, onRequest: canRead, schema: { tags, params: itemParams } },
      async (request, reply) => {
        const merchant = await merchantFor(request, request.params.code);
        const image = await deposits.proof(merchant.code, request.params.id);
        if (!image) throw new AppError('NOT_FOUND');
        const extension = image.contentType.split('/')[1];
        return reply
          .header('Content-Type', image.contentType)
          .header('Cache-Control', 'private, no-store')
          .header('X-Content-Type-Options', 'nosniff')
          .header('Content-Security-Policy', "default-src 'none'; sandbox")
          .header('Content-Disposition', `inline; filename="deposit-${request.params.id}.${extension}"`)
          .send(image.bytes);
      },
    );
  };
}
