import type { TLaunchChatAnswer, TLiveModel } from '@platform/contracts';
import { SUPPORT_PATHS } from '@platform/contracts/client';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useSessionToken } from '../../../lib/use-session-token.ts';

/** Live models (spec §7 CBS_modelList, CBS_launchChat): who is on, and the way into their room. */
export type LiveModel = TLiveModel;

export const liveModelsQuery = (token: string) =>
  queryOptions({
    queryKey: ['support', token, 'liveModels'],
    queryFn: () => api.get<{ list: LiveModel[] }>(SUPPORT_PATHS.modelList),
    staleTime: 15_000,
    // Online state and viewers change by the minute.
    refetchInterval: 30_000,
  });

export function useLiveModels() {
  const token = useSessionToken() ?? '';
  return useQuery(liveModelsQuery(token));
}

/** Members only: the answer's chatUrl is the site path of the model's room. */
export const launchChat = (modelId: string) =>
  api.post<TLaunchChatAnswer>(SUPPORT_PATHS.launchChat, { modelId });

export const useLaunchChat = () => useMutation({ mutationFn: launchChat });
