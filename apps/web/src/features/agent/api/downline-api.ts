import type { TAgentDownlinePage, TAgentDownlineQuery } from '@platform/contracts';
import { AGENT_PATHS } from '@platform/contracts/client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useSessionToken } from '../../../lib/use-session-token.ts';
import { agentKey, type WireQuery } from './agent-keys.ts';

/** The agent's downlines (downlineManagmentView): direct or the whole team, searched and filtered. */
export const downlinesQuery = (token: string, query: WireQuery<TAgentDownlineQuery>) =>
  queryOptions({
    queryKey: agentKey(token, 'downlines', query),
    queryFn: () => api.get<TAgentDownlinePage>(AGENT_PATHS.downlines, { ...query }),
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  });

export function useDownlines(query: WireQuery<TAgentDownlineQuery>) {
  const token = useSessionToken() ?? '';
  return useQuery({ ...downlinesQuery(token, query), enabled: !!token });
}
