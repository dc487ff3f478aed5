import { REPORT_PATHS } from '@platform/contracts/client';
import type { TPersonalProfit, TProfitQuery } from '@platform/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useSessionToken } from '../../../lib/use-session-token.ts';

/**
 * The member's own win/loss by day and category (spec §2 personalProfit). Keyed by the session token
 * so that another login in the same tab never sees these figures.
 */
export const personalProfitQuery = (token: string, query: TProfitQuery) =>
  queryOptions({
    queryKey: ['personalProfit', token, query],
    queryFn: () => api.get<TPersonalProfit>(REPORT_PATHS.personalProfit, { ...query }),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

export function usePersonalProfit(query: TProfitQuery) {
  const token = useSessionToken();
  return useQuery({ ...personalProfitQuery(token ?? '', query), enabled: !!token });
}
