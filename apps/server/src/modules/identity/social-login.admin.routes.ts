import { envelopeOf, ZSocialProviderSetting, ZSocialProviderUpdate } from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/http/envelope.ts';
import { auditActor, requireOperator, type OperatorsService } from '../operators/index.ts';
import type { SocialLoginService } from './social-login.service.ts';
import { ZMerchantParams } from '../../platform/http/admin-params.ts';

const tags = ['backoffice: social login'];
const merchantParams = ZMerchantParams;

/** Operators configure each merchant's Google and Facebook clients (system settings, audited). */
export function socialLoginAdminRoutes(
  social: SocialLoginService,
  operators: OperatorsService,
): FastifyPluginAsyncZod {
  const canRead = requireOperator(operators, 'system.read');
  const canWrite = requireOperator(operators, 'system.write');
  const config = { access: 'operator' as const };
  const response = { 200: envelopeOf(z.array(ZSocialProviderSetting)) };

  return async (app) => {
    app.get(
      '/api/bo/merchants/:code/social-providers',
      { config, onRequest: canRead, schema: { tags, params: merchantParams, response } },
      async (request) => {
        operators.assertMerchant(request.operator!, request.params.code);
        return ok(await social.providerSettings(request.params.code));
      },
    );

    app.put(
      '/api/bo/merchants/:code/social-providers',
      {
        config,
        onRequest: canWrite,
        schema: { tags, params: merchantParams, body: ZSocialProviderUpdate, response },
      },
      async (request) => {
        operators.assertMerchant(request.operator!, request.params.code);
        return ok(await social.saveProviderSetting(auditActor(request), request.params.code, request.body));
      },
    );
  };
}
