import type { TAgentPeriodQuery, TAgentProfile, TAgentTeamOverview } from '@platform/contracts';
import { AGENT_PATHS } from '@platform/contracts/client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useSessionToken } from '../../../lib/use-session-token.ts';
import { agentKey } from './agent-keys.ts';

/** The signed-in agent: account, invitation code, the terms it may grant a sub-agent. */
export const agentProfileQuery = (token: string) =>
  queryOptions({
    queryKey: agentKey(token, 'profile'),
    queryFn: () => api.get<TAgentProfile>(AGENT_PATHS.profile),
    staleTime: 60_000,
  });

export function useAgentProfile() {
  const token = useSessionToken() ?? '';
  return useQuery({ ...agentProfileQuery(token), enabled: !!token });
}

/** The team's figures of a period (agentTeamOverview): days in the merchant's time zone. */
export const teamOverviewQuery = (token: string, period: TAgentPeriodQuery) =>
  queryOptions({
    queryKey: agentKey(token, 'overview', period),
    queryFn: () => api.get<TAgentTeamOverview>(AGENT_PATHS.teamOverview, { ...period }),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

export function useTeamOverview(period: TAgentPeriodQuery) {
  const token = useSessionToken() ?? '';
  return useQuery({ ...teamOverviewQuery(token, period), enabled: !!token });
}
