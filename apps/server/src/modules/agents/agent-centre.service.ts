import type {
  TAgentDownline,
  TAgentDownlineDetail,
  TAgentDownlinePage,
  TAgentDownlineQuery,
  TAgentPeriodQuery,
  TAgentProfile,
  TAgentTeamOverview,
  ZAgentDownlineQuery,
} from '@platform/contracts';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock.ts';
import { gmtOffset } from '../../platform/time-zone.ts';
import type { AgentsRepository, TeamMemberRow } from './agents.repository.ts';
import { decimalIn, pageOf, reportPeriod } from './agent-period.ts';
import { accountTypeOf } from './domain/team.ts';
import type { TeamReportsRepository } from './team-reports.repository.ts';
import type { AgentCaller, TeamGuard } from './team-guard.ts';

type DownlineQuery = z.output<typeof ZAgentDownlineQuery> & TAgentDownlineQuery;

/** No tree is this deep; the bound keeps "all" one range scan. */
const MAX_DEPTH = 32_767;

const EMPTY_TERMS = { dividend: null, dailySalary: null, hourlySalary: null, realtimeSalary: null };

/** The agent centre's own views: the agent itself, its team's overview, and its downlines. */
export function createAgentCentreService(deps: {
  repository: AgentsRepository;
  reports: TeamReportsRepository;
  guard: TeamGuard;
  clock: Clock;
}) {
  const { repository, reports, guard, clock } = deps;

  const downlineView = (agent: AgentCaller, r: TeamMemberRow): TAgentDownline => ({
    id: r.id,
    account: r.username,
    nickname: r.nickname,
    type: accountTypeOf(r.type),
    memberType: r.type,
    status: r.status,
    depth: r.depth,
    parentAccount: r.parentUsername,
    balance: decimalIn(agent.currency)(r.balanceMinor),
    currency: agent.currency,
    registeredAt: r.createdAt.toISOString(),
    lastLoginAt: r.lastLoginAt?.toISOString() ?? null,
    directCount: r.directCount,
    teamCount: r.teamCount,
  });

  return {
    async profile(agent: AgentCaller): Promise<TAgentProfile> {
      const [terms, uplineAccount] = await Promise.all([
        repository.terms(agent.id),
        repository.uplineAccount(agent.id),
      ]);
      return {
        id: agent.id,
        account: agent.username,
        nickname: agent.nickname,
        memberType: agent.type,
        affiliateCode: agent.affiliateCode,
        uplineAccount,
        terms: terms ?? EMPTY_TERMS,
        currency: agent.currency,
        timeZone: agent.timeZone,
        gmtOffset: gmtOffset(clock.now(), agent.timeZone),
      };
    },

    async overview(agent: AgentCaller, query: TAgentPeriodQuery): Promise<TAgentTeamOverview> {
      const period = reportPeriod(query, agent.timeZone, clock.now());
      const decimal = decimalIn(agent.currency);
      const teamSize = await repository.teamSize(agent.merchantCode, agent.id);
      const figures = await reports.overview({
        merchantCode: agent.merchantCode,
        agentId: agent.id,
        from: period.fromAt,
        to: period.toAt,
        memberId: null,
      });
      return {
        period: period.view,
        currency: agent.currency,
        teamSize,
        newRegistrations: figures.newRegistrations,
        activeMembers: figures.activeMembers,
        deposits: { count: figures.deposits.count, amount: decimal(figures.deposits.amountMinor) },
        withdrawals: { count: figures.withdrawals.count, amount: decimal(figures.withdrawals.amountMinor) },
        validBet: decimal(figures.validBetMinor),
        payout: decimal(figures.payoutMinor),
        winLoss: decimal(figures.payoutMinor - figures.validBetMinor),
      };
    },

    async downlines(agent: AgentCaller, query: DownlineQuery): Promise<TAgentDownlinePage> {
      const direct = query.scope === 'direct';
      // A depth filter beyond the direct level finds nobody among direct downlines.
      const depth = query.depth ?? null;
      const { rows, total } = await repository.downlines({
        merchantCode: agent.merchantCode,
        agentId: agent.id,
        currency: agent.currency,
        minDepth: depth ?? 1,
        maxDepth: direct ? Math.min(1, depth ?? 1) : (depth ?? MAX_DEPTH),
        account: query.account || null,
        status: query.status ?? null,
        agents: query.type ? query.type === 'AGENT' : null,
        limit: query.pageSize,
        offset: (query.pageNo - 1) * query.pageSize,
      });
      return pageOf(
        rows.map((r) => downlineView(agent, r)),
        total,
        query,
      );
    },

    async downline(agent: AgentCaller, memberId: string): Promise<TAgentDownlineDetail> {
      const depth = await guard.member(agent, memberId);
      const row = await repository.downline(agent.merchantCode, agent.id, memberId, agent.currency);
      if (!row) throw new Error('team member vanished');
      const [chain, terms] = await Promise.all([
        repository.uplineChain(memberId, depth),
        repository.terms(memberId),
      ]);
      return {
        ...downlineView(agent, row),
        uplineChain: chain.map((c) => c.username),
        terms: accountTypeOf(row.type) === 'AGENT' ? (terms ?? EMPTY_TERMS) : null,
      };
    },
  };
}

export type AgentCentreService = ReturnType<typeof createAgentCentreService>;
