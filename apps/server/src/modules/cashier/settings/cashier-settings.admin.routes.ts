import { envelopeOf, ZCashierSettings } from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../platform/http/envelope.ts';
import { auditActor, requireOperator, type OperatorsService } from '../../operators/index.ts';
import type { SystemService } from '../../system/index.ts';
import type { CashierSettingsService } from './cashier-settings.service.ts';
import { ZMerchantParams } from '../../../platform/http/admin-params.ts';

const tags = ['backoffice: withdrawals'];
const merchantParams = ZMerchantParams;

/** The merchant's cashier limits and second-operator thresholds. */
export function cashierSettingsAdminRoutes(deps: {
  settings: CashierSettingsService;
  system: SystemService;
  operators: OperatorsService;
}): FastifyPluginAsyncZod {
  const { settings, system, operators } = deps;
  const canRead = requireOperator(operators, 'money.read');
  const canWriteSystem = requireOperator(operators, 'system.write');
  const config = { access: 'operator' as const };

  return async (app) => {
    app.get(
      '/api/bo/merchants/:code/cashier-settings',
      {
        config,
        onRequest: canRead,
        schema: { tags, params: merchantParams, response: { 200: envelopeOf(ZCashierSettings) } },
      },
      async (request) => {
        operators.assertMerchant(request.operator!, request.params.code);
        return ok(await settings.view(await system.merchantOrThrow(request.params.code)));
      },
    );

    app.put(
      '/api/bo/merchants/:code/cashier-settings',
      {
        config,
        onRequest: canWriteSystem,
        schema: {
          tags,
          params: merchantParams,
          body: ZCashierSettings,
          response: { 200: envelopeOf(ZCashierSettings) },
        },
      },
      async (request) => {
        operators.assertMerchant(request.operator!, request.params.code);
        const merchant = await system.merchantOrThrow(request.params.code);
        return ok(await settings.update(auditActor(request), merchant, request.body));
      },
    );
  };
}
