import {
  AGENT_PATHS,
  envelopeOf,
  ZAdminAgentDetail,
  ZAdminAgentTreePage,
  ZAdminAgentTreeQuery,
} from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/http/envelope.ts';
import { auditActor, requireOperator, type OperatorsService } from '../operators/index.ts';
import type { AgentsAdminService } from './agents-admin.service.ts';
import { ZMerchantParams } from '../../platform/http/admin-params.ts';

const tags = ['backoffice: agents'];
const merchantParams = ZMerchantParams;
const params = merchantParams.extend({ id: z.string().uuid() });

/** The agent tree browser (members.read) and lifting a freeze (members.write), within the operator's merchants. */
export function agentsAdminRoutes(
  service: AgentsAdminService,
  operators: OperatorsService,
): FastifyPluginAsyncZod {
  const canRead = requireOperator(operators, 'members.read');
  const canWrite = requireOperator(operators, 'members.write');
  const config = { access: 'operator' as const };

  return async (app) => {
    app.get(
      AGENT_PATHS.adminTree,
      {
        config,
        onRequest: canRead,
        schema: {
          tags,
          params: merchantParams,
          querystring: ZAdminAgentTreeQuery,
          response: { 200: envelopeOf(ZAdminAgentTreePage) },
        },
      },
      async (request) => {
        operators.assertMerchant(request.operator!, request.params.code);
        return ok(await service.tree(request.params.code, request.query));
      },
    );

    app.get(
      AGENT_PATHS.adminAgent,
      {
        config,
        onRequest: canRead,
        schema: { tags, params, response: { 200: envelopeOf(ZAdminAgentDetail) } },
      },
      async (request) => {
        operators.assertMerchant(request.operator!, request.params.code);
        return ok(await service.detail(request.params.code, request.params.id));
      },
    );

    app.post(
      AGENT_PATHS.adminUnfreeze,
      {
        config,
        onRequest: canWrite,
        schema: { tags, params, response: { 200: envelopeOf(ZAdminAgentDetail) } },
      },
      async (request) => {
        operators.assertMerchant(request.operator!, request.params.code);
        return ok(await service.unfreeze(auditActor(request), request.params.code, request.params.id));
      },
    );
  };
}
