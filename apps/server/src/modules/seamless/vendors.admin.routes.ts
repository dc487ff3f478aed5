import { envelopeOf, ZVendorAdmin, ZVendorUpdate } from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/http/envelope.ts';
import { auditActor, requireOperator, type OperatorsService } from '../operators/index.ts';
import type { VendorsAdminService } from './vendors-admin.service.ts';

const tags = ['backoffice: vendors'];
const params = z.object({ vendor: z.string().regex(/^[A-Z0-9_]{2,40}$/) });

/** Game vendors' wallet settings: type, status, currency and signing secret, every change audited. */
export function vendorsAdminRoutes(
  vendors: VendorsAdminService,
  operators: OperatorsService,
): FastifyPluginAsyncZod {
  // Vendors and their signing secrets serve every merchant: only a global operator manages them.
  const canManage = requireOperator(operators, 'vendors.manage', { global: true });
  const config = { access: 'operator' as const };
  return async (app) => {
    app.get(
      '/api/bo/vendors',
      {
        config,
        onRequest: canManage,
        schema: { tags, response: { 200: envelopeOf(z.array(ZVendorAdmin)) } },
      },
      async () => ok(await vendors.list()),
    );

    app.put(
      '/api/bo/vendors/:vendor',
      {
        config,
        onRequest: canManage,
        schema: { tags, params, body: ZVendorUpdate, response: { 200: envelopeOf(ZVendorAdmin) } },
      },
      async (request) => ok(await vendors.update(auditActor(request), request.params.vendor, request.body)),
    );
  };
}
