import { envelopeOf, ZReconciliationReport, ZSystemAccountBalance } from '@platform/contracts';
import { toDecimalString } from '@platform/money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../platform/db/database.ts';
import { ok } from '../../platform/http/envelope.ts';
import { requireOperator, type OperatorsService } from '../operators/index.ts';
import type { Reconciliation } from './ledger.reconciliation.ts';
import type { LedgerService } from './ledger.service.ts';
import type { WalletViews } from './wallet-views.ts';

const tags = ['backoffice: ledger'];

/** The reconciliation report and the system accounts' balances. */
export function ledgerAdminRoutes(deps: {
  db: Database;
  service: LedgerService;
  views: WalletViews;
  reconciliation: Reconciliation;
  operators: OperatorsService;
}): FastifyPluginAsyncZod {
  const { operators, reconciliation, service } = deps;
  const canRead = requireOperator(operators, 'money.read');
  // A reconciliation covers the whole ledger, every merchant's: global operators only.
  const canReadReconciliation = requireOperator(operators, 'money.read', { global: true });
  // Running one reads the whole ledger: not for every viewer.
  const canRun = requireOperator(operators, 'money.write', { global: true });
  const config = { access: 'operator' as const };

  return async (app) => {
    app.get(
      '/api/bo/ledger/reconciliations',
      {
        config,
        onRequest: canReadReconciliation,
        schema: {
          tags,
          querystring: z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) }),
          response: { 200: envelopeOf(z.array(ZReconciliationReport)) },
        },
      },
      async (request) => ok(await reconciliation.recent(request.query.limit)),
    );

    app.post(
      '/api/bo/ledger/reconciliations',
      { config, onRequest: canRun, schema: { tags, response: { 200: envelopeOf(ZReconciliationReport) } } },
      async () => ok(await reconciliation.run()),
    );

    app.get(
      '/api/bo/ledger/system-accounts',
      {
        config,
        onRequest: canRead,
        schema: {
          tags,
          querystring: z.object({
            merchant: z
              .string()
              .regex(/^[A-Za-z0-9_]{2,40}$/)
              .optional(),
          }),
          response: { 200: envelopeOf(z.array(ZSystemAccountBalance)) },
        },
      },
      async (request) => {
        const merchant = request.query.merchant?.toUpperCase() ?? null;
        if (merchant) operators.assertMerchant(request.operator!, merchant);
        const balances = await service.systemBalances(merchant);
        return ok(
          balances
            .filter(
              (b) =>
                merchant !== null ||
                request.operator!.allMerchants ||
                request.operator!.merchantCodes.includes(b.merchantCode),
            )
            .map((b) => ({
              merchantCode: b.merchantCode,
              kind: b.kind,
              currency: b.currency,
              balance: toDecimalString({ amountMinor: b.balanceMinor, currency: b.currency }),
            })),
        );
      },
    );
  };
}
