import fastifyMultipart from '@fastify/multipart';
import {
  envelopeOf,
  ZDepositChannel,
  ZDepositCreate,
  ZDepositCreated,
  ZMemberDeposit,
  ZMemberDepositQuery,
  ZPage,
} from '@platform/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireIdempotencyKey } from '../../../platform/db/idempotency.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { MAX_IMAGE_BYTES } from '../../../platform/storage/file-storage.ts';
import { requireRealMember } from '../../identity/index.ts';
import { requestMerchant } from '../../system/index.ts';
import type { DepositsService } from './deposits.service.ts';

const tags = ['cashier: deposits'];
const params = z.object({ id: z.string().uuid() });
const MAX_MB = MAX_IMAGE_BYTES / 1024 / 1024;

function depositor(request: FastifyRequest) {
  const member = requireRealMember(request);
  const merchant = requestMerchant(request);
  return { memberId: member.id, merchant: { code: merchant.code, currency: merchant.currency } };
}

/** The one file of a multipart upload, read into memory within the size limit. */
async function uploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  try {
    const file = await request.file();
    if (!file) throw new AppError('VALIDATION_FAILED', { fields: 'file' });
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw new AppError('FILE_TOO_LARGE', { maxMb: MAX_MB });
    // A truncated or malformed multipart body is the client's input.
    throw new AppError('VALIDATION_FAILED', { fields: 'file' });
  }
}

/** The member's deposit screen (spec §2 depositv2): channels, create, proof upload, history. */
export function depositsRoutes(deposits: DepositsService): FastifyPluginAsyncZod {
  const config = { access: 'member' as const };
  return async (app) => {
    // Scoped to these routes: the rest of the API still reads JSON only.
    await app.register(fastifyMultipart, {
      limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 2, parts: 3, headerPairs: 50 },
      throwFileSizeLimit: true,
    });

    app.get(
      '/api/wps/cashier/deposit/channels',
      { config, schema: { tags, response: { 200: envelopeOf(z.array(ZDepositChannel)) } } },
      async (request) => ok(await deposits.channelsFor(depositor(request).merchant)),
    );

    app.post(
      '/api/wps/cashier/deposits',
      { config, schema: { tags, body: ZDepositCreate, response: { 200: envelopeOf(ZDepositCreated) } } },
      async (request) => {
        const key = requireIdempotencyKey(request.headers['idempotency-key']);
        const { memberId, merchant } = depositor(request);
        return ok(await deposits.create(merchant, memberId, key, request.body));
      },
    );

    app.get(
      '/api/wps/cashier/deposits',
      {
        config,
        schema: {
          tags,
          querystring: ZMemberDepositQuery,
          response: { 200: envelopeOf(ZPage(ZMemberDeposit)) },
        },
      },
      async (request) => {
        const { memberId, merchant } = depositor(request);
        return ok(await deposits.history(merchant, memberId, request.query));
      },
    );

    app.get(
      '/api/wps/cashier/deposits/:id',
      { config, schema: { tags, params, response: { 200: envelopeOf(ZMemberDeposit) } } },
      async (request) => {
        const { memberId, merchant } = depositor(request);
        return ok(await deposits.get(merchant, memberId, request.params.id));
      },
    );

    app.post(
      '/api/wps/cashier/deposits/:id/proof',
      {
        config,
        schema: {
          tags,
          params,
          consumes: ['multipart/form-data'],
          description: `Multipart with one file (PNG, JPEG or WebP, checked by content; at most ${MAX_MB} MB).`,
          response: { 200: envelopeOf(ZMemberDeposit) },
        },
      },
      async (request) => {
        const { memberId, merchant } = depositor(request);
        const bytes = await uploadedFile(request);
        return ok(await deposits.uploadProof(merchant, memberId, request.params.id, bytes));
      },
    );

    app.post(
      '/api/wps/cashier/deposits/:id/cancel',
      { config, schema: { tags, params, response: { 200: envelopeOf(ZMemberDeposit) } } },
      async (request) => {
        const { memberId, merchant } = depositor(request);
        return ok(await deposits.cancel(merchant, memberId, request.params.id));
      },
    );
  };
}
