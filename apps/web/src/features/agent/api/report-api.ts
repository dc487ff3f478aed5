import type {
  TAgentTeamBetPage,
  TAgentTeamBetQuery,
  TAgentTeamTransactionPage,
  TAgentTeamTransactionQuery,
  TAgentWinLossPage,
  TAgentWinLossQuery,
} from '@platform/contracts';
import { AGENT_PATHS } from '@platform/contracts/client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Query } from '../../../lib/api-client.ts';
import { useSessionToken } from '../../../lib/use-session-token.ts';
import { agentKey, type WireQuery } from './agent-keys.ts';

/** The team reports: betting (personalHistoryCopy), transactions, win/loss per downline. */
const reportQuery = <T>(token: string, name: string, path: string, query: Query) =>
  queryOptions({
    queryKey: agentKey(token, name, query),
    queryFn: () => api.get<T>(path, query),
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  });

export function useTeamBets(query: WireQuery<TAgentTeamBetQuery>) {
  const token = useSessionToken() ?? '';
  return useQuery({
    ...reportQuery<TAgentTeamBetPage>(token, 'bets', AGENT_PATHS.teamBets, { ...query }),
    enabled: !!token,
  });
}

export function useTeamTransactions(query: WireQuery<TAgentTeamTransactionQuery>) {
  const token = useSessionToken() ?? '';
  return useQuery({
    ...reportQuery<TAgentTeamTransactionPage>(token, 'transactions', AGENT_PATHS.teamTransactions, {
      ...query,
    }),
    enabled: !!token,
  });
}

export function useTeamWinLoss(query: WireQuery<TAgentWinLossQuery>) {
  const token = useSessionToken() ?? '';
  return useQuery({
    ...reportQuery<TAgentWinLossPage>(token, 'winLoss', AGENT_PATHS.teamWinLoss, { ...query }),
    enabled: !!token,
  });
}
