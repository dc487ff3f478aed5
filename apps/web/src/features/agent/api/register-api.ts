import type {
  TAgentLink,
  TAgentLinkCreate,
  TAgentLinkPage,
  TAgentLinkQuery,
  TAgentOpenAccountRequest,
  TAgentOpenAccountValue,
} from '@platform/contracts';
import { AGENT_PATHS } from '@platform/contracts/client';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useSessionToken } from '../../../lib/use-session-token.ts';
import { agentKey, type WireQuery } from './agent-keys.ts';

/**
 * The register centre (registerCenter): opening an account directly, and the invitation links. After
 * either, the team's lists and figures are refreshed (a new downline, a new link).
 */
function useAgentMutation<TArg, TResult>(mutationFn: (arg: TArg) => Promise<TResult>) {
  const client = useQueryClient();
  const token = useSessionToken() ?? '';
  return useMutation({
    mutationFn,
    onSuccess: () => client.invalidateQueries({ queryKey: agentKey(token) }),
  });
}

export const openAccount = (body: TAgentOpenAccountRequest) =>
  api.post<TAgentOpenAccountValue>(AGENT_PATHS.openAccount, body);

export const useOpenAccount = () => useAgentMutation(openAccount);

export const linksQuery = (token: string, query: WireQuery<TAgentLinkQuery>) =>
  queryOptions({
    queryKey: agentKey(token, 'links', query),
    queryFn: () => api.get<TAgentLinkPage>(AGENT_PATHS.links, { ...query }),
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  });

export function useLinks(query: WireQuery<TAgentLinkQuery>) {
  const token = useSessionToken() ?? '';
  return useQuery({ ...linksQuery(token, query), enabled: !!token });
}

export const createLink = (body: TAgentLinkCreate) => api.post<TAgentLink>(AGENT_PATHS.links, body);
export const useCreateLink = () => useAgentMutation(createLink);

export const disableLink = (id: string) =>
  api.post<TAgentLink>(AGENT_PATHS.linkDisable.replace(':id', encodeURIComponent(id)));
export const useDisableLink = () => useAgentMutation(disableLink);
