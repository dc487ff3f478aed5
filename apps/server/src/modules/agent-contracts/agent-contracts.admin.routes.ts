import {
  AGENT_CONTRACT_PATHS,
  envelopeOf,
  ZAdminContractOffer,
  ZAdminContractPage,
  ZAdminContractQuery,
  ZAdminRunPage,
  ZAdminRunRequest,
  ZAdminSettlementPage,
  ZAdminSettlementQuery,
  ZContractTemplate,
  ZContractTemplateList,
  ZContractTemplateQuery,
  ZContractTemplateWrite,
  ZAgentContract,
  ZContractKind,
  ZSettlementDetail,
  ZSettlementRunResult,
} from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/http/envelope.ts';
import { auditActor, requireOperator, type OperatorsService } from '../operators/index.ts';
import type { ContractTemplates } from './contract-templates.service.ts';
import type { ContractsAdmin } from './contracts-admin.service.ts';
import { ZMerchantParams } from '../../platform/http/admin-params.ts';

const tags = ['backoffice: agent contracts'];
const merchantParams = ZMerchantParams;
const contractParams = merchantParams.extend({ id: z.string().uuid() });
const settlementParams = merchantParams.extend({ id: z.string().regex(/^\d{1,18}$/) });
const runQuery = z.object({
  kind: ZContractKind.optional(),
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** Contracts and settlement runs in the back office: reading needs members.read, changing members.write. */
export function agentContractsAdminRoutes(
  admin: ContractsAdmin,
  templates: ContractTemplates,
  operators: OperatorsService,
): FastifyPluginAsyncZod {
  const canRead = requireOperator(operators, 'members.read');
  const canWrite = requireOperator(operators, 'members.write');
  const config = { access: 'operator' as const };

  return async (app) => {
    app.get(
      AGENT_CONTRACT_PATHS.adminTemplates,
      {
        config,
        onRequest: canRead,
        schema: {
          tags,
          params: merchantParams,
          querystring: ZContractTemplateQuery,
          response: { 200: envelopeOf(ZContractTemplateList) },
        },
      },
      async (request) => {
        operators.assertMerchant(request.operator!, request.params.code);
        return ok(await templates.list(request.params.code, request.query.kind));
      },
    );

    app.post(
      AGENT_CONTRACT_PATHS.adminTemplates,
      {
        config,
        onRequest: canWrite,
        schema: {
          tags,
          params: merchantParams,
          body: ZContractTemplateWrite,
          response: { 200: envelopeOf(ZContractTemplate) },
        },
      },
      async (request) => {
        operators.assertMerchant(request.operator!, request.params.code);
        return ok(await templates.create(auditActor(request), request.params.code, request.body));
      },
    );

    app.put(
      AGENT_CONTRACT_PATHS.adminTemplate,
      {
        config,
        onRequest: canWrite,
        schema: {
          tags,
          params: contractParams,
          body: ZContractTemplateWrite,
          response: { 200: envelopeOf(ZContractTemplate) },
        },
      },
      async (request) => {
        operators.assertMerchant(request.operator!, request.params.code);
        return ok(
          await templates.update(auditActor(request), request.params.code, request.params.id, request.body),
        );
      },
    );

    app.delete(
      AGENT_CONTRACT_PATHS.adminTemplate,
      {
        config,
        onRequest: canWrite,
        schema: {
          tags,
          params: contractParams,
          response: { 200: envelopeOf(z.object({ archived: z.literal(true) })) },
        },
      },
      async (request) => {
        operators.assertMerchant(request.operator!, request.params.code);
        return ok(await templates.archive(auditActor(request), request.params.code, request.params.id));
      },
    );

    app.get(
      AGENT_CONTRACT_PATHS.adminContracts,
      {
        config,
        onRequest: canRead,
        schema: {
          tags,
          params: merchantParams,
          querystring: ZAdminContractQuery,
          response: { 200: envelopeOf(ZAdminContractPage) },
        },
      },
      async (request) => {
        operators.assertMerchant(request.operator!, request.params.code);
        return ok(await admin.contracts(request.params.code, request.query));
      },
    );

    app.post(
      AGENT_CONTRACT_PATHS.adminContracts,
      {
        config,
        onRequest: canWrite,
        schema: {
          tags,
          params: merchantParams,
          body: ZAdminContractOffer,
          response: { 200: envelopeOf(ZAgentContract) },
        },
      },
      async (request) => {
        operators.assertMerchant(request.operator!, request.params.code);
        return ok(await admin.offer(auditActor(request), request.params.code, request.body));
      },
    );

    app.post(
      AGENT_CONTRACT_PATHS.adminEndContract,
      {
        config,
        onRequest: canWrite,
        schema: { tags, params: contractParams, response: { 200: envelopeOf(ZAgentContract) } },
      },
      async (request) => {
        operators.assertMerchant(request.operator!, request.params.code);
        return ok(await admin.end(auditActor(request), request.params.code, request.params.id));
      },
    );

    app.get(
      AGENT_CONTRACT_PATHS.adminRuns,
      {
        config,
        onRequest: canRead,
        schema: {
          tags,
          params: merchantParams,
          querystring: runQuery,
          response: { 200: envelopeOf(ZAdminRunPage) },
        },
      },
      async (request) => {
        operators.assertMerchant(request.operator!, request.params.code);
        return ok(await admin.runs(request.params.code, request.query));
      },
    );

    app.post(
      AGENT_CONTRACT_PATHS.adminRuns,
      {
        config,
        onRequest: canWrite,
        schema: {
          tags,
          params: merchantParams,
          body: ZAdminRunRequest,
          response: { 200: envelopeOf(ZSettlementRunResult) },
        },
      },
      async (request) => {
        operators.assertMerchant(request.operator!, request.params.code);
        return ok(await admin.run(auditActor(request), request.params.code, request.body));
      },
    );

    app.get(
      AGENT_CONTRACT_PATHS.adminSettlements,
      {
        config,
        onRequest: canRead,
        schema: {
          tags,
          params: merchantParams,
          querystring: ZAdminSettlementQuery,
          response: { 200: envelopeOf(ZAdminSettlementPage) },
        },
      },
      async (request) => {
        operators.assertMerchant(request.operator!, request.params.code);
        return ok(await admin.settlements(request.params.code, request.query));
      },
    );

    app.get(
      AGENT_CONTRACT_PATHS.adminSettlement,
      {
        config,
        onRequest: canRead,
        schema: { tags, params: settlementParams, response: { 200: envelopeOf(ZSettlementDetail) } },
      },
      async (request) => {
        operators.assertMerchant(request.operator!, request.params.code);
        return ok(await admin.settlement(request.params.code, request.params.id));
      },
    );

    app.post(
      AGENT_CONTRACT_PATHS.adminForce,
      {
        config,
        onRequest: canWrite,
        schema: { tags, params: settlementParams, response: { 200: envelopeOf(ZSettlementDetail) } },
      },
      async (request) => {
        operators.assertMerchant(request.operator!, request.params.code);
        return ok(await admin.force(auditActor(request), request.params.code, request.params.id));
      },
    );
  };
}
