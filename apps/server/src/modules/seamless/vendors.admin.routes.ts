import { envelopeOf, ZVendorAdmin, ZVendorUpdate, type TVendorAdmin } from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { ok } from '../../platform/http/envelope.ts';
import { auditActor, requireOperator, type OperatorsService } from '../operators/index.ts';
import type { SeamlessRepository, VendorRecord } from './seamless.repository.ts';

const tags = ['backoffice: vendors'];
const params = z.object({ vendor: z.string().regex(/^[A-Z0-9_]{2,40}$/) });

// The secret is write-only: operators see whether one is set, never its value.
const viewOf = (v: VendorRecord): TVendorAdmin => ({
  code: v.code,
  displayName: v.displayName,
  walletType: v.walletType,
  status: v.status,
  currency: v.currency,
  secretSet: v.code === 'HOUSE' || (v.secret ?? '').length > 0,
});

/** Game vendors' wallet settings: type, status, currency and signing secret, every change audited. */
export function vendorsAdminRoutes(deps: {
  db: Database;
  repository: SeamlessRepository;
  operators: OperatorsService;
}): FastifyPluginAsyncZod {
  const { db, repository, operators } = deps;
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
      async () => ok((await repository.vendors()).map(viewOf)),
    );

    app.put(
      '/api/bo/vendors/:vendor',
      {
        config,
        onRequest: canManage,
        schema: { tags, params, body: ZVendorUpdate, response: { 200: envelopeOf(ZVendorAdmin) } },
      },
      async (request) => {
        const code = request.params.vendor;
        const before = (await repository.vendors()).find((v) => v.code === code);
        if (!before) throw new AppError('NOT_FOUND');
        // HOUSE signs with HOUSE_GAMES_SECRET from configuration, so its secret is not edited here.
        if (code === 'HOUSE' && request.body.secret !== undefined) throw new AppError('FORBIDDEN');
        await db.transaction(async (tx) => {
          await repository.updateVendor(tx, code, request.body);
          const { secret, ...visible } = request.body;
          await operators.audit(tx, auditActor(request), {
            merchantCode: null,
            action: 'vendor.update',
            target: `vendor:${code}`,
            before: viewOf(before),
            after: { ...visible, ...(secret !== undefined ? { secretChanged: true } : {}) },
          });
        });
        const after = (await repository.vendors()).find((v) => v.code === code)!;
        return ok(viewOf(after));
      },
    );
  };
}
