import { envelopeOf, ZRegisterRules, ZRegisterRulesUpdate } from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/http/envelope.ts';
import { auditActor, requireOperator, type OperatorsService } from '../operators/index.ts';
import type { RegisterRulesService } from './register-rules.service.ts';
import { ZMerchantParams } from '../../platform/http/admin-params.ts';

const tags = ['backoffice: members'];
const merchantParams = ZMerchantParams;

/** Operators edit which registration fields a merchant asks for: published at once, enforced, audited. */
export function registerRulesAdminRoutes(
  rules: RegisterRulesService,
  operators: OperatorsService,
): FastifyPluginAsyncZod {
  const canReadSystem = requireOperator(operators, 'system.read');
  const canWriteSystem = requireOperator(operators, 'system.write');
  const config = { access: 'operator' as const };

  return async (app) => {
    app.get(
      '/api/bo/merchants/:code/register-rules',
      {
        config,
        onRequest: canReadSystem,
        schema: { tags, params: merchantParams, response: { 200: envelopeOf(ZRegisterRules) } },
      },
      async (request) => {
        operators.assertMerchant(request.operator!, request.params.code);
        return ok(await rules.registerRules(request.params.code));
      },
    );

    app.put(
      '/api/bo/merchants/:code/register-rules',
      {
        config,
        onRequest: canWriteSystem,
        schema: {
          tags,
          params: merchantParams,
          body: ZRegisterRulesUpdate,
          response: { 200: envelopeOf(ZRegisterRules) },
        },
      },
      async (request) => {
        const { code } = request.params;
        operators.assertMerchant(request.operator!, code);
        return ok(await rules.saveRegisterRules(auditActor(request), code, request.body.rules));
      },
    );
  };
}
