import fastifyMultipart from '@fastify/multipart';
import {
  CONTENT_PATHS,
  envelopeOf,
  ZContentAdminPage,
  ZContentAdminQuery,
  ZContentArtList,
  ZContentItemAdmin,
  ZContentPreview,
  ZContentPreviewRequest,
  ZContentWrite,
  ZMediaUpload,
  ZMessageBroadcastPage,
  ZMessageCompose,
  ZPageQuery,
} from '@platform/contracts';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZMerchantParams } from '../../platform/http/admin-params.ts';
import { ok } from '../../platform/http/envelope.ts';
import { uploadedFile } from '../../platform/http/uploaded-file.ts';
import { MAX_IMAGE_BYTES } from '../../platform/storage/file-storage.ts';
import { auditActor, requireOperator, type OperatorsService } from '../operators/index.ts';
import type { ContentAdmin } from './content-admin.service.ts';
import type { InboxService } from './inbox.service.ts';

const tags = ['backoffice: content'];
const itemParams = ZMerchantParams.extend({ id: z.string().regex(/^[1-9][0-9]{0,17}$/) });

/** The content editor and the message composer: reading needs system.read, writing content.manage. */
export function contentAdminRoutes(
  admin: ContentAdmin,
  inbox: InboxService,
  operators: OperatorsService,
): FastifyPluginAsyncZod {
  const canRead = requireOperator(operators, 'system.read');
  const canWrite = requireOperator(operators, 'content.manage');
  const config = { access: 'operator' as const };
  const paths = CONTENT_PATHS.admin;

  return async (app) => {
    app.get(
      paths.items,
      {
        config,
        onRequest: canRead,
        schema: {
          tags,
          params: ZMerchantParams,
          querystring: ZContentAdminQuery,
          response: { 200: envelopeOf(ZContentAdminPage) },
        },
      },
      async (request) => {
        operators.assertMerchant(request.operator!, request.params.code);
        return ok(await admin.page(request.params.code, request.query));
      },
    );

    app.post(
      paths.items,
      {
        config,
        onRequest: canWrite,
        schema: {
          tags,
          params: ZMerchantParams,
          body: ZContentWrite,
          response: { 200: envelopeOf(ZContentItemAdmin) },
        },
      },
      async (request) => {
        operators.assertMerchant(request.operator!, request.params.code);
        return ok(await admin.create(auditActor(request), request.params.code, request.body));
      },
    );

    app.get(
      paths.item,
      {
        config,
        onRequest: canRead,
        schema: { tags, params: itemParams, response: { 200: envelopeOf(ZContentItemAdmin) } },
      },
      async (request) => {
        operators.assertMerchant(request.operator!, request.params.code);
        return ok(await admin.get(request.params.code, request.params.id));
      },
    );

    app.put(
      paths.item,
      {
        config,
        onRequest: canWrite,
        schema: {
          tags,
          params: itemParams,
          body: ZContentWrite,
          response: { 200: envelopeOf(ZContentItemAdmin) },
        },
      },
      async (request) => {
        operators.assertMerchant(request.operator!, request.params.code);
        return ok(
          await admin.update(auditActor(request), request.params.code, request.params.id, request.body),
        );
      },
    );

    app.delete(
      paths.item,
      { config, onRequest: canWrite, schema: { tags, params: itemParams } },
      async (request) => {
        operators.assertMerchant(request.operator!, request.params.code);
        await admin.remove(auditActor(request), request.params.code, request.params.id);
        return ok(null);
      },
    );

    app.post(
      paths.preview,
      {
        config,
        onRequest: canRead,
        schema: { tags, body: ZContentPreviewRequest, response: { 200: envelopeOf(ZContentPreview) } },
      },
      async (request) => ok(admin.preview(request.body.html)),
    );

    app.get(
      paths.art,
      { config, onRequest: canRead, schema: { tags, response: { 200: envelopeOf(ZContentArtList) } } },
      async () => ok(admin.art()),
    );

    // Multipart only for the upload, in its own scope: every other route still reads JSON only.
    await app.register(async (scope) => {
      const uploads = scope.withTypeProvider<ZodTypeProvider>();
      await uploads.register(fastifyMultipart, {
        limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 2, parts: 3, headerPairs: 50 },
        throwFileSizeLimit: true,
      });
      uploads.post(
        paths.images,
        {
          config,
          onRequest: canWrite,
          schema: {
            tags,
            params: ZMerchantParams,
            consumes: ['multipart/form-data'],
            description: 'Multipart with one image (PNG, JPEG or WebP, checked by content; at most 5 MB).',
            response: { 200: envelopeOf(ZMediaUpload) },
          },
        },
        async (request) => {
          operators.assertMerchant(request.operator!, request.params.code);
          return ok(await admin.uploadImage(await uploadedFile(request, MAX_IMAGE_BYTES)));
        },
      );
    });

    app.get(
      paths.messages,
      {
        config,
        onRequest: canRead,
        schema: {
          tags,
          params: ZMerchantParams,
          querystring: ZPageQuery,
          response: { 200: envelopeOf(ZMessageBroadcastPage) },
        },
      },
      async (request) => {
        operators.assertMerchant(request.operator!, request.params.code);
        return ok(await inbox.broadcasts(request.params.code, request.query));
      },
    );

    app.post(
      paths.messages,
      {
        config,
        onRequest: canWrite,
        schema: {
          tags,
          params: ZMerchantParams,
          body: ZMessageCompose,
          response: { 200: envelopeOf(z.object({ id: z.string(), recipients: z.number().int() })) },
        },
      },
      async (request) => {
        operators.assertMerchant(request.operator!, request.params.code);
        return ok(await inbox.compose(auditActor(request), request.params.code, request.body));
      },
    );
  };
}
