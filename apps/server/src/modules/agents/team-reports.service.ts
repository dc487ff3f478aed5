import {
  TRANSACTION_TYPES,
  type LanguageCode,
  type TAgentTeamBetPage,
  type TAgentTeamBetQuery,
  type TAgentTeamTransactionPage,
  type TAgentTeamTransactionQuery,
  type TAgentWinLossPage,
  type TAgentWinLossQuery,
  type TransactionType,
  type ZAgentTeamBetQuery,
  type ZAgentTeamTransactionQuery,
  type ZAgentWinLossQuery,
} from '@platform/contracts';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock.ts';
import { localName, roundFigures } from '../games/index.ts';
import { describeTransaction, kindsFor, typeOfKind } from '../ledger/index.ts';
import { decimalIn, pageOf, reportPeriod } from './agent-period.ts';
import { accountTypeOf } from './domain/team.ts';
import { winLossFigures, type WinLossSums } from './domain/win-loss.ts';
import type { TeamReportsRepository } from './team-reports.repository.ts';
import type { AgentCaller, TeamGuard } from './team-guard.ts';

type BetQuery = z.output<typeof ZAgentTeamBetQuery> & TAgentTeamBetQuery;
type TransactionQuery = z.output<typeof ZAgentTeamTransactionQuery> & TAgentTeamTransactionQuery;
type WinLossQuery = z.output<typeof ZAgentWinLossQuery> & TAgentWinLossQuery;

/**
 * The agent centre's team reports: betting (personalHistoryCopy), transactions
 * (agentDownlineTransactionDetailsCopy) and win/loss per downline (palStatementsAgentCopy). A named
 * account must be in the agent's team (the guard answers DOWNLINE_NOT_FOUND otherwise).
 */
export function createTeamReportsService(deps: {
  reports: TeamReportsRepository;
  guard: TeamGuard;
  clock: Clock;
}) {
  const { reports, guard, clock } = deps;

  return {
    async bets(agent: AgentCaller, query: BetQuery, language: LanguageCode): Promise<TAgentTeamBetPage> {
      const period = reportPeriod(query, agent.timeZone, clock.now());
      const memberId = await guard.optionalAccount(agent, query.account);
      const decimal = decimalIn(agent.currency);
      const page = await reports.rounds({
        merchantCode: agent.merchantCode,
        agentId: agent.id,
        from: period.fromAt,
        to: period.toAt,
        memberId,
        gameType: query.category === 'ALL' ? null : query.category,
        round: query.round ?? null,
        limit: query.pageSize,
        offset: (query.pageNo - 1) * query.pageSize,
      });
      const list = page.rows.map((r) => {
        const figures = roundFigures(r);
        return {
          round: r.round,
          account: r.username,
          vendorCode: r.vendorCode,
          gameCode: r.gameCode,
          // A code the catalog does not know still shows, under that code.
          gameName: r.name === null ? r.gameCode : localName({ name: r.name, names: r.names }, language),
          category: r.gameType ?? 'RNG',
          stake: decimal(figures.stakeMinor),
          win: decimal(figures.winMinor),
          net: decimal(figures.netMinor),
          status: figures.status,
          betTime: r.betTime.toISOString(),
          settleTime: r.settleTime?.toISOString() ?? null,
        };
      });
      return {
        ...pageOf(list, page.total, query),
        period: period.view,
        currency: agent.currency,
        summary: {
          rounds: page.total,
          stake: decimal(page.stakeMinor),
          win: decimal(page.winMinor),
          net: decimal(page.winMinor - page.stakeMinor),
        },
      };
    },

    async transactions(agent: AgentCaller, query: TransactionQuery): Promise<TAgentTeamTransactionPage> {
      const period = reportPeriod(query, agent.timeZone, clock.now());
      const memberId = await guard.optionalAccount(agent, query.account);
      const decimal = decimalIn(agent.currency);
      const { rows, byKind } = await reports.entries({
        merchantCode: agent.merchantCode,
        agentId: agent.id,
        from: period.fromAt,
        to: period.toAt,
        memberId,
        currency: agent.currency,
        kinds: kindsFor(query.type),
        limit: query.pageSize,
        offset: (query.pageNo - 1) * query.pageSize,
      });
      const byType = new Map<TransactionType, { count: number; amountMinor: bigint }>();
      let total = 0;
      for (const k of byKind) {
        const type = typeOfKind(k.kind);
        const sum = byType.get(type) ?? { count: 0, amountMinor: 0n };
        byType.set(type, { count: sum.count + k.count, amountMinor: sum.amountMinor + k.amountMinor });
        total += k.count;
      }
      return {
        ...pageOf(
          rows.map((r) => ({
            id: String(r.entryId),
            account: r.username,
            type: typeOfKind(r.kind),
            kind: r.kind,
            amount: decimal(r.amountMinor),
            balanceAfter: r.balanceAfterMinor === null ? null : decimal(r.balanceAfterMinor),
            wallet: r.wallet,
            description: describeTransaction(r.kind, r.details),
            createdAt: r.createdAt.toISOString(),
          })),
          total,
          query,
        ),
        period: period.view,
        currency: agent.currency,
        summary: TRANSACTION_TYPES.filter((t) => byType.has(t)).map((type) => ({
          type,
          count: byType.get(type)!.count,
          amount: decimal(byType.get(type)!.amountMinor),
        })),
      };
    },

    async winLoss(agent: AgentCaller, query: WinLossQuery): Promise<TAgentWinLossPage> {
      const period = reportPeriod(query, agent.timeZone, clock.now());
      const memberId = await guard.optionalAccount(agent, query.account);
      const decimal = decimalIn(agent.currency);
      const view = (sums: WinLossSums) => {
        const f = winLossFigures(sums);
        return {
          validBet: decimal(f.validBetMinor),
          payout: decimal(f.payoutMinor),
          winLoss: decimal(f.winLossMinor),
          bonus: decimal(f.bonusMinor),
          rebate: decimal(f.rebateMinor),
          deposits: decimal(f.depositsMinor),
          withdrawals: decimal(f.withdrawalsMinor),
          net: decimal(f.netMinor),
        };
      };
      const { rows, total, totals } = await reports.winLoss({
        merchantCode: agent.merchantCode,
        agentId: agent.id,
        from: period.fromAt,
        to: period.toAt,
        memberId,
        currency: agent.currency,
        scope: query.scope,
        limit: query.pageSize,
        offset: (query.pageNo - 1) * query.pageSize,
      });
      return {
        ...pageOf(
          rows.map((r) => ({
            ...view(r),
            id: r.id,
            account: r.username,
            type: accountTypeOf(r.type),
            depth: r.depth,
            members: r.members,
          })),
          total,
          query,
        ),
        period: period.view,
        currency: agent.currency,
        totals: view(totals),
      };
    },
  };
}

export type TeamReportsService = ReturnType<typeof createTeamReportsService>;
