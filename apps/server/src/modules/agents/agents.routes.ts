import {
  AGENT_PATHS,
  envelopeOf,
  ZAgentDownlineDetail,
  ZAgentDownlinePage,
  ZAgentDownlineQuery,
  ZAgentLink,
  ZAgentLinkCreate,
  ZAgentLinkPage,
  ZAgentLinkQuery,
  ZAgentOpenAccountRequest,
  ZAgentOpenAccountValue,
  ZAgentPeriodQuery,
  ZAgentProfile,
  ZAgentTeamBetPage,
  ZAgentTeamBetQuery,
  ZAgentTeamOverview,
  ZAgentTeamTransactionPage,
  ZAgentTeamTransactionQuery,
  ZAgentWinLossPage,
  ZAgentWinLossQuery,
} from '@platform/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/http/envelope.ts';
import { requestMember } from '../identity/index.ts';
import { requestMerchant } from '../system/index.ts';
import type { AgentAccountsService } from './agent-accounts.service.ts';
import type { AgentCentreService } from './agent-centre.service.ts';
import type { TeamReportsService } from './team-reports.service.ts';
import type { AgentCaller, TeamGuard } from './team-guard.ts';

declare module 'fastify' {
  interface FastifyRequest {
    agent?: AgentCaller;
  }
}

const tags = ['agents'];
const idParams = z.object({ id: z.string().uuid() });

const agentOf = (request: FastifyRequest): AgentCaller => {
  if (!request.agent) throw new Error('agent route without the agent guard');
  return request.agent;
};

/**
 * The agent centre (`/agentHome`): every route here is for a signed-in agent of the request's
 * merchant. The plugin's one hook admits the caller through the team guard before any route runs.
 */
export function agentsRoutes(services: {
  guard: TeamGuard;
  centre: AgentCentreService;
  accounts: AgentAccountsService;
  reports: TeamReportsService;
}): FastifyPluginAsyncZod {
  const { guard, centre, accounts, reports } = services;
  const config = { access: 'member' as const };

  return async (app) => {
    app.decorateRequest('agent', undefined);
    // Runs after the member session is resolved (root onRequest hooks come first).
    app.addHook('onRequest', async (request) => {
      request.agent = guard.agent(requestMember(request), requestMerchant(request));
    });

    app.get(
      AGENT_PATHS.profile,
      { config, schema: { tags, response: { 200: envelopeOf(ZAgentProfile) } } },
      async (request) => ok(await centre.profile(agentOf(request))),
    );

    app.get(
      AGENT_PATHS.teamOverview,
      {
        config,
        schema: { tags, querystring: ZAgentPeriodQuery, response: { 200: envelopeOf(ZAgentTeamOverview) } },
      },
      async (request) => ok(await centre.overview(agentOf(request), request.query)),
    );

    app.get(
      AGENT_PATHS.downlines,
      {
        config,
        schema: { tags, querystring: ZAgentDownlineQuery, response: { 200: envelopeOf(ZAgentDownlinePage) } },
      },
      async (request) => ok(await centre.downlines(agentOf(request), request.query)),
    );

    app.get(
      AGENT_PATHS.downline,
      { config, schema: { tags, params: idParams, response: { 200: envelopeOf(ZAgentDownlineDetail) } } },
      async (request) => ok(await centre.downline(agentOf(request), request.params.id)),
    );

    app.post(
      AGENT_PATHS.openAccount,
      {
        config,
        schema: {
          tags,
          body: ZAgentOpenAccountRequest,
          response: { 200: envelopeOf(ZAgentOpenAccountValue) },
        },
      },
      async (request) =>
        ok(
          await accounts.openAccount(
            agentOf(request),
            requestMerchant(request),
            request.body,
            request.language,
          ),
        ),
    );

    app.get(
      AGENT_PATHS.links,
      {
        config,
        schema: { tags, querystring: ZAgentLinkQuery, response: { 200: envelopeOf(ZAgentLinkPage) } },
      },
      async (request) => ok(await accounts.links(agentOf(request), request.query)),
    );

    app.post(
      AGENT_PATHS.links,
      { config, schema: { tags, body: ZAgentLinkCreate, response: { 200: envelopeOf(ZAgentLink) } } },
      async (request) => ok(await accounts.createLink(agentOf(request), request.body)),
    );

    app.post(
      AGENT_PATHS.linkDisable,
      { config, schema: { tags, params: idParams, response: { 200: envelopeOf(ZAgentLink) } } },
      async (request) => ok(await accounts.disableLink(agentOf(request), request.params.id)),
    );

    app.get(
      AGENT_PATHS.teamBets,
      {
        config,
        schema: { tags, querystring: ZAgentTeamBetQuery, response: { 200: envelopeOf(ZAgentTeamBetPage) } },
      },
      async (request) => ok(await reports.bets(agentOf(request), request.query, request.language)),
    );

    app.get(
      AGENT_PATHS.teamTransactions,
      {
        config,
        schema: {
          tags,
          querystring: ZAgentTeamTransactionQuery,
          response: { 200: envelopeOf(ZAgentTeamTransactionPage) },
        },
      },
      async (request) => ok(await reports.transactions(agentOf(request), request.query)),
    );

    app.get(
      AGENT_PATHS.teamWinLoss,
      {
        config,
        schema: { tags, querystring: ZAgentWinLossQuery, response: { 200: envelopeOf(ZAgentWinLossPage) } },
      },
      async (request) => ok(await reports.winLoss(agentOf(request), request.query)),
    );
  };
}
