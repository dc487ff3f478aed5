import { envelopeOf, ZRegisterRules, ZRegisterRulesUpdate } from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { ok } from '../../platform/http/envelope.ts';
import { auditActor, requireOperator, type OperatorsService } from '../operators/index.ts';
import type { IdentityRepository } from './identity.repository.ts';
import type { IdentityService } from './identity.service.ts';

const tags = ['backoffice: members'];
const merchantParams = z.object({
  code: z
    .string()
    .regex(/^[A-Za-z0-9_]{2,40}$/)
    .transform((c) => c.toUpperCase()),
});

/** Operators edit which registration fields a merchant asks for: published at once, enforced, audited. */
export function registerRulesAdminRoutes(
  db: Database,
  repository: IdentityRepository,
  identity: IdentityService,
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
        return ok(await identity.registerRules(request.params.code));
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
        const before = await identity.registerRules(code);
        const after = { ...before, ...request.body.rules };
        // The published map must stay coherent: username and password always on and required.
        if (!ZRegisterRules.safeParse(after).success)
          throw new AppError('VALIDATION_FAILED', { fields: 'username, password' });
        const changed = Object.entries(request.body.rules);
        await db.transaction(async (tx) => {
          for (const [field, rule] of changed) await repository.saveRule(tx, code, field, rule);
          await operators.audit(tx, auditActor(request), {
            merchantCode: code,
            action: 'system.register-rules.update',
            target: `merchant:${code}`,
            before: Object.fromEntries(changed.map(([f]) => [f, before[f as keyof typeof before]])),
            after: request.body.rules,
          });
        });
        return ok(await identity.registerRules(code));
      },
    );
  };
}
