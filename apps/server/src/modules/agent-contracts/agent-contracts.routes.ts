import {
  AGENT_CONTRACT_KINDS,
  AGENT_CONTRACT_PATHS,
  AGENT_CONTRACT_RELAY,
  envelopeOf,
  ZAgentPeriodQuery,
  ZAgentRevenue,
  ZContractConsolidated,
  ZContractRelayAnswer,
  ZContractRelayRequest,
  ZSettlementDetail,
  ZSettlementPage,
  ZSettlementQuery,
} from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/http/envelope.ts';
import type { TeamGuard } from '../agents/index.ts';
import { requestMember } from '../identity/index.ts';
import { requestMerchant } from '../system/index.ts';
import type { ContractLifecycle } from './contract-lifecycle.service.ts';
import type { ContractReports } from './contract-reports.service.ts';

const tags = ['agent contracts'];

/**
 * The agent's contract calls (spec §7) and its settlements. Every route admits only an agent of the
 * request's merchant (the agents module's team guard), like the rest of the agent centre.
 */
export function agentContractsRoutes(services: {
  guard: TeamGuard;
  lifecycle: ContractLifecycle;
  reports: ContractReports;
}): FastifyPluginAsyncZod {
  const { guard, lifecycle, reports } = services;
  const config = { access: 'member' as const };
  const agentOf = (request: Parameters<typeof requestMember>[0]) =>
    guard.agent(requestMember(request), requestMerchant(request));

  return async (app) => {
    for (const kind of AGENT_CONTRACT_KINDS) {
      app.post(
        AGENT_CONTRACT_RELAY[kind],
        {
          config,
          schema: { tags, body: ZContractRelayRequest, response: { 200: envelopeOf(ZContractRelayAnswer) } },
        },
        async (request) => ok(await lifecycle.relay(agentOf(request), kind, request.body)),
      );
    }

    app.get(
      AGENT_CONTRACT_PATHS.consolidated,
      { config, schema: { tags, response: { 200: envelopeOf(ZContractConsolidated) } } },
      async (request) => ok(await reports.consolidated(agentOf(request))),
    );

    app.get(
      AGENT_CONTRACT_PATHS.statements,
      {
        config,
        schema: { tags, querystring: ZSettlementQuery, response: { 200: envelopeOf(ZSettlementPage) } },
      },
      async (request) => ok(await reports.statements(agentOf(request), request.query)),
    );

    app.get(
      AGENT_CONTRACT_PATHS.statement,
      {
        config,
        schema: {
          tags,
          params: z.object({ id: z.string().regex(/^\d{1,18}$/) }),
          response: { 200: envelopeOf(ZSettlementDetail) },
        },
      },
      async (request) => ok(await reports.statement(agentOf(request), request.params.id)),
    );

    app.get(
      AGENT_CONTRACT_PATHS.revenue,
      {
        config,
        schema: { tags, querystring: ZAgentPeriodQuery, response: { 200: envelopeOf(ZAgentRevenue) } },
      },
      async (request) => ok(await reports.revenue(agentOf(request), request.query)),
    );
  };
}
